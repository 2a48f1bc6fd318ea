/**
 * Custom motions on the biped rig: each gesture a sentence names ("waves hello", "casts a
 * spell", "swings the sword overhead", "bows") is a pose of the drawer's layers, and a sentence
 * naming several ("walks and waves") adds their turns layer by layer. The gestures of the arms
 * and legs are in custom-arm-gestures.ts, those of the head and body in custom-body-gestures.ts;
 * their timing curves in custom-timing.ts.
 */
import type { LayeredSprite } from "../../draw";
import { type Biped, type BipedPreset, bipedPose } from "./biped";
import type { LayerMove, RigPose } from "./rig-pose";
import { ARM_GESTURES, wavingArm } from "./custom-arm-gestures";
import { overheadSwing } from "./custom-arms";
import { BODY_GESTURES } from "./custom-body-gestures";
import { type GestureManner, mergePoses, type Moves } from "./custom-moves";
import { beat, held } from "./custom-timing";
import { type Gesture, readGestures } from "./gestures";
import { hasBand } from "./head-turn";

export { emptyHand, limbOnSide } from "./custom-arms";
export { type GestureManner, mergePoses } from "./custom-moves";
export {
  beat,
  beatsIn,
  castArc,
  held,
  lookSide,
  spellStrength,
  swing,
  tremble,
} from "./custom-timing";

const PRESETS: Partial<Record<Gesture, BipedPreset>> = {
  idle: "Idle",
  walk: "Walk",
  run: "Run",
  jump: "Jump",
  attack: "Attack",
  hurt: "Hurt",
  death: "Death",
};

function gesturePose(
  doc: LayeredSprite,
  b: Biped,
  g: Gesture,
  t: number,
  n: number,
  variant: 1 | -1,
  how: GestureManner,
): RigPose {
  const p = t / n;
  const moves: Moves = {};
  if (g === "attack" && how.aloft) {
    overheadSwing(b, moves, p, how.k);
    return { layers: moves, ground: "feet" };
  }
  const preset = PRESETS[g];
  if (preset) return bipedPose(b, preset, t, n, variant);
  const make = ARM_GESTURES[g] ?? BODY_GESTURES[g];
  const made = make?.({
    doc,
    b,
    t,
    n,
    p,
    how,
    moves,
    up: held(p, how.tempo),
    pulse: beat(t, n, how.tempo),
    loop: Math.sin(2 * Math.PI * p),
    // Moves of a head or a body that read at 1×: about a fifteenth of the figure's height.
    reach: Math.max(3, Math.round(b.height / 15)),
  });
  return made ?? { layers: moves, ground: "feet" };
}

export function customPose(
  doc: LayeredSprite,
  b: Biped,
  prompt: string,
  t: number,
  n: number,
  variant: 1 | -1,
): RigPose {
  const r = readGestures(prompt);
  const how: GestureManner = {
    k: r.intensity,
    tempo: r.tempo,
    aloft: r.aloft !== null,
    side: r.side?.side ?? null,
  };
  // A cheer already raises both arms: "cheers with arms raised" is one gesture said twice, and
  // adding the raise's turn to the cheer's would carry the weapon arm past the top and down
  // across the chest.
  const gestures = r.gestures.includes("cheer")
    ? r.gestures.filter((g) => g !== "raise")
    : r.gestures;
  const poses = gestures.map((g) => {
    const pose = gesturePose(doc, b, g, t, n, variant, how);
    return gestures.includes("wave") && PRESETS[g] ? freeForWave(doc, b, pose, how) : pose;
  });
  // A face's eyes are a few pixels: resampled as the head tips (a thought, a look about, a
  // sigh) they would blink out, so they are carried whole to where their middle goes.
  const pose = { ...poses.reduce(mergePoses), keepDetails: true };
  // A head seen head-on with a band across it (a brim) tilts by leaning: turned, the brim
  // stepped at different columns and read as offset segments across the face.
  const head = pose.layers.head;
  const drawn = doc.layers.find((l) => l.name === "head" && l.width > 0);
  if (b.profile || !head || !drawn || !hasBand(drawn)) return pose;
  return { ...pose, layers: { ...pose.layers, head: { ...head, tiltAsLean: true } } };
}

/**
 * A walk's or a jump's pose given to a wave ("walks and waves"): the waving arm and what it
 * holds do the wave alone (the stride's or the leap's swing added to the wave's raise carried
 * the hand, and its sword or staff, across the face), and a shield arm swings a third as far,
 * so the shield stays at the side instead of sliding over the chest.
 */
function freeForWave(doc: LayeredSprite, b: Biped, pose: RigPose, how: GestureManner): RigPose {
  const arm = wavingArm(doc, b, how);
  const layers: Record<string, LayerMove> = { ...pose.layers };
  const held = b.item && b.item.parent === arm ? b.item.name : null;
  for (const name of [arm, held]) if (name) delete layers[name];
  const shield = doc.layers.find((l) => l.role === "shield" && l.width > 0 && l.parent !== arm);
  const shieldArm = shield?.parent;
  if (shieldArm && layers[shieldArm]) {
    const move = layers[shieldArm]!;
    layers[shieldArm] = { ...move, angle: (move.angle ?? 0) / 3 };
    if (layers[shield.name]) {
      const held = layers[shield.name]!;
      layers[shield.name] = { ...held, angle: (held.angle ?? 0) / 3 };
    }
  }
  return { ...pose, layers };
}

export function castsSpell(prompt: string): boolean {
  return readGestures(prompt).gestures.includes("cast");
}

export function ponders(prompt: string): boolean {
  return readGestures(prompt).gestures.includes("ponder");
}
