/**
 * Appearance changes drawn on an import's own pixels. An import has no drawer to draw it again
 * with a beard, so "give him a beard", "make him older" and "make him look sad" are drawn where
 * the picture shows a face: the largest patch of skin in the upper half of the figure, with its
 * eyes (dark pixels inside it). The change is drawn one pixel a block on the import's own block
 * grid (an import drawn at 3 px a pixel gets a beard of 3 px blocks) and only the blocks it
 * changes are written back:
 * - a beard covers the face below the eyes and hangs a block or two below the chin, in brown
 *   (bearded) or white (old), its lowest row outlined;
 * - older also greys the hair showing above the face;
 * - sad hangs the head a block (it sinks between the shoulders) and puts a tear under each eye.
 * A sprite with no face to find is refused, with the reason, before anything is charged.
 */
import { hexToRgb, isSkinLike, labCache, lchOf } from "../color";
import { TEAR_HEX } from "./sad-face";
import { outlineColor } from "../figure";
import {
  boundsOf,
  detectPixelGrid,
  fromBlocks,
  packRgba,
  type Pixels,
  type RgbaImage,
  toBlocks,
  toImage,
  toPixels,
} from "../raster";

export type ImportFaceResult =
  | { readonly ok: true; readonly image: RgbaImage }
  | { readonly ok: false; readonly reason: string };

const pack = (hex: string) => {
  const [r, g, b] = hexToRgb(hex);
  return packRgba(r, g, b, 255);
};
/** A beard's colour for a bearded look and an old one; a tear's. */
const BEARD = pack("#6b4426");
const WHITE_BEARD = pack("#e8e4dc");
const GREY_HAIR = pack("#b8b4b0");
const TEAR = pack(TEAR_HEX);

interface Face {
  readonly pixels: readonly number[];
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
  /** The lowest row holding an eye, and the eyes' columns there. */
  readonly eyeRow: number;
  readonly eyes: readonly number[];
}

/** The largest 4-connected patch of skin starting in the upper half of the figure, with eyes. */
function findFace(px: Pixels): Face | null {
  const { width, height, data } = px;
  const b = boundsOf(px);
  if (!b) return null;
  const lab = labCache();
  // The engine's skin test stops at a hue of 80; a face drawn in a warm yellow (a mage's
  // #ffcd75 sits just past it) is still a face, while a gold guard (hue near 90) is not.
  const skin = (v: number) => {
    if (v === 0) return false;
    const c = lchOf(lab(v));
    return isSkinLike(c) || (c.h > 80 && c.h <= 85 && c.C >= 0.03 && c.C <= 0.13 && c.L <= 0.92);
  };
  const seen = new Uint8Array(width * height);
  let best: number[] = [];
  const middle = b.top + (b.bottom - b.top + 1) / 2;
  for (let p = 0; p < data.length; p++) {
    if (seen[p] || !skin(data[p]!)) continue;
    const patch = [p];
    seen[p] = 1;
    for (let i = 0; i < patch.length; i++) {
      const q = patch[i]!;
      const x = q % width;
      for (const r of [x > 0 ? q - 1 : -1, x < width - 1 ? q + 1 : -1, q - width, q + width]) {
        if (r < 0 || r >= data.length || seen[r] || !skin(data[r]!)) continue;
        seen[r] = 1;
        patch.push(r);
      }
    }
    if (Math.floor(patch[0]! / width) < middle && patch.length > best.length) best = patch;
  }
  if (best.length < 4) return null;
  const xs = best.map((p) => p % width);
  const ys = best.map((p) => Math.floor(p / width));
  const box = {
    left: Math.min(...xs),
    right: Math.max(...xs),
    top: Math.min(...ys),
    bottom: Math.max(...ys),
  };
  // Eyes: pixels that are not skin, inside the face's box, with skin on both sides in the row
  // or above and below.
  const inFace = new Set(best);
  let eyeRow = -1;
  let eyes: number[] = [];
  for (let y = box.top; y <= box.bottom; y++) {
    const row: number[] = [];
    for (let x = box.left; x <= box.right; x++) {
      const p = y * width + x;
      if (inFace.has(p) || data[p] === 0) continue;
      const across = inFace.has(p - 1) || inFace.has(p + 1);
      if (across) row.push(x);
    }
    if (row.length > 0) {
      eyeRow = y;
      eyes = row;
    }
  }
  if (eyeRow < 0) return null;
  return { pixels: best, ...box, eyeRow, eyes };
}

function drawBeard(out: Pixels, face: Face, colour: number, outline: number): number {
  const { width, data } = out;
  let changed = 0;
  const put = (x: number, y: number, v: number) => {
    if (x < 0 || y < 0 || x >= width || y >= out.height) return;
    const p = y * width + x;
    if (data[p] === v) return;
    data[p] = v;
    changed++;
  };
  // The face below the eyes.
  for (const p of face.pixels) {
    if (Math.floor(p / width) > face.eyeRow) put(p % width, Math.floor(p / width), colour);
  }
  // Below the chin: the face's width less a pixel each side, then narrower, on the body only.
  const left = face.left + 1;
  const right = face.right - 1;
  const hang = [
    [left, right],
    [left + 1, right - 1],
  ] as const;
  let lowest = face.bottom;
  hang.forEach(([from, to], i) => {
    const y = face.bottom + 1 + i;
    if (to < from) return;
    for (let x = from; x <= to; x++) {
      if (data[y * width + x] === 0) continue;
      put(x, y, colour);
      lowest = y;
    }
  });
  // The beard's tip is closed with the outline where it lies on the body.
  for (let x = left; x <= right; x++) {
    const p = (lowest + 1) * width + x;
    if (lowest > face.bottom && data[lowest * width + x] === colour && data[p] !== 0)
      put(x, lowest + 1, outline);
  }
  return changed;
}

/** Hair above the face (not skin, not the outline, touching the face's top row) turned grey. */
function greyHair(out: Pixels, face: Face, outline: number): number {
  const { width, data } = out;
  const inFace = new Set(face.pixels);
  const hair = new Set<number>();
  for (const p of face.pixels) {
    const above = p - width;
    if (above >= 0 && !inFace.has(above) && data[above] !== 0 && data[above] !== outline)
      hair.add(data[above]!);
  }
  let changed = 0;
  for (let y = 0; y <= face.bottom; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      if (!hair.has(data[p]!)) continue;
      data[p] = GREY_HAIR;
      changed++;
    }
  }
  return changed;
}

/**
 * The head hung: every row from the figure's top down to the face's lowest row moved down a
 * block, the face's lowest row laid over the top of the shoulders (their ends stay where the
 * face is narrower), so the head sinks between them and the figure stoops by a block. The
 * face as it now lies, and the pixels changed; nothing moves when the face sits on the
 * canvas's bottom. A brim wider than the face (the row now over it) turns down a block at each end.
 */
function sinkHead(out: Pixels, face: Face): { face: Face; changed: number } {
  const { width, height, data } = out;
  const b = boundsOf(out);
  if (!b || face.bottom + 1 >= height) return { face, changed: 0 };
  const before = Uint32Array.from(data);
  for (let y = face.bottom + 1; y > b.top; y--) {
    for (let x = 0; x < width; x++) {
      const above = before[(y - 1) * width + x]!;
      const p = y * width + x;
      // The shoulders' row keeps its own pixels where the face's lowest row has none.
      if (y === face.bottom + 1 && above === 0) continue;
      data[p] = above;
    }
  }
  data.fill(0, b.top * width, (b.top + 1) * width);
  // A brim wider than the face (the row over it) turns down at both ends, a block.
  const brim = face.top;
  for (const [from, step] of [
    [0, 1],
    [width - 1, -1],
  ] as const) {
    let x = from;
    while (x >= 0 && x < width && data[brim * width + x] === 0) x += step;
    const under = (brim + 1) * width + x;
    if (x < 0 || x >= width || brim + 1 >= height || data[under] !== 0) continue;
    if (x >= face.left && x <= face.right) continue;
    data[under] = data[brim * width + x]!;
  }
  let changed = 0;
  for (let p = 0; p < data.length; p++) if (data[p] !== before[p]) changed++;
  const moved: Face = {
    ...face,
    pixels: face.pixels.map((p) => p + width),
    top: face.top + 1,
    bottom: face.bottom + 1,
    eyeRow: face.eyeRow + 1,
  };
  return { face: moved, changed };
}

function drawTears(out: Pixels, face: Face): number {
  const { width, data } = out;
  const inFace = new Set(face.pixels);
  let changed = 0;
  for (const x of face.eyes) {
    const p = (face.eyeRow + 1) * width + x;
    if (!inFace.has(p)) continue;
    data[p] = TEAR;
    changed++;
  }
  return changed;
}

/**
 * `source` with the traits ("bearded", "old", "sad") drawn on its face, or why it cannot be:
 * no face found, or nothing of the trait would show.
 */
export function drawAppearanceOnImport(
  source: RgbaImage,
  traits: readonly string[],
): ImportFaceResult {
  const px = toPixels(source);
  const grid = detectPixelGrid(px);
  const blocks = toBlocks(px, grid);
  const face = findFace(blocks);
  if (!face) {
    return {
      ok: false,
      reason:
        "no face could be found on this sprite (a patch of skin with eyes in its upper half), so there is nothing to draw it on",
    };
  }
  const edited: Pixels = { ...blocks, data: new Uint32Array(blocks.data) };
  const outline = outlineColor(blocks);
  const bearded = traits.includes("bearded");
  const old = traits.includes("old");
  let changed = 0;
  if (old) changed += greyHair(edited, face, outline);
  if (bearded || old) changed += drawBeard(edited, face, old ? WHITE_BEARD : BEARD, outline);
  if (traits.includes("sad")) {
    const sunk = sinkHead(edited, face);
    const tears = drawTears(edited, sunk.face);
    changed += sunk.changed;
    if (tears === 0) {
      return {
        ok: false,
        reason: "the face has no skin below its eyes to show a tear or a frown on",
      };
    }
    changed += tears;
  }
  if (changed === 0) return { ok: false, reason: "nothing of it would show on this face" };
  return { ok: true, image: toImage(fromBlocks(px, blocks, edited, grid)) };
}

/**
 * The pixels of an import's face (the patch of skin with eyes the appearance changes are drawn
 * on), source-sized, 1 on the face; null when no face is found.
 */
export function importFaceMask(source: RgbaImage): Uint8Array | null {
  const px = toPixels(source);
  const grid = detectPixelGrid(px);
  const blocks = toBlocks(px, grid);
  const face = findFace(blocks);
  if (!face) return null;
  // The face's blocks painted in a colour no sprite uses, mapped back to the import's pixels.
  const marker = packRgba(1, 2, 3, 255);
  const edited: Pixels = { ...blocks, data: new Uint32Array(blocks.data) };
  for (const p of face.pixels) edited.data[p] = marker;
  const marked = toImage(fromBlocks(px, blocks, edited, grid));
  const mask = new Uint8Array(source.width * source.height);
  for (let i = 0; i < mask.length; i++) {
    const o = i * 4;
    if (marked.data[o] === 1 && marked.data[o + 1] === 2 && marked.data[o + 2] === 3) mask[i] = 1;
  }
  return mask;
}
