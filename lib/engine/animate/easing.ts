/**
 * The timing curves every motion shares: poses are keyed on a loop's progress p in [0, 1), and
 * angles are written in degrees.
 */

export const deg = (degrees: number) => (degrees * Math.PI) / 180;
export const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
/** Smoothstep: slow in, slow out. */
export const ease = (x: number) => {
  const c = clamp01(x);
  return c * c * (3 - 2 * c);
};
/** A tent of height 1 at `center`, zero beyond `width` either side. */
export const bump = (p: number, center: number, width: number) =>
  Math.max(0, 1 - Math.abs(p - center) / width);
