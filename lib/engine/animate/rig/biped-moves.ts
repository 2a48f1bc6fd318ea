/**
 * The biped rig's shared vocabulary of pose-making: angles and easing, summing layer moves, a
 * leg's fold or lift, an arm's swing, what a hand holds kept steady, keyframes, and the turns
 * that lay a held thing flat or point it at the feet. The presets (`biped.ts`, the strikes in
 * `biped-attack.ts`, the falls in `biped-death.ts`) are written in these words.
 */
import type { Biped } from "./biped-figure";
import type { LayerMove } from "./rig-pose";

import { deg, ease } from "../easing";

export { bump, clamp01, deg, ease } from "../easing";

export type Moves = Record<string, LayerMove>;

export function add(moves: Moves, name: string | null, move: LayerMove): void {
  if (!name) return;
  const was = moves[name] ?? {};
  // What `add` does not sum (a squash, a hem) is kept as set.
  moves[name] = {
    ...was,
    angle: (was.angle ?? 0) + (move.angle ?? 0),
    dx: (was.dx ?? 0) + (move.dx ?? 0),
    dy: (was.dy ?? 0) + (move.dy ?? 0),
  };
}

/** Legs: thigh turn and knee bend in profile; in front, a lift of the shin and a splay. */
export function legPose(
  b: Biped,
  moves: Moves,
  index: 0 | 1,
  thigh: number,
  knee: number,
  lift: number,
): void {
  const leg = b.legs[index];
  if (b.profile) {
    add(moves, `${leg}.upper`, { angle: thigh });
    add(moves, `${leg}.lower`, { angle: knee });
    return;
  }
  add(moves, `${leg}.lower`, { dy: -Math.round(lift) });
  add(moves, `${leg}.upper`, { dy: -Math.round(lift * 0.35) });
}

/** Front view: a knee pushed out to its side (a crouch), the shin back under the hip. */
export function splay(b: Biped, moves: Moves, amount: number): void {
  b.legs.forEach((leg, index) => {
    const out = index === 0 ? 1 : -1;
    add(moves, `${leg}.upper`, { angle: out * deg(22) * amount });
    add(moves, `${leg}.lower`, { angle: -out * deg(40) * amount });
  });
}

/** An arm turned `angle` from rest, about its shoulder. */
export function swing(moves: Moves, arm: string | null, angle: number): void {
  add(moves, arm, { angle });
}

/** The side an arm is on in a front view: +1 when turning it clockwise raises it outward. */
export const outward = (arm: string) => (arm.endsWith("left") ? 1 : -1);

/** Whether a shield hangs on this arm (a layer of role "shield" whose parent it is). */
export function shielded(b: Biped, arm: string): boolean {
  return b.shields.includes(arm);
}

/**
 * What an arm holds keeps its own direction while the arm swings (a staff stays upright, a
 * shield level, a sword raised), so a jump does not fling it out flat like a lance.
 */
export function steady(b: Biped, moves: Moves, arm: string, turn: number): void {
  if (b.item && b.item.parent === arm) add(moves, b.item.name, { angle: -turn });
  for (const name of b.shieldLayers.get(arm) ?? []) add(moves, name, { angle: -turn });
}

/** Keyframed angles, eased between keys. */
export function keyed(keys: readonly (readonly [number, number])[], p: number): number {
  for (let k = 1; k < keys.length; k++) {
    const [p1, v1] = keys[k]!;
    const [p0, v0] = keys[k - 1]!;
    if (p <= p1) return v0 + (v1 - v0) * ease((p - p0) / Math.max(1e-6, p1 - p0));
  }
  return keys[keys.length - 1]![1];
}

/** The smallest turn that lays something pointing at screen angle `angle` flat. */
export function layFlat(angle: number): number {
  const a = ((angle % Math.PI) + Math.PI) % Math.PI;
  return a > Math.PI / 2 ? Math.PI - a : -a;
}

/**
 * The turn that points something at screen angle `angle` down: the shorter way round, or
 * `forward` only (clockwise: in profile, dropped ahead of the body rather than swung back
 * over the head).
 */
export function towardFeet(angle: number, forward = false): number {
  const turn = Math.PI / 2 - angle;
  const short = Math.atan2(Math.sin(turn), Math.cos(turn));
  return forward && short < 0 ? short + 2 * Math.PI : short;
}

/** Whether the held item is a long shaft (a staff, a spear): longer than the legs and half again. */
export function longShaft(b: Biped): boolean {
  return b.item !== null && Math.max(b.item.width, b.item.height) > b.legLength * 1.5;
}
