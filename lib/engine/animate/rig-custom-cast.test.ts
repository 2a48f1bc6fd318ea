/**
 * A spell has a shape in time: seen on every other frame (0, 2, 4, 6), the casting arm is in a
 * different place each time (not raised once and held), and the light is largest when the spell
 * is loosed half way through. The arm's pixels come from the part ids of the drawer's layers;
 * the light is the frame's pixels in colours the sprite does not have.
 */
import { describe, expect, it } from "vitest";
import type { InkCanvas } from "../draw";
import { doc, framesOf } from "../testing";
import { animateLayered } from ".";

const N = 8;

describe("casts a spell", () => {
  for (const [who, prompt, facing] of [
    ["wizard", "old wizard with a staff", "east"],
    ["knight", "knight with sword and shield", "south"],
  ] as const) {
    it(`the ${who}'s arm moves through the loop and the light bursts at the loosing`, () => {
      const d = doc(prompt, facing);
      const canvases: InkCanvas[] = [];
      const r = animateLayered(d, {
        preset: "Custom",
        customPrompt: "casts a spell",
        frameCount: N,
        seed: 3,
        framingMargin: 20,
        framingAnchor: "bottom",
        onFrame: (f) => canvases.push(f.canvas),
      });
      const itemArm = d.layers.find((l) => l.role === "item" && l.width > 0)!.parent!;
      const arm = d.layers.find((l) => l.name === itemArm)!;
      const ids = new Set<number>();
      arm.ink.forEach((ink, i) => {
        if (ink >= 0) ids.add(arm.part[i]!);
      });
      const centre = (c: InkCanvas) => {
        let n = 0;
        let sx = 0;
        let sy = 0;
        for (let i = 0; i < c.ink.length; i++) {
          if (c.ink[i]! < 0 || !ids.has(c.part[i]!)) continue;
          n++;
          sx += i % c.width;
          sy += Math.floor(i / c.width);
        }
        return { x: sx / n, y: sy / n };
      };
      const [a, b, c] = [2, 4, 6].map((t) => centre(canvases[t]!));
      const apart = (p: { x: number; y: number }, q: { x: number; y: number }) =>
        Math.hypot(p.x - q.x, p.y - q.y);
      expect(apart(a!, b!)).toBeGreaterThan(0.5);
      expect(apart(b!, c!)).toBeGreaterThan(0.5);
      // The light: pixels in colours the sprite does not use.
      const own = new Set<number>();
      const src = d.sprite.image.data;
      for (let o = 0; o < src.length; o += 4)
        if (src[o + 3]! > 0) own.add((src[o]! << 16) | (src[o + 1]! << 8) | src[o + 2]!);
      const lit = framesOf(r.strip, N).map((f) => {
        let count = 0;
        for (let o = 0; o < f.data.length; o += 4) {
          const rgb = (f.data[o]! << 16) | (f.data[o + 1]! << 8) | f.data[o + 2]!;
          if (f.data[o + 3]! > 0 && !own.has(rgb)) count++;
        }
        return count;
      });
      expect(lit[4]!).toBeGreaterThan(lit[2]!);
      expect(lit[4]!).toBeGreaterThan(lit[6]!);
    });
  }
});
