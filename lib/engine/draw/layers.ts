/**
 * Layered drawing: while a generator paints, each part it declares (a leg, the torso, an arm,
 * the head, the held item) is also kept whole in a layer of its own, including the pixels later
 * parts cover. The flat canvas is painted exactly as before (a layer only adds a second write),
 * so the generated sprite does not change; the layers are what animations pose.
 *
 * Layers are in paint order: z is the order they were declared, so composing them back to front
 * at rest gives the flat canvas's inks pixel for pixel.
 */
import { EMPTY, holdInBox, type InkCanvas, type LayerBuffer } from "./canvas";
import type { LayerSpec, SpriteLayer } from "./layer-types";

export type { LayerRole, LayerSpec, RigKind, SpriteLayer } from "./layer-types";

export function recordLayers(canvas: InkCanvas): void {
  canvas.recorder = { specs: [], buffers: [], current: -1, route: null };
}

function buffer(size: number): LayerBuffer {
  const ink = new Int16Array(size);
  ink.fill(EMPTY);
  return {
    ink,
    part: new Uint16Array(size),
    flags: new Uint8Array(size),
    box: { x0: Number.POSITIVE_INFINITY, y0: Number.POSITIVE_INFINITY, x1: -1, y1: -1 },
  };
}

/**
 * Declares the layers `draw` paints; `route` sends each pixel to one of them by position (a leg
 * split at the knee). Without a recorder (an ordinary generation, a measuring pass) this only
 * calls `draw`.
 */
export function inLayers<T>(
  canvas: InkCanvas,
  specs: readonly LayerSpec[],
  route: ((x: number, y: number) => number) | null,
  draw: () => T,
): T {
  const recorder = canvas.recorder;
  if (!recorder) return draw();
  const first = recorder.buffers.length;
  for (const spec of specs) {
    recorder.specs.push(spec);
    recorder.buffers.push(buffer(canvas.width * canvas.height));
  }
  const saved = { current: recorder.current, route: recorder.route };
  recorder.current = first;
  recorder.route = route ? (x, y) => first + route(x, y) : null;
  try {
    return draw();
  } finally {
    recorder.current = saved.current;
    recorder.route = saved.route;
  }
}

export function inLayer<T>(canvas: InkCanvas, spec: LayerSpec, draw: () => T): T {
  return inLayers(canvas, [spec], null, draw);
}

/**
 * The recorded layers, cropped. A thigh (or a beast's upper leg) also keeps, under its shin,
 * copies of its bottom row (hidden at rest, where the shin covers them), so a bent knee shows no
 * gap behind it.
 */
export function takeLayers(canvas: InkCanvas): SpriteLayer[] {
  const recorder = canvas.recorder;
  if (!recorder) return [];
  const { width, height } = canvas;
  const layers = recorder.specs.map((spec, z) => ({ spec, z, buf: recorder.buffers[z]! }));
  for (const { spec, buf } of layers) {
    // A biped's thigh over its shin; a beast's leg over the part below its knee.
    const lowerRole = spec.role === "leg-upper" ? "leg-lower" : spec.role === "leg" ? "leg" : null;
    if (!lowerRole) continue;
    const lower = layers.find((l) => l.spec.parent === spec.name && l.spec.role === lowerRole);
    if (lower) padKnee(buf, lower.buf, width, height);
  }
  return layers.map(({ spec, z, buf }) => crop(spec, z, buf, width, height));
}

function padKnee(upper: LayerBuffer, lower: LayerBuffer, width: number, height: number): void {
  for (let x = 0; x < width; x++) {
    let bottom = -1;
    for (let y = height - 1; y >= 0; y--) {
      if (upper.ink[y * width + x] !== EMPTY) {
        bottom = y;
        break;
      }
    }
    if (bottom < 0) continue;
    const from = bottom * width + x;
    for (let y = bottom + 1; y < Math.min(height, bottom + 4); y++) {
      const i = y * width + x;
      if (lower.ink[i] === EMPTY) break;
      upper.ink[i] = upper.ink[from]!;
      upper.part[i] = upper.part[from]!;
      upper.flags[i] = upper.flags[from]!;
      holdInBox(upper, x, y);
    }
  }
}

function crop(
  spec: LayerSpec,
  z: number,
  buf: LayerBuffer,
  width: number,
  height: number,
): SpriteLayer {
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  // Only the box can hold ink; clamped, as the box is kept in canvas pixels.
  const { box } = buf;
  const x0 = Math.max(0, box.x0);
  const x1 = Math.min(width - 1, box.x1);
  for (let y = Math.max(0, box.y0); y <= Math.min(height - 1, box.y1); y++) {
    for (let x = x0; x <= x1; x++) {
      if (buf.ink[y * width + x] === EMPTY) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  const w = Math.max(0, right - left + 1);
  const h = Math.max(0, bottom - top + 1);
  const ink = new Int16Array(w * h);
  const part = new Uint16Array(w * h);
  const flags = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const from = (top + y) * width + left;
    ink.set(buf.ink.subarray(from, from + w), y * w);
    part.set(buf.part.subarray(from, from + w), y * w);
    flags.set(buf.flags.subarray(from, from + w), y * w);
  }
  return { ...spec, z, x: w ? left : 0, y: h ? top : 0, width: w, height: h, ink, part, flags };
}
