import { describe, expect, it } from "vitest";
import { boxOf, OUTLINE } from "./corpus/draw";
import { BALL_AND_BLOCK, HOUSE } from "./corpus/fixtures";
import { touchUp } from ".";

// The house's door stands in a frame between two framed windows, one wall pixel from each, under
// the eave with a row of wall between.
const { width } = HOUSE.image;
const door = HOUSE.mask("door");
const doorBox = boxOf(door, width);
const region = { x: doorBox.x - 2, y: doorBox.y - 2, width: doorBox.width + 3, height: 8 };
const result = touchUp(HOUSE.image, region, "make the door bigger", { seed: 1 });

const rgba = (d: Uint8ClampedArray, i: number) => [0, 1, 2, 3].map((k) => d[i * 4 + k]).join();
const doorColours = new Set<string>();
door.forEach((v, i) => {
  if (v) doorColours.add(rgba(HOUSE.image.data, i));
});
const lineColour = (() => {
  const outline = HOUSE.mask(OUTLINE);
  const i = outline.indexOf(1);
  return rgba(HOUSE.image.data, i);
})();

describe("make the door bigger", () => {
  it("grows the door in its own colours, keeping both windows as drawn", () => {
    expect(result.kind).toBe("edited");
    if (result.kind !== "edited") return;
    const after = result.image.data;
    let before = 0;
    let now = 0;
    for (let i = 0; i < door.length; i++) {
      if (doorColours.has(rgba(HOUSE.image.data, i))) before++;
      if (doorColours.has(rgba(after, i))) now++;
    }
    expect(now).toBeGreaterThanOrEqual(before + 3);
    const windows = HOUSE.mask("windows");
    windows.forEach((v, i) => {
      if (v) expect(rgba(after, i)).toBe(rgba(HOUSE.image.data, i));
    });
  });

  it("keeps a frame of line colour down both sides of every row of the opening", () => {
    if (result.kind !== "edited") throw new Error("refused");
    const after = result.image.data;
    const rows = new Map<number, number[]>();
    for (let i = 0; i < door.length; i++) {
      if (!doorColours.has(rgba(after, i))) continue;
      const x = i % width;
      const y = (i - x) / width;
      rows.set(y, [...(rows.get(y) ?? []), x]);
    }
    for (const [y, xs] of rows) {
      const left = Math.min(...xs) - 1;
      const right = Math.max(...xs) + 1;
      expect(rgba(after, y * width + left)).toBe(lineColour);
      expect(rgba(after, y * width + right)).toBe(lineColour);
    }
  });
});

describe("make the block smaller", () => {
  const whole = {
    x: 0,
    y: 0,
    width: BALL_AND_BLOCK.image.width,
    height: BALL_AND_BLOCK.image.height,
  };
  const out = touchUp(BALL_AND_BLOCK.image, whole, "make the block smaller", { seed: 1 });
  const w = BALL_AND_BLOCK.image.width;
  const block = BALL_AND_BLOCK.mask("block");
  const colours = new Set<string>();
  block.forEach((v, i) => {
    if (v) colours.add(rgba(BALL_AND_BLOCK.image.data, i));
  });
  const boxIn = (d: Uint8ClampedArray) => {
    const m = new Uint8Array(block.length);
    for (let i = 0; i < m.length; i++) if (colours.has(rgba(d, i))) m[i] = 1;
    return boxOf(m, w);
  };

  it("keeps its proportions, stands where it stood, and keeps square outlined corners", () => {
    expect(out.kind).toBe("edited");
    if (out.kind !== "edited") return;
    const a = boxIn(BALL_AND_BLOCK.image.data);
    const b = boxIn(out.image.data);
    expect(b.width * b.height).toBeLessThan(a.width * a.height * 0.7);
    const ratio = b.width / b.height / (a.width / a.height);
    // Within a pixel's rounding of the drawn proportions: a near-square stays a near-square,
    // never squared off (9 × 8 inside its frame becomes 6 × 5, not 6 × 6).
    expect(ratio).toBeGreaterThan(0.95);
    expect(ratio).toBeLessThan(1.1);
    expect(b.y + b.height).toBe(a.y + a.height);
    const line = rgba(BALL_AND_BLOCK.image.data, BALL_AND_BLOCK.mask(OUTLINE).indexOf(1));
    for (const [x, y] of [
      [b.x - 1, b.y - 1],
      [b.x + b.width, b.y - 1],
      [b.x - 1, b.y + b.height],
      [b.x + b.width, b.y + b.height],
    ] as const)
      expect(rgba(out.image.data, y * w + x)).toBe(line);
  });
});
