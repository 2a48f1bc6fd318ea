/**
 * Remove on a sprite the engine drew, while its pixels are still exactly that drawing: the
 * object's own layers (the sword, the shield) are left out and the rest composed and finished
 * again, so what the object hid shows (the arm behind the sword, the cape behind the shield,
 * their outline closed where the object crossed it), not a guess from the neighbours. Only the
 * object's pixels and the line work that ringed it are written, each in the nearest colour the
 * sprite already has. Returns false (nothing written) when the object is not whole layers or
 * the layers do not give back the flat sprite there: the caller then fills from the
 * surroundings.
 */
import { composeAtRest, EMPTY, finishInks, type LayeredSprite } from "../draw";
import { flipImage, toPixels } from "../raster";
import type { RegionCanvas } from "./region";

/** Share of a layer's shown pixels the object must hold for the layer to be the object's. */
const OWNED = 0.6;

export function revealBehind(canvas: RegionCanvas, doc: LayeredSprite, mask: Uint8Array): boolean {
  const { width, height } = doc;
  const { px, before } = canvas;
  if (px.width !== width || px.height !== height) return false;
  const at = (x: number, y: number) => y * width + (doc.mirrored ? width - 1 - x : x);
  // Which layer shows at each pixel, and how much of each the object holds.
  const rest = composeAtRest(doc);
  const shown = new Map<number, { all: number; held: number }>();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const top = rest.top[y * width + x]!;
      if (top < 0 || rest.ink[y * width + x] === EMPTY) continue;
      const s = shown.get(top) ?? { all: 0, held: 0 };
      s.all++;
      if (mask[at(x, y)]) s.held++;
      shown.set(top, s);
    }
  }
  const dropped = new Set<number>();
  for (const [index, s] of shown) if (s.held >= 3 && s.held >= s.all * OWNED) dropped.add(index);
  if (dropped.size === 0 || dropped.size === doc.layers.length) return false;
  const kept = doc.layers.filter((_, index) => !dropped.has(index));
  const full = flat(doc, doc.layers);
  const without = flat(doc, kept);
  // The object's pixels and the outline that ringed them (a part's own inner lines stay).
  const [lr, lg, lb] = doc.finish.outlineColor;
  const outline = (lr | (lg << 8) | (lb << 16) | (255 << 24)) >>> 0;
  const write = new Uint8Array(width * height);
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    write[i] = 1;
    const x = i % width;
    const y = Math.floor(i / width);
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const j = ny * width + nx;
        const v = before.data[j]!;
        if (!mask[j] && v === outline) write[j] = 1;
      }
    }
  }
  // The layers must give back the flat sprite where they are written, or they are not its own.
  for (let i = 0; i < write.length; i++) {
    if (write[i] && full.data[i] !== before.data[i]) return false;
  }
  const colours = [...new Set(before.data)].filter((v) => v >>> 24 !== 0);
  const nearest = (v: number) => {
    if (v >>> 24 === 0) return 0;
    let best = v;
    let bestD = Infinity;
    for (const c of colours) {
      const d =
        ((c & 255) - (v & 255)) ** 2 +
        (((c >>> 8) & 255) - ((v >>> 8) & 255)) ** 2 +
        (((c >>> 16) & 255) - ((v >>> 16) & 255)) ** 2;
      if (d < bestD) {
        bestD = d;
        best = c;
      }
    }
    return best;
  };
  for (let i = 0; i < write.length; i++) {
    if (write[i]) canvas.set(i % width, Math.floor(i / width), nearest(without.data[i]!));
  }
  return true;
}

/** The layers composed and finished as the flat sprite is, as packed pixels. */
function flat(doc: LayeredSprite, layers: LayeredSprite["layers"]) {
  const ink = composeAtRest({ ...doc, layers });
  const { image } = finishInks(ink, doc.finish);
  return toPixels(doc.mirrored ? flipImage(image) : image);
}
