import { describe, expect, it } from "vitest";
import {
  buildRamp,
  COOL_HUE,
  clampHueToArc,
  hueDelta,
  pullHue,
  type RampSpec,
  WARM_HUE,
} from "./ramp";

const spec = (over: Partial<RampSpec> = {}): RampSpec => ({
  hue: 180,
  chroma: 0.12,
  lightMin: 0.2,
  lightMax: 0.9,
  drift: 30,
  ...over,
});
const towards = (from: number, to: number, target: number) =>
  Math.abs(hueDelta(to, target)) < Math.abs(hueDelta(from, target));

describe("buildRamp", () => {
  it("runs dark to light", () => {
    const ramp = buildRamp(spec(), 7);
    for (let i = 1; i < ramp.length; i++) expect(ramp[i]!.L).toBeGreaterThan(ramp[i - 1]!.L);
  });

  it("drifts lights toward warm and darks toward cool, reversed by a negative drift", () => {
    for (const hue of [0, 140, 180, 320]) {
      const forward = buildRamp(spec({ hue }), 5);
      expect(towards(hue, forward[4]!.h, WARM_HUE)).toBe(true);
      expect(towards(hue, forward[0]!.h, COOL_HUE)).toBe(true);
      const reversed = buildRamp(spec({ hue, drift: -30 }), 5);
      expect(towards(hue, reversed[4]!.h, COOL_HUE)).toBe(true);
      expect(towards(hue, reversed[0]!.h, WARM_HUE)).toBe(true);
    }
  });

  it("does not drift with hueShift 0, and drifts more with a larger shift", () => {
    expect(buildRamp(spec({ drift: 0 }), 5).every((c) => c.h === 180)).toBe(true);
    const small = Math.abs(hueDelta(180, buildRamp(spec({ drift: 10 }), 5)[4]!.h));
    const large = Math.abs(hueDelta(180, buildRamp(spec({ drift: 40 }), 5)[4]!.h));
    expect(large).toBeGreaterThan(small);
  });

  it("peaks chroma in the middle", () => {
    const ramp = buildRamp(spec(), 7);
    const peak = ramp.reduce((best, c, i) => (c.C > ramp[best]!.C ? i : best), 0);
    expect(peak).toBe(3);
    expect(ramp[0]!.C).toBeLessThan(ramp[3]!.C);
    expect(ramp[6]!.C).toBeLessThan(ramp[3]!.C);
  });

  it("keeps a pinned hue range", () => {
    for (const color of buildRamp(spec({ hue: 350, hueRange: [340, 10], drift: 90 }), 9)) {
      const offset = (color.h - 340 + 360) % 360;
      expect(offset).toBeLessThanOrEqual(30 + 1e-9);
    }
  });

  it("short ramps sit inside the range instead of repeating its ends", () => {
    const [a, b] = buildRamp(spec(), 2);
    expect(a!.L).toBeGreaterThan(0.2);
    expect(b!.L).toBeLessThan(0.9);
    const [dark, light] = buildRamp(spec({ fullSpan: true }), 2);
    expect(dark!.L).toBeCloseTo(0.2, 9);
    expect(light!.L).toBeCloseTo(0.9, 9);
  });
});

describe("hue helpers", () => {
  it("pulls without overshooting and clamps to arcs across 0", () => {
    expect(pullHue(350, 10, 100)).toBe(10);
    expect(pullHue(350, 10, 5)).toBe(355);
    expect(clampHueToArc(20, [330, 10])).toBe(10);
    expect(clampHueToArc(300, [330, 10])).toBe(330);
    expect(clampHueToArc(0, [330, 10])).toBe(0);
  });
});
