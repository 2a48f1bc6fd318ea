import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { isAnimated, sniffFormat } from "./image-checks";

const rgba = (w: number, h: number) => ({
  raw: { width: w, height: h, channels: 4 as const },
});
const pixels = (w: number, h: number) => Buffer.alloc(w * h * 4, 200);

/** A PNG chunk: length, type, data, and a CRC the sniffer never reads. */
function chunk(type: string, data = new Uint8Array(0)) {
  const out = new Uint8Array(12 + data.length);
  new DataView(out.buffer).setUint32(0, data.length);
  out.set(
    [...type].map((c) => c.charCodeAt(0)),
    4,
  );
  out.set(data, 8);
  return out;
}
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

describe("sniffFormat", () => {
  it("reads PNG, JPEG and WebP from their bytes", async () => {
    const image = () => sharp(pixels(16, 16), rgba(16, 16));
    expect(sniffFormat(new Uint8Array(await image().png().toBuffer()))).toBe("png");
    expect(sniffFormat(new Uint8Array(await image().jpeg().toBuffer()))).toBe("jpeg");
    expect(sniffFormat(new Uint8Array(await image().webp().toBuffer()))).toBe("webp");
  });

  it("refuses other formats whatever their name says", async () => {
    const gif = await sharp(pixels(16, 16), rgba(16, 16)).gif().toBuffer();
    expect(sniffFormat(new Uint8Array(gif))).toBeNull();
    expect(sniffFormat(new TextEncoder().encode("<svg></svg>"))).toBeNull();
    expect(sniffFormat(new Uint8Array(0))).toBeNull();
  });
});

describe("isAnimated", () => {
  it("finds an APNG's acTL before the first IDAT", () => {
    const ihdr = chunk("IHDR", new Uint8Array(13));
    const still = concat(new Uint8Array(PNG_SIGNATURE), ihdr, chunk("IDAT"), chunk("IEND"));
    const animated = concat(
      new Uint8Array(PNG_SIGNATURE),
      ihdr,
      chunk("acTL", new Uint8Array(8)),
      chunk("IDAT"),
    );
    expect(isAnimated(still, "png")).toBe(false);
    expect(isAnimated(animated, "png")).toBe(true);
  });

  it("treats an ordinary PNG and WebP as single images", async () => {
    const png = new Uint8Array(await sharp(pixels(20, 20), rgba(20, 20)).png().toBuffer());
    const webp = new Uint8Array(await sharp(pixels(20, 20), rgba(20, 20)).webp().toBuffer());
    expect(isAnimated(png, "png")).toBe(false);
    expect(isAnimated(webp, "webp")).toBe(false);
  });

  it("reads the animation flag of an animated WebP", async () => {
    // Two 16×16 pages stacked vertically become a two-frame WebP.
    const frames = Buffer.concat([Buffer.alloc(16 * 16 * 4, 40), Buffer.alloc(16 * 16 * 4, 220)]);
    const webp = await sharp(frames, {
      raw: { width: 16, height: 32, channels: 4, pageHeight: 16 },
    })
      .webp({ loop: 0 })
      .toBuffer();
    expect(isAnimated(new Uint8Array(webp), "webp")).toBe(true);
  });
});
