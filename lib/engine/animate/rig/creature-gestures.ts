/**
 * Custom motions on the rigs other than the biped: a sentence naming gestures a body without
 * arms can make ("nods", "shakes nervously", "looks sad", "ponders", "sways", "bounces", and
 * "cheers" as a happy hop) poses
 * the creature's own layers (a wolf's head and tail, a slime's face and body), on top of at
 * most one of its presets ("walks and nods"). A gesture a body has no part for (a nod of a
 * chest, which has no head) is not posed: `creatureCanPose` says no, and the sentence is
 * refused or cut from the pixels.
 */
import type { Prepared } from "./rig-pose";
import type { LayerMove, RigPose } from "./rig-pose";
import type { Tempo } from "../../edit-grammar";
import { beat, held, lookSide, mergePoses, swing, tremble } from "./custom";
import { blobLook } from "./blob-look";
import { type Creature, type CreaturePreset, deg, type Moves, shinOf } from "./creature-kit";
import { creaturePose } from "./creatures";
import { spiderLook, spiderSad, spiderWave, spiderWaveWalking } from "./spider-gestures";
import { spiderCheer, spiderHeadSad, spiderLookAround, spiderNod } from "./spider-head";
import type { Gesture } from "./gestures";
import { readGestures } from "./gestures";
import {
  hangsPaw,
  limbGesture,
  limbPose,
  tipOverLegs,
  wavesOnTheMove,
  wavingLimb,
} from "./creature-limbs";

export { creatureLimbGestures, wavesOnTheMove } from "./creature-limbs";

const PRESETS: Partial<Record<Gesture, CreaturePreset>> = {
  idle: "Idle",
  walk: "Walk",
  run: "Run",
  jump: "Jump",
  attack: "Attack",
  hurt: "Hurt",
  death: "Death",
};

/** Gestures that move the whole body: every rig makes them. */
const WHOLE = new Set<Gesture>(["shake", "sway", "bounce", "float", "cheer"]);
/** Gestures of a head (a quadruped's, a serpent's) or a blob's face. */
const HEADED = new Set<Gesture>(["nod", "tilt", "sad", "ponder", "look"]);

/**
 * Which of a creature's layers a head gesture moves: its head, else a blob's face, else (a
 * spider, whose head is the front of its body) the whole body, tipped about its feet.
 */
function headOf(c: Creature): "head" | "face" | "body" | null {
  if (c.names.has("head")) return "head";
  if (c.rig === "blob" && c.names.has("face")) return "face";
  if (c.rig === "insect" && c.names.has("body")) return "body";
  return null;
}

/** Whether every gesture of the sentence can be posed on this creature (one preset at most). */
export function creatureCanPose(c: Creature, prompt: string): boolean {
  const { gestures } = readGestures(prompt);
  if (gestures.length === 0) return false;
  const presets = gestures.filter((g) => PRESETS[g]);
  if (presets.length > 1) return false;
  // A paw waved while the legs walk or jump would be both at once: not a pose (a spider has
  // legs to spare, a bird its wings).
  if (gestures.includes("wave") && presets.some((g) => g !== "idle") && !wavesOnTheMove(c))
    return false;
  return gestures.every(
    (g) =>
      PRESETS[g] !== undefined ||
      WHOLE.has(g) ||
      limbGesture(c, g) ||
      (HEADED.has(g) && headOf(c) !== null) ||
      (g === "pulse" && c.rig === "blob"),
  );
}

function gesturePose(
  c: Creature,
  prep: Prepared,
  g: Gesture,
  t: number,
  n: number,
  how: { readonly k: number; readonly tempo: Tempo },
  ground: RigPose["ground"],
): RigPose {
  const { k, tempo } = how;
  const p = t / n;
  const u = c.unit;
  const up = held(p, tempo);
  const pulse = beat(t, n, tempo);
  const loop = Math.sin(2 * Math.PI * p);
  const layers: Moves = {};
  const head = headOf(c);
  const body = prep.byName.get("body");
  const face = prep.byName.get("face");
  // A blob's face rides on its body: where its middle goes when the body is scaled.
  const squash = (sx: number, sy: number) => {
    layers.body = { scaleX: sx, scaleY: sy };
    if (body && face?.height) {
      const faceY = face.y + face.height / 2;
      layers.face = { dy: Math.round((faceY - body.joint.y) * (sy - 1)) };
    }
  };
  const addTo = (name: string, move: { angle?: number; dx?: number; dy?: number }) => {
    const was = layers[name] ?? {};
    layers[name] = {
      ...was,
      angle: (was.angle ?? 0) + (move.angle ?? 0),
      dx: (was.dx ?? 0) + (move.dx ?? 0),
      dy: (was.dy ?? 0) + (move.dy ?? 0),
    };
  };
  if (head === "body" && HEADED.has(g)) {
    // The body is the head: it tips forward to nod and to hang, back to think, and sidles to
    // each side to look about.
    const side = -swing(t, n, tempo) * up;
    // Sad sinks the body low between splayed legs and looking around moves the body over
    // planted legs, when the spider is seen in profile (spider-gestures.ts).
    // With its head end a layer of its own, the head leads (spider-head.ts).
    const led =
      g === "nod"
        ? spiderNod(c, prep, pulse * Math.min(1.3, k))
        : g === "look"
          ? spiderLookAround(c, prep, side)
          : g === "sad"
            ? spiderHeadSad(
                c,
                prep,
                up * (0.75 + 0.25 * beat(t, n, "slow")) * Math.min(1.3, k),
                Math.sin(2 * Math.PI * p),
              )
            : null;
    if (led) return { layers: led, ground };
    const own =
      g === "sad"
        ? spiderSad(
            c,
            prep,
            up * (0.65 + 0.35 * beat(t, n, "slow")) * Math.min(1.3, k),
            Math.sin(2 * Math.PI * p),
          )
        : g === "look"
          ? spiderLook(c, prep, side)
          : null;
    if (own) return { layers: own, ground };
    const tip =
      g === "nod"
        ? deg(14 * k) * pulse
        : g === "sad"
          ? deg(14 * k) * up
          : g === "ponder"
            ? -deg(10 * k) * up
            : g === "tilt"
              ? deg(8 * k) * loop
              : 0;
    if (g === "look") {
      const dx = Math.round(side * u * 3 * k);
      return { layers, ground, root: { angle: 0, pivot: c.feet, dx } };
    }
    // Tipped over its planted legs: the feet stay on the ground as the body rocks.
    const tipped = tipOverLegs(c, prep, tip);
    return { layers: tipped, ground };
  }
  const limb = limbPose(c, g, t, n, how, ground, prep);
  if (limb) return limb;
  switch (g) {
    case "shake":
      return {
        layers,
        ground,
        root: {
          angle: 0,
          pivot: c.feet,
          dx: tremble(t) * Math.max(2, u * Math.round(k)),
        },
        // A quick (nervous) shake shivers up and down as well (a root move down would be
        // planted away: the feet stand on the ground).
        ...(tempo === "quick" ? { lift: Math.abs(tremble(t + 3)) } : {}),
      };
    case "sway":
      return { layers, ground, root: { angle: deg(6 * k) * loop, pivot: c.feet } };
    case "bounce":
      if (c.rig === "blob") squash(1 + 0.12 * (1 - pulse), 1 - 0.12 * (1 - pulse));
      return { layers, ground, lift: Math.round(pulse * Math.max(2, c.height * 0.12 * k)) };
    case "cheer": {
      // Without arms a cheer is a happy hop: the head up, the tail wagging, a blob squashing
      // as it lands.
      const hop = pulse * up;
      // A blob squats before each hop and stretches tall at its top: a nod squats alone.
      if (c.rig === "blob") {
        const s = 0.12 * up * (2 * hop - 1);
        squash(1 - s, 1 + s);
      }
      // A four-legged body in profile leaps for joy: its head held high (moved up whole: turned
      // up, its eye smeared), its tail up, and at each hop its front springs up, the forepaws
      // folded under the chest and the hind legs pushing off behind. (A turn of the head and a
      // flick of the tail alone read as a twitch at 1x.)
      // A stubby-legged body (a dragon) folds its near forepaw higher than the far one, so the
      // two read as two legs (folded alike they lay one over the other, a single long slab),
      // and carries its tail up less, wagging less (curled further it hooked over its back).
      const stubby = stubbyBeast(c);
      if (c.rig === "quadruped" && c.names.has("leg.fore.near")) {
        const rise = Math.max(3, Math.round(c.height / 9));
        if (head === "head") addTo("head", { dx: -Math.round(up * u), dy: -Math.round(up * rise) });
        for (const leg of ["leg.fore.near", "leg.fore.far"]) {
          const fold = stubby && leg === "leg.fore.far" ? 0.4 : 1;
          addTo(leg, { angle: -deg(45) * hop * fold });
          if (c.names.has(shinOf(leg))) addTo(shinOf(leg), { angle: deg(80) * hop * fold });
        }
        for (const leg of ["leg.hind.near", "leg.hind.far"]) addTo(leg, { angle: deg(20) * hop });
        if (c.names.has("tail")) addTo("tail", { angle: deg(stubby ? 25 : 45) * up });
        addTo("body", { angle: -deg(8) * hop });
      } else if (head === "head") addTo("head", { angle: -deg(12) * up });
      // A spider in profile throws its near front leg up over its head (spider-gestures.ts).
      const limb = c.rig === "insect" ? wavingLimb(c) : null;
      const shake = Math.sin(4 * Math.PI * p);
      const both = limb ? spiderCheer(c, prep, limb, up, shake) : null;
      const thrown = limb && !both ? spiderWave(c, prep, limb, up, shake) : null;
      if (both) Object.assign(layers, both.layers);
      if (thrown) Object.assign(layers, thrown.layers);
      if (c.names.has("tail"))
        addTo("tail", { angle: deg(stubby ? 10 : 25) * Math.cos(4 * Math.PI * p) * up });
      // Wings open up over the back and beat with the hops, as a bird's do in a display (a bird
      // raises its folded wing far; a four-legged body's wings already stand half up over its
      // back and open backward, away from the head).
      const flap = Math.sin(4 * Math.PI * p);
      const open = c.rig === "winged" ? 75 : 25;
      for (const wing of c.names) {
        if (!wing.startsWith("wing.")) continue;
        if (c.rig === "quadruped") {
          // A four-legged body's wings, standing half up over its back, beat as whole layers:
          // lifted off the back and set down again with the hops. (Turned open about their
          // roots, they crumpled against the back and their membranes speckled.)
          addTo(wing, { dy: -Math.round(Math.max(0, flap) * up * u * 2) });
          continue;
        }
        const sign = wing === "wing.right" ? -1 : 1;
        addTo(wing, { angle: sign * (deg(open) + deg(20) * flap) * up });
      }
      return {
        layers,
        ground,
        lift: Math.round(hop * Math.max(3, c.height * 0.15 * k)),
        ...(both ? { root: both.root } : {}),
      };
    }
    case "float": {
      const rise = (1 - Math.cos(2 * Math.PI * p)) / 2;
      return { layers, ground, lift: Math.round(2 + rise * Math.max(2, c.height * 0.08 * k)) };
    }
    case "pulse": {
      const s = 0.1 * k * Math.sin(2 * Math.PI * p + Math.PI / 4);
      squash(1 + s, 1 - s);
      return { layers, ground };
    }
    case "nod": {
      // Far enough to see at 1×: the head tips a quarter turn's third and drops two units.
      const nod = pulse;
      // A strong nod (an angry one) of a short-legged four-legged body is a short sharp jerk,
      // its quick tempo the force of it: dipped deeper, a dragon's head on its long neck
      // plunged to its knees and read as a headbutt or a charge.
      const depth = stubbyBeast(c) && k > 1 ? 0.7 : k;
      if (head === "head")
        addTo("head", { angle: deg(28 * depth) * nod, dy: Math.round(nod * u * 2 * depth) });
      else {
        // A slime nods with its face: the eyes and mouth dip, the body giving a little under
        // them (squashed as low as a squat, the whole body read as a squat, not a nod).
        squash(1 + 0.03 * nod, 1 - 0.05 * nod);
        addTo("face", { dy: Math.round(nod * u * 2.5 * k) });
      }
      return { layers, ground };
    }
    case "look": {
      // The head turns one way and the other: a head looks back over the body (drawn mirrored
      // about the neck, a four-legged body's neck stood up: see lookBackLift) and forward
      // again; a blob's face slides to each side.
      // A side-to-side on a cosine, eased in from rest: every other frame shows the other side
      // (a sine is back in the middle on every even frame of a two-beat loop).
      const side = -swing(t, n, tempo) * up;
      if (head !== "head") {
        // A blob looks ahead and round behind it, holding each (see blob-look.ts).
        const looked = blobLook(prep, lookSide(p) * Math.min(1, k));
        if (looked) return { layers: { ...layers, ...looked }, ground };
        addTo("face", { dx: Math.round(side * u * 2.5 * k) });
        return { layers, ground };
      }
      const wingedBeast = c.rig === "quadruped" && [...c.names].some((w) => w.startsWith("wing."));
      const back = side < -0.3;
      if (back) {
        layers.head = wingedBeast
          ? lookBackOverWings(c, prep)
          : { scaleX: -1, angle: lookBackLift(c, prep) };
      }
      if (!(back && wingedBeast)) addTo("head", { angle: -deg(8 * k) * Math.abs(side) });
      // A four-legged body's wings stand over its shoulders, drawn over the neck: looking back
      // over its shoulder, the head comes round in front of them instead of vanishing behind
      // the near one, and they fold back about a third of the way down, out of its way: folded
      // back less, the wing's tip stood over the turned head and the two read as one lump;
      // folded further, the wing lay flat along the back and looked broken.
      if (back && wingedBeast) {
        for (const wing of c.names) if (wing.startsWith("wing.")) addTo(wing, { angle: -deg(35) });
        return { layers, ground, onTop: ["head"] };
      }
      return { layers, ground };
    }
    case "tilt": {
      if (head === "head") addTo("head", { angle: deg(12 * k) * loop });
      else addTo("face", { dx: Math.round(loop * u * 1.5 * k) });
      return { layers, ground, root: { angle: deg(4 * k) * loop, pivot: c.feet } };
    }
    case "sad": {
      // The head hangs and the tail droops; a blob sags and its face sinks. A slow sigh.
      const hang = up * (0.65 + 0.35 * beat(t, n, "slow"));
      if (head === "head") {
        addTo("head", { angle: deg(22 * k) * hang, dy: Math.round(hang * u) });
        if (c.names.has("tail")) addTo("tail", { angle: -deg(30) * hang });
      } else {
        // A blob sags, wide and low, and its face slides down to its base.
        squash(1 + 0.16 * hang, 1 - 0.2 * hang);
        addTo("face", { dy: Math.round(hang * u * 2) });
      }
      return { layers, ground };
    }
    case "ponder": {
      // Looks up, thinking, the head cocked; the thought dots are drawn over the frame.
      const tip = up * (0.6 + 0.4 * pulse);
      if (head === "head") addTo("head", { angle: -deg(14 * k) * tip });
      else addTo("face", { dy: -Math.round(tip * u), dx: Math.round(tip * u) });
      if (c.names.has("tail")) addTo("tail", { angle: deg(10) * loop });
      return { layers, ground };
    }
    default:
      return { layers, ground };
  }
}

/**
 * How far a four-legged body's head, mirrored about the base of its neck to look back, is turned
 * back up (radians, clockwise on screen for a body facing right): its neck leaned forward, so
 * mirrored it lay back along the spine with the head flat on the back (over a dragon's wing, a
 * lump of both); turned up, the neck stands and the head looks back over the shoulder. Other
 * bodies' heads (a bird's, a head seen head-on) are mirrored as they stand.
 */
function lookBackLift(c: Creature, prep: Prepared): number {
  const head = prep.byName.get("head");
  const body = prep.byName.get("body");
  if (c.rig !== "quadruped" || !c.names.has("leg.fore.near") || !head || !body) return 0;
  return (head.joint.x >= body.joint.x ? 1 : -1) * deg(40);
}

/**
 * A winged four-legged body's (a dragon's) head looking back: mirrored about the base of its
 * neck and moved whole, forward and up by two units, never turned, so its long neck stands
 * over the chest and the head faces back over the folded wing with its snout, eye and horn
 * kept. (Turned up 40 degrees as other bodies' are, the long head was resampled into a blocky
 * stump with no snout.)
 */
function lookBackOverWings(c: Creature, prep: Prepared): LayerMove {
  const head = prep.byName.get("head");
  const body = prep.byName.get("body");
  const dir = head && body && head.joint.x < body.joint.x ? -1 : 1;
  return { scaleX: -1, dx: dir * 2 * c.unit, dy: -2 * c.unit };
}

/** Frame t of n of a sentence on a creature: its preset, if it names one, and its gestures. */
export function creatureCustomPose(
  c: Creature,
  prep: Prepared,
  prompt: string,
  t: number,
  n: number,
): RigPose {
  const r = readGestures(prompt);
  const preset = r.gestures.map((g) => PRESETS[g]).find((x) => x !== undefined);
  const base = creaturePose(c, prep, preset ?? "Idle", t, n);
  const own = r.gestures.filter((g) => !PRESETS[g]);
  // A gesture on its own stands still otherwise; with a preset ("walks and nods") it adds to it.
  // Standing still keeps what the rig's own poses keep: a leg's top inside the body, and what
  // is drawn on top (a winged body's head over its near wing, which a head raised whole, as a
  // spell or a cheer raises it, would otherwise pass behind).
  const still: RigPose = {
    layers: {},
    ground: base.ground,
    ...(base.tucked ? { tucked: base.tucked } : {}),
    ...(base.onTop ? { onTop: base.onTop } : {}),
  };
  let start = preset ? base : still;
  // The waving limb waves instead of walking: its own move replaces the preset's. A spider's
  // or a slender four-legged body's waving leg (and the part below its knee) also leaves the
  // stepping legs' tuck: raised to its hip's row or above, it stands out ahead of the body, and
  // kept inside the body's outline as a stepping leg's top is, it lost its upper edge and
  // thinned to a stick. (A four-legged body's paw stays below the jaw, and a stubby one keeps
  // its tuck: see the wave in creature-limbs.)
  const waving = own.includes("wave") ? wavingLimb(c) : null;
  if (waving && (c.rig === "insect" || hangsPaw(c))) {
    const free = new Set([waving, shinOf(waving)]);
    const layers = preset
      ? Object.fromEntries(Object.entries(start.layers).filter(([name]) => !free.has(name)))
      : start.layers;
    const tucked = start.tucked?.filter((name) => !free.has(name));
    start = { ...start, layers, ...(tucked ? { tucked } : {}) };
  } else if (preset && waving && start.layers[waving]) {
    const { [waving]: _, ...rest } = start.layers;
    start = { ...start, layers: rest };
  }
  const made = own
    .map((g) => gesturePose(c, prep, g, t, n, { k: r.intensity, tempo: r.tempo }, base.ground))
    .reduce(mergePoses, start);
  const onFoot = preset === "Walk" || preset === "Run";
  // A spider waving on the move walks as its Walk does, level: the two groups of legs take
  // turns while the front leg waves. (Reared on its hind legs as it waves standing, its body
  // rocked with each step and the stepping legs bunched under it.)
  const lift = held(t / n, r.tempo) * Math.min(1.2, r.intensity);
  // The sentence's other gestures (a nod, a shake) are posed over the Walk before the wave.
  const besidesWave = () =>
    own
      .filter((g) => g !== "wave")
      .map((g) => gesturePose(c, prep, g, t, n, { k: r.intensity, tempo: r.tempo }, base.ground))
      .reduce(mergePoses, base);
  // Walking and waving steps as the Walk does, nothing added: a spider's feet swung again on
  // top of its Walk's lifts stood upright in a bundle, and a bird's crossed into an X.
  const moved =
    waving && onFoot && c.rig === "insect"
      ? (spiderWaveWalking(c, prep, besidesWave(), waving, lift, swing(t, n, r.tempo)) ??
        levelled(made, base, waving))
      : made;
  // A frightened shake ("shakes nervously") cowers as it trembles.
  const done =
    r.mood === "fear" && own.includes("shake")
      ? mergePoses(moved, cower(c, prep, held(t / n, r.tempo), base.ground))
      : moved;
  return c.rig === "blob" ? faceInside(c, done) : done;
}

/**
 * A pose's rearing (its root's turn) taken off the body and given to the waving limb alone, so
 * the body stays as the preset under it carries it and the limb still points as high.
 */
function levelled(pose: RigPose, base: RigPose, limb: string): RigPose {
  const rear = (pose.root?.angle ?? 0) - (base.root?.angle ?? 0);
  const was = pose.layers[limb];
  if (!was || rear === 0) return pose;
  return {
    ...pose,
    root: base.root,
    layers: { ...pose.layers, [limb]: { ...was, angle: (was.angle ?? 0) + rear } },
  };
}

/**
 * A blob's face (and the mouth drawn on it) moved down by gestures that add up (a nod's dip, a
 * squash, an angry nod's larger one) is stopped a few pixels above the blob's base: past it the
 * mouth hung below the body's outline.
 */
function faceInside(c: Creature, pose: RigPose): RigPose {
  const face = pose.layers.face;
  const body = c.rows.get("body");
  if (!face?.dy || !body) return pose;
  const lowest = Math.max(...["face", "mouth"].map((n) => c.rows.get(n)?.bottom ?? 0));
  const room = body.bottom - Math.max(2, c.unit + 1) - lowest;
  if (face.dy <= room) return pose;
  return { ...pose, layers: { ...pose.layers, face: { ...face, dy: Math.max(0, room) } } };
}

/**
 * Cowering, `amount` of the way (0 to 1): the head drops and the tail tucks down between the
 * legs; a blob sinks low and its face with it; a bird draws its head down into its
 * shoulders; a spider crouches low between its legs. A tremble alone moved the figure a pixel or two: frightened, it also shrinks.
 */
function cower(c: Creature, prep: Prepared, amount: number, ground: RigPose["ground"]): RigPose {
  const layers: Moves = {};
  const body = prep.byName.get("body");
  const head = prep.byName.get("head");
  if (c.rig === "blob") {
    const face = prep.byName.get("face");
    const sy = 1 - 0.1 * amount;
    // Not wider: a slime fills its frame, and the fitting took back the tremble to make room.
    layers.body = { scaleY: sy };
    if (body && face?.height) {
      const faceY = face.y + face.height / 2;
      layers.face = { dy: Math.round((faceY - body.joint.y) * (sy - 1)) };
    }
    return { layers, ground };
  }
  if (c.rig === "insect" && body) {
    // A spider crouches: its body comes down between its legs, whose feet stay where they stand.
    const drop = Math.round(amount * c.unit * 2);
    layers.body = { dy: drop };
    for (const leg of c.names)
      if (leg.startsWith("leg.") && prep.byName.get(leg)?.parent === "body")
        layers[leg] = { dy: -drop };
    return { layers, ground };
  }
  if (!body || !head || head.parent !== "body") return { layers, ground };
  // Which way the body faces in the drawing: clockwise turns a right-facing head down.
  const dir = head.joint.x >= body.joint.x ? 1 : -1;
  if (c.rig === "winged") {
    layers.head = { dy: Math.round(amount * c.unit * 1.5), angle: dir * deg(8) * amount };
    return { layers, ground };
  }
  layers.head = { angle: dir * deg(16) * amount, dy: Math.round(amount * c.unit) };
  // A tail hangs behind: turned the other way, it drops.
  if (prep.byName.get("tail")?.parent === "body") layers.tail = { angle: -dir * deg(30) * amount };
  return { layers, ground };
}

/** A four-legged body on short, thick legs (a dragon's), whose paw does not hang free. */
function stubbyBeast(c: Creature): boolean {
  return c.rig === "quadruped" && !hangsPaw(c);
}
