/**
 * The limb gestures of bodies without arms: which of them a rig makes, and the pose of each.
 *
 * - A bow: a four-legged body makes a play bow (creature-bow.ts: turned about its hips, the
 *   forelegs stretched forward as far as the shoulders drop, the hind legs planted);
 *   a blob's front slumps down over its flat base (blob-bow.ts); a bird or a spider tips
 *   forward over its feet.
 * - A wave: a four-legged body lifts its near forepaw, bent at the wrist; a spider lifts its
 *   front leg on the ground side; a bird raises its near wing and waves it.
 * - A kick: a four-legged body kicks back with a hind leg, head and chest dipping; a spider
 *   jabs a middle leg forward (its hind legs are hidden behind its abdomen); a bird standing on
 *   two feet kicks its near foot forward and up, leaning back on the other, its wings lifting
 *   a little for balance.
 * - A bite: a head draws back with its jaws parting, then lunges forward and down, jaws wide,
 *   and snaps them shut (in profile the mouth opens in the head's pixels; head-on the head
 *   comes at the viewer, from behind it goes away up the picture); a bird pecks; a spider
 *   rears back and strikes with its front; a slime with a mouth lunges at the viewer and opens it.
 * - A wag: a tail swings quickly to and fro, the rump swaying a little with it.
 * - A spell: the body gathers, then rears as the spell is loosed (a four-legged body lifts its
 *   chest and head, a bird its head and wings, a spider its front, a slime stretches tall),
 *   holds, and settles; the light itself is drawn at the head or mouth over the frame.
 *
 * Every body that waves also waves while it walks or jumps: a spider has legs to spare, a bird
 * its wings, and a four-legged body walks on three legs with the waving forepaw held up, as a
 * dog begging on the move does.
 */
import type { Tempo } from "../../edit-grammar";
import type { Prepared } from "./rig-pose";
import type { RigPose } from "./rig-pose";
import {
  type Creature,
  deg,
  keyed,
  legSwing,
  type Moves,
  overTheBack,
  shinOf,
} from "./creature-kit";
import { held, swing } from "./custom";
import { castArc } from "./custom-timing";
import { fangsSpread } from "./insect";
import { playBow } from "./creature-bow";
import { blobBow } from "./blob-bow";
import { spiderBow, spiderKick, spiderWave } from "./spider-gestures";
import { spiderHeadBow } from "./spider-head";
import type { Gesture } from "./gestures";

export type LimbGesture = "bow" | "wave" | "kick" | "bite" | "wag" | "cast";
const LIMB: readonly LimbGesture[] = ["bow", "wave", "kick", "bite", "wag", "cast"];

/** Whether this body makes this limb gesture. */
export function limbGesture(c: Creature, g: Gesture): boolean {
  const bodied = c.names.has("body");
  if (g === "bow")
    return (
      c.rig === "quadruped" ||
      c.rig === "blob" ||
      ((c.rig === "winged" || c.rig === "insect") && bodied)
    );
  if (g === "wave") return wavingLimb(c) !== null;
  if (g === "kick") return kickingLeg(c) !== null;
  if (g === "bite")
    return (
      (c.names.has("head") && c.rig !== "biped" && c.rig !== "blob") ||
      (c.rig === "insect" && bodied) ||
      // A blob with a mouth drawn on its face (a slime) chomps: it lunges and opens it.
      (c.rig === "blob" && c.names.has("mouth"))
    );
  if (g === "wag") return c.names.has("tail");
  // A spell needs no hands: a body rears or gathers itself and the light comes at its head.
  if (g === "cast") return c.names.has("head") || bodied;
  return false;
}

/** The limb and part gestures (bow, wave, kick, bite, wag) a creature of this rig makes, for the refusal before charging. */
export function creatureLimbGestures(c: Creature): LimbGesture[] {
  return LIMB.filter((g) => limbGesture(c, g));
}

/**
 * Whether a limb is free to wave while the feet walk, run or jump: a spider's spare leg, a
 * bird's wing, a four-legged body's near forepaw (it steps on the other three).
 */
export function wavesOnTheMove(c: Creature): boolean {
  return c.rig === "insect" || c.rig === "winged" || c.rig === "quadruped";
}

/** The layer a wave lifts: a near forepaw, a spider's grounded front leg, a bird's near wing. */
export function wavingLimb(c: Creature): string | null {
  if (c.rig === "quadruped") return c.names.has("leg.fore.near") ? "leg.fore.near" : null;
  if (c.rig === "winged") {
    return ["wing.near", "wing.right", "wing.left"].find((w) => c.names.has(w)) ?? null;
  }
  if (c.rig === "insect") return groundedLeg(c, "leg.0.");
  return null;
}

/**
 * Whether a four-legged body waves its forepaw hanging from the wrist, freed from the stepping
 * legs' tuck: a slender leg (one that takes a full swing, a wolf's). A stubby one (a dragon's)
 * is raised whole inside the tuck instead; its body also cheers with its forelegs folded unlike
 * and nods angrily with a shorter dip (see creature-gestures).
 */
export function hangsPaw(c: Creature): boolean {
  return c.rig === "quadruped" && legSwing(c) >= 1;
}

/** The leg a kick swings: a near hind leg, a spider's grounded second leg, a bird's near foot. */
function kickingLeg(c: Creature): string | null {
  if (c.rig === "quadruped") return c.names.has("leg.hind.near") ? "leg.hind.near" : null;
  // A bird needs a foot to stand on while the other kicks.
  if (c.rig === "winged") return c.names.has("feet") && c.names.has("feet.far") ? "feet" : null;
  if (c.rig === "insect") return groundedLeg(c, "leg.1.");
  return null;
}

/** Of a spider's pair (`leg.0.`), the leg whose foot stands lowest: the one on the ground side. */
function groundedLeg(c: Creature, prefix: string): string | null {
  const pair = [...c.names].filter((n) => n.startsWith(prefix));
  pair.sort((a, b) => (c.footY.get(b) ?? 0) - (c.footY.get(a) ?? 0));
  return pair[0] ?? null;
}

/**
 * The pose of a limb gesture, or null when this body does not make it. `t` of `n` frames; `k`
 * the manner's amplitude.
 */
export function limbPose(
  c: Creature,
  g: Gesture,
  t: number,
  n: number,
  how: { readonly k: number; readonly tempo: Tempo },
  ground: RigPose["ground"],
  /** The drawing's layers: where a spider's legs are rooted, so it can tip over them. */
  prep?: Prepared,
): RigPose | null {
  if (!limbGesture(c, g)) return null;
  const { k, tempo } = how;
  const p = t / n;
  const u = c.unit;
  const up = held(p, tempo);
  const layers: Moves = {};
  const head = c.names.has("head");
  const add = (name: string, move: { angle?: number; dx?: number; dy?: number }) => {
    const was = layers[name] ?? {};
    layers[name] = {
      ...was,
      angle: (was.angle ?? 0) + (move.angle ?? 0),
      dx: (was.dx ?? 0) + (move.dx ?? 0),
      dy: (was.dy ?? 0) + (move.dy ?? 0),
    };
  };
  if (g === "bow") {
    if (c.rig === "blob") {
      // The front slumps forward and down over a flat base, the face with it (blob-bow.ts).
      const slumped = prep ? blobBow(prep, up * Math.min(1.3, k)) : null;
      if (slumped) return { layers: slumped, ground };
      layers.body = { scaleX: 1 + 0.08 * up, scaleY: 1 - 0.16 * up * k };
      add("face", { dy: Math.round(up * u * 2.5), dx: Math.round(up * u * 1.5) });
      return { layers, ground, root: { angle: deg(10 * k) * up, pivot: c.feet } };
    }
    if (c.rig === "insect" && prep) {
      // In profile the front comes down near the ground over legs stretched out flat
      // (spider-gestures.ts); head-on the body tips over its planted legs, its front down.
      const bowed =
        spiderHeadBow(c, prep, up * Math.min(1.3, k)) ?? spiderBow(c, prep, up * Math.min(1.3, k));
      if (bowed) return { layers: bowed, ground };
      return { layers: tipOverLegs(c, prep, deg(16 * Math.min(1.3, k)) * up), ground };
    }
    if (c.rig === "winged" || c.rig === "insect") {
      if (head) add("head", { angle: deg(25) * up * Math.min(1.3, k) });
      return { layers, ground, root: { angle: deg(18 * k) * up, pivot: c.feet } };
    }
    const bow = up * Math.min(1.3, k);
    const played = prep ? playBow(c, prep, bow, swing(t, n, tempo)) : null;
    if (played) return { layers: played, ground };
    for (const leg of ["leg.fore.near", "leg.fore.far"])
      if (c.names.has(leg)) add(leg, { angle: -deg(45) * bow });
    add("body", { angle: deg(14) * bow });
    if (head) add("head", { angle: deg(10) * bow });
    if (c.names.has("tail"))
      add("tail", { angle: deg(30) * bow * (0.7 + 0.3 * swing(t, n, tempo)) });
    return { layers, ground };
  }
  if (g === "wave") {
    const limb = wavingLimb(c)!;
    const lift = up * Math.min(1.2, k);
    const side = swing(t, n, tempo) * lift;
    if (c.rig === "winged") {
      // The wing rises over the back and beats to and fro: raised, its tip points up.
      add(limb, { angle: (limb === "wing.right" ? -1 : 1) * (deg(70) * lift + deg(25) * side) });
      if (head) add("head", { angle: -deg(8) * lift });
      return { layers, ground };
    }
    const raised = c.rig === "insect" && prep ? spiderWave(c, prep, limb, lift, side) : null;
    if (raised) return { ...raised, ground };
    if (c.rig === "insect") {
      // The front leg on the ground side lifts off the ground and up in front of the face, and
      // its tip waves up and down there, between level and a third of the way up: raised
      // further it met the far front leg standing up over the head, and that leg, drawn back out
      // of its way, crossed the legs over the back into a tangle. The body rears a little on its
      // hind legs.
      add(limb, { angle: -deg(50) * lift - deg(16) * side, dy: -Math.round(lift * u) });
      return { layers, ground, root: { angle: -deg(10) * lift, pivot: c.feet } };
    }
    if (!hangsPaw(c)) {
      // A stubby forepaw (a dragon's) comes up high in front of the chest and waves; the head
      // tips toward it. Kept in the stepping legs' tuck, its top stays inside the chest and the
      // raised forearm reads bent. (Freed and hung from the wrist, it showed its full thickness,
      // a plank pumping forward that read as pointing.)
      add(limb, { angle: -deg(70) * lift - deg(18) * side, dy: -Math.round(lift * u) });
      if (head) add("head", { angle: -deg(8) * lift });
      if (c.names.has("tail")) add("tail", { angle: deg(20) * side });
      return { layers, ground };
    }
    // A slender forepaw (a wolf's) is lifted forward, out ahead of the chest, and hangs from the
    // wrist, the leg swinging between a low and a level raise and the paw flapping against it;
    // the head is held up and back out of its way, moved whole (turned, its eye smeared). Raised
    // past level (or the paw stood up at the wrist), leg and paw met the lower jaw and read as
    // open jaws.
    add(limb, { angle: -deg(70) * lift - deg(16) * side, dy: -Math.round(lift * u) });
    const paw = shinOf(limb);
    if (c.names.has(paw)) add(paw, { angle: deg(90) * lift + deg(30) * side });
    if (head) {
      const rise = Math.max(3, Math.round(c.height / 9));
      add("head", { dx: -Math.round(lift * u), dy: -Math.round(lift * rise) });
    }
    if (c.names.has("tail")) add("tail", { angle: deg(20) * side });
    return { layers, ground };
  }
  if (g === "bite") return bitePose(c, p, Math.min(1.3, k), tempo, ground);
  if (g === "cast") return castPose(c, p, Math.min(1.3, k), tempo, ground);
  if (g === "wag") {
    // Two quick swings a loop (one when slow), the rump following a little: on a cosine, so
    // every other frame of eight is out at one side or the other, never two at rest together.
    const beats = tempo === "slow" ? 1 : 2;
    const side = Math.cos(2 * Math.PI * beats * p);
    // A tail carried low (a dragon's, its tip near the ground) swings up and back to where it
    // rests, never down: swung down as far as up, it meets the ground and reads as another leg.
    const tail = c.rows.get("tail");
    const low = tail !== undefined && c.feet.y - tail.bottom < c.height * 0.3;
    const down = low && c.names.has("leg.fore.near") ? 0 : 1;
    add("tail", { angle: deg(34) * side * (side < 0 ? down : 1) * Math.min(1.3, k) });
    if (c.names.has("body") && c.rig === "quadruped") add("body", { angle: deg(2) * side });
    return { layers, ground };
  }
  // A kick: back fast, held a moment, and home.
  const leg = kickingLeg(c)!;
  const span = tempo === "quick" ? 0.35 : tempo === "slow" ? 0.7 : 0.5;
  const kick = Math.sin(Math.PI * Math.min(1, Math.max(0, (p - 0.1) / span)));
  const size = Math.min(1.3, k);
  if (c.rig === "insect") {
    // A spider winds up first, so the strike reads against a pose held back: in, then out
    // and held, then home (the frames a sheet shows, a quarter of the loop apart, catch each).
    const wind = p < 0.25 ? p / 0.25 : p < 0.375 ? (0.375 - p) / 0.125 : 0;
    const strike =
      p < 0.25 ? 0 : p < 0.375 ? (p - 0.25) / 0.125 : p < 0.5 ? 1 : Math.max(0, (0.75 - p) / 0.25);
    const kicked = prep ? spiderKick(c, prep, leg, wind * size, strike * size) : null;
    if (kicked) return { ...kicked, ground };
    add(leg, { angle: -deg(65) * kick * size, dy: -Math.round(kick * u) });
    return { layers, ground };
  }
  if (c.rig === "winged") {
    // The near foot flies forward and up; the bird leans back over the foot it stands on, the
    // head drawn back and the wings lifting off its back.
    // Drawn behind the breast, the foot is carried forward out from under it.
    add(leg, { angle: -deg(80) * kick * size, dx: Math.round(kick * u * 3) });
    if (head) add("head", { angle: -deg(10) * kick, dx: -Math.round(kick * u) });
    for (const wing of c.names) if (wing.startsWith("wing.")) add(wing, { angle: deg(20) * kick });
    return { layers, ground: "feet", root: { angle: -deg(12) * kick, pivot: c.feet } };
  }
  // The weight goes onto the forelegs: the chest and head dip as the hind leg flies back, far,
  // its hip drawn back a little and the part below its knee turned on in line with the thigh,
  // so the leg stands out straight behind the rump. (Swung less, a stubby leg, a dragon's,
  // stayed folded against the rump and tail and the kick did not show.) The tail lifts high out
  // of its way, and the other hind foot stays on the ground: the body's tip would lift it, so
  // that leg turns back to stand upright. (Thrust out level, freed from the stepping legs' tuck,
  // with the tail swung up past upright, the leg thinned to a twig or bunched into the rump and
  // the tail stood up like a post.)
  const dip = deg(5) * kick;
  add(leg, {
    angle: deg(80) * kick * size,
    dx: -Math.round(kick * u),
    dy: -Math.round(kick * u),
  });
  const shin = shinOf(leg);
  if (c.names.has(shin)) add(shin, { angle: deg(25) * kick * size });
  add("body", { angle: dip });
  if (head) add("head", { angle: deg(8) * kick });
  if (c.names.has("tail")) add("tail", { angle: deg(45) * kick });
  if (c.names.has("leg.hind.far")) add("leg.hind.far", { angle: -dip, dy: Math.round(kick * u) });
  return { layers, ground };
}

/** A bite: gather with the jaws parting, lunge with them wide, snap shut, and back. */
function bitePose(
  c: Creature,
  p: number,
  size: number,
  tempo: Tempo,
  ground: RigPose["ground"],
): RigPose {
  const u = c.unit;
  const lunge = tempo === "quick" ? 0.4 : tempo === "slow" ? 0.6 : 0.5;
  const key = keyed(p, [
    [0, {}],
    [lunge - 0.2, { head: -14, jaw: 0.6, lean: -1 }],
    [lunge, { head: 18, jaw: 1, lean: 2, reach: 2 }],
    [lunge + 0.14, { head: 16, jaw: 0, lean: 2, reach: 2 }],
    [1, {}],
  ]);
  const layers: Moves = {};
  if (c.rig === "blob") {
    // A slime gathers low and wide, then lunges at the viewer, drawn larger, its mouth wide
    // open, and snaps it shut.
    const gather = Math.max(0, -key("lean"));
    const near = Math.max(0, key("lean")) / 2;
    const sx = 1 + 0.12 * gather * size + 0.12 * near * size;
    const sy = 1 - 0.12 * gather * size + 0.12 * near * size;
    layers.body = { scaleX: sx, scaleY: sy };
    const body = c.rows.get("body");
    const face = c.rows.get("face");
    if (body && face) layers.face = { dy: Math.round((face.bottom - body.joint) * (sy - 1) * 0.8) };
    return {
      layers,
      ground: "body",
      mouth: { layer: "mouth", open: Math.round(key("jaw") * Math.max(4, 3 * c.unit) * size) },
    };
  }
  if (c.rig === "insect") {
    // A spider rears back with its fangs spread wide, then drops its front onto the prey and
    // snaps them shut, crossing.
    Object.assign(
      layers,
      fangsSpread(c, key("jaw") - 0.35 * (key("reach") / 2) * (1 - key("jaw"))),
    );
    return {
      layers,
      ground,
      root: {
        angle: deg(key("head") * 0.7 * size),
        pivot: c.feet,
        dx: Math.round(key("lean") * u),
      },
    };
  }
  const profile = c.rig !== "quadruped" || c.names.has("leg.fore.near");
  if (!profile) {
    // Head-on the head comes at the viewer, larger and lower; from behind (a tail shows) it
    // goes away up the picture, smaller.
    const away = c.names.has("tail") ? -1 : 1;
    const near = Math.max(0, key("head")) / 18;
    const grow = 1 + away * 0.22 * near * size;
    layers.head = {
      dy: Math.round(away * near * u * 2.5 * size),
      scaleX: grow,
      scaleY: grow,
    };
    if (c.names.has("body")) layers.body = { dy: Math.round(Math.max(0, key("lean")) * u * 0.5) };
    return { layers, ground };
  }
  layers.head = { angle: deg(key("head") * size), dx: Math.round(key("reach") * u * size) };
  if (c.names.has("tail")) layers.tail = { angle: deg(key("head") * 0.4) };
  if (c.rig === "quadruped") {
    // The whole body goes into the snap: the forelegs reach, the hind legs drive back and the
    // chest dips, so the lunge is more than a nod of the head.
    const drive = key("lean") / 2;
    for (const leg of ["leg.fore.near", "leg.fore.far"]) layers[leg] = { angle: -deg(20) * drive };
    for (const leg of ["leg.hind.near", "leg.hind.far"]) layers[leg] = { angle: deg(20) * drive };
    layers.body = { angle: deg(4) * Math.max(0, drive) };
  }
  return {
    layers,
    ground,
    root: {
      angle: 0,
      pivot: c.feet,
      dx: Math.round(key("lean") * u * (c.rig === "quadruped" ? 1.5 : 1)),
    },
    // A bird's beak pecks closed; jaws part.
    ...(c.rig === "winged"
      ? {}
      : { mouth: { layer: "head", open: Math.round(key("jaw") * Math.max(4, 3 * u)) } }),
  };
}

/** A spell without hands: gather a little, rear as it is loosed, hold, and settle. */
function castPose(
  c: Creature,
  p: number,
  size: number,
  tempo: Tempo,
  ground: RigPose["ground"],
): RigPose {
  const rear = castArc(p, tempo) * size;
  const u = c.unit;
  const layers: Moves = {};
  if (c.rig === "blob") {
    // Tall and narrow as the spell rises through it, low and wide as it gathers.
    layers.body = { scaleX: 1 - 0.07 * rear, scaleY: 1 + 0.12 * rear };
    if (c.names.has("face")) layers.face = { dy: -Math.round(Math.max(0, rear) * u * 1.5) };
    return { layers, ground };
  }
  if (c.rig === "insect") {
    // The front rears up on the hind legs, the front legs on the ground lifting off it (one
    // standing up over the back stays: turned back, it crossed the legs behind it).
    for (const leg of c.names)
      if (leg.startsWith("leg.0.") && !overTheBack(c, leg))
        layers[leg] = { angle: -deg(30) * Math.max(0, rear) };
    return { layers, ground, root: { angle: -deg(12) * rear, pivot: c.feet } };
  }
  // A four-legged body in profile raises its head whole, moved up on its neck, and keeps its
  // back level: turned up (by the head's own turn or the chest's), the head's eye and muzzle
  // smeared into a lump at 1x. The orb lights above and ahead of the muzzle, clear of it.
  const profileBeast = c.rig === "quadruped" && c.names.has("leg.fore.near");
  if (c.names.has("head") && profileBeast) {
    const rise = Math.max(3, Math.round(c.height / 9));
    layers.head = { dy: -Math.round(Math.max(0, rear) * rise) };
  } else if (c.names.has("head")) layers.head = { angle: -deg(20) * rear };
  if (c.rig === "winged") {
    // The wings open off the back as the head lifts.
    for (const wing of c.names) {
      if (!wing.startsWith("wing.")) continue;
      layers[wing] = { angle: (wing === "wing.right" ? -1 : 1) * deg(45) * Math.max(0, rear) };
    }
    return { layers, ground };
  }
  // A four-legged body seen head-on or from behind lifts its chest; its forelegs reach forward
  // a little.
  if (c.names.has("body") && !profileBeast) layers.body = { angle: -deg(5) * rear };
  for (const leg of ["leg.fore.near", "leg.fore.far"])
    if (c.names.has(leg)) layers[leg] = { angle: -deg(15) * Math.max(0, rear) };
  if (c.names.has("tail")) layers.tail = { angle: deg(15) * rear };
  return { layers, ground };
}

/**
 * A spider's body tipped by `angle` (clockwise, forward for a body facing right) about its own
 * joint while its legs stay where they stand: each leg is turned back by as much and its root
 * moved back to where it was, so no foot leaves the ground (tipped whole about the feet, the
 * hind feet rose off it) and the body rocks over the planted legs.
 */
export function tipOverLegs(c: Creature, prep: Prepared, angle: number): Moves {
  const body = prep.byName.get("body");
  if (!body) return {};
  const layers: Moves = { body: { angle } };
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  for (const leg of c.names) {
    const layer = prep.byName.get(leg);
    if (!leg.startsWith("leg.") || !layer || layer.parent !== "body") continue;
    const rx = layer.joint.x - body.joint.x;
    const ry = layer.joint.y - body.joint.y;
    // Where the root must start, in the body's frame, to land back on itself once turned.
    const dx = rx * cos + ry * sin - rx;
    const dy = -rx * sin + ry * cos - ry;
    layers[leg] = { angle: -angle, dx: Math.round(dx), dy: Math.round(dy) };
  }
  return layers;
}
