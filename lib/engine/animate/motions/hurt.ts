/**
 * Hurt: the hit lands on frame 0 with a white flash, the body is knocked back one then two units
 * with the head thrown back and the arms flung out, flickers once more on longer strips, and
 * recovers. The knock moves the whole sprite on purpose; the feet stay on the ground line.
 *
 * A figure of few pixels (an import read one pixel a block) cannot show a head turned by a few
 * degrees: its recoil is a pose of whole blocks instead. The hit flashes once (its outline kept,
 * so it reads as a flash, not a fade), then the body is shoved a block or two away and its upper
 * body thrown back over planted feet (the head and what rides beside it moved as one block), held
 * for a frame and eased back; a limbless body is flattened by the blow and springs back up.
 */
import type { Pose } from "../pose";
import { deg, fewPixels, type MotionContext, stemTop } from "./shared";

export function knock(p: number): number {
  return p < 0.15 ? 0.5 + p / 0.3 : Math.max(0, 1 - (p - 0.15) / 0.7);
}

/** One key of a recoil of whole blocks, in pixel units: the shove, and the top's lean back. */
interface RecoilKey {
  readonly at: number;
  readonly shove: number;
  readonly lean: number;
}

/**
 * The recoil of a figure of few pixels, by phase: hit, thrown back, held, eased home, settling a
 * step past its rest (so no two frames are alike). Each key is a frame of an 8-frame strip;
 * other lengths take the key at or before their phase.
 */
const RECOIL: readonly RecoilKey[] = [
  { at: 0, shove: 1, lean: 1 },
  { at: 1 / 8, shove: 2, lean: 3 },
  { at: 2 / 8, shove: 2, lean: 2 },
  { at: 3 / 8, shove: 1, lean: 2 },
  { at: 4 / 8, shove: 1, lean: 1 },
  { at: 5 / 8, shove: 0, lean: 1 },
  { at: 6 / 8, shove: 0, lean: -1 },
  { at: 7 / 8, shove: 0, lean: 0 },
];

function recoilAt(p: number): RecoilKey {
  let key = RECOIL[0]!;
  for (const k of RECOIL) if (k.at <= p + 1e-9) key = k;
  return key;
}

/** How white the hit's one flash makes a figure of few pixels: nearly white, outline kept. */
const FEW_PIXEL_FLASH = 0.85;

function fewPixelHurt(ctx: MotionContext, t: number, away: number): Pose {
  const { figure, unit, frameCount: n, intensity } = ctx;
  const key = recoilAt(t / n);
  const u = unit * intensity;
  const flash = t === 0 ? FEW_PIXEL_FLASH : 0;
  const dx = Math.round(away * key.shove * u);
  const lean = Math.round(away * key.lean * u);
  if (figure.kind === "blob") {
    // A cap on a stem is knocked over it (squashed, it spread into a blade), two units at most,
    // where the lean's steps keep the stem straight; a body without one is flattened a row by
    // the blow as it is shoved.
    // What the cap cannot tip it is shoved instead, so the blow's strongest frame stays unlike
    // the next (a nudge to tell them apart squashed the cap over the stem).
    if (stemTop(figure) !== null) {
      const tip = Math.sign(lean) * Math.min(Math.abs(lean), Math.round(2 * u));
      return { flash, body: { dx: dx + lean - tip, lean: tip } };
    }
    return { flash, body: { dx, squash: key.lean >= 2 ? Math.round(u) : 0, lean } };
  }
  // Thrown back from the neck up as one block over planted feet: the face stays whole.
  return { flash, body: { dx, lean, leanFrom: figure.neckY } };
}

export function hurt(ctx: MotionContext, t: number): Pose {
  const { figure, unit, frameCount: n, intensity } = ctx;
  // Knocked away from where it faces; a front view to the side the seed picks.
  const away = figure.side ? -figure.facing : ctx.variant;
  if (fewPixels(figure)) return fewPixelHurt(ctx, t, away);
  const p = t / n;
  const k = knock(p) * intensity;
  const dx = Math.round(away * 2 * unit * k);
  const flashAmount = t === 0 ? 0.7 : t === 2 && n >= 8 ? 0.35 : 0;
  if (figure.kind === "blob") {
    return {
      flash: flashAmount,
      body: { dx, squash: Math.round(unit * k), lean: Math.round(away * unit * k) },
    };
  }
  return {
    flash: flashAmount,
    body: { dx, lean: Math.round(away * unit * k) },
    parts: {
      head: { angle: deg(12) * away * k },
      armLeft: { angle: deg(10) * k },
      armRight: { angle: -deg(10) * k },
    },
  };
}
