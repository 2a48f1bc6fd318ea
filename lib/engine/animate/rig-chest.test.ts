/**
 * A chest seen from the front opens as a lid hinged at the back does: its lower edge rises off
 * the base, level and centred over it (never swung about a corner in the picture), showing the
 * inside; its lock is a rigid fitting, the same pixels in every frame however the wood squashes.
 * Which part is where comes from the layers the drawer kept (their part ids), not from the poses.
 */
import { describe, expect, it } from "vitest";
import { composeAtRest } from "../draw";
import { doc, layerOwnParts, posedFrames } from "../testing";
import type { AnimationPreset } from ".";
import type { Frame } from "./rig";

const CHEST = () => doc("wooden treasure chest", "south");

/** The box and pixel count of a part set's pixels in a composition's inks. */
function boxOf(c: { width: number; ink: Int16Array; part: Uint16Array }, parts: Set<number>) {
  let [top, bottom, left, right, count] = [
    Number.POSITIVE_INFINITY,
    -1,
    Number.POSITIVE_INFINITY,
    -1,
    0,
  ];
  for (let i = 0; i < c.ink.length; i++) {
    if (c.ink[i]! < 0 || !parts.has(c.part[i]!)) continue;
    const x = i % c.width;
    const y = Math.floor(i / c.width);
    [top, bottom] = [Math.min(top, y), Math.max(bottom, y)];
    [left, right] = [Math.min(left, x), Math.max(right, x)];
    count++;
  }
  return { top, bottom, left, right, count, cx: (left + right) / 2 };
}

/** The columns of a part set's lowest row. */
function lowestRow(frame: Frame, parts: Set<number>) {
  const b = boxOf(frame.canvas, parts);
  let [left, right] = [Number.POSITIVE_INFINITY, -1];
  for (let x = 0; x < frame.canvas.width; x++) {
    const i = b.bottom * frame.canvas.width + x;
    if (frame.canvas.ink[i]! >= 0 && parts.has(frame.canvas.part[i]!)) {
      [left, right] = [Math.min(left, x), Math.max(right, x)];
    }
  }
  return { left, right };
}

describe("a chest's lid seen from the front", () => {
  it("rises level from its hinge line, centred over the base, and shows the inside", () => {
    const d = CHEST();
    const lid = layerOwnParts(d, "lid");
    const base = layerOwnParts(d, "base");
    const inside = layerOwnParts(d, "inside");
    expect(inside.size).toBeGreaterThan(0);
    const rest = posedFrames(d, "Idle")[0]!;
    const lidEdge = lowestRow(rest, lid);
    let opened = 0;
    for (const preset of ["Idle", "Attack"] as const) {
      for (const frame of posedFrames(d, preset)) {
        const l = boxOf(frame.canvas, lid);
        const b = boxOf(frame.canvas, base);
        // The lid's lower edge stays level: as wide as when shut, over the same columns.
        const edge = lowestRow(frame, lid);
        expect({ preset, left: edge.left, right: edge.right }).toEqual({
          preset,
          left: lidEdge.left + (l.cx - boxOf(rest.canvas, lid).cx),
          right: lidEdge.right + (l.cx - boxOf(rest.canvas, lid).cx),
        });
        // Centred over the base (a lunge moves both), never below its top edge.
        expect(Math.abs(l.cx - b.cx), preset).toBeLessThanOrEqual(1);
        expect(l.bottom, preset).toBeLessThan(b.top);
        // Open: the gap between lid and base shows the chest's inside.
        if (b.top - l.bottom > 2) {
          opened++;
          expect(boxOf(frame.canvas, inside).count, preset).toBeGreaterThan(0);
        }
      }
    }
    expect(opened).toBeGreaterThanOrEqual(4);
  });

  it("keeps its lock whole and unsquashed in every frame of every preset", () => {
    const d = CHEST();
    const lock = layerOwnParts(d, "lock");
    expect(lock.size).toBeGreaterThan(0);
    const still = boxOf({ ...composeAtRest(d) }, lock);
    expect(still.count).toBeGreaterThan(3);
    const presets: AnimationPreset[] = ["Idle", "Walk", "Run", "Jump", "Attack", "Hurt"];
    for (const preset of presets) {
      const frames = posedFrames(d, preset);
      const shapes = frames.map((f) => {
        const b = boxOf(f.canvas, lock);
        return { count: b.count, wide: b.right - b.left, tall: b.bottom - b.top };
      });
      const expected = shapes.map(() => ({
        count: still.count,
        wide: still.right - still.left,
        tall: still.bottom - still.top,
      }));
      expect({ preset, shapes }).toEqual({ preset, shapes: expected });
    }
  });

  it("is as wide as its base when squashed: no ledge where the base sticks out under the lid", () => {
    const d = CHEST();
    const lid = layerOwnParts(d, "lid");
    const base = layerOwnParts(d, "base");
    for (const preset of ["Walk", "Jump"] as const) {
      const frames = posedFrames(d, preset);
      const overhang = frames.map((f) => {
        const l = boxOf(f.canvas, lid);
        const b = boxOf(f.canvas, base);
        return Math.max(l.left - b.left, b.right - l.right);
      });
      const rest = overhang[0]!;
      expect({ preset, overhang }).toEqual({ preset, overhang: overhang.map(() => rest) });
    }
  });
});

describe("a chest whose lid is knocked off", () => {
  it("shows no dark dome where the lid was: the inside stays a low rim over the open box", () => {
    const d = CHEST();
    const lid = layerOwnParts(d, "lid");
    const base = layerOwnParts(d, "base");
    const inside = layerOwnParts(d, "inside");
    const rest = posedFrames(d, "Idle")[0]!;
    // The lid's height at rest: the inside (drawn within the lid's dome) is that tall.
    const lidTall = boxOf(rest.canvas, lid).bottom - boxOf(rest.canvas, lid).top + 1;
    const frames = posedFrames(d, "Death");
    let landed = 0;
    for (const [t, frame] of frames.entries()) {
      const l = boxOf(frame.canvas, lid);
      const b = boxOf(frame.canvas, base);
      // The lid lies on the ground, its lowest row at or below the base's.
      if (l.bottom < b.bottom) continue;
      landed++;
      const rim = b.top - boxOf(frame.canvas, inside).top;
      expect({ t, rim: rim <= lidTall / 2 }).toEqual({ t, rim: true });
    }
    expect(landed).toBeGreaterThanOrEqual(2);
  });
});
