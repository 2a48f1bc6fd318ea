/**
 * A biped's walk and run judged on rendered frames as an animator reads them: the stride of
 * each half of the cycle, the arms' swing seen from the front, the lean of a run, a robe's sway.
 * Which pixels are which part comes from the layers the drawer kept (their part ids).
 */
import { describe, expect, it } from "vitest";
import { doc, posedFrames } from "../testing";
import type { LayeredSprite } from "../draw";
import type { AnimationPreset } from ".";
import type { Frame } from "./rig";

/** Part ids only this layer's own pixels carry. */
function ownParts(d: LayeredSprite, name: string): Set<number> {
  const own = new Set<number>();
  const layer = d.layers.find((l) => l.name === name)!;
  layer.ink.forEach((ink, i) => {
    if (ink >= 0) own.add(layer.part[i]!);
  });
  for (const other of d.layers) {
    if (other.name === name) continue;
    other.ink.forEach((ink, i) => {
      if (ink >= 0) own.delete(other.part[i]!);
    });
  }
  return own;
}

/** The pixels of a part set in a composition, as (x, y). */
function pixelsOf(frame: Frame, parts: Set<number>): [number, number][] {
  const { width, ink, part } = frame.canvas;
  const out: [number, number][] = [];
  for (let i = 0; i < ink.length; i++) {
    if (ink[i]! >= 0 && parts.has(part[i]!)) out.push([i % width, Math.floor(i / width)]);
  }
  return out;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const range = (xs: number[]) => Math.max(...xs) - Math.min(...xs);

/** The mean x of a part set's lowest row (a foot's sole, a hand's tip, the hips' edge). */
function lowestX(frame: Frame, parts: Set<number>): number {
  const px = pixelsOf(frame, parts);
  const bottom = Math.max(...px.map(([, y]) => y));
  return mean(px.filter(([, y]) => y === bottom).map(([x]) => x));
}

const PROFILE = ["knight with sword and shield", "elf archer"];

describe("a biped's stride in profile", () => {
  for (const prompt of PROFILE) {
    const d = doc(prompt, "east");
    const near = ownParts(d, "leg.near.lower");
    const far = ownParts(d, "leg.far.lower");
    for (const preset of ["Walk", "Run"] as const) {
      it(`${prompt}: the ${preset}'s two halves open the same stride`, () => {
        const frames = posedFrames(d, preset);
        // The widest spread between the two soles in each half of the cycle: the contact pose.
        const spreads = frames.map((f) => Math.abs(lowestX(f, near) - lowestX(f, far)));
        const first = Math.max(...spreads.slice(0, 4));
        const second = Math.max(...spreads.slice(4));
        expect(Math.min(first, second), `${spreads}`).toBeGreaterThanOrEqual(9);
        expect(Math.abs(first - second), `${spreads}`).toBeLessThanOrEqual(2);
      });
    }
  }

  it("a run leans forward clearly more than a walk, and strides wider", () => {
    for (const prompt of PROFILE) {
      const d = doc(prompt, "east");
      const head = ownParts(d, "head");
      const hips = ownParts(d, "torso");
      const near = ownParts(d, "leg.near.lower");
      const far = ownParts(d, "leg.far.lower");
      // The back of the head: what is carried ahead of the face (a blade, a staff) covers the
      // front of it, never the back.
      const leadOf = (preset: AnimationPreset) =>
        mean(
          posedFrames(d, preset).map(
            (f) => Math.min(...pixelsOf(f, head).map(([x]) => x)) - lowestX(f, hips),
          ),
        );
      const strideOf = (preset: AnimationPreset) =>
        Math.max(
          ...posedFrames(d, preset).map((f) => Math.abs(lowestX(f, near) - lowestX(f, far))),
        );
      expect(leadOf("Run") - leadOf("Walk"), prompt).toBeGreaterThanOrEqual(3);
      expect(strideOf("Run"), prompt).toBeGreaterThan(strideOf("Walk"));
    }
  });
});

describe("a biped's arms seen from the front", () => {
  for (const prompt of ["knight with sword and shield", "elf archer", "old wizard with a staff"]) {
    const d = doc(prompt, "south");
    const torso = ownParts(d, "torso");
    for (const preset of ["Walk", "Run"] as const) {
      it(`${prompt}: each arm swings in both halves of the ${preset}, what it holds too`, () => {
        const frames = posedFrames(d, preset);
        for (const arm of ["arm.left", "arm.right"]) {
          const parts = ownParts(d, arm);
          if (parts.size === 0) continue;
          // The hand: the arm's lowest pixels, against the body (the body sways under it).
          const hands = frames.map((f) => {
            const px = pixelsOf(f, parts);
            const bottom = Math.max(...px.map(([, y]) => y));
            const body = pixelsOf(f, torso);
            return {
              x: lowestX(f, parts) - mean(body.map(([x]) => x)),
              y: bottom - Math.min(...body.map(([, y]) => y)),
            };
          });
          for (const half of [hands.slice(0, 4), hands.slice(4)]) {
            const moved = Math.max(range(half.map((h) => h.x)), range(half.map((h) => h.y)));
            expect(moved, `${arm} ${JSON.stringify(hands)}`).toBeGreaterThanOrEqual(1.5);
          }
        }
      });
    }
  }
});

describe("a robed walk seen from the front", () => {
  it("sways and bobs the body visibly, clearly more than standing", () => {
    const d = doc("old wizard with a staff", "south");
    const head = ownParts(d, "head");
    const motion = (preset: AnimationPreset) => {
      const frames = posedFrames(d, preset);
      // The body rolls over each foot: the head's middle sways from side to side.
      const sway = range(frames.map((f) => mean(pixelsOf(f, head).map(([x]) => x))));
      const bob = range(frames.map((f) => Math.min(...pixelsOf(f, head).map(([, y]) => y))));
      return { sway, bob };
    };
    const walk = motion("Walk");
    const idle = motion("Idle");
    expect(walk.sway, JSON.stringify({ walk, idle })).toBeGreaterThanOrEqual(5.5);
    expect(walk.bob, JSON.stringify({ walk, idle })).toBeGreaterThanOrEqual(2);
    expect(walk.sway + walk.bob, JSON.stringify({ walk, idle })).toBeGreaterThan(
      idle.sway + idle.bob + 2,
    );
  });
});

describe("a biped's steps seen from the front", () => {
  for (const prompt of ["knight with sword and shield", "elf archer", "old wizard with a staff"]) {
    const d = doc(prompt, "south");
    const heightOf = (f: Frame, name: string) =>
      mean(pixelsOf(f, ownParts(d, name)).map(([, y]) => y));
    for (const preset of ["Walk", "Run"] as const) {
      it(`${prompt}: the two hands trade heights in the ${preset}, as the feet trade places`, () => {
        // The arm swung toward the viewer hangs lower, the one swung back rises: the left
        // arm's height less the right's swings through several pixels and both ways.
        const gaps = posedFrames(d, preset).map(
          (f) => heightOf(f, "arm.left") - heightOf(f, "arm.right"),
        );
        const middle = (Math.max(...gaps) + Math.min(...gaps)) / 2;
        expect(range(gaps), gaps.map((g) => g.toFixed(1)).join(" ")).toBeGreaterThanOrEqual(4);
        // Each hand is the lower one for part of the cycle (measured about the middle of the
        // swing, since the two arms of a figure holding something are not drawn alike).
        expect(gaps.filter((g) => g > middle + 1).length).toBeGreaterThanOrEqual(2);
        expect(gaps.filter((g) => g < middle - 1).length).toBeGreaterThanOrEqual(2);
      });
    }
    it(`${prompt}: a run leaves the ground with one knee up, not both legs hanging straight`, () => {
      const frames = posedFrames(d, "Run");
      const feet = ["leg.left.lower", "leg.right.lower"].map((name) => ownParts(d, name));
      const soles = frames.map((f) =>
        feet.map((parts) => Math.max(...pixelsOf(f, parts).map(([, y]) => y))),
      );
      const ground = Math.max(...soles.flat());
      const airborne = soles.filter((s) => Math.max(...s) < ground);
      expect(airborne.length, JSON.stringify(soles)).toBeGreaterThan(0);
      for (const [left, right] of airborne) {
        expect(Math.abs(left! - right!), JSON.stringify(soles)).toBeGreaterThanOrEqual(3);
      }
    });
  }
});
