import { describe, expect, it } from "vitest";
import { colourToHex, createDocument, hexToColour, indexOfColour, MAX_PALETTE } from "./document";
import { fromRgba, paintOffsets, toRgba } from "./rgba";

const red = [255, 0, 0, 255];
const blue = [0, 0, 255, 255];
const clear = [0, 0, 0, 0];
const ghost = [9, 9, 9, 0];

describe("RGBA conversion", () => {
  it("round-trips a strip of frames to the same bytes, every alpha-0 pixel as 0000", () => {
    // Two 2×1 frames side by side: [red, clear] [blue, red].
    const bytes = Uint8ClampedArray.from([...red, ...clear, ...blue, ...red]);
    const doc = fromRgba(bytes, 4, 1, 2);
    expect(doc.width).toBe(2);
    expect(doc.frames).toHaveLength(2);
    expect([...doc.frames[0]!]).toEqual([1, 0]);
    expect([...doc.frames[1]!]).toEqual([2, 1]);
    expect(toRgba(doc)).toEqual(bytes);
    const hidden = fromRgba(Uint8ClampedArray.from([...ghost, ...red]), 2, 1);
    expect([...hidden.frames[0]!]).toEqual([0, 1]);
  });

  it("refuses a picture of more colours than a palette holds", () => {
    const count = MAX_PALETTE;
    const bytes = new Uint8ClampedArray(count * 4);
    for (let i = 0; i < count; i++) bytes.set([i, 1, 2, 255], i * 4);
    expect(() => fromRgba(bytes, count, 1)).toThrow(/255 colours/);
  });

  it("paints only the offsets asked for", () => {
    const doc = fromRgba(Uint8ClampedArray.from([...red, ...blue]), 2, 1);
    const into = new Uint8ClampedArray(8);
    paintOffsets(doc, 0, [1], into);
    expect([...into]).toEqual([0, 0, 0, 0, ...blue]);
  });
});

describe("palette colours", () => {
  it("finds or adds a colour; transparent is always index 0; a full palette refuses", () => {
    const doc = createDocument(1, 1);
    expect(indexOfColour(doc, 0)).toBe(0);
    const a = indexOfColour(doc, 0xff0000ff);
    expect(a).toBe(1);
    expect(indexOfColour(doc, 0xff0000ff)).toBe(1);
    while (doc.palette.length < MAX_PALETTE) doc.palette.push(doc.palette.length | 0xff000000);
    expect(indexOfColour(doc, 0xff123456)).toBeNull();
  });
  it("hex text converts both ways", () => {
    expect(hexToColour("#ff0000")).toBe(0xff0000ff);
    expect(colourToHex(0xff0000ff)).toBe("#ff0000");
    expect(hexToColour("#0f0")).toBe(0xff00ff00);
    expect(colourToHex(hexToColour("#11223380")!)).toBe("#11223380");
    expect(hexToColour("red")).toBeNull();
  });
});
