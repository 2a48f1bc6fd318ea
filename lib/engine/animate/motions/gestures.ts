/**
 * Small motions a custom prompt can ask for, each a loop over the strip. They add to each other
 * and to the presets' motions (see pose.mergePoses).
 */
import type { Pose } from "../pose";
import { drawsRaisedArm } from "../raised-arm";
import {
  deg,
  ease,
  farPoint,
  fewPixels,
  figureHeight,
  freeArm,
  type MotionContext,
  outward,
} from "./shared";

const phaseOf = (ctx: MotionContext, t: number, cycles = 1) =>
  (2 * Math.PI * cycles * t) / ctx.frameCount;

/** Two beats per loop when the strip is long enough to show them. */
const beats = (ctx: MotionContext) => (ctx.frameCount >= 8 ? 2 : 1);

export function wave(ctx: MotionContext, t: number): Pose {
  const { figure, intensity } = ctx;
  if (figure.kind === "blob") return sway(ctx, t);
  const arm = wavingArm(figure);
  const raise = deg(120) * Math.min(1, intensity);
  // Side to side on a cosine: every other frame is on the other side (a sine would put every
  // even frame of a two-beat loop back in the middle).
  const flap = deg(30 * intensity) * Math.cos(phaseOf(ctx, t, beats(ctx)));
  if (fewPixels(figure)) {
    // Turned in eighths, 120° ± 30° lands on 135° and 90°: the hand dropped level with the
    // shoulder every other beat (a pump, and beside a walk's steps it read as the two taking
    // turns). Held up, it swings between the diagonal and upright, always above the shoulder.
    // An arm cut as a sliver is drawn raised instead (raised-arm.ts), its hand swinging out and in.
    const side = Math.cos(phaseOf(ctx, t, beats(ctx))) >= 0 ? 1 : 0;
    const angle = outward(arm) * deg(135 + 45 * side);
    return { parts: { [arm]: { angle, own: true, raised: side === 1 ? 0 : 1 } } };
  }
  return { parts: { [arm]: { angle: outward(arm) * (raise + flap), own: true } } };
}

/**
 * The free arm, unless the cut found it as a sliver (a column of outline on a small robed
 * figure) and the other arm as a real one: a sliver waved reads as a stick, not a hand.
 */
function wavingArm(figure: MotionContext["figure"]): "armLeft" | "armRight" {
  const free = freeArm(figure);
  const other = free === "armLeft" ? "armRight" : "armLeft";
  const size = (arm: typeof free) => figure.parts.get(arm)?.count ?? 0;
  return size(free) < 24 && size(other) >= 2 * Math.max(1, size(free)) ? other : free;
}

export function raise(ctx: MotionContext, t: number): Pose {
  const { figure, intensity } = ctx;
  // A body without arms cheers with happy hops, whole: squashed, a small bottle lost its
  // outline and its cork's colour.
  if (figure.kind === "blob") return hop(ctx, t);
  // On a figure of few pixels an arm turns in eighths: a hundred degrees is level with the
  // shoulder, arms held out rather than up, and straight up a short arm ends beside the face (a
  // stub). The arms go up at once in a steep V, out past the head and lifted two or three pixels,
  // so the hands clear a hat's brim (a shallower V left them at the brim, fused with it into one
  // bar); the body hops on each beat with them pumped at the top.
  if (fewPixels(figure)) {
    const pump = 0.5 - 0.5 * Math.cos(phaseOf(ctx, t, beats(ctx)));
    const up = held(ctx, t);
    const aloft = up * deg(150);
    const reach = Math.round(up * (2 + pump * Math.min(1, intensity)));
    // An arm already reaching up (a blade held aloft) would swing down: it lifts a pixel instead.
    const arm = (name: "armLeft" | "armRight", angle: number) => {
      const part = figure.parts.get(name);
      // An arm cut as a sliver is drawn raised from its shoulder (raised-arm.ts), the hands
      // highest at the top of each beat; the body stays whole under it.
      if (part && drawsRaisedArm(figure, part)) {
        return up < 0.5 ? {} : { angle, raised: (pump > 0.5 ? 2 : 0) as 0 | 2 };
      }
      const raised = part !== undefined && Math.sin(farPoint(part).angle) < 0;
      return raised ? { dy: -Math.round(up * (0.5 + 0.5 * pump)) } : { angle, dy: -reach };
    };
    const height = Math.max(2, Math.round(figureHeight(figure) * 0.12 * Math.min(1.3, intensity)));
    const hopUp = Math.round(Math.min(height, Math.max(0, figure.bounds.top)) * pump * up);
    return {
      plant: false,
      body: { dy: -hopUp },
      parts: { armLeft: arm("armLeft", aloft), armRight: arm("armRight", -aloft) },
    };
  }
  const up = deg(100 * Math.min(1.3, intensity)) * ease(0.5 - 0.5 * Math.cos(phaseOf(ctx, t)));
  return { parts: { armLeft: { angle: up }, armRight: { angle: -up } } };
}

export function nod(ctx: MotionContext, t: number): Pose {
  const { figure, unit, intensity } = ctx;
  const dip = Math.round(
    unit * 2 * intensity * (0.5 - 0.5 * Math.cos(phaseOf(ctx, t, beats(ctx)))),
  );
  if (figure.kind === "blob") return { body: { squash: dip } };
  // A head of few pixels tucked three rows behind its collar shows no face at all: a hat on a
  // robe. Two at most, however hard the nod, and a row of forehead stays. It moves whole, the hat
  // keeping its shape as it drops over the eyes: tipped under its crown (tipped-head.ts, as a bow
  // and sorrow are), the hat lost a row and the face squashed to one row of two specks under the
  // brim, which read as ducking.
  const down = fewPixels(figure) ? Math.min(2, dip) : dip;
  return { parts: { head: { dy: down, angle: deg(4) * Math.sin(phaseOf(ctx, t, beats(ctx))) } } };
}

/**
 * A bow cut from the pixels, as seen from the front: the head comes down over the chest and
 * stays down (held, where a nod dips and comes back), the arms come down with the shoulders and
 * in before the body, and the legs stand. A blob has no waist: it tips over its base.
 * On a figure of few pixels the upper body bends at the waist: the torso sinks a pixel behind
 * the legs' top and the head two more, its chin tucked behind the collar (see render.ts), so the
 * face goes under the brim while the chest keeps its rows.
 */
export function bow(ctx: MotionContext, t: number): Pose {
  const { figure, unit, intensity } = ctx;
  const down = held(ctx, t);
  // A blob with a face (a slime; a bottle is refused the bow) tips over its base toward the way
  // it faces, and straightens.
  if (figure.kind === "blob") {
    const toward = figure.facing === -1 ? -1 : 1;
    return { body: { angle: toward * deg(20) * Math.min(1.3, intensity) * down }, plant: true };
  }
  const drop = Math.round(down * Math.max(3, unit * 3) * Math.min(1.3, intensity));
  const shoulders = Math.round(down * Math.max(1, unit));
  if (fewPixels(figure)) {
    // A row a frame (two at a quick pace, one every frame and a half slowly), waist first.
    const rate = intensity > 1.1 ? 2 : intensity < 1 ? 1 : 1.5;
    const rows = Math.min(3, Math.floor(Math.min(t, ctx.frameCount - t) * rate));
    const waist = Math.min(1, rows);
    // Seen from the front the head tips toward the viewer (tipped-head.ts): the crown comes down
    // over the face and is seen shorter from above, its tip first, so the bend reads as a bow
    // where the head sinking whole read as ducking. Deepest, the hat's top faces the viewer.
    const head = figure.side
      ? { dy: rows }
      : { dy: Math.min(2, rows), tip: Math.min(2, rows), fore: rows < 3 ? 0 : 1 };
    return {
      parts: {
        torso: { dy: waist },
        head,
        armLeft: { dy: waist, angle: (-deg(14) * rows) / 3 },
        armRight: { dy: waist, angle: (deg(14) * rows) / 3 },
      },
      plant: true,
    };
  }
  return {
    parts: {
      head: { dy: drop },
      armLeft: { dy: shoulders, angle: -deg(14) * down },
      armRight: { dy: shoulders, angle: deg(14) * down },
    },
    plant: true,
  };
}

/** Two happy hops a loop (one on a short strip), the body kept whole: no squash. */
function hop(ctx: MotionContext, t: number): Pose {
  const { figure, intensity } = ctx;
  const s = Math.abs(Math.sin(phaseOf(ctx, t, beats(ctx)) / 2));
  const height = Math.max(3, Math.round(figureHeight(figure) * 0.15 * Math.min(1.3, intensity)));
  const up = Math.min(height, Math.max(0, figure.bounds.top));
  return { plant: false, body: { dy: -Math.round(up * s) } };
}

export function tilt(ctx: MotionContext, t: number): Pose {
  const { figure, intensity } = ctx;
  const angle = deg(12 * intensity) * Math.sin(phaseOf(ctx, t));
  if (figure.kind === "blob") return { body: { angle: angle / 2 } };
  return { parts: { head: { angle } } };
}

export function bounce(ctx: MotionContext, t: number): Pose {
  const { figure, unit, intensity } = ctx;
  const s = Math.abs(Math.sin(phaseOf(ctx, t, beats(ctx)) / 2));
  const height = Math.max(2, Math.round(figureHeight(figure) * 0.12 * intensity));
  const up = Math.min(height, Math.max(0, figure.bounds.top));
  return {
    plant: false,
    body: { dy: -Math.round(Math.max(up, 2) * s), squash: s < 0.2 ? unit : s > 0.8 ? -unit : 0 },
  };
}

export function float(ctx: MotionContext, t: number): Pose {
  const { figure, unit, intensity } = ctx;
  const base = Math.max(1, Math.round(unit * 2 * intensity));
  const room = Math.max(base + 1, Math.min(figure.bounds.top, base * 2));
  const lift = base + Math.round((room - base) * (0.5 - 0.5 * Math.cos(phaseOf(ctx, t))));
  return { plant: false, body: { dy: -lift } };
}

export function spin(ctx: MotionContext, t: number): Pose {
  // A turn seen from the front: the figure narrows, shows its mirror image, and comes back.
  const c = Math.cos(phaseOf(ctx, t));
  return { body: { scaleX: Math.abs(c) < 0.15 ? Math.sign(c || 1) * 0.15 : c } };
}

export function shake(ctx: MotionContext, t: number): Pose {
  // No two neighbours alike and no period of two or four frames, so every other frame differs
  // too (a 0, 1, 0, -1 cycle puts every even frame back at 0).
  const steps = [1, -1, 0, 1, -1, 1, 0, -1];
  // Two pixels either way at 64 px: one reads as a wobble of the outline, not a tremble.
  const dx = steps[t % 8]! * Math.max(2, Math.round(2 * ctx.unit * ctx.intensity));
  return { body: { dx } };
}

export function sway(ctx: MotionContext, t: number): Pose {
  const lean = Math.round(ctx.unit * 2 * ctx.intensity * Math.sin(phaseOf(ctx, t)));
  return { body: { lean } };
}

export function pulse(ctx: MotionContext, t: number): Pose {
  const rows = Math.round(ctx.unit * 2 * ctx.intensity * Math.cos(phaseOf(ctx, t, beats(ctx))));
  return { body: { squash: rows } };
}

export function kick(ctx: MotionContext, t: number): Pose {
  const { figure, intensity } = ctx;
  if (figure.kind === "blob") return bounce(ctx, t);
  const k = Math.sin(Math.PI * (t / ctx.frameCount));
  const leg = figure.side ? (figure.facing === 1 ? "legRight" : "legLeft") : "legRight";
  const out = leg === "legRight" ? 1 : -1;
  if (!fewPixels(figure)) return { parts: { [leg]: { angle: -out * deg(60 * intensity) * k } } };
  // On a figure of few pixels a leg a few pixels long turned about its hip keeps its foot on the
  // ground row and slides it out (a sweep); turned further it is a smear of a few pixels. The
  // whole leg is lifted its own length, so the foot comes out from under the robe at the hem's
  // height, and thrown out a pixel or two, three as it strikes; from the kick's middle the head
  // and shoulders lean back a pixel the other way (lean-rows.ts, the steps between the collar and
  // the waist). Lifted half its length and thrown out two, the foot was a short jut past the hem
  // that read as a shuffle.
  const legPart = figure.parts.get(leg);
  const length = legPart ? legPart.pixels.height : 4;
  const lift = Math.round(length * Math.min(1.3, intensity) * Math.min(1, k / 0.7));
  if (lift === 0) return {};
  const thrust = k > 0.95 ? 3 : k > 0.6 ? 2 : 1;
  const back = k > 0.8 ? 1 : 0;
  return {
    parts: { [leg]: { dx: out * thrust, dy: -lift } },
    ...(back ? { body: { lean: -out * back, leanFrom: figure.neckY, leanTo: figure.hipY } } : {}),
  };
}

/** Up over the first fifth, held, and down over the last sixth of the loop. */
const held = (ctx: MotionContext, t: number) => {
  const p = t / ctx.frameCount;
  return ease(p / 0.2) * (1 - ease((p - 0.84) / 0.16));
};

/** Both hands rise and spread, the glow lit at each (see cutout-effects.ts). */
export function cast(ctx: MotionContext, t: number): Pose {
  const { figure, intensity } = ctx;
  // A body without hands rises a little and stays up while the spell sparks beside it
  // (cutout-effects.ts): squashed, a small bottle lost its outline and read as a bounce.
  if (figure.kind === "blob") {
    const lift = Math.round(held(ctx, t) * (1 + 0.5 - 0.5 * Math.cos(phaseOf(ctx, t, beats(ctx)))));
    return {
      plant: false,
      body: { dy: -Math.min(lift * ctx.unit, Math.max(0, figure.bounds.top)) },
    };
  }
  const up = held(ctx, t);
  const pump = 1 - 0.15 * (0.5 - 0.5 * Math.cos(phaseOf(ctx, t, beats(ctx))));
  const angle = deg(130 * Math.min(1.2, intensity)) * up * pump;
  // An arm the cut found as a sliver (a small robed figure's side) is drawn raised from its
  // shoulder (raised-arm.ts), the hands out beside the head and in again on the beats, the robe
  // keeping its width: turned, the two slivers took the robe's sides up with them and left the
  // torso a thin column under two stubs at the face.
  const sliver = (name: "armLeft" | "armRight") => {
    const part = figure.parts.get(name);
    return part !== undefined && drawsRaisedArm(figure, part);
  };
  if (sliver("armLeft") && sliver("armRight")) {
    if (up < 0.5) return {};
    const reach = ([0, 1, 2] as const)[t % 3]!;
    return {
      parts: {
        armLeft: { angle: deg(150), raised: reach },
        armRight: { angle: -deg(150), raised: reach },
      },
    };
  }
  return { parts: { armLeft: { angle }, armRight: { angle: -angle } } };
}

/** The head tips aside and the free arm folds in; thought dots rise beside the head. */
export function ponder(ctx: MotionContext, t: number): Pose {
  const { figure, intensity } = ctx;
  const up = held(ctx, t);
  const tip = deg(10 * intensity) * up * (0.6 + 0.4 * (0.5 - 0.5 * Math.cos(phaseOf(ctx, t))));
  // A body without a head tips a little over its base, whole (leaned row by row it sheared).
  if (figure.kind === "blob") {
    const toward = figure.facing === -1 ? -1 : 1;
    // Drawn in few pixels it stays upright and sways an art pixel to a side and back, whole:
    // tipped even 12°, its rows slid apart and the neck and cork came off the bottle.
    if (fewPixels(figure)) {
      const sway = held(ctx, t) > 0.3 && t % 2 === 1 ? 1 : 0;
      return { body: { dx: toward * ctx.unit * sway }, plant: true };
    }
    return { body: { angle: toward * tip * 1.8 }, plant: true };
  }
  const arm = freeArm(figure);
  return { parts: { head: { angle: tip }, [arm]: { angle: -outward(arm) * deg(30) * up } } };
}

/** The head hangs, the arms drop with the shoulders, in a slow sigh. */
export function sad(ctx: MotionContext, t: number): Pose {
  const { figure, unit, intensity } = ctx;
  const hang = held(ctx, t) * (0.65 + 0.35 * (0.5 - 0.5 * Math.cos(phaseOf(ctx, t, beats(ctx)))));
  const down = Math.round(unit * 2 * intensity * hang);
  if (figure.kind === "blob") return { body: { squash: down } };
  // On a figure of few pixels a row is a fifth of the face: the head hangs one, its eyes still
  // showing under the brim (two hid the face, as a bow does), and the shoulders sigh a row.
  if (fewPixels(figure)) {
    const sigh = Math.round(hang * 1.5 - 0.5);
    if (figure.side) {
      return {
        parts: {
          head: { dy: Math.min(1, Math.round(hang + 0.2)) },
          armLeft: { dy: Math.max(0, sigh) },
          armRight: { dy: Math.max(0, sigh) },
        },
      };
    }
    // Seen from the front the head hangs a row, held, its chin tucked behind the collar and the
    // brim's ends drooping (tipped-head.ts), a row of forehead still between the brim and the
    // eyes; the sigh is the shoulders': the arms drop a row, then the upper body sinks a row
    // behind the legs' top, and back, no two frames alike. Bobbing the head with each sigh read as
    // nodding, and tipped under its crown the eyes sat on the brim's line.
    if (hang < 0.3) return {};
    const step = t % 4 === 1 ? 0 : t % 2 === 0 ? 1 : 2;
    const sink = step === 2 ? 1 : 0;
    const arms = step === 0 ? 0 : 1;
    return {
      parts: {
        head: { dy: 1 + sink, droop: true },
        torso: { dy: sink },
        armLeft: { dy: arms },
        armRight: { dy: arms },
      },
    };
  }
  return {
    parts: {
      head: { dy: down + Math.round(hang * unit) },
      armLeft: { dy: Math.round(hang * unit) },
      armRight: { dy: Math.round(hang * unit) },
    },
  };
}

/**
 * Looking about, cut from the pixels: the head slides to one side and the other and tips after
 * it, the eyes going with it, eased in from rest (a side-to-side on a cosine, so every other
 * frame is on the other side). A blob has no head to turn: it is left as it is.
 */
export function look(ctx: MotionContext, t: number): Pose {
  const { figure, unit, intensity } = ctx;
  if (figure.kind === "blob") return {};
  const side = -Math.cos(phaseOf(ctx, t, beats(ctx))) * held(ctx, t);
  // On a figure of few pixels the eyes glance (the head drawn turned three-quarters, see
  // looking-head.ts) and the head shifts a pixel at most: slid two, it came off the shoulders.
  // Each look is held three frames of the loop (one side, then the other), the head a pixel
  // toward it and the face slid a pixel more under the brim (render.ts): glanced for a single
  // frame and by the eyes alone, the look read as standing still at 1×.
  if (fewPixels(figure) && ctx.glances) {
    // A loop of one frame has no half to hold a side in: it stays at rest.
    const half = Math.max(1, Math.floor(ctx.frameCount / 2));
    if (t % half === 0) return {};
    const toward: 1 | -1 = t < half === (ctx.variant === 1) ? 1 : -1;
    return { parts: { head: { dx: toward, look: toward } } };
  }
  const dx = Math.round(side * Math.max(2, unit * 2) * Math.min(1.3, intensity));
  return { parts: { head: { dx, angle: deg(6) * side } } };
}
