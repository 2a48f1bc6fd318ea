/**
 * The timing curves of custom gestures: how far through its move a gesture is at each frame (a
 * raise held, a beat repeated, a swing side to side, a tremble, a spell's arc and glow). Pure
 * functions of the frame and the tempo the sentence names.
 */
import type { Tempo } from "../../edit-grammar";

import { ease } from "../easing";

export { clamp01, deg, ease } from "../easing";
/**
 * Up over the first fifth, held, and back down over the last sixth: a loop that starts at rest.
 * Slowly, the rise takes two fifths and the fall a quarter; quickly, it snaps up in a tenth.
 */
export const held = (p: number, tempo: Tempo = "even") => {
  const rise = tempo === "slow" ? 0.4 : tempo === "quick" ? 0.1 : 0.2;
  const fall = tempo === "slow" ? 0.25 : 0.16;
  return ease(p / rise) * (1 - ease((p - (1 - fall)) / fall));
};

/**
 * A bow seen from the front over the loop (p from 0 to 1), 0 to 1: down in a quarter of the
 * loop, held low to 62% of it, and back up by 95%, so 8 frames show the way down, three or
 * more frames at the bottom and the way up (down and straight back up with one frame at the
 * bottom, it read as a nod). Slowly (played at a slower rate), the way down takes a third
 * longer and the way up starts at 55%, so frame 6 of 8 is half way up and frame 7 near rest:
 * held to 72% and up at the loop's end, every other frame showed only the way down and the
 * loop snapped upright.
 */
export const bowArc = (p: number, tempo: Tempo = "even") => {
  const down = tempo === "slow" ? 0.35 : tempo === "quick" ? 0.15 : 0.25;
  const bottom = tempo === "slow" ? 0.55 : 0.62;
  return ease(p / down) * (1 - ease((p - bottom) / (0.95 - bottom)));
};

/**
 * Beats of a repeated gesture (a nod, a hop, a hand waved side to side) per loop: two when the
 * strip has 8 frames or more, one below, so a beat always spans at least four frames. A beat
 * is sampled at its rest, half way, its peak and half way back; a rhythm of one beat per two
 * frames would land every even frame on the same pose, and a strip looked at frame by other
 * frame (or played at 4 frames) would show a still.
 */
export const beatsIn = (n: number, tempo: Tempo = "even") => (n >= 8 && tempo !== "slow" ? 2 : 1);
/**
 * 0 at rest, 1 at the beat's peak, eased: rest on frame 0 and the peak half a beat later. A slow
 * beat spans the whole loop; a quick one snaps to its peak and lingers there.
 */
export const beat = (t: number, n: number, tempo: Tempo = "even") => {
  const b = (1 - Math.cos((2 * Math.PI * beatsIn(n, tempo) * t) / n)) / 2;
  return tempo === "quick" ? Math.sqrt(b) : b;
};
/** Side to side, -1 to 1: each beat passes through both sides and the middle. */
export const swing = (t: number, n: number, tempo: Tempo = "even") =>
  Math.cos((2 * Math.PI * beatsIn(n, tempo) * t) / n);
/**
 * Which way a look about faces over the loop (p from 0 to 1), -1 to 1: from the middle to one
 * side, held, across to the other, held, and back, so a loop of 8 frames holds each side for
 * three and every other frame shows the middle, one side, the middle and the other side (a
 * look swung through without a pause read as a shake of the head).
 */
export function lookSide(p: number): number {
  const s = Math.sin(2 * Math.PI * p);
  return Math.sign(s) * Math.min(1, Math.abs(s) * 1.6);
}

/**
 * A tremble's offsets, one per frame: no two neighbours alike and no period of two frames, so
 * every other frame still differs (1, -1, 0, 1, -1, 1, 0, -1: even frames 1, 0, -1, 0).
 */
export const tremble = (t: number) => [1, -1, 0, 1, -1, 1, 0, -1][t % 8]!;

/**
 * A spell's arm over the loop, as a share of the full raise: drawn back a little (below 0),
 * raised, thrust past the raise when the spell is loosed (up to 1.2), held out, and home.
 */
export function castArc(p: number, tempo: Tempo = "even"): number {
  const at = tempo === "slow" ? 0.6 : tempo === "quick" ? 0.4 : 0.5;
  const keys: [number, number][] = [
    [0, 0],
    [at * 0.3, -0.15],
    [at * 0.75, 1],
    [at, 1.2],
    [at + 0.15, 1],
    [0.84, 0.95],
    [1, 0],
  ];
  let i = 0;
  while (i < keys.length - 2 && p >= keys[i + 1]![0]) i++;
  const [p0, a] = keys[i]!;
  const [p1, b] = keys[i + 1]!;
  return a + (b - a) * ease((p - p0) / (p1 - p0));
}

/**
 * How bright the spell is at p: it gathers while the arm rises, bursts past full as it is
 * loosed (1.5: a larger orb with long rays), and lingers at half as the arm comes home.
 */
export function spellStrength(p: number, tempo: Tempo = "even"): number {
  const at = tempo === "slow" ? 0.6 : tempo === "quick" ? 0.4 : 0.5;
  if (p < at - 0.02) return Math.min(1, p / (at * 0.9));
  if (p < at + 0.12) return 1.5;
  return p > 0.84 ? 0.4 : 0.7;
}
