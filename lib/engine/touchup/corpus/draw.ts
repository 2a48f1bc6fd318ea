/**
 * How the corpus's fixtures are drawn: a text grid, one character a pixel, and a legend giving
 * every character its colour and the parts the artist drew it as. The part masks therefore come
 * from the drawing itself, never from a part locator: this is what makes the corpus a judge.
 */
import type { LayeredSprite } from "../../draw";
import { createImage, type RgbaImage } from "../../raster";

/** One legend entry: `#rrggbb` then the part names this character belongs to ("sword", "blade"). */
export type Ink = readonly [hex: string, ...parts: string[]];

/** The name of the line work every fixture draws around its shapes. */
export const OUTLINE = "outline";

export interface Fixture {
  readonly name: string;
  readonly image: RgbaImage;
  /** The parts each pixel was drawn as (empty where nothing was drawn). */
  readonly parts: readonly (readonly string[])[];
  /** Every part name the legend uses, outline excepted. */
  readonly partNames: readonly string[];
  /** 1 on the pixels drawn as any of `names`. */
  mask(...names: string[]): Uint8Array;
  /** For a sprite the engine drew: its layered document, handed to the touch-up as the service does. */
  readonly layers?: LayeredSprite;
  /**
   * For a sprite the engine drew: every part each pixel was painted as, the ones hidden behind
   * the front-most included (the cape under the shield), from its layers.
   */
  readonly stacked?: readonly (readonly string[])[];
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Paints `grid` (`.` transparent) with `legend`; throws on a ragged row or an unknown character. */
export function drawFixture(name: string, legend: Record<string, Ink>, grid: string): Fixture {
  const rows = grid.split("\n").filter((row) => row.trim().length > 0);
  const width = rows[0]!.length;
  const height = rows.length;
  const image = createImage(width, height);
  const parts: string[][] = [];
  rows.forEach((row, y) => {
    if (row.length !== width)
      throw new Error(`${name}: row ${y} is ${row.length} wide, not ${width}`);
    [...row].forEach((ch, x) => {
      if (ch === ".") {
        parts.push([]);
        return;
      }
      const ink = legend[ch];
      if (!ink) throw new Error(`${name}: no legend for '${ch}' at ${x},${y}`);
      const [hex, ...names] = ink;
      const [r, g, b] = rgb(hex);
      const o = (y * width + x) * 4;
      image.data[o] = r;
      image.data[o + 1] = g;
      image.data[o + 2] = b;
      image.data[o + 3] = 255;
      parts.push(names);
    });
  });
  return fixtureOf(name, image, parts);
}

/** A fixture from its picture and the parts each pixel was drawn as. */
export function fixtureOf(
  name: string,
  image: RgbaImage,
  parts: readonly (readonly string[])[],
): Fixture {
  const partNames = [...new Set(parts.flat())].filter((n) => n !== OUTLINE);
  return {
    name,
    image,
    parts,
    partNames,
    mask: (...names) => Uint8Array.from(parts, (p) => (p.some((n) => names.includes(n)) ? 1 : 0)),
  };
}

/**
 * The line work that belongs to `mask`: outline pixels touching it (8 neighbours). A recolor may
 * tint them and a removal takes them along, so the judge lets them change with the part.
 */
export function withOwnOutline(fixture: Fixture, mask: Uint8Array): Uint8Array {
  const { width, height } = fixture.image;
  const out = Uint8Array.from(mask);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!fixture.parts[y * width + x]!.includes(OUTLINE)) continue;
      let touches = false;
      for (let dy = -1; dy <= 1 && !touches; dy++) {
        for (let dx = -1; dx <= 1 && !touches; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx >= 0 && ny >= 0 && nx < width && ny < height && mask[ny * width + nx])
            touches = true;
        }
      }
      if (touches) out[y * width + x] = 1;
    }
  }
  return out;
}

/** The smallest box holding every pixel of `mask`. */
export function boxOf(
  mask: Uint8Array,
  width: number,
): { x: number; y: number; width: number; height: number } {
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = -1;
  let y1 = -1;
  mask.forEach((v, i) => {
    if (!v) return;
    const x = i % width;
    const y = Math.floor(i / width);
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  });
  if (x1 < 0) throw new Error("an empty mask has no box");
  return { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
}
