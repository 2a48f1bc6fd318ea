/**
 * A crow's beak stays one point in every frame: its head bobs, thrusts and pecks without being
 * turned a few degrees (a small beak turned pixel by pixel split at its tip into a fork). Which
 * part is the beak comes from the drawer's layers: the head's part that reaches furthest forward
 * at rest.
 */
import { describe, expect, it } from "vitest";
import type { AnimationPreset } from "../animate";
import { doc, posedFrames } from "../testing";
import type { Frame } from "./rig";

const crow = doc("black crow", "east");
const head = crow.layers.find((l) => l.name === "head")!;

/** The head's part whose pixels reach the furthest column forward (east) as drawn. */
function beakPart(): number {
  let best = -1;
  let part = -1;
  head.ink.forEach((ink, i) => {
    if (ink < 0) return;
    const x = head.x + (i % head.width);
    if (x > best) [best, part] = [x, head.part[i]!];
  });
  return part;
}
const beak = beakPart();

/**
 * Rows of the beak, and columns of its front half (its tip end), where its pixels are not one
 * run: a prong split off the tip, with a gap between.
 */
function forks(frame: Frame): number {
  const { width, height, ink, part } = frame.canvas;
  const at = (x: number, y: number) => ink[y * width + x]! >= 0 && part[y * width + x] === beak;
  let left = width;
  let right = -1;
  for (let i = 0; i < ink.length; i++) {
    if (!at(i % width, Math.floor(i / width))) continue;
    left = Math.min(left, i % width);
    right = Math.max(right, i % width);
  }
  if (right < 0) return 0;
  const from = right - Math.floor((right - left) / 2);
  let split = 0;
  for (let x = from; x <= right; x++) {
    let runs = 0;
    for (let y = 0; y < height; y++) if (at(x, y) && (y === 0 || !at(x, y - 1))) runs++;
    if (runs > 1) split++;
  }
  for (let y = 0; y < height; y++) {
    let runs = 0;
    for (let x = left; x <= right; x++) if (at(x, y) && (x === left || !at(x - 1, y))) runs++;
    if (runs > 1) split++;
  }
  return split;
}

describe("a crow's beak", () => {
  it("is drawn as a point ahead of the head at rest", () => {
    const rest = posedFrames(crow, "Idle")[0]!;
    expect(beak).toBeGreaterThan(0);
    expect(forks(rest)).toBe(0);
  });

  for (const preset of ["Idle", "Walk", "Jump", "Attack", "Hurt"] as AnimationPreset[]) {
    it(`never splits at its tip in the ${preset}`, () => {
      const split = posedFrames(crow, preset).map(forks);
      expect(split).toEqual(split.map(() => 0));
    });
  }
});
