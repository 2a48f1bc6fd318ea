/**
 * A spider's fangs stay two fangs through its strike: spread as it rears, shut as drawn when it
 * stabs, never turned past shut so they cross into one pale lump. Which pixels are each fang
 * comes from the drawer's layers.
 */
import { describe, expect, it } from "vitest";
import { doc, layerOwnParts, posedFrames } from "../testing";
import type { Frame } from "./rig";

const spider = doc("giant spider", "south");
const left = layerOwnParts(spider, "fang.left");
const right = layerOwnParts(spider, "fang.right");

/** The columns a part set's pixels span in a composition, and how many there are. */
function span(frame: Frame, parts: Set<number>) {
  const { width, ink, part } = frame.canvas;
  let from = width;
  let to = -1;
  let count = 0;
  for (let i = 0; i < ink.length; i++) {
    if (ink[i]! < 0 || !parts.has(part[i]!)) continue;
    from = Math.min(from, i % width);
    to = Math.max(to, i % width);
    count++;
  }
  return { from, to, count };
}

describe("a spider's fangs in its strike", () => {
  it("stay apart, the left one wholly left of the right one, in every frame", () => {
    const rest = posedFrames(spider, "Idle")[0]!;
    expect(span(rest, left).count).toBeGreaterThan(4);
    const frames = posedFrames(spider, "Attack");
    const apart = frames.map((f) => {
      const l = span(f, left);
      const r = span(f, right);
      return l.count > 0 && r.count > 0 && l.to < r.from;
    });
    expect(apart).toEqual(apart.map(() => true));
  });
});
