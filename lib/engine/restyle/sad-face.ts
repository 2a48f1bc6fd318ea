/**
 * A sad face drawn into a generated creature's own layers (the head of a wolf, the face of a
 * slime), so posing the layers afterwards (the head hanging, the tail drooping) carries it.
 * Each eye (an island of detail pixels in the line ink) gets a lid, its top third painted in the
 * shadow of what shows above it, and over it a brow in the line ink, raised at its inner end
 * (toward the other eye, or toward the snout of a profile): the drooped look of a sad face.
 */
import {
  composeAtRest,
  EMPTY,
  FLAG_DETAIL,
  type LayeredSprite,
  LEVELS,
  OUTLINE_INK,
  type SpriteLayer,
  type EyeBox,
  eyeIslands,
  eyesOfLayer,
} from "../draw";

const FACE_ROLES = new Set(["head", "eyes"]);

/** A tear's colour, under an eye of a sad face (a generated one or an import's). */
export const TEAR_HEX = "#7ec4f2";

/** The document with the sad face drawn in; null when no layer shows eyes to draw it on. */
export function sadFace(doc: LayeredSprite): LayeredSprite | null {
  let drawn = false;
  const rest = composeAtRest(doc);
  const layers = doc.layers.map((layer) => {
    const faced = FACE_ROLES.has(layer.role) || (doc.rig === "blob" && layer.role === "body");
    if (!faced || layer.width === 0) return layer;
    const frown = layer.name === "mouth" ? frowned(layer) : null;
    if (frown) {
      drawn = true;
      return frown;
    }
    // Room above for the brows: a face layer may begin at the eyes' top row.
    const grown = grow(layer, Math.min(BROW_ROOM, layer.y));
    const eyes = eyeIslands(grown);
    if (eyes.length === 0) return layer;
    drawn = true;
    return withSadEyes(grown, eyes, (x, y) => {
      const cx = grown.x + x;
      const cy = grown.y + y;
      if (cx < 0 || cy < 0 || cx >= rest.width || cy >= rest.height) return EMPTY;
      return rest.ink[cy * rest.width + cx]!;
    });
  });
  return drawn ? { ...doc, layers } : null;
}

/** Rows added above a face layer for its brows. */
const BROW_ROOM = 3;

/**
 * A mouth layer (a slime's) drawn again as a frown in the line ink: its top row across the
 * mouth's width, its ends a row lower and a pixel further out, so the mouth turns down at both
 * corners. Null when the layer draws nothing.
 */
function frowned(layer: SpriteLayer): SpriteLayer | null {
  const { width } = layer;
  let x0 = width;
  let x1 = -1;
  let y0 = layer.height;
  let part = 0;
  for (let i = 0; i < layer.ink.length; i++) {
    if (layer.ink[i]! < 0) continue;
    const x = i % width;
    const y = (i - x) / width;
    x0 = Math.min(x0, x);
    x1 = Math.max(x1, x);
    if (y < y0) part = layer.part[i]!;
    y0 = Math.min(y0, y);
  }
  if (x1 < 0) return null;
  // One pixel of room each side and below for the corners.
  const w = width + 2;
  const h = layer.height + 2;
  const ink = new Int16Array(w * h).fill(EMPTY);
  const parts = new Uint16Array(w * h);
  const flags = new Uint8Array(w * h);
  const put = (x: number, y: number) => {
    const i = (y + 1) * w + x + 1;
    ink[i] = OUTLINE_INK;
    parts[i] = part;
    flags[i] = FLAG_DETAIL;
  };
  for (let x = x0; x <= x1; x++) put(x, y0);
  put(x0 - 1, y0 + 1);
  put(x1 + 1, y0 + 1);
  return { ...layer, x: layer.x - 1, y: layer.y - 1, width: w, height: h, ink, part: parts, flags };
}

/** The layer with `rows` empty rows added above it. */
function grow(layer: SpriteLayer, rows: number): SpriteLayer {
  if (rows <= 0) return layer;
  const size = layer.width * rows;
  const ink = new Int16Array(layer.ink.length + size).fill(EMPTY);
  ink.set(layer.ink, size);
  const part = new Uint16Array(layer.part.length + size);
  part.set(layer.part, size);
  const flags = new Uint8Array(layer.flags.length + size);
  flags.set(layer.flags, size);
  return { ...layer, y: layer.y - rows, height: layer.height + rows, ink, part, flags };
}

/** An eye's box in a face layer's own pixels. */
export type Box = EyeBox;

/** The eyes of a face layer, in the layer's own pixels (see `eyesOfLayer`). */
export const eyesOfFace = (layer: SpriteLayer): Box[] => eyesOfLayer(layer);

function withSadEyes(
  layer: SpriteLayer,
  eyes: readonly Box[],
  shown: (x: number, y: number) => number,
): SpriteLayer {
  const { width, height } = layer;
  const ink = Int16Array.from(layer.ink);
  const part = Uint16Array.from(layer.part);
  const flags = Uint8Array.from(layer.flags);
  // The part of the eye's layer: drawn pixels of the brows belong to it.
  const eyePart = layer.part[eyes[0]!.y0 * width + eyes[0]!.x0]!;
  const inside = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height;
  const centre = eyes.reduce((s, e) => s + (e.x0 + e.x1) / 2, 0) / eyes.length;
  for (const e of eyes) {
    // Lid: the eye's top third (one row at least, never all of it) in the shadow of what shows
    // above the eye.
    const h = e.y1 - e.y0 + 1;
    const lid = h > 1 ? Math.max(1, Math.round(h / 3)) : 0;
    for (let x = e.x0; x <= e.x1; x++) {
      const above = shown(x, e.y0 - 1);
      if (above === EMPTY || above === OUTLINE_INK) continue;
      for (let y = e.y0; y < e.y0 + lid; y++) {
        const i = y * width + x;
        ink[i] = Math.floor(above / LEVELS) * LEVELS + 1;
        flags[i] = FLAG_DETAIL;
      }
    }
    // Brow: one pixel past the eye each side, the inner half a row higher, on what shows there.
    const mid = (e.x0 + e.x1) / 2;
    const inwards = eyes.length > 1 ? Math.sign(centre - mid) || 1 : 1;
    for (let x = e.x0 - 1; x <= e.x1 + 1; x++) {
      const inner = (x - mid) * inwards > 0;
      const y = e.y0 - (inner ? 2 : 1);
      if (!inside(x, y)) continue;
      const under = shown(x, y);
      if (under === EMPTY && layer.ink[y * width + x] === EMPTY) continue;
      const i = y * width + x;
      ink[i] = OUTLINE_INK;
      flags[i] = FLAG_DETAIL;
      if (layer.ink[i] === EMPTY) part[i] = eyePart;
    }
  }
  return { ...layer, ink, part, flags };
}
