/**
 * Cut-out motion at the sprite's own pixel size. An import drawn at k × k screen pixels a pixel
 * (a 16-pixel hero painted at 3 px a pixel) is cut into parts at its size, then posed on its art
 * pixels, one pixel a block, and each frame is painted back at k px a pixel on the same grid: a
 * turned sword stays a line of whole blocks instead of breaking into screen-pixel strands, a
 * step moves a whole block, and what is drawn on a frame (a swoosh, a dither, a thinker's dots,
 * a spell's glow) is in blocks too.
 *
 * Only a picture wholly made of blocks is posed this way (read a pixel a block and painted back,
 * it gives every pixel it had); one with a stray pixel inside a block, and every engine sprite,
 * is posed as it is, so no pixel of it is lost.
 */
import { type Figure, figureInBlocks } from "../figure";
import {
  blocksToCanvas,
  detectPixelGrid,
  madeOfBlocks,
  type PixelGrid,
  type Pixels,
  UNIT_GRID,
} from "../raster";

export interface BlockWork {
  /** The figure to pose: one pixel a block (the figure itself when k = 1). */
  readonly figure: Figure;
  readonly grid: PixelGrid;
  /** A posed frame of `figure` painted back at the full size on the grid. */
  readonly toCanvas: (frame: Pixels) => Pixels;
}

export function blockWork(full: Figure): BlockWork {
  const found = detectPixelGrid(full.source);
  if (found.size === 1 || !madeOfBlocks(full.source, found)) {
    return { figure: full, grid: UNIT_GRID, toCanvas: (frame) => frame };
  }
  return {
    figure: figureInBlocks(full, found),
    grid: found,
    toCanvas: (frame) => blocksToCanvas(frame, found, full.width, full.height),
  };
}
