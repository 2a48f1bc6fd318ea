/**
 * Keeping a posed figure inside its frame: a pose that would carry any pixel to the frame's
 * edge (a lunge, a lid swung open, a jump in a tight frame) is made smaller, never clipped.
 * Every side keeps at least one empty pixel, or as many as the sprite itself keeps there at
 * rest when it already touches the edge.
 */
import { borderIndices, floodFill, type RgbaImage } from "../../raster";
import type { LayerMove, RigPose } from "./rig-pose";

export interface Margins {
  readonly top: number;
  readonly left: number;
  readonly right: number;
  readonly bottom: number;
}

/** Empty rows and columns between the opaque pixels and each edge (null: nothing opaque). */
export function marginsOf(image: RgbaImage): Margins | null {
  const { width, height, data } = image;
  let top = height;
  let bottom = -1;
  let left = width;
  let right = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!data[(y * width + x) * 4 + 3]) continue;
      if (y < top) top = y;
      bottom = y;
      if (x < left) left = x;
      if (x > right) right = x;
    }
  }
  if (bottom < 0) return null;
  return { top, left, right: width - 1 - right, bottom: height - 1 - bottom };
}

/** The margins a frame must keep: one pixel, or the rest picture's own where it has less. */
export function neededMargins(rest: RgbaImage): Margins {
  const m = marginsOf(rest) ?? { top: 1, left: 1, right: 1, bottom: 1 };
  return {
    top: Math.min(1, m.top),
    left: Math.min(1, m.left),
    right: Math.min(1, m.right),
    bottom: Math.min(1, m.bottom),
  };
}

export function fits(image: RgbaImage, need: Margins): boolean {
  const m = marginsOf(image);
  if (!m) return true;
  return (
    m.top >= need.top && m.left >= need.left && m.right >= need.right && m.bottom >= need.bottom
  );
}

/**
 * The largest version of `pose` whose frame fits, as rendered by `render` and judged by `ok`:
 * the pose itself; its `shorter` drawing of the same moment; in the air, the same pose lifted less (a jump in a tight frame keeps its
 * tucked legs and rises only as far as the frame allows); else the whole pose made smaller.
 * How much is kept is found by halving (a few renders, not one per step); when even the rest
 * pose does not fit, that is what is drawn.
 */
export function fitPose<R>(pose: RigPose, render: (pose: RigPose) => R, ok: (r: R) => boolean): R {
  const full = render(pose);
  if (ok(full)) return full;
  if (pose.shorter) return fitPose(pose.shorter, render, ok);
  const largest = (make: (k: number) => RigPose, fallback: R) => {
    let best: R | null = null;
    let lo = 0;
    let hi = 1;
    for (let step = 0; step < 3; step++) {
      const k = (lo + hi) / 2;
      const r = render(make(k));
      if (ok(r)) {
        best = r;
        lo = k;
      } else hi = k;
    }
    return best ?? fallback;
  };
  let base = pose;
  if (pose.lift || pose.clearance) {
    const grounded = lifted(pose, 0);
    const low = render(grounded);
    if (ok(low)) return largest((k) => lifted(pose, k), low);
    base = grounded;
  }
  const rest = render(scalePose(base, 0));
  if (!ok(rest)) return rest;
  return largest((k) => scalePose(base, k), rest);
}

/** The pose lifted `k` times as high (and as far clear of the ground). */
function lifted(pose: RigPose, k: number): RigPose {
  return {
    ...pose,
    ...(pose.lift !== undefined ? { lift: pose.lift * k } : {}),
    ...(pose.clearance !== undefined ? { clearance: Math.floor(pose.clearance * k) } : {}),
  };
}

/**
 * The pose made `k` times as big: every turn, move, squash, bend, lift and clearance (an open mouth
 * stays open: it moves no pixel outward).
 */
export function scalePose(pose: RigPose, k: number): RigPose {
  if (k === 1) return pose;
  const layers: Record<string, LayerMove> = {};
  for (const [name, move] of Object.entries(pose.layers)) {
    layers[name] = {
      ...(move.angle !== undefined ? { angle: move.angle * k } : {}),
      ...(move.dx !== undefined ? { dx: Math.round(move.dx * k) } : {}),
      ...(move.dy !== undefined ? { dy: Math.round(move.dy * k) } : {}),
      ...(move.scaleX !== undefined ? { scaleX: 1 + (move.scaleX - 1) * k } : {}),
      ...(move.scaleY !== undefined ? { scaleY: 1 + (move.scaleY - 1) * k } : {}),
      ...(move.pitch !== undefined ? { pitch: move.pitch * k } : {}),
      ...(move.faceDown ? { faceDown: true } : {}),
      // Something let go lies on the ground however small the rest of the motion is made.
      ...(move.drop !== undefined ? { drop: move.drop } : {}),
      ...(move.lean !== undefined
        ? {
            lean: {
              ...move.lean,
              shift: Math.round(move.lean.shift * k),
              sink: 1 + ((move.lean.sink ?? 1) - 1) * k,
            },
          }
        : {}),
      ...(move.bend !== undefined
        ? {
            bend: move.bend.map((c) =>
              c
                ? {
                    ...c,
                    toTop: c.top + Math.round((c.toTop - c.top) * k),
                    toBottom: c.bottom + Math.round((c.toBottom - c.bottom) * k),
                  }
                : null,
            ),
          }
        : {}),
    };
  }
  return {
    ...pose,
    layers,
    ...(pose.root
      ? {
          root: {
            pivot: pose.root.pivot,
            angle: pose.root.angle * k,
            dx: Math.round((pose.root.dx ?? 0) * k),
            dy: Math.round((pose.root.dy ?? 0) * k),
          },
        }
      : {}),
    ...(pose.lift !== undefined ? { lift: pose.lift * k } : {}),
    ...(pose.clearance !== undefined ? { clearance: Math.floor(pose.clearance * k) } : {}),
  };
}

/**
 * Transparent pixels the figure encloses (no path of transparent pixels joins them to the
 * frame's border): a posed arm and a held staff that close a gap against the body.
 */
export function enclosedCount(image: RgbaImage): number {
  const { width, height, data } = image;
  const clear = (i: number) => data[i * 4 + 3] === 0;
  const seen = new Uint8Array(width * height);
  floodFill(width, height, borderIndices(width, height), clear, { connectivity: 4, seen });
  let n = 0;
  for (let i = 0; i < seen.length; i++) if (!seen[i] && clear(i)) n++;
  return n;
}
