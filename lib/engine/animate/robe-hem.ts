/**
 * A robe's hem on a figure of few pixels seen from the front. The cut gives each leg the robe's
 * lowest rows above its boot (the cloth and the boot are one column of pixels there), so a step
 * that lifted the leg lifted a square of robe with it: the robe read sliced at the knee, and a
 * hand hanging beside it seemed to ride with the leg. A pixel artist keeps the hem where it hangs
 * and moves only the foot under it: the leg's rows in the robe's cloth stay put, and the foot
 * rises behind them.
 */
import { type Figure, outlineColor, type Part } from "../figure";
import type { Pixels } from "../raster";

const hemRowsOf = new WeakMap<Part, number>();

/** The torso's commonest colour that is not the outline: the robe's or tunic's cloth. */
function clothColor(figure: Figure): number {
  const torso = figure.parts.get("torso");
  if (!torso) return 0;
  const outline = outlineColor(figure.source);
  const counts = new Map<number, number>();
  for (const v of torso.pixels.data)
    if (v !== 0 && v !== outline) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best = 0;
  let most = 0;
  for (const [v, n] of counts) if (n > most) [best, most] = [v, n];
  return best;
}

/**
 * How many of a leg's top rows are the robe's hem: rows showing the torso's cloth colour, from
 * the leg's top down, with at least one row of foot left below them. 0 for trousers (a colour
 * of their own), so a tunic's figure steps as before.
 */
export function hemRows(figure: Figure, leg: Part): number {
  const known = hemRowsOf.get(leg);
  if (known !== undefined) return known;
  const cloth = clothColor(figure);
  const { width, height, data } = leg.pixels;
  let rows = 0;
  while (rows < height - 1 && cloth !== 0) {
    const row = data.subarray(rows * width, (rows + 1) * width);
    if (!row.includes(cloth)) break;
    rows++;
  }
  const found = rows < height ? rows : 0;
  hemRowsOf.set(leg, found);
  return found;
}

/** Whether both legs of the figure hang under a robe (see `hemRows`). */
export function robed(figure: Figure): boolean {
  const left = figure.parts.get("legLeft");
  const right = figure.parts.get("legRight");
  return !!left && !!right && hemRows(figure, left) > 0 && hemRows(figure, right) > 0;
}

/**
 * Draws a robed leg: its hem rows moved `hemDy` rows down (with the body), then the foot below
 * them moved (`dx`, `dy`), over the hem: a foot stepping out from under the robe toward the
 * viewer.
 */
export function drawHemmedLeg(
  frame: Pixels,
  figure: Figure,
  leg: Part,
  hemDy: number,
  dx: number,
  dy: number,
): void {
  const rows = hemRows(figure, leg);
  const { width, height, data } = leg.pixels;
  const put = (x: number, y: number, v: number) => {
    if (v === 0 || x < 0 || y < 0 || x >= frame.width || y >= frame.height) return;
    frame.data[y * frame.width + x] = v;
  };
  for (let y = 0; y < rows; y++)
    for (let x = 0; x < width; x++) put(leg.x0 + x, leg.y0 + y + hemDy, data[y * width + x]!);
  for (let y = rows; y < height; y++)
    for (let x = 0; x < width; x++) put(leg.x0 + x + dx, leg.y0 + y + dy, data[y * width + x]!);
}
