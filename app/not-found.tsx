import Link from "next/link";
import { Logo } from "@/components/studio/logo";

export default function NotFound() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <Logo size={32} />
      <h1 className="text-2xl font-semibold text-zinc-50">Page not found</h1>
      <p className="text-sm text-zinc-400">There is nothing at this address.</p>
      <Link href="/" className="text-sm text-accent underline-offset-4 hover:underline">
        Back to the studio
      </Link>
    </main>
  );
}
