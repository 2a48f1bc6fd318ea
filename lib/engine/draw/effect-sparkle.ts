/**
 * Sparkles: four-pointed stars with concave sides, each banded from a white-hot middle through a
 * pale band to a golden rim, outlined (by the sprite's tinted outline) in the rim's own dark gold.
 * "A sparkle" is one star; "sparkles" are one big star and a few small ones, each set apart
 * from the others by clear air, so no two outlines merge into one knot.
 */
import type { Random } from "../random";
import { type InkCanvas, inkOf, newPart, put } from "./canvas";

export interface SparkleRamps {
  /** The sparkle's own colour: its rim at the base level, the band inside one level lighter. */
  readonly rim: number;
  /** The hot middle. */
  readonly core: number;
}

interface Star {
  readonly x: number;
  readonly y: number;
  /** Half the height (the upright arms) and half the width (the level arms). */
  readonly up: number;
  readonly across: number;
}

/**
 * How far inside a star a pixel centre lies: 0 at its middle, 1 on its rim, above 1 outside. A
 * superellipse with an exponent under one half has four sharp, slim points joined by deep
 * concave sides: a twinkle, not a plump diamond.
 */
const POINTEDNESS = 0.42;
function depth(s: Star, px: number, py: number): number {
  const u = Math.abs(px - s.x) / s.across;
  const v = Math.abs(py - s.y) / s.up;
  return (u ** POINTEDNESS + v ** POINTEDNESS) ** (1 / POINTEDNESS);
}

function pixelsOf(s: Star, width: number, height: number): number[] {
  const out: number[] = [];
  const x0 = Math.max(0, Math.floor(s.x - s.across));
  const x1 = Math.min(width - 1, Math.ceil(s.x + s.across));
  const y0 = Math.max(0, Math.floor(s.y - s.up));
  const y1 = Math.min(height - 1, Math.ceil(s.y + s.up));
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) if (depth(s, x + 0.5, y + 0.5) <= 1) out.push(y * width + x);
  return out;
}

function paintStar(canvas: InkCanvas, ramps: SparkleRamps, s: Star): void {
  const part = newPart(canvas, { innerLine: false });
  const big = Math.min(s.up, s.across) >= 5;
  for (const i of pixelsOf(s, canvas.width, canvas.height)) {
    const x = i % canvas.width;
    const y = Math.floor(i / canvas.width);
    const d = depth(s, x + 0.5, y + 0.5);
    // Small stars are a pale cross with a white middle: bands two pixels apart would be mush.
    const ink =
      d < (big ? 0.25 : 0.3)
        ? inkOf(ramps.core, 4)
        : d < (big ? 0.55 : 0.7)
          ? inkOf(ramps.rim, 3)
          : inkOf(ramps.rim, 2);
    put(canvas, x, y, ink, part);
  }
}

/** Marks every pixel closer than `gap` (in x and y) to a pixel of `star` as taken. */
function claim(
  taken: Uint8Array,
  star: readonly number[],
  width: number,
  height: number,
  gap: number,
) {
  for (const i of star) {
    const x = i % width;
    const y = Math.floor(i / width);
    for (let dy = 1 - gap; dy < gap; dy++)
      for (let dx = 1 - gap; dx < gap; dx++) {
        const px = x + dx;
        const py = y + dy;
        if (px >= 0 && py >= 0 && px < width && py < height) taken[py * width + px] = 1;
      }
  }
}

/** One sparkle: a single star filling the box, its upright arms a little longer. */
export function drawSparkle(
  canvas: InkCanvas,
  ramps: SparkleRamps,
  cx: number,
  cy: number,
  r: number,
): void {
  paintStar(canvas, ramps, { x: cx, y: cy, up: r * 1.1, across: r * 0.9 });
}

/**
 * Sparkles: a big star left of the middle and up to three small ones round it, each placed
 * where it keeps clear of every star already drawn (three pixels of air, room for two outlines
 * and a gap), tried at a few spots and left out when none is clear.
 */
export function drawSparkles(
  canvas: InkCanvas,
  ramps: SparkleRamps,
  cx: number,
  cy: number,
  r: number,
  random: Random,
): void {
  const { width, height } = canvas;
  const big: Star = { x: cx - r * 0.18, y: cy - r * 0.06, up: r * 0.8, across: r * 0.64 };
  const gap = 4;
  const taken = new Uint8Array(width * height);
  claim(taken, pixelsOf(big, width, height), width, height, gap);
  const stars: Star[] = [big];
  // Slots round the big star, between its arms, as angles from the middle.
  const slots = [-0.85, 0.7, 2.3];
  for (const [k, slot] of slots.entries()) {
    const size = r * (k === 0 ? 0.38 : 0.3) * (0.9 + random() * 0.2);
    for (let attempt = 0; attempt < 6; attempt++) {
      const a = slot + (random() - 0.5) * 0.5;
      const d = r * (0.68 + random() * 0.2);
      const s: Star = {
        x: cx + Math.cos(a) * d,
        y: cy + Math.sin(a) * d,
        up: Math.max(3.5, size),
        across: Math.max(3.5, size * 0.85),
      };
      if (s.x - s.across < 1 || s.x + s.across > width - 1) continue;
      if (s.y - s.up < 1 || s.y + s.up > height - 1) continue;
      const pixels = pixelsOf(s, width, height);
      if (pixels.some((i) => taken[i])) continue;
      claim(taken, pixels, width, height, gap);
      stars.push(s);
      break;
    }
  }
  for (const s of stars) paintStar(canvas, ramps, s);
}
