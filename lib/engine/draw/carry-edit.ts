/**
 * A layered sprite after an edit of its flat picture (a hand-edited version, a touch-up): each
 * changed pixel is written into the layer that shows at that pixel at rest, so posing the layers
 * (an animation, a pose) carries the edit with its part. A pixel no layer shows (outside the
 * parts, on the outline) goes into one `paint` layer on top, which moves with the whole figure.
 * A pixel made transparent is cleared from every layer under it.
 *
 * Colors become inks: a color the sprite already shows is the ink that shows it; a new color
 * gets a ramp of its own (every level that color), and the finish keeps room for it (one more
 * color allowed, and held to itself when the sprite is palette-locked), so it renders as drawn.
 * Changed pixels are flagged as details, so speck cleanup keeps a single edited pixel.
 */
import { paletteMatcher, type Rgb } from "../color";
import { createImage, type RgbaImage } from "../raster";
import { EMPTY, FLAG_DETAIL, type InkCanvas, LEVELS, OUTLINE_INK, type PartInfo } from "./canvas";
import type { SpriteLayer } from "./layer-types";
import { render } from "./render";
import type { LayeredSprite } from "./types";

/** The name of the layer that holds edited pixels no part shows. */
export const PAINT_LAYER = "paint";

/** The layers composed back to front at rest (drawn-canvas coordinates), before finishing. */
export function composeAtRest(doc: LayeredSprite): InkCanvas & { readonly top: Int16Array } {
  const { width, height } = doc;
  const size = width * height;
  const ink = new Int16Array(size).fill(EMPTY);
  const part = new Uint16Array(size);
  const flags = new Uint8Array(size);
  const top = new Int16Array(size).fill(-1);
  doc.layers.forEach((layer, index) => {
    for (let v = 0; v < layer.height; v++) {
      for (let u = 0; u < layer.width; u++) {
        const from = v * layer.width + u;
        const value = layer.ink[from]!;
        if (value === EMPTY) continue;
        const x = layer.x + u;
        const y = layer.y + v;
        if (x < 0 || y < 0 || x >= width || y >= height) continue;
        const i = y * width + x;
        ink[i] = value;
        part[i] = layer.part[from]!;
        flags[i] = layer.flags[from]!;
        top[i] = index;
      }
    }
  });
  return { width, height, ink, part, flags, parts: doc.parts.map((p) => ({ ...p })), top };
}

const key = (data: Uint8ClampedArray, o: number) =>
  (data[o]! << 16) | (data[o + 1]! << 8) | data[o + 2]!;

function same(a: Uint8ClampedArray, b: Uint8ClampedArray, o: number): boolean {
  const shownA = a[o + 3]! > 0;
  const shownB = b[o + 3]! > 0;
  if (shownA !== shownB) return false;
  return !shownA || key(a, o) === key(b, o);
}

interface Editable {
  spec: Omit<SpriteLayer, "ink" | "part" | "flags" | "x" | "y" | "width" | "height">;
  /** Full-canvas buffers, cropped again at the end. */
  ink: Int16Array;
  part: Uint16Array;
  flags: Uint8Array;
}

function uncrop(layer: SpriteLayer, width: number, height: number): Editable {
  const { ink: _i, part: _p, flags: _f, x: _x, y: _y, width: _w, height: _h, ...spec } = layer;
  const ink = new Int16Array(width * height).fill(EMPTY);
  const part = new Uint16Array(width * height);
  const flags = new Uint8Array(width * height);
  for (let v = 0; v < layer.height; v++) {
    for (let u = 0; u < layer.width; u++) {
      const x = layer.x + u;
      const y = layer.y + v;
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      const from = v * layer.width + u;
      ink[y * width + x] = layer.ink[from]!;
      part[y * width + x] = layer.part[from]!;
      flags[y * width + x] = layer.flags[from]!;
    }
  }
  return { spec, ink, part, flags };
}

function crop(e: Editable, width: number, height: number): SpriteLayer {
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (e.ink[y * width + x] === EMPTY) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  const w = Math.max(0, right - left + 1);
  const h = Math.max(0, bottom - top + 1);
  const ink = new Int16Array(w * h);
  const part = new Uint16Array(w * h);
  const flags = new Uint8Array(w * h);
  for (let v = 0; v < h; v++) {
    const from = (top + v) * width + left;
    ink.set(e.ink.subarray(from, from + w), v * w);
    part.set(e.part.subarray(from, from + w), v * w);
    flags.set(e.flags.subarray(from, from + w), v * w);
  }
  return { ...e.spec, x: w ? left : 0, y: h ? top : 0, width: w, height: h, ink, part, flags };
}

const toHex = (rgb: number) => `#${rgb.toString(16).padStart(6, "0")}`;

/**
 * The document with the change from `before` (the picture it was the layers of) to `after`
 * written into its layers, and `after` as its flat sprite. Null when the sizes differ. Unchanged
 * pixels leave the layers as they were.
 */
export function carryEdit(
  doc: LayeredSprite,
  before: RgbaImage,
  after: RgbaImage,
  /**
   * Names the layer a changed pixel (flat-picture index) goes into instead of the one that
   * shows there, with the part id it takes (a combine's item goes into its own layer).
   */
  route?: (index: number) => { readonly layer: string; readonly part: number } | null,
): LayeredSprite | null {
  const { width, height } = doc;
  if (before.width !== width || before.height !== height) return null;
  if (after.width !== width || after.height !== height) return null;
  const rest = composeAtRest(doc);
  const imageIndex = (i: number) => {
    const x = i % width;
    const y = (i - x) / width;
    return y * width + (doc.mirrored ? width - 1 - x : x);
  };

  // Which ink shows each color: the ink whose pixels most often show it at rest.
  const tally = new Map<number, Map<number, number>>();
  for (let i = 0; i < rest.ink.length; i++) {
    const ink = rest.ink[i]!;
    const o = imageIndex(i) * 4;
    if (ink === EMPTY || before.data[o + 3] === 0) continue;
    const color = key(before.data, o);
    const byInk = tally.get(ink) ?? new Map<number, number>();
    byInk.set(color, (byInk.get(color) ?? 0) + 1);
    tally.set(ink, byInk);
  }
  const inkOfColor = new Map<number, number>();
  for (const [ink, colors] of tally) {
    const [color] = [...colors.entries()].sort((a, b) => b[1] - a[1])[0]!;
    if (!inkOfColor.has(color)) inkOfColor.set(color, ink);
  }
  const [or, og, ob] = doc.finish.outlineColor;
  const outline = (or << 16) | (og << 8) | ob;
  if (!inkOfColor.has(outline)) inkOfColor.set(outline, OUTLINE_INK);

  const ramps: Rgb[][] = doc.finish.ramps.map((ramp) => [...ramp]);
  const added: string[] = [];
  const inkFor = (color: number): number => {
    const known = inkOfColor.get(color);
    if (known !== undefined) return known;
    const rgb: Rgb = [(color >> 16) & 255, (color >> 8) & 255, color & 255];
    ramps.push(Array.from({ length: LEVELS }, () => rgb));
    const ink = (ramps.length - 1) * LEVELS + 2;
    inkOfColor.set(color, ink);
    added.push(toHex(color));
    return ink;
  };

  const layers = doc.layers.map((layer) => uncrop(layer, width, height));
  const parts: PartInfo[] = doc.parts.map((p) => ({ ...p }));
  let paint = layers.find((l) => l.spec.name === PAINT_LAYER);
  let paintPart = 0;
  const paintLayer = () => {
    if (!paint) {
      paint = uncrop(
        {
          name: PAINT_LAYER,
          role: "paint",
          joint: { x: width / 2, y: height },
          parent: null,
          side: 0,
          z: layers.length,
          x: 0,
          y: 0,
          width: 0,
          height: 0,
          ink: new Int16Array(0),
          part: new Uint16Array(0),
          flags: new Uint8Array(0),
        },
        width,
        height,
      );
      layers.push(paint);
    }
    if (!paintPart) {
      parts.push({ innerLine: false });
      paintPart = parts.length - 1;
    }
    return paint;
  };

  let changed = 0;
  for (let i = 0; i < width * height; i++) {
    const o = imageIndex(i) * 4;
    if (same(before.data, after.data, o)) continue;
    changed++;
    if (after.data[o + 3] === 0) {
      for (const layer of layers) {
        layer.ink[i] = EMPTY;
        layer.part[i] = 0;
        layer.flags[i] = 0;
      }
      continue;
    }
    const ink = inkFor(key(after.data, o));
    const shown = rest.top[i]!;
    const to = route?.(o / 4);
    const routed = to ? layers.find((l) => l.spec.name === to.layer) : undefined;
    const target = routed ?? (shown >= 0 ? layers[shown]! : paintLayer());
    target.ink[i] = ink;
    if (routed && to) target.part[i] = to.part;
    else if (target.part[i] === 0) target.part[i] = shown >= 0 ? rest.part[i]! : paintPart;
    target.flags[i] = (target.flags[i]! | FLAG_DETAIL) & 15;
  }
  if (changed === 0) return { ...doc, sprite: { ...doc.sprite, image: after } };

  const finish = {
    ...doc.finish,
    ramps,
    maxColors: doc.finish.maxColors + added.length,
    exactRamps: doc.finish.exactRamps ?? doc.finish.ramps.length,
    ...(doc.finish.lock ? { lock: [...doc.finish.lock, ...added] } : {}),
  };
  return {
    ...doc,
    layers: layers.map((l) => crop(l, width, height)),
    parts,
    finish,
    sprite: { ...doc.sprite, image: after },
  };
}

/** A layer's pixels as colors, placed in the flat picture's coordinates (after any mirror). */
export interface LayerPicture {
  readonly layer: SpriteLayer;
  readonly x: number;
  readonly y: number;
  readonly image: RgbaImage;
}

/**
 * Each layer as a picture in the colors its inks show in the flat sprite, and `finish`: the
 * flat sprite's pixels the layers alone do not give (the outline, inner lines, cleanup), so the
 * layers composed back to front with `finish` on top are the flat sprite exactly.
 */
export function layerPictures(doc: LayeredSprite): {
  layers: LayerPicture[];
  finish: RgbaImage;
} {
  const { width, height } = doc;
  const rest = composeAtRest(doc);
  const flat = doc.sprite.image;
  const imageIndex = (x: number, y: number) => y * width + (doc.mirrored ? width - 1 - x : x);
  // Colors of inks as the flat sprite shows them; inks it never shows are rendered once, with
  // the shown ones, through the same color pass.
  const colorOf = new Map<number, number>();
  for (let i = 0; i < rest.ink.length; i++) {
    const ink = rest.ink[i]!;
    const o = imageIndex(i % width, Math.floor(i / width)) * 4;
    if (ink === EMPTY || colorOf.has(ink) || flat.data[o + 3] === 0) continue;
    colorOf.set(ink, key(flat.data, o));
  }
  const hidden = [
    ...new Set(doc.layers.flatMap((l) => [...l.ink].filter((v) => v !== EMPTY))),
  ].filter((ink) => !colorOf.has(ink));
  if (hidden.length) {
    const all = Int16Array.from([...rest.ink, ...hidden]);
    const line: InkCanvas = {
      width: all.length,
      height: 1,
      ink: all,
      part: new Uint16Array(all.length),
      flags: new Uint8Array(all.length),
      parts: [],
    };
    const lockMatch = doc.finish.lock ? paletteMatcher(doc.finish.lock) : undefined;
    const { image } = render(
      line,
      {
        ramps: doc.finish.ramps,
        outline: doc.finish.outlineColor,
        exactRamps: doc.finish.exactRamps,
      },
      doc.finish.maxColors,
      lockMatch,
    );
    hidden.forEach((ink, n) => {
      colorOf.set(ink, key(image.data, (rest.ink.length + n) * 4));
    });
  }
  const composite = createImage(width, height);
  const layers = doc.layers.map((layer) => {
    const image = createImage(layer.width, layer.height);
    for (let v = 0; v < layer.height; v++) {
      for (let u = 0; u < layer.width; u++) {
        const ink = layer.ink[v * layer.width + u]!;
        if (ink === EMPTY) continue;
        const color = colorOf.get(ink)!;
        const du = doc.mirrored ? layer.width - 1 - u : u;
        const o = (v * layer.width + du) * 4;
        image.data[o] = (color >> 16) & 255;
        image.data[o + 1] = (color >> 8) & 255;
        image.data[o + 2] = color & 255;
        image.data[o + 3] = 255;
        const cx = layer.x + u;
        const cy = layer.y + v;
        if (cx < 0 || cy < 0 || cx >= width || cy >= height) continue;
        composite.data.set(image.data.subarray(o, o + 4), imageIndex(cx, cy) * 4);
      }
    }
    const x = doc.mirrored ? width - layer.x - layer.width : layer.x;
    return { layer, x: layer.width ? x : 0, y: layer.y, image };
  });
  const finish = createImage(width, height);
  for (let o = 0; o < flat.data.length; o += 4) {
    if (same(flat.data, composite.data, o)) continue;
    if (flat.data[o + 3] !== 0) {
      finish.data.set(flat.data.subarray(o, o + 4), o);
      continue;
    }
    // A pixel the finishing cleared (a speck): no layer on top can clear it, so the pictures
    // leave it out, as the flat sprite does.
    const px = (o / 4) % width;
    const py = Math.floor(o / 4 / width);
    for (const { x, y, image } of layers) {
      if (px < x || py < y || px >= x + image.width || py >= y + image.height) continue;
      image.data[((py - y) * image.width + px - x) * 4 + 3] = 0;
    }
  }
  return { layers, finish };
}
