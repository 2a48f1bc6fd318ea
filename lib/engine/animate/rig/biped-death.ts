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
  outward,
  shielded,
  swing,
} from "./biped-moves";
import { carriedForward } from "./carry";
import type { RigPose } from "./rig-pose";

export function death(b: Biped, p: number, side: 1 | -1): RigPose {
  const hit = bump(p, 0.1, 0.2);
  const buckle = ease((p - 0.12) / 0.33) * (1 - ease((p - 0.62) / 0.38) * 0.65);
  if (b.profile && !b.robed) return profileDeath(b, p, hit);
  if (b.profile) return robedProfileDeath(b, p, hit);
  return frontDeath(b, p, side, hit, buckle);
}

/** In profile, how far the hit has rocked the body back at `p` (and keeps it back). */
const rockedBack = (p: number) => ease(p / 0.12);
/** In profile, how far the knees have given (0 standing, 1 sunk) at `p`. */
const sunk = (p: number) => ease((p - 0.1) / 0.35);
/** In profile, how far the body has gone over onto its back at `p`. */
const fallen = (p: number) => ease((p - 0.45) / 0.4);
/**
 * In profile, how far the hand has let go at `p`: as the body starts back, so what it held
 * falls ahead of it and lies by the feet before the body is down (held on, it swept over the
 * face as the body went over).
 */
const releasedAt = (p: number) => ease((p - 0.45) / 0.3);

/**
 * A robed figure's death in profile, one way all the way down: the hit rocks it back, the
 * knees give inside the robe (the robe crumples about the hips, its hem kept on the ground, so
 * the body sinks rather than tipping whole like a plank), it sways back and goes over onto its
 * back. What the hand held falls ahead of it and lies by the feet.
 */
function robedProfileDeath(b: Biped, p: number, hit: number): RigPose {
  const moves: Moves = {};
  const sink = sunk(p);
  const fall = fallen(p);
  const squash = Math.min(0.3, 0.3 * sink) * (1 - 0.5 * fall);
  moves.torso = { scaleY: 1 - squash };
  const rocked = rockedBack(p);
  add(moves, "torso", {
    dy: Math.round(b.robe.below * squash),
    angle: -(deg(12) * rocked + deg(6) * sink) * (1 - fall),
  });
  for (const [name, parent] of b.parents) {
    if (parent === "torso") add(moves, name, { dy: Math.round(b.robe.above * squash) });
  }
  // Lying, body and head are a whole quarter turn: a part left a few degrees off it is
  // resampled into a blur (a hat brim smeared across the face).
  add(moves, "head", { angle: -deg(10) * rocked * (1 - fall) });
  // Lying on its back, the feet below the hem point up: drawn at their standing length they
  // stood up past the robe like posts. Seen end on they are short, so they shorten to the
  // toes as the body goes over.
  for (const leg of b.legs) {
    for (const name of [`${leg}.upper`, `${leg}.lower`]) {
      moves[name] = { ...moves[name], scaleX: 1 - 0.6 * fall };
    }
  }
  fallingArms(b, moves, hit, sink, fall);
  // What it held lies past the feet: the whole (body and staff) is what is slid back over
  // where it stood, so the head, swung out behind as the body went over, stays there.
  holdThenLetGo(b, moves, releasedAt(p), -deg(90) * fall, true);
  return {
    layers: moves,
    ground: "body",
    root: { angle: -deg(90) * fall, pivot: b.feet },
    recenter: fall,
  };
}

/**
 * Falling back, the arms fly up a little with the hit, the free one then reaches back for the
 * ground as the body sits, and both lie along the body once it is down.
 */
function fallingArms(b: Biped, moves: Moves, hit: number, sink: number, fall: number): void {
  for (const arm of b.arms) {
    if (shielded(b, arm)) {
      // A shield carried ahead of the chest comes down along the body as it goes over, so it
      // lies at the side of the fallen body (held out, it stood upright on the chest).
      const carried = deg(90) - (b.armRest.get(arm) ?? deg(90));
      swing(moves, arm, carried * fall);
      continue;
    }
    const free = arm !== b.weaponArm;
    const reach = free ? deg(35) * sink * (1 - fall) : 0;
    swing(moves, arm, -deg(30) * hit * (1 - fall) + reach);
  }
}
/**
 * From the front the knees give (the thighs come toward the viewer, foreshortened, so the
 * body sinks while the legs still show whole below the tunic), the upper body sags to the
 * side it falls to, and the whole figure goes over onto that side, its legs straight again.
 * What the hand held tips away from the body as the grip loosens (never in over the face), is
 * let go as the body goes over and lies flat on the ground in front of it, whole.
 */
function frontDeath(b: Biped, p: number, side: 1 | -1, hit: number, buckle: number): RigPose {
  const moves: Moves = {};
  const kneel = ease((p - 0.1) / 0.35);
  const fall = ease((p - 0.5) / 0.4);
  const sag = ease((p - 0.3) / 0.3) * (1 - fall);
  // Lying, the knees stay a little drawn up (toward the viewer): a body, not a post turned over.
  const bent = kneel * (1 - 0.4 * fall);
  // The head nods with the hit and the sag, and lies square with the body (turned a few
  // degrees off it, a face is resampled into a blur).
  add(moves, "head", { angle: side * deg(12) * hit + side * deg(10) * sag });
  if (b.robed && b.robe.below > 0) {
    // A robe reaching the ground would stand on it: the body sinks inside it instead, the
    // robe crumpling (squashed about the hips, its hem kept on the ground) and what hangs
    // from the shoulders coming down with its top.
    const sink = Math.round(buckle * b.unit * 2 + b.legLength * 0.4 * bent);
    const squash = Math.min(0.4, sink / (b.robe.above + b.robe.below));
    moves.torso = { ...moves.torso, scaleY: 1 - squash };
    add(moves, "torso", { dy: Math.round(b.robe.below * squash), angle: side * deg(20) * sag });
    for (const [name, parent] of b.parents) {
      if (parent === "torso") add(moves, name, { dy: Math.round(b.robe.above * squash) });
    }
  } else {
    // The thighs foreshortened to well under half (each keeps some of its rows from the hip
    // down) and the shins a little, the boots still on the ground below the tunic.
    const short = 0.6 * bent;
    const shin = b.legLength - b.thigh;
    for (const leg of b.legs) {
      const upper = `${leg}.upper`;
      const lower = `${leg}.lower`;
      moves[upper] = { ...moves[upper], scaleY: 1 - short };
      moves[lower] = { ...moves[lower], scaleY: 1 - 0.2 * bent };
      add(moves, lower, { dy: -Math.round(b.thigh * short) });
    }
    add(moves, "torso", { angle: side * deg(20) * sag });
    // A cape hanging to the heels would stand on the ground and hold the body up: it is
    // shortened as much as the legs are.
    const loss = b.thigh * short + shin * 0.2 * bent;
    if (b.cape > 0 && loss > 0) {
      moves.cape = { ...moves.cape, scaleY: Math.max(0.3, 1 - loss / b.cape) };
    }
  }
  // Falling toward `side`, the empty arm on that side would end under the body: it goes out
  // over the head along the ground. The others come to lie along the body as drawn.
  const under = side > 0 ? "arm.right" : "arm.left";
  const overHead = (arm: string) =>
    arm === under && arm !== b.item?.parent && !shielded(b, arm) ? deg(160) : 0;
  const open = deg(20) * kneel * (1 - fall);
  for (const arm of b.arms) {
    const turn = outward(arm) * (deg(25) * hit + open + overHead(arm) * fall);
    swing(moves, arm, turn);
    // A shield keeps its drawn direction on the flung arm (it does not flap out like a door),
    // and while the upper body sags (turned a few degrees its emblem became a squiggle).
    const sagged = moves.torso?.angle ?? 0;
    for (const name of b.shieldLayers.get(arm) ?? []) add(moves, name, { angle: -turn - sagged });
  }
  const root = side * deg(90) * fall;
  if (b.item?.parent) {
    // Held, the item keeps its drawn direction on screen while the body sags and goes over,
    // its far end tipping out away from the body (turned with the body, a staff's top swept
    // in over the face).
    const above = turnsAbove(b, moves, b.item.parent) + root;
    const tip = -outward(b.item.parent) * deg(25) * ease((p - 0.2) / 0.3);
    letGo(b, moves, letGoAt(p), -above + tip, above, side > 0 ? -1 : 1);
  }
  return {
    layers: moves,
    ground: "body",
    root: { angle: root, pivot: b.feet },
    recenter: fall,
  };
}

/**
 * In profile what the hand held stays in it, kept in its drawn direction on screen (carried
 * forward clear of what is drawn over it, a beard over a staff), until the body starts over
 * (`release`); then it is let go and lies on the ground past the feet. `root` is the turn of the
 * whole figure.
 */
function holdThenLetGo(
  b: Biped,
  moves: Moves,
  release: number,
  root: number,
  pastFeet = false,
): void {
  if (!b.item || !b.weaponArm) return;
  const carried = carriedForward(b) > 0 && b.item.kind !== "bow";
  const forward = carried ? (carriedForward(b) + deg(20)) * (1 - release) : 0;
  if (forward) add(moves, b.weaponArm, { angle: -forward });
  const above = turnsAbove(b, moves, b.weaponArm) + root;
  // A legged body lies at full length: what it held lies along it, not past its feet (laid
  // end to end with the body, the two filled the frame from edge to edge).
  letGo(b, moves, release, -above, above, 1, pastFeet);
}

/**
 * How far what the hand held is let go at `p`: once the body is nearly down. Let go sooner, it
 * is drawn over the falling body, half turned (a staff over the face, a bowstring across it).
 */
const letGoAt = (p: number) => ease((p - 0.72) / 0.14);

/** The sum of the turns of a layer and of every layer it hangs from (an arm, its torso). */
function turnsAbove(b: Biped, moves: Moves, name: string): number {
  let turned = 0;
  for (let at: string | null = name; at; at = b.parents.get(at) ?? null) {
    turned += moves[at]?.angle ?? 0;
  }
  return turned;
}

/**
 * The held item let go (`release` 0 to 1): from its own `held` turn it comes to lie flat and
 * drops to the ground, drawn whole over the body. `above` is the turn the layers it hangs from
 * (and the whole figure) give it; `feet` the side of the screen the lying body's feet are on;
 * `pastFeet` whether it lies past them or along the body. Lying, it is
 * turned by a whole quarter turn on screen when that leaves it within a few degrees of flat,
 * so its pixels are moved, not resampled.
 */
function letGo(
  b: Biped,
  moves: Moves,
  release: number,
  held: number,
  above: number,
  feet: 1 | -1,
  pastFeet = true,
): void {
  if (!b.item) return;
  const heldTurn = above + held;
  let flat = heldTurn + layFlat(b.itemRest + heldTurn);
  // A bow lies on its string with its arc over the body: the other way up, its string would
  // be a pale line drawn across the body. Anything else lies with its far end toward the
  // feet: a staff's head or a blade's point left by the head reads as worn on it.
  if (b.item.kind === "bow") {
    if (Math.sin(bulkAngle(b.item) + flat) > 0) flat += Math.PI;
  } else if (Math.cos(b.itemRest + flat) * feet < 0) flat += Math.PI;
  const quarter = Math.round(flat / (Math.PI / 2)) * (Math.PI / 2);
  const lying = (Math.abs(flat - quarter) < deg(20) ? quarter : flat) - above;
  const angle = held + (lying - held) * release;
  const drop = release > 0 ? { drop: release, ...(pastFeet ? { dropToward: feet } : {}) } : {};
  moves[b.item.name] = { ...moves[b.item.name], ...drop };
  add(moves, b.item.name, { angle });
}

/** Screen angle from a layer's joint to the middle of its pixels (a bow's: toward its string). */
function bulkAngle(layer: SpriteLayer): number {
  let sx = 0;
  let sy = 0;
  for (let i = 0; i < layer.ink.length; i++) {
    if (layer.ink[i]! < 0) continue;
    sx += layer.x + (i % layer.width) + 0.5 - layer.joint.x;
    sy += layer.y + Math.floor(i / layer.width) + 0.5 - layer.joint.y;
  }
  return Math.atan2(sy, sx);
}

/**
 * A legged figure's death in profile, one way all the way down: the hit rocks it back, the
 * knees give and it sits down hard (the far leg out along the ground, the near knee up), sways
 * back and lies on its back, the legs whole and folded only at hip and knee. Every fold it ends
 * in is a quarter turn or close to the drawn one, so the legs keep their drawn blocks. What the
 * hand held falls ahead as the body goes back and lies whole on the ground past the feet,
 * never raised over the body or across the face.
 */
function profileDeath(b: Biped, p: number, hit: number, full = true): RigPose {
  const moves: Moves = {};
  const sink = sunk(p);
  const fall = fallen(p);
  // Rocked back by the hit and kept back: easing forward again before the fall would be a
  // second change of direction.
  const rocked = rockedBack(p);
  add(moves, "torso", { angle: -(deg(14) * rocked + deg(8) * sink) * (1 - fall) - deg(90) * fall });
  add(moves, "head", { angle: -deg(12) * rocked * (1 - fall) });
  // Sitting, the near knee is up and the far leg out straight ahead; lying, both legs are
  // out along the ground past the hips, the near knee a little bent: a clean horizontal body
  // (with both knees drawn up, the thighs and shins stood up above the torso in a zigzag of
  // blocks). The legs come to that pose as the back goes down, so they are still once it
  // lies (drawn up with the body's own fall, they folded a frame after it had landed).
  // In a frame too tight for the full length, both knees are drawn up instead (the near one
  // higher, so both legs show) and what was held lies past the feet: a body made smaller
  // until it fit was a diagonal slab.
  const legs = ease((p - 0.45) / 0.25);
  if (full) {
    legPose(b, moves, 1, -deg(60) * sink - deg(25) * legs, deg(75) * sink - deg(60) * legs, 0);
    legPose(b, moves, 0, -deg(90) * sink + deg(8) * legs, 0, 0);
  } else {
    legPose(b, moves, 1, -deg(60) * sink - deg(75) * legs, deg(75) * sink + deg(15) * legs, 0);
    legPose(b, moves, 0, -deg(90) * sink - deg(30) * legs, deg(75) * legs, 0);
  }
  // A cape hanging to the heels would stand on the ground and hold the sitting body up: it
  // is shortened by what the hips come down.
  if (b.cape > 0) {
    moves.cape = { ...moves.cape, scaleY: Math.max(0.35, 1 - (b.legLength * 0.8 * sink) / b.cape) };
  }
  const release = releasedAt(p);
  fallingArms(b, moves, hit, sink, fall);
  // Sitting, a bow is held out ahead of the raised knee, not across the legs.
  if (b.item?.kind === "bow") swing(moves, b.weaponArm, -deg(70) * sink * (1 - release));
  holdThenLetGo(b, moves, release, 0, !full);
  // Lying, the body is slid back over where it stood, so it fits a tight frame.
  const pose: RigPose = { layers: moves, ground: "body", recenter: fall };
  return full ? { ...pose, shorter: profileDeath(b, p, hit, false) } : pose;
}
