/**
 * Pens: a material (ramp + how it takes light) bound to a new part of the canvas. Every shape a
 * generator draws is made with a fresh pen, so parts painted later sit in front and get inner
 * lines where they overlap earlier ones.
 */
import { FLAG_DETAIL, type InkCanvas, newPart } from "./canvas";
import { flat, type LitOptions, lit, type Shader } from "./shading";
import type { Pen } from "./shapes";

export interface Mat {
  readonly ramp: number;
  readonly light: LitOptions;
}

export interface PenOptions {
  /** Separate this part from the ones behind it with an inner line (default true). */
  readonly innerLine?: boolean;
  /** Extra lightness bias: negative for far limbs in shadow. */
  readonly bias?: number;
  /** Replace the lit shader (e.g. flat levels, textures). */
  readonly shader?: Shader;
  /** Mark every pixel as a detail that cleanup keeps. */
  readonly detail?: boolean;
}

export function pen(canvas: InkCanvas, mat: Mat, options: PenOptions = {}): Pen {
  const part = newPart(canvas, { innerLine: options.innerLine ?? true });
  const shader =
    options.shader ?? lit({ ...mat.light, bias: (mat.light.bias ?? 0) + (options.bias ?? 0) });
  return { ramp: mat.ramp, shader, part, flags: options.detail ? FLAG_DETAIL : 0 };
}

/** A pen that paints one fixed level of the material (flat fills, stripes, details). */
export function flatPen(canvas: InkCanvas, mat: Mat, level: number, options: PenOptions = {}): Pen {
  return pen(canvas, mat, { ...options, shader: flat(level) });
}
