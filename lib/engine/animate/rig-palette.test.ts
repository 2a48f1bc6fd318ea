import { describe, expect, it } from "vitest";
import { animateLayered } from "./rig";
import { doc, framesOf } from "../testing";
import type { RgbaImage } from "../raster";

/** The `#rrggbb` colors of an image's opaque pixels. */
function colors(image: RgbaImage): Set<string> {
  const out = new Set<string>();
  const d = image.data;
  for (let o = 0; o < d.length; o += 4) {
    if (d[o + 3] === 0) continue;
    out.add(((d[o]! << 16) | (d[o + 1]! << 8) | d[o + 2]!).toString(16).padStart(6, "0"));
  }
  return out;
}

// A posed frame is the still's parts moved: it shows the still's colors and no others (effects
// drawn over the frame, the hit's flash and the arrow, are left out by the motions chosen).
// Consolidating each frame's colors by its own pixel counts gave some frames a color the still
// merged away, and the same part a different shade from one frame to the next.
describe("posed frames keep the still's palette", () => {
  const cast = [
    ["knight with sword and shield", "east"],
    ["knight with sword and shield", "south"],
    ["old wizard with a staff", "south"],
    ["elf archer with a bow", "east"],
    ["grey wolf", "east"],
  ] as const;
  for (const [prompt, direction] of cast) {
    for (const preset of ["Walk", "Run", "Jump", "Death"] as const) {
      it(`${prompt}, ${direction}, ${preset}`, () => {
        const d = doc(prompt, direction);
        const still = colors(d.sprite.image);
        const result = animateLayered(d, { preset, frameCount: 8, seed: 7 });
        framesOf(result.strip, 8).forEach((frame, t) => {
          const foreign = [...colors(frame)].filter((c) => !still.has(c));
          expect(foreign, `frame ${t}`).toEqual([]);
        });
      });
    }
  }
});
