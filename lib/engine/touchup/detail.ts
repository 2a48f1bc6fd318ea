/**
 * Detail: shading that follows the form, in the sprite's own ramps (each color's family only, so
 * no foreign hue creeps in), light from the top-left. The shape shaded is the named part, or the
 * sprite's colored pixels in the region. Its rims say it is round:
 *
 * - a highlight one shade lighter just inside its lit edges (up and left), on its lit half;
 * - a shade one shade darker just inside its far edges (down and right), on its far half, a
 *   little deeper than the highlight, as a shadow side is.
 *
 * Both are bands along the outline, so the new shades come in runs, never as lone dots; small
 * features (an eye, a mouth: pixels whose color none of their neighbours shares) keep theirs.
 */
import { SIDE_STEPS } from "../raster";
import type { RegionCanvas } from "./region";
import { shadeOf, type SpritePalette } from "./sprite-palette";

/** How deep the lit rim and the far rim reach inside the shape, in pixels at 64 px. */
const LIT_DEPTH = 2;
const FAR_DEPTH = 3;

/** Shades the region, or only the pixels of `part` when a part was named. */
export function addDetail(
  canvas: RegionCanvas,
  palette: SpritePalette,
  part: Uint8Array | null,
): void {
  const { region, px } = canvas;
  const { width } = px;
  const line = (v: number) => {
    const c = palette.byValue.get(v);
    return v === 0 || !c || c.family < 0;
  };
  const inShape = (x: number, y: number) =>
    canvas.inside(x, y) && !line(canvas.get(x, y)) && (!part || part[y * width + x] === 1);
  let left = Infinity;
  let right = -Infinity;
  let top = Infinity;
  let bottom = -Infinity;
  for (let y = region.y; y < region.y + region.height; y++) {
    for (let x = region.x; x < region.x + region.width; x++) {
      if (!inShape(x, y)) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  if (left > right) return;
  const scale = Math.max(1, Math.round(Math.max(px.width, px.height) / 64));
  const cx = (left + right) / 2;
  const cy = (top + bottom) / 2;
  const rx = Math.max(1, (right - left) / 2);
  const ry = Math.max(1, (bottom - top) / 2);
  // Marks drawn inside the shape (eyes, a mouth: line pixels closed in by it) are no edge.
  const mark = (x: number, y: number) =>
    line(canvas.get(x, y)) &&
    canvas.get(x, y) !== 0 &&
    SIDE_STEPS.every(
      ([dx, dy]) =>
        inShape(x + dx, y + dy) ||
        (canvas.get(x + dx, y + dy) !== 0 && line(canvas.get(x + dx, y + dy))),
    );
  const endsWithin = (x: number, y: number, dx: number, dy: number, depth: number) => {
    for (let d = 1; d <= depth * scale; d++) {
      const nx = x + dx * d;
      const ny = y + dy * d;
      if (!inShape(nx, ny) && !mark(nx, ny)) return true;
    }
    return false;
  };
  for (let y = top; y <= bottom; y++) {
    for (let x = left; x <= right; x++) {
      if (!inShape(x, y)) continue;
      const v = canvas.get(x, y);
      const alike = [canvas.get(x - 1, y), canvas.get(x + 1, y), canvas.get(x, y - 1)].filter(
        (w) => w === v,
      ).length;
      if (alike + (canvas.get(x, y + 1) === v ? 1 : 0) < 2) continue;
      // -1 at the lit corner, +1 at the far one.
      const u = ((x - cx) / rx + (y - cy) / ry) / 2;
      if (u > 0 && (endsWithin(x, y, 1, 0, FAR_DEPTH) || endsWithin(x, y, 0, 1, FAR_DEPTH))) {
        const down = shadeOf(palette, v, -1, true);
        if (down !== null) canvas.set(x, y, down);
      } else if (
        u < 0 &&
        (endsWithin(x, y, -1, 0, LIT_DEPTH) || endsWithin(x, y, 0, -1, LIT_DEPTH))
      ) {
        const up = shadeOf(palette, v, 1, true);
        if (up !== null) canvas.set(x, y, up);
      }
    }
  }
}
