/**
 * A figure dying in profile falls one way all the way down (rocked back by the hit, it never
 * comes forward again). A legged one folds as a body does: it sits down hard with its legs
 * apart (the near knee up, the far leg out, neither crossing the other in a heap), and
 * what its hand held still shows against the background: a bow held out ahead of the kneeling
 * legs, a sword tipped up off the lying body instead of lost along the legs, grey on grey.
 * Which pixels are a leg's or the held item's comes from the layers the drawer kept.
 */
import { describe, expect, it } from "vitest";
import { composeAtRest, type InkCanvas } from "../draw";
import { doc, layerOwnParts, posedFrames } from "../testing";

type Canvas = Pick<InkCanvas, "width" | "ink" | "part">;

/** The box of the parts' pixels in a composition. */
function boxOf(c: Canvas, parts: ReadonlySet<number>) {
  let [top, bottom, left, right] = [Number.POSITIVE_INFINITY, -1, Number.POSITIVE_INFINITY, -1];
  for (let i = 0; i < c.ink.length; i++) {
    if (c.ink[i]! < 0 || !parts.has(c.part[i]!)) continue;
    const x = i % c.width;
    const y = Math.floor(i / c.width);
    [top, bottom] = [Math.min(top, y), Math.max(bottom, y)];
    [left, right] = [Math.min(left, x), Math.max(right, x)];
  }
  return { top, bottom, left, right };
}

/** How many of the parts' pixels touch empty space: how much of them shows as silhouette. */
function againstEmpty(c: Canvas, parts: ReadonlySet<number>): number {
  let n = 0;
  for (let i = 0; i < c.ink.length; i++) {
    if (c.ink[i]! < 0 || !parts.has(c.part[i]!)) continue;
    const x = i % c.width;
    const sides = [x > 0 ? i - 1 : -1, x < c.width - 1 ? i + 1 : -1, i - c.width, i + c.width];
    if (sides.some((j) => j >= 0 && j < c.ink.length && c.ink[j]! < 0)) n++;
  }
  return n;
}

const KNEEL = [3, 4];
const LYING = [6, 7];

const cases = [
  { prompt: "knight with sword and shield", itemShows: LYING },
  { prompt: "elf archer with a bow", itemShows: [...KNEEL, ...LYING] },
].map(({ prompt, itemShows }) => {
  const d = doc(prompt, "east");
  return { prompt, itemShows, d, frames: posedFrames(d, "Death") };
});

describe("a legged figure's death in profile", () => {
  it.each(cases)("kneels with its shins apart, not crossed in a heap: $prompt", (c) => {
    const near = layerOwnParts(c.d, "leg.near.lower");
    const far = layerOwnParts(c.d, "leg.far.lower");
    for (const t of KNEEL) {
      const a = boxOf(c.frames[t]!.canvas, near);
      const b = boxOf(c.frames[t]!.canvas, far);
      const apart = a.right < b.left || b.right < a.left || a.bottom < b.top || b.bottom < a.top;
      expect({ t, apart }).toEqual({ t, apart: true });
    }
  });

  it.each(cases)("lies still once down, the knees not folding up after: $prompt", (c) => {
    const torso = layerOwnParts(c.d, "torso");
    const legs = new Set(
      ["leg.near.upper", "leg.near.lower", "leg.far.upper", "leg.far.lower"].flatMap((n) => [
        ...layerOwnParts(c.d, n),
      ]),
    );
    // Down: from the first frame whose torso box is, within a few pixels, where and as tall as
    // it lies at the end. From there the legs' box keeps its height (knees drawn up later
    // make it taller).
    const boxes = c.frames.map((f) => boxOf(f.canvas, torso));
    const end = boxes[boxes.length - 1]!;
    const near = (b: (typeof boxes)[number]) =>
      Math.abs(b.top - end.top) <= 3 && Math.abs(b.bottom - b.top - (end.bottom - end.top)) <= 3;
    const down = c.frames.slice(boxes.findIndex(near));
    expect(down.length).toBeGreaterThanOrEqual(2);
    const heights = down.map((f) => {
      const l = boxOf(f.canvas, legs);
      return l.bottom - l.top;
    });
    expect(Math.max(...heights) - Math.min(...heights), `${heights}`).toBeLessThanOrEqual(1);
  });

  it.each(cases)("keeps what the hand held in sight: $prompt", (c) => {
    const item = layerOwnParts(c.d, "item");
    const standing = againstEmpty(composeAtRest(c.d), item);
    for (const t of c.itemShows) {
      const shows = againstEmpty(c.frames[t]!.canvas, item) / standing;
      expect({ t, shows: shows >= 0.6 }).toEqual({ t, shows: true });
    }
  });
});

describe("a death in profile falls one way all the way down", () => {
  it.each(["knight with sword and shield", "old wizard with a staff", "elf archer with a bow"])(
    "the head never comes forward again once the hit has rocked it back: %s",
    (prompt) => {
      const d = doc(prompt, "east");
      const head = layerOwnParts(d, "head");
      const frames = posedFrames(d, "Death");
      const middles = frames.map((f) => {
        const box = boxOf(f.canvas, head);
        return (box.left + box.right) / 2;
      });
      // The drawn canvas faces east: forward is toward larger x.
      for (let t = 1; t < middles.length; t++) {
        expect({ t, forward: middles[t]! > middles[t - 1]! + 1 }).toEqual({ t, forward: false });
      }
      // And it does go down behind where it stood.
      expect(middles[middles.length - 1]!).toBeLessThan(middles[0]! - 4);
    },
  );
});
