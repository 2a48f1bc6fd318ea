/**
 * Lambert shading of a sprite with its normal map, for the studio's lit preview. Pure: RGBA
 * buffers in, RGBA buffer out, so it is tested without a canvas.
 *
 * Conventions of the service's normal maps (POST /api/normal-maps): tangent space, OpenGL by
 * default, so +X is right, +Y is up and +Z faces the viewer; a map made with `flip_green`
 * stores +Y down (DirectX) and its green channel is read the other way. Screen rows grow
 * downwards, so a light above a pixel on screen is at +Y from it.
 */

export interface PointLight {
  /** Position in sprite pixels, origin top-left, like the pointer over the canvas. */
  x: number;
  y: number;
  /** Height above the sprite's plane, in sprite pixels. */
  z: number;
}

export interface ShadeOptions {
  /** The map stores +Y down (DirectX). */
  flipGreen: boolean;
  /** Light every pixel receives whatever its facing, 0 to 1. */
  ambient?: number;
}

/** A unit normal from an RGB texel: each channel maps 0..255 to -1..1. */
export function decodeNormal(
  r: number,
  g: number,
  b: number,
  flipGreen: boolean,
): [number, number, number] {
  const x = (r / 255) * 2 - 1;
  const y = ((g / 255) * 2 - 1) * (flipGreen ? -1 : 1);
  const z = (b / 255) * 2 - 1;
  const length = Math.hypot(x, y, z) || 1;
  return [x / length, y / length, z / length];
}

/**
 * Shades `albedo` with `normal` (both RGBA, `width` × `height`) under a white point light.
 * Alpha is the albedo's: the map's silhouette equals the sprite's.
 */
export function shade(
  albedo: Uint8ClampedArray,
  normal: Uint8ClampedArray,
  width: number,
  height: number,
  light: PointLight,
  options: ShadeOptions,
  out: Uint8ClampedArray = new Uint8ClampedArray(width * height * 4),
): Uint8ClampedArray {
  const ambient = options.ambient ?? 0.18;
  const diffuse = 1 - ambient;
  for (let y = 0; y < height; y++) {
    // Toward the light, in tangent space: screen y grows down, tangent +Y is up.
    const ly = y + 0.5 - light.y;
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const alpha = albedo[at + 3]!;
      out[at + 3] = alpha;
      if (alpha === 0) {
        out[at] = out[at + 1] = out[at + 2] = 0;
        continue;
      }
      const [nx, ny, nz] = decodeNormal(
        normal[at]!,
        normal[at + 1]!,
        normal[at + 2]!,
        options.flipGreen,
      );
      const lx = light.x - (x + 0.5);
      const length = Math.hypot(lx, ly, light.z) || 1;
      const lambert = Math.max(0, (nx * lx + ny * ly + nz * light.z) / length);
      const intensity = ambient + diffuse * lambert;
      out[at] = albedo[at]! * intensity;
      out[at + 1] = albedo[at + 1]! * intensity;
      out[at + 2] = albedo[at + 2]! * intensity;
    }
  }
  return out;
}
