/**
 * Eyes shut in a composed frame: a face seen head-on that has died or fainted reads at 1× by its
 * closed eyes. Each eye (a cluster of the head's drawn pupil ink in the upper half of the head's
 * own pixels; the nose below is left alone) keeps only its lowest row, a dark lid line, and the
 * rows above it (the pupil and its highlight) take the fur drawn just above the eye.
 */
import { OUTLINE_INK } from "../../draw";
import type { Pixels } from "../../raster";
import type { Prepared } from "./rig-pose";
import { partsOnlyIn } from "./layer-parts";

const partOf = (v: number) => (v >>> 16) & 0xfff;
const inkOf = (v: number) => (v & 0xffff) - 1;

export function shutEyes(prep: Prepared, frame: Pixels, name: string): void {
  const layer = prep.byName.get(name);
  if (!layer) return;
  // The layer's own parts: those no other layer draws.
  const own = partsOnlyIn(prep, layer);
  const { width, data } = frame;
  const mine = (i: number) => data[i] !== 0 && own.has(partOf(data[i]!));
  let top = Number.POSITIVE_INFINITY;
  let bottom = -1;
  for (let i = 0; i < data.length; i++) {
    if (!mine(i)) continue;
    top = Math.min(top, Math.floor(i / width));
    bottom = Math.max(bottom, Math.floor(i / width));
  }
  if (bottom < 0) return;
  const middle = (top + bottom) / 2;
  const pupil = (i: number) => mine(i) && inkOf(data[i]!) === OUTLINE_INK;
  const seen = new Uint8Array(data.length);
  for (let start = 0; start < data.length; start++) {
    if (seen[start] || !pupil(start)) continue;
    // One eye: the pupil pixels joined to this one.
    const eye: number[] = [];
    const stack = [start];
    seen[start] = 1;
    while (stack.length) {
      const i = stack.pop()!;
      eye.push(i);
      const x = i % width;
      for (const j of [i - width, i + width, x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1]) {
        if (j < 0 || j >= data.length || seen[j] || !pupil(j)) continue;
        seen[j] = 1;
        stack.push(j);
      }
    }
    const rows = eye.map((i) => Math.floor(i / width));
    const low = Math.max(...rows);
    const high = Math.min(...rows);
    if (low === high || (low + high) / 2 > middle) continue;
    // The eye's box above its lowest row (the pupil and the highlight in it) takes the fur
    // just above the box, column by column.
    const xs = eye.map((i) => i % width);
    for (let x = Math.min(...xs); x <= Math.max(...xs); x++) {
      const above = (high - 1) * width + x;
      if (above < 0 || !mine(above) || pupil(above)) continue;
      for (let y = high; y < low; y++) if (mine(y * width + x)) data[y * width + x] = data[above]!;
    }
  }
}
