/**
 * The archer's arrow: a bow's attack is a draw and a loose, and a bow alone cannot show either.
 * While the string is drawn the bow's straight string is left out of the
 * composition and drawn instead as two lines from the bow's tips back to an anchor by the cheek,
 * with the arrow nocked on it, reaching from the anchor to just past the bow; loosed, the string
 * is straight again and the arrow flies on ahead, farther each frame, until most of it has left
 * the frame. Drawn on the finished frame one pixel thick, as pixel art draws strings and
 * arrows, in the sprite's own colors; in profile behind the head. Seen from the front the bow
 * is held out to one side and the shot goes that way.
 */
import type { LayeredSprite, SpriteLayer } from "../../draw";
import type { RgbaImage } from "../../raster";
import type { Frame } from "./compose";

/** Key times of the bow's attack (the strike's): drawn from 0.25, loosed at 0.5. */
const DRAWN = 0.25;
const LOOSED = 0.5;

type Rgb = readonly [number, number, number];
export interface ArrowColors {
  /** The bow's string, as drawn. */
  readonly string: Rgb;
  readonly shaft: Rgb;
  readonly head: Rgb;
  readonly fletch: Rgb;
}

const luma = (c: Rgb) => c[0] * 0.3 + c[1] * 0.59 + c[2] * 0.11;
const chroma = (c: Rgb) => Math.max(...c) - Math.min(...c);

/**
 * The arrow's colors, all from the sprite's own ramps (so it adds no color the sprite lacks):
 * a shaft of the bow's wood in shadow, a head of the lightest grey the sprite has (else the
 * wood's lightest), fletching of the lightest shade of its most colorful ramp.
 */
export function arrowColors(doc: LayeredSprite, bow: SpriteLayer): ArrowColors {
  const ramps = doc.finish.ramps as readonly (readonly Rgb[])[];
  const used = new Set<number>();
  for (const layer of doc.layers)
    for (const ink of layer.ink) if (ink >= 0) used.add(Math.floor(ink / 5));
  const count = new Map<number, number>();
  for (const ink of bow.ink)
    if (ink >= 0) count.set(Math.floor(ink / 5), (count.get(Math.floor(ink / 5)) ?? 0) + 1);
  const wood = [...count].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
  const woodShades = [...(ramps[wood] ?? [[90, 60, 35]])].sort((a, b) => luma(a) - luma(b));
  const shades = [...used].flatMap((r) => ramps[r] ?? []);
  const greys = shades.filter((c) => chroma(c) < 40).sort((a, b) => luma(b) - luma(a));
  const colorful = [...used].sort(
    (a, b) =>
      Math.max(...(ramps[b] ?? []).map(chroma), 0) - Math.max(...(ramps[a] ?? []).map(chroma), 0),
  )[0];
  const bright = [...(ramps[colorful ?? wood] ?? woodShades)].sort((a, b) => luma(b) - luma(a));
  const stringPart = bowString(bow);
  const stringInk = bow.ink.find((ink, i) => ink >= 0 && bow.part[i] === stringPart) ?? -1;
  return {
    string:
      stringInk >= 0
        ? (ramps[Math.floor(stringInk / 5)]?.[stringInk % 5] ?? woodShades[0]!)
        : woodShades[0]!,
    shaft: woodShades[Math.min(1, woodShades.length - 1)]!,
    head: greys[0] ?? woodShades[woodShades.length - 1]!,
    fletch: bright[0]!,
  };
}

/** Whether at `p` (0 to 1) of a bow's attack the string is drawn back with an arrow on it. */
export function nocked(p: number): boolean {
  return p >= DRAWN && p < LOOSED;
}

/**
 * The bow's string: of the bow layer's parts, the one that is most a thin upright line (the
 * narrowest for its height). Null when the bow has fewer than two parts (nothing tells the string
 * from the arc).
 */
export function bowString(bow: SpriteLayer): number | null {
  const boxes = new Map<number, { x0: number; x1: number; y0: number; y1: number }>();
  bow.ink.forEach((ink, i) => {
    if (ink < 0) return;
    const x = i % bow.width;
    const y = Math.floor(i / bow.width);
    const b = boxes.get(bow.part[i]!) ?? { x0: x, x1: x, y0: y, y1: y };
    boxes.set(bow.part[i]!, {
      x0: Math.min(b.x0, x),
      x1: Math.max(b.x1, x),
      y0: Math.min(b.y0, y),
      y1: Math.max(b.y1, y),
    });
  });
  if (boxes.size < 2) return null;
  let best: number | null = null;
  let thinnest = Number.POSITIVE_INFINITY;
  for (const [part, b] of boxes) {
    const tall = b.y1 - b.y0 + 1;
    // A string runs most of the bow's height.
    if (tall < bow.height * 0.6) continue;
    const ratio = (b.x1 - b.x0 + 1) / tall;
    if (ratio < thinnest) {
      thinnest = ratio;
      best = part;
    }
  }
  return best;
}

/** The first frame of n in which the arrow is loosed. */
export function looseFrame(n: number): number {
  return Math.ceil(LOOSED * n - 1e-9);
}

/**
 * Draws frame t of n's arrow, if any, onto `image` (already mirrored for a west facing, which
 * `mirrored` says), from where the bow's parts are in `canvas`: this frame's posed canvas while
 * the arrow is nocked, the loosing frame's once it flies (it leaves the bow behind).
 */
export function drawArrow(
  image: RgbaImage,
  canvas: Frame["canvas"],
  bowParts: ReadonlySet<number>,
  colors: ArrowColors,
  options: {
    t: number;
    n: number;
    mirrored: boolean;
    profile: boolean;
    height: number;
    /**
     * The parts of the arm that draws the string, seen from the front: the string is drawn
     * back to that hand (where it reaches toward the bow), not to a point of its own.
     */
    drawingHand?: ReadonlySet<number>;
    /**
     * Parts the drawn string and the nocked arrow pass behind (the head in profile): neither is
     * painted on them nor on the outline pixel around them.
     */
    behind?: ReadonlySet<number>;
  },
): void {
  const p = options.t / options.n;
  if (p < DRAWN) return;
  const { width, height, ink, part } = canvas;
  let bx0 = width;
  let bx1 = -1;
  let by0 = height;
  let by1 = -1;
  let sumX = 0;
  let count = 0;
  for (let i = 0; i < ink.length; i++) {
    if (ink[i]! < 0) continue;
    const x = i % width;
    if (!bowParts.has(part[i]!)) {
      sumX += x;
      count++;
      continue;
    }
    const y = (i - x) / width;
    bx0 = Math.min(bx0, x);
    bx1 = Math.max(bx1, x);
    by0 = Math.min(by0, y);
    by1 = Math.max(by1, y);
  }
  if (bx1 < 0 || count === 0) return;
  // In profile the bow faces where the figure does (east on the drawn canvas); from the front
  // it is held out to one side and shoots that way, past the viewer: a shot down the picture
  // lay over the legs, a brown bar at the belt at 1x, and did not read as a shot.
  const body = sumX / count;
  const dir = options.profile ? 1 : (bx0 + bx1) / 2 >= body ? 1 : -1;
  const row = Math.round((by0 + by1) / 2);
  const length = Math.max(7, Math.round(options.height * 0.22));
  const front = dir > 0 ? bx1 + 1 : bx0 - 1;
  const { shaft, head: STEEL, fletch: FLETCH } = colors;
  const paint = (x: number, y: number, color: readonly number[]) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const fx = options.mirrored ? width - 1 - x : x;
    const o = (y * width + fx) * 4;
    image.data[o] = color[0]!;
    image.data[o + 1] = color[1]!;
    image.data[o + 2] = color[2]!;
    image.data[o + 3] = 255;
  };
  if (p < LOOSED) {
    const { behind } = options;
    const covers = (x: number, y: number) => {
      if (!behind) return false;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const u = x + dx;
          const v = y + dy;
          if (u < 0 || v < 0 || u >= width || v >= height) continue;
          const i = v * width + u;
          if (ink[i]! >= 0 && behind.has(part[i]!)) return true;
        }
      }
      return false;
    };
    const put = (x: number, y: number, color: readonly number[]) => {
      if (!covers(x, y)) paint(x, y, color);
    };
    // Drawn: the string from each tip of the bow back (toward the body) to the anchor, the
    // arrow on it from there to just past the bow, its head ahead of the grip.
    const pull = Math.max(3, Math.round(options.height * 0.12));
    const hand =
      !options.profile && options.drawingHand
        ? handNear(canvas, options.drawingHand, dir, dir > 0 ? bx0 - 2 : bx1 + 2)
        : null;
    const anchor = hand ?? { x: dir > 0 ? bx0 - pull : bx1 + pull, y: row };
    const nock = anchor.y;
    const strung: [number, number][] = [];
    const putString = (x: number, y: number, color: readonly number[]) => {
      put(x, y, color);
      strung.push([x, y]);
    };
    line(putString, { x: tipX(canvas, bowParts, by0), y: by0 }, anchor, colors.string);
    line(putString, { x: tipX(canvas, bowParts, by1), y: by1 }, anchor, colors.string);
    closePinholes(image, strung, options.mirrored, colors.string);
    const tip = dir > 0 ? bx1 + 2 : bx0 - 2;
    const shafted: [number, number][] = [];
    for (let x = anchor.x + dir; x !== tip + dir; x += dir) {
      put(x, nock, shaft);
      shafted.push([x, nock]);
    }
    put(tip + dir, nock, STEEL);
    put(tip, nock - 1, STEEL);
    put(tip, nock + 1, STEEL);
    put(tip, nock, STEEL);
    put(anchor.x + dir, nock - 1, FLETCH);
    put(anchor.x + dir, nock + 1, FLETCH);
    // Nocked where the drawing hand holds it (not always the bow's middle row), the shaft or
    // the head's barbs can shut a pixel in against an arm or the bow's limb too.
    shafted.push([tip, nock - 1], [tip, nock + 1]);
    closePinholes(image, shafted, options.mirrored, shaft);
    return;
  }
  // Loosed, it moves half its length a frame: leaving the bow on the loose, clear of it on
  // the next frame, then flying out of the picture (cut by the frame's edge as it goes, as a
  // shot leaves the screen), rather than creeping a few pixels and vanishing while it still
  // overlaps the bow.
  const step = Math.max(3, Math.round(length * 0.6));
  const flown = p < LOOSED ? 0 : (Math.floor((p - LOOSED) * options.n) + 1) * step;
  const tip = front + dir * flown;
  const tail = tip - dir * (length - 1);
  // Drawn only inside a pixel's room from the frame's edge (the frame keeps it on every
  // side), and gone once more than three fifths of it have left.
  const inside = (x: number) => x >= 1 && x <= width - 2;
  const past = dir > 0 ? tip + 1 - (width - 2) : 1 - (tip - 1);
  if (past > length * 0.6 || row < 2 || row > height - 3) return;
  const put = (x: number, y: number, color: readonly number[]) => {
    if (inside(x)) paint(x, y, color);
  };
  for (let x = Math.min(tip, tail); x <= Math.max(tip, tail); x++) put(x, row, shaft);
  // A head of three pixels, the point one ahead of the shaft.
  put(tip + dir, row, STEEL);
  put(tip, row - 1, STEEL);
  put(tip, row + 1, STEEL);
  put(tip, row, STEEL);
  // Fletching: two pale feathers either side of the tail.
  put(tail, row - 1, FLETCH);
  put(tail, row + 1, FLETCH);
  put(tail - dir, row - 1, FLETCH);
  put(tail - dir, row + 1, FLETCH);
}

/**
 * Where a hand holds the drawn string: the hand's pixel reaching farthest toward the bow (the
 * bow lies toward `dir`), kept no nearer the bow than `limit`; the middle of the hand's pixels
 * in that column. Null when the hand shows no pixel.
 */
function handNear(
  canvas: Frame["canvas"],
  hand: ReadonlySet<number>,
  dir: 1 | -1,
  limit: number,
): { x: number; y: number } | null {
  const { width, ink, part } = canvas;
  let best = -1;
  for (let i = 0; i < ink.length; i++) {
    if (ink[i]! < 0 || !hand.has(part[i]!)) continue;
    const x = i % width;
    if (best < 0 || (dir > 0 ? x > best : x < best)) best = x;
  }
  if (best < 0) return null;
  let sum = 0;
  let count = 0;
  for (let i = best; i < ink.length; i += width) {
    if (ink[i]! >= 0 && hand.has(part[i]!)) {
      sum += Math.floor(i / width);
      count++;
    }
  }
  const x = dir > 0 ? Math.min(best, limit) : Math.max(best, limit);
  return { x, y: Math.round(sum / count) };
}

/** The middle x of the bow's pixels on row `y` (a tip of the arc). */
function tipX(canvas: Frame["canvas"], parts: ReadonlySet<number>, y: number): number {
  let sum = 0;
  let count = 0;
  for (let x = 0; x < canvas.width; x++) {
    const i = y * canvas.width + x;
    if (canvas.ink[i]! >= 0 && parts.has(canvas.part[i]!)) {
      sum += x;
      count++;
    }
  }
  return count ? Math.round(sum / count) : 0;
}

/** A one-pixel line from a to b (each step one pixel, so it reads as a taut string). */
function line(
  put: (x: number, y: number, color: readonly number[]) => void,
  a: { x: number; y: number },
  b: { x: number; y: number },
  color: readonly number[],
): void {
  const steps = Math.max(Math.abs(b.x - a.x), Math.abs(b.y - a.y));
  for (let s = 0; s <= steps; s++) {
    const f = steps ? s / steps : 0;
    put(Math.round(a.x + (b.x - a.x) * f), Math.round(a.y + (b.y - a.y) * f), color);
  }
}

/**
 * A string leaving a bow's tip on a slant can shut a single pixel of air in against the limb: a
 * pinhole a pixel artist would fill. Each transparent pixel beside the drawn string whose four
 * neighbours are all opaque takes the string's colour. `strung` is in the canvas's columns, the
 * image mirrored when `mirrored`.
 */
function closePinholes(
  image: RgbaImage,
  strung: readonly (readonly [number, number])[],
  mirrored: boolean,
  color: readonly number[],
): void {
  const { width, height, data } = image;
  const opaque = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && data[(y * width + x) * 4 + 3]! > 0;
  for (const [sx, sy] of strung) {
    const cx = mirrored ? width - 1 - sx : sx;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const x = cx + dx;
        const y = sy + dy;
        if (x < 0 || y < 0 || x >= width || y >= height || opaque(x, y)) continue;
        if (!opaque(x - 1, y) || !opaque(x + 1, y) || !opaque(x, y - 1) || !opaque(x, y + 1))
          continue;
        const o = (y * width + x) * 4;
        data[o] = color[0]!;
        data[o + 1] = color[1]!;
        data[o + 2] = color[2]!;
        data[o + 3] = 255;
      }
    }
  }
}
