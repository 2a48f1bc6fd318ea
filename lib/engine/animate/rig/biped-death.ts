/**
 * The biped's Death: in profile a legged figure kneels and lies on its back, a robed one
 * slumps and topples; from the front the figure kneels, sags and goes over sideways.
 */
import type { SpriteLayer } from "../../draw";
import type { Biped } from "./biped-figure";
import {
  type Moves,
  add,
  bump,
  deg,
  ease,
  layFlat,
  legPose,
  longShaft,
  outward,
  shielded,
  steady,
  swing,
  towardFeet,
} from "./biped-moves";
import type { RigPose } from "./compose";

export function death(b: Biped, p: number, side: 1 | -1): RigPose {
  const hit = bump(p, 0.1, 0.2);
  if (!b.profile) return frontDeath(b, p, side);
  return b.robed ? robedProfileDeath(b, p, hit) : profileDeath(b, p, hit);
}

/** How far the held item reaches from its grip (its farthest drawn pixel), in pixels. */
function reachOf(item: SpriteLayer): number {
  let best = 0;
  item.ink.forEach((ink, i) => {
    if (ink < 0) return;
    const x = item.x + (i % item.width) + 0.5 - item.joint.x;
    const y = item.y + Math.floor(i / item.width) + 0.5 - item.joint.y;
    best = Math.max(best, Math.hypot(x, y));
  });
  return best;
}

/**
 * A robed figure's death in profile. Hit, the knees give inside the robe: the body sinks and
 * the robe crumples about the hips, its hem kept on the ground (the boots stay planted under
 * it; turned with the knees they stuck out of the hem as loose blocks), the body slumping
 * forward over a staff carried clear of the beard. Then it topples back and lies on its back.
 * What the hand held swings forward and down ahead of the body as it goes over and lies along
 * it toward the feet, in front of the robe (dropped behind the body, a staff was lost), slid
 * back in the hand as far as it would reach past the feet, so it stays inside a tight frame.
 */
function robedProfileDeath(b: Biped, p: number, hit: number): RigPose {
  const moves: Moves = {};
  const slump = ease((p - 0.12) / 0.33);
  // Begun while the slump was still easing, the fall's turn first stood the body up again.
  const topple = ease((p - 0.56) / 0.34);
  const down = slump * (1 - topple);
  const sink = b.legLength * 0.35 * down;
  const squash = Math.min(0.35, sink / Math.max(1, b.robe.above + b.robe.below));
  if (squash > 0) moves.torso = { scaleY: 1 - squash };
  // Lying, body and head are a whole quarter turn: a part left a few degrees off it is
  // resampled into a blur (a hat brim smeared across the face).
  const lean = -deg(14) * hit + deg(18) * down;
  add(moves, "torso", { dy: Math.round(b.robe.below * squash), angle: lean });
  for (const [name, parent] of b.parents) {
    if (parent === "torso") add(moves, name, { dy: Math.round(b.robe.above * squash) });
  }
  add(moves, "head", { angle: -deg(12) * hit + deg(12) * down });
  // Lying on its back, the knees come up under the robe: the cloth below the waist slides
  // toward the figure's front, more toward the hem, and the boots go with the hem.
  const knees = Math.round(b.unit * 6 * topple);
  if (knees > 0) {
    moves.torso = { ...moves.torso, hem: { sweep: knees, front: 0, back: 0 } };
    for (const leg of b.legs) add(moves, `${leg}.upper`, { dx: knees });
  }
  // The arms come to rest along the body; the empty far hand is flung back past the head onto
  // the ground: the body lies sprawled, not as the standing figure turned over.
  // The hand holding the staff lies a little out from the body, so the arm crosses the staff
  // rather than lying along it and covering it.
  const armEnd = b.item ? -deg(45) : -deg(20);
  const flung = (arm: string) =>
    arm === "arm.far" && arm !== b.weaponArm && !shielded(b, arm) ? deg(150) : armEnd;
  // A staff carried clear of the beard comes further forward as the body slumps over it.
  const carried = b.carryForward > 0 ? (1 - topple) * b.carryForward + deg(30) * down : 0;
  for (const arm of b.arms) {
    const held = arm === b.weaponArm ? -carried : 0;
    swing(moves, arm, -deg(30) * hit * (1 - topple) + held + flung(arm) * topple);
  }
  if (b.item && b.weaponArm) {
    const armTurn = -deg(30) * hit * (1 - topple) - carried + armEnd * topple;
    // Upright while the body slumps (it turns with neither arm nor body), then forward and
    // down to lie along the body toward the feet.
    const upright = -(armTurn + lean);
    const turn = upright * (1 - topple) + towardFeet(b.itemRest + armEnd, true) * topple;
    // Slid back in the hand by what it would reach past the feet, lying.
    const past = b.item.joint.y + reachOf(b.item) - (b.feet.y - 2);
    const slide = -Math.max(0, past) * topple;
    const along = b.itemRest + turn;
    add(moves, b.item.name, {
      angle: turn,
      dx: Math.round(slide * Math.cos(along)),
      dy: Math.round(slide * Math.sin(along)),
    });
  }
  return {
    layers: moves,
    ground: "body",
    root: { angle: -deg(90) * topple, pivot: b.feet },
    recenter: topple,
  };
}

/**
 * A death seen from the front, the front drawing the whole way down. Hit, the knees give and
 * the body kneels: the hips and tunic come down over the lower legs, which stay planted and in
 * sight with the knees pushed out (sunk further, the legs vanished under the tunic and the
 * body read as sinking into the ground). The upper body sags to the side it falls to, then the
 * whole figure goes over and lies on that side: the legs straighten again, whole, the upper
 * one bent at the knee so the two are told apart (not one stacked block of boots). The figure
 * falls toward the side of its empty hand, so what the other hand holds ends on top, held out
 * from the body in its drawn direction and outlined against the ground, never laid along the
 * legs (grey on grey, a blade was lost) nor across the face.
 */
function frontDeath(b: Biped, p: number, seedSide: 1 | -1): RigPose {
  const moves: Moves = {};
  const holder = b.item?.parent ?? null;
  const side: 1 | -1 = holder ? (holder.endsWith("left") ? 1 : -1) : seedSide;
  const hit = bump(p, 0.1, 0.2);
  const kneel = ease((p - 0.1) / 0.35);
  const fall = ease((p - 0.5) / 0.4);
  const sag = ease((p - 0.3) / 0.3) * (1 - fall);
  const down = kneel * (1 - fall);
  add(moves, "head", {
    angle: side * deg(12) * hit - side * deg(18) * fall + side * deg(10) * sag,
  });
  // The leg on top once lying: the left one when falling to the right.
  const topLeg = side > 0 ? 0 : 1;
  const legSink = b.robed ? 0 : Math.round(b.legLength * 0.4 * down);
  b.legs.forEach((leg, index) => {
    const out = index === 0 ? 1 : -1;
    const bent = index === topLeg ? fall : 0;
    add(moves, `${leg}.upper`, { angle: out * (deg(18) * down + deg(40) * bent), dy: legSink });
    add(moves, `${leg}.lower`, { angle: -out * (deg(30) * down + deg(80) * bent), dy: -legSink });
  });
  const sink = Math.round(hit * b.unit + (b.robed ? b.legLength * 0.4 * down : legSink));
  if (b.robed && b.robe.below > 0) {
    // A robe reaching the ground would stand on it: the body sinks inside it instead, the
    // robe crumpling (squashed about the hips, its hem kept on the ground) and what hangs
    // from the shoulders coming down with its top.
    const squash = Math.min(0.4, sink / (b.robe.above + b.robe.below));
    moves.torso = { ...moves.torso, scaleY: 1 - squash };
    add(moves, "torso", { dy: Math.round(b.robe.below * squash), angle: side * deg(28) * sag });
    for (const [name, parent] of b.parents) {
      if (parent === "torso") add(moves, name, { dy: Math.round(b.robe.above * squash) });
    }
  } else add(moves, "torso", { dy: sink, angle: side * deg(28) * sag });
  // A cape hanging to the heels would stand on the ground and hold the body up: it folds
  // onto the ground behind the kneeling legs instead (squashed toward the shoulders).
  if (b.cape > 0 && sink > 0) {
    moves.cape = { ...moves.cape, scaleY: Math.max(0.3, 1 - sink / b.cape) };
  }
  // Lying, the arm underneath goes out over the head along the ground when empty, or lies
  // along the body with what it holds (a shield); the arm on top is held out from the body
  // with what it holds. Kneeling, both arms open out.
  const under = side > 0 ? "arm.right" : "arm.left";
  const lying = (arm: string) =>
    arm === under
      ? arm !== holder && !shielded(b, arm)
        ? deg(160)
        : -deg(10)
      : arm === holder
        ? deg(55)
        : deg(15);
  const open = deg(30) * down;
  for (const arm of b.arms) {
    const turn = outward(arm) * (deg(25) * hit + open + lying(arm) * fall);
    swing(moves, arm, turn);
    // What the hand holds keeps the direction it was drawn in against the body, so it is
    // never swung across the face or stood on its end on the ground.
    steady(b, moves, arm, turn);
  }
  if (b.item && holder && longShaft(b)) {
    // A staff or spear kept upright would lie out past the head, over a hat's brim: it swings
    // out away from the body as the figure goes over, to lie pointing at the feet.
    add(moves, b.item.name, { angle: -outward(holder) * Math.PI * fall });
  }
  return {
    layers: moves,
    ground: "body",
    root: { angle: side * deg(90) * fall, pivot: b.feet },
    recenter: fall,
  };
}

/**
 * A legged figure's death in profile. Hit, it drops onto one knee (the far knee on the ground,
 * its shin flat behind; the near thigh level ahead, its shin upright: whole legs folded square
 * at hip and knee, neither crossing the other), sags over it a beat, then topples back and lies
 * on its back, the far leg out straight and the near knee up. Every fold is a quarter or an
 * eighth of a turn, so the legs keep their drawn blocks instead of being resampled into loose
 * ones. What the hand held stays in sight: a sword or other short item lies along the body
 * toward the feet, tipped up over the raised knee (along the legs, grey on grey, it was lost);
 * a bow is held out ahead of the kneeling legs and lies arched over the body.
 */
function profileDeath(b: Biped, p: number, hit: number): RigPose {
  const moves: Moves = {};
  const kneel = ease((p - 0.12) / 0.3);
  const topple = ease((p - 0.56) / 0.34);
  // The legs fold while kneeling and straighten again as the body goes over.
  const fold = kneel * (1 - topple);
  const slump = deg(18) * kneel * (1 - topple);
  add(moves, "torso", { angle: -deg(14) * hit + slump });
  add(moves, "head", { angle: -deg(12) * hit + slump * 0.6 });
  // Near leg: thigh level ahead, shin upright. Far leg: thigh upright, shin flat behind.
  // Lying, the near knee stays up (a body on its back, not the standing figure turned over).
  legPose(b, moves, 1, -deg(90) * fold - deg(45) * topple, deg(90) * fold + deg(90) * topple, 0);
  legPose(b, moves, 0, 0, deg(90) * fold, 0);
  const bow = b.item?.kind === "bow";
  // Kneeling, a bow arm reaches forward so the bow stands ahead of the near knee, not across it.
  const reach = bow ? -deg(95) * fold : 0;
  const armEnd = -deg(20);
  const flung = (arm: string) =>
    arm === "arm.far" && arm !== b.weaponArm && !shielded(b, arm) ? deg(150) : armEnd;
  for (const arm of b.arms) {
    const turn = -deg(30) * hit + flung(arm) * topple + (arm === b.weaponArm ? reach : 0);
    swing(moves, arm, turn);
  }
  if (bow && b.item) {
    add(moves, b.item.name, {
      angle: -reach + layFlat(b.itemRest - deg(90) + armEnd) * topple,
    });
  } else if (b.item) {
    // Tipped up from the body's line, so the blade rests on the raised knee, clear of the legs.
    add(moves, b.item.name, {
      angle: (towardFeet(b.itemRest + armEnd, true) - deg(22)) * topple,
    });
  }
  return {
    layers: moves,
    ground: "body",
    root: { angle: -deg(90) * topple, pivot: b.feet },
    recenter: topple,
  };
}
