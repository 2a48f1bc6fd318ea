import { describe, expect, it } from "vitest";
import { OUTLINE } from "./corpus/draw";
import { MUSHROOM, TILE, TREE } from "./corpus/fixtures";
import { touchUp } from ".";

type Img = { width: number; height: number; data: Uint8ClampedArray | Uint8Array };
const whole = (f: { image: Img }) => ({ x: 0, y: 0, width: f.image.width, height: f.image.height });

/**
 * Whether a pixel is an apple's red (its glint included): red well above green and blue, which
 * the canopy's greens and the trunk's browns are not.
 */
const appleRed = (img: Img, i: number) => {
  const [r, g, b, a] = [0, 1, 2, 3].map((k) => img.data[i * 4 + k]!);
  return a! > 0 && r! > 120 && r! > g! + 60 && r! > b! + 60;
};

/** The 8-connected pieces of a mask, as lists of pixel indices. */
function piecesOf(mask: boolean[], width: number): number[][] {
  const seen = new Uint8Array(mask.length);
  const out: number[][] = [];
  for (let s = 0; s < mask.length; s++) {
    if (!mask[s] || seen[s]) continue;
    const piece: number[] = [];
    const stack = [s];
    seen[s] = 1;
    while (stack.length) {
      const i = stack.pop()!;
      piece.push(i);
      const [x, y] = [i % width, Math.floor(i / width)];
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          const j = ny * width + nx;
          if (nx < 0 || ny < 0 || nx >= width || j >= mask.length || !mask[j] || seen[j]) continue;
          seen[j] = 1;
          stack.push(j);
        }
    }
    out.push(piece);
  }
  return out;
}

describe("a bigger round thing is drawn again as a bigger round thing", () => {
  it("each grown apple is a whole, filled, round disc, apart from the others", () => {
    const { width } = TREE.image;
    // The apples as drawn: the fixture's own part map, not what the engine reads.
    const apples = piecesOf([...TREE.mask("apples")].map(Boolean), width);
    const out = touchUp(TREE.image, whole(TREE), "make the apples bigger", { seed: 1 });
    expect(out.kind).toBe("edited");
    if (out.kind !== "edited") return;
    const grown = piecesOf(
      Array.from({ length: width * TREE.image.height }, (_, i) => appleRed(out.image, i)),
      width,
    );
    // As many apples as before, none run into another.
    expect(grown.length).toBe(apples.length);
    const largest = Math.max(...apples.map((p) => p.length));
    for (const piece of grown) {
      const xs = piece.map((i) => i % width);
      const ys = piece.map((i) => Math.floor(i / width));
      const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
      const [w, h] = [x1 - x0 + 1, y1 - y0 + 1];
      const where = `apple at ${x0},${y0}`;
      // Bigger than any apple was.
      expect(piece.length, where).toBeGreaterThan(largest);
      // Round: about as wide as tall, filling most of its box but not its corners.
      expect(Math.abs(w - h), where).toBeLessThanOrEqual(1);
      expect(piece.length / (w * h), where).toBeGreaterThanOrEqual(0.6);
      expect(piece.length / (w * h), where).toBeLessThan(1);
      // Filled and convex: every row and every column of it is one unbroken run.
      const set = new Set(piece);
      for (let y = y0; y <= y1; y++) {
        const row = xs.filter((_, k) => ys[k] === y);
        expect(Math.max(...row) - Math.min(...row) + 1, `${where} row ${y}`).toBe(row.length);
        for (let x = Math.min(...row); x <= Math.max(...row); x++)
          expect(set.has(y * width + x)).toBe(true);
      }
      for (let x = x0; x <= x1; x++) {
        const col = ys.filter((_, k) => xs[k] === x);
        expect(Math.max(...col) - Math.min(...col) + 1, `${where} column ${x}`).toBe(col.length);
      }
      // Shaded: at least two tones of red, the darker along the bottom right.
      const tone = (i: number) => out.image.data[i * 4]!;
      expect(new Set(piece.map(tone)).size, where).toBeGreaterThanOrEqual(2);
      const bottomRight = piece.filter((i) => (i % width) + Math.floor(i / width) >= x1 + y1 - 1);
      const topLeft = piece.filter((i) => (i % width) + Math.floor(i / width) <= x0 + y0 + 2);
      const mean = (l: number[]) => l.reduce((s, i) => s + tone(i), 0) / l.length;
      expect(mean(bottomRight), where).toBeLessThan(mean(topLeft));
      // A third of it at least in its darkest red, round the lower right: the cut corners read
      // as a ball's curve, not as a cross's arms.
      const darkest = Math.min(...piece.map(tone));
      const shaded = piece.filter((i) => tone(i) === darkest).length;
      expect(shaded / piece.length, where).toBeGreaterThanOrEqual(0.3);
    }
  });

  it("'a bit bigger' grows less than 'bigger', and 'much bigger' more", () => {
    const { width, height } = TREE.image;
    const reds = (sentence: string) => {
      const out = touchUp(TREE.image, whole(TREE), sentence, { seed: 1 });
      expect(out.kind).toBe("edited");
      if (out.kind !== "edited") return 0;
      let n = 0;
      for (let i = 0; i < width * height; i++) if (appleRed(out.image, i)) n++;
      return n;
    };
    let before = 0;
    for (let i = 0; i < width * height; i++) if (appleRed(TREE.image, i)) before++;
    const bit = reds("make the apples a bit bigger");
    const plain = reds("make the apples bigger");
    const much = reds("make the apples much bigger");
    expect(bit).toBeGreaterThan(before);
    expect(bit).toBeLessThan(plain);
    expect(much).toBeGreaterThan(plain);
  });

  it("a grown apple keeps a pixel of canopy between it and the canopy's outline", () => {
    const { width, height } = TREE.image;
    const out = touchUp(TREE.image, whole(TREE), "make the apples bigger", { seed: 1 });
    if (out.kind !== "edited") throw new Error("refused");
    // The fixture's own outline and trunk: no red may sit beside them where none did before.
    const edge = TREE.mask("outline", "trunk");
    const besideEdge = (i: number) => {
      const [x, y] = [i % width, Math.floor(i / width)];
      return [
        [x + 1, y],
        [x - 1, y],
        [x, y + 1],
        [x, y - 1],
      ].some(
        ([nx, ny]) =>
          nx! >= 0 && ny! >= 0 && nx! < width && ny! < height && edge[ny! * width + nx!],
      );
    };
    for (let i = 0; i < width * height; i++)
      if (appleRed(out.image, i) && !appleRed(TREE.image, i)) expect(besideEdge(i)).toBe(false);
  });

  it("a grown stone is drawn in the stone's own two shades, as much in shadow as the drawn ones", () => {
    const { width, height } = TILE.image;
    const out = touchUp(TILE.image, whole(TILE), "make the stones bigger", { seed: 1 });
    if (out.kind !== "edited") throw new Error("refused");
    // The stones' light and dark greys as the fixture was drawn, and how many of each.
    const hex = (img: Img, i: number) =>
      [0, 1, 2].map((k) => img.data[i * 4 + k]!.toString(16).padStart(2, "0")).join("");
    const drawn = TILE.mask("stones");
    const shades = new Map<string, number>();
    for (let i = 0; i < drawn.length; i++)
      if (drawn[i]) shades.set(hex(TILE.image, i), (shades.get(hex(TILE.image, i)) ?? 0) + 1);
    const [dark, light] = [...shades.keys()].sort(); // "888894" before "c0c0c8"
    const drawnShare = shades.get(dark!)! / (shades.get(dark!)! + shades.get(light!)!);
    const stone = Array.from({ length: width * height }, (_, i) => shades.has(hex(out.image, i)));
    const stones = piecesOf(stone, width);
    expect(stones.length).toBe(piecesOf([...drawn].map(Boolean), width).length);
    for (const piece of stones) {
      const ys = piece.map((i) => Math.floor(i / width));
      const where = `stone at ${piece[0]! % width},${Math.min(...ys)}`;
      // Grown, and no new colour (a white glint on a matte stone) drawn on it or beside it.
      expect(piece.length, where).toBeGreaterThan(7);
      const darkOnes = piece.filter((i) => hex(out.image, i) === dark);
      expect(Math.abs(darkOnes.length / piece.length - drawnShare), where).toBeLessThan(0.12);
      // The shadow lies below and right of the lit part.
      const diag = (l: number[]) =>
        l.reduce((t, i) => t + (i % width) + Math.floor(i / width), 0) / l.length;
      const lit = piece.filter((i) => hex(out.image, i) === light);
      expect(diag(darkOnes), where).toBeGreaterThan(diag(lit));
    }
    const palette = new Set(Array.from({ length: width * height }, (_, i) => hex(TILE.image, i)));
    for (let i = 0; i < width * height; i++) expect(palette.has(hex(out.image, i))).toBe(true);
  });

  it("bigger dots never cover the cap's outline, even two dots touching at a corner", () => {
    const { width, height } = MUSHROOM.image;
    const out = touchUp(MUSHROOM.image, whole(MUSHROOM), "make the dots bigger", { seed: 1 });
    if (out.kind !== "edited") throw new Error("refused");
    const outline = MUSHROOM.mask(OUTLINE);
    for (let i = 0; i < width * height; i++)
      if (outline[i])
        for (let k = 0; k < 4; k++)
          expect(
            out.image.data[i * 4 + k],
            `outline at ${i % width},${Math.floor(i / width)}`,
          ).toBe(MUSHROOM.image.data[i * 4 + k]);
  });
});
