/**
 * Add a thing drawn in the shape language ("add a hat", "add a bee", "add a window"), fitted to
 * the region: the subject registry's own shape for it when it has one (a hat, a helmet, a
 * butterfly, a candle), else one of the small shapes below for the things artists add most
 * (a star, a bee, a window, a gem, a heart, an apple, a coin). It is painted by the shape
 * painter in the named colour as a whole ramp, outlined in the sprite's own outline colour
 * against the air (in its own darkest shade where it lies on the sprite's art), and set in
 * the region: centred across it, resting on its bottom, in front of what is there.
 * A thing with no shape here is left to the item drawer, or refused before anything is charged.
 */
import { drawShapeThing } from "../draw";
import { hexToRgb, lchOf, type Oklch, rgbToOklab } from "../color";
import { packRgba } from "../raster";
import { type ShapePart, type ShapeSpec, SUBJECTS } from "../subjects";
import type { RegionCanvas } from "./region";
import { clearSpot, hueGap, SAME_HUE, SMALL_ARTS, smallArt } from "./small-art";
import type { SpritePalette } from "./sprite-palette";

function starPoints(): [number, number][] {
  const out: [number, number][] = [];
  for (let k = 0; k < 10; k++) {
    const r = k % 2 === 0 ? 0.5 : 0.21;
    const a = -Math.PI / 2 + (k * Math.PI) / 5;
    out.push([0.5 + r * Math.cos(a), 0.53 + r * Math.sin(a)]);
  }
  return out;
}

const part = (p: ShapePart) => p;

/** The touch-up's own shapes, each with its colours when the words name none. */
export const ADDED_SHAPES: Readonly<Record<string, { spec: ShapeSpec; colors: string[] }>> = {
  star: {
    colors: ["#f8d040"],
    spec: { parts: [part({ name: "star", k: "polygon", points: starPoints(), material: "main" })] },
  },
  bee: {
    colors: ["#f0c020"],
    spec: {
      parts: [
        part({ name: "wing", k: "ellipse", c: [0.5, 0.2], r: [0.16, 0.16], material: "white" }),
        part({ name: "body", k: "ellipse", c: [0.52, 0.58], r: [0.34, 0.26], material: "main" }),
        part({ name: "stripe", k: "rect", at: [0.4, 0.34], size: [0.1, 0.48], material: "dark" }),
        part({ name: "stripe", k: "rect", at: [0.6, 0.36], size: [0.1, 0.44], material: "dark" }),
        part({ name: "head", k: "ellipse", c: [0.14, 0.56], r: [0.14, 0.15], material: "dark" }),
      ],
    },
  },
  window: {
    colors: ["#9a6030", "#a8dcf0"],
    spec: {
      main: "wood",
      parts: [
        part({ name: "frame", k: "rect", at: [0, 0], size: [1, 1], material: "main" }),
        part({
          name: "glass",
          k: "rect",
          at: [0.2, 0.2],
          size: [0.6, 0.6],
          material: "accent",
          form: "flat",
          // No inner line round the pane: at a few pixels it would be all the pane there is.
          join: true,
        }),
        part({ name: "bar", k: "rect", at: [0.45, 0.2], size: [0.1, 0.6], material: "main" }),
      ],
    },
  },
  gem: {
    colors: ["#d83048"],
    spec: {
      parts: [
        part({
          name: "gem",
          k: "polygon",
          points: [
            [0.25, 0.1],
            [0.75, 0.1],
            [1, 0.4],
            [0.5, 1],
            [0, 0.4],
          ],
          material: "main",
          form: "dome",
        }),
      ],
    },
  },
  heart: {
    colors: ["#e03048"],
    spec: {
      parts: [
        part({ name: "lobe", k: "ellipse", c: [0.28, 0.3], r: [0.28, 0.26], material: "main" }),
        part({
          name: "lobe",
          k: "ellipse",
          c: [0.72, 0.3],
          r: [0.28, 0.26],
          material: "main",
          join: true,
        }),
        part({
          name: "point",
          k: "polygon",
          points: [
            [0.02, 0.4],
            [0.98, 0.4],
            [0.5, 1],
          ],
          material: "main",
          join: true,
        }),
      ],
    },
  },
  apple: {
    colors: ["#d83030"],
    spec: {
      parts: [
        part({ name: "apple", k: "ellipse", c: [0.5, 0.6], r: [0.42, 0.4], material: "main" }),
        part({ name: "leaf", k: "ellipse", c: [0.68, 0.12], r: [0.16, 0.08], material: "leaf" }),
        part({ name: "stem", k: "rect", at: [0.45, 0.04], size: [0.1, 0.2], material: "darkWood" }),
      ],
    },
  },
  coin: {
    colors: ["#f0c040"],
    spec: {
      main: "gold",
      parts: [part({ name: "coin", k: "ellipse", c: [0.5, 0.5], r: [0.5, 0.5], material: "main" })],
    },
  },
};

const ALIASES: Readonly<Record<string, string>> = {
  jewel: "gem",
  ruby: "gem",
  diamond: "gem",
};

/**
 * The smallest region (width, height in pixels) in which each added thing still reads: a star
 * needs room for five points, a bee for its wings and stripes. A thing of the subject registry
 * (a hat, a helmet) needs at least 7×7: below it the painter draws no outline and a hat is a stalk.
 */
const MIN_REGION: Readonly<Record<string, readonly [number, number]>> = {
  star: [9, 9],
  bee: [5, 5],
  heart: [5, 5],
  apple: [5, 5],
  gem: [3, 3],
  window: [5, 5],
};
const MIN_OTHER: readonly [number, number] = [7, 7];

/**
 * Why `thing` cannot read in a `width`×`height` region, or null when it can: a region under the
 * thing's minimum would draw a smudge, so it is refused before anything is charged.
 */
export function tooSmallFor(thing: string, width: number, height: number): string | null {
  const word = thing.toLowerCase();
  const [w, h] = MIN_REGION[ALIASES[word] ?? word] ?? MIN_OTHER;
  if (width >= w && height >= h) return null;
  return `the region is ${width}×${height} px: a ${word} needs at least ${w}×${h} px to read; draw a larger region`;
}

/** The shape for `thing` and its own colours, or null when none is known here. */
export function shapeToAdd(thing: string): { spec: ShapeSpec; colors: readonly string[] } | null {
  const word = thing.toLowerCase();
  const entry = SUBJECTS.find((e) => e.aliases.includes(word) && "shape" in e.draw);
  if (entry && "shape" in entry.draw) return { spec: entry.draw.shape, colors: entry.colors ?? [] };
  return ADDED_SHAPES[ALIASES[word] ?? word] ?? null;
}

/** Below this region side the star and the bee are their bitmaps, centred; from it, painted. */
const PAINTED_FROM = 14;
/** A gem is painted (a domed polygon with its own shading) from this region side up. */
const GEM_PAINTED_FROM = 7;

/**
 * Draws the shape fitted to the region (or to `box`, a part of it), in front of the sprite;
 * `words` are the asked colour and material words, `ink` the sprite's outline colour. Returns
 * how many pixels it drew.
 */
export function addShape(
  canvas: RegionCanvas,
  shape: { spec: ShapeSpec; colors: readonly string[] },
  words: string,
  asked: Oklch | null,
  palette: SpritePalette,
  ink: number | null,
  box: { x: number; y: number; width: number; height: number } = canvas.region,
): number {
  const region = box;
  const drawn = drawShapeThing(shape.spec, words, shape.colors, region.width, region.height);
  const [r, g, b] = hexToRgb(shape.colors[0] ?? "#808080");
  const main = asked ?? lchOf(rgbToOklab([r, g, b]));
  const kind = Object.keys(ADDED_SHAPES).find((k) => ADDED_SHAPES[k]!.spec === shape.spec);
  const from = kind === "gem" ? GEM_PAINTED_FROM : PAINTED_FROM;
  const arts =
    kind && Math.min(region.width, region.height) < from
      ? (SMALL_ARTS[kind] ?? []).filter(
          (a) => a[0]!.length <= region.width && a.length <= region.height,
        )
      : [];
  // The largest bitmap with a spot clear of art of its own hue, else the one touching least.
  let thing = drawn;
  let best: { art: readonly string[]; at: [number, number]; cost: number } | null = null;
  for (const art of arts) {
    const spot = clearSpot(canvas, region, art[0]!.length, art.length, main);
    if (!best || spot.cost < best.cost) best = { art, ...spot };
    if (spot.cost < 10) break;
  }
  if (best) thing = smallArt(best.art, drawn, main, region.width, region.height, best.at);
  const own = ownColours(main, palette);
  /** Art of the thing's own hue (a gold star on a gold cross): its shading would not part them. */
  const sameHue = (v: number) => {
    const c = lchOf(rgbToOklab([v & 255, (v >>> 8) & 255, (v >>> 16) & 255]));
    return main.C >= 0.04 && c.C >= 0.04 && hueGap(c.h, main.h) <= SAME_HUE;
  };
  const [lr, lg, lb] = thing.outline;
  const d = thing.image.data;
  const { width, height } = region;
  const isLine = (o: number) => d[o] === lr && d[o + 1] === lg && d[o + 2] === lb;
  const luma = (o: number) => d[o]! * 0.3 + d[o + 1]! * 0.59 + d[o + 2]! * 0.11;
  /** The darkest shade of the thing beside (x, y): its edge where it lies on other art. */
  const darkestBeside = (x: number, y: number): number | null => {
    let best: number | null = null;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const o = (ny * width + nx) * 4;
        if (d[o + 3] === 0 || isLine(o)) continue;
        if (best === null || luma(o) < luma(best)) best = o;
      }
    }
    return best;
  };
  // Lying anywhere on art of its own hue (a gold star on a gold cross), the thing is outlined
  // all round in the outline colour: its own shading would melt into that art.
  let ownOutline = false;
  for (let i = 0; i < width * height && ink !== null && !ownOutline; i++) {
    const under = canvas.get(region.x + (i % width), region.y + Math.floor(i / width));
    if (d[i * 4 + 3] !== 0 && under !== 0 && sameHue(under)) ownOutline = true;
  }
  let darkest: number | null = null;
  if (thing !== drawn) {
    for (let o = 0; o < d.length; o += 4) {
      if (d[o + 3] === 0 || isLine(o)) continue;
      if (darkest === null || luma(o) < luma(darkest)) darkest = o;
    }
  }
  let drew = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      if (d[o + 3] === 0) continue;
      let v = packRgba(d[o]!, d[o + 1]!, d[o + 2]!, d[o + 3]!);
      if (isLine(o)) {
        // Against the air it takes the sprite's outline; on the sprite's own art its edge is
        // its darkest shade, as details on a surface are drawn (apples on a tree's leaves).
        const under = canvas.get(region.x + x, region.y + y);
        // A small bitmap is one material: its whole edge is its one darkest shade.
        const edge = under !== 0 && !ownOutline ? (darkest ?? darkestBeside(x, y)) : null;
        if (edge !== null) v = packRgba(d[edge]!, d[edge + 1]!, d[edge + 2]!, 255);
        else if (ink !== null) v = ink;
      }
      canvas.set(region.x + x, region.y + y, own(v));
      drew++;
    }
  }
  return drew;
}

/**
 * How the drawn colours are written: the sprite's own nearest colour (of the same hue when it
 * has one), so its palette stays as small as the artist kept it; only the thing's hue (the
 * asked one, else its own: a gem's red) that the sprite has no colour of comes in new, as the
 * whole ramp the painter drew for it.
 */
function ownColours(asked: Oklch, palette: SpritePalette): (v: number) => number {
  const colours = palette.colors.filter((c) => c.v >>> 24 === 255);
  const lacking =
    asked.C >= 0.04 && !colours.some((c) => c.lch.C >= 0.04 && hueGap(c.lch.h, asked.h) <= 30);
  // A near-white (a bee's wings, a gem's glint) comes in as it is when the sprite has no white:
  // mapped to the nearest colour it would take the petal's pink and melt into it.
  const noWhite = !colours.some((c) => c.lch.C < 0.05 && c.lab.L > 0.85);
  const memo = new Map<number, number>();
  return (v) => {
    const known = memo.get(v);
    if (known !== undefined) return known;
    const lab = rgbToOklab([v & 255, (v >>> 8) & 255, (v >>> 16) & 255]);
    const C = Math.hypot(lab.a, lab.b);
    const h = ((Math.atan2(lab.b, lab.a) * 180) / Math.PI + 360) % 360;
    let out = v;
    const white = noWhite && C < 0.04 && lab.L > 0.88;
    if (!white && !(lacking && C >= 0.04 && hueGap(h, asked.h) <= 40) && colours.length > 0) {
      let best = colours[0]!;
      let bestD = Infinity;
      for (const c of colours) {
        // A colour of another hue is a poor stand-in however near its lightness.
        const apart = C >= 0.04 && c.lch.C >= 0.04 && hueGap(h, c.lch.h) > 30 ? 0.05 : 0;
        const d =
          (c.lab.L - lab.L) ** 2 + 2 * ((c.lab.a - lab.a) ** 2 + (c.lab.b - lab.b) ** 2) + apart;
        if (d < bestD) {
          bestD = d;
          best = c;
        }
      }
      out = best.v;
    }
    memo.set(v, out);
    return out;
  };
}
