/**
 * An item made smaller keeps its thick parts, but a line one pixel wide (a bowstring, a thin
 * chain) can break into specks that float beside it. No pixel of an item floats apart from it:
 * the specks are left out, and the item reads as its solid parts (a bow's stave).
 */
import { labelComponents, type Pixels } from "../raster";

/**
 * Pieces this small, or this small a share of the item's largest piece, are specks of a line
 * broken by a shrink, not parts of the item.
 */
const SPECK = 3;
const SPECK_SHARE = 0.08;

/** `px` without the pieces (touching at a corner joins them) too small to be part of it. */
export function withoutSpecks(px: Pixels): Pixels {
  const { width, height, data } = px;
  const { labels, sizes } = labelComponents(width, height, (i) => data[i] !== 0, 8);
  if (sizes.length < 2) return px;
  const largest = Math.max(...sizes);
  const speck = (label: number) => {
    const n = sizes[label - 1]!;
    return n <= SPECK || n < largest * SPECK_SHARE;
  };
  if (!sizes.some((_, k) => speck(k + 1))) return px;
  const out = new Uint32Array(data);
  for (let i = 0; i < out.length; i++) if (labels[i]! > 0 && speck(labels[i]!)) out[i] = 0;
  return { width, height, data: out };
}
