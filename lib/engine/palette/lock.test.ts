import { describe, expect, it } from "vitest";
import { hexToRgb, oklabDistanceSquared, type Rgb, rgbToHex, rgbToOklab } from "../color";
import { createImage, type RgbaImage } from "../raster";
import { createRandom, randomInt } from "../random";
import { applyPaletteExtras, lockToPalette, nearestPaletteColor, paletteOf } from "./lock";

function randomImage(seed: number, size = 24, colors = 40): RgbaImage {
  const random = createRandom(seed);
  const swatches: Rgb[] = Array.from({ length: colors }, () => [
    randomInt(random, 0, 255),
    randomInt(random, 0, 255),
    randomInt(random, 0, 255),
  ]);
  const image = createImage(size, size);
  for (let o = 0; o < image.data.length; o += 4) {
    const [r, g, b] = swatches[randomInt(random, 0, colors - 1)]!;
    image.data.set([r, g, b, random() < 0.2 ? randomInt(random, 0, 255) : 255], o);
  }
  return image;
}

function randomPalette(seed: number, n: number): string[] {
  const random = createRandom(seed);
  return Array.from({ length: n }, () =>
    rgbToHex([randomInt(random, 0, 255), randomInt(random, 0, 255), randomInt(random, 0, 255)]),
  );
}

const pixels = (image: RgbaImage) =>
  Array.from({ length: image.width * image.height }, (_, p) =>
    Array.from(image.data.subarray(p * 4, p * 4 + 4)),
  );

describe("lockToPalette", () => {
  it("maps every opaque pixel to its nearest palette color and makes alpha binary", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const image = randomImage(seed);
      const palette = randomPalette(seed + 100, 1 + (seed % 12));
      const locked = lockToPalette(image, palette);
      const before = pixels(image);
      pixels(locked).forEach(([r, g, b, a], p) => {
        const [r0, g0, b0, a0] = before[p]!;
        if (a0! >= 128) {
          expect(a).toBe(255);
          expect(rgbToHex([r!, g!, b!])).toBe(nearestPaletteColor([r0!, g0!, b0!], palette));
        } else {
          expect([r, g, b, a]).toEqual([0, 0, 0, 0]);
        }
      });
    }
  });

  it("leaves colors already in the palette alone and does not touch its input", () => {
    const image = randomImage(5, 16, 6);
    const copy = new Uint8ClampedArray(image.data);
    const palette = paletteOf(image);
    const locked = lockToPalette(image, palette);
    expect(image.data).toEqual(copy);
    pixels(locked).forEach(([r, g, b, a], p) => {
      if (a === 255) expect([r, g, b]).toEqual(Array.from(image.data.subarray(p * 4, p * 4 + 3)));
    });
  });

  it("refuses an empty palette", () => {
    expect(() => lockToPalette(randomImage(1), [])).toThrow(RangeError);
  });
});

describe("nearestPaletteColor", () => {
  it("measures in OKLab, not RGB", () => {
    const random = createRandom(11);
    const rgb = (): Rgb => [
      randomInt(random, 0, 255),
      randomInt(random, 0, 255),
      randomInt(random, 0, 255),
    ];
    const rgbD = (x: Rgb, y: Rgb) => (x[0] - y[0]) ** 2 + (x[1] - y[1]) ** 2 + (x[2] - y[2]) ** 2;
    let disagreements = 0;
    for (let i = 0; i < 500; i++) {
      const color = rgb();
      const palette = [rgb(), rgb()];
      const labNearest =
        oklabDistanceSquared(rgbToOklab(color), rgbToOklab(palette[0]!)) <=
        oklabDistanceSquared(rgbToOklab(color), rgbToOklab(palette[1]!))
          ? 0
          : 1;
      const rgbNearest = rgbD(color, palette[0]!) <= rgbD(color, palette[1]!) ? 0 : 1;
      if (labNearest !== rgbNearest) disagreements++;
      expect(nearestPaletteColor(color, palette.map(rgbToHex))).toBe(
        rgbToHex(palette[labNearest]!),
      );
    }
    expect(disagreements).toBeGreaterThan(10);
    expect(nearestPaletteColor([250, 10, 10], ["#00ff00", "#FF0000"])).toBe("#ff0000");
  });
});

describe("applyPaletteExtras", () => {
  it("with 0 extras gives exactly palette colors", () => {
    for (let seed = 1; seed <= 10; seed++) {
      const palette = randomPalette(seed, 8);
      const out = applyPaletteExtras(randomImage(seed), palette, 0);
      for (const hex of paletteOf(out)) expect(palette).toContain(hex);
    }
  });

  it("with n extras uses at most base + n colors, every base-colored pixel kept", () => {
    for (let seed = 1; seed <= 10; seed++) {
      const image = randomImage(seed, 32, 60);
      const palette = paletteOf(image).slice(0, 5);
      for (const extras of [1, 4, 12, 30]) {
        const out = applyPaletteExtras(image, palette, extras);
        const used = paletteOf(out);
        expect(used.filter((hex) => !palette.includes(hex)).length).toBeLessThanOrEqual(extras);
        pixels(image).forEach(([r, g, b, a], p) => {
          if (a! >= 128 && palette.includes(rgbToHex([r!, g!, b!]))) {
            expect(Array.from(out.data.subarray(p * 4, p * 4 + 3))).toEqual([r, g, b]);
          }
        });
      }
    }
  });

  it("keeps extra colors exactly when they fit within the allowance", () => {
    const image = randomImage(3, 16, 6);
    const colors = paletteOf(image);
    const out = applyPaletteExtras(image, colors.slice(0, 2), colors.length - 2);
    expect(paletteOf(out).sort()).toEqual([...colors].sort());
  });

  it("clusters sensibly: two tight groups of off-palette colors become two extras near them", () => {
    const image = createImage(20, 1);
    for (let x = 0; x < 20; x++) {
      image.data.set(x < 10 ? [200 + x, 20, 20, 255] : [20, 20, 200 + x], x * 4);
      image.data[x * 4 + 3] = 255;
    }
    const out = applyPaletteExtras(image, ["#000000", "#ffffff"], 2);
    const used = paletteOf(out).map(hexToRgb);
    expect(used).toHaveLength(2);
    expect(used.some(([r, , b]) => r > 180 && b < 60)).toBe(true);
    expect(used.some(([r, , b]) => b > 180 && r < 60)).toBe(true);
  });

  it("quantises with an empty base, deterministically", () => {
    const image = randomImage(9, 48, 200);
    const a = applyPaletteExtras(image, [], 16);
    expect(paletteOf(a).length).toBeLessThanOrEqual(16);
    expect(applyPaletteExtras(image, [], 16).data).toEqual(a.data);
  });

  it("handles photographs' worth of colors (bucketed clustering) within the allowance", () => {
    const random = createRandom(4);
    const image = createImage(96, 96);
    for (let o = 0; o < image.data.length; o += 4)
      image.data.set(
        [randomInt(random, 0, 255), randomInt(random, 0, 255), randomInt(random, 0, 255), 255],
        o,
      );
    const out = applyPaletteExtras(image, ["#000000"], 24);
    expect(paletteOf(out).length).toBeLessThanOrEqual(25);
  });
});

describe("paletteOf", () => {
  it("lists distinct opaque colors, most used first", () => {
    const image = createImage(3, 2);
    const set = (p: number, rgba: number[]) => image.data.set(rgba, p * 4);
    set(0, [1, 2, 3, 255]);
    set(1, [9, 9, 9, 255]);
    set(2, [9, 9, 9, 200]);
    set(3, [5, 5, 5, 10]);
    set(4, [1, 2, 3, 128]);
    set(5, [9, 9, 9, 255]);
    expect(paletteOf(image)).toEqual(["#090909", "#010203"]);
  });
});
