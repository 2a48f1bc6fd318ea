/**
 * Extra moves that set a frame apart from the one before when the motion alone leaves it
 * unchanged, for a biped's frames.
 */
import type { Biped } from "./biped";
import type { RigPose } from "./rig-pose";

/**
 * Small extra moves that make a frame differ from the one before when the motion alone leaves
 * it unchanged (a one-pixel breath cannot fill 16 distinct frames). Tried in order.
 */
export function nudges(b: Biped): ((pose: RigPose) => RigPose)[] {
  const moved = (pose: RigPose, name: string | null, move: { angle?: number; dy?: number }) => {
    if (!name) return pose;
    const was = pose.layers[name] ?? {};
    return {
      ...pose,
      layers: {
        ...pose.layers,
        [name]: {
          ...was,
          angle: (was.angle ?? 0) + (move.angle ?? 0),
          dy: (was.dy ?? 0) + (move.dy ?? 0),
        },
      },
    };
  };
  const arm = b.freeArm ?? b.arms[0] ?? null;
  return [
    (pose) => moved(pose, "head", { dy: 1 }),
    (pose) => moved(pose, arm, { angle: 0.08 }),
    (pose) => moved(pose, arm, { angle: -0.08 }),
    (pose) => moved(pose, "torso", { dy: 1 }),
    (pose) => moved(pose, b.item?.name ?? null, { angle: 0.1 }),
  ];
}
