/**
 * The biped rig's presets: each gives the pose of frame t of n, as turns of the layers about
 * their joints (hips, knees, shoulders, neck, grip) and moves of the whole figure. Angles are
 * clockwise on screen; the drawn canvas always faces east in profile (west is its mirror), so
 * in profile a forward swing of a leg or arm is a negative angle.
 *
 * Profile and front views share the timing; what differs is how a motion shows: in profile the
 * legs scissor and the arms swing about the shoulders; from the front a stepping leg lifts
 * (its shin rises over the thigh) and the arms swing out and in.
 */
import type { SpriteLayer } from "../../draw";
import type { Biped } from "./biped-figure";
import { bowString, nocked } from "./arrow";
import { carriedForward, carryClearance, carryItem } from "./carry";
import type { LayerMove, Prepared, RigPose } from "./compose";

export type { Biped } from "./biped-figure";

type Preset = "Idle" | "Walk" | "Run" | "Jump" | "Attack" | "Hurt" | "Death";

const deg = (d: number) => (d * Math.PI) / 180;
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
const ease = (x: number) => {
  const c = clamp01(x);
  return c * c * (3 - 2 * c);
};
/** A tent of height 1 at `center`, zero beyond `width` either side. */
const bump = (p: number, center: number, width: number) =>
  Math.max(0, 1 - Math.abs(p - center) / width);

function farthest(layer: SpriteLayer): number {
  let best = 0;
  let angle = Math.PI / 2;
  for (let i = 0; i < layer.ink.length; i++) {
    if (layer.ink[i]! < 0) continue;
    const x = layer.x + (i % layer.width) + 0.5 - layer.joint.x;
    const y = layer.y + Math.floor(i / layer.width) + 0.5 - layer.joint.y;
    const r = Math.hypot(x, y);
    if (r > best) {
      best = r;
      angle = Math.atan2(y, x);
    }
  }
  return angle;
}

export function readBiped(prep: Prepared): Biped | null {
  const { doc, byName } = prep;
  const profile = byName.has("leg.near.upper");
  const legs: [string, string] = profile ? ["leg.far", "leg.near"] : ["leg.left", "leg.right"];
  if (!byName.has(`${legs[0]}.upper`) || !byName.has(`${legs[1]}.lower`)) return null;
  const arms = doc.layers.filter((l) => l.role === "arm").map((l) => l.name);
  const item = doc.layers.find((l) => l.role === "item" && l.width > 0) ?? null;
  const weaponArm = item?.parent ?? null;
  const armRest = new Map<string, number>();
  for (const name of arms) {
    const arm = byName.get(name)!;
    armRest.set(name, arm.width > 0 ? farthest(arm) : Math.PI / 2);
  }
  let top = doc.height;
  let bottom = -1;
  for (const l of doc.layers) {
    if (l.width === 0) continue;
    top = Math.min(top, l.y);
    bottom = Math.max(bottom, l.y + l.height - 1);
  }
  const height = Math.max(1, bottom - top + 1);
  const hip = byName.get(`${legs[1]}.upper`)!.joint;
  const freeArm =
    arms.find((a) => a !== weaponArm && (profile ? a === "arm.far" : true)) ??
    arms.find((a) => a !== weaponArm) ??
    null;
  return {
    profile,
    legs,
    arms,
    weaponArm,
    item,
    freeArm,
    armRest,
    itemRest: item ? farthest(item) : -Math.PI / 2,
    carryForward:
      profile && item && weaponArm && byName.has(weaponArm)
        ? carryClearance(doc.layers, item, byName.get(weaponArm)!)
        : 0,
    height,
    legLength: Math.max(1, prep.groundY - hip.y),
    hipGap: profile ? hip.x - byName.get(`${legs[0]}.upper`)!.joint.x : 0,
    feet: { x: (byName.get(`${legs[0]}.lower`)!.joint.x + hip.x) / 2, y: prep.groundY + 1 },
    unit: Math.max(1, Math.round(height / 56)),
    robed: byName.get(`${legs[1]}.upper`)!.width === 0,
    cape: byName.get("cape")?.height ?? 0,
    robe: {
      above: byName.get("torso")!.joint.y - byName.get("torso")!.y,
      below: byName.get("torso")!.y + byName.get("torso")!.height - byName.get("torso")!.joint.y,
    },
    stepRoom: profile ? doc.height : stepRoom(doc.layers, legs),
    ...shieldsOf(doc.layers),
    parents: new Map(doc.layers.map((l) => [l.name, l.parent])),
  };
}

function stepRoom(layers: readonly SpriteLayer[], legs: readonly [string, string]): number {
  let room = Number.POSITIVE_INFINITY;
  for (const leg of legs) {
    const lower = layers.find((l) => l.name === `${leg}.lower`);
    if (!lower || lower.width === 0) continue;
    const index = layers.indexOf(lower);
    // What is drawn over the lower leg, other than the leg itself.
    const cover = new Set<number>();
    for (const l of layers.slice(index + 1)) {
      if (l.name.startsWith(leg)) continue;
      l.ink.forEach((ink, i) => {
        if (ink >= 0) cover.add((l.y + Math.floor(i / l.width)) * 4096 + l.x + (i % l.width));
      });
    }
    const own: [number, number][] = [];
    lower.ink.forEach((ink, i) => {
      if (ink >= 0) own.push([lower.x + (i % lower.width), lower.y + Math.floor(i / lower.width)]);
    });
    let rise = 0;
    while (rise < lower.height * 2) {
      const up = rise + 1;
      const hidden = own.filter(([x, y]) => cover.has((y - up) * 4096 + x)).length;
      if (hidden > own.length / 2) break;
      rise = up;
    }
    room = Math.min(room, rise);
  }
  return Number.isFinite(room) ? room : 0;
}

function shieldsOf(layers: readonly SpriteLayer[]) {
  const shieldLayers = new Map<string, string[]>();
  for (const l of layers) {
    if (l.role !== "shield" || l.width === 0 || !l.parent) continue;
    shieldLayers.set(l.parent, [...(shieldLayers.get(l.parent) ?? []), l.name]);
  }
  return { shields: [...shieldLayers.keys()], shieldLayers };
}

type Moves = Record<string, LayerMove>;

function add(moves: Moves, name: string | null, move: LayerMove): void {
  if (!name) return;
  const was = moves[name] ?? {};
  // What `add` does not sum (a squash, a hem) is kept as set.
  moves[name] = {
    ...was,
    angle: (was.angle ?? 0) + (move.angle ?? 0),
    dx: (was.dx ?? 0) + (move.dx ?? 0),
    dy: (was.dy ?? 0) + (move.dy ?? 0),
  };
}

/** Legs: thigh turn and knee bend in profile; in front, a lift of the shin and a splay. */
function legPose(
  b: Biped,
  moves: Moves,
  index: 0 | 1,
  thigh: number,
  knee: number,
  lift: number,
): void {
  const leg = b.legs[index];
  if (b.profile) {
    add(moves, `${leg}.upper`, { angle: thigh });
    add(moves, `${leg}.lower`, { angle: knee });
    return;
  }
  add(moves, `${leg}.lower`, { dy: -Math.round(lift) });
  add(moves, `${leg}.upper`, { dy: -Math.round(lift * 0.35) });
}

/** Front view: a knee pushed out to its side (a crouch), the shin back under the hip. */
function splay(b: Biped, moves: Moves, amount: number): void {
  b.legs.forEach((leg, index) => {
    const out = index === 0 ? 1 : -1;
    add(moves, `${leg}.upper`, { angle: out * deg(22) * amount });
    add(moves, `${leg}.lower`, { angle: -out * deg(40) * amount });
  });
}

/** An arm turned `angle` from rest, about its shoulder. */
function swing(moves: Moves, arm: string | null, angle: number): void {
  add(moves, arm, { angle });
}

/** The side an arm is on in a front view: +1 when turning it clockwise raises it outward. */
const outward = (arm: string) => (arm.endsWith("left") ? 1 : -1);

function idle(b: Biped, p: number): RigPose {
  const moves: Moves = {};
  const breath = (1 - Math.cos(2 * Math.PI * p)) / 2;
  add(moves, "torso", { dy: Math.round(breath * b.unit) });
  for (const arm of b.arms) {
    const dir = b.profile ? (arm === "arm.near" ? 1 : -1) : outward(arm);
    const turn = dir * deg(4) * Math.sin(2 * Math.PI * p);
    swing(moves, arm, turn);
    // What the hand holds keeps its drawn direction while the arm breathes: turned a few
    // degrees it is resampled anew each frame, and a thin bowstring or a shield's emblem
    // re-kinks from frame to frame (a shimmer in a still pose).
    steady(b, moves, arm, turn);
  }
  if (b.profile) add(moves, "cape", { angle: deg(3) * Math.sin(2 * Math.PI * p + 1) });
  return { layers: moves, ground: "feet" };
}

/** Walk and run: one stride cycle; `run` 0 walks, 1 runs. */
function gait(b: Biped, p: number, run: 0 | 1, first: 1 | -1): RigPose {
  const moves: Moves = {};
  const phi = 2 * Math.PI * p;
  // Under a robe the steps stay under the hem; walking in profile the boots show ahead of it
  // and behind it (a run's bent knee would kick a boot out clear of the hem).
  // A robed run in profile strides as far as the walk, with the knees bent less, so one boot
  // shows ahead of the hem and the other behind it in turn (not one boot poking out in front).
  const reach = b.robed ? (b.profile ? 0.7 : 0.45) : 1;
  // A run opens the legs wider than a walk.
  const A = deg(run ? 42 : 31) * reach;
  const bend = deg(run ? (b.robed ? 50 : 95) : 45) * reach;
  const armSwing = deg(run ? 50 : 38);
  // A run pitches the body forward from the hips, clearly more than a walk; a robe, turned
  // whole from the waist, would tip like a plank, so a robed runner leans half as far and the
  // cloth below the waist swings and flares instead (see `robeHem`).
  const lean = deg(run ? (b.robed ? 12 : 24) : 4);
  // A bow carried upright in a profile run is held out ahead by the lean too: the leaning head
  // would otherwise come over its string, a pale line up through the face.
  const bowRun = run === 1 && b.profile && b.item?.kind === "bow";
  for (const index of [0, 1] as const) {
    // The near (or right) leg leads; the seed may swap which steps first.
    const ph = phi + (index === 1 ? 0 : Math.PI) + (first < 0 ? Math.PI : 0);
    const s = Math.sin(ph);
    const c = Math.cos(ph);
    const recovering = Math.max(0, c);
    // The recovering thigh comes forward early, so the lifted foot passes under the hip
    // instead of trailing behind it.
    const thigh = -A * s - deg(run ? 10 : 14) * recovering;
    const knee = bend * recovering ** (run ? 0.8 : 1.3) + (run ? deg(12) * Math.max(0, -c) : 0);
    // From the front a step shows as the foot rising over the other, no higher than a tunic
    // lets it show. A run's knee comes up no higher than a walk's: raised further, the boot
    // goes behind a tabard or a shield and one leg is left standing alone (a hop, not a run);
    // the run shows in its deeper bob, its flight and its arms.
    const rise = run && b.profile ? 0.42 : 0.3;
    let lift = Math.min(b.stepRoom, b.legLength * rise * reach * recovering ** 1.2);
    // Under a robe seen from the front a lifted boot would only vanish into the hem: the
    // walking boot comes forward instead, toward the viewer, so it shows lower, past the hem.
    if (b.robed && !b.profile) lift = -Math.round((run ? 3 : 2) * b.unit * Math.max(0, -s));
    legPose(b, moves, index, thigh, knee, lift);
    // In profile both legs swing about one hip (the far one half the gap forward, the near
    // one half back), so the two halves of the cycle open the same stride.
    if (b.profile) {
      const toward = (index === 0 ? 1 : -1) * Math.round(b.hipGap / 2);
      add(moves, `${b.legs[index]}.upper`, { dx: toward });
    }
    // Each arm swings against the leg on its side.
    const arm = b.profile
      ? index === 1
        ? "arm.near"
        : "arm.far"
      : index === 1
        ? "arm.right"
        : "arm.left";
    if (!b.arms.includes(arm)) continue;
    const damp = arm === b.weaponArm || shielded(b, arm) ? 0.55 : 1;
    // An item carried forward (see carryItem: a bow ahead of the legs, a staff clear of a
    // beard) swings only forward of where it is carried, so at the back of the swing it is
    // still clear; a staff comes forward by the body's lean too (the head leans out over the
    // hand more than the shoulder does).
    const carried = arm === b.weaponArm && carriedForward(b) > 0;
    // A bow carried on a run is held low and steady ahead, swinging only a little (and pushed
    // forward, below): swung through a full arc, or raised, its string came up through the
    // leaning face.
    const reachOut = bowRun && arm === b.weaponArm ? -0.1 + (0.2 * (1 - s)) / 2 : (1 - s) / 2;
    const swung = carried
      ? -armSwing * damp * reachOut - (b.carryForward > 0 || bowRun ? lean : 0)
      : armSwing * s * damp;
    if (b.profile) swing(moves, arm, swung + (run ? deg(-12) : 0));
    else {
      // Seen from the front an arm swings the whole cycle against its leg: forward (toward
      // the viewer) it comes across toward the middle and its hand hangs lower, back it opens
      // out and rises, so the two hands trade heights as the feet trade places. An arm holding
      // something swings less, but visibly; what it holds keeps its direction (a shield does
      // not flap out like a door).
      const held = arm === b.weaponArm || shielded(b, arm) ? 0.75 : 1;
      const turn = outward(arm) * deg(run ? 34 : 22) * s * held;
      swing(moves, arm, turn);
      steady(b, moves, arm, turn);
      add(moves, arm, { dy: -Math.round(s * b.unit * (run ? 4 : 3)) });
    }
  }
  if (b.profile) add(moves, "torso", { angle: lean });
  else {
    // From the front the weight shifts over the standing foot (a robe sways wider, since
    // nothing else of the legs shows).
    const shift = Math.sin(phi + (first < 0 ? Math.PI : 0));
    add(moves, "torso", { dx: Math.round(shift * b.unit * (b.robed ? 2 : 1.2)) });
  }
  if (b.robed) {
    // A robe hides the legs: its hem swings with the steps and the body rolls over each foot.
    const roll = deg(run ? 5 : 4) * Math.sin(phi + (first < 0 ? Math.PI : 0));
    add(moves, "torso", { angle: b.profile ? roll * 0.6 : roll });
    add(moves, "head", { angle: -roll * 0.5 });
    if (b.profile) {
      const torso = lean + roll * 0.6;
      moves.torso = { ...moves.torso, hem: robeHem(b, phi + (first < 0 ? Math.PI : 0), run) };
      // The head stays upright over the leaning robe: a head turned a few degrees is resampled
      // into a blur (a hat brim in stairs, a face and beard mottled).
      if (run) add(moves, "head", { angle: -torso + roll * 0.5 });
    }
  }
  // The body is lowest as the feet take the weight, highest as the legs pass.
  const down = Math.abs(Math.cos(phi + (first < 0 ? Math.PI : 0)));
  // A run drops lower into each step than a walk (seen from the front, the bob is the motion).
  add(moves, "torso", { dy: Math.round((1 - down) * b.unit * (run && !b.profile ? 2 : 1)) });
  // (A robed runner's head was stood upright above.)
  // An archer's head stays upright over the run's lean (as drawn, never resampled), its face
  // back from the bow's string.
  add(moves, "head", {
    angle: bowRun ? -lean : b.profile && !(b.robed && run) ? -lean * 0.4 : 0,
  });
  if (b.profile) add(moves, "cape", { angle: deg(run ? 22 : 8) + deg(3) * Math.sin(2 * phi) });
  if (b.profile) add(moves, b.item?.name ?? null, { angle: -lean * 0.5 });
  if (bowRun) {
    // The bow arm reaches forward from the shoulder and the bow sits forward in the hand, so
    // its string runs ahead of the leaning face, not against it.
    add(moves, b.weaponArm, { dx: 2 * b.unit });
    add(moves, b.item?.name ?? null, { dy: 2 * b.unit });
  }
  // A run leaves the ground between steps: in profile both feet up while the legs are split;
  // from the front, where a split does not show, as the knee comes up (both legs straight
  // down in the air would read as a hop on the spot). Under a robe no knee shows: it leaves
  // the ground as the boots part, one forward of the hem.
  const split = b.profile || b.robed;
  const flight = run ? Math.max(0, (split ? -1 : 1) * Math.cos(2 * phi)) : 0;
  const lift = run
    ? Math.max(2, Math.round(b.height * (b.profile ? 0.07 : 0.1))) * flight ** 0.6
    : 0;
  return { layers: moves, ground: "feet", lift: Math.round(lift) };
}

/**
 * A robe's hem in a profile stride: it hangs from the waist however far the body leans (the
 * rows below the waist do not take the torso's turn), trails behind a runner, and flares toward
 * each boot as the legs part (ahead of the front boot, behind the back one), closing again as
 * they pass: cloth moved by the legs, not a plank.
 */
function robeHem(b: Biped, phase: number, run: 0 | 1): LayerMove["hem"] {
  const split = Math.abs(Math.sin(phase));
  const trail = run ? b.unit * 2 : 0;
  const flare = b.unit * (run ? 4 : 2) * split;
  return { sweep: -trail, front: Math.round(flare), back: Math.round(flare * 0.75) };
}

function jump(b: Biped, p: number): RigPose {
  const moves: Moves = {};
  const crouch = Math.max(bump(p, 0.1, 0.12), bump(p, 0.86, 0.12)) ** 0.8;
  const s = clamp01((p - 0.2) / 0.56);
  const air = p > 0.2 && p < 0.76 ? 4 * s * (1 - s) : 0;
  const tuck = p > 0.2 && p < 0.76 ? Math.sin(Math.PI * s) : 0;
  if (b.profile) {
    for (const index of [0, 1] as const) {
      const lead = index === 1 ? 1 : 0.7;
      legPose(
        b,
        moves,
        index,
        -deg(40) * crouch - deg(70) * tuck * lead,
        deg(80) * crouch + deg(140) * tuck,
        0,
      );
    }
    const lean = deg(18) * crouch + deg(6) * tuck;
    add(moves, "torso", { angle: lean });
    add(moves, "head", { angle: -deg(10) * crouch });
    for (const arm of b.arms) {
      const d = arm === b.weaponArm || shielded(b, arm) ? 0.3 : 1;
      // An item carried forward to stay clear of what covers it does not drop back in the
      // crouch, and comes forward as the body leans over it.
      const clear = arm === b.weaponArm && b.carryForward > 0;
      const back = clear ? -lean : deg(45) * crouch * d;
      const turn = back - deg(150) * ease(air * 1.6) * (1 - crouch) * d;
      swing(moves, arm, turn);
      steady(b, moves, arm, turn);
    }
  } else {
    splay(b, moves, crouch);
    for (const index of [0, 1] as const) legPose(b, moves, index, 0, 0, b.legLength * 0.55 * tuck);
    add(moves, "torso", { dy: Math.round(crouch * b.unit * 2) });
    for (const arm of b.arms) {
      // An arm with a weapon or a shield rises less: what it holds stays by the body.
      const d = shielded(b, arm) ? 0.12 : arm === b.weaponArm ? 0.3 : 1;
      const turn = outward(arm) * (deg(130) * ease(air * 1.6) - deg(20) * crouch) * d;
      swing(moves, arm, turn);
      steady(b, moves, arm, turn);
    }
  }
  // The cape streams up behind in the air (from the front it rides up behind the legs).
  if (b.profile) add(moves, "cape", { angle: deg(60) * air });
  else add(moves, "cape", { dy: -Math.round(b.legLength * 0.5 * tuck) });
  if (air === 0) return { layers: moves, ground: "feet" };
  // In the air the hips rise and the tucked feet come up under them: the feet are not put back
  // on the ground, so the tuck shows as height.
  // Rises as far as the frame allows, and at the top at least a fifth of the height clear of
  // the ground (a robe hides the tuck, so a robed figure needs the whole of it as height).
  return {
    layers: moves,
    ground: "none",
    lift: Math.round(b.height * 0.3 * air),
    clearance: Math.ceil((b.height / 5 + 1) * air),
  };
}

/** Whether a shield hangs on this arm (a layer of role "shield" whose parent it is). */
function shielded(b: Biped, arm: string): boolean {
  return b.shields.includes(arm);
}

/**
 * What an arm holds keeps its own direction while the arm swings (a staff stays upright, a
 * shield level, a sword raised), so a jump does not fling it out flat like a lance.
 */
function steady(b: Biped, moves: Moves, arm: string, turn: number): void {
  if (b.item && b.item.parent === arm) add(moves, b.item.name, { angle: -turn });
  for (const name of b.shieldLayers.get(arm) ?? []) add(moves, name, { angle: -turn });
}

/** Keyframed angles, eased between keys. */
function keyed(keys: readonly (readonly [number, number])[], p: number): number {
  for (let k = 1; k < keys.length; k++) {
    const [p1, v1] = keys[k]!;
    const [p0, v0] = keys[k - 1]!;
    if (p <= p1) return v0 + (v1 - v0) * ease((p - p0) / Math.max(1e-6, p1 - p0));
  }
  return keys[keys.length - 1]![1];
}

/** Key times of a strike: rest, wind-up, strike, follow-through, rest. */
const STRIKE = [0, 0.32, 0.5, 0.7, 1] as const;

function attack(b: Biped, p: number): RigPose {
  const moves: Moves = {};
  const k = (values: readonly number[]) =>
    keyed(
      STRIKE.map((t, i) => [t, deg(values[i]!)] as const),
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
      armKeys = [90, 25, 0, 10, 90];
      itemKeys = [-85, -95, -40, -30, -85];
    } else {
      // A rising slash: drawn back low behind the hip, swept forward and up through the level
      // strike, the blade always ahead of the body or below the shoulder. (An overhead swing
      // raised the blade up the back of the head and brought the arm across the face.)
      armKeys = [90, 150, 15, 30, 90];
      itemKeys = [-51, 160, 0, -35, -51];
    }
  } else if (bow) {
    // Held out to the side, upright, while the other hand draws; lowered the way it rose.
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
    if (other)
      swing(moves, other, -outward(other) * (bow ? k([0, 85, 100, 95, 0]) : k([0, -10, 6, 4, 0])));
    splay(b, moves, k([0, 0.3, 0.6, 0.4, 0]) / deg(1));
  }
  const armLocal = k(armKeys) - deg(armKeys[0]!) - torso;
  swing(moves, arm, armLocal);
  if (b.item) {
    // The item's own turn at the grip: where the key points it, less what the arm already did.
    add(moves, b.item.name, { angle: k(itemKeys) - deg(itemKeys[0]!) - armLocal - torso });
  }
  if (b.profile) add(moves, "cape", { angle: k([0, 6, 14, 10, 0]) });
  // Drawn back, the bow's straight string is not drawn: the drawn string replaces it.
  const string = bow && b.item && nocked(p) ? bowString(b.item) : null;
  if (string !== null) return { layers: moves, ground: "feet", hidden: new Set([string]) };
  return { layers: moves, ground: "feet" };
}

function hurt(b: Biped, p: number, side: 1 | -1): RigPose {
  const moves: Moves = {};
  // The blow lands on the first frame: thrown back at once, then a slower recovery.
  const hit = p < 0.12 ? 0.6 + p / 0.3 : Math.max(0, 1 - (p - 0.12) / 0.7);
  if (b.profile) {
    add(moves, "torso", { angle: -deg(16) * hit });
    add(moves, "head", { angle: -deg(14) * hit });
    for (const arm of b.arms) swing(moves, arm, -deg(35) * hit);
    legPose(b, moves, 1, -deg(12) * hit, deg(14) * hit, 0);
    return {
      layers: moves,
      ground: "feet",
      root: { angle: 0, pivot: b.feet, dx: -Math.round(2 * b.unit * hit) },
    };
  }
  add(moves, "head", { angle: side * deg(14) * hit });
  add(moves, "torso", { dy: Math.round(hit * b.unit) });
  for (const arm of b.arms) swing(moves, arm, outward(arm) * deg(30) * hit);
  return {
    layers: moves,
    ground: "feet",
    root: { angle: 0, pivot: b.feet, dx: -side * Math.round(2 * b.unit * hit) },
  };
}

/** The smallest turn that lays something pointing at screen angle `angle` flat. */
function layFlat(angle: number): number {
  const a = ((angle % Math.PI) + Math.PI) % Math.PI;
  return a > Math.PI / 2 ? Math.PI - a : -a;
}

/**
 * The turn that points something at screen angle `angle` down: the shorter way round, or
 * `forward` only (clockwise: in profile, dropped ahead of the body rather than swung back
 * over the head).
 */
function towardFeet(angle: number, forward = false): number {
  const turn = Math.PI / 2 - angle;
  const short = Math.atan2(Math.sin(turn), Math.cos(turn));
  return forward && short < 0 ? short + 2 * Math.PI : short;
}

/** Whether the held item is a long shaft (a staff, a spear): longer than the legs and half again. */
function longShaft(b: Biped): boolean {
  return b.item !== null && Math.max(b.item.width, b.item.height) > b.legLength * 1.5;
}

function death(b: Biped, p: number, side: 1 | -1): RigPose {
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

/** The pose of frame t of n for a preset; `variant` (from the seed) picks the leading side. */
export function bipedPose(
  b: Biped,
  preset: Preset,
  t: number,
  n: number,
  variant: 1 | -1,
): RigPose {
  const p = t / n;
  switch (preset) {
    case "Idle":
      return idle(b, p);
    case "Walk":
      return carryItem(b, gait(b, p, 0, variant), b.parents);
    case "Run":
      return carryItem(b, gait(b, p, 1, variant), b.parents);
    case "Jump":
      return carryItem(b, jump(b, p), b.parents);
    case "Attack":
      return attack(b, p);
    case "Hurt":
      return carryItem(b, hurt(b, p, variant), b.parents);
    case "Death":
      return death(b, t / Math.max(1, n - 1), variant);
  }
}

export type { Preset as BipedPreset };
