/**
 * How a held bow is carried while the body moves (walking, running, jumping): held a little
 * forward of the hip, so its arc hangs in front of the legs rather than across them, and kept in
 * the direction it was drawn, so it moves with the hand as one rigid piece. Turned a few degrees
 * pixel by pixel, a one-pixel arc and string break into fragments and merge with what they
 * cross.
 */
import type { Biped } from "./biped";
import type { RigPose } from "./compose";

/** How far forward of the hip the bow hand carries it in profile, in radians. */
const CARRY_FORWARD = (20 * Math.PI) / 180;

export function carryBow(b: Biped, pose: RigPose, parents: ReadonlyMap<string, string | null>) {
  if (b.item?.kind !== "bow" || !b.weaponArm) return pose;
  const layers = { ...pose.layers };
  const arm = b.weaponArm;
  if (b.profile) {
    const was = layers[arm] ?? {};
    layers[arm] = { ...was, angle: (was.angle ?? 0) - CARRY_FORWARD };
  }
  // The bow's own turn cancels every turn above it (arm, torso), so on screen it is not turned.
  let turned = 0;
  for (let name: string | null = arm; name; name = parents.get(name) ?? null) {
    turned += layers[name]?.angle ?? 0;
  }
  const item = layers[b.item.name] ?? {};
  layers[b.item.name] = { ...item, angle: -turned };
  return { ...pose, layers };
}
