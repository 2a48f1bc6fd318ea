/**
 * A bat seen from the front flies as it goes: its walk and run are full wing strokes, the wing
 * raised high and swept low in turn. Which pixels are a wing comes from the drawer's layers.
 */
import { describe, expect, it } from "vitest";
import { doc, layerOwnParts, posedFrames } from "../testing";

/** The top row and the middle column of a part set's pixels in a posed frame. */
function wingPlace(ink: Int16Array, part: Uint16Array, width: number, parts: Set<number>) {
  let top = Number.POSITIVE_INFINITY;
  let bottom = -1;
  for (let i = 0; i < ink.length; i++) {
    if (ink[i]! < 0 || !parts.has(part[i]!)) continue;
    const y = Math.floor(i / width);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
  }
  return { top, bottom };
}

describe("a bat on the wing", () => {
  for (const preset of ["Walk", "Run"] as const) {
    it(`beats each wing through a full stroke in its ${preset}`, () => {
      const d = doc("bat", "south");
      const body = layerOwnParts(d, "body");
      for (const name of ["wing.left", "wing.right"]) {
        const parts = layerOwnParts(d, name);
        const wing = d.layers.find((l) => l.name === name)!;
        // The wing's top and bottom rows measured from the body's top: the stroke, not the bob.
        const places = posedFrames(d, preset).map((f) => {
          const w = wingPlace(f.canvas.ink, f.canvas.part, f.canvas.width, parts);
          const b = wingPlace(f.canvas.ink, f.canvas.part, f.canvas.width, body);
          return { top: w.top - b.top, bottom: w.bottom - b.top };
        });
        const range = (v: number[]) => Math.max(...v) - Math.min(...v);
        // Raised high and swept low in turn: its edges travel at least the wing's own height
        // between them (a stroke of about 80°), not the few pixels of a twitch.
        const travel = range(places.map((p) => p.top)) + range(places.map((p) => p.bottom));
        expect({ name, travel: travel >= wing.height }).toEqual({ name, travel: true });
      }
    });
  }
});
