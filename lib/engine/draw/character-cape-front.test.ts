/**
 * A cape seen square on from the front spreads past the arms that hang over it: from the hands
 * down to its hem it shows at least two pixels past the body's outer edge on each side (a cape
 * only as wide as the arms showed as slivers beside the legs), and its collar rises over the
 * shoulders. Judged on the drawer's own layers.
 */
import { describe, expect, it } from "vitest";
import { generateLayered } from "../generate";
import { readSpritePrompt } from "../prompt";
import type { SpriteLayer } from "./layer-types";

function layers(prompt: string): readonly SpriteLayer[] {
  return generateLayered({
    reading: readSpritePrompt(prompt, "character"),
    assetType: "character",
    width: 64,
    height: 64,
    direction: "south",
    camera: "none",
    seed: 7,
  }).layers;
}

/** The leftmost and rightmost column the layers fill on canvas row `y`, or null. */
function span(of: readonly SpriteLayer[], y: number): [number, number] | null {
  let lo = Infinity;
  let hi = -Infinity;
  for (const l of of) {
    const v = y - l.y;
    if (v < 0 || v >= l.height) continue;
    for (let u = 0; u < l.width; u++) {
      if (l.ink[v * l.width + u]! < 0) continue;
      lo = Math.min(lo, l.x + u);
      hi = Math.max(hi, l.x + u);
    }
  }
  return lo <= hi ? [lo, hi] : null;
}

describe("a cape seen from the front", () => {
  it.each([["an elf archer with a bow and a cape"], ["a knight with a sword and shield"]])(
    "%s: spreads two pixels past the arms each side, collar over the shoulders",
    (prompt) => {
      const all = layers(prompt);
      const cape = all.find((l) => l.role === "cape" && l.width > 0)!;
      expect(cape).toBeDefined();
      const body = all.filter((l) =>
        ["torso", "arm", "hand", "leg-upper", "leg-lower"].includes(l.role),
      );
      const hands = all.filter((l) => l.role === "hand" || l.role === "arm");
      const handsBottom = Math.max(...hands.map((l) => l.y + l.height - 1));
      const hem = cape.y + cape.height - 1;
      // Beside the hands and below them, on every row, it shows past the body on both sides...
      let wide = 0;
      let rows = 0;
      for (let y = handsBottom - 3; y <= hem - 2; y++) {
        const c = span([cape], y);
        const b = span(body, y);
        if (!c || !b) continue;
        rows++;
        if (b[0] - c[0] >= 1 && c[1] - b[1] >= 1) wide++;
      }
      expect(rows).toBeGreaterThan(4);
      expect(wide).toBe(rows);
      // ...and its hem spreads two pixels past the arms' outer edges.
      const arms = all.filter((l) => l.role === "arm" && l.width > 0);
      const armsLeft = Math.min(...arms.map((l) => span([l], l.y + l.height - 2)?.[0] ?? Infinity));
      const armsRight = Math.max(
        ...arms.map((l) => span([l], l.y + l.height - 2)?.[1] ?? -Infinity),
      );
      const h = span([cape], hem - 1)!;
      expect(armsLeft - h[0]).toBeGreaterThanOrEqual(2);
      expect(h[1] - armsRight).toBeGreaterThanOrEqual(2);
      // The collar: the cape's top reaches the tops of the arms (it shows on the shoulders).
      expect(cape.y).toBeLessThanOrEqual(Math.min(...arms.map((l) => l.y)));
    },
  );
});
