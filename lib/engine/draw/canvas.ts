/**
 * The drawing surface generators paint on before any color exists: each pixel holds an ink (a
 * ramp and a shade level), the part that painted it, and flags. Working in inks rather than RGB
 * keeps outlines, inner lines, cleanup and palette lock exact: they reason about "which ramp,
 * which level", never about near-equal colors.
 */
import type { LayerSpec } from "./layer-types";

/** Shade levels per ramp: 0 darkest (inner lines), 1 shadow, 2 base, 3 light, 4 highlight. */
export const LEVELS = 5;
export const EMPTY = -1;
/** The sprite's dark outline color, outside every ramp. */
export const OUTLINE_INK = 0x7fff;

/** A pixel the cleanup pass must keep even when it is a single-pixel speck (an eye, a glint). */
export const FLAG_DETAIL = 1;
/**
 * A pixel of light, not of a surface (a tractor beam, a lamp's cone): the outline neither
 * borders it nor is stopped by it, so the light shows against the ground with no dark rim.
 */
export const FLAG_LIGHT = 2;
/**
 * A line one pixel thin that is its own edge (a bowstring): the outline does not border it, so
 * it stays one pixel and does not become a band as heavy as the shapes it joins.
 */
export const FLAG_THIN = 4;

export interface PartInfo {
  /** Draw a darker line on this part where it borders a part painted earlier (behind it). */
  readonly innerLine: boolean;
}

export interface InkCanvas {
  readonly width: number;
  readonly height: number;
  readonly ink: Int16Array;
  readonly part: Uint16Array;
  readonly flags: Uint8Array;
  /** Index = part id; id 0 is "no part". */
  readonly parts: PartInfo[];
  /**
   * Present while a layered document is being drawn: every `put` also lands in the current
   * layer's own buffer, so a layer keeps the pixels later parts cover (see layers.ts).
   */
  recorder?: LayerRecorder;
}

/** One layer's own pixels while drawing: full-canvas buffers, cropped when the document is made. */
export interface LayerBuffer {
  readonly ink: Int16Array;
  readonly part: Uint16Array;
  readonly flags: Uint8Array;
  /**
   * A box holding every pixel ever given ink (x1 < x0 while none was): a layer is cropped by
   * scanning only this, not the whole canvas, which at 256 px and some thirty layers was most
   * of the cost of taking the layers.
   */
  readonly box: { x0: number; y0: number; x1: number; y1: number };
}

/** Grows a layer's box to hold (x, y). */
export function holdInBox(layer: LayerBuffer, x: number, y: number): void {
  const box = layer.box;
  if (x < box.x0) box.x0 = x;
  if (x > box.x1) box.x1 = x;
  if (y < box.y0) box.y0 = y;
  if (y > box.y1) box.y1 = y;
}

export interface LayerRecorder {
  readonly specs: LayerSpec[];
  readonly buffers: LayerBuffer[];
  /** Index of the layer being drawn, -1 between layers. */
  current: number;
  /** Sends a pixel to one of several layers drawn at once (a leg split at the knee). */
  route: ((x: number, y: number) => number) | null;
}

export function createCanvas(width: number, height: number): InkCanvas {
  const size = width * height;
  const ink = new Int16Array(size);
  ink.fill(EMPTY);
  return {
    width,
    height,
    ink,
    part: new Uint16Array(size),
    flags: new Uint8Array(size),
    parts: [{ innerLine: false }],
  };
}

export function inkOf(ramp: number, level: number): number {
  return ramp * LEVELS + Math.max(0, Math.min(LEVELS - 1, level));
}
export const rampOf = (ink: number): number => Math.floor(ink / LEVELS);
export const levelOf = (ink: number): number => ink % LEVELS;

/** Starts a new part; later parts are in front of earlier ones. */
export function newPart(canvas: InkCanvas, info: PartInfo = { innerLine: true }): number {
  canvas.parts.push(info);
  return canvas.parts.length - 1;
}

export function put(canvas: InkCanvas, x: number, y: number, ink: number, part: number, flags = 0) {
  if (x < 0 || y < 0 || x >= canvas.width || y >= canvas.height) return;
  const i = y * canvas.width + x;
  canvas.ink[i] = ink;
  canvas.part[i] = part;
  canvas.flags[i] = flags;
  const recorder = canvas.recorder;
  if (recorder && recorder.current >= 0) {
    const layer = recorder.buffers[recorder.route ? recorder.route(x, y) : recorder.current];
    if (layer) {
      layer.ink[i] = ink;
      layer.part[i] = part;
      layer.flags[i] = flags;
      if (ink !== EMPTY) holdInBox(layer, x, y);
    }
  }
}

export function inkAt(canvas: InkCanvas, x: number, y: number): number {
  if (x < 0 || y < 0 || x >= canvas.width || y >= canvas.height) return EMPTY;
  return canvas.ink[y * canvas.width + x]!;
}

export function erase(canvas: InkCanvas, x: number, y: number): void {
  put(canvas, x, y, EMPTY, 0, 0);
}
