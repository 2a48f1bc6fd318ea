/**
 * Shape properties of the weapons an artist names by one tell, judged on rendered pixels as the
 * other shape tests judge theirs: a bow's string is one pixel thin between limbs that mirror each
 * other; a katana bows and its dark grip shows pale diamonds; a halberd stands a long spike on
 * top; a boomerang bends in a thick round elbow; a pistol's grip rakes back and its muzzle shows dark; a
 * lance's bands are paint, not blood; a dwarf's axe reaches up to the top of his head. Each
 * is drawn once at 64 px from its corpus prompt with the seed fixed; the cross-checks at the end
 * run the properties on other subjects' drawings to show they can fail.
 */
import { describe, expect, it } from "vitest";
import { oklabToOklch, rgbToOklab } from "../../color";
import type { RgbaImage } from "../../raster";
import {
  alpha,
  bandShare,
  bounds,
  characterDoc,
  drawnOnce,
  failedChecks,
  hueAt,
  isDark,
  rowWidth,
  type ShapeCase,
  spots,
} from "../../testing";

const lightness = (img: RgbaImage, x: number, y: number): number => {
  const i = (y * img.width + x) * 4;
  return oklabToOklch(rgbToOklab([img.data[i]!, img.data[i + 1]!, img.data[i + 2]!])).L;
};

/** Opaque pixels as [x, y] pairs. */
function opaquePixels(img: RgbaImage): [number, number][] {
  const out: [number, number][] = [];
  for (let y = 0; y < img.height; y++)
    for (let x = 0; x < img.width; x++) if (alpha(img, x, y)) out.push([x, y]);
  return out;
}

/**
 * The two ends of a thing drawn corner to corner, lower left to upper right: the opaque pixels
 * furthest along that diagonal each way.
 */
function diagonalEnds(ps: readonly [number, number][]): [[number, number], [number, number]] {
  let lo = ps[0]!;
  let hi = ps[0]!;
  for (const p of ps) {
    if (p[0] - p[1] < lo[0] - lo[1]) lo = p;
    if (p[0] - p[1] > hi[0] - hi[1]) hi = p;
  }
  return [lo, hi];
}

/** How far `p` lies from the line through `a` and `b`. */
function offChord(p: readonly [number, number], a: readonly number[], b: readonly number[]) {
  const dx = b[0]! - a[0]!;
  const dy = b[1]! - a[1]!;
  return Math.abs((p[0] - a[0]!) * dy - (p[1] - a[1]!) * dx) / (Math.hypot(dx, dy) || 1);
}

// ---- a bow ----
/**
 * The string, halfway between the tips, is one pixel across its row (a diagonal line one pixel
 * thin meets a row in one or two pixels; an outlined band in three or more).
 */
function thinString(img: RgbaImage): boolean {
  const [a, b] = diagonalEnds(opaquePixels(img));
  const mx = Math.round((a[0] + b[0]) / 2);
  const my = Math.round((a[1] + b[1]) / 2);
  for (let d = 0; d <= 2; d++)
    for (const x of [mx - d, mx + d]) {
      if (!alpha(img, x, my)) continue;
      let l = x;
      let r = x;
      while (alpha(img, l - 1, my)) l--;
      while (alpha(img, r + 1, my)) r++;
      return r - l + 1 <= 2;
    }
  return false;
}

/** The drawing mirrored across the line square to the tips' chord through its middle. */
function limbsMirror(img: RgbaImage): boolean {
  const ps = opaquePixels(img);
  const [a, b] = diagonalEnds(ps);
  const mx = (a[0] + b[0]) / 2;
  const my = (a[1] + b[1]) / 2;
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const ux = (b[0] - a[0]) / len;
  const uy = (b[1] - a[1]) / len;
  let both = 0;
  for (const [x, y] of ps) {
    const t = (x - mx) * ux + (y - my) * uy;
    if (alpha(img, Math.round(x - 2 * t * ux), Math.round(y - 2 * t * uy))) both++;
  }
  return both / ps.length >= 0.8;
}

/** Pale pixels (a wrap) where the limb is furthest from the string: the grip at its middle. */
function wrappedGrip(img: RgbaImage): boolean {
  const ps = opaquePixels(img);
  const [a, b] = diagonalEnds(ps);
  let far = ps[0]!;
  for (const p of ps) if (offChord(p, a, b) > offChord(far, a, b)) far = p;
  let pale = 0;
  for (const [x, y] of ps)
    if (Math.hypot(x - far[0], y - far[1]) <= 6 && lightness(img, x, y) >= 0.75) pale++;
  return pale >= 4;
}

// ---- a katana ----
/**
 * The blade's centre line bows: across the blade (the steel beyond the first third of the
 * drawing's length), slice by slice, the middle of the steel strays from the straight line
 * between the first slice's middle and the last's. Centre lines, so a broad straight blade
 * is as straight as a thin one.
 */
function curvedBlade(img: RgbaImage): boolean {
  const ps = opaquePixels(img);
  const [a, b] = diagonalEnds(ps);
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const u = [(b[0] - a[0]) / len, (b[1] - a[1]) / len] as const;
  const slices = new Map<number, { sum: number; n: number }>();
  for (const [x, y] of ps) {
    const hue = hueAt(img, x, y);
    if ((hue !== "grey" && hue !== "white") || lightness(img, x, y) < 0.55) continue;
    const t = (x - a[0]) * u[0] + (y - a[1]) * u[1];
    if (t < len / 3) continue;
    const k = Math.round(t / 3);
    const slice = slices.get(k) ?? { sum: 0, n: 0 };
    slice.sum += (x - a[0]) * -u[1] + (y - a[1]) * u[0];
    slice.n++;
    slices.set(k, slice);
  }
  const middles = [...slices.entries()]
    .sort(([p], [q]) => p - q)
    .map(([k, { sum, n }]) => [k * 3, sum / n] as const);
  if (middles.length < 3) return false;
  const [t0, s0] = middles[0]!;
  const [t1, s1] = middles[middles.length - 1]!;
  return middles.some(([t, s]) => Math.abs(s - (s0 + ((s1 - s0) * (t - t0)) / (t1 - t0))) >= 2);
}

/** Pale diamonds on the dark grip: two or more pale spots in the quarter by the pommel. */
function diamondGrip(img: RgbaImage): boolean {
  const [a, b] = diagonalEnds(opaquePixels(img));
  const reach = Math.hypot(b[0] - a[0], b[1] - a[1]) * 0.25;
  const inGrip = (x: number, y: number) => Math.hypot(x - a[0], y - a[1]) <= reach;
  return spots(img, (x, y) => inGrip(x, y) && lightness(img, x, y) >= 0.75, 1) >= 2;
}

// ---- a halberd ----
/** A spike on top: the top tenth of the drawing's height is at most five pixels wide. */
function longSpike(img: RgbaImage): boolean {
  const box = bounds(img);
  const rows = Math.round((box.bottom - box.top + 1) * 0.1);
  for (let y = box.top; y < box.top + rows; y++) if (rowWidth(img, y) > 5) return false;
  return true;
}

// ---- a boomerang ----
/**
 * A thick rounded bend: two rows under its top the drawing is already wide (a sharp caret's
 * point widens a pixel or two a row).
 */
function roundElbow(img: RgbaImage): boolean {
  return rowWidth(img, bounds(img).top + 1) >= 8;
}

// ---- a pistol ----
/** The grip leans back: its bottom row sits well left of where it leaves the frame. */
function rakedGrip(img: RgbaImage): boolean {
  const box = bounds(img);
  const h = box.bottom - box.top + 1;
  const middle = (y: number) => {
    let sum = 0;
    let n = 0;
    for (let x = box.left; x <= box.right; x++)
      if (alpha(img, x, y)) {
        sum += x;
        n++;
      }
    return sum / Math.max(1, n);
  };
  return middle(box.bottom - 1) <= middle(box.top + Math.round(h * 0.62)) - 3;
}

/** A dark bore inside the front of the slide, not the outline. */
function muzzle(img: RgbaImage): boolean {
  const box = bounds(img);
  const front = box.right - Math.round((box.right - box.left + 1) * 0.15);
  const dark = isDark(img);
  return spots(img, (x, y) => x >= front && dark(x, y), 2) >= 1;
}

// ---- a lance ----
/** The shaft's bands (the upper part of the drawing, above the hand) are blue, none red. */
const paintedBands = (img: RgbaImage) =>
  bandShare(img, "red", 0, 0.6) < 0.01 && bandShare(img, "blue", 0, 0.6) >= 0.05;

const CASES: readonly ShapeCase[] = [
  [
    "bow",
    "a wooden bow",
    "weapon",
    ["a string one pixel thin", thinString],
    ["limbs that mirror each other", limbsMirror],
    ["a wrapped grip at the middle", wrappedGrip],
  ],
  [
    "katana",
    "a katana",
    "weapon",
    ["a curved blade", curvedBlade],
    ["pale diamonds on the grip", diamondGrip],
  ],
  ["halberd", "a halberd", "weapon", ["a long spike on top", longSpike]],
  ["boomerang", "a boomerang", "weapon", ["a thick rounded bend", roundElbow]],
  ["pistol", "a pistol", "weapon", ["a grip raked back", rakedGrip], ["a dark muzzle", muzzle]],
  ["lance", "a lance", "weapon", ["painted bands, not red", paintedBands]],
];

describe("weapons show the tell an artist names them by", () => {
  for (const shape of CASES) {
    it(`${shape[0]}: ${shape[1]}`, () => expect(failedChecks(shape), shape[1]).toEqual([]));
  }

  it("a dwarf's axe reaches up to the top of his head (a man's axe, not a mallet at his cheek)", () => {
    const doc = characterDoc("a dwarf with a beard and axe");
    const top = (role: string) =>
      Math.min(...doc.layers.filter((l) => l.role === role).map((l) => topInked(l)));
    expect(top("item")).toBeLessThanOrEqual(top("head") + 3);
  });
});

/** The first inked row of a layer, in sprite rows. */
function topInked(l: { x: number; y: number; width: number; height: number; ink: Int16Array }) {
  for (let y = 0; y < l.height; y++)
    for (let x = 0; x < l.width; x++) if (l.ink[y * l.width + x]! >= 0) return l.y + y;
  return Number.POSITIVE_INFINITY;
}

describe("the properties fail on drawings of other things", () => {
  const on = (prompt: string) => drawnOnce(prompt, "weapon");
  it("a crossbow's string is not one pixel thin", () =>
    expect(thinString(on("a crossbow"))).toBe(false));
  it("a rapier's blade is straight", () => expect(curvedBlade(on("a rapier"))).toBe(false));
  it("a greatsword's broad blade is straight", () =>
    expect(curvedBlade(on("a huge greatsword"))).toBe(false));
  it("a spear's grip shows no diamonds", () => expect(diamondGrip(on("a spear"))).toBe(false));
  it("a battle axe has no spike on top", () => expect(longSpike(on("a battle axe"))).toBe(false));
  it("a laser gun's emitter is no dark muzzle", () =>
    expect(muzzle(on("a sci-fi laser gun"))).toBe(false));
});
