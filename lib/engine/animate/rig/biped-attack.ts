/**
 * The biped's strike (Attack) and flinch (Hurt): keyed screen angles of the weapon arm and of
 * what it holds through wind-up, strike and follow-through, per kind of item and view.
 */
import { bowString, nocked } from "./arrow";
import type { Biped } from "./biped-figure";
import {
  type Moves,
  add,
  deg,
  keyed,
  legPose,
  outward,
  shielded,
  splay,
  swing,
} from "./biped-moves";
import type { RigPose } from "./rig-pose";

/** Key times of a strike: rest, wind-up, strike, follow-through, rest. */
const STRIKE = [0, 0.32, 0.5, 0.7, 1] as const;

export function attack(b: Biped, p: number): RigPose {
  const moves: Moves = {};
  // The weapon's own keys may be timed apart from the body's (a wind-up snapped back at once).
  let weaponTimes: readonly number[] = STRIKE;
  const k = (values: readonly number[], times: readonly number[] = STRIKE) =>
    keyed(
      times.map((t, i) => [t, deg(values[i]!)] as const),
      p,
    );
  const arm = b.weaponArm ?? (b.profile ? "arm.near" : "arm.left");
  const kind = b.item?.kind;
  const long = kind === "staff" || kind === "spear" || kind === "banner";
  const bow = kind === "bow";
  // Screen angles of the arm (shoulder to hand) and of the item (grip to far end) per key,
  // written for an arm hanging down (90°) and a weapon held up; turns are taken from the
  // first key, so the figure starts and ends exactly as drawn.
  let armKeys: number[];
  let itemKeys: number[];
  if (b.profile) {
    if (bow) {
      // Raised level and aimed, the string drawn back by the other hand, loosed.
      armKeys = [90, -25, 0, 2, 90];
      itemKeys = [-90, -96, -90, -88, -90];
    } else if (kind === "spear") {
      // A thrust: pulled back, driven forward level, drawn back.
      armKeys = [90, 150, 370, 380, 450];
      itemKeys = [-85, -40, 5, 10, -85];
    } else if (long) {
      // A staff or banner lifted upright before the body, ahead of the face, then tipped and
      // thrust forward toward the foe, a cast. (Swung back first, it passed behind the body
      // and showed only as a stub at the hip; raised overhead, it crossed the hat and face.)
      // Keyed from where the arm rests (a staff held out ahead of the face rests turned
      // forward), so the lift and thrust reach the same angles on screen whatever the rest.
      const rest = Math.round(((b.armRest.get(arm) ?? Math.PI / 2) * 180) / Math.PI);
      armKeys = [rest, 25, 0, 10, rest];
      itemKeys = [-85, -95, -40, -30, -85];
    } else {
      // A chop: the arm drawn back level behind the shoulder (seen against the cape, under the
      // chin), the blade up behind the head (the face is kept in front of it), brought up over
      // and down through a level strike ahead of the body. (Drawn back low behind the hip,
      // the grey arm was lost against the grey armour for three frames and the hilt turned
      // over itself; raised straight up, the arm hid behind the head.)
      // Snapped back at once and held there a beat: half way back, the blade pointed up across
      // the armour, grey on grey.
      weaponTimes = [0, 0.14, 0.32, 0.5, 0.7, 1];
      armKeys = [90, 175, 190, 390, 415, 450];
      itemKeys = [-51, -105, -120, 5, 30, -51];
    }
  } else if (bow) {
    // Held out to the side, upright, while the other hand draws; lowered the way it rose. (Turned
    // to lie across the belly and shot down the picture, it read as a bar at the belt.)
    armKeys = [90, 165, 180, 178, 90];
    itemKeys = [-90, -90, -90, -90, -90];
  } else if (long) {
    // Raised high beside the head, then thrust out level to its side, pointed at the foe, held
    // there a beat and brought back: a cast, not a lift and a lowering.
    armKeys = [90, 215, 160, 165, 90];
    itemKeys = [-106, -100, -190, -185, -106];
  } else {
    // Raised overhead on its own side and slashed down and out on that side, clear of the
    // body: across the front the blade would be lost against armour or pass behind a shield
    // on the other arm.
    armKeys = [90, 230, 130, 120, 90];
    itemKeys = [-106, -115, -215, -225, -106];
  }
  if (!b.profile && !arm.endsWith("left")) {
    // The same strike from the other hand is its mirror.
    armKeys = armKeys.map((a) => 180 - a);
    itemKeys = itemKeys.map((a) => 180 - a);
  }
  let torso = 0;
  if (b.profile) {
    torso = k([0, -8, 12, 10, 0]);
    const lunge = k([0, -0.3, 1, 0.7, 0]) / deg(1);
    add(moves, "torso", { angle: torso });
    add(moves, "head", { angle: -torso * 0.5 });
    legPose(b, moves, 1, -deg(24) * lunge, deg(10) * lunge, 0);
    legPose(b, moves, 0, deg(14) * lunge, deg(6) * lunge, 0);
    if (b.freeArm !== arm) {
      // The bow's other hand draws the string back to the cheek; otherwise it swings to balance.
      swing(moves, b.freeArm, bow ? k([0, -120, -125, -60, 0]) : k([0, -25, 30, 20, 0]));
    }
  } else {
    add(moves, "torso", { dy: Math.round(k([0, 0, 1, 1, 0]) / deg(1)) * b.unit });
    const other = b.arms.find((a) => a !== arm) ?? null;
    // With a bow the other hand comes across the chest to draw the string; else it balances.
    if (other) {
      const turn = -outward(other) * (bow ? k([0, 85, 100, 95, 0]) : k([0, -10, 6, 4, 0]));
      swing(moves, other, turn);
      // A shield on the balancing arm stays upright: turned a few degrees, its emblem is
      // resampled into a squiggle.
      steadyShield(b, moves, other, turn);
    }
    splay(b, moves, k([0, 0.3, 0.6, 0.4, 0]) / deg(1));
  }
  // Keys past a whole turn (a swing over the top) are taken the short way round from rest, so a
  // pose made smaller to fit its frame turns the arm part of the way toward where it strikes,
  // not most of a circle back over the head.
  const armLocal = shortWay(k(armKeys, weaponTimes) - deg(armKeys[0]!) - torso);
  swing(moves, arm, armLocal);
  if (b.item) {
    // The item's own turn at the grip: where the key points it, less what the arm already did.
    const itemAngle = k(itemKeys, weaponTimes) - deg(itemKeys[0]!);
    add(moves, b.item.name, { angle: shortWay(itemAngle - armLocal - torso) });
  }
  if (b.profile) add(moves, "cape", { angle: k([0, 6, 14, 10, 0]) });
  // Drawn back, the bow's straight string is not drawn: the drawn string replaces it.
  const string = bow && b.item && nocked(p) ? bowString(b.item) : null;
  if (string !== null) return { layers: moves, ground: "feet", hidden: new Set([string]) };
  return { layers: moves, ground: "feet" };
}

/** A shield hanging on `arm` keeps its drawn direction while the arm turns `turn`. */
function steadyShield(b: Biped, moves: Moves, arm: string, turn: number): void {
  for (const name of b.shieldLayers.get(arm) ?? []) add(moves, name, { angle: -turn });
}

/** The same turn within half a turn either way. */
const shortWay = (angle: number) => Math.atan2(Math.sin(angle), Math.cos(angle));

export function hurt(b: Biped, p: number, side: 1 | -1): RigPose {
  const moves: Moves = {};
  // The blow lands on the first frame: thrown back at once, then a slower recovery.
  const hit = p < 0.12 ? 0.6 + p / 0.3 : Math.max(0, 1 - (p - 0.12) / 0.7);
  if (b.profile) {
    add(moves, "torso", { angle: -deg(16) * hit });
    add(moves, "head", { angle: -deg(14) * hit });
    // The arms fly up; a shield, already carried forward on its arm, stays where it guards,
    // its arm keeping its direction on screen as the body rocks back (flung up with the other
    // arm, or tipped back with the torso, it came up over the face).
    for (const arm of b.arms) swing(moves, arm, shielded(b, arm) ? deg(16) * hit : -deg(35) * hit);
    legPose(b, moves, 1, -deg(12) * hit, deg(14) * hit, 0);
    return {
      layers: moves,
      ground: "feet",
      root: { angle: 0, pivot: b.feet, dx: -Math.round(2 * b.unit * hit) },
    };
  }
  // Seen from the front the head is knocked aside, not tilted: a head turned a few degrees is
  // resampled, a helmet's brim broken into stairs and the eyes smeared.
  add(moves, "head", { dx: side * Math.round(b.unit * 2 * hit) });
  add(moves, "torso", { dy: Math.round(hit * b.unit) });
  for (const arm of b.arms) {
    const turn = outward(arm) * deg(30) * hit;
    swing(moves, arm, turn);
    steadyShield(b, moves, arm, turn);
  }
  return {
    layers: moves,
    ground: "feet",
    root: { angle: 0, pivot: b.feet, dx: -side * Math.round(2 * b.unit * hit) },
  };
}
