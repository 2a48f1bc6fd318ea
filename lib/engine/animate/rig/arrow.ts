/**
 * The archer's arrow: a bow's attack is a draw and a loose, and a bow alone cannot show either.
 * While the string is drawn an arrow lies nocked across the bow, pointing where the bow faces;
 * loosed, it flies on ahead, farther each frame, until it would reach the frame's edge. Drawn on
 * the finished frame one pixel thick, as pixel art draws arrows, in the sprite's own colors.
 */
import type { LayeredSprite, SpriteLayer } from "../../draw";
import type { RgbaImage } from "../../raster";
import type { Frame } from "./compose";

/** Key times of the bow's attack (the strike's): drawn from 0.3, loosed at 0.5. */
const DRAWN = 0.3;
const LOOSED = 0.5;

type Rgb = readonly [number, number, number];
export interface ArrowColors {
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
  return {
    shaft: woodShades[Math.min(1, woodShades.length - 1)]!,
    head: greys[0] ?? woodShades[woodShades.length - 1]!,
    fletch: bright[0]!,
  };
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
  options: { t: number; n: number; mirrored: boolean; profile: boolean; height: number },
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
  // it is held out to one side and shoots that way.
  const body = sumX / count;
  const dir = options.profile ? 1 : (bx0 + bx1) / 2 >= body ? 1 : -1;
  const row = Math.round((by0 + by1) / 2);
  const length = Math.max(7, Math.round(options.height * 0.22));
  const front = dir > 0 ? bx1 + 1 : bx0 - 1;
  // Loosed, it moves a third of its length a frame: seen in flight over several frames before
  // it leaves, rather than gone at once.
  const step = Math.max(3, Math.round(length / 3));
  const flown = p < LOOSED ? 0 : (Math.floor((p - LOOSED) * options.n) + 1) * step;
  const tip = front + dir * flown;
  const tail = tip - dir * (length - 1);
  // The whole arrow, its head and fletching included, keeps a pixel from the frame's edge.
  const lo = Math.min(tip, tail) - 1;
  const hi = Math.max(tip, tail) + 1;
  if (lo < 1 || hi > width - 2 || row < 2 || row > height - 3) return;
  const { shaft, head: STEEL, fletch: FLETCH } = colors;
  const put = (x: number, y: number, color: readonly number[]) => {
    const fx = options.mirrored ? width - 1 - x : x;
    const o = (y * width + fx) * 4;
    image.data[o] = color[0]!;
    image.data[o + 1] = color[1]!;
    image.data[o + 2] = color[2]!;
    image.data[o + 3] = 255;
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
