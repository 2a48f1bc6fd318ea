/**
 * A pose: how far each part moves and turns in one frame, what happens to the whole figure, and
 * the frame's effects. Motions return poses; poses add up, so "walk and wave" is one walk pose
 * plus one wave pose.
 */
import type { PartName } from "../figure";
import type { Point } from "../raster";

export interface PartMove {
  readonly dx?: number;
  readonly dy?: number;
  /** Radians, clockwise on screen, about the part's joint. */
  readonly angle?: number;
  /** Rows added to the top of a leg (its top row repeated), so a stretched body has no gap. */
  readonly grow?: number;
  /**
   * A smear: radians from this frame's angle back to where the part was a frame ago. Copies of
   * the part's own pixels are drawn at angles in between, behind it (a fast swing's blur).
   */
  readonly smear?: number;
  /**
   * Drawn behind every other part this frame (a blade wound back over the head from the front
   * goes behind it, and only its tip shows above).
   */
  readonly behind?: boolean;
  /**
   * A leg under a robe: its rows in the robe's cloth move this many rows down with the body and
   * only the foot below them takes the part's own move (see robe-hem.ts), so a step does not
   * slice the robe.
   */
  readonly hem?: number;
  /**
   * A head drawn turned three-quarters toward this side (+1 screen right), its eyes moved as
   * the invented facings move them: a glance, on a figure of few pixels.
   */
  readonly look?: 1 | -1;
  /**
   * The part is a gesture's own (a waving arm): merged with another motion, it takes none of that
   * motion's move of it (a walk's arm swing, which put the waving hand on a hat's brim every
   * other step), only the torso's move there, so it stays on the shoulder.
   */
  readonly own?: boolean;
  /**
   * An arm drawn raised from its shoulder, its hand leaning in (0), out (1) or reaching highest
   * (2), where the cut gave
   * it as a sliver on a figure of few pixels seen from the front (see raised-arm.ts); elsewhere
   * the arm is turned by `angle` as usual.
   */
  readonly raised?: 0 | 1 | 2;
  /**
   * A head of few pixels seen from the front tipped forward (see tipped-head.ts): rows its crown
   * (hat, hair) comes down over the face, rows of the crown foreshortened under its top, and the
   * brim's ends drooping.
   */
  readonly tip?: number;
  readonly fore?: number;
  readonly droop?: boolean;
}

export interface BodyMove {
  readonly dx?: number;
  readonly dy?: number;
  /** Rows the figure loses (> 0, and grows wider) or gains (< 0, and grows narrower), about its feet. */
  readonly squash?: number;
  /**
   * The squash is a melt: the dome comes down over the face, which keeps its rows, its width and
   * a row of body under it, instead of the plainest rows going wherever they are.
   */
  readonly melt?: boolean;
  /** Pixels the top row shifts sideways, falling to 0 at the feet. */
  readonly lean?: number;
  /**
   * The canvas row (of the composed frame) the lean's steps start below: every row above it
   * slides as one block (a head with the blade held beside it, a hat's brim), so they stay whole.
   */
  readonly leanFrom?: number;
  /**
   * The canvas row (of the composed frame) the lean's steps stay above: it and every row below it
   * keep their place (legs standing while the upper body bends at the waist).
   */
  readonly leanTo?: number;
  /** Radians, clockwise, about `pivot` (default the middle of the feet). */
  readonly angle?: number;
  readonly pivot?: Point;
  /** Horizontal scale about the centre line; negative mirrors (a turn seen from the front). */
  readonly scaleX?: number;
}

/** An arc traced by a weapon tip, drawn behind the figure. */
export interface Swoosh {
  readonly center: Point;
  readonly radius: number;
  readonly from: number;
  readonly to: number;
}

export interface Pose {
  readonly parts?: Partial<Record<PartName, PartMove>>;
  readonly body?: BodyMove;
  /** Keep the lowest opaque row on the source's ground row (no sinking, no floating). */
  readonly plant?: boolean;
  /** 0 to 1: every opaque pixel mixed this far toward white (an intentional new color). */
  readonly flash?: number;
  readonly swoosh?: readonly Swoosh[];
  /** 0 to 1: share of pixels removed by an ordered dither (a fade without partial alpha). */
  readonly dissolve?: number;
  /**
   * The body strikes on this side (+1 right, -1 left): short impact lines burst from where its
   * front meets the target.
   */
  readonly impact?: 1 | -1;
}

const sum = (a: number | undefined, b: number | undefined) =>
  a === undefined && b === undefined ? undefined : (a ?? 0) + (b ?? 0);

function mergePart(a: PartMove | undefined, b: PartMove | undefined): PartMove | undefined {
  if (!a) return b;
  if (!b) return a;
  return clean({
    dx: sum(a.dx, b.dx),
    dy: sum(a.dy, b.dy),
    angle: sum(a.angle, b.angle),
    grow: sum(a.grow, b.grow),
    behind: a.behind || b.behind || undefined,
    hem: sum(a.hem, b.hem),
    look: a.look ?? b.look,
    own: a.own || b.own || undefined,
    raised: a.raised ?? b.raised,
    tip: sum(a.tip, b.tip),
    fore: sum(a.fore, b.fore),
    droop: a.droop || b.droop || undefined,
    // One smear per part: the stronger swing's.
    smear:
      a.smear === undefined || (b.smear !== undefined && Math.abs(b.smear) > Math.abs(a.smear))
        ? b.smear
        : a.smear,
  });
}

function clean<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** What a pose does to a part that rides on the torso: the torso's own shift, nothing more. */
function carried(pose: Pose): PartMove | undefined {
  const torso = pose.parts?.torso;
  return torso && clean({ dx: torso.dx, dy: torso.dy });
}

/**
 * Two poses at once: moves and turns add, scales multiply, effects take the stronger. A part
 * one pose owns (`PartMove.own`) takes only the torso's shift from the other.
 */
export function mergePoses(a: Pose, b: Pose): Pose {
  const parts: Partial<Record<PartName, PartMove>> = { ...a.parts };
  for (const [name, move] of Object.entries(b.parts ?? {}) as [PartName, PartMove][]) {
    const mine = parts[name];
    const merged =
      move.own && !mine?.own
        ? mergePart(carried(a), move)
        : mine?.own && !move.own
          ? mergePart(mine, carried(b))
          : mergePart(mine, move);
    if (merged) parts[name] = merged;
  }
  const ab = a.body ?? {};
  const bb = b.body ?? {};
  const scaleX =
    ab.scaleX === undefined && bb.scaleX === undefined
      ? undefined
      : (ab.scaleX ?? 1) * (bb.scaleX ?? 1);
  const pivot = ab.pivot ?? bb.pivot;
  const body = clean({
    dx: sum(ab.dx, bb.dx),
    dy: sum(ab.dy, bb.dy),
    squash: sum(ab.squash, bb.squash),
    melt: ab.melt || bb.melt || undefined,
    lean: sum(ab.lean, bb.lean),
    leanFrom: ab.leanFrom ?? bb.leanFrom,
    leanTo: ab.leanTo ?? bb.leanTo,
    angle: sum(ab.angle, bb.angle),
    pivot,
    scaleX,
  });
  return clean({
    parts,
    body,
    plant: (a.plant ?? true) && (b.plant ?? true),
    flash: Math.max(a.flash ?? 0, b.flash ?? 0) || undefined,
    swoosh: [...(a.swoosh ?? []), ...(b.swoosh ?? [])],
    dissolve: Math.max(a.dissolve ?? 0, b.dissolve ?? 0) || undefined,
    impact: a.impact ?? b.impact,
  });
}

/** The pose with one part moved a little further (used to make a frame differ from the last). */
export function nudgePart(pose: Pose, name: PartName, move: PartMove): Pose {
  return { ...pose, parts: { ...pose.parts, [name]: mergePart(pose.parts?.[name], move) } };
}

export function nudgeBody(pose: Pose, move: BodyMove): Pose {
  return mergePoses(pose, { body: move, plant: pose.plant ?? true });
}
