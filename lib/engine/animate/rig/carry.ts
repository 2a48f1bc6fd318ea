/**
 * How a held item is carried while the body moves (walking, running, jumping, flinching): kept
 * in the direction it was drawn, so it moves with the hand as one rigid piece. Turned a few
 * degrees pixel by pixel, a bow's one-pixel arc and string break into fragments and merge with
 * what they cross; a staff tipped with the swinging arm sweeps its orb through the head; a sword
 * tipped back with an arm pumping forward rides up beside the helmet. In profile the hand also
 * carries its item forward of where it was drawn when layers drawn over it (a beard over a staff)
 * would hide it, and a bow a little forward of the hip, so its arc hangs in front of the legs
 * rather than across them.
 */
import type { SpriteLayer } from "../../draw";
import type { Biped } from "./biped-figure";
import type { RigPose } from "./rig-pose";

/** How far forward of the hip the bow hand carries it in profile, in radians. */
const BOW_FORWARD = (20 * Math.PI) / 180;
/** The most a hand carries its item forward to clear what covers it. */
const MOST_FORWARD = (40 * Math.PI) / 180;
/** An item counts as clear when at most this share of its pixels is covered. */
const CLEAR_SHARE = 0.12;

/** How far forward (radians) the hand carries its item in profile while the body moves. */
export function carriedForward(b: Biped): number {
  if (!b.profile || !b.item) return 0;
  return b.item.kind === "bow" ? BOW_FORWARD : b.carryForward;
}

export function carryItem(b: Biped, pose: RigPose, parents: ReadonlyMap<string, string | null>) {
  if (!b.item || !b.weaponArm) return pose;
  const layers = { ...pose.layers };
  const arm = b.weaponArm;
  const forward = carriedForward(b);
  if (forward) {
    const was = layers[arm] ?? {};
    layers[arm] = { ...was, angle: (was.angle ?? 0) - forward };
  }
  // The item's own turn cancels every turn above it (arm, torso), so on screen it is not turned.
  let turned = 0;
  for (let name: string | null = arm; name; name = parents.get(name) ?? null) {
    turned += layers[name]?.angle ?? 0;
  }
  const item = layers[b.item.name] ?? {};
  layers[b.item.name] = { ...item, angle: -turned };
  return { ...pose, layers };
}

/**
 * How far forward (radians) the hand must turn its arm, about the shoulder, for the item it
 * holds, kept upright, to stand clear of the layers drawn over it other than the holding arm
 * and its children: the smallest turn, in small steps, that leaves at most a small share of the
 * item's pixels covered. 0 when the item is clear as drawn, and at most a comfortable reach.
 */
export function carryClearance(
  layers: readonly SpriteLayer[],
  item: SpriteLayer,
  arm: SpriteLayer,
): number {
  const index = layers.indexOf(item);
  const holding = new Set([arm.name]);
  for (const l of layers) if (l.parent && holding.has(l.parent)) holding.add(l.name);
  const cover = new Set<number>();
  for (const l of layers.slice(index + 1)) {
    if (holding.has(l.name)) continue;
    l.ink.forEach((ink, i) => {
      if (ink >= 0) cover.add((l.y + Math.floor(i / l.width)) * 4096 + l.x + (i % l.width));
    });
  }
  const own: [number, number][] = [];
  item.ink.forEach((ink, i) => {
    if (ink >= 0) own.push([item.x + (i % item.width), item.y + Math.floor(i / item.width)]);
  });
  if (!own.length || !cover.size) return 0;
  const gx = item.joint.x - arm.joint.x;
  const gy = item.joint.y - arm.joint.y;
  const step = (2.5 * Math.PI) / 180;
  for (let a = 0; a <= MOST_FORWARD + 1e-9; a += step) {
    // Turned forward (counterclockwise on screen, the drawn canvas faces east) about the shoulder.
    const dx = Math.round(Math.cos(a) * gx + Math.sin(a) * gy - gx);
    const dy = Math.round(-Math.sin(a) * gx + Math.cos(a) * gy - gy);
    let covered = 0;
    for (const [x, y] of own) if (cover.has((y + dy) * 4096 + x + dx)) covered++;
    if (covered <= own.length * CLEAR_SHARE) return a;
  }
  return MOST_FORWARD;
}
