/**
 * A bird's run is a hop-run on its feet: judged on the posed frames, with which pixels are the
 * feet and the wing taken from the drawer's layers (their own part ids), never from the poses.
 */
import { describe, expect, it } from "vitest";
import { doc } from "../testing";
import type { LayeredSprite } from "../draw";
import { type AnimationPreset, animateLayered } from ".";
import type { Frame } from "./rig";

const FRAMES = 8;

/** The part ids only this layer draws. */
function ownParts(d: LayeredSprite, name: string): Set<number> {
  const layer = d.layers.find((l) => l.name === name)!;
  const parts = new Set<number>();
  layer.ink.forEach((ink, i) => {
    if (ink >= 0) parts.add(layer.part[i]!);
  });
  for (const other of d.layers) {
    if (other === layer) continue;
    other.ink.forEach((ink, i) => {
      if (ink >= 0) parts.delete(other.part[i]!);
    });
  }
  return parts;
}

function posedFrames(d: LayeredSprite, preset: AnimationPreset): Frame[] {
  const frames: Frame[] = [];
  animateLayered(d, {
    preset,
    frameCount: FRAMES,
    seed: 7,
    framingMargin: 25,
    framingAnchor: "bottom",
    onFrame: (frame) => frames.push(frame),
  });
  return frames;
}

/** Where the given parts show in a frame (all parts when `parts` is null). */
function extent(frame: Frame, parts: Set<number> | null) {
  const { width, ink, part } = frame.canvas;
  let top = Number.POSITIVE_INFINITY;
  let bottom = -1;
  let left = Number.POSITIVE_INFINITY;
  let right = -1;
  let sumX = 0;
  let count = 0;
  ink.forEach((v, i) => {
    if (v < 0 || (parts && !parts.has(part[i]!))) return;
    const x = i % width;
    const y = (i - x) / width;
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
    left = Math.min(left, x);
    right = Math.max(right, x);
    sumX += x;
    count++;
  });
  return { top, bottom, left, right, meanX: sumX / Math.max(1, count), count };
}

describe("a crow's run", () => {
  const d = doc("black crow", "east");
  const feet = ownParts(d, "feet");
  const wing = ownParts(d, "wing.near");
  const body = ownParts(d, "body");
  // The ground: the feet's lowest row standing at rest.
  const ground = extent(posedFrames(d, "Idle")[0]!, feet).bottom;
  const run = posedFrames(d, "Run");

  it("draws feet and a wing", () => {
    expect(feet.size).toBeGreaterThan(0);
    expect(wing.size).toBeGreaterThan(0);
    expect(extent(run[0]!, feet).count).toBeGreaterThan(0);
  });

  it("lands on its feet in some frames and hops clear of the ground in others", () => {
    const lowest = run.map((frame) => extent(frame, null).bottom);
    const feetDown = run.map((frame) => extent(frame, feet).bottom);
    expect(feetDown.filter((y) => y === ground).length).toBeGreaterThanOrEqual(2);
    // In a hop the whole bird is off the ground, and by a short hop, not a flight.
    const clear = lowest.map((y) => ground - y).filter((h) => h >= 2);
    expect(clear.length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...clear)).toBeLessThan(d.height / 4);
  });

  it("stands on its feet as drawn when it lands and swings them back and forward between", () => {
    const offset = (frame: Frame) => extent(frame, feet).meanX - extent(frame, body).meanX;
    const rest = offset(posedFrames(d, "Idle")[0]!);
    const offsets = run.map(offset);
    run.forEach((frame, t) => {
      if (extent(frame, feet).bottom === ground) {
        expect(Math.abs(offsets[t]! - rest)).toBeLessThanOrEqual(1.5);
      }
    });
    expect(Math.max(...offsets) - rest).toBeGreaterThanOrEqual(1.5);
    expect(rest - Math.min(...offsets)).toBeGreaterThanOrEqual(1.5);
  });

  it("opens its wing and folds it again: the wing's span changes", () => {
    const spans = run.map((frame) => {
      const e = extent(frame, wing);
      return Math.max(e.right - e.left, e.bottom - e.top);
    });
    const heights = run.map((frame) => {
      const e = extent(frame, wing);
      return e.bottom - e.top;
    });
    expect(Math.max(...heights) - Math.min(...heights)).toBeGreaterThanOrEqual(3);
    expect(new Set(spans).size).toBeGreaterThan(1);
  });
});
