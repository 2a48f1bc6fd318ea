/**
 * The block size a picture was drawn at. An artist's import is often drawn at one art pixel per
 * k × k screen pixels (a 16-pixel hero painted at 3 px a pixel on a 64 px canvas); anything an
 * edit adds to it must be drawn in the same k × k blocks on the same grid, or it reads as a
 * different, finer sprite pasted on. Engine sprites are drawn at 1 px a pixel (k = 1).
 *
 * The block grid is read from the colour edges: every place a row or column changes colour
 * (or opacity) is a block boundary, so all of them fall on one residue modulo k. The largest k
 * (up to `MAX_BLOCK`) for which nearly all edges do, with enough edges to be sure, is the scale.
 *
 * `toBlocks` reads the picture one pixel per block; `fromBlocks` paints a block-sized picture
 * back at k px a pixel, on the grid. An edit that draws on an import draws on `toBlocks` of it
 * and pastes what it changed with `fromBlocks`, so what it adds is made of whole blocks.
 */
import { createPixels, type Pixels } from "./pixels";

/** A picture's block grid: blocks of `size` × `size` px whose corners sit at (originX, originY) modulo size. */
export interface PixelGrid {
  readonly size: number;
  /** 0 ≤ originX < size: x of a block's left column, modulo size. */
  readonly originX: number;
  readonly originY: number;
}

/** The grid of a picture drawn one pixel a pixel. */
export const UNIT_GRID: PixelGrid = { size: 1, originX: 0, originY: 0 };

/** Larger blocks than this are not looked for (a 64 px sprite of 8 × 8 art pixels at most). */
const MAX_BLOCK = 8;
/** Share of the edges that must sit on the grid (a few stray hand-edited pixels are allowed). */
const ON_GRID = 0.97;
/** Fewer edges than this per axis cannot tell a grid from chance. */
const MIN_EDGES = 12;

/** Positions (x for rows, y for columns) where the colour changes: the left/top of the new run. */
function edgePositions(px: Pixels, alongRows: boolean): number[] {
  const { width, height, data } = px;
  const lines = alongRows ? height : width;
  const length = alongRows ? width : height;
  const at = (line: number, i: number) =>
    alongRows ? data[line * width + i]! : data[i * width + line]!;
  const out: number[] = [];
  for (let line = 0; line < lines; line++) {
    for (let i = 1; i < length; i++) if (at(line, i) !== at(line, i - 1)) out.push(i);
  }
  return out;
}

/** The residue modulo k most edges share, and the share of edges on it. */
function bestResidue(edges: readonly number[], k: number): { residue: number; share: number } {
  const counts = new Array<number>(k).fill(0);
  for (const e of edges) counts[e % k]!++;
  let residue = 0;
  for (let r = 1; r < k; r++) if (counts[r]! > counts[residue]!) residue = r;
  return { residue, share: edges.length ? counts[residue]! / edges.length : 0 };
}

/** The block grid `px` was drawn on; `UNIT_GRID` for a picture drawn 1 px a pixel. */
export function detectPixelGrid(px: Pixels): PixelGrid {
  const xs = edgePositions(px, true);
  const ys = edgePositions(px, false);
  if (xs.length < MIN_EDGES || ys.length < MIN_EDGES) return UNIT_GRID;
  for (let k = MAX_BLOCK; k >= 2; k--) {
    const x = bestResidue(xs, k);
    const y = bestResidue(ys, k);
    if (x.share >= ON_GRID && y.share >= ON_GRID) {
      return { size: k, originX: x.residue, originY: y.residue };
    }
  }
  return UNIT_GRID;
}

/** The block size alone (1 for an engine sprite, 3 for a hero painted at 3 px a pixel). */
export function detectPixelScale(px: Pixels): number {
  return detectPixelGrid(px).size;
}

/** Where block (0, 0) starts on the canvas: at or left of / above 0, so blocks cover it all. */
export function firstBlock(grid: PixelGrid): { x: number; y: number } {
  const x = grid.originX === 0 ? 0 : grid.originX - grid.size;
  const y = grid.originY === 0 ? 0 : grid.originY - grid.size;
  return { x, y };
}

/** The block-sized picture: one pixel per block of `px`, read at the block's centre. */
export function toBlocks(px: Pixels, grid: PixelGrid): Pixels {
  if (grid.size === 1)
    return { width: px.width, height: px.height, data: new Uint32Array(px.data) };
  const k = grid.size;
  const o = firstBlock(grid);
  const width = Math.ceil((px.width - o.x) / k);
  const height = Math.ceil((px.height - o.y) / k);
  const out = createPixels(width, height);
  const half = Math.floor(k / 2);
  for (let by = 0; by < height; by++) {
    const y = Math.min(px.height - 1, Math.max(0, o.y + by * k + half));
    for (let bx = 0; bx < width; bx++) {
      const x = Math.min(px.width - 1, Math.max(0, o.x + bx * k + half));
      out.data[by * width + bx] = px.data[y * px.width + x]!;
    }
  }
  return out;
}

/**
 * `onto` (full size) with every block whose pixel differs between `blocksBefore` and
 * `blocksAfter` (both from `toBlocks` of it) painted whole in its new colour, clipped to the
 * canvas. Blocks that did not change keep `onto`'s own pixels exactly.
 */
export function fromBlocks(
  onto: Pixels,
  blocksBefore: Pixels,
  blocksAfter: Pixels,
  grid: PixelGrid,
): Pixels {
  const out: Pixels = { width: onto.width, height: onto.height, data: new Uint32Array(onto.data) };
  const k = grid.size;
  const o = firstBlock(grid);
  for (let by = 0; by < blocksAfter.height; by++) {
    for (let bx = 0; bx < blocksAfter.width; bx++) {
      const i = by * blocksAfter.width + bx;
      const v = blocksAfter.data[i]!;
      if (v === blocksBefore.data[i]) continue;
      for (let dy = 0; dy < k; dy++) {
        const y = o.y + by * k + dy;
        if (y < 0 || y >= out.height) continue;
        for (let dx = 0; dx < k; dx++) {
          const x = o.x + bx * k + dx;
          if (x < 0 || x >= out.width) continue;
          out.data[y * out.width + x] = v;
        }
      }
    }
  }
  return out;
}

/** A block-sized picture painted at the grid's size onto an empty `width` × `height` canvas. */
export function blocksToCanvas(
  blocks: Pixels,
  grid: PixelGrid,
  width: number,
  height: number,
): Pixels {
  return fromBlocks(
    createPixels(width, height),
    createPixels(blocks.width, blocks.height),
    blocks,
    grid,
  );
}

/**
 * True when `px` is wholly made of the grid's blocks: read a pixel a block and painted back, it
 * gives every pixel it had. A hand-edited pixel inside a block makes it false.
 */
export function madeOfBlocks(px: Pixels, grid: PixelGrid): boolean {
  if (grid.size === 1) return true;
  const back = blocksToCanvas(toBlocks(px, grid), grid, px.width, px.height);
  for (let i = 0; i < px.data.length; i++) if (back.data[i] !== px.data[i]) return false;
  return true;
}
