/**
 * Eyes shut in a composed frame: a face seen head-on that has died or fainted reads at 1× by its
 * closed eyes. Each eye (a cluster of the head's drawn pupil ink in the upper half of the head's
 * own pixels; the nose below is left alone) keeps only its lowest row, a dark lid line, and the
 * rows above it (the pupil and its highlight) take the fur drawn just above the eye.
 *
 * "Upper", "lowest" and "above" are the head's own directions: a head turned a quarter turn
 * (a beast lying on its side) has its eyes shut along its own rows, not the frame's.
 */
import { OUTLINE_INK } from "../../draw";
import type { Pixels } from "../../raster";
import type { Prepared } from "./rig-pose";
import { partsOnlyIn } from "./layer-parts";

const partOf = (v: number) => (v >>> 16) & 0xfff;
const inkOf = (v: number) => (v & 0xffff) - 1;

/** A head turned further than this from a whole quarter turn has no rows to shut along. */
const QUARTER_SLACK = (25 * Math.PI) / 180;

/**
 * Shuts the eyes of layer `name` in `frame`, the head having been turned `turn` radians
 * (clockwise on screen) from how it was drawn; nothing is done unless the turn is within
 * QUARTER_SLACK of a whole number of quarter turns.
 */
export function shutEyes(prep: Prepared, frame: Pixels, name: string, turn = 0): void {
  const layer = prep.byName.get(name);
  if (!layer) return;
  const quarters = Math.round(turn / (Math.PI / 2));
  if (Math.abs(turn - (quarters * Math.PI) / 2) > QUARTER_SLACK) return;
  // The head's own down and across, as screen steps: its rows run along `across`, and its
  // "below" is one step of `down`.
  const q = ((quarters % 4) + 4) % 4;
  const down = [
    { x: 0, y: 1 },
    { x: -1, y: 0 },
    { x: 0, y: -1 },
    { x: 1, y: 0 },
  ][q]!;
  const across = { x: -down.y, y: down.x };
  // The layer's own parts: those no other layer draws.
  const own = partsOnlyIn(prep, layer);
  const { width, height, data } = frame;
  const xOf = (i: number) => i % width;
  const yOf = (i: number) => Math.floor(i / width);
  const rowOf = (i: number) => xOf(i) * down.x + yOf(i) * down.y;
  const colOf = (i: number) => xOf(i) * across.x + yOf(i) * across.y;
  /** The pixel at the head's own (row, column), or -1 off the frame. */
  const at = (row: number, col: number) => {
    const x = row * down.x + col * across.x;
    const y = row * down.y + col * across.y;
    return x < 0 || y < 0 || x >= width || y >= height ? -1 : y * width + x;
  };
  const mine = (i: number) => i >= 0 && data[i] !== 0 && own.has(partOf(data[i]!));
  let top = Number.POSITIVE_INFINITY;
  let bottom = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < data.length; i++) {
    if (!mine(i)) continue;
    top = Math.min(top, rowOf(i));
    bottom = Math.max(bottom, rowOf(i));
  }
  if (bottom < top) return;
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
      const x = xOf(i);
      for (const j of [i - width, i + width, x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1]) {
        if (j < 0 || j >= data.length || seen[j] || !pupil(j)) continue;
        seen[j] = 1;
        stack.push(j);
      }
    }
    const rows = eye.map(rowOf);
    const low = Math.max(...rows);
    const high = Math.min(...rows);
    if (low === high || (low + high) / 2 > middle) continue;
    // The eye's box above its lowest row (the pupil and the highlight in it) takes the fur
    // just above the box, column by column, and the lowest row is the lid across the whole
    // eye. (An eye kept upright on a turned head has its highlight on that row.)
    const cols = eye.map(colOf);
    const lid = data[eye[0]!]!;
    for (let col = Math.min(...cols); col <= Math.max(...cols); col++) {
      const edge = at(low, col);
      if (mine(edge)) data[edge] = lid;
      const above = at(high - 1, col);
      if (!mine(above) || pupil(above)) continue;
      for (let row = high; row < low; row++) {
        const i = at(row, col);
        if (mine(i)) data[i] = data[above]!;
      }
    }
  }
}
