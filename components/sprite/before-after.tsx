import { fitScale, PixelImage } from "@/components/ui/pixel-image";

interface Side {
  label: string;
  base64: string;
  /** The image's accessible name. */
  alt: string;
}

/**
 * Two images of the same size side by side at the same whole-pixel zoom, each on the
 * checkerboard so transparency reads as transparency.
 */
export function BeforeAfter({
  before,
  after,
  width,
  height,
  box = 240,
}: {
  before: Side;
  after: Side | null;
  width: number;
  height: number;
  box?: number;
}) {
  const scale = fitScale(width, height, box);
  const cell = Math.max(4, Math.round(scale * 2));
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {[before, after].map((side, index) => (
        <figure key={index === 0 ? "before" : "after"} className="flex min-w-0 flex-col gap-1.5">
          <figcaption className="text-xs font-medium uppercase tracking-wide text-zinc-400">
            {side?.label ?? "After"}
          </figcaption>
          <div
            className="checkerboard flex items-center justify-center overflow-auto rounded-lg border border-line p-2"
            style={{
              minHeight: Math.round(height * scale) + 16,
              ["--cell" as string]: `${cell}px`,
            }}
          >
            {side ? (
              <PixelImage
                base64={side.base64}
                width={width}
                height={height}
                scale={scale}
                alt={side.alt}
              />
            ) : (
              <span className="bg-ink/80 px-2 py-1 text-xs text-zinc-400">Not made yet</span>
            )}
          </div>
        </figure>
      ))}
    </div>
  );
}
