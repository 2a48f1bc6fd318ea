/**
 * The small bitmaps of things added in a touch-up (a star, a bee, a gem, an apple), as pixel
 * artists draw them at a few pixels, where a filled shape would be a smudge; and where in the
 * region such a bitmap goes.
 */
import type { ShapeThing } from "../draw";
import { lchOf, type Oklch, oklchToRgb, rgbToOklab } from "../color";
import { packRgba } from "../raster";
import type { RegionCanvas } from "./region";

/**
 * A five-pointed star as a pixel artist draws one at 9×9 (`o` its outline, `L` its lit shade,
 * `A` its body, `a` its shade): polygon filling at this size melts the points into a blob.
 */
const SMALL_STAR = [
  "....o....",
  "...oLo...",
  "oooLAAooo",
  "oLLAAAAao",
  ".oAAAAao.",
  "..oAAAo..",
  ".oAAoAao.",
  ".oaoooao.",
  ".oo...oo.",
];

/**
 * A bee as a pixel artist draws one at 10×7, facing left: a dark head, a yellow body with two
 * dark stripes, two light wings above (`W`), outlined (`o`). Ellipses at this size are a smudge.
 */
const SMALL_BEE = [
  "...oo.oo..",
  "..oWWoWWo.",
  ".ooAaAaAo.",
  "oaoAaAaAAo",
  "oaoAaAaAAo",
  ".ooAaAaAo.",
  "..ooooooo.",
];

/**
 * The bee at its smallest, 5×5, for a region too small for the one above: one light wing two
 * pixels wide on its back, outlined all round so it reads whole against the air (two wings of
 * a pixel each read as stubs cut by the edge), over a dark head, a yellow body with a dark
 * stripe, and a rounded belly. Fewer pixels than this read as a dot.
 */
const TINY_BEE = [".oo..", "oWWo.", "aAaAo", "aAaAo", ".ooo."];

/**
 * A cut gem as pixel artists draw one small: a flat table on top, a lit facet at its upper left
 * (`W`), its body, its shade down the right, and a point below, edged all round (`o`). A filled
 * polygon at this size is a smudge with no edge.
 */
const GEMS: readonly (readonly string[])[] = [
  [".ooooo.", "oWLAAao", "oLAAAao", ".oAAao.", "..oao..", "...o..."],
  // Four rows high the table is drawn lit rather than edged, so the stone's colour, not its
  // dark edge, is most of it: a jewel, not a blot.
  [".LLAA.", "oWLAAo", ".oAao.", "..oo.."],
  [".LAA.", "oWAao", ".oAo.", "..o.."],
];

/**
 * An apple at 5×5 or 4×4, unoutlined like the fruit artists dot on a canopy: a dent at the top, a
 * glint at its upper left (`W`), its shade round the lower right (`a`).
 */
const APPLES: readonly (readonly string[])[] = [
  [".AoA.", "AWAAa", "AAAAa", "AAAaa", ".aaa."],
  [".Ao.", "AWAa", "AAAa", ".aa."],
];

/** The small bitmaps of an added thing that has them, largest first. */
export const SMALL_ARTS: Readonly<Record<string, readonly (readonly string[])[]>> = {
  star: [SMALL_STAR],
  bee: [SMALL_BEE, TINY_BEE],
  gem: GEMS,
  apple: APPLES,
};

/**
 * A small bitmap laid over `thing` (its outline colour kept, its shades read off what the
 * painter drew: `W` near-white (a wing, a glint), `L` lightest, `A` nearest the thing's colour, `a` darkest), at `at` in a
 * `width`×`height` image.
 */
export function smallArt(
  art: readonly string[],
  thing: ShapeThing,
  main: Oklch,
  width: number,
  height: number,
  at: readonly [number, number],
): ShapeThing {
  const d = thing.image.data;
  const [lr, lg, lb] = thing.outline;
  const counts = new Map<number, number>();
  for (let o = 0; o < d.length; o += 4) {
    if (d[o + 3] === 0 || (d[o] === lr && d[o + 1] === lg && d[o + 2] === lb)) continue;
    const v = packRgba(d[o]!, d[o + 1]!, d[o + 2]!, 255);
    counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  const luma = (v: number) =>
    (v & 255) * 0.3 + ((v >>> 8) & 255) * 0.59 + ((v >>> 16) & 255) * 0.11;
  const shades = [...counts.keys()].sort((a, b) => luma(a) - luma(b));
  // The body is the painted shade nearest the thing's own colour (a bee's yellow, not its head).
  const want = rgbToOklab(oklchToRgb(main));
  const gap = (v: number) => {
    const c = rgbToOklab([v & 255, (v >>> 8) & 255, (v >>> 16) & 255]);
    return (c.L - want.L) ** 2 + (c.a - want.a) ** 2 + (c.b - want.b) ** 2;
  };
  const body = [...counts.keys()].sort((a, b) => gap(a) - gap(b))[0] ?? packRgba(lr, lg, lb, 255);
  const ink: Record<string, number> = {
    o: packRgba(lr, lg, lb, 255),
    // W is a wing or a glint: near-white, so it reads on any colour the thing lies on.
    W: towardWhite(shades[shades.length - 1] ?? body, 0.75),
    L: shades[shades.length - 1] ?? body,
    // A is the thing's own colour as asked (a bee's yellow), not a shade the painter darkened.
    A: (() => {
      const [r, g, b] = oklchToRgb(main);
      return packRgba(r, g, b, 255);
    })(),
    a: shades[0] ?? body,
  };
  const image = { width, height, data: new Uint8ClampedArray(width * height * 4) };
  const [x0, y0] = at;
  art.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      const v = ink[row[x]!];
      if (v === undefined) continue;
      const o = ((y0 + y) * width + x0 + x) * 4;
      image.data[o] = v & 255;
      image.data[o + 1] = (v >>> 8) & 255;
      image.data[o + 2] = (v >>> 16) & 255;
      image.data[o + 3] = 255;
    }
  });
  return { image, outline: thing.outline };
}

/** `v` mixed toward white by `t` (0-1), opaque. */
function towardWhite(v: number, t: number): number {
  const mix = (c: number) => Math.round(c + (255 - c) * t);
  return packRgba(mix(v & 255), mix((v >>> 8) & 255), mix((v >>> 16) & 255), 255);
}

/**
 * Where in the region a small bitmap `w`×`h` goes: centred, unless that covers art of its own
 * hue (an apple added beside the canopy's apples), then the nearest spot covering least of it.
 * Its cost: 100 a pixel of that art under it, 10 a pixel touching it, plus its steps from the
 * centre.
 */
export function clearSpot(
  canvas: RegionCanvas,
  region: { x: number; y: number; width: number; height: number },
  w: number,
  h: number,
  main: Oklch,
): { at: [number, number]; cost: number } {
  const cx = Math.floor((region.width - w) / 2);
  const cy = Math.floor((region.height - h) / 2);
  if (main.C < 0.04) return { at: [cx, cy], cost: 0 };
  const own = (v: number) => {
    if (v === 0) return false;
    const c = lchOf(rgbToOklab([v & 255, (v >>> 8) & 255, (v >>> 16) & 255]));
    return c.C >= 0.04 && hueGap(c.h, main.h) <= SAME_HUE;
  };
  let best: [number, number] = [cx, cy];
  let bestCost = Infinity;
  for (let y = 0; y + h <= region.height; y++) {
    for (let x = 0; x + w <= region.width; x++) {
      // Art of its own hue under it or touching it, then the distance from the centre.
      let cost = Math.abs(x - cx) + Math.abs(y - cy);
      for (let dy = -1; dy <= h; dy++)
        for (let dx = -1; dx <= w; dx++) {
          if (!own(canvas.get(region.x + x + dx, region.y + y + dy))) continue;
          const under = dx >= 0 && dy >= 0 && dx < w && dy < h;
          cost += under ? 100 : 10;
        }
      if (cost < bestCost) {
        bestCost = cost;
        best = [x, y];
      }
    }
  }
  return { at: best, cost: bestCost };
}

/**
 * Hues this close read as one colour: a thing on art of such a hue is outlined in the outline
 * colour. A red gem on brown wood (some 35° apart) still parts from it by its own dark edge.
 */
export const SAME_HUE = 20;

export const hueGap = (a: number, b: number) => {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
};
