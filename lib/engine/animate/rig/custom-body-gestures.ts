/**
 * A biped's gestures of the head and the whole body: a nod, a bow, a tilt, a sway, a look about,
 * a bounce, a float, a tremble, a sad slump.
 */
import type { Gesture } from "./gestures";
import type { Lean } from "./bend";
import type { RigPose } from "./rig-pose";
import { headRoom } from "./behind-head";
import { hangingFrom, leanClearOfHeld, leanProfileHead } from "./profile-head-lean";
import { turnKeepsHeadWhole } from "./head-turn";
import { frontBow, frontSad } from "./front-body";
import { add, type BipedGesture, type GestureFrame } from "./custom-moves";
import { beat, bowArc, deg, held, lookSide, swing, tremble } from "./custom-timing";

function nodPose(f: GestureFrame): RigPose | undefined {
  const { b, moves, pulse, reach } = f;
  const { k } = f.how;
  // From the front the head dips and tips toward the viewer: the face slides down under
  // the crown (a head only dropped, or squashed, keeps looking out and reads as a duck).
  if (b.profile) {
    // The head tips forward as one piece, leaned by whole rows (see profile-head-lean.ts), and
    // goes a pixel forward and `PROFILE_NOD_DROP` down, so it dips, not only tips, at 1x (the
    // lean lowers no row by itself, as a turn lowers the face). A stronger word
    // ("angrily") jabs: it tips further and drops with the reach, a sharper nod that reads as
    // angry (the mild nod with only the mood's mark did not).
    const tip = Math.min(k, 1) * pulse;
    if (k > 1)
      leanProfileHead(f.doc, b, moves, {
        angle: deg(18 * k) * pulse,
        dx: Math.round(pulse),
        dy: Math.round(pulse * reach * 0.7 * k),
      });
    else
      leanProfileHead(f.doc, b, moves, {
        angle: deg(PROFILE_NOD) * tip,
        dx: Math.round(tip),
        dy: Math.round(PROFILE_NOD_DROP * tip),
      });
  } else {
    add(moves, "head", {
      dy: Math.round(pulse * reach * 0.6 * k),
      pitch: deg(24 * Math.min(k, 1.2)) * pulse,
    });
  }
  return undefined;
}

/** Degrees a head seen in profile tips forward at the bottom of a nod. */
const PROFILE_NOD = 10;
/** Pixels a head seen in profile drops at the bottom of a nod. */
const PROFILE_NOD_DROP = 3;

/** Degrees a head seen in profile leans forward, beyond the chest's bend, at the bottom of a bow. */
const BOW_HEAD = 10;
/** Share of the figure's height a head seen in profile drops, beyond the chest's fold, in a bow. */
const BOW_HEAD_DROP = 0.09;

function bowPose(f: GestureFrame): RigPose | undefined {
  const { doc, b, moves, p } = f;
  const { k, tempo } = f.how;
  if (!b.profile) {
    frontBow(f);
    return undefined;
  }
  // A bow bends at the waist: the chest and head go forward and down while the legs stay
  // straight and the feet planted. Under a robe the cloth below the waist hangs from it (its
  // rows do not take the torso's turn), so the robed body folds at the belt like anyone's
  // instead of tipping from the feet like a plank.
  const torso = doc.layers.find((l) => l.name === "torso" && l.width > 0);
  if (!b.robed || !torso || !foldedRobe(torso, deg(34))) return turnedBow(f);
  // The robed bow goes down, holds a moment and comes back up (`bowArc`): held down through
  // the loop it read as a slump.
  const depth = bowArc(p, tempo);
  const bend = deg(34 * k) * depth;
  // The chest bends by whole rows (`foldedRobe`); at rest (no bend) nothing moves.
  const fold = foldedRobe(torso, bend);
  if (fold) add(moves, "torso", { lean: fold.lean });
  // What hangs from the chest (the arms) goes where the fold carries its joint and takes the
  // chest's turn itself.
  const carried = (name: string) => {
    const layer = doc.layers.find((l) => l.name === name);
    return fold && layer ? { ...fold.carry(layer.joint.y), angle: bend } : {};
  };
  // The head follows the chest down and leans with it by whole rows (see
  // profile-head-lean.ts), a little further than the chest: a pointed hat's tip goes
  // forward as one line, its brim stays a straight band, and the beard below the chin hangs
  // straight down from the chin (`leanHangsFrom`). Turned instead, resampled or sheared, the
  // face and beard came out a muddle and the hat's cone ended up pointing straight up.
  // It also drops, so the face goes down before the chest: the fold alone lowers the neck a
  // pixel or two and the bowed head read as thrust forward, not bowed.
  // The lean is held short of covering the top of what the near hand holds (a staff's orb)
  // on the way down and up, as a nod's is; at the bottom the hat has gone below and past it.
  const head = doc.layers.find((l) => l.role === "head" && l.width > 0);
  if (head) {
    const carry = fold ? fold.carry(head.joint.y) : { dx: 0, dy: 0 };
    const dy = carry.dy + Math.round(BOW_HEAD_DROP * b.height * k * depth);
    const want = bend + deg(BOW_HEAD) * depth;
    const hangs = hangingFrom(head);
    add(moves, "head", {
      dx: carry.dx,
      dy,
      angle: leanClearOfHeld(head, b.item, want, carry.dx, dy),
      tiltAsLean: true,
      ...(hangs !== undefined ? { leanHangsFrom: hangs } : {}),
    });
  }
  const holding = b.item ? b.weaponArm : null;
  for (const arm of b.arms) {
    if (arm === holding) continue;
    add(moves, arm, carried(arm));
    add(moves, arm, { angle: -deg(20) * depth });
  }
  // What the near hand holds (a staff) stays planted upright where it stood; the arm comes
  // down from the bent shoulder to it and the hand slides down its shaft. Reaching forward
  // with the bow, the arm and the staff crossed under the bowed face.
  if (holding && b.item) plantHeld(doc, b.item, holding, moves, carried(holding));
  // The bowed face and beard stay in front of the arms: drawn over them, a sleeve laid a
  // band across the face.
  return { layers: moves, ground: "feet", faceOver: "head" };
}

/** Degrees forward of upright, on screen, that a held item stands at the bottom of a turned bow. */
const ITEM_TIP = 30;
/** Degrees the arm holding an item turns forward about the shoulder in a turned bow. */
const HOLD_REACH = 45;

/**
 * A profile bow of a figure in no robe: the chest turns about the waist (carrying the head and
 * the arms), the head turns a little further by whole pixels (`turnWhole`), the arms hang
 * forward and what the hand holds tips forward, ITEM_TIP on screen, ahead of the bowed head.
 */
function turnedBow(f: GestureFrame): RigPose {
  const { b, moves, up } = f;
  const { k } = f.how;
  const waist = b.robed ? 34 : 38;
  add(moves, "torso", { angle: deg(waist * k) * up });
  if (b.robed) moves.torso = { ...moves.torso, hem: { sweep: 0, front: 0, back: 0 } };
  add(moves, "head", { angle: deg(b.robed ? 14 : 10) * up, turnWhole: true });
  const holding = b.item ? b.weaponArm : null;
  for (const arm of b.arms)
    add(moves, arm, { angle: -deg(arm === holding ? HOLD_REACH : 30) * up });
  if (b.item)
    add(moves, b.item.name, { angle: (deg(ITEM_TIP + HOLD_REACH) - deg(waist * k)) * up });
  // The bowed face stays in front of the arm reaching for what it holds.
  return { layers: moves, ground: "feet", faceOver: "head" };
}

/**
 * The held item left standing where it was drawn while the arm holding it is carried by
 * `carry` (the bent chest's shoulder): the arm turns about its shoulder so the hand comes back
 * over the item's grip column (lower down the shaft), and the item turns back by as much and
 * moves within the hand so it neither tips nor leaves the ground.
 */
function plantHeld(
  doc: GestureFrame["doc"],
  item: { readonly joint: { readonly x: number; readonly y: number } },
  armName: string,
  moves: GestureFrame["moves"],
  carry: { dx?: number; dy?: number },
): void {
  const arm = doc.layers.find((l) => l.name === armName);
  if (!arm) return;
  const dx = carry.dx ?? 0;
  const dy = carry.dy ?? 0;
  const vx = item.joint.x - arm.joint.x;
  const vy = item.joint.y - arm.joint.y;
  // The turn (in whole degrees, toward hanging straight down) that puts the hand nearest the
  // grip's column.
  let best = 0;
  let miss = Number.POSITIVE_INFINITY;
  for (let d = -60; d <= 60; d++) {
    const a = deg(d);
    const x = arm.joint.x + dx + Math.cos(a) * vx - Math.sin(a) * vy;
    const m = Math.abs(x - item.joint.x);
    if (m < miss - 1e-9) {
      miss = m;
      best = a;
    }
  }
  add(moves, armName, { dx, dy, angle: best });
  const handY = arm.joint.y + dy + Math.sin(best) * vx + Math.cos(best) * vy;
  const handX = arm.joint.x + dx + Math.cos(best) * vx - Math.sin(best) * vy;
  // The item's own move is taken in the turned arm's frame: the world shift back to where it
  // stood, turned back by the arm's angle.
  const wx = item.joint.x - handX;
  const wy = item.joint.y - handY;
  const c = Math.cos(-best);
  const s = Math.sin(-best);
  const itemName = doc.layers.find((l) => l.parent === armName && l.role === "item")?.name;
  if (itemName) add(moves, itemName, { angle: -best, dx: c * wx - s * wy, dy: s * wx + c * wy });
}

/**
 * A robe's chest bent forward by `bend` radians at the waist (the torso's joint) by whole rows:
 * each row above the waist slides forward by its height times sin(bend) and the rows close up
 * to cos(bend) of their height (see `Lean`), so every row keeps its own pixels and the belt and
 * the hem below it stay. Turned by RotSprite the chest's shading and outline came out jagged.
 * `carry(y)`: where the fold takes a joint at row `y` (a neck, a shoulder).
 */
function foldedRobe(
  torso: { readonly y: number; readonly joint: { readonly y: number } },
  bend: number,
): { lean: Lean; carry: (y: number) => { dx: number; dy: number } } | null {
  const base = Math.round(torso.joint.y);
  const tall = base - torso.y;
  if (tall < 2 || bend <= 0) return null;
  const lean: Lean = {
    base,
    top: torso.y,
    shift: Math.round(tall * Math.sin(bend)),
    sink: Math.cos(bend),
  };
  const carry = (y: number) => {
    const above = Math.max(0, base - y);
    return {
      dx: Math.round((lean.shift * above) / tall),
      dy: Math.round(above * (1 - Math.cos(bend))),
    };
  };
  return { lean, carry };
}

function tiltPose(f: GestureFrame): RigPose | undefined {
  const { t, n, moves } = f;
  const { k, tempo } = f.how;
  add(moves, "head", { angle: deg(12 * k) * swing(t, n, tempo) });
  return undefined;
}

function swayPose(f: GestureFrame): RigPose | undefined {
  const { t, n, moves, loop } = f;
  const { k, tempo } = f.how;
  add(moves, "torso", { angle: deg(6 * k) * (tempo === "even" ? loop : swing(t, n, tempo)) });
  return undefined;
}

function lookPose(f: GestureFrame): RigPose | undefined {
  const { b, p, moves } = f;
  const { k } = f.how;
  // The head turns to one side and holds there, then to the other and holds (a look about is
  // read at the held turns; swung through without a pause it read as a shake of the head).
  // In profile it looks back over the shoulder (the head drawn mirrored about the neck) and
  // forward again; from the front the face turns across the head to each side.
  const side = lookSide(p);
  if (b.profile) {
    if (side < -0.3) moves.head = { scaleX: -1 };
    add(moves, "head", { angle: -deg(6 * k) * Math.abs(side) });
  } else {
    const head = f.doc.layers.find((l) => l.role === "head" && l.width > 0);
    const turn = deg(LOOK_TURN * Math.min(k, 1.2));
    if (!head || !turnKeepsHeadWhole(head, turn) || !turnKeepsHeadWhole(head, -turn)) {
      // A head the turn would break (hair carried over the face) slides to each side and tips
      // after it, as far as leaves what shows beside it in sight.
      const dx = side * Math.max(2, f.reach * 0.6) * k;
      const angle = deg(8 * k) * side;
      const room = headRoom(f.doc, Math.round(dx), angle);
      add(moves, "head", { dx: Math.round(dx * room), angle: angle * room });
      return undefined;
    }
    // The face turns within the head's outline (the far eye narrowing to the edge, the hair
    // or the helmet's side showing wider behind), and the head slides a pixel or two after
    // it. Slid and tipped alone, the face moved 1-2 px and the gaze did not read at 1x;
    // tipped, a helmet's brim broke into two lines. Toward a side where something on the
    // back shows beside the head (a quiver's fletching), the head slides only as far as
    // leaves it in sight.
    const dx = side * Math.max(2, b.unit * 2) * k;
    const room = headRoom(f.doc, Math.round(dx), 0);
    add(moves, "head", {
      dx: Math.round(dx * room),
      turn: turn * side,
    });
  }
  return undefined;
}

/** Degrees a head seen from the front turns aside as it looks about. */
const LOOK_TURN = 45;

function bouncePose(f: GestureFrame): RigPose | undefined {
  const { b, moves, pulse, loop } = f;
  const { k, tempo } = f.how;
  const hop = tempo === "even" ? Math.abs(loop) : pulse;
  return {
    layers: moves,
    ground: "feet",
    lift: Math.round(hop * Math.max(2, b.height * 0.1 * k)),
  };
}

function floatPose(f: GestureFrame): RigPose | undefined {
  const { b, p, moves } = f;
  const { k } = f.how;
  const rise = (1 - Math.cos(2 * Math.PI * p)) / 2;
  return {
    layers: moves,
    ground: "feet",
    lift: Math.round(2 + rise * Math.max(2, b.height * 0.08 * k)),
  };
}

function shakePose(f: GestureFrame): RigPose | undefined {
  const { b, t, moves } = f;
  const { k, tempo } = f.how;
  return {
    layers: moves,
    ground: "feet",
    root: {
      angle: 0,
      pivot: b.feet,
      // Two pixels either way at 64 px: one reads as a wobble of the outline, not a tremble.
      // A slow shake holds each offset for two frames.
      dx:
        tremble(tempo === "slow" ? Math.floor(t / 2) * 3 : t) *
        Math.max(2, b.unit * Math.round(2 * k)),
    },
    // A quick (nervous) shake shivers up and down as well (a root move down would be
    // planted away: the feet stand on the ground).
    ...(tempo === "quick" ? { lift: Math.abs(tremble(t + 3)) } : {}),
  };
}

function sadPose(f: GestureFrame): RigPose | undefined {
  const { b, t, n, p, moves, reach } = f;
  const { k, tempo } = f.how;
  // The head hangs, the shoulders slump and the arms hang in; the chest rises and falls in a
  // slow sigh. Sorrow is slow: unless asked to be quick, the head sinks over the first two
  // fifths of the loop and stays down (a nod's quick dip and return reads as agreement). From
  // the front the hung head also tips aside a little, which reads as sorrow where a drop alone
  // reads as a duck.
  const sigh = 0.65 + 0.35 * beat(t, n, tempo === "quick" ? "even" : "slow");
  const hang = held(p, tempo === "quick" ? "even" : "slow") * sigh;
  if (b.profile) {
    // The head hangs well down, lower than a nod's dip (leaned by whole rows, the hat's tip
    // drooping ahead), and the chest slumps forward with it: a clear hung head reads as sad.
    // (A head tipped 14 degrees a pixel down over a hunch and a hanging robe barely left the
    // standing pose at 1x.)
    leanProfileHead(f.doc, b, moves, {
      angle: deg(24 * k) * hang,
      dy: Math.round(hang * reach * k),
    });
    add(moves, "torso", { angle: deg(8 * k) * hang });
    for (const arm of b.arms) add(moves, arm, { angle: deg(10) * hang });
  } else frontSad(f, hang);
  return undefined;
}

export const BODY_GESTURES: Partial<Record<Gesture, BipedGesture>> = {
  nod: nodPose,
  bow: bowPose,
  tilt: tiltPose,
  sway: swayPose,
  look: lookPose,
  bounce: bouncePose,
  float: floatPose,
  shake: shakePose,
  sad: sadPose,
};
