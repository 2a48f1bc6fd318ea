import { describe, expect, it } from "vitest";
import { BALL_AND_BLOCK as BB, SHIELD } from "./corpus/fixtures";
import { touchUp } from ".";

type Img = { width: number; height: number; data: Uint8ClampedArray | Uint8Array };
const whole = (f: { image: Img }) => ({ x: 0, y: 0, width: f.image.width, height: f.image.height });
const rgb = (d: Img["data"], i: number) => (d[i * 4]! << 16) | (d[i * 4 + 1]! << 8) | d[i * 4 + 2]!;

/** The colours of a fixture's part as drawn (its outline left out). */
function coloursOf(f: typeof BB, part: string): Set<number> {
  const out = new Set<number>();
  f.mask(part).forEach((v, i) => {
    if (v && !f.parts[i]!.includes("outline")) out.add(rgb(f.image.data, i));
  });
  return out;
}

/** The pixels of `img` in `colours`, within columns [x0, x1]. */
function pixelsIn(img: Img, colours: Set<number>, x0: number, x1: number): Set<number> {
  const out = new Set<number>();
  for (let i = 0; i < img.width * img.height; i++) {
    const x = i % img.width;
    if (x >= x0 && x <= x1 && img.data[i * 4 + 3]! > 0 && colours.has(rgb(img.data, i))) out.add(i);
  }
  return out;
}

/**
 * Checks the shape is solid (each row and column one run) and ringed: every pixel beside it
 * edge-wise is the outline colour, and no outline pixel lies two deep (the ring is one thick).
 */
function expectRinged(img: Img, inside: Set<number>, outline: number, what: string) {
  const w = img.width;
  const xs = [...inside].map((i) => i % w);
  const ys = [...inside].map((i) => Math.floor(i / w));
  for (const y of new Set(ys)) {
    const row = xs.filter((_, k) => ys[k] === y);
    expect(Math.max(...row) - Math.min(...row) + 1, `${what} row ${y}`).toBe(row.length);
  }
  for (const x of new Set(xs)) {
    const col = ys.filter((_, k) => xs[k] === x);
    expect(Math.max(...col) - Math.min(...col) + 1, `${what} column ${x}`).toBe(col.length);
  }
  const ring = new Set<number>();
  for (const i of inside) {
    const [x, y] = [i % w, Math.floor(i / w)];
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      const j = (y + dy) * w + x + dx;
      if (inside.has(j)) continue;
      expect(rgb(img.data, j), `${what}: ring pixel ${x + dx},${y + dy}`).toBe(outline);
      ring.add(j);
    }
  }
  // One pixel thick: past the ring, away from the inside, is never outline again.
  for (const j of ring) {
    const [x, y] = [j % w, Math.floor(j / w)];
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      const [nx, ny] = [x + dx, y + dy];
      if (nx < 0 || ny < 0 || nx >= w || ny >= img.height) continue;
      const k = ny * w + nx;
      const back = (y - dy) * w + x - dx;
      if (inside.has(back) && !ring.has(k) && !inside.has(k))
        expect(
          rgb(img.data, k) === outline && img.data[k * 4 + 3]! > 0,
          `${what}: ${nx},${ny}`,
        ).toBe(false);
    }
  }
}

const OUTLINE = rgb(
  BB.image.data,
  BB.parts.findIndex((p) => p.includes("outline")),
);

describe("a resized outlined object is drawn again inside one fresh outline", () => {
  it("a bigger ball is a larger solid ball in one unbroken ring, clear of the block", () => {
    const ball = coloursOf(BB, "ball");
    const out = touchUp(BB.image, whole(BB), "make the ball bigger", { seed: 1 });
    expect(out.kind).toBe("edited");
    if (out.kind !== "edited") return;
    const before = pixelsIn(BB.image, ball, 0, 13);
    const after = pixelsIn(out.image, ball, 0, 14);
    expect(after.size).toBeGreaterThan(before.size * 1.2);
    expectRinged(out.image, after, OUTLINE, "ball");
    // A column of air stays between the ball's ring and the block's outline.
    const blockLeft = Math.min(
      ...[...BB.mask("block")].flatMap((v, i) => (v ? [i % BB.image.width] : [])),
    );
    const ballRight = Math.max(...[...after].map((i) => i % BB.image.width));
    expect(blockLeft - 1 - (ballRight + 1)).toBeGreaterThanOrEqual(2);
  });

  it("a smaller block keeps its whole outline and stands where it stood", () => {
    const block = coloursOf(BB, "block");
    const out = touchUp(BB.image, whole(BB), "make the block smaller", { seed: 1 });
    expect(out.kind).toBe("edited");
    if (out.kind !== "edited") return;
    const w = BB.image.width;
    const before = pixelsIn(BB.image, block, 14, w - 1);
    const after = pixelsIn(out.image, block, 14, w - 1);
    expect(after.size).toBeLessThan(before.size * 0.8);
    expectRinged(out.image, after, OUTLINE, "block");
    const bottom = (s: Set<number>) => Math.max(...[...s].map((i) => Math.floor(i / w)));
    expect(bottom(after)).toBe(bottom(before));
  });

  it("a smaller emblem leaves the shield's own colour where it was, never the rim's", () => {
    const out = touchUp(SHIELD.image, whole(SHIELD), "make the emblem smaller", { seed: 1 });
    expect(out.kind).toBe("edited");
    if (out.kind !== "edited") return;
    const rim = coloursOf(SHIELD as typeof BB, "rim");
    const field = coloursOf(SHIELD as typeof BB, "field");
    SHIELD.mask("emblem").forEach((v, i) => {
      if (!v) return;
      const c = rgb(out.image.data, i);
      expect(rim.has(c) && !field.has(c), `emblem pixel ${i % SHIELD.image.width}`).toBe(false);
    });
  });
});
