/**
 * A rig's pose of a layered sprite: how each layer moves about its joint, and what the whole
 * figure does (lift, lean, an open mouth, parts hidden or bent). Rigs produce these; `posed`
 * in compose.ts draws them.
 */
import type { Rgb } from "../../color";
import type { LayeredSprite, SpriteLayer } from "../../draw";
import type { Pixels, Point } from "../../raster";
import type { Bend, Lean } from "./bend";
import type { HemSwing } from "./hem";

/** A layer's own move, about its joint and relative to its parent. */
export interface LayerMove {
  /** Radians, clockwise on screen. */
  readonly angle?: number;
  readonly dx?: number;
  readonly dy?: number;
  /** A long body bending in a wave, column by column, before it is scaled or turned (see `Bend`). */
  readonly bend?: Bend;
  /** Rows slid sideways over a planted base, after any bend (a body leaning: see `Lean`). */
  readonly lean?: Lean;
  /**
   * The layer's own pixels scaled about its joint before it is turned (a blob's squash and
   * stretch); children are not scaled.
   */
  readonly scaleX?: number;
  readonly scaleY?: number;
  /**
   * Radians a head seen head-on is tipped toward the viewer (a bow, a nod from the front): its
   * outline stays, what is drawn on it slides down over it (see pitch.ts). After any scale.
   */
  readonly pitch?: number;
  /**
   * The tip is not held to the brow (see pitch.ts): a bow or a hung head turns the face down
   * under the crown until little of it shows, where a nod only dips the eyes below the rim.
   */
  readonly faceDown?: boolean;
  /**
   * Radians a head seen head-on turns aside (+: its face toward the screen's right): its outline
   * stays, the face slides across it, the far eye narrowing to the edge and the back of the head
   * showing on the other side (see head-turn.ts). After any scale and tip.
   */
  readonly turn?: number;
  /**
   * The layer's tilt is drawn as a lean, whole rows slid sideways by their height above the
   * joint (see head-turn.ts), not turned by RotSprite: for a head seen head-on whose band (a
   * brim) must stay one line.
   */
  readonly tiltAsLean?: boolean;
  /**
   * With `tiltAsLean`: the drawing's row (a chin) below which rows slide as that row does, so
   * what hangs from it (a long beard) hangs straight down from it instead of swinging back.
   */
  readonly leanHangsFrom?: number;
  /**
   * The layer's turn (its own and its parents') is drawn by three shears of whole pixels (see
   * rigid.ts), not by RotSprite: for a head seen in profile whose eye, nose and brim resampling
   * smears. Its children still turn by RotSprite.
   */
  readonly turnWhole?: boolean;
  /**
   * The layer's pixels that later layers cover in the still are left out (see
   * `withoutCovered`): moved a little, what they hid would peek out past their far edge.
   */
  readonly keepHidden?: boolean;
  /**
   * Radians the layer leans (+: its top toward the screen's right), each row slid sideways by
   * its height above the joint, the joint's row staying put (a blob leaning toward a look: its
   * base stays flat on the ground). After any turn aside; unlike `lean`, which slides rows
   * before the layer is scaled or turned and can sink them, this is a plain angle.
   */
  readonly slant?: number;
  /**
   * A skirt or robe hanging from the joint (a waist): the layer's rows below the joint do not
   * take the layer's own turn (only its move and its parent's), so a body leaning from the
   * waist does not tip its robe like a plank, and they swing and flare as cloth does: each row
   * is slid and widened in proportion to its depth (none at the joint, the whole at the bottom
   * row). `sweep` slides the hem (screen pixels, + toward screen right); `front` and `back`
   * widen it on the right and the left. Rows are resampled nearest neighbour: every value
   * stays one of the layer's own, and no edge is stepped into stairs by a turn.
   */
  readonly hem?: HemSwing;
  /**
   * Something let go of (a weapon dropped by a falling body): the layer is left out of what
   * stands on the ground and is drawn over the planted figure, `drop` (0 to 1) of the way from
   * where its hand put it down to the ground row, and never below it. At 1 it lies on the
   * ground, whole and in sight, instead of being held up by an arm or pushed into the body.
   */
  readonly drop?: number;
  /**
   * Which end of the body a dropped layer lies toward (-1 the screen's left, 1 its right, in
   * the drawn canvas): it is slid along the ground to lie flush with the body's end there (by
   * the feet, clear of the head), or, without one, just kept within the body's width.
   */
  readonly dropToward?: -1 | 1;
}

export interface RigPose {
  readonly layers: Readonly<Record<string, LayerMove>>;
  /** The whole figure turned about `pivot` (canvas pixels of the drawn sprite) and moved. */
  readonly root?: {
    readonly angle: number;
    readonly pivot: Point;
    readonly dx?: number;
    readonly dy?: number;
  };
  /**
   * What stands on the ground row after posing: the feet (the lowest pixel of the lower legs),
   * the whole body (a figure lying down), or nothing (the pose's own height is kept).
   */
  readonly ground: "feet" | "body" | "none";
  /** Pixels the planted figure is raised above the ground (a jump, a run's flight). */
  readonly lift?: number;
  /**
   * In the air (`ground: "none"`): how high the lowest pixel must be above the ground. The
   * figure then rises at least that much, and up to `lift` when the frame has room above it,
   * so a jump in a tight frame still clears the ground without losing the head.
   */
  readonly clearance?: number;
  /** 0 to 1: how far the silhouette's centre is slid back to where it stood (a body lying down). */
  readonly recenter?: number;
  /**
   * The same moment drawn shorter (a body lying with its knees drawn up instead of at full
   * length), tried when this pose does not fit the frame before the pose is made smaller.
   */
  readonly shorter?: RigPose;
  /**
   * A mouth opened in a profile head (a bite): the lower half of the layer's front part drops
   * `open` pixels at its tip, hinged where the muzzle begins, and the gap shows the head's
   * darkest ink. A layer without its own pixels opens nothing. `headOn`: the head faces the
   * viewer, and its muzzle's lower half drops as a rounded gape across the middle instead.
   */
  readonly mouth?: { readonly layer: string; readonly open: number; readonly headOn?: boolean };
  /**
   * Small details of a turned layer (an eye and its highlight) are put back whole at the place
   * their middle turned to instead of resampled with the part, so they never blink out.
   */
  readonly keepDetails?: boolean;
  /**
   * Part ids left out of the composition (a bow's straight string while it is drawn back: what
   * is behind it shows, and the drawn string is painted on the finished frame).
   */
  readonly hidden?: ReadonlySet<number>;
  /**
   * Layers whose pixels posed above their joint's row stay within their parent's silhouette
   * (a thigh turned about the hip does not rise over the back): see tuck.ts.
   */
  readonly tucked?: readonly string[];
  /**
   * Layers drawn over every other in this frame, in the document's order among themselves (a
   * head turned to look back over the shoulder comes in front of the wing it sits behind).
   */
  readonly onTop?: readonly string[];
  /** A head seen head-on whose eyes are drawn shut (a body that has died): see eyes-shut.ts. */
  readonly eyesShut?: string;
  /**
   * A head seen in profile kept in front of what the arms swing across it: this layer's pixels
   * that nothing covered in the still are drawn again over the composition (an arm or a held
   * thing passes behind the face; a beard or a chin is never cut by a sleeve or a blade).
   */
  readonly faceOver?: string;
}

/** A packed pixel's detail flag (an eye, its highlight): flags sit at bit 28 of `packed`. */
export const PACKED_DETAIL = 1 << 28;

/** What posing needs from a document, worked out once. */
export interface Prepared {
  readonly doc: LayeredSprite;
  /** Each layer's inks packed for RotSprite: (ink + 1) | part << 16 | flags << 28. */
  readonly packed: readonly Pixels[];
  readonly byName: ReadonlyMap<string, SpriteLayer>;
  /** Part ids of the lower legs: what "feet" plants. */
  readonly feetParts: ReadonlySet<number>;
  /** The lowest row of the feet at rest (the ground), in drawn-canvas pixels. */
  readonly groundY: number;
  /** The silhouette's centre at rest. */
  readonly centerX: number;
  /** The color each ink takes in the still: every posed frame renders its inks alike. */
  readonly colors: ReadonlyMap<number, Rgb>;
}
