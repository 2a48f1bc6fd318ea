/**
 * A spider turned three-quarters toward the viewer, judged on the layers the drawer produced:
 * its near front leg comes down by the fangs or ahead of them, so it does not runs down past its face. Seen from
 * the front at that angle, a leg that left the body beside the head and went straight down read
 * as a leg drawn across the face and the fangs.
 */
import { describe, expect, it } from "vitest";
import { drawLayered } from ".";
import { EMPTY } from "./canvas";
import { request } from "../testing";

describe("a spider turned three-quarters", () => {
  it("brings its near front leg down by the fangs, not back across the face", () => {
    const doc = drawLayered(request("giant spider", "south-east", 48));
    /** A layer's lowest opaque pixel and its columns, in the drawn canvas. */
    const extent = (name: string) => {
      const layer = doc.layers.find((l) => l.name === name);
      expect(layer, name).toBeDefined();
      let [left, right, bottom, footX] = [Infinity, -Infinity, -Infinity, 0];
      for (let i = 0; i < layer!.ink.length; i++) {
        if (layer!.ink[i] === EMPTY) continue;
        const x = layer!.x + (i % layer!.width);
        const y = layer!.y + Math.floor(i / layer!.width);
        [left, right] = [Math.min(left, x), Math.max(right, x)];
        if (y > bottom) [bottom, footX] = [y, x];
      }
      return { left, right, bottom, footX };
    };
    // The near leg of the front pair is the one whose foot is lower on the screen.
    const [a, b] = [extent("leg.0.left"), extent("leg.0.right")];
    const near = a.bottom >= b.bottom ? a : b;
    const fangs = [extent("fang.left"), extent("fang.right")];
    const middle =
      (Math.min(...fangs.map((f) => f.left)) + Math.max(...fangs.map((f) => f.right))) / 2;
    // Facing south-east the face leads toward +x: the foot lands at the fangs or past them,
    // not back under the face.
    expect(near.footX).toBeGreaterThanOrEqual(middle);
  });
});
