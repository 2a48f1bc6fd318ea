/**
 * What a preset's effect draws with: the recolored sprite (read from a snapshot so an effect
 * never feeds on its own pixels), the preset's ramps as ready-packed colors, the seeded stream,
 * and a size step so effects grow with the sprite instead of thinning out on big canvases.
 */
import { type LabOf, oklchToRgb } from "../color";
import { type Pixels, type Point, SIDE_STEPS } from "../raster";
import type { Random } from "../random";
import { type Ramp, sampleRamp } from "./ramps";

export interface EffectKit {
  /** The image being drawn on. */
  readonly out: Pixels;
  /** The recolored sprite before the effect. */
  readonly before: Pixels;
  readonly random: Random;
  readonly lab: LabOf;
  readonly main: Ramp;
  readonly accent: Ramp;
  /** Effect lengths multiply by this: 1 below 96 px, 2 at 128, 4 at 256. */
  readonly step: number;
  readonly head: Point | null;
}

export function createKit(
  out: Pixels,
  random: Random,
  lab: LabOf,
  main: Ramp,
  accent: Ramp,
  head: Point | null,
): EffectKit {
  const before = { width: out.width, height: out.height, data: new Uint32Array(out.data) };
  const step = Math.max(1, Math.round(Math.min(out.width, out.height) / 64));
  return { out, before, random, lab, main, accent, step, head };
}

export function rampColor(ramp: Ramp, t: number): number {
  const [r, g, b] = oklchToRgb(sampleRamp(ramp, t));
  return (r | (g << 8) | (b << 16) | (255 << 24)) >>> 0;
}

export function get(px: Pixels, x: number, y: number): number {
  return x >= 0 && y >= 0 && x < px.width && y < px.height ? px.data[y * px.width + x]! : 0;
}

export function put(px: Pixels, x: number, y: number, v: number): void {
  if (x >= 0 && y >= 0 && x < px.width && y < px.height) px.data[y * px.width + x] = v;
}

/** Draws only into empty pixels: effects around the figure never cover it. */
export function putEmpty(px: Pixels, x: number, y: number, v: number): void {
  if (x >= 0 && y >= 0 && x < px.width && y < px.height && px.data[y * px.width + x] === 0) {
    px.data[y * px.width + x] = v;
  }
}

export const filled = (px: Pixels, x: number, y: number): boolean => get(px, x, y) !== 0;

/** Filled with an empty 4-neighbour (or the canvas edge). */
export function edge(px: Pixels, x: number, y: number): boolean {
  return (
    filled(px, x, y) &&
    !(filled(px, x - 1, y) && filled(px, x + 1, y) && filled(px, x, y - 1) && filled(px, x, y + 1))
  );
}

/** Dark enough to read as line work. */
export function dark(kit: EffectKit, v: number): boolean {
  return v !== 0 && kit.lab(v).L < 0.3;
}

/** Empty pixels within `radius` steps (4-connected) of the figure, with their distance. */
export function aura(px: Pixels, radius: number): { x: number; y: number; d: number }[] {
  const { width, height } = px;
  const dist = new Int16Array(width * height).fill(-1);
  let frontier: number[] = [];
  for (let i = 0; i < px.data.length; i++) {
    if (px.data[i] !== 0) {
      dist[i] = 0;
      frontier.push(i);
    }
  }
  const out: { x: number; y: number; d: number }[] = [];
  for (let d = 1; d <= radius; d++) {
    const next: number[] = [];
    for (const i of frontier) {
      const x = i % width;
      const y = (i - x) / width;
      for (const [dx, dy] of SIDE_STEPS) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const j = ny * width + nx;
        if (dist[j] !== -1) continue;
        dist[j] = d;
        next.push(j);
        out.push({ x: nx, y: ny, d });
      }
    }
    frontier = next;
  }
  return out;
}

/** Filled pixels in scan order, as points, filtered. */
export function pixelsWhere(px: Pixels, test: (x: number, y: number) => boolean): Point[] {
  const out: Point[] = [];
  for (let y = 0; y < px.height; y++) {
    for (let x = 0; x < px.width; x++) if (filled(px, x, y) && test(x, y)) out.push({ x, y });
  }
  return out;
}

/** Picks up to `count` points at least `spacing` apart, in seeded order. */
export function spreadPick(
  kit: EffectKit,
  points: readonly Point[],
  count: number,
  spacing: number,
): Point[] {
  const chosen: Point[] = [];
  const pool = [...points];
  while (chosen.length < count && pool.length > 0) {
    const i = Math.floor(kit.random() * pool.length);
    const p = pool[i]!;
    pool[i] = pool[pool.length - 1]!;
    pool.pop();
    if (chosen.every((q) => Math.abs(q.x - p.x) + Math.abs(q.y - p.y) >= spacing)) chosen.push(p);
  }
  return chosen;
}
