/**
 * The light a torch or a lit window throws on the scenery behind it: a disc in which the
 * scenery's own shades step up toward its lightest, so lit stone is still stone. A torch's pool
 * is sized to its flame (radius 2.5 flame heights), so a small torch lights a small patch. On a
 * wall, in a dark interior, the pool is bright: two levels at its heart, one level further out,
 * dithered at the rim. Outdoors, where the scene is already lit, it is faint: one level at the
 * heart, a checkerboard around it and a sparse one-in-four scatter at the rim.
 */
import { EMPTY, type InkCanvas, inkOf, LEVELS, levelOf, OUTLINE_INK, rampOf } from "./canvas";

/** How strongly a pool lights: `wall` for interiors, `open` for scenes under the sky. */
export type PoolStrength = "wall" | "open";

/** A torch's pool radius for a flame `flameHeight` pixels tall. */
export const torchPoolRadius = (flameHeight: number): number => flameHeight * 2.5;

/** Levels added at (x, y), `d` the distance from the centre as a fraction of the radius. */
export function poolStep(strength: PoolStrength, d: number, x: number, y: number): number {
  if (d > 1) return 0;
  if (strength === "wall") return d < 0.5 ? 2 : d < 0.8 ? 1 : (x + y) % 2 === 0 ? 1 : 0;
  if (d < 0.4) return 1;
  if (d < 0.7) return (x + y) % 2 === 0 ? 1 : 0;
  return x % 2 === 0 && y % 2 === 0 ? 1 : 0;
}

/** Lightens the scenery within `r` of (cx, cy); empty pixels and outlines are left alone. */
export function lightPool(
  canvas: InkCanvas,
  cx: number,
  cy: number,
  r: number,
  strength: PoolStrength,
): void {
  for (let y = Math.floor(cy - r); y <= cy + r; y++) {
    for (let x = Math.floor(cx - r); x <= cx + r; x++) {
      if (x < 0 || y < 0 || x >= canvas.width || y >= canvas.height) continue;
      const i = y * canvas.width + x;
      const ink = canvas.ink[i]!;
      if (ink === EMPTY || ink >= OUTLINE_INK) continue;
      const step = poolStep(strength, Math.hypot(x - cx, y - cy) / r, x, y);
      if (step === 0) continue;
      canvas.ink[i] = inkOf(rampOf(ink), Math.min(LEVELS - 1, levelOf(ink) + step));
    }
  }
}
