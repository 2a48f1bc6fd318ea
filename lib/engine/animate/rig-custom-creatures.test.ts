/**
 * Custom motions on creature rigs, judged on the compositions the rig renders, with each part's
 * pixels found by the part ids of the layers the drawer produced: a four-legged play bow keeps
 * its hind legs planted where they stood while the shoulders come down (not the whole figure
 * tipped as one piece).
 */
import { describe, expect, it } from "vitest";
import type { InkCanvas } from "../draw";
import { customCanvases, doc, layerOwnParts } from "../testing";

function box(c: InkCanvas, parts: ReadonlySet<number>) {
  let top = Number.POSITIVE_INFINITY;
  let bottom = -1;
  let left = Number.POSITIVE_INFINITY;
  let right = -1;
  for (let i = 0; i < c.ink.length; i++) {
    if (c.ink[i]! < 0 || !parts.has(c.part[i]!)) continue;
    const x = i % c.width;
    const y = Math.floor(i / c.width);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
    left = Math.min(left, x);
    right = Math.max(right, x);
  }
  return { top, bottom, left, right };
}

describe("a four-legged play bow lowers the chest over planted hind legs", () => {
  for (const prompt of ["grey wolf", "red dragon"]) {
    it(prompt, () => {
      const d = doc(prompt, "east");
      const frames = customCanvases(d, "bows");
      const hind = layerOwnParts(d, "leg.hind.near");
      const fore = layerOwnParts(d, "leg.fore.near");
      const rest = { hind: box(frames[0]!, hind), fore: box(frames[0]!, fore) };
      for (const f of frames) {
        const h = box(f, hind);
        // The hind foot stays on its spot: same row, within a pixel of the same columns.
        expect(h.bottom).toBe(rest.hind.bottom);
        expect(Math.abs(h.left - rest.hind.left)).toBeLessThanOrEqual(1);
        expect(Math.abs(h.right - rest.hind.right)).toBeLessThanOrEqual(1);
        // The hip stays up.
        expect(Math.abs(h.top - rest.hind.top)).toBeLessThanOrEqual(1);
        // The forepaw stays on the ground too.
        expect(box(f, fore).bottom).toBe(rest.fore.bottom);
      }
      // At the bow's depth the shoulder is well down and the foreleg reaches forward.
      const deep = box(frames[4]!, fore);
      expect(deep.top).toBeGreaterThanOrEqual(rest.fore.top + 3);
      expect(deep.right).toBeGreaterThanOrEqual(rest.fore.right + 3);
    });
  }
});
