/**
 * The robot look on a sprite without layers (an import, an edited picture): the gradient map
 * through a steel ramp (`ROBOT_LOOK`, skin included: a robot's face is metal), then the eyes
 * lit as a visor. Eyes are what a pixel artist draws them as: small islands of line-dark
 * pixels (at most 4 pixels each at 64 px, more on a bigger canvas) enclosed by lighter ones in the upper half of the figure;
 * each is lit red and a visor row is drawn from the leftmost to the rightmost of them when
 * they sit on one row.
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

/** Lights `eyes` (found in the picture before the map) on `px`, in place. */
export function robotPixels(px: Pixels, eyes: readonly (readonly number[])[]): void {
  const { width, data } = px;
  const bright = pack(oklchToRgb({ L: 0.66, C: 0.22, h: 25 }));
  const glow = pack(oklchToRgb({ L: 0.52, C: 0.2, h: 22 }));
  const all = eyes.flat();
  for (const i of all) data[i] = bright;
  const rows = new Set(all.map((i) => Math.floor(i / width)));
  if (eyes.length < 2 || rows.size > 2) return;
  const y = Math.min(...rows);
  const xs = all.filter((i) => Math.floor(i / width) === y).map((i) => i % width);
  for (let x = Math.min(...xs); x <= Math.max(...xs); x++) {
    const i = y * width + x;
    if (data[i] !== 0 && data[i] !== bright) data[i] = glow;
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
