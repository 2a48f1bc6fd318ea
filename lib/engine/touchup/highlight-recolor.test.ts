import { describe, expect, it } from "vitest";
import { BALL_AND_BLOCK, MUSHROOM, SLIME } from "./corpus/fixtures";
import type { Fixture } from "./corpus";
import { oklch } from "./corpus/judge";
import { touchUp } from ".";

const whole = (f: Fixture) => ({ x: 0, y: 0, width: f.image.width, height: f.image.height });

function hueGap(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

function edited(f: Fixture, sentence: string): Uint8ClampedArray {
  const out = touchUp(f.image, whole(f), sentence, { seed: 1 });
  expect(out.kind, sentence).toBe("edited");
  if (out.kind !== "edited") throw new Error(`${sentence}: not edited`);
  return out.image.data;
}

const at = (d: Uint8ClampedArray, i: number) => oklch(d[i * 4]!, d[i * 4 + 1]!, d[i * 4 + 2]!);

/**
 * After recolouring `part` to a colour of hue `hue`, every pixel drawn as `shine` is a pale tint
 * of that hue, lighter than every other shade of the part.
 */
function expectPaleTint(f: Fixture, sentence: string, part: string, shine: string, hue: number) {
  const d = edited(f, sentence);
  const glint = f.mask(shine);
  const body = f.mask(part);
  let darkestGlint = Infinity;
  let lightestRest = -Infinity;
  let glints = 0;
  for (let i = 0; i < body.length; i++) {
    if (!body[i]) continue;
    const c = at(d, i);
    if (!glint[i]) {
      lightestRest = Math.max(lightestRest, c.L);
      continue;
    }
    glints++;
    darkestGlint = Math.min(darkestGlint, c.L);
    const where = `${sentence}: ${shine} pixel ${i % f.image.width},${Math.floor(i / f.image.width)}`;
    expect(hueGap(c.h, hue), `${where} hue ${c.h.toFixed(0)}`).toBeLessThan(45);
    expect(c.C, `${where} chroma`).toBeGreaterThan(0.02);
  }
  expect(glints).toBeGreaterThan(0);
  expect(darkestGlint).toBeGreaterThan(lightestRest);
}

describe("a recolour turns the object's highlight into a pale tint of the new colour", () => {
  it("the blue ball made red keeps a pale red shine, lighter than the rest of the ball", () => {
    expectPaleTint(BALL_AND_BLOCK, "make the blue ball red", "ball", "shine", 29);
  });

  it("the green slime made purple keeps a pale purple shine", () => {
    expectPaleTint(SLIME, "make the slime purple", "body", "shine", 310);
  });

  for (const sentence of ["make the cap blue", "make the red blue"]) {
    it(`the mushroom's white dots stay white after '${sentence}'`, () => {
      const d = edited(MUSHROOM, sentence);
      const before = MUSHROOM.image.data;
      MUSHROOM.mask("dots").forEach((v, i) => {
        if (!v) return;
        for (let k = 0; k < 4; k++) expect(d[i * 4 + k]).toBe(before[i * 4 + k]);
      });
    });
  }
});
