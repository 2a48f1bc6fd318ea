/**
 * On a figure of few pixels seen from the front, the cut gives the robe's or tunic's sides (the
 * column of cloth and its outline beside the hands) to the arms, since a sleeve and the cloth
 * under it are one run of pixels there. One arm raised or thrust far away took that cloth with it,
 * so a waving or spell-throwing mage's robe lost a column on that side, a notch beside the hanging
 * arm. A pixel artist leaves the cloth where it hangs: the arm's pixels in the torso's rows, in the torso's colours or
 * the outline, stay where they were drawn, and a hand among them (a colour the torso does not
 * have) takes the cloth beside it, toward the middle. An arm that reaches above the neck holds
 * something (a blade held upright): its pixels are the item's, and nothing of it is left behind.
 */
import type { Figure, Part } from "../figure";
import { outlineColor } from "../figure";
import type { Pixels } from "../raster";
import type { Pose } from "./pose";
import { drawsRaisedArm } from "./raised-arm";

/** An arm turned at least this far from hanging has left its side of the body. */
export const ARM_AWAY = Math.PI / 4;

const leftBehind = new WeakMap<Figure, Map<string, Uint32Array>>();

/** What an arm leaves of the cloth when it moves away: canvas-sized, 0 where nothing stays. */
function clothOfArm(figure: Figure, arm: Part): Uint32Array {
  const known = leftBehind.get(figure) ?? new Map<string, Uint32Array>();
  leftBehind.set(figure, known);
  const hit = known.get(arm.name);
  if (hit) return hit;
  const out = new Uint32Array(figure.width * figure.height);
  known.set(arm.name, out);
  const torso = figure.parts.get("torso");
  if (!torso || arm.y0 <= figure.neckY) return out;
  const outline = outlineColor(figure.source);
  const cloth = new Set<number>();
  for (const v of torso.pixels.data) if (v !== 0 && v !== outline) cloth.add(v);
  const { width, data } = figure.source;
  const inward = arm.x0 + arm.pixels.width / 2 < figure.centerX ? 1 : -1;
  const top = torso.y0;
  for (let y = Math.max(arm.y0, top); y < arm.y0 + arm.pixels.height; y++) {
    for (let x = arm.x0; x < arm.x0 + arm.pixels.width; x++) {
      const v = arm.pixels.data[(y - arm.y0) * arm.pixels.width + (x - arm.x0)]!;
      if (v === 0) continue;
      if (v === outline || cloth.has(v)) {
        out[y * width + x] = v;
        continue;
      }
      // A hand: the cloth next to it toward the middle, when there is any in its row.
      for (let s = x + inward; s >= 0 && s < width; s += inward) {
        const near = data[y * width + s]!;
        if (cloth.has(near)) {
          out[y * width + x] = near;
          break;
        }
      }
    }
  }
  return out;
}

/**
 * Puts back the cloth an arm leaves at its side when it is the only arm turned ARM_AWAY or more
 * from hanging (a wave, a thrust): the other side still hangs, and a robe cut away on one side
 * reads as a notch. With both arms up (a cheer, a cast) the cloth goes with them: the narrowed
 * torso under two raised arms reads as one Y, where the full robe under them flared into a star
 * with the arms sprouting from the brim like horns.
 */
export function keepClothBehindLoneArm(frame: Pixels, figure: Figure, pose: Pose): void {
  const away = (["armLeft", "armRight"] as const).filter(
    (name) => figure.parts.has(name) && Math.abs(pose.parts?.[name]?.angle ?? 0) >= ARM_AWAY,
  );
  // An arm drawn raised from its shoulder (raised-arm.ts) leaves all the cloth, one arm or two:
  // it rises from the robe's shoulder, not from the robe's side.
  const drawn = (["armLeft", "armRight"] as const).filter((name) => {
    const part = figure.parts.get(name);
    return part && pose.parts?.[name]?.raised !== undefined && drawsRaisedArm(figure, part);
  });
  const keep = new Set<"armLeft" | "armRight">(drawn);
  if (away.length === 1) keep.add(away[0]!);
  for (const name of keep) {
    const cloth = clothOfArm(figure, figure.parts.get(name)!);
    for (let p = 0; p < cloth.length; p++) if (cloth[p] !== 0) frame.data[p] = cloth[p]!;
  }
}
