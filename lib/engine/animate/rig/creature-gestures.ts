/**
 * Custom motions on the rigs other than the biped: a sentence naming gestures a body without
 * arms can make ("nods", "shakes nervously", "looks sad", "ponders", "sways", "bounces", and
 * "cheers" as a happy hop) poses
 * the creature's own layers (a wolf's head and tail, a slime's face and body), on top of at
 * most one of its presets ("walks and nods"). A gesture a body has no part for (a nod of a
 * chest, which has no head) is not posed: `creatureCanPose` says no, and the sentence is
 * refused or cut from the pixels.
 */
import type { Prepared, RigPose } from "./compose";
import { beat, mergePoses, tremble } from "./custom";
import { type Creature, type CreaturePreset, deg, type Moves } from "./creature-kit";
import { creaturePose } from "./creatures";
import type { Gesture } from "./gestures";
import { readGestures } from "./gestures";

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
const HEADED = new Set<Gesture>(["nod", "tilt", "sad", "ponder"]);

const held = (p: number) => {
  const e = (x: number) => {
    const c = Math.min(1, Math.max(0, x));
    return c * c * (3 - 2 * c);
  };
  return e(p / 0.2) * (1 - e((p - 0.84) / 0.16));
};

/** Which of a creature's layers a head gesture moves: its head, else a blob's face. */
function headOf(c: Creature): "head" | "face" | null {
  if (c.names.has("head")) return "head";
  if (c.rig === "blob" && c.names.has("face")) return "face";
  return null;
}

/** Whether every gesture of the sentence can be posed on this creature (one preset at most). */
export function creatureCanPose(c: Creature, prompt: string): boolean {
  const { gestures } = readGestures(prompt);
  if (gestures.length === 0) return false;
  const presets = gestures.filter((g) => PRESETS[g]);
  if (presets.length > 1) return false;
  return gestures.every(
    (g) =>
      PRESETS[g] !== undefined ||
      WHOLE.has(g) ||
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
  k: number,
  ground: RigPose["ground"],
): RigPose {
  const p = t / n;
  const u = c.unit;
  const up = held(p);
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
  switch (g) {
    case "shake":
      return {
        layers,
        ground,
        root: { angle: 0, pivot: c.feet, dx: tremble(t) * Math.max(2, u * Math.round(k)) },
      };
    case "sway":
      return { layers, ground, root: { angle: deg(6 * k) * loop, pivot: c.feet } };
    case "bounce":
      if (c.rig === "blob") squash(1 + 0.12 * (1 - beat(t, n)), 1 - 0.12 * (1 - beat(t, n)));
      return { layers, ground, lift: Math.round(beat(t, n) * Math.max(2, c.height * 0.12 * k)) };
    case "cheer": {
      // Without arms a cheer is a happy hop: the head up, the tail wagging, a blob squashing
      // as it lands.
      const hop = beat(t, n) * up;
      if (c.rig === "blob") squash(1 + 0.1 * (1 - hop) * up, 1 - 0.1 * (1 - hop) * up);
      if (head === "head") addTo("head", { angle: -deg(12) * up });
      if (c.names.has("tail")) addTo("tail", { angle: deg(25) * Math.cos(4 * Math.PI * p) * up });
      return { layers, ground, lift: Math.round(hop * Math.max(3, c.height * 0.15 * k)) };
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
      const nod = beat(t, n);
      if (head === "head") addTo("head", { angle: deg(18 * k) * nod, dy: Math.round(nod * u) });
      else {
        // A slime nods with its whole body: it squats and its face dips.
        squash(1 + 0.06 * nod, 1 - 0.1 * nod);
        addTo("face", { dy: Math.round(nod * u * 1.5 * k) });
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
      const hang = up * (0.65 + 0.35 * beat(t, n));
      if (head === "head") {
        addTo("head", { angle: deg(22 * k) * hang, dy: Math.round(hang * u) });
        if (c.names.has("tail")) addTo("tail", { angle: -deg(30) * hang });
      } else {
        squash(1 + 0.1 * hang, 1 - 0.14 * hang);
        addTo("face", { dy: Math.round(hang * u) });
      }
      return { layers, ground };
    }
    case "ponder": {
      // Looks up, thinking, the head cocked; the thought dots are drawn over the frame.
      const tip = up * (0.6 + 0.4 * beat(t, n));
      if (head === "head") addTo("head", { angle: -deg(14 * k) * tip });
      else addTo("face", { dy: -Math.round(tip * u), dx: Math.round(tip * u) });
      if (c.names.has("tail")) addTo("tail", { angle: deg(10) * loop });
      return { layers, ground };
    }
    default:
      return { layers, ground };
  }
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
  const still: RigPose = { layers: {}, ground: base.ground };
  const start = preset ? base : still;
  return own
    .map((g) => gesturePose(c, prep, g, t, n, r.intensity, base.ground))
    .reduce(mergePoses, start);
}
