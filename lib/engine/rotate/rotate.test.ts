import { describe, expect, it } from "vitest";
import { generated, handMadeFigure } from "../testing";
import { createImage, type RgbaImage } from "../raster";
import { createRandom } from "../random";
import { DIRECTIONS, type RedrawDirection, RETRY_BELOW, rotateFacings } from ".";

const knight = generated("a knight", 64, "south");
const redrawKnight = (direction: RedrawDirection) => generated("a knight", 64, direction).image;

function frame(strip: RgbaImage, i: number): RgbaImage {
  const width = strip.width / 8;
  const out = createImage(width, strip.height);
  for (let y = 0; y < strip.height; y++) {
    const from = (y * strip.width + i * width) * 4;
    out.data.set(strip.data.subarray(from, from + width * 4), y * width * 4);
  }
  return out;
}

function mirrored(image: RgbaImage): RgbaImage {
  const out = createImage(image.width, image.height);
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const from = (y * image.width + x) * 4;
      out.data.set(
        image.data.subarray(from, from + 4),
        (y * image.width + image.width - 1 - x) * 4,
      );
    }
  }
  return out;
}

const same = (a: RgbaImage, b: RgbaImage) => a.data.every((v, i) => v === b.data[i]);

function colorsOf(image: RgbaImage): Set<number> {
  const set = new Set<number>();
  for (let o = 0; o < image.data.length; o += 4) {
    if (image.data[o + 3])
      set.add((image.data[o]! << 16) | (image.data[o + 1]! << 8) | image.data[o + 2]!);
  }
  return set;
}

describe("rotateFacings", () => {
  const cases = [
    ["knight, invented", knight.image, {}],
    ["knight, redrawn", knight.image, { redraw: redrawKnight }],
    ["hand-made figure", handMadeFigure(), {}],
  ] as const;

  it("returns 8 source-sized frames S..SW; a W side nobody drew mirrors a drawn E side", () => {
    for (const [name, source, extra] of cases) {
      const result = rotateFacings(source, { seed: 1, ...extra });
      expect(result.directions).toEqual(["s", "se", "e", "ne", "n", "nw", "w", "sw"]);
      expect(DIRECTIONS).toEqual(result.directions);
      expect([result.strip.width, result.strip.height]).toEqual([source.width * 8, source.height]);
      const f = (i: number) => frame(result.strip, i);
      if ("redraw" in extra) {
        // The generator draws the W side itself (held items kept in their hands).
        expect(same(f(6), redrawKnight("west")), `${name}: W drawn`).toBe(true);
        expect(same(f(5), redrawKnight("north-west")), `${name}: NW drawn`).toBe(true);
        expect(same(f(7), redrawKnight("south-west")), `${name}: SW drawn`).toBe(true);
      }
      // Every facing shows the character: none is empty, and the E side is not just S again.
      for (let i = 0; i < 8; i++) expect(colorsOf(f(i)).size, `${name} ${i}`).toBeGreaterThan(2);
      expect(same(f(2), f(0)), name).toBe(false);
    }
    // A generator that drew the E side but not the W side: the W side is its drawing mirrored.
    // (Invented on both sides, the W side is turned on its own so held items stay in their
    // hands: turns-imports.test.ts.)
    const eastOnly = rotateFacings(knight.image, {
      seed: 1,
      redraw: (d) => (["south-east", "east", "north-east"].includes(d) ? redrawKnight(d) : null),
    });
    const f = (i: number) => frame(eastOnly.strip, i);
    expect(eastOnly.observed.slice(1, 4)).toEqual([true, true, true]);
    expect(same(f(6), mirrored(f(2))), "W = mirrored E").toBe(true);
    expect(same(f(5), mirrored(f(3))), "NW = mirrored NE").toBe(true);
    expect(same(f(7), mirrored(f(1))), "SW = mirrored SE").toBe(true);
  });

  it("keeps the source as S and invents the other facings in the source's own colors", () => {
    const source = knight.image;
    const result = rotateFacings(source, { seed: 1 });
    expect(same(frame(result.strip, 0), source)).toBe(true);
    const palette = colorsOf(source);
    for (let i = 1; i < 8; i++) {
      for (const c of colorsOf(frame(result.strip, i)))
        expect(palette.has(c), `facing ${i}`).toBe(true);
    }
    expect(result.observed).toEqual([true, false, false, false, false, false, false, false]);
  });

  it("uses the redraw as observed facings, and scores higher than inventing", () => {
    const invented = rotateFacings(knight.image, { seed: 1 });
    const observed = rotateFacings(knight.image, { seed: 1, redraw: redrawKnight });
    expect(observed.observed.every(Boolean)).toBe(true);
    expect(same(frame(observed.strip, 2), redrawKnight("east"))).toBe(true);
    for (const r of [invented, observed]) {
      expect(r.calibrationScore).toBeGreaterThanOrEqual(0);
      expect(r.calibrationScore).toBeLessThanOrEqual(1);
    }
    expect(observed.calibrationScore).toBeGreaterThan(invented.calibrationScore);
    expect(observed.calibrationScore).toBeGreaterThan(0.7);
    expect(invented.calibrationScore).toBeLessThan(0.2);
    expect(observed.attempts).toBe(1);
    // Only S is real and nothing could observe more: the score says so after one attempt.
    expect(invented.attempts).toBe(1);
  });

  it("counts a redraw that returns null as invented, and a W side nobody drew too", () => {
    const partial = rotateFacings(knight.image, {
      seed: 1,
      redraw: (d) => (d === "east" || d === "south" ? redrawKnight(d) : null),
    });
    // W is E mirrored, but nobody drew it: the knight's sword would change hands, so it is not
    // an observation of the west.
    expect(partial.observed).toEqual([true, false, true, false, false, false, false, false]);
    expect(same(frame(partial.strip, 6), mirrored(frame(partial.strip, 2)))).toBe(true);
    expect(partial.calibrationScore).toBeGreaterThan(0.15);
    expect(partial.calibrationScore).toBeLessThan(RETRY_BELOW);
    // The retry asked again (attempt 1) and could not see more, so both attempts ran.
    expect(partial.attempts).toBe(2);
  });

  it("retries a poor redraw with the source's colors and keeps the better attempt", () => {
    // A redraw in foreign colors: same shapes, every color shifted.
    const random = createRandom(9);
    const shift = [0, 1, 2].map(() => Math.floor(random() * 80) + 60);
    const foreign = (d: RedrawDirection) => {
      const image = redrawKnight(d);
      for (let o = 0; o < image.data.length; o += 4) {
        for (let c = 0; c < 3; c++) image.data[o + c] = (image.data[o + c]! + shift[c]!) % 256;
      }
      return image;
    };
    const attemptsSeen: number[] = [];
    const result = rotateFacings(knight.image, {
      seed: 1,
      redraw: (d, attempt) => {
        attemptsSeen.push(attempt);
        return foreign(d);
      },
    });
    expect(result.attempts).toBe(2);
    expect(new Set(attemptsSeen)).toEqual(new Set([0, 1]));
    expect(result.calibrationScore).toBeGreaterThanOrEqual(RETRY_BELOW);
    const palette = colorsOf(knight.image);
    for (const c of colorsOf(frame(result.strip, 2))) expect(palette.has(c)).toBe(true);
  });

  it("is deterministic and places a redraw of another size bottom-centre", () => {
    const a = rotateFacings(knight.image, { seed: 4 });
    const b = rotateFacings(knight.image, { seed: 4 });
    expect(same(a.strip, b.strip)).toBe(true);
    const small = generated("a knight", 48, "east").image;
    const fitted = rotateFacings(knight.image, {
      seed: 4,
      redraw: (d) => (d === "east" ? small : null),
    });
    const east = frame(fitted.strip, 2);
    for (let y = 0; y < 48; y++) {
      for (let x = 0; x < 48; x++) {
        const from = (y * 48 + x) * 4;
        const to = ((y + 16) * 64 + x + 8) * 4;
        expect(east.data[to + 3]).toBe(small.data[from + 3]);
      }
    }
  });

  it("turns a blob (a slime) too, hiding its face on the back", () => {
    const slime = generated("green slime", 64, "south");
    const result = rotateFacings(slime.image, { seed: 1 });
    const north = frame(result.strip, 4);
    expect(colorsOf(north).size).toBeLessThanOrEqual(colorsOf(slime.image).size);
    expect(same(north, mirrored(slime.image))).toBe(false);
  });
});
