/**
 * Creature presets judged as a pixel artist reads them, on the posed compositions (which pixels
 * are a part comes from the part ids of the layers the drawer produced):
 * a snake's strike carries its head a good way: drawn back, then thrown forward.
 */
import { describe, expect, it } from "vitest";
import { doc, layerOwnParts, posedFrames } from "../testing";
import type { Frame } from "./rig";

/** The rows and columns a part's pixels (`parts` null: every pixel) cover in a frame, or null. */
function extent(frame: Frame, parts: ReadonlySet<number> | null) {
  const { width, ink, part } = frame.canvas;
  let [top, bottom, left, right] = [Infinity, -1, Infinity, -1];
  for (let i = 0; i < ink.length; i++) {
    if (ink[i]! < 0 || (parts && !parts.has(part[i]!))) continue;
    const [x, y] = [i % width, Math.floor(i / width)];
    [top, bottom] = [Math.min(top, y), Math.max(bottom, y)];
    [left, right] = [Math.min(left, x), Math.max(right, x)];
  }
  return bottom < 0 ? null : { top, bottom, left, right };
}

describe("a snake's strike", () => {
  it("carries the head from drawn back to thrown forward by a third of the body's length", () => {
    const d = doc("green snake", "east");
    const head = layerOwnParts(d, "head");
    const frames = posedFrames(d, "Attack");
    const rest = extent(frames[0]!, null)!;
    const fronts = frames.map((f) => extent(f, head)!.right);
    const reach = Math.max(...fronts) - Math.min(...fronts);
    expect(reach, `head fronts ${fronts}`).toBeGreaterThanOrEqual((rest.right - rest.left) / 3);
  });
});
