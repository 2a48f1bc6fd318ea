/**
 * The biped's Death: in profile a legged figure kneels and lies on its back, a robed one
 * slumps and topples; from the front the figure kneels, sags and goes over sideways.
 */
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
  splay,
  swing,
  towardFeet,
} from "./biped-moves";
import type { RigPose } from "./compose";

export function death(b: Biped, p: number, side: 1 | -1): RigPose {
  const moves: Moves = {};
  const hit = bump(p, 0.1, 0.2);
  const buckle = ease((p - 0.12) / 0.33) * (1 - ease((p - 0.62) / 0.38) * 0.65);
  // The topple starts once the knees have given and is quick: begun earlier and slower, the
  // root's turn back undid the slump forward and the figure sat up tall for a frame.
  const fall = ease((p - 0.5) / 0.4);
  if (b.profile && !b.robed) return profileDeath(b, p, hit);
  if (b.profile) {
    // Hit, the knees give, the body slumps forward and holds there a beat, then topples back
    // and lies on the ground: begun while the slump was still easing, the fall's turn first
    // stood the body up again (the head popping upright between the slump and the fall).
    const topple = ease((p - 0.56) / 0.34);
    // Lying, body and head are a whole quarter turn: a part left a few degrees off it is
    // resampled into a blur (a hat brim smeared across the face).
    add(moves, "torso", { angle: -deg(14) * hit + deg(22) * buckle * (1 - topple) });
    add(moves, "head", { angle: -deg(12) * hit + deg(16) * buckle * (1 - topple) });
    for (const index of [0, 1] as const) {
      legPose(b, moves, index, -deg(index ? 55 : 35) * buckle, deg(index ? 95 : 75) * buckle, 0);
    }
    // The arms come to rest along the body; the held item drops flat along the ground.
    const armEnd = -deg(20);
    // The empty far hand is flung back past the head onto the ground (behind the head, which
    // is drawn over it): the body lies sprawled, not as the standing figure turned over.
    const flung = (arm: string) =>
      arm === "arm.far" && arm !== b.weaponArm && !shielded(b, arm) ? deg(150) : armEnd;
    for (const arm of b.arms) swing(moves, arm, -deg(30) * hit + flung(arm) * topple);
    // What the hand held turns forward as the body goes over and lies along it toward the
    // feet, clear of the face (turned down sooner, it would stand on the ground and prop the
    // kneeling body up).
    // A long shaft laid that way would reach far past the feet (out of a tight frame): it
    // lies flat the nearer way instead, dropped behind the body onto the ground along its
    // back, so it does not cross the face either.
    // A bow lies the nearer way too, arched over the body (pointed at the feet it would lie
    // as a bare string across the legs).
    if (b.item?.kind === "bow") {
      add(moves, b.item.name, { angle: layFlat(b.itemRest - deg(90) + armEnd) * topple });
    } else if (b.item && longShaft(b)) {
      add(moves, b.item.name, {
        angle: layFlat(b.itemRest - deg(90) + armEnd) * topple,
        dx: -Math.round(b.height * 0.2 * topple),
      });
    } else if (b.item) {
      add(moves, b.item.name, { angle: towardFeet(b.itemRest + armEnd, true) * topple });
    }
    return {
      layers: moves,
      ground: "body",
      root: { angle: -deg(90) * topple, pivot: b.feet },
      recenter: topple,
    };
  }
  // From the front the knees give and the body sinks onto them (a kneel: the thighs pass
  // behind the tunic), then the upper body sags to the side it falls to before the whole
  // figure goes over, so the fall reads as a body folding, not a post tipping.
  const kneel = ease((p - 0.1) / 0.35);
  const sag = ease((p - 0.3) / 0.3) * (1 - fall);
  add(moves, "head", {
    angle: side * deg(12) * hit - side * deg(18) * fall + side * deg(10) * sag,
  });
  splay(b, moves, buckle * 1.2);
  for (const index of [0, 1] as const) legPose(b, moves, index, 0, 0, b.legLength * 0.25 * buckle);
  const sink = Math.round(buckle * b.unit * 2 + b.legLength * 0.4 * kneel * (1 - fall));
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
  // Falling toward `side`, the arm on that side would end under the body: an empty one goes
  // out over the head along the ground; one holding something (a shield, a sword) lies along
  // the body like the other, so what it holds is not stood up over the head.
  const under = side > 0 ? "arm.right" : "arm.left";
  const overHead = (arm: string) =>
    arm === under && arm !== b.item?.parent && !shielded(b, arm) ? deg(160) : -deg(10);
  // Kneeling, the arms open out and what a hand holds tips away, so a long bow or staff held
  // at the side does not stand on the ground and prop the body up.
  const open = deg(30) * kneel * (1 - fall);
  for (const arm of b.arms) {
    swing(moves, arm, outward(arm) * (deg(25) * hit + open + overHead(arm) * fall));
  }
  if (b.item?.parent) {
    // Lying, what the hand held points along the body toward the feet (screen down before
    // the fall's turn), never back across the face. It drops as the body sags, before the
    // fall, so it does not stand up on end while the body goes over.
    const drop = ease((p - 0.3) / 0.3);
    const armEnd = outward(b.item.parent) * overHead(b.item.parent);
    add(moves, b.item.name, {
      angle: outward(b.item.parent) * open + towardFeet(b.itemRest + armEnd) * drop,
    });
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
