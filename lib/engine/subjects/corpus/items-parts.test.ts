/**
 * The small parts that make an item read as itself, judged on rendered pixels: a pouch's
 * frilled gather and hanging cord ends, a pair of boots standing apart on heels under a cuff,
 * gloves with separate fingers, a carrot's leafy top and ridges, a cookie flat with a darker
 * rim, a crystal's tall points, a die's 1, 2 and 3, a plaster's flat strip with air holes, a
 * lockpick with its tension wrench laid beside it. Each subject is drawn once at 64 px from its
 * corpus prompt with the seed fixed (the shape tests' drawings, shared through drawnOnce).
 */
import { describe, expect, it } from "vitest";
import type { RgbaImage } from "../../raster";
import {
  alpha,
  bounds,
  boxSize,
  centroid,
  failedChecks,
  type Hue,
  hueAt,
  isDark,
  lightness,
  opaquePieces,
  pieces,
  rowAt,
  rowRuns,
  rowWidth,
  type ShapeCase,
  share,
  spots,
  topPeaks,
} from "../../testing";

/** Whether the pixel at (x, y) is opaque and of one of `hues`. */
const ofHue = (img: RgbaImage, hues: readonly Hue[]) => (x: number, y: number) =>
  alpha(img, x, y) > 0 && hues.includes(hueAt(img, x, y)!);

/**
 * The most common colour among the pixels `is` picks: its share of them and its lightness
 * (share 0 when none is picked).
 */
function commonest(img: RgbaImage, is: (x: number, y: number) => boolean) {
  const counts = new Map<number, { n: number; L: number }>();
  let all = 0;
  for (let y = 0; y < img.height; y++)
    for (let x = 0; x < img.width; x++) {
      if (!alpha(img, x, y) || !is(x, y)) continue;
      const o = (y * img.width + x) * 4;
      const rgb = (img.data[o]! << 16) | (img.data[o + 1]! << 8) | img.data[o + 2]!;
      const seen = counts.get(rgb) ?? { n: 0, L: lightness(img, x, y) };
      counts.set(rgb, { ...seen, n: seen.n + 1 });
      all++;
    }
  const top = [...counts.values()].sort((p, q) => q.n - p.n)[0];
  return { share: top ? top.n / all : 0, L: top?.L ?? 0 };
}
const commonestShare = (img: RgbaImage, is: (x: number, y: number) => boolean) =>
  commonest(img, is).share;

/** Runs of opaque, not dark pixels along row y: parts a dark line or air keeps apart. */
function lightRuns(img: RgbaImage, y: number): number {
  let runs = 0;
  let inside = false;
  for (let x = 0; x < img.width; x++) {
    const on = alpha(img, x, y) > 0 && lightness(img, x, y) >= 0.3;
    if (on && !inside) runs++;
    inside = on;
  }
  return runs;
}

/** The row fractions `from`..`to` of the drawing's box, as rows. */
function rowsOf(img: RgbaImage, from: number, to: number): number[] {
  const rows: number[] = [];
  for (let y = rowAt(img, from); y <= rowAt(img, to); y++) rows.push(y);
  return rows;
}

/** The biggest piece's peaks along its top edge, each standing 2 px above its neighbours. */
const peaks = (img: RgbaImage) => topPeaks(img, opaquePieces(img)[0]!, 2);

/** Pips on the top face, the left face and the right face of a die seen from above a corner. */
function pipsByFace(img: RgbaImage): [number, number, number] {
  const b = bounds(img);
  const mid = (b.left + b.right) / 2;
  const upper = rowAt(img, 0.35);
  const dark = isDark(img);
  const on = (where: (x: number, y: number) => boolean) =>
    spots(img, (x, y) => dark(x, y) && where(x, y));
  return [
    on((_, y) => y < upper),
    on((x, y) => y >= upper && x < mid),
    on((x, y) => y >= upper && x > mid),
  ];
}

/**
 * Whether a flat thing's rim is darker than its face: the pixel two in from the outline, going
 * from the centre toward the top left (where a lit ball is brightest), is darker than the
 * face's commonest colour.
 */
function rimDarker(img: RgbaImage): boolean {
  const c = centroid(img)!;
  let x = Math.round(c.x);
  let y = Math.round(c.y);
  while (alpha(img, x - 1, y - 1)) {
    x--;
    y--;
  }
  const face = commonest(img, (px, py) => lightness(img, px, py) >= 0.45);
  return lightness(img, x + 2, y + 2) < face.L - 0.02;
}

const CASES: readonly ShapeCase[] = [
  [
    "bag",
    "a leather bag",
    "item",
    ["a frilled gather above the tie", (i) => peaks(i) >= 3],
    ["cord ends hanging down the body", (i) => lowerCord(i) >= 8],
  ],
  [
    "boots",
    "leather boots",
    "item",
    ["two boots standing apart", (i) => pieces(i) >= 2],
    [
      "a heel and a sole under each, air at the arch",
      (i) => rowsOf(i, 0.85, 1).some((y) => rowRuns(i, y).length >= 4),
    ],
    [
      "a cuff wider than the shaft",
      (i) => rowWidth(i, rowAt(i, 0.05)) > rowWidth(i, rowAt(i, 0.35)),
    ],
  ],
  [
    "gloves",
    "gloves",
    "item",
    ["two gloves", (i) => pieces(i) >= 2],
    ["four separate fingers on each", (i) => rowsOf(i, 0, 0.4).some((y) => lightRuns(i, y) >= 8)],
  ],
  [
    "carrot",
    "a carrot",
    "item",
    ["a leafy green top", (i) => share(i, "green") >= 0.27],
    [
      "ridges across the root",
      (i) => {
        const root = ofHue(i, ["orange", "red", "brown"]);
        return spots(i, (x, y) => root(x, y) && lightness(i, x, y) < 0.62, 2) >= 3;
      },
    ],
  ],
  [
    "cookie",
    "a cookie",
    "item",
    ["an even, flat face", (i) => commonestShare(i, (x, y) => lightness(i, x, y) >= 0.45) >= 0.5],
    ["a rim darker than the face", rimDarker],
  ],
  [
    "gem",
    "a purple crystal",
    "item",
    ["tall", (i) => boxSize(i).h >= 1.2 * boxSize(i).w],
    ["several pointed tips", (i) => peaks(i) >= 3],
  ],
  [
    "dice",
    "a die",
    "item",
    ["1, 2 and 3 pips on the top, left and right faces", (i) => pipsByFace(i).join() === "1,2,3"],
    [
      "a top face of one flat colour",
      (i) => commonestShare(i, (x, y) => y < rowAt(i, 0.3) && lightness(i, x, y) >= 0.5) >= 0.8,
    ],
  ],
  [
    "bandage",
    "a bandage",
    "item",
    ["a flat strip, not a shaded roll", (i) => commonestShare(i, () => true) >= 0.5],
    [
      "air holes in the strip",
      (i) =>
        spots(i, (x, y) => ofHue(i, ["brown", "orange"])(x, y) && lightness(i, x, y) < 0.7) >= 6,
    ],
  ],
  [
    "lockpick",
    "a lockpick",
    "item",
    [
      "a pick and a tension wrench laid side by side, both long",
      (i) => {
        const [pick, wrench] = opaquePieces(i);
        if (!pick || !wrench) return false;
        const w = wrench.right - wrench.left + 1;
        const h = wrench.bottom - wrench.top + 1;
        return w >= 0.4 * i.width && h >= 0.4 * i.height && w <= 1.5 * h && h <= 1.5 * w;
      },
    ],
  ],
];

/** Cord-coloured pixels in the lower half of the drawing: the drawstring's hanging ends. */
function lowerCord(img: RgbaImage): number {
  const cord = ofHue(img, ["yellow", "orange"]);
  return rowsOf(img, 0.5, 1).reduce((n, y) => {
    for (let x = 0; x < img.width; x++) if (cord(x, y)) n++;
    return n;
  }, 0);
}

describe("items read by their small parts", () => {
  for (const shape of CASES) {
    it(`${shape[0]}: ${shape[1]}`, () => expect(failedChecks(shape), shape[1]).toEqual([]));
  }
});
