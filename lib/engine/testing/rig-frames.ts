/**
 * Test support for the rigs' tests: layered sprites drawn from a prompt (cached, seed 7), and the
 * measures a rendered frame is judged by (its frames, opaque bounds, 8-connected pieces).
 */
import { type AnimationPreset, animateLayered, type Frame } from "../animate";
import {
  drawLayered,
  type InkCanvas,
  type LayeredSprite,
  type SpriteLayer,
  type SpriteRequest,
} from "../draw";
import { type Direction, readSpritePrompt } from "../prompt";
import { borderIndices, createImage, floodFill, type RgbaImage } from "../raster";

export function request(prompt: string, direction: Direction, size = 64): SpriteRequest {
  const reading = readSpritePrompt(prompt);
  return {
    reading,
    assetType: reading.assetType,
    width: size,
    height: size,
    direction,
    camera: "none",
    seed: 7,
  };
}

const docs = new Map<string, LayeredSprite>();
export function doc(prompt: string, direction: Direction): LayeredSprite {
  const key = `${prompt}|${direction}`;
  let d = docs.get(key);
  if (!d) {
    d = drawLayered(request(prompt, direction));
    docs.set(key, d);
  }
  return d;
}

export function framesOf(strip: RgbaImage, n: number): RgbaImage[] {
  const w = strip.width / n;
  return Array.from({ length: n }, (_, t) => {
    const out = createImage(w, strip.height);
    for (let y = 0; y < strip.height; y++) {
      const from = (y * strip.width + t * w) * 4;
      out.data.set(strip.data.subarray(from, from + w * 4), y * w * 4);
    }
    return out;
  });
}

export const alpha = (img: RgbaImage, x: number, y: number) =>
  img.data[(y * img.width + x) * 4 + 3]!;

export function bounds(img: RgbaImage) {
  let top = img.height;
  let bottom = -1;
  let left = img.width;
  let right = -1;
  for (let y = 0; y < img.height; y++) {
    for (let x = 0; x < img.width; x++) {
      if (!alpha(img, x, y)) continue;
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
      left = Math.min(left, x);
      right = Math.max(right, x);
    }
  }
  return { top, bottom, left, right };
}

/** 8-connected pieces of opaque pixels. */
export function pieces(img: RgbaImage): number {
  const seen = new Uint8Array(img.width * img.height);
  let count = 0;
  for (let i = 0; i < seen.length; i++) {
    if (seen[i] || !img.data[i * 4 + 3]) continue;
    count++;
    const stack = [i];
    seen[i] = 1;
    while (stack.length) {
      const j = stack.pop()!;
      const x = j % img.width;
      const y = (j - x) / img.width;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= img.width || ny >= img.height) continue;
          const k = ny * img.width + nx;
          if (seen[k] || !img.data[k * 4 + 3]) continue;
          seen[k] = 1;
          stack.push(k);
        }
      }
    }
  }
  return count;
}

/** The transparent regions the frame's border cannot reach (4-connected), as pixel indices. */
export function enclosedPockets(img: RgbaImage): number[][] {
  const { width, height } = img;
  const clear = (i: number) => img.data[i * 4 + 3] === 0;
  const seen = new Uint8Array(width * height);
  // Whatever air the border reaches is outside; each region of air left is a pocket.
  floodFill(width, height, borderIndices(width, height), clear, { connectivity: 4, seen });
  const pockets: number[][] = [];
  for (let i = 0; i < seen.length; i++) {
    if (seen[i] || !clear(i)) continue;
    const pocket: number[] = [];
    floodFill(width, height, [i], clear, { connectivity: 4, seen, visit: (j) => pocket.push(j) });
    pockets.push(pocket);
  }
  return pockets;
}

/**
 * The part ids a layer's own pixels carry (from the drawer), less any another layer shares. A
 * beast's leg is read whole: with the layer below its knee (a `leg` hanging from a `leg`), which
 * the drawer split from the same paint, so the two share their part ids.
 */
export function layerOwnParts(d: LayeredSprite, name: string): Set<number> {
  const own = new Set<number>();
  const layer = d.layers.find((l) => l.name === name)!;
  const mine = d.layers.filter(
    (l) => l === layer || (layer.role === "leg" && l.role === "leg" && l.parent === name),
  );
  for (const part of mine) {
    part.ink.forEach((ink, i) => {
      if (ink >= 0) own.add(part.part[i]!);
    });
  }
  for (const other of d.layers) {
    if (mine.includes(other)) continue;
    other.ink.forEach((ink, i) => {
      if (ink >= 0) own.delete(other.part[i]!);
    });
  }
  return own;
}

/**
 * The posed compositions (inks and part ids, before colors) of an 8-frame animation, in a frame
 * grown 25% with the sprite at its bottom (room to stride, lunge and jump).
 */
export function posedFrames(d: LayeredSprite, preset: AnimationPreset): Frame[] {
  const posed: Frame[] = [];
  animateLayered(d, {
    preset,
    frameCount: 8,
    seed: 3,
    framingMargin: 25,
    framingAnchor: "bottom",
    onFrame: (frame) => posed.push(frame),
  });
  return posed;
}

/**
 * The compositions (inks and part ids) of a custom sentence's 8 frames, in a frame grown 20%
 * with the sprite at its bottom, as the custom-motion tests judge them.
 */
export function customCanvases(d: LayeredSprite, sentence: string, frameCount = 8): InkCanvas[] {
  const canvases: InkCanvas[] = [];
  animateLayered(d, {
    preset: "Custom",
    customPrompt: sentence,
    frameCount,
    seed: 3,
    framingMargin: 20,
    framingAnchor: "bottom",
    onFrame: (f) => canvases.push(f.canvas),
  });
  return canvases;
}

/** Every part id the layers' pixels carry (shared ones included). */
export function partIdsOf(layers: readonly SpriteLayer[]): Set<number> {
  const out = new Set<number>();
  for (const l of layers)
    l.ink.forEach((ink, i) => {
      if (ink >= 0) out.add(l.part[i]!);
    });
  return out;
}

/** Where a part set shows in a posed frame: pixel count, mean row and column, extreme rows. */
export function placeOf(frame: Frame, parts: ReadonlySet<number>) {
  const { width, ink, part } = frame.canvas;
  let count = 0;
  let sumY = 0;
  let sumX = 0;
  let top = Number.POSITIVE_INFINITY;
  let bottom = -1;
  for (let i = 0; i < ink.length; i++) {
    if (ink[i]! < 0 || !parts.has(part[i]!)) continue;
    const y = Math.floor(i / width);
    count++;
    sumY += y;
    sumX += i % width;
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
  }
  return { count, y: sumY / count, x: sumX / count, top, bottom };
}

/** The box of the pixels of `parts` in a composed canvas, and their count; null when none shows. */
export function partBox(c: InkCanvas, parts: ReadonlySet<number>) {
  let count = 0;
  let top = Number.POSITIVE_INFINITY;
  let bottom = -1;
  let left = Number.POSITIVE_INFINITY;
  let right = -1;
  for (let i = 0; i < c.ink.length; i++) {
    if (c.ink[i]! < 0 || !parts.has(c.part[i]!)) continue;
    const x = i % c.width;
    const y = Math.floor(i / c.width);
    count++;
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
    left = Math.min(left, x);
    right = Math.max(right, x);
  }
  return count === 0 ? null : { count, top, bottom, left, right };
}
