import { describe, expect, it } from "vitest";
import { type Rgb, rgbToOklab } from "../color";
import { createImage, type RgbaImage } from "../raster";
import { removeBackground, sampleMatte, TransparentCornersError } from ".";
import { paletteOf } from "../palette";
import { createRandom, randomInt } from "../random";

const MAGENTA: Rgb = [255, 0, 255];
const GREEN: Rgb = [0, 255, 0];

function filled(w: number, h: number, rgb: Rgb): RgbaImage {
  const image = createImage(w, h);
  for (let o = 0; o < image.data.length; o += 4) image.data.set([...rgb, 255], o);
  return image;
}
const put = (image: RgbaImage, x: number, y: number, rgba: readonly number[]) =>
  image.data.set(rgba, (y * image.width + x) * 4);
const get = (image: RgbaImage, x: number, y: number) =>
  Array.from(image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 4));

/** A black square outline at (4..11, 4..11) on magenta, enclosing a magenta window. */
function windowSprite(): RgbaImage {
  const image = filled(16, 16, MAGENTA);
  for (let i = 4; i <= 11; i++) {
    put(image, i, 4, [0, 0, 0, 255]);
    put(image, i, 11, [0, 0, 0, 255]);
    put(image, 4, i, [0, 0, 0, 255]);
    put(image, 11, i, [0, 0, 0, 255]);
  }
  return image;
}

/** A red disc on green whose edge pixels are blends of the two (anti-aliased). */
function blendedDisc(size = 24): RgbaImage {
  const image = filled(size, size, GREEN);
  const c = (size - 1) / 2;
  const r = size / 3;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const coverage = Math.min(1, Math.max(0, r + 0.5 - Math.hypot(x - c, y - c)));
      if (coverage === 0) continue;
      put(image, x, y, [
        Math.round(200 * coverage),
        Math.round(255 * (1 - coverage) + 40 * coverage),
        Math.round(30 * coverage),
        255,
      ]);
    }
  }
  return image;
}

describe("removeBackground", () => {
  it("samples the matte from the corners and keys the border-connected background", () => {
    const { image, matteColor, matteHex } = removeBackground(windowSprite());
    expect(matteColor).toEqual(MAGENTA);
    expect(matteHex).toBe("#ff00ff");
    expect(get(image, 0, 0)).toEqual([0, 0, 0, 0]);
    expect(get(image, 3, 8)).toEqual([0, 0, 0, 0]);
    expect(get(image, 4, 8)).toEqual([0, 0, 0, 255]);
  });

  it("keeps enclosed areas of the key color, for both methods", () => {
    for (const method of ["standard", "refined"] as const) {
      const { image } = removeBackground(windowSprite(), { method });
      for (let y = 5; y <= 10; y++)
        for (let x = 5; x <= 10; x++) expect(get(image, x, y)).toEqual([255, 0, 255, 255]);
    }
  });

  it("does not leak through a one-pixel diagonal outline", () => {
    const image = filled(9, 9, MAGENTA);
    const diamond = [
      [4, 1],
      [5, 2],
      [6, 3],
      [7, 4],
      [6, 5],
      [5, 6],
      [4, 7],
      [3, 6],
      [2, 5],
      [1, 4],
      [2, 3],
      [3, 2],
    ];
    for (const [x, y] of diamond) put(image, x!, y!, [0, 0, 0, 255]);
    const out = removeBackground(image).image;
    expect(get(out, 4, 4)).toEqual([255, 0, 255, 255]);
    expect(get(out, 0, 0)[3]).toBe(0);
  });

  it("respects tolerance (sum of channel differences)", () => {
    const image = filled(8, 8, MAGENTA);
    for (let x = 0; x < 8; x++) put(image, x, 4, [215, 30, 225, 255]); // 40 + 30 + 30 = 100 from the matte
    put(image, 0, 0, [255, 0, 255, 255]);
    expect(get(removeBackground(image, { tolerance: 99 }).image, 3, 4)[3]).toBe(255);
    expect(get(removeBackground(image, { tolerance: 100 }).image, 3, 4)[3]).toBe(0);
    expect(get(removeBackground(image, { tolerance: 0 }).image, 3, 4)[3]).toBe(255);
  });

  it("uses an explicit matte color (tuple or hex) over the corners", () => {
    const image = windowSprite();
    put(image, 8, 0, [0, 255, 0, 255]);
    const tuple = removeBackground(image, { matteColor: [0, 0, 0], tolerance: 0 });
    expect(tuple.matteHex).toBe("#000000");
    expect(get(tuple.image, 0, 0)).toEqual([255, 0, 255, 255]);
    expect(removeBackground(image, { matteColor: "#000000", tolerance: 0 }).image.data).toEqual(
      tuple.image.data,
    );
  });

  it("refuses a source whose four corners are transparent, even with a matte color", () => {
    const image = windowSprite();
    for (const [x, y] of [
      [0, 0],
      [15, 0],
      [0, 15],
      [15, 15],
    ])
      put(image, x!, y!, [255, 0, 255, 0]);
    expect(() => removeBackground(image)).toThrow(TransparentCornersError);
    expect(() => removeBackground(image, { matteColor: MAGENTA })).toThrow(TransparentCornersError);
    put(image, 15, 15, [255, 0, 255, 255]);
    expect(removeBackground(image).matteColor).toEqual(MAGENTA);
  });

  it("samples the most common corner color, tolerating noise", () => {
    const image = filled(6, 6, [10, 200, 10]);
    put(image, 0, 0, [200, 0, 0, 255]);
    put(image, 5, 0, [12, 198, 11, 255]);
    put(image, 5, 5, [8, 202, 9, 255]);
    expect(sampleMatte(image)).toEqual([10, 200, 10]);
  });

  it("is idempotent: the same matte twice gives the same image (standard, random images)", () => {
    for (let seed = 1; seed <= 30; seed++) {
      const random = createRandom(seed);
      const image = createImage(20, 14);
      for (let o = 0; o < image.data.length; o += 4) {
        const key = random() < 0.6;
        const noise = () => randomInt(random, -25, 25);
        image.data.set(
          key
            ? [MAGENTA[0] + noise(), MAGENTA[1] + noise(), MAGENTA[2] + noise(), 255]
            : [
                randomInt(random, 0, 255),
                randomInt(random, 0, 255),
                randomInt(random, 0, 255),
                random() < 0.1 ? 100 : 255,
              ],
          o,
        );
      }
      put(image, 0, 0, [0, 0, 0, 255]); // a foreground corner, so the second pass has an opaque corner
      const once = removeBackground(image, { matteColor: MAGENTA, tolerance: 120 });
      const twice = removeBackground(once.image, { matteColor: MAGENTA, tolerance: 120 });
      expect(twice.image.data).toEqual(once.image.data);
    }
  });

  it("is idempotent for refined on an anti-aliased sprite", () => {
    const image = blendedDisc();
    for (const [x, y] of [
      [0, 0],
      [1, 0],
      [0, 1],
    ])
      put(image, x!, y!, [0, 0, 0, 255]);
    const once = removeBackground(image, { matteColor: GREEN, method: "refined" });
    const twice = removeBackground(once.image, { matteColor: GREEN, method: "refined" });
    expect(twice.image.data).toEqual(once.image.data);
  });

  it("is deterministic", () => {
    const a = removeBackground(blendedDisc(), { method: "refined" });
    const b = removeBackground(blendedDisc(), { method: "refined" });
    expect(a.image.data).toEqual(b.image.data);
  });
});

describe("refined background removal", () => {
  it("makes alpha binary and drops the matte from blended edges", () => {
    const source = blendedDisc();
    const { image } = removeBackground(source, { method: "refined", alphaThreshold: 0.7 });
    for (let p = 0; p < image.width * image.height; p++)
      expect([0, 255]).toContain(image.data[p * 4 + 3]);
    // Every surviving pixel is the disc's own red: edges were un-mixed, not kept greenish.
    expect(paletteOf(image)).toEqual(["#c8281e"]);
    // Standard keeps blended edge pixels that are too far from the matte, green tint and all.
    const standard = removeBackground(source, { method: "standard" }).image;
    expect(paletteOf(standard).length).toBeGreaterThan(1);
  });

  it("keeps a blend by its coverage against alphaThreshold", () => {
    const image = filled(9, 9, GREEN);
    for (let y = 2; y <= 6; y++) for (let x = 2; x <= 6; x++) put(image, x, y, [200, 40, 40, 255]);
    const mix = (c: number) => [
      Math.round(200 * c),
      Math.round(255 * (1 - c) + 40 * c),
      Math.round(40 * c),
      255,
    ];
    put(image, 4, 1, mix(0.8));
    put(image, 4, 7, mix(0.5));
    const { image: out } = removeBackground(image, {
      method: "refined",
      alphaThreshold: 0.7,
      tolerance: 60,
    });
    expect(get(out, 4, 1)).toEqual([200, 40, 40, 255]);
    expect(get(out, 4, 7)).toEqual([0, 0, 0, 0]);
  });

  it("removes islands of at most 2 px but keeps larger pieces; standard keeps all", () => {
    const image = windowSprite();
    put(image, 1, 1, [0, 0, 0, 255]);
    put(image, 1, 2, [0, 0, 0, 255]);
    for (const [x, y] of [
      [13, 13],
      [14, 13],
      [13, 14],
    ])
      put(image, x!, y!, [0, 0, 0, 255]);
    const refined = removeBackground(image, { method: "refined" }).image;
    expect(get(refined, 1, 1)[3]).toBe(0);
    expect(get(refined, 1, 2)[3]).toBe(0);
    expect(get(refined, 13, 13)[3]).toBe(255);
    expect(get(removeBackground(image).image, 1, 1)[3]).toBe(255);
  });

  it("despills: edge pixels carry no more matte tint than their interior", () => {
    const image = filled(12, 12, GREEN);
    for (let y = 3; y <= 8; y++) for (let x = 3; x <= 8; x++) put(image, x, y, [200, 80, 160, 255]);
    // A tinted rim that is not a clean blend (so un-mixing leaves it), but leans green.
    for (let x = 3; x <= 8; x++) put(image, x, 3, [170, 150, 50, 255]);
    const { image: out } = removeBackground(image, { method: "refined", tolerance: 100 });
    const m = rgbToOklab(GREEN);
    const toward = (rgba: number[]) => {
      const lab = rgbToOklab([rgba[0]!, rgba[1]!, rgba[2]!]);
      return (lab.a * m.a + lab.b * m.b) / Math.hypot(m.a, m.b);
    };
    const interior = toward(get(out, 5, 5));
    for (let x = 4; x <= 7; x++)
      expect(toward(get(out, x, 3))).toBeLessThanOrEqual(interior + 0.012);
    expect(toward([170, 150, 50])).toBeGreaterThan(interior + 0.05);
  });

  it("quantises to at most paletteSize colors", () => {
    const random = createRandom(2);
    const image = filled(32, 32, MAGENTA);
    for (let y = 4; y < 28; y++)
      for (let x = 4; x < 28; x++)
        put(image, x, y, [
          randomInt(random, 0, 200),
          randomInt(random, 0, 255),
          randomInt(random, 0, 120),
          255,
        ]);
    const { image: out } = removeBackground(image, {
      method: "refined",
      paletteSize: 16,
      tolerance: 60,
    });
    expect(paletteOf(out).length).toBeLessThanOrEqual(16);
  });

  it("keys an animation strip as one image", () => {
    const frame = windowSprite();
    const strip = createImage(32, 16);
    for (let y = 0; y < 16; y++) {
      strip.data.set(frame.data.subarray(y * 64, y * 64 + 64), y * 128);
      strip.data.set(frame.data.subarray(y * 64, y * 64 + 64), y * 128 + 64);
    }
    const { image } = removeBackground(strip);
    expect(get(image, 20, 8)).toEqual([0, 0, 0, 255]);
    expect(get(image, 18, 8)[3]).toBe(0);
    expect(get(image, 24, 8)).toEqual([255, 0, 255, 255]);
  });
});
