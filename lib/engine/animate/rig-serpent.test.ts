/**
 * A snake's slither as an animator reads it: the body lies on the ground in an S-curve, and the
 * curve travels back along it toward the tail while it stays down. Which pixels are the body on
 * the ground comes from the layers the drawer kept (their part ids), the ground from the snake
 * lying at rest, never from the poses.
 */
import { describe, expect, it } from "vitest";
import { doc, layerOwnParts, posedFrames } from "../testing";
import type { Frame } from "./rig";

const d = doc("green snake", "east");
/** The segments on the ground share their part ids with the raised neck (the layer named body). */
const body = new Set<number>();
for (const l of d.layers) {
  if (!l.name.startsWith("segment.")) continue;
  l.ink.forEach((ink, i) => {
    if (ink >= 0) body.add(l.part[i]!);
  });
}
const head = layerOwnParts(d, "head");
const neck = d.layers.find((l) => l.name === "body")!;
const headLayer = d.layers.find((l) => l.name === "head")!;
const rest = posedFrames(d, "Idle")[0]!;
const walk = posedFrames(d, "Walk");
const run = posedFrames(d, "Run");
const death = posedFrames(d, "Death");

/** The lowest row of any pixel of the snake at rest: the ground it lies on. */
function groundOf(frame: Frame): number {
  let ground = -1;
  frame.canvas.ink.forEach((ink, i) => {
    if (ink >= 0) ground = Math.max(ground, Math.floor(i / frame.canvas.width));
  });
  return ground;
}
const ground = groundOf(rest);

/**
 * How far the underside of the body on the ground stands above the ground, column by column,
 * from the frame's left edge to where the neck rises (as far behind the head as the drawer drew
 * it); a column without the body is null.
 */
function underside(frame: Frame): (number | null)[] {
  const { width, height, ink, part } = frame.canvas;
  let headLeft = width;
  for (let i = 0; i < ink.length; i++) {
    if (ink[i]! >= 0 && head.has(part[i]!)) headLeft = Math.min(headLeft, i % width);
  }
  const behindNeck = headLeft - (headLayer.x - neck.x) - 3;
  const out: (number | null)[] = [];
  for (let x = 0; x < behindNeck; x++) {
    let lowest = -1;
    for (let y = height - 1; y >= 0 && lowest < 0; y--) {
      const i = y * width + x;
      if (ink[i]! >= 0 && body.has(part[i]!)) lowest = y;
    }
    out.push(lowest < 0 ? null : ground - lowest);
  }
  return out;
}

const rises = (frame: Frame) => underside(frame).filter((h): h is number => h !== null);

describe("a snake lies in an S-curve", () => {
  it("at rest its underside arches off the ground between places where it rests on it", () => {
    const profile = underside(rest);
    // Arched a few pixels: seen at 1x, not a straight rod.
    expect(Math.max(...rises(rest))).toBeGreaterThanOrEqual(3);
    // Down on the ground in at least two places apart, with an arch between them.
    const down = profile.flatMap((h, x) => (h !== null && h <= 0 ? [x] : []));
    const first = Math.min(...down);
    const last = Math.max(...down);
    expect(last - first).toBeGreaterThan(profile.length / 4);
    expect(Math.max(...profile.slice(first, last).map((h) => h ?? 0))).toBeGreaterThanOrEqual(3);
  });
});

describe("a snake's slither keeps it lying on the ground", () => {
  const restArch = Math.max(...rises(rest));
  const length = rises(rest).length;
  for (const [preset, frames] of [
    ["Walk", walk],
    ["Run", run],
  ] as const) {
    it(`${preset}: it rests on the ground far along its length, arched no higher than half again its resting curve`, () => {
      for (const [t, frame] of frames.entries()) {
        const profile = underside(frame);
        const down = profile.flatMap((h, x) => (h !== null && h <= 0 ? [x] : []));
        expect(down.length, `frame ${t}: touches the ground`).toBeGreaterThan(0);
        expect(
          Math.max(...down) - Math.min(...down),
          `frame ${t}: rests on the ground in places apart`,
        ).toBeGreaterThan(length / 4);
        const highest = Math.max(...rises(frame));
        expect(highest, `frame ${t}: never lifted off the ground`).toBeLessThanOrEqual(
          Math.ceil(restArch * 1.5),
        );
        expect(highest, `frame ${t}: still lies in a curve`).toBeGreaterThanOrEqual(2);
      }
    });
  }

  it("Walk: the arches travel back along the body, from the neck toward the tail", () => {
    const profiles = walk.map(underside);
    // The shift that best carries one frame's underside onto the next: where the arches went.
    const shifts = profiles.slice(1).map((next, t) => {
      const was = profiles[t]!;
      let best = 0;
      let bestError = Number.POSITIVE_INFINITY;
      for (let s = -6; s <= 6; s++) {
        let error = 0;
        let count = 0;
        for (let x = 0; x < was.length; x++) {
          const a = was[x];
          const b = next[x + s];
          if (a === null || a === undefined || b === null || b === undefined) continue;
          error += Math.abs(a - b);
          count++;
        }
        if (count < was.length / 2) continue;
        if (error / count < bestError - 1e-9) {
          bestError = error / count;
          best = s;
        }
      }
      return best;
    });
    // Facing east, the tail is to the left: the arches move left, frame after frame.
    const back = shifts.filter((s) => s < 0).length;
    const ahead = shifts.filter((s) => s > 0).length;
    expect(back, shifts.join(" ")).toBeGreaterThanOrEqual(5);
    expect(ahead, shifts.join(" ")).toBeLessThanOrEqual(1);
  });
});

describe("a dead snake", () => {
  it("lies along the ground: all of its body down on one ground, none of it propped up", () => {
    const last = death[death.length - 1]!;
    const profile = underside(last).filter((h): h is number => h !== null);
    // The fallen neck and head lie on the ground too (the lowest pixel of the frame).
    expect(groundOf(last)).toBe(ground);
    // The body behind the neck rests on that ground, in a wave no higher than it lay in.
    expect(Math.min(...profile)).toBeLessThanOrEqual(0);
    expect(Math.max(...profile)).toBeLessThanOrEqual(Math.max(...rises(rest)));
    // Its tail tip rests down as well, not held up by the neck lying lower than the body.
    expect(profile[0]!).toBeLessThanOrEqual(1);
  });
});
