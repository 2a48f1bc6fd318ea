/**
 * The ends of a squashed or stretched figure's rows, mended after its rows and columns were
 * carved: a spike of a widest row pulled in, a doubled end outline thinned back to one pixel, and
 * a flattened rim's pointed tip rounded. Each keeps the outline one pixel thick, closed, and at
 * every row's ends.
 */
import { filledAt, type Pixels } from "../raster";

/**
 * A row of a squashed figure that ends one pixel past the rows above and below it, in its
 * outline, is a spike (a flattened cap's widest row left alone): its end comes in a pixel, the
 * outline drawn where its fill now ends.
 */
export function pullInSpurs(
  frame: Pixels,
  top: number,
  bottom: number,
  outline: number | undefined,
) {
  if (outline === undefined) return;
  const { width, data } = frame;
  const opaque = (x: number, y: number) => filledAt(frame, x, y);
  for (let y = top; y <= bottom; y++) {
    const row = data.subarray(y * width, (y + 1) * width);
    const ends = [firstOpaque(row), lastOpaque(row)];
    if (ends[0]! < 0 || ends[1]! - ends[0]! < 3) continue;
    ends.forEach((x, i) => {
      const inward = i === 0 ? 1 : -1;
      if (row[x] !== outline || opaque(x, y - 1) || opaque(x, y + 1)) return;
      if (!opaque(x + inward, y - 1) || !opaque(x + inward, y + 1)) return;
      row[x] = 0;
      row[x + inward] = outline;
    });
  }
}

/**
 * A widened row whose end outline was doubled (a curved side's column repeated where that row
 * ends in it) ends in a run of outline longer than the row it was drawn from: the copies that
 * touch no air above or below are a lump of outline on the shoulder, not a step of the curve, so
 * they take the fill the source row shows just inside its outline. A copy with air above or below
 * is the step a widened curve needs and stays.
 */
export function thinDoubledEnds(
  frame: Pixels,
  source: Pixels,
  top: number,
  bottom: number,
  outline: number | undefined,
) {
  if (outline === undefined) return;
  const { width, data } = frame;
  const opaque = (x: number, y: number) => filledAt(frame, x, y);
  const runOf = (row: Uint32Array, from: number, step: number) => {
    let n = 0;
    for (let x = from; x >= 0 && x < row.length && row[x] === outline; x += step) n++;
    return n;
  };
  // Decided on the widened frame as drawn, then written, so a row's change never hides the air
  // its neighbour's copy touches.
  const writes: [number, number][] = [];
  for (let y = top; y <= bottom; y++) {
    const row = data.subarray(y * width, (y + 1) * width);
    const from = source.data.subarray(y * width, (y + 1) * width);
    for (const step of [1, -1]) {
      const end = step === 1 ? firstOpaque(row) : lastOpaque(row);
      const was = step === 1 ? firstOpaque(from) : lastOpaque(from);
      if (end < 0 || was < 0) continue;
      const drawn = runOf(from, was, step);
      const fill = from[was + drawn * step];
      if (fill === undefined || fill === 0 || fill === outline) continue;
      const run = runOf(row, end, step);
      for (let i = Math.max(1, drawn); i < run; i++) {
        const x = end + i * step;
        if (opaque(x, y - 1) && opaque(x, y + 1)) writes.push([y * width + x, fill]);
      }
    }
  }
  for (const [p, colour] of writes) data[p] = colour;
}

/**
 * A flattened rim's end (a cap's widest rows carved down to one) is outlined as a pointed wedge:
 * the row above and the row below the one-row tip reach as far out as it, each in two outline
 * pixels. Their outer pixel is a doubled corner: it goes, so the rim ends round and the outline
 * still closes diagonally.
 */
export function roundDoubledCorners(frame: Pixels, top: number, bottom: number, outline: number) {
  const { width, data } = frame;
  const at = (x: number, y: number) =>
    y < 0 || y >= frame.height || x < 0 || x >= width ? 0 : data[y * width + x]!;
  const fill = (v: number) => v !== 0 && v !== outline;
  const cut: number[] = [];
  for (let y = top; y <= bottom; y++) {
    const row = data.subarray(y * width, (y + 1) * width);
    const ends = [firstOpaque(row), lastOpaque(row)];
    if (ends[0]! < 0) continue;
    ends.forEach((x, i) => {
      const inward = i === 0 ? 1 : -1;
      if (row[x] !== outline || at(x + inward, y) !== outline) return;
      for (const v of [1, -1]) {
        // Air away from the rim, outline toward it, the rim's fill diagonally in, and past the
        // one-row tip the other doubled corner (a stem's side outlined straight down is not it).
        if (at(x, y - v) !== 0 || at(x, y + v) !== outline) continue;
        if (!fill(at(x + inward, y + v))) continue;
        if (at(x, y + 2 * v) === outline && at(x + inward, y + 2 * v) === outline)
          cut.push(y * width + x);
      }
    });
  }
  for (const p of cut) data[p] = 0;
}

export const firstOpaque = (row: Uint32Array) => row.findIndex((v) => v !== 0);

export function lastOpaque(row: Uint32Array): number {
  for (let x = row.length - 1; x >= 0; x--) if (row[x] !== 0) return x;
  return -1;
}
