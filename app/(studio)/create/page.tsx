import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = { title: "Create" };

/** Generation arrives with the engine; until then this page says so rather than pretending. */
export default function CreatePage() {
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-semibold tracking-tight text-zinc-50">Create</h1>
      <p className="text-zinc-300">
        Generating sprites from a prompt is not available in this version yet: the prompt, asset
        type, size, direction, camera and palette controls arrive with the pixel-art engine.
      </p>
      <p className="text-sm text-zinc-400">
        Meanwhile you can bring your own art in:{" "}
        <Link href="/" className="text-accent underline-offset-4 hover:underline">
          import a PNG, JPEG or WebP
        </Link>{" "}
        from the sprites page.
      </p>
    </div>
  );
}
