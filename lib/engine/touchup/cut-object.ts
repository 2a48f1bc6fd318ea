/**
 * Whether a recoloured object runs on past the region's edge. A touch-up never writes outside
 * its region, so a hasty drag that cuts the cap leaves the rest of the cap in its old colour;
 * the reading says so (and how many pixels stay), so the artist sees it in the preview and can
 * draw the region around all of it before paying.
 */
import type { RegionCanvas } from "./region";

/**
 * The pixels outside the region that continue what changed inside it: reached from a changed
 * pixel on the region's edge through 4-neighbours outside it, each in one of the colours that
 * changed inside (the object's own shades, not its outline or what lies beside it).
 */
export function runsPastRegion(canvas: RegionCanvas, edited: Uint32Array): number {
  const { region: r, before, px } = canvas;
  const { width, height } = px;
  const changedColours = new Set<number>();
  const stack: number[] = [];
  const seen = new Uint8Array(width * height);
  for (let y = r.y; y < r.y + r.height; y++) {
    for (let x = r.x; x < r.x + r.width; x++) {
      const i = y * width + x;
      if (edited[i] === before.data[i]) continue;
      changedColours.add(before.data[i]!);
      seen[i] = 1;
      stack.push(i);
    }
  }
  let past = 0;
  while (stack.length) {
    const i = stack.pop()!;
    const x = i % width;
    const y = Math.floor(i / width);
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const j = ny * width + nx;
      if (seen[j] || canvas.inside(nx, ny)) continue;
      const v = before.data[j]!;
      if (v === 0 || !changedColours.has(v)) continue;
      seen[j] = 1;
      past++;
      stack.push(j);
    }
  }
  return past;
}
