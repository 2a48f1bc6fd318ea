/**
 * A four-legged body's run in profile: a gallop, two beats a stride. Stretched out, the forelegs
 * reach ahead and the hind legs trail behind with every foot off the ground; the forefeet land
 * and pass under the chest; gathered, the hind legs swing up under the belly past the forelegs
 * sweeping back, all four feet off the ground again; the hind feet land and drive the body
 * forward into the next stretch. The near and far leg of each pair land a beat apart, so the two
 * are seen as two legs rather than one.
 */
import type { RigPose } from "./rig-pose";
import {
  type Creature,
  deg,
  frac,
  keyed,
  legSwing,
  type Moves,
  shinOf,
  wave,
  wings,
} from "./creature-kit";

/** How far the far leg of a pair lags its near leg, as a part of the stride. */
const LEAD = 0.07;

/**
 * The stride's key poses: each pair's angle at the hip (degrees, clockwise on screen: negative
 * swings the foot forward) and how far its lower leg folds back at the knee; the body's pitch
 * (positive tips the nose down), its stretch along the spine and how high it is carried.
 */
const STRIDE: readonly (readonly [number, Record<string, number>])[] = [
  // Stretched out in the air.
  [0, { fore: -50, hind: 48, foreKnee: 0, hindKnee: 0, pitch: -2, stretch: 1, air: 1 }],
  // The forefeet land, the hind legs folding to swing forward.
  [0.125, { fore: -26, hind: 20, foreKnee: 0, hindKnee: 45, pitch: 3 }],
  // The weight over the forelegs, the hind legs coming forward folded.
  [0.25, { fore: 8, hind: -12, foreKnee: 20, hindKnee: 75, pitch: 4, stretch: -0.5 }],
  // Gathered in the air: each pair tucked, the forepaws folded up under the chest and the hind
  // paws brought forward under the belly, a gap kept between the two pairs.
  [0.375, { fore: 20, hind: -24, foreKnee: 95, hindKnee: 60, pitch: 1, stretch: -1, air: 0.6 }],
  // The hind feet land under the belly.
  [0.5, { fore: 6, hind: -14, foreKnee: 70, hindKnee: 5, pitch: -2, stretch: -0.5 }],
  // The weight over the hind legs, the forelegs swinging forward folded.
  [0.625, { fore: -14, hind: -4, foreKnee: 60, hindKnee: 0, pitch: -4 }],
  // The hind legs drive back; the forelegs reach.
  [0.75, { fore: -40, hind: 26, foreKnee: 15, hindKnee: 0, pitch: -5, stretch: 0.5 }],
  [0.875, { fore: -50, hind: 38, foreKnee: 0, hindKnee: 5, pitch: -3, stretch: 1, air: 0.6 }],
  [1, { fore: -50, hind: 48, foreKnee: 0, hindKnee: 0, pitch: -2, stretch: 1, air: 1 }],
];

export function gallop(c: Creature, p: number): RigPose {
  const u = c.unit;
  const k = keyed(p, STRIDE);
  // Stubby legs swing, fold and tip the body less.
  const swing = legSwing(c);
  const layers: Moves = {
    // Stretched, the spine is drawn a little longer; gathered, a little shorter.
    body: { angle: deg(k("pitch") * swing), scaleX: 1 + 0.06 * swing * k("stretch") },
    // The head reaches out when stretched and nods down as the forefeet take the weight.
    head: {
      angle: deg(k("pitch") * 0.8 + 6 * Math.max(0, -k("stretch"))),
      dx: Math.round(k("stretch") * u * 0.8),
    },
    // The tail streams out behind, lifting and falling a little with each bound.
    tail: { angle: -deg(22) + deg(10) * wave(p, 1, 0.1) },
    // The wings beat twice a stride, backward only from where they were drawn: a positive turn
    // swings a wing forward over the neck, where it folded into the head and horns.
    ...wings(c, -deg(35) * 0.5 * (1 - Math.cos(4 * Math.PI * p))),
  };
  for (const leg of ["leg.fore.near", "leg.hind.near", "leg.fore.far", "leg.hind.far"]) {
    const pair = leg.includes("fore") ? "fore" : "hind";
    const lagging = leg.endsWith("far") ? keyed(frac(p - LEAD), STRIDE) : k;
    // Stretched, the forelegs sit a pixel further ahead and the hind legs behind, as the body does.
    const spread = Math.round(k("stretch") * u * (pair === "fore" ? 1 : -1));
    layers[leg] = { angle: deg(lagging(pair) * swing), dx: spread };
    if (c.names.has(shinOf(leg)))
      layers[shinOf(leg)] = { angle: deg(lagging(`${pair}Knee`) * swing) };
  }
  const air = k("air");
  if (air > 0.3) {
    // Every foot off the ground: the body is carried at its standing height and a little higher.
    return {
      layers,
      ground: "none",
      clearance: Math.max(2, Math.round(air * u * 2)),
      lift: Math.round(air * u * 3),
    };
  }
  return { layers, ground: "feet" };
}
