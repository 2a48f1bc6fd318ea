import { describe, expect, it } from "vitest";
import { encodeGif, exactColors } from "./gif";

/** A GIF read back block by block: enough of the format to check what the encoder wrote. */
interface ParsedGif {
  signature: string;
  width: number;
  height: number;
  globalColors: number[][];
  loop: number | null;
  frames: { delay: number; transparentIndex: number | null; dispose: number; index: number[] }[];
}

function lzwDecode(minCodeSize: number, data: number[], pixels: number): number[] {
  const clear = 1 << minCodeSize;
  const end = clear + 1;
  let size = minCodeSize + 1;
  let dict: number[][] = [];
  const reset = () => {
    dict = Array.from({ length: clear + 2 }, (_, i) => [i]);
    size = minCodeSize + 1;
  };
  reset();
  const out: number[] = [];
  let prev: number[] | null = null;
  let bit = 0;
  const read = () => {
    let code = 0;
    for (let i = 0; i < size; i++, bit++) {
      code |= ((data[bit >> 3]! >> (bit & 7)) & 1) << i;
    }
    return code;
  };
  while (bit + size <= data.length * 8 && out.length <= pixels) {
    const code = read();
    if (code === clear) {
      reset();
      prev = null;
      continue;
    }
    if (code === end) break;
    let entry: number[];
    if (code < dict.length) entry = dict[code]!;
    else if (code === dict.length && prev) entry = [...prev, prev[0]!];
    else throw new Error(`bad LZW code ${code}`);
    out.push(...entry);
    if (prev) dict.push([...prev, entry[0]!]);
    if (dict.length >= 1 << size && size < 12) size++;
    prev = entry;
  }
  return out.slice(0, pixels);
}

function parseGif(bytes: Uint8Array): ParsedGif {
  let at = 0;
  const u8 = () => bytes[at++]!;
  const u16 = () => u8() | (u8() << 8);
  const subBlocks = () => {
    const data: number[] = [];
    for (let n = u8(); n > 0; n = u8()) {
      for (let i = 0; i < n; i++) data.push(u8());
    }
    return data;
  };
  const colorTable = (packed: number) => {
    const count = 2 ** ((packed & 7) + 1);
    return Array.from({ length: count }, () => [u8(), u8(), u8()]);
  };
  const signature = String.fromCharCode(...bytes.subarray(0, 6));
  at = 6;
  const width = u16();
  const height = u16();
  const packed = u8();
  at += 2;
  const globalColors = packed & 0x80 ? colorTable(packed) : [];
  const result: ParsedGif = { signature, width, height, globalColors, loop: null, frames: [] };
  let control = { delay: 0, transparentIndex: null as number | null, dispose: 0 };
  for (;;) {
    const block = u8();
    if (block === 0x3b) break;
    if (block === 0x21) {
      const label = u8();
      const data = subBlocks();
      if (label === 0xf9) {
        control = {
          dispose: (data[0]! >> 2) & 7,
          delay: data[1]! | (data[2]! << 8),
          transparentIndex: data[0]! & 1 ? data[3]! : null,
        };
      } else if (label === 0xff && String.fromCharCode(...data.slice(0, 11)) === "NETSCAPE2.0") {
        result.loop = data[12]! | (data[13]! << 8);
      }
      continue;
    }
    if (block !== 0x2c) throw new Error(`unexpected block 0x${block.toString(16)} at ${at - 1}`);
    at += 4;
    const w = u16();
    const h = u16();
    const local = u8();
    if (local & 0x80) colorTable(local);
    const minCodeSize = u8();
    result.frames.push({ ...control, index: lzwDecode(minCodeSize, subBlocks(), w * h) });
  }
  return result;
}

/** A frame of `size × size` pixels: a transparent border, a body color, one moving dot. */
function frame(size: number, dot: number, body: [number, number, number]): Uint8Array {
  const data = new Uint8Array(size * size * 4);
  for (let y = 1; y < size - 1; y++) {
    for (let x = 1; x < size - 1; x++) {
      const at = (y * size + x) * 4;
      const isDot = x === dot && y === 2;
      data.set(isDot ? [255, 255, 255, 255] : [...body, 255], at);
    }
  }
  return data;
}

const colorAt = (gif: ParsedGif, index: number) => gif.globalColors[index];

describe("GIF encoding", () => {
  const size = 8;
  const frames = [1, 2, 3, 4].map((dot) => frame(size, dot, [200, 40, 60]));

  it("writes a GIF89a with one image per frame, a loop and the delay from fps", () => {
    const bytes = encodeGif(frames, size, size, { fps: 10 });
    const gif = parseGif(bytes);
    expect(gif.signature).toBe("GIF89a");
    expect(String.fromCharCode(...bytes.subarray(0, 6))).toBe("GIF89a");
    expect([gif.width, gif.height]).toEqual([size, size]);
    expect(gif.frames).toHaveLength(4);
    expect(gif.loop).toBe(0);
    expect(gif.frames.every((f) => f.delay === 10)).toBe(true);
    expect(gif.frames.every((f) => f.transparentIndex === 0 && f.dispose === 2)).toBe(true);
  });

  it("keeps every color exactly and makes alpha 0 transparent", () => {
    const gif = parseGif(encodeGif(frames, size, size, { fps: 12 }));
    const second = gif.frames[1]!.index;
    expect(second[0]).toBe(0); // the transparent corner
    expect(colorAt(gif, second[2 * size + 2]!)).toEqual([255, 255, 255]); // the dot, frame 2
    expect(colorAt(gif, second[3 * size + 3]!)).toEqual([200, 40, 60]);
    // Exactly the two opaque colors plus the transparent slot were needed.
    expect(exactColors(frames)?.size).toBe(2);
    expect(gif.frames.map((f) => f.index[2 * size + 1])).not.toEqual(
      gif.frames.map((f) => f.index[2 * size + 2]),
    );
  });

  it("plays once when not looping; the delay follows fps", () => {
    const gif = parseGif(encodeGif(frames, size, size, { fps: 4, loop: false }));
    expect(gif.loop).toBeNull();
    expect(gif.frames[0]!.delay).toBe(25);
  });

  it("falls back to quantizing past 255 colors, still one palette of at most 256", () => {
    const side = 20;
    const many = new Uint8Array(side * side * 4);
    for (let i = 0; i < side * side; i++)
      many.set([i % 256, (i * 7) % 256, (i * 13) % 256, 255], i * 4);
    many[3] = 0; // one transparent pixel
    expect(exactColors([many])).toBeNull();
    const shifted = new Uint8Array(many);
    shifted.set([0, 0, 0, 255], 40);
    const gif = parseGif(encodeGif([many, shifted], side, side, { fps: 8 }));
    expect(gif.frames).toHaveLength(2);
    expect(gif.globalColors.length).toBeLessThanOrEqual(256);
    expect(gif.frames[0]!.index[0]).toBe(0);
    expect(gif.frames[0]!.index.slice(1).every((i) => i > 0)).toBe(true);
  });

  it("refuses frames of the wrong size", () => {
    expect(() => encodeGif([new Uint8Array(4)], 2, 2, { fps: 8 })).toThrow(/2 × 2/);
    expect(() => encodeGif([], 2, 2, { fps: 8 })).toThrow(/at least one frame/);
  });
});
