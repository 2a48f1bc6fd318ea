import { describe, expect, it } from "vitest";
import { createImage, type RgbaImage } from "../raster";
import { normalMap, normalMapFrames } from ".";
import { createRandom, randomInt } from "../random";

const at = (image: RgbaImage, x: number, y: number) =>
  Array.from(image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 4));
const decode = (v: number) => (v / 255) * 2 - 1;

function disc(
  size: number,
  radius: number,
  rgb: [number, number, number] = [180, 90, 60],
  cx = (size - 1) / 2,
  cy = (size - 1) / 2,
): RgbaImage {
  const image = createImage(size, size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (Math.hypot(x - cx, y - cy) <= radius) image.data.set([...rgb, 255], (y * size + x) * 4);
    }
  }
  return image;
}

function randomSprite(seed: number, w: number, h: number): RgbaImage {
  const random = createRandom(seed);
  const image = createImage(w, h);
  for (let o = 0; o < image.data.length; o += 4) {
    if (random() < 0.25) continue;
    image.data.set(
      [
        randomInt(random, 0, 255),
        randomInt(random, 0, 255),
        randomInt(random, 0, 255),
        random() < 0.2 ? randomInt(random, 1, 255) : 255,
      ],
      o,
    );
  }
  return image;
}

function expectUnitNormals(map: RgbaImage, source: RgbaImage): void {
  for (let p = 0; p < map.width * map.height; p++) {
    const [r, g, b, a] = Array.from(map.data.subarray(p * 4, p * 4 + 4));
    expect(a).toBe(source.data[p * 4 + 3]);
    if (a === 0) {
      expect([r, g, b]).toEqual([128, 128, 255]);
      continue;
    }
    expect(Math.abs(Math.hypot(decode(r!), decode(g!), decode(b!)) - 1)).toBeLessThan(0.02);
    expect(b).toBeGreaterThan(128); // never faces away from the viewer
  }
}

describe("normalMap", () => {
  it("gives unit normals, and alpha equal to the source's, for any image and strength", () => {
    for (let seed = 1; seed <= 12; seed++) {
      const source = randomSprite(seed, 32 + seed, 40);
      expectUnitNormals(
        normalMap(source, { strength: (seed % 6) * 1, flipGreen: seed % 2 === 0 }),
        source,
      );
    }
  });

  it("follows OpenGL (+Y up) by default and DirectX with flipGreen", () => {
    const source = disc(48, 18);
    const gl = normalMap(source);
    const dx = normalMap(source, { flipGreen: true });
    const top = [23, 6] as const; // just inside the disc's top edge
    const bottom = [23, 41] as const;
    const left = [6, 23] as const;
    const right = [41, 23] as const;
    expect(at(gl, ...top)[1]).toBeGreaterThan(128);
    expect(at(gl, ...bottom)[1]).toBeLessThan(128);
    expect(at(dx, ...top)[1]).toBeLessThan(128);
    expect(at(dx, ...bottom)[1]).toBeGreaterThan(128);
    expect(at(gl, ...left)[0]).toBeLessThan(128);
    expect(at(gl, ...right)[0]).toBeGreaterThan(128);
    expect(at(dx, ...right)[0]).toBe(at(gl, ...right)[0]);
  });

  it("faces a flat interior toward the viewer", () => {
    const map = normalMap(disc(64, 28));
    expect(at(map, 31, 31)).toEqual([128, 128, 255, 255]);
    expect(at(map, 0, 0)).toEqual([128, 128, 255, 0]);
  });

  it("ignores color at strength 0 and turns drawn shading into relief above it", () => {
    const plain = disc(40, 15, [200, 200, 200]);
    const shaded = disc(40, 15, [200, 200, 200]);
    for (let y = 0; y < 40; y++)
      for (let x = 0; x < 20; x++)
        if (shaded.data[(y * 40 + x) * 4 + 3]) shaded.data.set([60, 60, 60], (y * 40 + x) * 4);
    expect(normalMap(shaded).data).toEqual(normalMap(plain).data);
    const relief = normalMap(shaded, { strength: 2.5 });
    // Light on the right half sits higher, so the step at x = 20 faces left (red below 128).
    expect(at(relief, 19, 19)[0]).toBeLessThan(128);
    expect(at(normalMap(plain, { strength: 2.5 }), 19, 19)[0]).toBe(128);
  });

  it("maps each sheet cell on its own", () => {
    const sheet = createImage(64, 32);
    const left = disc(32, 14);
    const right = randomSprite(3, 32, 32);
    for (let y = 0; y < 32; y++) {
      sheet.data.set(left.data.subarray(y * 128, y * 128 + 128), y * 256);
      sheet.data.set(right.data.subarray(y * 128, y * 128 + 128), y * 256 + 128);
    }
    const map = normalMap(sheet, { columns: 2, rows: 1 });
    const leftMap = normalMap(left);
    const rightMap = normalMap(right);
    for (let y = 0; y < 32; y++) {
      expect(map.data.subarray(y * 256, y * 256 + 128)).toEqual(
        leftMap.data.subarray(y * 128, y * 128 + 128),
      );
      expect(map.data.subarray(y * 256 + 128, y * 256 + 256)).toEqual(
        rightMap.data.subarray(y * 128, y * 128 + 128),
      );
    }
    // As one image, the right half's pixels bleed into the left's edge; as a sheet they cannot.
    expect(normalMap(sheet).data).not.toEqual(map.data);
  });

  it("treats a cell edge as the silhouette's edge", () => {
    const full = createImage(32, 32);
    full.data.fill(255);
    const map = normalMap(full);
    expect(at(map, 16, 0)[1]).toBeGreaterThan(128);
    expect(at(map, 16, 16)).toEqual([128, 128, 255, 255]);
  });

  it("is deterministic and refuses impossible layouts", () => {
    const source = randomSprite(8, 40, 40);
    expect(normalMap(source, { strength: 3 }).data).toEqual(
      normalMap(source, { strength: 3 }).data,
    );
    expect(() => normalMap(source, { columns: 0 })).toThrow(RangeError);
    expect(() => normalMap(source, { columns: 41 })).toThrow(RangeError);
  });
});

describe("normalMapFrames", () => {
  it("maps a strip per frame and keeps its layout", () => {
    const strip = randomSprite(5, 96, 32);
    const map = normalMapFrames(strip, 32, 3, { strength: 1 });
    expect(map.data).toEqual(normalMap(strip, { strength: 1, columns: 3 }).data);
    expect([map.width, map.height]).toEqual([96, 32]);
    expect(() => normalMapFrames(strip, 32, 4)).toThrow(RangeError);
  });
});
