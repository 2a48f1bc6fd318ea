/**
 * A figure read one pixel a block. An import drawn at k × k screen pixels a pixel is cut into
 * parts at its full size (the reading of heads, hands and hips is tuned to that size), then every
 * block takes the part of its centre pixel, so a part is whole blocks and the figure can be posed
 * on its art pixels. Joints, rows and the centre line are the same places measured in blocks.
 */
import { boundsOf, firstBlock, type PixelGrid, type Pixels, toBlocks } from "../raster";
import { extractPart, type Figure, type Part, type PartName } from "./segment";

/** A place on the canvas (pixel edges) as the same place in blocks, to the nearest half block. */
function placeInBlocks(value: number, origin: number, size: number): number {
  return Math.round(((value - origin) / size) * 2) / 2;
}

export function figureInBlocks(figure: Figure, grid: PixelGrid): Figure {
  if (grid.size === 1) return figure;
  const k = grid.size;
  const o = firstBlock(grid);
  const source = toBlocks(figure.source, grid);
  const asPixels = (values: ArrayLike<number>): Pixels => ({
    width: figure.width,
    height: figure.height,
    data: Uint32Array.from(values),
  });
  const labels = Uint8Array.from(toBlocks(asPixels(figure.labels), grid).data);
  const backdrop = toBlocks(asPixels(figure.backdrop), grid).data;
  const row = (y: number) => Math.floor((y - o.y) / k);
  const parts = new Map<PartName, Part>();
  for (const [name, part] of figure.parts) {
    const pivot = {
      x: placeInBlocks(part.pivot.x, o.x, k),
      y: placeInBlocks(part.pivot.y, o.y, k),
    };
    const inBlocks = extractPart(name, labels, source, pivot);
    if (inBlocks) parts.set(name, inBlocks);
  }
  const bounds = boundsOf(source) ?? {
    left: 0,
    top: 0,
    right: source.width - 1,
    bottom: source.height - 1,
  };
  return {
    ...figure,
    width: source.width,
    height: source.height,
    source,
    parts,
    bounds,
    neckY: row(figure.neckY),
    hipY: row(figure.hipY),
    centerX: placeInBlocks(figure.centerX, o.x, k),
    backdrop,
    labels,
  };
}
