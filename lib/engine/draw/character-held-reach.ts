/**
 * Where a character's held things point: a held weapon's length and direction by kind and view,
 * and how far an arm reaches forward or out so that an upright shaft or a blade clears the face
 * and the head's edge instead of running along them.
 */
import { handPoint } from "./character-body";
import type { Figure } from "./character-geometry";
import { headFrame, type View } from "./character-head";
import type { Point } from "./types";
import type { WeaponKind } from "./weapon-shapes";

/** Length of a held weapon as a share of the figure's height. */
export const HELD_LENGTH: Readonly<Record<WeaponKind, number>> = {
  sword: 0.42,
  dagger: 0.22,
  axe: 0.48,
  bow: 0.62,
  staff: 0.72,
  wand: 0.26,
  spear: 0.78,
  hammer: 0.46,
  mace: 0.42,
  shield: 0.36,
};

export function heldDirection(
  kind: WeaponKind,
  view: View,
  hand: -1 | 1,
): { ux: number; uy: number } {
  const norm = (x: number, y: number) => {
    const l = Math.hypot(x, y);
    return { ux: x / l, uy: y / l };
  };
  if (kind === "bow") {
    // The bow bends toward its perpendicular (-uy, ux); point it so the bend faces away.
    return view.side ? { ux: 0, uy: -1 } : hand < 0 ? { ux: 0, uy: 1 } : { ux: 0, uy: -1 };
  }
  if (kind === "staff" || kind === "spear") return norm(view.side ? 0.12 : hand * 0.06, -1);
  // A dagger is short: held upright it hid against the arm, so it points out, clear of it.
  if (kind === "dagger" && !view.side) return norm(hand * 0.8, -1);
  if (view.side) return norm(0.62, -0.78);
  // An axe's head reaches out from its haft: held nearly upright so the head, facing out, stays
  // beside the shoulder instead of widening the figure.
  if (kind === "axe") return norm(hand * 0.08, -1);
  return norm(hand * 0.28, -1);
}

/**
 * An upright shaft held in profile, tilted forward toward passing a pixel ahead of the face at
 * the head's middle (the face's front is about 0.56 head widths ahead of the figure's centre
 * line), but never more than MAX_LEAN: a staff stays upright, far taller than wide, and what
 * the tilt cannot clear goes behind the head (it is drawn under it).
 */
const MAX_LEAN = 0.2;
/** How far (radians) the far arm of a profile turns forward to carry its shield. */
export const SHIELD_REACH = (70 * Math.PI) / 180;
/**
 * How far (radians) the near arm of a profile with a shield turns forward to hold its blade:
 * hanging at the side, the blade rose across the shield carried ahead of the chest and the two
 * read as one tangle; held out, the blade stands clear ahead of the shield. Turned further, the
 * blade rose over the head, so a crouch or a fall left its tip standing where the head was.
 */
export const SWORD_AHEAD_REACH = (25 * Math.PI) / 180;
/**
 * How far (radians) the far arm of a west profile turns forward to hold its bow: hanging at the
 * side, the bow stood upright behind the body and the W facing showed no bow at all (only the
 * quiver); held out the way an archer carries it, the bow stands ahead of the chest.
 */
export const BOW_AHEAD_REACH = (50 * Math.PI) / 180;
/** A shield carried on the far arm of a profile is seen nearly edge-on: this share of its face. */
export const SHIELD_EDGE_ON = 0.55;
export function clearOfFace(
  dir: { ux: number; uy: number },
  hand: Point,
  f: Figure,
  width: number,
): { ux: number; uy: number } {
  const rise = hand.y + 0.5 - f.headCy;
  if (rise <= 0 || dir.uy >= 0) return dir;
  const faceFront = f.cx + f.headW * 0.56;
  const need = Math.min(faceFront + width / 2 + 1 - (hand.x + 0.5), rise * MAX_LEAN);
  const has = (dir.ux / -dir.uy) * rise;
  if (has >= need) return dir;
  const l = Math.hypot(need, rise);
  return { ux: need / l, uy: -rise / l };
}

/**
 * How far (radians) the near arm turns forward about its shoulder so that an upright shaft in
 * its hand, leaning at most MAX_LEAN, passes ahead of the face's front and of the chin below it
 * (a long beard ends about there): the smallest of 5° steps up to 45°.
 */
export function staffReach(f: Figure, view: View, width: number): number {
  // A pixel of open air between the shaft and the face, so the shaft is not read as its edge.
  const faceFront = f.cx + f.headW * 0.56 + width / 2 + 2;
  const chin = f.headCy + f.headH * 0.5;
  for (let deg = 0; deg <= 45; deg += 5) {
    const reach = (deg * Math.PI) / 180;
    // The shaft is gripped where the hand reaches and stands from where it hung (see heldIn).
    const x = handPoint(f, view, 1, reach).x + 0.5;
    const y = handPoint(f, view, 1).y + 0.5;
    const atMiddle = x + MAX_LEAN * Math.max(0, y - f.headCy);
    const atChin = x + MAX_LEAN * Math.max(0, y - chin);
    if (atMiddle >= faceFront && atChin >= faceFront) return reach;
  }
  return (45 * Math.PI) / 180;
}

/**
 * How far (radians) the far arm of a character turned three-quarters toward the viewer turns
 * out to its side so that what its hand holds, pointing `dir` from the hand, passes the head's
 * edge on that side with a pixel of open air at the chin and above: the smallest of 5° steps up
 * to 45°. Hung at the side, a far staff stood behind the beard with its head alone over the
 * brim, and a far sword's blade ran along the helmet's outline.
 */
export function pastHeadReach(
  f: Figure,
  view: View,
  which: -1 | 1,
  dir: { ux: number; uy: number },
  width: number,
): number {
  const h = headFrame(f, view);
  const edge = h.hx + (which * h.w) / 2;
  const chin = h.cy + h.h * 0.5;
  for (let deg = 0; deg <= 45; deg += 5) {
    const reach = (deg * Math.PI) / 180;
    const hand = handPoint(f, view, which, reach);
    const x = hand.x + 0.5;
    const y = hand.y + 0.5;
    // Where the item's line is at the chin (or at the hand, if the hand is above it).
    const rise = Math.max(0, y - chin);
    const atChin = dir.uy < 0 ? x + (dir.ux / -dir.uy) * rise : x;
    if (which * (atChin - edge) >= width / 2 + 1.5) return reach;
  }
  return (45 * Math.PI) / 180;
}

/** A direction turned by `angle` radians: the seed's pose of a held item. */
export function turned(dir: { ux: number; uy: number }, angle: number): { ux: number; uy: number } {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return { ux: dir.ux * c - dir.uy * s, uy: dir.ux * s + dir.uy * c };
}
