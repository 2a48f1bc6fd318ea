/**
 * How a long held item is carried while the body moves (walking, running, jumping): kept in the
 * direction it was drawn, so it moves with the hand as one rigid piece. Turned a few degrees
 * pixel by pixel, a bow's one-pixel arc and string break into fragments and merge with what they
 * cross; a staff tipped with the swinging arm sweeps its orb through the head. A bow is also
 * held a little forward of the hip, so its arc hangs in front of the legs rather than across
 * them.
 */
import type { Biped } from "./biped-figure";
import type { RigPose } from "./compose";

/** How far forward of the hip the bow hand carries it in profile, in radians. */
const CARRY_FORWARD = (20 * Math.PI) / 180;

/** Items carried upright in their drawn direction: long ones a swing would tip through the body. */
const CARRIED: ReadonlySet<string> = new Set(["bow", "staff"]);

export function carryItem(b: Biped, pose: RigPose, parents: ReadonlyMap<string, string | null>) {
  if (!CARRIED.has(b.item?.kind ?? "") || !b.item || !b.weaponArm) return pose;
  const layers = { ...pose.layers };
  const arm = b.weaponArm;
  if (b.profile && b.item.kind === "bow") {
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
