/**
 * A gem added to a ring (the bow of a key, a loop, a frame) is set in the ring's hole, the way
 * a pixel artist sets a stone: the ring and its outline stay whole around it and become its
 * setting, rather than a gem pasted over the ring that erases the hole.
 */
import { floodFill } from "../raster";
import type { RegionCanvas } from "./region";

/** Holes smaller than this across hold no readable stone; larger ones are not a setting. */
const MIN_SIDE = 2;
const MAX_SIDE = 6;

/**
 * The largest hole in the region: a patch of air (4-connected) that touches neither the region's
 * edge nor the canvas edge, ringed by art. Null when there is none of a stone's size.
 */
export function holeIn(canvas: RegionCanvas): number[] | null {
  const { region, px } = canvas;
  const { width, height } = px;
  const seen = new Uint8Array(px.data.length);
  const air = (i: number) => {
    const x = i % width;
    const y = (i - x) / width;
    return canvas.inside(x, y) && canvas.get(x, y) === 0;
  };
  // A patch reaching the region's border row or column is open past the region, not a hole.
  const onBorder = (x: number, y: number) =>
    x === region.x ||
    y === region.y ||
    x === region.x + region.width - 1 ||
    y === region.y + region.height - 1;
  let best: number[] | null = null;
  for (let y = region.y; y < region.y + region.height; y++)
    for (let x = region.x; x < region.x + region.width; x++) {
      const start = y * width + x;
      if (seen[start] || !air(start)) continue;
      const cells: number[] = [];
      let open = false;
      floodFill(width, height, [start], air, {
        connectivity: 4,
        seen,
        visit: (i) => {
          cells.push(i);
          const cx = i % width;
          if (onBorder(cx, (i - cx) / width)) open = true;
        },
      });
      if (open) continue;
      const xs = cells.map((i) => i % width);
      const ys = cells.map((i) => Math.floor(i / width));
      const w = Math.max(...xs) - Math.min(...xs) + 1;
      const h = Math.max(...ys) - Math.min(...ys) + 1;
      if (Math.min(w, h) < MIN_SIDE || Math.max(w, h) > MAX_SIDE) continue;
      if (!best || cells.length > best.length) best = cells;
    }
  return best;
}

/**
 * Fills the hole with a cut stone in `ramp` (darkest first): a near-white glint at its upper
 * left, its body, its darkest shade along the bottom and right edges. Returns the pixels drawn.
 */
export function setInHole(canvas: RegionCanvas, hole: number[], ramp: readonly number[]): number {
  const { width } = canvas.px;
  const set = new Set(hole);
  const xs = hole.map((i) => i % width);
  const ys = hole.map((i) => Math.floor(i / width));
  const [x0, y0] = [Math.min(...xs), Math.min(...ys)];
  const dark = ramp[0]!;
  const body = ramp[Math.min(2, ramp.length - 1)]!;
  const light = ramp[ramp.length - 1]!;
  const glint = (() => {
    const mix = (c: number) => Math.round(c + (255 - c) * 0.7);
    return (
      ((255 << 24) |
        (mix((light >>> 16) & 255) << 16) |
        (mix((light >>> 8) & 255) << 8) |
        mix(light & 255)) >>>
      0
    );
  })();
  let top = -1;
  for (const i of hole) if (Math.floor(i / width) === y0 && (top < 0 || i < top)) top = i;
  for (const i of hole) {
    const x = i % width;
    const y = Math.floor(i / width);
    // The bottom and right edges of the stone are in shadow.
    const shadow = !set.has(i + width) || !set.has(i + 1);
    let v = shadow ? dark : body;
    if (i === top) v = glint;
    else if (!shadow && (x === x0 || y === y0)) v = light;
    canvas.set(x, y, v);
  }
  return hole.length;
}
