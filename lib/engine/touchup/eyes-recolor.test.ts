import { describe, expect, it } from "vitest";
import { lchOf, rgbToOklab } from "../color";
import { BIRD, HERO, SLIME } from "./corpus/fixtures";
import { OUTLINE, type Fixture } from "./corpus/draw";
import { touchUp } from ".";

const lchAt = (d: Uint8ClampedArray, i: number) =>
  lchOf(rgbToOklab([d[i * 4]!, d[i * 4 + 1]!, d[i * 4 + 2]!]));

function hueGap(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

const whole = (f: Fixture) => ({ x: 0, y: 0, width: f.image.width, height: f.image.height });

/** Eyes drawn in near-black (line colour) on three hand-drawn sprites, and the colour asked. */
const ROWS: [Fixture, string, string, number][] = [
  [HERO, "eyes", "make the eyes blue", 264],
  [SLIME, "eyes", "make the eyes red", 29],
  [BIRD, "eye", "make the eye red", 29],
  [SLIME, "right eye", "make the right eye blue", 264],
];

describe("touch-up recolor of eyes drawn in line colour", () => {
  for (const [fixture, part, sentence, hue] of ROWS) {
    it(`${fixture.name}: '${sentence}' turns every eye pixel toward the colour, outline kept`, () => {
      const out = touchUp(fixture.image, whole(fixture), sentence, { seed: 1 });
      expect(out.kind).toBe("edited");
      if (out.kind !== "edited") return;
      const eye = fixture.mask(part);
      const outline = fixture.mask(OUTLINE);
      const before = fixture.image.data;
      const after = out.image.data;
      let eyes = 0;
      for (let i = 0; i < eye.length; i++) {
        if (outline[i]) {
          for (let k = 0; k < 4; k++) expect(after[i * 4 + k]).toBe(before[i * 4 + k]);
        }
        if (!eye[i]) continue;
        eyes++;
        const was = lchAt(before, i);
        const now = lchAt(after, i);
        // Near-black before; now chromatic, of the asked hue, and still a dark shade.
        expect(was.L).toBeLessThan(0.25);
        expect(now.C).toBeGreaterThan(0.05);
        expect(hueGap(now.h, hue)).toBeLessThan(40);
        expect(now.L).toBeLessThan(0.6);
      }
      expect(eyes).toBeGreaterThan(0);
    });
  }
});
