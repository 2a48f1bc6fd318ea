/**
 * Spots on a round thing's surface (a mushroom's white dots on its cap): three or more small
 * patches clearly lighter than the surface, each wholly inside the figure. Unlike a single
 * glint of light (a potion's highlight, which stays where the light falls), spots are markings:
 * an invented facing turns them with the surface.
 */
import { floodFill, type Pixels } from "../raster";
import type { Feature } from "./face";
import { lightness } from "./face";
import type { InventedFacing } from "./views";

/** Fewer light patches than this are glints of the light, not spots. */
const LEAST_SPOTS = 3;
/** Lighter than the surface's median by this much (OKLab lightness). */
const LIGHTER = 0.15;

/** How far each invented facing turns the front toward the right (radians). */
export const SPOT_TURNS: Readonly<Record<InventedFacing, number>> = {
  "south-east": Math.PI / 4,
  east: Math.PI / 2,
  "north-east": (3 * Math.PI) / 4,
  north: Math.PI,
  "north-west": (-3 * Math.PI) / 4,
  west: -Math.PI / 2,
  "south-west": -Math.PI / 4,
};

/**
 * The spots of a blob: 4-connected patches of colours lighter than the median of the figure,
 * each small (at most a twentieth of the figure, and 12 pixels) and touching no air. None when
 * there are fewer than three.
 */
export function spotsOf(source: Pixels, outline: number): Feature[] {
  const { width, height, data } = source;
  const ls: number[] = [];
  for (const v of data) if (v !== 0 && v !== outline) ls.push(lightness(v));
  if (ls.length === 0) return [];
  ls.sort((a, b) => a - b);
  const median = ls[Math.floor(ls.length / 2)]!;
  const light = (p: number) =>
    data[p] !== 0 && data[p] !== outline && lightness(data[p]!) > median + LIGHTER;
  const most = Math.min(12, Math.max(2, Math.round(ls.length / 20)));
  const seen = new Uint8Array(data.length);
  const spots: Feature[] = [];
  for (let start = 0; start < data.length; start++) {
    if (seen[start] || !light(start)) continue;
    const pixels: number[] = [];
    let airy = false;
    floodFill(width, height, [start], light, {
      connectivity: 4,
      seen,
      visit: (p) => pixels.push(p),
    });
    for (const p of pixels) {
      const x = p % width;
      const y = (p - x) / width;
      for (const [dx, dy] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ] as const) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height || data[ny * width + nx] === 0)
          airy = true;
      }
    }
    if (airy || pixels.length > most) continue;
    const xs = pixels.map((p) => p % width);
    const ys = pixels.map((p) => Math.floor(p / width));
    spots.push({
      pixels,
      left: Math.min(...xs),
      right: Math.max(...xs),
      top: Math.min(...ys),
      bottom: Math.max(...ys),
    });
  }
  return spots.length >= LEAST_SPOTS ? spots : [];
}

/** The spots painted over with the commonest colour around each (not a spot, not the outline). */
export function eraseSpots(pixels: Pixels, spots: readonly Feature[], outline: number): void {
  const { width, height, data } = pixels;
  const on = new Set(spots.flatMap((s) => s.pixels));
  for (const p of on) {
    const counts = new Map<number, number>();
    const x = p % width;
    const y = (p - x) / width;
    for (let dy = -2; dy <= 2; dy++)
      for (let dx = -2; dx <= 2; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const q = ny * width + nx;
        const v = data[q]!;
        if (v === 0 || v === outline || on.has(q)) continue;
        counts.set(v, (counts.get(v) ?? 0) + 1);
      }
    let best = data[p]!;
    let n = 0;
    for (const [v, c] of counts) if (c > n) [best, n] = [v, c];
    data[p] = best;
  }
}

/**
 * Spots painted where a round surface turned by `turn` carries them: each spot, whole, at the
 * angle its middle has across its row (taken as round about the upright axis) plus the turn,
 * seen only while that angle still faces the viewer. The side not seen in the source is taken
 * to be spotted like the front mirrored, so from behind and at the back diagonals spots are
 * there too, and the back is not the front's copy.
 * Only the surface's fill takes them (never the outline or the air).
 */
export function paintSpots(
  out: Pixels,
  source: Pixels,
  spots: readonly Feature[],
  turn: number,
  outline: number,
): void {
  const { width, data } = source;
  for (const spot of spots) {
    const cx = spot.pixels.reduce((sum, p) => sum + (p % width), 0) / spot.pixels.length;
    const cy = Math.round((spot.top + spot.bottom) / 2);
    let [first, last] = [-1, -1];
    for (let x = 0; x < width; x++) {
      if (data[cy * width + x] === 0) continue;
      if (first < 0) first = x;
      last = x;
    }
    if (last <= first) continue;
    const mid = (first + last) / 2;
    const r = (last - first) / 2;
    const angle = Math.asin(Math.max(-1, Math.min(1, (cx - mid) / r)));
    // The far side is taken to be spotted as the front is, mirrored about the profile.
    for (const at of [angle, Math.PI - angle]) {
      const a = at + turn;
      if (Math.cos(a) < 0.2) continue;
      const dx = Math.round(mid + r * Math.sin(a) - cx);
      for (const p of spot.pixels) {
        const x = (p % width) + dx;
        const q = p + dx;
        if (x < 0 || x >= width || out.data[q] === 0 || out.data[q] === outline) continue;
        out.data[q] = data[p]!;
      }
    }
  }
}
