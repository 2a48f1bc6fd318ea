/** A 6×6 pixel mark drawn with rects, so it stays crisp at any size without an image request. */
const PIXELS = ["..##..", ".#**#.", "#*oo*#", "#*oo*#", ".#**#.", "..##.."];
const FILL: Record<string, string> = { "#": "#f5b942", "*": "#c9792b", o: "#fff1c7" };

export function Logo({ size = 24 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 6 6"
      shapeRendering="crispEdges"
      aria-hidden
      focusable="false"
    >
      {PIXELS.flatMap((row, y) =>
        [...row].map((cell, x) =>
          FILL[cell] ? (
            <rect key={`${x}-${y}`} x={x} y={y} width={1} height={1} fill={FILL[cell]} />
          ) : null,
        ),
      )}
    </svg>
  );
}
