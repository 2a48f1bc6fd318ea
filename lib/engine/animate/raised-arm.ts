/**
 * A raised arm drawn for a figure of few pixels seen from the front whose cut gives the arm as a
 * sliver (a small mage's arm is the robe's side column of outline with one sleeve pixel and one
 * hand pixel). Turned, such a sliver is a one-pixel stick with a dot of a hand at the face's edge,
 * or two stubs sprouting from the hat's brim; a pixel artist draws the arm instead: a sleeve two
 * pixels wide rising out from the shoulder at 45°, the hand at its end, clear of the head, and
 * outlined where it meets the air. The hand leans in over the wrist or out past it, so a wave
 * swings it between frames.
 */
import { type Figure, outlineColor, type Part, PART_NAMES } from "../figure";
import type { Pixels } from "../raster";
import { fewPixels } from "./motions/shared";

/**
 * Where the hand is: over the wrist (0), a pixel further out (1), or over the wrist with the
 * sleeve a pixel longer (2: reaching as high as it goes, a cheer's top).
 */
export type HandLean = 0 | 1 | 2;

/** Fill pixels (not outline) an arm may have and still be a sliver worth drawing again. */
const SLIVER_FILL = 3;

/** True when the arm is drawn raised rather than turned (see the header). */
export function drawsRaisedArm(figure: Figure, arm: Part): boolean {
  if (!fewPixels(figure) || figure.side) return false;
  if (arm.name !== "armLeft" && arm.name !== "armRight") return false;
  const outline = outlineColor(figure.source);
  let fill = 0;
  for (const v of arm.pixels.data) if (v !== 0 && v !== outline) fill++;
  return fill > 0 && fill <= SLIVER_FILL;
}

/** The commonest fill colour of a part's pixels, leaving out `skip`. */
function commonest(pixels: Pixels, skip: ReadonlySet<number>): number | null {
  const counts = new Map<number, number>();
  for (const v of pixels.data) if (v !== 0 && !skip.has(v)) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: number | null = null;
  let most = 0;
  for (const [v, n] of counts) if (n > most) [best, most] = [v, n];
  return best;
}

interface ArmInks {
  readonly sleeve: number;
  readonly hand: number;
}

/** The sleeve takes the torso's cloth, the hand the arm's colour the torso lacks (its skin). */
function inksOf(figure: Figure, arm: Part): ArmInks {
  const outline = outlineColor(figure.source);
  const torso = figure.parts.get("torso");
  const cloth = new Set<number>();
  for (const v of torso?.pixels.data ?? []) if (v !== 0 && v !== outline) cloth.add(v);
  const sleeve =
    (torso && commonest(torso.pixels, new Set([outline]))) ??
    commonest(arm.pixels, new Set([outline])) ??
    outline;
  let hand = sleeve;
  for (const v of arm.pixels.data) if (v !== 0 && v !== outline && !cloth.has(v)) hand = v;
  return { sleeve, hand };
}

/** The arm's shoulder: its top row's pixel farthest from the body's middle, in canvas pixels. */
function shoulderOf(arm: Part, out: 1 | -1): { x: number; y: number } {
  const { width, data } = arm.pixels;
  for (let y = 0; y < arm.pixels.height; y++) {
    let best = -1;
    for (let x = 0; x < width; x++) {
      if (data[y * width + x] === 0) continue;
      if (best < 0 || (x - best) * out > 0) best = x;
    }
    if (best >= 0) return { x: arm.x0 + best, y: arm.y0 + y };
  }
  return { x: Math.round(arm.pivot.x), y: Math.round(arm.pivot.y) };
}

/**
 * The raised arm's pixels, relative to nothing: canvas cells with their ink. The sleeve climbs
 * a pixel out for each pixel up, two wide, `length` rows; the hand is two rows of two more
 * pixels on the same diagonal (leaning in), or the same a pixel further out with the sleeve's
 * last row a pixel longer (leaning out).
 */
function armCells(
  shoulder: { x: number; y: number },
  out: 1 | -1,
  length: number,
  lean: 0 | 1,
  inks: ArmInks,
): [number, number, number][] {
  const cells: [number, number, number][] = [];
  for (let i = 0; i < length; i++) {
    const y = shoulder.y - i;
    cells.push(
      [shoulder.x + out * i, y, inks.sleeve],
      [shoulder.x + out * (i + 1), y, inks.sleeve],
    );
  }
  if (lean === 1)
    cells.push([shoulder.x + out * (length + 1), shoulder.y - length + 1, inks.sleeve]);
  for (let j = 0; j < 2; j++) {
    const y = shoulder.y - length - j;
    const x = shoulder.x + out * (length + j + lean);
    cells.push([x, y, inks.hand], [x + out, y, inks.hand]);
  }
  return cells;
}

/** Edge neighbours of the cells that are not cells themselves. */
function ringOf(cells: readonly [number, number, number][]): [number, number][] {
  const taken = new Set(cells.map(([x, y]) => `${x},${y}`));
  const ring = new Map<string, [number, number]>();
  for (const [x, y] of cells) {
    for (const [nx, ny] of [
      [x - 1, y],
      [x + 1, y],
      [x, y - 1],
      [x, y + 1],
    ] as const) {
      const key = `${nx},${ny}`;
      if (!taken.has(key)) ring.set(key, [nx, ny]);
    }
  }
  return [...ring.values()];
}

/**
 * Draws the arm raised from its shoulder onto `frame`, moved by (`dx`, `dy`), its hand leaning
 * `lean`. The sleeve's length brings the hand to the head's middle height; the arm is set out a
 * pixel at a time until its hand and the outline round it touch no pixel of the head (a hand
 * against a hat's brim reads as part of the hat). Its outline goes on the air only. What it
 * drew is recorded in `drawn`, when given.
 */
export function drawRaisedArm(
  frame: Pixels,
  figure: Figure,
  arm: Part,
  lean: HandLean,
  dx: number,
  dy: number,
  drawn?: Uint32Array | null,
): void {
  const out: 1 | -1 = arm.x0 + arm.pixels.width / 2 >= figure.centerX ? 1 : -1;
  const inks = inksOf(figure, arm);
  const outline = outlineColor(figure.source);
  const shoulder = shoulderOf(arm, out);
  const head = figure.parts.get("head");
  const headTop = head ? head.y0 : figure.bounds.top;
  const headMiddle = head ? head.y0 + Math.floor(head.pixels.height / 2) : shoulder.y - 4;
  const reach = Math.max(2, Math.min(4, shoulder.y - 1 - headMiddle));
  const { width, height, data } = frame;
  const headId = PART_NAMES.indexOf("head");
  const isHead = (x: number, y: number) =>
    x >= 0 &&
    y >= 0 &&
    x < width &&
    y < height &&
    figure.labels[y * width + x] === headId &&
    figure.source.data[y * width + x] !== 0;
  /** The arm of `length` rows, its hand leaning `side`, set out until its hand clears the head. */
  const cleared = (length: number, side: 0 | 1) => {
    let cells = armCells(shoulder, out, length, side, inks);
    for (let step = 1; step <= 2; step++) {
      const handRows = cells.filter(([, y]) => y <= shoulder.y - length);
      const touches = [...handRows, ...ringOf(handRows)].some(([x, y]) => isHead(x, y));
      if (!touches) break;
      cells = armCells({ x: shoulder.x + out * step, y: shoulder.y }, out, length, side, inks);
    }
    return cells;
  };
  const inside = (cells: readonly [number, number, number][]) =>
    [...cells, ...ringOf(cells)].every(
      ([x, y]) => x + dx >= 1 && x + dx < width - 1 && y + dy >= 1 && y + dy < height - 1,
    );
  // The arm asked for, else shorter and over the wrist, so the hand and its outline stay off the
  // canvas's outermost pixels (a still framed tight round a small figure has little room beside
  // it, and a block there may be cut by the canvas's edge).
  const tries: [number, 0 | 1][] = [
    [reach + (lean === 2 ? 1 : 0), lean === 1 ? 1 : 0],
    [reach, 0],
    [reach - 1, 0],
  ];
  const options = tries.filter(([length]) => length >= 2).map(([l, side]) => cleared(l, side));
  const cells = options.find(inside) ?? options[options.length - 1]!;
  // Never above the head's top: a hand over a hat's tip reads as a second tip.
  const placed = cells
    .map(([x, y, v]) => [x + dx, y + dy, v] as [number, number, number])
    .filter(([, y]) => y - dy >= headTop);
  for (const [x, y, v] of placed) {
    if (x < 0 || y < 0 || x >= width || y >= height) continue;
    data[y * width + x] = v;
    if (drawn) drawn[y * width + x] = v;
  }
  for (const [x, y] of ringOf(placed)) {
    if (x >= 0 && y >= 0 && x < width && y < height && data[y * width + x] === 0)
      data[y * width + x] = outline;
  }
}
