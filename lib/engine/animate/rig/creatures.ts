/**
 * The presets of the rigs other than the biped: quadrupeds (a four-beat walk, a trot, a bite led
 * by the head), winged creatures (flaps), serpents (a wave travelling along the segments), the
 * spider (alternating leg groups), blobs (squash and stretch) and hinged props (bob, shake, a
 * lid that opens). Each gives the pose of frame t of n from the layers' names, which the drawers
 * declare; angles are clockwise on screen, and a profile is drawn facing east (west is its
 * mirror), so a forward swing of a leg is a negative angle.
 */
import type { Prepared } from "./rig-pose";
import type { RigPose } from "./rig-pose";
import { blob } from "./blob";
import type { Creature, CreaturePreset } from "./creature-kit";
import { hinged } from "./hinged";
import { insect } from "./insect";
import { quadruped } from "./quadruped";
import { serpent } from "./serpent";
import { spiderCrouch } from "./spider-gestures";
import { winged } from "./winged";

export { type Creature, type CreaturePreset, readCreature } from "./creature-kit";

export function creaturePose(
  c: Creature,
  prep: Prepared,
  preset: CreaturePreset,
  t: number,
  n: number,
): RigPose {
  const p = preset === "Death" ? t / Math.max(1, n - 1) : t / n;
  switch (c.rig) {
    case "quadruped":
      return quadruped(c, preset, p);
    case "winged":
      return winged(c, preset, p, prep);
    case "serpent":
      return serpent(c, prep, preset, p);
    case "insect":
      return insect(c, preset, p, (dip) => spiderCrouch(c, prep, dip));
    case "blob":
      return blob(c, preset, p, prep);
    default:
      return hinged(c, preset, p, prep);
  }
}

/** Small moves that make a frame differ from the one before when the motion alone does not. */
export function creatureNudges(c: Creature): ((pose: RigPose) => RigPose)[] {
  const names = ["head", "tail", "face", "lid", "segment.0", "wing.near", "leg.0.left", "body"];
  const nudge = (name: string, dy: number) => (pose: RigPose) => {
    const was = pose.layers[name] ?? {};
    return { ...pose, layers: { ...pose.layers, [name]: { ...was, dy: (was.dy ?? 0) + dy } } };
  };
  const present = names.filter((n) => c.names.has(n));
  // Each part moved its usual way first, then the other way (a frame with no room above).
  return [
    ...present.map((name) => nudge(name, name === "lid" ? -1 : 1)),
    ...present.map((name) => nudge(name, name === "lid" ? 1 : -1)),
  ];
}
