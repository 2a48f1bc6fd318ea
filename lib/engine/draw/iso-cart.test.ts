import { describe, expect, it } from "vitest";
import { readSpritePrompt } from "../prompt";
import type { RgbaImage } from "../raster";
import { drawSprite } from ".";
import { createCanvas, EMPTY, rampOf } from "./canvas";
import { isoWheel } from "./iso-cart";

const MATS = {
  bed: { ramp: 1, light: { contrast: 1 } },
  wood: { ramp: 2, light: { contrast: 1 } },
  dark: { ramp: 3, light: { contrast: 1 } },
};

/** The ramps met walking once round a ring about (20, 20), in order, with repeats collapsed. */
function ringRamps(spoked: boolean): number[] {
  const canvas = createCanvas(40, 40);
  isoWheel(canvas, MATS, 20, 20, 9, spoked);
  const seen: number[] = [];
  for (let i = 0; i < 360; i++) {
    const a = (i * Math.PI) / 180;
    // The ring at half the radius, in the wheel's own tilted plane.
    const u = Math.cos(a) * 9 * 0.8 * 0.5;
    const v = Math.sin(a) * 9 * 0.5;
    const x = Math.floor(20 + u * (2 / Math.sqrt(5)));
    const y = Math.floor(20 + v + u / Math.sqrt(5));
    const ink = canvas.ink[y * 40 + x]!;
    const ramp = ink === EMPTY ? -1 : rampOf(ink);
    if (seen.at(-1) !== ramp) seen.push(ramp);
  }
  return seen;
}

function cart(seed: number): { image: RgbaImage; wheels: string | undefined } {
  const sprite = drawSprite({
    reading: readSpritePrompt("wooden cart", "vehicle"),
    assetType: "vehicle",
    width: 64,
    height: 64,
    direction: "none",
    camera: "isometric",
    seed,
  });
  return { image: sprite.image, wheels: sprite.variants?.wheels };
}

describe("isometric cart", () => {
  it("a spoked wheel shows six spokes over its dark inside; a solid one none", () => {
    const spoked = ringRamps(true);
    expect(spoked.filter((r) => r === MATS.wood.ramp).length).toBeGreaterThanOrEqual(6);
    expect(spoked.filter((r) => r === MATS.dark.ramp).length).toBeGreaterThanOrEqual(6);
    expect(ringRamps(false)).toEqual([MATS.wood.ramp]);
  });

  it("a wheel stands in the 2:1 plane: its left end higher than its right", () => {
    const canvas = createCanvas(40, 40);
    isoWheel(canvas, MATS, 20, 20, 9, true);
    const rows = (x: number) =>
      [...Array(40).keys()].filter((y) => canvas.ink[y * 40 + x] !== EMPTY);
    const mean = (ys: number[]) => ys.reduce((s, y) => s + y, 0) / ys.length;
    expect(mean(rows(15))).toBeLessThan(mean(rows(25)) - 2);
  });

  it("two shafts reach forward past the bed, and the plan reports the wheels drawn", () => {
    for (let seed = 1; seed <= 4; seed++) {
      const { image, wheels } = cart(seed);
      expect(["spoked", "solid"]).toContain(wheels);
      let [x0, x1] = [image.width, -1];
      for (let i = 3; i < image.data.length; i += 4) {
        if (image.data[i]! === 0) continue;
        const x = ((i - 3) / 4) % image.width;
        [x0, x1] = [Math.min(x0, x), Math.max(x1, x)];
      }
      // A column a fifth of the way in from the front crosses the two shafts and nothing else.
      const x = Math.round(x1 - (x1 - x0) * 0.2);
      let runs = 0;
      for (let y = 0; y < image.height; y++) {
        const on = image.data[(y * image.width + x) * 4 + 3]! > 0;
        const above = y > 0 && image.data[((y - 1) * image.width + x) * 4 + 3]! > 0;
        if (on && !above) runs++;
      }
      expect(runs, `seed ${seed}`).toBe(2);
    }
  });
});
