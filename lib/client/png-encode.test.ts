import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { encodeIndexedPng, encodePng, paletteOf, type RgbaImage } from "./png-encode";
import { scaleNearest } from "./scale";

/** A 5×3 sprite with a transparent corner, half-transparent red and three opaque colours. */
function sprite(): RgbaImage {
  const colors = [
    [0, 0, 0, 0],
    [255, 0, 0, 128],
    [10, 200, 30, 255],
    [250, 250, 250, 255],
    [1, 2, 3, 255],
  ];
  const data = new Uint8Array(5 * 3 * 4);
  for (let i = 0; i < 15; i++) data.set(colors[(i * 7) % colors.length]!, i * 4);
  return { data, width: 5, height: 3 };
}

async function decode(png: Uint8Array) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, height: info.height };
}

/** PNG chunk types in file order. */
function chunkTypes(png: Uint8Array): string[] {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const types: string[] = [];
  for (let at = 8; at < png.length; ) {
    const length = view.getUint32(at);
    types.push(new TextDecoder().decode(png.subarray(at + 4, at + 8)));
    at += 12 + length;
  }
  return types;
}

describe("encodeIndexedPng", () => {
  it("writes colour type 3 with PLTE and tRNS that decodes back to the same pixels", async () => {
    const image = sprite();
    const png = await encodeIndexedPng(image);
    expect(png[25]).toBe(3); // IHDR colour type
    expect(chunkTypes(png)).toEqual(["IHDR", "PLTE", "tRNS", "IDAT", "IEND"]);
    expect(new DataView(png.buffer).getUint32(33)).toBe(5 * 3); // PLTE: five colours
    const back = await decode(png);
    expect(back.width).toBe(5);
    expect(back.height).toBe(3);
    expect(Array.from(back.data)).toEqual(Array.from(image.data));
  });

  it("keeps the palette to the sprite's own colours, one entry for every invisible pixel", () => {
    const image = sprite();
    image.data.set([9, 9, 9, 0], 4 * 4); // another invisible colour: same entry as [0,0,0,0]
    expect(paletteOf(image)?.length).toBe(5);
  });

  it("leaves tRNS out of an opaque sprite", async () => {
    const data = new Uint8Array(4 * 4 * 4).fill(255);
    const png = await encodeIndexedPng({ data, width: 4, height: 4 });
    expect(chunkTypes(png)).toEqual(["IHDR", "PLTE", "IDAT", "IEND"]);
    expect(Array.from((await decode(png)).data)).toEqual(Array.from(data));
  });

  it("refuses more than 256 colours, where encodePng falls back to RGBA losslessly", async () => {
    const data = new Uint8Array(300 * 4);
    for (let i = 0; i < 300; i++) data.set([i & 0xff, i >> 8, 7, 255], i * 4);
    const image = { data, width: 30, height: 10 };
    await expect(encodeIndexedPng(image)).rejects.toThrow(/256/);
    const png = await encodePng(image);
    expect(png[25]).toBe(6);
    expect(Array.from((await decode(png)).data)).toEqual(Array.from(data));
  });
});

describe("scaleNearest", () => {
  it("makes each pixel a factor×factor block, and the PNG decodes at the scaled size", async () => {
    const image = sprite();
    for (const factor of [1, 2, 4, 8]) {
      const scaled = scaleNearest(image, factor);
      const back = await decode(await encodePng(scaled));
      expect([back.width, back.height]).toEqual([5 * factor, 3 * factor]);
      for (const [x, y] of [
        [0, 0],
        [4, 2],
        [2, 1],
      ] as const) {
        const source = Array.from(image.data.subarray((y * 5 + x) * 4, (y * 5 + x) * 4 + 4));
        const corner = (y * factor + factor - 1) * 5 * factor + x * factor + factor - 1;
        expect(Array.from(back.data.subarray(corner * 4, corner * 4 + 4))).toEqual(source);
      }
    }
  });

  it("refuses a scale that is not a whole number", () => {
    expect(() => scaleNearest(sprite(), 1.5)).toThrow();
    expect(() => scaleNearest(sprite(), 0)).toThrow();
  });
});
