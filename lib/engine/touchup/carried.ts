/**
 * What a removal takes with the object. A thing is often drawn in several materials: a sword's
 * blade in steel, its guard and grip in gold and leather. When the blade goes, a piece that
 * touched nothing of the sprite but the blade (the hilt, floating in the hand's outline) goes
 * with it: a piece smaller than the object, joined to the rest of the sprite only through the
 * object and line work, inside the region, in colours the sprite shows nowhere else. The surface an object lies on (the
 * cap under its dots, the slime's body around an eye) is larger than the object and never goes.
 */
import { floodFill } from "../raster";
import type { RegionCanvas } from "./region";

const STEPS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;

/** `mask` with the pieces it carries added. */
export function withCarried(
  canvas: RegionCanvas,
  mask: Uint8Array,
  isLine: (v: number) => boolean,
): Uint8Array {
  return carriedBy(canvas, mask, isLine).mask;
}

/**
 * Whether the object carries a piece the region cuts: a piece it would take with it (boots
 * under shorter legs) that runs on past the region's edge, so moving the object would leave
 * that piece's far part behind.
 */
export function carriesPastRegion(
  canvas: RegionCanvas,
  mask: Uint8Array,
  isLine: (v: number) => boolean,
): boolean {
  return carriedBy(canvas, mask, isLine).cut;
}

function carriedBy(
  canvas: RegionCanvas,
  mask: Uint8Array,
  isLine: (v: number) => boolean,
): { mask: Uint8Array; cut: boolean } {
  const { before } = canvas;
  const { width, height } = before;
  let size = 0;
  for (const v of mask) size += v;
  const out = Uint8Array.from(mask);
  const seen = new Uint8Array(mask.length);
  const solid = (i: number) => before.data[i] !== 0 && !isLine(before.data[i]!);
  const pieces: number[][] = [];
  /** Pieces it would carry but for the region's edge running through them. */
  const outside: number[][] = [];
  for (let start = 0; start < mask.length; start++) {
    if (seen[start] || mask[start] || !solid(start)) continue;
    // One piece: solid pixels, 4-connected, outside the object.
    const piece: number[] = [];
    let touches = false;
    let inside = true;
    floodFill(width, height, [start], (j) => !mask[j] && solid(j), {
      connectivity: 4,
      seen,
      visit: (i) => {
        piece.push(i);
        const x = i % width;
        const y = (i - x) / width;
        if (!canvas.inside(x, y)) inside = false;
        for (const [dx, dy] of STEPS) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx >= 0 && ny >= 0 && nx < width && ny < height && mask[ny * width + nx])
            touches = true;
        }
      },
    });
    if (touches && piece.length * 2 <= size) (inside ? pieces : outside).push(piece);
  }
  // A piece in colours the sprite shows elsewhere (a hand on the grip, in the face's skin)
  // belongs to the figure, not to the thing.
  const owner = new Int32Array(mask.length).fill(-1);
  pieces.forEach((piece, k) => {
    for (const i of piece) owner[i] = k;
  });
  const elsewhere = new Set<number>();
  before.data.forEach((v, i) => {
    if (owner[i]! < 0 && !mask[i] && solid(i)) elsewhere.add(v);
  });
  for (const piece of pieces) {
    if (piece.some((i) => elsewhere.has(before.data[i]!))) continue;
    for (const i of piece) out[i] = 1;
  }
  // A cut piece is the object's when its colours show nowhere but in it and its like (the
  // other boot), the object and the pieces it carries aside.
  const cutPixel = new Uint8Array(mask.length);
  for (const piece of outside) for (const i of piece) cutPixel[i] = 1;
  const cut = outside.some((piece) => {
    const colours = new Set(piece.map((i) => before.data[i]!));
    return !before.data.some((v, i) => colours.has(v) && !cutPixel[i] && !mask[i] && owner[i]! < 0);
  });
  return { mask: out, cut };
}

/** Whether `mask` holds (nearly) every opaque pixel of the sprite. */
export function wholeSprite(canvas: RegionCanvas, mask: Uint8Array): boolean {
  let opaque = 0;
  let held = 0;
  canvas.before.data.forEach((v, i) => {
    if (v === 0) return;
    opaque++;
    if (mask[i]) held++;
  });
  return opaque > 0 && held >= opaque * 0.9;
}
