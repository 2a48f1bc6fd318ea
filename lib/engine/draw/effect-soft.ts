/**
 * Effects drawn pixel by pixel from a field rather than from filled primitives: a dust cloud
 * (soft pale billows whose rims dissolve in a dither, with no outline), a laser beam (a glow
 * ramp round a white-hot core, tapering to points at both ends) and a fireball (a round hot head
 * trailing short flickering tongues of flame). Each pixel's band of colour comes from how deep
 * inside the shape it lies, so the bands follow the silhouette the way a pixel artist's do.
 */
import type { Oklch } from "../color";
import { EMPTY, type InkCanvas, inkOf, newPart, put } from "./canvas";
import type { DrawContext, Drawn } from "./context";
import { innerBox } from "./layout";
import { HUES } from "./materials";
import { drawShockwave } from "./effect-wave";

export type SoftEffect = "dust" | "beam" | "fireball" | "shockwave";
export const SOFT_EFFECTS: readonly SoftEffect[] = ["dust", "beam", "fireball", "shockwave"];

const DUST: Oklch = { L: 0.8, C: 0.05, h: 75 };
const LASER: Oklch = { L: 0.62, C: 0.22, h: 22 };
const FIRE: Oklch = { L: 0.6, C: 0.21, h: 35 };

/** A ramp a little lighter, less saturated and warmer than `base`: a glow's inner band. */
const hotter = (base: Oklch): Oklch => ({
  L: Math.min(0.92, base.L + 0.16),
  C: base.C * 0.8,
  h: base.h + (base.h < 100 ? 25 : -10),
});

/**
 * A dust cloud: a low, wide bank of overlapping round billows with smaller puffs drifting up off
 * it and a few grains of grit. Pale all over, lit on the crowns, a shade darker underneath, and
 * its rim is a checker of the body's colour and air, so the edge is soft; no outline, which
 * would harden it into rocks.
 */
function drawDust(ctx: DrawContext): Drawn {
  const { canvas, scheme, random } = ctx;
  const ramp = scheme.ramp(scheme.promptColor(0) ?? DUST);
  const box = innerBox(ctx.width, ctx.height, 0.06, 2);
  const u = box.w;
  const floor = box.y + box.h;
  type Puff = readonly [number, number, number];
  const puff = (x: number, y: number, r: number): Puff => [
    box.x + x * u,
    floor - y * u,
    r * u * (0.94 + random() * 0.12),
  ];
  // The bank: billows along the ground, the middle ones highest, then the drifting puffs.
  const bank: Puff[] = [
    puff(0.14, 0.13, 0.12),
    puff(0.32, 0.2, 0.17),
    puff(0.52, 0.24, 0.2),
    puff(0.72, 0.19, 0.16),
    puff(0.88, 0.12, 0.11),
    puff(0.42, 0.36, 0.13),
    puff(0.62, 0.38, 0.11),
    puff(0.3, 0.09, 0.1),
    puff(0.66, 0.08, 0.1),
  ];
  const drift: Puff[] = [puff(0.2, 0.5, 0.07), puff(0.8, 0.46, 0.06), puff(0.55, 0.66, 0.045)];
  const part = newPart(canvas, { innerLine: false });
  // The fringe's dither is as wide as a 64 px sprite's pixel, wider on bigger sprites.
  const fringe = Math.max(1, u / 44);
  for (const cloud of [bank, drift]) {
    for (let y = 0; y < ctx.height; y++) {
      for (let x = 0; x < ctx.width; x++) {
        // The billow this pixel is deepest inside, and how deep (pixels in from its rim).
        let best: Puff | null = null;
        let depth = -Infinity;
        for (const p of cloud) {
          const d = p[2] - Math.hypot(x + 0.5 - p[0], (y + 0.5 - p[1]) * 1.1);
          if (d > depth) {
            depth = d;
            best = p;
          }
        }
        if (!best || depth < -fringe) continue;
        // Pixels below the ground line are cut flat: dust settles on the floor.
        if (y + 0.5 > floor) continue;
        const nx = (x + 0.5 - best[0]) / best[2];
        const ny = (y + 0.5 - best[1]) / best[2];
        const light = -(nx * 0.55 + ny);
        if (depth < 0) {
          if ((x + y) % 2 === 0) put(canvas, x, y, inkOf(ramp, 3), part);
          continue;
        }
        let level = light > 0.35 ? 4 : light < -0.45 ? 2 : 3;
        // A checker between the crown's light and the body softens the band's step too.
        if (light > 0.22 && light <= 0.35 && (x + y) % 2 === 0) level = 4;
        if (light < -0.3 && light >= -0.45 && (x + y) % 2 === 0) level = 2;
        put(canvas, x, y, inkOf(ramp, level), part);
      }
    }
  }
  // Grit thrown up: a few grains of the cloud's shadow over and beside it.
  const grains: readonly (readonly [number, number])[] = [
    [0.08, 0.42],
    [0.9, 0.36],
    [0.38, 0.6],
    [0.7, 0.6],
  ];
  for (const [gx, gy] of grains) {
    const x = Math.round(box.x + gx * u + (random() - 0.5) * 2);
    const y = Math.round(floor - gy * u);
    if (canvas.ink[y * ctx.width + x] !== EMPTY) continue;
    put(canvas, x, y, inkOf(ramp, 1), part, 1);
  }
  return {
    anchors: { center: { x: Math.round(box.x + u / 2), y: Math.round(floor - u * 0.25) } },
    outline: false,
    maxColors: 8,
  };
}

/** Fills, for each pixel, the band `bandOf` gives (null: nothing there), as one part per band. */
function fillBands(
  canvas: InkCanvas,
  width: number,
  height: number,
  inks: readonly number[],
  bandOf: (x: number, y: number) => number | null,
) {
  const parts = inks.map(() => newPart(canvas, { innerLine: false }));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const b = bandOf(x + 0.5, y + 0.5);
      if (b !== null) put(canvas, x, y, inks[b]!, parts[b]!);
    }
}

/**
 * A laser beam flying east: a long bolt whose dark-edged glow of its colour surrounds a bright
 * band round a thin white-hot core, its head tapering to a point; behind it a short dash of the
 * same light trails off, so it reads as a shot in flight rather than a bar or a capsule.
 */
function drawBeam(ctx: DrawContext): Drawn {
  const { canvas, scheme } = ctx;
  const base = scheme.promptColor(0) ?? LASER;
  const glow = scheme.ramp(base);
  const band = scheme.ramp(hotter(base));
  const core = scheme.ramp(HUES.white);
  const box = innerBox(ctx.width, ctx.height, 0.04, 1);
  const cy = box.y + box.h / 2;
  const half = Math.max(2.5, box.h * 0.085);
  const at = (f: number) => box.x + f * box.w;
  // Pieces along the beam: [start, end, thickness] as fractions; the bolt, then a dash trailing.
  const pieces: readonly (readonly [number, number, number])[] = [
    [0.21, 1, 1],
    [0.03, 0.16, 0.6],
  ];
  /** Half-thickness at x: full inside a piece, tapering at its ends (the head's the longest). */
  const reach = (x: number) => {
    let best = 0;
    for (const [f0, f1, k] of pieces) {
      const x0 = at(f0);
      const x1 = at(f1);
      if (x < x0 || x > x1) continue;
      const tail = Math.min(box.w * 0.05, (x1 - x0) / 2);
      const head = f1 === 1 ? box.w * 0.16 : tail;
      const t = Math.min(1, (x - x0) / tail, (x1 - x) / head);
      best = Math.max(best, half * k * Math.sqrt(t));
    }
    return best;
  };
  const inks = [inkOf(glow, 2), inkOf(glow, 3), inkOf(band, 3), inkOf(core, 4)];
  fillBands(canvas, ctx.width, ctx.height, inks, (x, y) => {
    const r = reach(x);
    const d = Math.abs(y - cy);
    if (r <= 0 || d > r) return null;
    const f = d / half;
    return f < 0.18 ? 3 : f < 0.42 ? 2 : f < 0.72 ? 1 : 0;
  });
  return {
    anchors: { center: { x: Math.round(at(0.6)), y: Math.round(cy) } },
    outlineTint: true,
    maxColors: 12,
  };
}

/**
 * A fireball flying east: a round head in front, tongues of flame streaming a short way back
 * from it (the middle one longest, each flickering upward as it thins), banded from a dark red
 * rim through orange to a white-yellow core that sits in the front of the head.
 */
function drawFireball(ctx: DrawContext): Drawn {
  const { canvas, scheme, random } = ctx;
  const base = scheme.promptColor(0) ?? FIRE;
  const outer = scheme.ramp(base);
  const inner = scheme.ramp(hotter(base));
  const white = scheme.ramp({ L: 0.97, C: 0.06, h: 95 });
  const box = innerBox(ctx.width, ctx.height, 0.06, 2);
  const r = Math.min(box.w, box.h) * 0.27;
  const hx = box.x + box.w - r * 1.1;
  const hy = box.y + box.h * 0.54;
  // Tongues: offset across the flight line (in head radii), length behind the head, phase.
  const tongues = [
    { v: -0.55, spread: -0.5, len: 1.6, phase: random() * 6 },
    { v: 0, spread: 0, len: 2.4, phase: random() * 6 },
    { v: 0.55, spread: 0.45, len: 1.9, phase: random() * 6 },
  ];
  /** How far inside the flame a point is, in head radii (negative outside). */
  const depth = (x: number, y: number): number => {
    const du = (hx - x) / r; // distance behind the head's centre
    const dv = (y - hy) / r;
    let best = 1 - Math.hypot(du, dv);
    for (const t of tongues) {
      if (du < 0 || du > t.len) continue;
      const along = du / t.len;
      // The tongues fan apart, curl upward toward their tips and waver, like flame in the
      // wind of flight.
      const mid =
        t.v + t.spread * along - along * along * 0.35 + Math.sin(along * 6 + t.phase) * 0.07;
      const halfWidth = 0.42 * (1 - along) ** 1.1;
      best = Math.max(best, halfWidth - Math.abs(dv - mid));
    }
    return best;
  };
  const inks = [
    inkOf(outer, 2),
    inkOf(outer, 3),
    inkOf(inner, 3),
    inkOf(inner, 4),
    inkOf(white, 4),
  ];
  fillBands(canvas, ctx.width, ctx.height, inks, (x, y) => {
    const d = depth(x, y);
    if (d < 0) return null;
    // The core: a white-hot disc toward the front of the head, in a ring of yellow.
    const core = Math.hypot((x - (hx + r * 0.2)) / r, (y - (hy - r * 0.05)) / r);
    if (core < 0.32) return 4;
    if (core < 0.56) return 3;
    return d > 0.3 ? 2 : d > 0.12 ? 1 : 0;
  });
  return {
    anchors: { center: { x: Math.round(hx), y: Math.round(hy) } },
    outlineTint: true,
    maxColors: 12,
  };
}

/** Draws one of the soft effects. */
export function drawSoftEffect(ctx: DrawContext, kind: SoftEffect): Drawn {
  if (kind === "shockwave") return drawShockwave(ctx);
  return kind === "dust" ? drawDust(ctx) : kind === "beam" ? drawBeam(ctx) : drawFireball(ctx);
}
