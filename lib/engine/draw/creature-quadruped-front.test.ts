/**
 * A four-legged beast seen head-on and from behind, judged on the still as a pixel artist reads
 * it: four legs in two pairs (the near pair lower, the ground showing between them, the far pair
 * higher and outside it). Which pixels are which part comes from the layers the drawer kept;
 * the picture is the flat sprite those layers compose to.
 */
import { describe, expect, it } from "vitest";
import { doc } from "../testing";
import type { LayeredSprite } from "./types";

/** For each canvas pixel, the index of the topmost layer inked there (-1: open air). */
function topLayer(d: LayeredSprite): Int16Array {
  const top = new Int16Array(d.width * d.height).fill(-1);
  d.layers.forEach((l, li) => {
    l.ink.forEach((ink, i) => {
      if (ink < 0) return;
      const x = l.x + (i % l.width);
      const y = l.y + Math.floor(i / l.width);
      top[y * d.width + x] = li;
    });
  });
  return top;
}

/** The pixels of a leg (with the layer below its knee, if any) that show in the still. */
function shownLeg(d: LayeredSprite, top: Int16Array, name: string) {
  const own = new Set(
    d.layers.flatMap((l, i) => (l.name === name || l.parent === name ? [i] : [])),
  );
  let count = 0;
  let sumX = 0;
  let bottom = -1;
  let left = d.width;
  let right = -1;
  top.forEach((li, i) => {
    if (!own.has(li)) return;
    const x = i % d.width;
    count++;
    sumX += x;
    bottom = Math.max(bottom, Math.floor(i / d.width));
    left = Math.min(left, x);
    right = Math.max(right, x);
  });
  return { count, x: sumX / count, bottom, left, right };
}

const views = [
  { direction: "south", near: "fore", far: "hind" },
  { direction: "north", near: "hind", far: "fore" },
] as const;

describe("a wolf seen head-on or from behind stands on four legs in two pairs", () => {
  for (const { direction, near, far } of views) {
    it(`${direction}: the near pair lower and apart, the far pair higher and outside it`, () => {
      const d = doc("grey wolf", direction);
      const top = topLayer(d);
      const leg = (end: string, side: string) => shownLeg(d, top, `leg.${end}.${side}`);
      const nearL = leg(near, "left");
      const nearR = leg(near, "right");
      const farL = leg(far, "left");
      const farR = leg(far, "right");
      // Every leg is in sight, not hidden behind the others.
      for (const l of [nearL, nearR, farL, farR]) expect(l.count).toBeGreaterThanOrEqual(12);
      // The far feet stand higher in the picture (further away).
      expect(Math.max(farL.bottom, farR.bottom)).toBeLessThanOrEqual(
        Math.min(nearL.bottom, nearR.bottom) - 2,
      );
      // Left to right: far, near, near, far.
      expect(farL.x).toBeLessThan(nearL.x);
      expect(nearL.x).toBeLessThan(nearR.x);
      expect(nearR.x).toBeLessThan(farR.x);
      // The ground shows between the near legs, two rows above their paws' bottom.
      const y = Math.min(nearL.bottom, nearR.bottom) - 2;
      let open = 0;
      for (let x = nearL.right + 1; x < nearR.left; x++) if (top[y * d.width + x]! < 0) open++;
      expect(open, "open air between the near legs").toBeGreaterThanOrEqual(2);
    });
  }
});

describe("a lion seen from behind", () => {
  it("shows its mane: most of the back of its head is darker than its coat", () => {
    const d = doc("lion", "north");
    const luma = (ink: number) => {
      const c = d.finish.ramps[Math.floor(ink / 5)]?.[ink % 5];
      return c ? c[0]! * 0.3 + c[1]! * 0.59 + c[2]! * 0.11 : Number.NaN;
    };
    // The coat: the body layer's most used ink.
    const body = d.layers.find((l) => l.name === "body")!;
    const counts = new Map<number, number>();
    for (const ink of body.ink)
      if (!Number.isNaN(luma(ink))) counts.set(ink, (counts.get(ink) ?? 0) + 1);
    const coat = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
    const head = d.layers.find((l) => l.name === "head")!;
    const inked = head.ink.filter((ink) => !Number.isNaN(luma(ink)));
    const darker = inked.filter((ink) => luma(ink) < luma(coat) - 25).length;
    expect(darker / inked.length, `${darker} of ${inked.length}`).toBeGreaterThanOrEqual(0.4);
  });
});

describe("a wolf seen head-on", () => {
  it("shows a body behind its head: shoulders past its cheeks, a back over the hind legs", () => {
    const d = doc("grey wolf", "south");
    const top = topLayer(d);
    const body = d.layers.findIndex((l) => l.name === "body");
    const head = d.layers.findIndex((l) => l.name === "head");
    const span = (li: number) => {
      let [left, right, low] = [d.width, -1, -1];
      top.forEach((t, i) => {
        if (t !== li) return;
        left = Math.min(left, i % d.width);
        right = Math.max(right, i % d.width);
        low = Math.max(low, Math.floor(i / d.width));
      });
      return { left, right, low };
    };
    const h = span(head);
    const b = span(body);
    // The body shows past the head on both sides by a few pixels: shoulders, not a neck.
    expect(h.left - b.left, "body past the head's left").toBeGreaterThanOrEqual(3);
    expect(b.right - h.right, "body past the head's right").toBeGreaterThanOrEqual(3);
    // The hind legs come out from under the back's mass: right above each one's highest
    // shown pixel is the body or its haunch, not open air.
    for (const side of ["left", "right"]) {
      const leg = d.layers.findIndex((l) => l.name === `leg.hind.${side}`);
      const rows = new Map<number, number>();
      top.forEach((t, i) => {
        if (t !== leg) return;
        const x = i % d.width;
        const y = Math.floor(i / d.width);
        rows.set(x, Math.min(rows.get(x) ?? d.height, y));
      });
      const above = [...rows].map(([x, y]) => top[(y - 1) * d.width + x]);
      const underBody = above.filter(
        (t) => t === body || d.layers[t!]?.name === `haunch.${side}`,
      ).length;
      expect(underBody / above.length, `hind ${side} leg under the body`).toBeGreaterThanOrEqual(
        0.5,
      );
    }
  });
});
