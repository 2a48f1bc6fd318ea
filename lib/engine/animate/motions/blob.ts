/**
 * Attack and death of a figure with no limbs (a slime, a mushroom, a potion cut from its pixels):
 * the whole body is the weapon and the whole body dies, so both are told by squash, lean and
 * travel alone.
 *
 * The attack is a lunge: the body gathers (squats and leans back), springs toward its target
 * stretched tall and leaning in, hits flattened against it a few units out, and slides back. The
 * death is a melt: the body sags lower and wider frame by frame (it never rises above its
 * standing top, never leaves its ground row), wobbles once, and fades by an ordered dither.
 */
import type { Pose } from "../pose";
import { fewPixels, type MotionContext } from "./shared";

/** One keyframe of a whole-body move, in pixel units (dx, lean toward the target when > 0). */
interface BodyKey {
  readonly at: number;
  readonly dx: number;
  readonly dy: number;
  readonly lean: number;
  readonly squash: number;
}

/**
 * The lunge, by phase: gather, spring (stretched, off the ground), hit (splat), hold, slide home.
 * Each key is a frame of an 8-frame strip; other lengths sample between them.
 */
const LUNGE: readonly BodyKey[] = [
  { at: 0, dx: 0, dy: 0, lean: 0, squash: 0 },
  { at: 1 / 8, dx: -1, dy: 0, lean: -1, squash: 1 },
  { at: 2 / 8, dx: -2, dy: 0, lean: -1, squash: 2 },
  { at: 3 / 8, dx: 3, dy: -2, lean: 2, squash: -1 },
  { at: 4 / 8, dx: 5, dy: 0, lean: 2, squash: 2 },
  { at: 5 / 8, dx: 5, dy: 0, lean: 1, squash: 1 },
  { at: 6 / 8, dx: 3, dy: 0, lean: 0, squash: 0 },
  { at: 7 / 8, dx: 1, dy: 0, lean: 0, squash: 1 },
  { at: 1, dx: 0, dy: 0, lean: 0, squash: 0 },
];

/** The phase of the hit: the body lands flattened against its target, and impact lines burst. */
const HIT = 4 / 8;

function sample(keys: readonly BodyKey[], p: number): BodyKey {
  const i = Math.max(0, keys.findIndex((k) => k.at > p) - 1);
  const a = keys[i]!;
  const b = keys[Math.min(keys.length - 1, i + 1)]!;
  const f = b.at === a.at ? 0 : (p - a.at) / (b.at - a.at);
  const mix = (u: number, v: number) => u + (v - u) * f;
  return {
    at: p,
    dx: mix(a.dx, b.dx),
    dy: mix(a.dy, b.dy),
    lean: mix(a.lean, b.lean),
    squash: mix(a.squash, b.squash),
  };
}

/** The side a blob strikes or sags toward: its facing in profile, else the roomier side. */
export function blobSide(ctx: MotionContext): 1 | -1 {
  const { figure } = ctx;
  if (figure.side) return figure.facing;
  const roomRight = figure.width - 1 - figure.bounds.right;
  const roomLeft = figure.bounds.left;
  if (Math.abs(roomRight - roomLeft) <= 2) return ctx.variant;
  return roomRight > roomLeft ? 1 : -1;
}

export function blobAttack(ctx: MotionContext, t: number): Pose {
  const { unit, intensity, frameCount: n } = ctx;
  const dir = blobSide(ctx);
  const k = sample(LUNGE, n <= 1 ? 0 : t / n);
  const u = unit * intensity;
  // A dome of few pixels stretched and leant as it springs came out a sheared block, its front a
  // square corner: it springs as drawn, round, tipped by its lean's first step only.
  const springs = k.squash < 0 && fewPixels(ctx.figure);
  const squash = springs ? 0 : Math.round(k.squash * unit);
  const lean = springs ? Math.min(1, Math.abs(k.lean)) * Math.sign(k.lean) : k.lean;
  const dx = Math.round(dir * k.dx * u);
  return {
    ...(t / n === HIT ? { impact: dir } : {}),
    // Off the ground only while it springs.
    plant: k.dy === 0,
    body: {
      dx,
      dy: Math.round(k.dy * u),
      lean: Math.round(dir * lean * u),
      squash,
    },
  };
}

/** Share of its height a melting body has lost at the end: it ends a low puddle. */
const MELT_DEPTH = 0.45;

export function blobDeath(ctx: MotionContext, t: number): Pose {
  const { figure, unit, frameCount: n } = ctx;
  const p = n <= 1 ? 1 : t / (n - 1);
  const tall = figure.bounds.bottom - figure.bounds.top + 1;
  // Sags fast at first (the hit), then slower as it spreads.
  const sag = 1 - (1 - Math.min(1, p / 0.7)) ** 2;
  const squash = Math.round(tall * MELT_DEPTH * sag);
  // One wobble toward the side it sags to as it goes.
  const dir = blobSide(ctx);
  const wobble = p > 0 && p < 0.5 ? Math.round(dir * unit * Math.sin(Math.PI * (p / 0.5))) : 0;
  const fade = p > 0.6 ? 0.5 * ((p - 0.6) / 0.4) : 0;
  return {
    plant: true,
    body: { squash: Math.max(t === 0 ? 0 : 1, squash), melt: true, lean: wobble },
    dissolve: fade,
  };
}
