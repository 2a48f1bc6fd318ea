/**
 * Humanoid proportions by size. At 32 px a figure is chibi (the head about 40% of the height,
 * so a face still has room for eyes); by 128 px it is a taller, heroic figure with a head about
 * a fifth of the height. Everything is derived from the frame, so a figure fills its canvas at
 * any size and the same prompt at 64 and 256 px gives the same character, drawn bigger.
 */
import type { Camera } from "../prompt";
import type { Headgear, Outfit } from "./character-outfits";
import { type Box, clamp01, lerp } from "./layout";

export interface Figure {
  readonly cx: number;
  readonly feetY: number;
  readonly headW: number;
  readonly headH: number;
  readonly headTop: number;
  readonly headCy: number;
  readonly torsoTop: number;
  readonly hipY: number;
  readonly torsoH: number;
  readonly legH: number;
  readonly shoulderW: number;
  readonly waistW: number;
  readonly armW: number;
  readonly armLen: number;
  readonly handR: number;
  readonly legW: number;
  readonly legSpread: number;
  readonly footH: number;
  /** Height above the head reserved for the headgear. */
  readonly hatH: number;
  /** 0 at chibi proportions, 1 at tall ones. */
  readonly t: number;
}

/** How far a headgear rises above the head, as a share of head height. */
const HAT_RISE: Readonly<Record<Headgear, number>> = {
  none: 0,
  helm: 0.22,
  kettle: 0.08,
  horned: 0.32,
  kabuto: 0.3,
  pointy: 0.8,
  hood: 0.06,
  crown: 0.25,
  tricorn: 0.3,
  cowboy: 0.22,
  chef: 0.6,
  cap: 0.08,
  space: 0.1,
  straw: 0.12,
  ninja: 0.04,
  jester: 0.5,
  fedora: 0.2,
  nurse: 0.14,
  sailor: 0.1,
  miner: 0.16,
  headdress: 0.45,
  peaked: 0.16,
};

/**
 * The figure standing on the bottom of `box`, centered in it, `height` tall from feet to the top
 * of its headgear.
 */
export function figureFor(box: Box, height: number, outfit: Outfit, camera: Camera): Figure {
  const t = clamp01((height - 26) / (110 - 26));
  // Shares of the body height (feet to top of head) before the headgear.
  let head = lerp(0.4, 0.25, t);
  let torso = lerp(0.27, 0.3, t);
  let legs = (1 - head - torso) * outfit.legs;
  if (camera === "top_down") {
    // Seen from above the legs foreshorten and the head looms.
    head *= 1.12;
    legs *= 0.6;
  } else if (camera === "three_quarter" || camera === "isometric") {
    legs *= 0.85;
  }
  const sum = head + torso + legs;
  head /= sum;
  torso /= sum;
  legs /= sum;
  const rise = HAT_RISE[outfit.headgear] + (outfit.horns ? 0.2 : 0);
  const body = height / (1 + rise * head);
  const headH = body * head;
  const headW = headH * lerp(1.04, 0.86, t) * Math.sqrt(outfit.build);
  const torsoH = body * torso;
  const legH = body * legs;
  const shoulderW = headW * lerp(0.95, 1.65, t) * outfit.build;
  const waistW = shoulderW * lerp(0.88, 0.76, t);
  const armW = Math.max(2, shoulderW * lerp(0.25, 0.22, t));
  let legW = Math.max(2, waistW * 0.46);
  if (waistW - 2 * legW < 1) legW = Math.max(2, (waistW - 1) / 2);
  const feetY = box.y + box.h;
  const hipY = feetY - legH;
  const torsoTop = hipY - torsoH;
  const overlap = headH * lerp(0.1, 0.02, t);
  const headTop = torsoTop + overlap - headH;
  return {
    cx: box.x + box.w / 2,
    feetY,
    headW,
    headH,
    headTop,
    headCy: headTop + headH / 2,
    torsoTop,
    hipY,
    torsoH,
    legH,
    shoulderW,
    waistW,
    armW,
    armLen: torsoH * lerp(0.92, 1.1, t) * (outfit.arms ?? 1),
    handR: Math.max(1, armW * 0.58),
    legW,
    legSpread: Math.max(legW / 2 + 0.5, waistW / 2 - legW / 2),
    footH: Math.max(2, legH * 0.28),
    hatH: headH * rise,
    t,
  };
}
