/**
 * Light from the top-left, quantized into the few bands a pixel artist paints: a surface normal
 * in, a ramp level out. Banding (not smooth gradients) is what keeps sprites free of
 * anti-alias noise.
 */
import type { LitOptions } from "../prompt";

export type { LitOptions };

/** Surface normal to shade level, with the pixel position for textures. */
export type Shader = (nx: number, ny: number, nz: number, x: number, y: number) => number;

const length = Math.hypot(-0.55, -0.65, 0.52);
/** Unit vector toward the light: up and to the left, a little in front of the sprite. */
export const LIGHT = { x: -0.55 / length, y: -0.65 / length, z: 0.52 / length } as const;

/** The brightness of a face that looks straight at the viewer. */
export const FRONT = LIGHT.z;

/** Brightness to level: 1 shadow, 2 base, 3 light, 4 highlight. Level 0 is kept for lines. */
export function band(brightness: number, highlight = true): number {
  if (brightness >= 0.9) return highlight ? 4 : 3;
  if (brightness >= 0.6) return 3;
  if (brightness >= 0.12) return 2;
  return 1;
}

export function lit(options: LitOptions = {}): Shader {
  const contrast = options.contrast ?? 1;
  const bias = options.bias ?? 0;
  const highlight = options.highlight ?? true;
  return (nx, ny, nz) => {
    const dot = nx * LIGHT.x + ny * LIGHT.y + nz * LIGHT.z;
    return band(FRONT + (dot - FRONT) * contrast + bias, highlight);
  };
}

/**
 * A shader lit from the top-right when `side` is -1: what a drawer paints for a W-side facing,
 * which is flipped after drawing, so the light ends up at the top-left like every other facing's.
 */
export function mirroredLight(base: Shader, side: -1 | 1): Shader {
  return side > 0 ? base : (nx, ny, nz, x, y) => base(-nx, ny, nz, x, y);
}

/** One level everywhere (flat color, for details and faces that are lit by construction). */
export function flat(level: number): Shader {
  return () => level;
}

/** Adds a position-dependent level offset (grain, speckle, stripes) to a shader. */
export function textured(base: Shader, offset: (x: number, y: number) => number): Shader {
  return (nx, ny, nz, x, y) => Math.max(1, Math.min(4, base(nx, ny, nz, x, y) + offset(x, y)));
}
