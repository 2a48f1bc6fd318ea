/**
 * Inner lines: where a part overlaps one painted before it (an arm over a torso, a blade over a
 * hand), its edge takes the darkest level of its own ramp, the way an artist separates forms
 * inside a silhouette. Parts thinner than three pixels at that edge are left alone, or a thin
 * arm would turn into nothing but line.
 */
import { EMPTY, FLAG_DETAIL, type InkCanvas, inkOf, OUTLINE_INK, rampOf } from "./canvas";

const STEPS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;

export function drawInnerLines(canvas: InkCanvas): void {
  const { width, height, ink, part, flags, parts } = canvas;
  const marks: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const me = part[i]!;
      if (ink[i] === EMPTY || ink[i] === OUTLINE_INK || !parts[me]?.innerLine) continue;
      if (flags[i]! & FLAG_DETAIL) continue;
      for (const [dx, dy] of STEPS) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const j = ny * width + nx;
        const other = part[j]!;
        if (ink[j] === EMPTY || other === me || other > me) continue;
        // Thickness check: two pixels further into this part along the same line.
        const bx = x - dx;
        const by = y - dy;
        const cx = x - 2 * dx;
        const cy = y - 2 * dy;
        if (bx < 0 || by < 0 || bx >= width || by >= height) continue;
        if (cx < 0 || cy < 0 || cx >= width || cy >= height) continue;
        if (part[by * width + bx] !== me || part[cy * width + cx] !== me) continue;
        marks.push(i);
        break;
      }
    }
  }
  for (const i of marks) ink[i] = inkOf(rampOf(ink[i]!), 0);
}
