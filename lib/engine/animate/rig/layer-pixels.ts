/**
 * Whole-layer moves on packed layer pixels (each value an ink, a part id and flags packed in one
 * number): nearest-neighbour scaling about the layer's joint, and dropping a let-go layer onto
 * the ground. Values are copied whole, never blended, so a moved layer keeps its inks and parts.
 */
import type { SpriteLayer } from "../../draw";
import { createPixels, type Pixels } from "../../raster";

/**
 * Draws a let-go layer over the frame, moved `drop` of the way down to the `ground` row (frame
 * rows, before the figure is planted) and never lower than it; lying there it is slid along
 * the ground to within the body's width (beside the body, not out past its head), or, when
 * `toward` an end of the body, out past that end (the feet) as far as `room` (the widest the
 * body and it may lie together) allows, so it shows against the ground, not grey on grey.
 */
export function dropOnto(
  frame: Pixels,
  layer: Pixels,
  how: { drop: number; toward: -1 | 0 | 1; room: number },
  ground: number,
): void {
  const { drop, toward } = how;
  const { width, data } = frame;
  const extent = (pixels: Pixels) => {
    let lowest = -1;
    let left = width;
    let right = -1;
    for (let i = 0; i < pixels.data.length; i++) {
      if (!pixels.data[i]) continue;
      lowest = Math.floor(i / width);
      left = Math.min(left, i % width);
      right = Math.max(right, i % width);
    }
    return { lowest, left, right };
  };
  const item = extent(layer);
  if (item.lowest < 0) return;
  const body = extent(frame);
  const dy = Math.min(ground - item.lowest, Math.round((ground - item.lowest) * drop));
  let slide = 0;
  if (body.right >= 0 && item.right - item.left <= body.right - body.left) {
    slide = Math.max(0, body.left - item.left) + Math.min(0, body.right - item.right);
  }
  if (body.right >= 0 && toward !== 0) {
    const length = item.right - item.left + 1;
    const past = Math.max(0, Math.min(length, how.room - (body.right - body.left + 1)));
    slide = toward < 0 ? body.left - past - item.left : body.right + past - item.right;
  }
  const dx = Math.round(slide * drop);
  for (let i = 0; i < layer.data.length; i++) {
    const v = layer.data[i]!;
    const x = (i % width) + dx;
    const to = i + dy * width + dx;
    if (v && x >= 0 && x < width && to >= 0 && to < data.length) data[to] = v;
  }
}

/**
 * A layer's packed pixels scaled about its joint (nearest neighbour, so values stay whole). A
 * negative `sx` mirrors the layer about its joint's column (a head turned to look back).
 */
export function scaled(
  src: Pixels,
  layer: SpriteLayer,
  sx: number,
  sy: number,
): { src: Pixels; x: number; y: number } {
  if (sx < 0) {
    const plain = scaled(src, layer, -sx, sy);
    const { width, height } = plain.src;
    const out = createPixels(width, height);
    for (let v = 0; v < height; v++)
      for (let u = 0; u < width; u++)
        out.data[v * width + u] = plain.src.data[v * width + (width - 1 - u)]!;
    return { src: out, x: Math.round(2 * layer.joint.x - (plain.x + width)), y: plain.y };
  }
  const { joint } = layer;
  const x = Math.round(joint.x + (layer.x - joint.x) * sx);
  const y = Math.round(joint.y + (layer.y - joint.y) * sy);
  const width = Math.max(1, Math.round(joint.x + (layer.x + layer.width - joint.x) * sx) - x);
  const height = Math.max(1, Math.round(joint.y + (layer.y + layer.height - joint.y) * sy) - y);
  const out = createPixels(width, height);
  for (let v = 0; v < height; v++) {
    const from = Math.floor((y + v + 0.5 - joint.y) / sy + joint.y) - layer.y;
    if (from < 0 || from >= layer.height) continue;
    for (let u = 0; u < width; u++) {
      const fx = Math.floor((x + u + 0.5 - joint.x) / sx + joint.x) - layer.x;
      if (fx < 0 || fx >= layer.width) continue;
      out.data[v * width + u] = src.data[from * layer.width + fx]!;
    }
  }
  return { src: out, x, y };
}
