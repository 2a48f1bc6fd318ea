/**
 * The small pieces of an object that something in front cuts off from it (a robe's sleeve
 * showing past the staff the hand holds): pieces in exactly the object's own colours, lying
 * within three pixels of it (a staff's width) and much smaller than it. A recolour takes them with the object, so
 * no stray pixels of the old colour are left beside what was in front.
 */
import { floodFill } from "../raster";
import type { PartMap } from "./part-map";
import type { RegionCanvas } from "./region";

/** How far (in pixels) a cut-off piece may lie from the object: past a two-pixel staff. */
const REACH = 3;
/** A cut-off piece is at most this share of the object. */
const MAX_SHARE = 0.08;

/**
 * The mask with its cut-off pieces; on the engine's drawing (`parts`) only pieces of a part the
 * object already holds pixels of (a sleeve of the arm layers it holds), never another part's
 * pixels that happen to share a colour (eyebrows the beard's white).
 */
export function withPeeking(
  canvas: RegionCanvas,
  mask: Uint8Array,
  parts: PartMap | null = null,
): Uint8Array {
  const { width, height } = canvas.px;
  const data = canvas.before.data;
  const own = new Set<number>();
  let size = 0;
  for (let i = 0; i < mask.length; i++)
    if (mask[i]) {
      own.add(data[i]!);
      size++;
    }
  if (size === 0) return mask;
  const held = new Set<number>();
  if (parts) for (let i = 0; i < mask.length; i++) if (mask[i]) held.add(parts.map[i]!);
  const ofHeldPart = (i: number) => !parts || (parts.map[i]! > 0 && held.has(parts.map[i]!));
  const out = Uint8Array.from(mask);
  const seen = new Uint8Array(mask.length);
  // A piece: pixels in the region in one of the object's colours, not already the object's.
  const inPiece = (i: number) => {
    const x = i % width;
    return canvas.inside(x, (i - x) / width) && !mask[i] && own.has(data[i]!);
  };
  for (let y = canvas.region.y; y < canvas.region.y + canvas.region.height; y++)
    for (let x = canvas.region.x; x < canvas.region.x + canvas.region.width; x++) {
      const start = y * width + x;
      if (seen[start] || !inPiece(start)) continue;
      const piece: number[] = [];
      let near = false;
      floodFill(width, height, [start], inPiece, {
        connectivity: 4,
        seen,
        visit: (i) => {
          piece.push(i);
          const px = i % width;
          const py = (i - px) / width;
          for (let dy = -REACH; dy <= REACH && !near; dy++)
            for (let dx = -REACH; dx <= REACH && !near; dx++) {
              const nx = px + dx;
              const ny = py + dy;
              if (nx >= 0 && ny >= 0 && nx < width && ny < height && mask[ny * width + nx])
                near = true;
            }
        },
      });
      // A lone pixel of the colour is as likely another part's as a cut-off piece of this one.
      if (near && piece.length >= 2 && piece.length <= size * MAX_SHARE && piece.every(ofHeldPart))
        for (const i of piece) out[i] = 1;
    }
  return out;
}
