/**
 * A lean as a pixel artist draws it: the figure's rows slide sideways in whole bands, one pixel a
 * step, and each step falls between two rows where sliding breaks nothing drawn. A straight
 * shear steps at evenly spaced rows wherever they fall, so a two-row eye splits into a diagonal
 * pair, a 2 × 2 spot into a slant, and a pixel on an edge slides out past the outline below it;
 * here each step takes, within its share of the height, the row boundary that splits the fewest
 * details and opens the fewest fill pixels to the air (a cap moves over its stem in one piece).
 */
import { boundsOf, createPixels, type Pixels } from "../raster";

/** A colour covering less than this share of the figure (and not its outline) is a detail. */
const DETAIL_SHARE = 0.15;
/** What splitting one column of a detail costs, against one fill pixel opened to the air. */
const DETAIL_WEIGHT = 3;
/** What closing a gap the artist left open (between two legs) costs: it would become a hole. */
const GAP_WEIGHT = 10;
/** What leaving an outline pixel as a one-pixel spur costs (a sole line the body slid off). */
const SPUR_WEIGHT = 2;

/** Colours of the figure that are details: rare, and not the outline. */
export function detailColours(frame: Pixels, outline: number | undefined): Set<number> {
  const counts = new Map<number, number>();
  let total = 0;
  for (const v of frame.data) {
    if (v === 0) continue;
    counts.set(v, (counts.get(v) ?? 0) + 1);
    total++;
  }
  const out = new Set<number>();
  for (const [colour, n] of counts) {
    if (colour !== outline && n < total * DETAIL_SHARE) out.add(colour);
  }
  return out;
}

/**
 * What a step costs between row `y` and the row below it when the upper row slides `step` px
 * (±1) against the lower: the details that ran across the two rows and now break (a detail
 * pixel with a detail under it or diagonally under it), the fill
 * pixels (not outline) that newly meet the air above or below, and the gaps inside the body
 * (between two legs) whose air no longer runs from one row into the other, so they close into
 * holes.
 */
function stepCost(
  frame: Pixels,
  y: number,
  step: number,
  left: number,
  right: number,
  outline: number | undefined,
  details: Set<number>,
): number {
  const { width, data } = frame;
  const up = (x: number) => (x < 0 || x >= width ? 0 : data[y * width + x]!);
  const down = (x: number) => (x < 0 || x >= width ? 0 : data[(y + 1) * width + x]!);
  const exposed = (shift: number) => {
    let n = 0;
    for (let x = left - 1; x <= right + 1; x++) {
      const u = up(x - shift);
      const d = down(x);
      if (u !== 0 && u !== outline && d === 0) n++;
      if (d !== 0 && d !== outline && u === 0) n++;
    }
    return n;
  };
  // A detail over another, straight or diagonally below (an eye over its lower half, eyes over
  // the mouth between them), is one feature: a step between them moves one against the other.
  let broken = 0;
  for (let x = left; x <= right; x++) {
    const u = up(x);
    if (u === 0 || !details.has(u)) continue;
    if ([down(x - 1), down(x), down(x + 1)].some((d) => d !== 0 && details.has(d))) broken++;
  }
  // Air running between the two rows inside the body's span (both rows opaque on either side).
  const passages = (shift: number) => {
    let first = width;
    let last = -1;
    for (let x = left - 1; x <= right + 1; x++) {
      if (up(x - shift) !== 0 || down(x) !== 0) {
        first = Math.min(first, x);
        last = Math.max(last, x);
      }
    }
    let n = 0;
    for (let x = first + 1; x < last; x++) if (up(x - shift) === 0 && down(x) === 0) n++;
    return n;
  };
  const closed = Math.max(0, passages(0) - passages(step));
  // Outline pixels of the two rows left with at most one edge neighbour: a sole line the body
  // slid off, or a row's end pixel hanging over the air, read as one-pixel burrs.
  const spurs = (shift: number) => {
    // The pixel shown at (x, row) once every row at or above `y` has slid `shift` px.
    const at = (row: number, x: number) => {
      const sx = x - (row <= y ? shift : 0);
      if (row < 0 || row >= frame.height || sx < 0 || sx >= width) return 0;
      return data[row * width + sx]!;
    };
    let n = 0;
    for (const row of [y, y + 1]) {
      for (let x = left - 2; x <= right + 2; x++) {
        if (outline === undefined || at(row, x) !== outline) continue;
        const near = [at(row, x - 1), at(row, x + 1), at(row - 1, x), at(row + 1, x)];
        if (near.filter((u) => u !== 0).length <= 1) n++;
      }
    }
    return n;
  };
  return (
    DETAIL_WEIGHT * broken +
    GAP_WEIGHT * closed +
    SPUR_WEIGHT * Math.max(0, spurs(step) - spurs(0)) +
    exposed(step) -
    exposed(0)
  );
}

/**
 * The frame with its top `lean` px to the side (+ right), its bottom row in place, in whole
 * bands of rows. `outline` is the sprite's outline colour (never a detail, and free to meet the
 * air); with `from`, every row above that one slides as one block; with `to`, the rows from that
 * one down stay where they are (legs standing under a bending waist) and the steps fall above it.
 */
export function leanedInRows(
  frame: Pixels,
  lean: number,
  outline?: number,
  from?: number,
  to?: number,
): Pixels {
  const whole = boundsOf(frame);
  if (!whole || lean === 0) return frame;
  // Steps fall only at or below `from` (the rows above it slide as one block) and above `to`.
  const bottom = Math.max(whole.top + 1, Math.min(whole.bottom, to ?? whole.bottom));
  const top = Math.min(bottom - 1, Math.max(whole.top, from ?? whole.top));
  const b = { ...whole, top, bottom };
  const { width, height, data } = frame;
  const tall = b.bottom - b.top;
  const steps = Math.min(Math.abs(lean), Math.max(1, tall));
  const dir = Math.sign(lean);
  const details = detailColours(frame, outline);
  // Boundary y lies between row y and row y + 1; every row at or above it slides one more px.
  const chosen: number[] = [];
  const costs: number[] = [];
  for (let k = 0; k < steps; k++) {
    // The even shear steps at the middle of each share of the height; the step may move anywhere
    // inside its share, so two steps meet only as below.
    const lo = Math.ceil(b.bottom - ((k + 1) * tall) / steps);
    const hi = Math.floor(b.bottom - (k * tall) / steps) - 1;
    const ideal = b.bottom - ((k + 0.5) * tall) / steps;
    let best = Math.max(b.top, Math.min(b.bottom - 1, Math.round(ideal)));
    let bestCost = Infinity;
    for (let y = Math.max(b.top, lo); y <= Math.min(b.bottom - 1, hi); y++) {
      const cost = stepCost(frame, y, dir, b.left, b.right, outline, details);
      const nearer = Math.abs(y - ideal) < Math.abs(best - ideal);
      if (cost < bestCost || (cost === bestCost && nearer)) {
        best = y;
        bestCost = cost;
      }
    }
    chosen.push(best);
    costs.push(bestCost);
  }
  // A step that breaks something wherever its share lets it fall goes instead where another step
  // already went, when sliding that much further there breaks nothing: a cap slides two pixels
  // over its stem rather than the stem shearing or slipping off its sole.
  chosen.forEach((own, k) => {
    if (costs[k]! <= 0) return;
    for (const y of new Set(chosen)) {
      if (y === own) continue;
      const uses = chosen.filter((c) => c === y).length;
      if (stepCost(frame, y, dir * (uses + 1), b.left, b.right, outline, details) <= 0) {
        chosen[k] = y;
        costs[k] = 0;
        return;
      }
    }
  });
  const out = createPixels(width, height);
  for (let y = 0; y < height; y++) {
    const shift = dir * chosen.filter((boundary) => y <= boundary).length;
    for (let x = 0; x < width; x++) {
      const sx = x - shift;
      if (sx >= 0 && sx < width) out.data[y * width + x] = data[y * width + sx]!;
    }
  }
  return out;
}
