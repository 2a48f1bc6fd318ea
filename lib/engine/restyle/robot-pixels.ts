/**
 * The robot look on a sprite without layers (an import, an edited picture): the gradient map
 * through a steel ramp (`ROBOT_LOOK`, skin included: a robot's face is metal), then the eyes
 * lit as a visor. Eyes are what a pixel artist draws them as: small islands of line-dark
 * pixels (at most 4 pixels each at 64 px, more on a bigger canvas) enclosed by lighter ones in the upper half of the figure;
 * each is lit red and a visor row drawn across the face in their row; an antenna and a panel
 * seam with rivets make the rest a machine (see `robotPixels`).
 */
import { type LabOf, oklchToRgb } from "../color";
import { labelComponents, type Pixels } from "../raster";
import type { PresetLook, Ramp } from "./ramps";

const steel: Ramp = [
  { t: 0, L: 0.2, C: 0.03, h: 260 },
  { t: 0.35, L: 0.42, C: 0.035, h: 255 },
  { t: 0.65, L: 0.62, C: 0.03, h: 245 },
  { t: 0.85, L: 0.78, C: 0.025, h: 230 },
  { t: 1, L: 0.93, C: 0.015, h: 220 },
];
const visor: Ramp = [
  { t: 0, L: 0.35, C: 0.14, h: 25 },
  { t: 0.5, L: 0.6, C: 0.22, h: 25 },
  { t: 1, L: 0.85, C: 0.12, h: 40 },
];

export const ROBOT_LOOK: PresetLook = { main: steel, accent: visor, protectSkin: false };

const pack = (rgb: readonly number[]) =>
  (rgb[0]! | (rgb[1]! << 8) | (rgb[2]! << 16) | (255 << 24)) >>> 0;

/**
 * The eyes of a picture: islands of pixels each, or null when it shows none or too many to be
 * a face's (a robot look without a face to put a visor on is not drawn).
 */
export function eyesOf(before: Pixels, lab: LabOf): number[][] | null {
  const { width, height, data } = before;
  const dark = (i: number) => data[i] !== 0 && lab(data[i]!).L < 0.3;
  let top = height;
  let bottom = -1;
  for (let i = 0; i < data.length; i++) {
    if (data[i] === 0) continue;
    const y = Math.floor(i / width);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
  }
  if (bottom < 0) return null;
  const middle = (top + bottom) / 2;
  // An eye of a picture drawn small and scaled up is a block of a few pixels a side.
  const most = Math.max(4, Math.round((width * height) / 200));
  // Dark islands, each whole (one that starts above the middle may reach below it), enclosed
  // when every pixel's four neighbours are inside the picture and opaque.
  const { labels, sizes } = labelComponents(width, height, dark, 4);
  const islands: number[][] = sizes.map(() => []);
  const enclosed = sizes.map(() => true);
  for (let i = 0; i < labels.length; i++) {
    const k = labels[i]!;
    if (!k) continue;
    islands[k - 1]!.push(i);
    const x = i % width;
    const y = Math.floor(i / width);
    const open =
      x === 0 ||
      y === 0 ||
      x === width - 1 ||
      y === height - 1 ||
      data[i - 1] === 0 ||
      data[i + 1] === 0 ||
      data[i - width] === 0 ||
      data[i + width] === 0;
    if (open) enclosed[k - 1] = false;
  }
  const eyes = islands.filter(
    (island, k) =>
      Math.floor(island[0]! / width) <= middle &&
      enclosed[k] &&
      island.length <= most &&
      compact(island, width),
  );
  return eyes.length === 0 || eyes.length > 3 ? null : eyes;
}

/**
 * Lights `eyes` (found in the picture before the map) on `px`, in place, and makes the figure a
 * machine a pixel artist would draw: the visor runs on across the face in the eyes' row (one
 * eye lit alone reads as a ghost's red dot), an antenna with a red light stands on the top, and
 * a panel seam with a rivet at each end crosses the body below the face.
 */
export function robotPixels(px: Pixels, eyes: readonly (readonly number[])[], lab: LabOf): void {
  const { width, data } = px;
  const before = Uint32Array.from(data);
  const bright = pack(oklchToRgb({ L: 0.66, C: 0.22, h: 25 }));
  const glow = pack(oklchToRgb({ L: 0.52, C: 0.2, h: 22 }));
  const all = eyes.flat();
  for (const i of all) data[i] = bright;
  const rows = new Set(all.map((i) => Math.floor(i / width)));
  const y = Math.min(...rows);
  const xs = all.filter((i) => Math.floor(i / width) === y).map((i) => i % width);
  // Light, not line-dark: the face's own pixels, which the visor may cross.
  const face = (i: number) => before[i] !== 0 && lab(before[i]!).L >= 0.3;
  let lo = Math.min(...xs);
  let hi = Math.max(...xs);
  if (rows.size <= 2) {
    while (lo > 0 && face(y * width + lo - 1)) lo--;
    while (hi < width - 1 && face(y * width + hi + 1)) hi++;
  }
  for (let x = lo; x <= hi; x++) {
    const i = y * width + x;
    if (
      data[i] !== 0 &&
      data[i] !== bright &&
      (face(i) || (x > Math.min(...xs) && x < Math.max(...xs)))
    )
      data[i] = glow;
  }
  antennaOnTop(px, before, bright);
  panelSeam(px, before, y, lab);
}

/**
 * An antenna on the figure's top: a dark stalk up from the middle of its top row and a red
 * light on it, sized to the figure (a pixel each on a figure of a dozen rows); nothing when the
 * canvas has no room above.
 */
function antennaOnTop(px: Pixels, before: Uint32Array, light: number): void {
  const { width, data } = px;
  let top = -1;
  let bottom = -1;
  for (let i = 0; i < before.length; i++) {
    if (before[i] === 0) continue;
    if (top < 0) top = Math.floor(i / width);
    bottom = Math.floor(i / width);
  }
  if (top < 0) return;
  const xs: number[] = [];
  for (let x = 0; x < width; x++) if (before[top * width + x] !== 0) xs.push(x);
  const cx = xs[Math.floor((xs.length - 1) / 2)]!;
  const stalk = Math.max(1, Math.round((bottom - top + 1) / 16));
  const bulb = Math.max(1, Math.round((bottom - top + 1) / 32));
  if (top - stalk - bulb < 0) return;
  const dark = pack(oklchToRgb({ L: 0.3, C: 0.03, h: 255 }));
  for (let k = 1; k <= stalk; k++) data[(top - k) * width + cx] = dark;
  for (let v = 0; v < bulb; v++)
    for (let u = 0; u < bulb; u++) {
      const x = cx - Math.floor((bulb - 1) / 2) + u;
      if (x >= 0 && x < width) data[(top - stalk - 1 - v) * width + x] = light;
    }
}

/**
 * A panel seam across the body: on the row halfway between the visor and the figure's bottom,
 * its light pixels in the darkest steel, with a rivet (the lightest steel) above each end.
 */
function panelSeam(px: Pixels, before: Uint32Array, visorRow: number, lab: LabOf): void {
  const { width, data } = px;
  let bottom = -1;
  for (let i = before.length - 1; i >= 0 && bottom < 0; i--)
    if (before[i] !== 0) bottom = Math.floor(i / width);
  const y = Math.round((visorRow + bottom) / 2);
  if (y <= visorRow + 1 || y >= bottom - 1) return;
  const light = (i: number) => before[i] !== 0 && lab(before[i]!).L >= 0.3;
  const xs: number[] = [];
  for (let x = 0; x < width; x++) if (light(y * width + x)) xs.push(x);
  if (xs.length < 3) return;
  const seam = pack(oklchToRgb({ L: 0.24, C: 0.03, h: 255 }));
  const rivet = pack(oklchToRgb({ L: 0.93, C: 0.015, h: 220 }));
  for (const x of xs) data[y * width + x] = seam;
  for (const x of [xs[0]!, xs[xs.length - 1]!]) {
    const i = (y - 1) * width + x;
    if (light(i)) data[i] = rivet;
  }
}

/** About as wide as tall (a line of the drawing is not an eye). */
function compact(island: readonly number[], width: number): boolean {
  const xs = island.map((i) => i % width);
  const ys = island.map((i) => Math.floor(i / width));
  const w = Math.max(...xs) - Math.min(...xs) + 1;
  const h = Math.max(...ys) - Math.min(...ys) + 1;
  return Math.max(w, h) <= 2 * Math.min(w, h);
}
