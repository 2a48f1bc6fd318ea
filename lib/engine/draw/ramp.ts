/**
 * Hue-shifted color ramps in OKLCH, the way pixel artists build them: each step darker turns
 * toward cool blue-violet, each step lighter toward warm yellow, and chroma eases off at the
 * extremes so shadows do not turn muddy and highlights do not glow. Neutrals get a faint cool or
 * warm tint so even steel has a hue shift. These are the drawer's ramps; the palette layer builds
 * its own from recipes. The two pull hues differently at exactly opposite hues (this one turns the
 * negative way), so they stay separate: one shared pull would recolor existing sprites.
 */
import { clampChroma, type Oklch, oklchToRgb, type Rgb } from "../color";

/** Lightness offsets of levels 0..4 from the base (level 2). */
const L_OFFSETS = [-0.3, -0.16, 0, 0.12, 0.22] as const;
/** Chroma factors of levels 0..4. */
const C_FACTORS = [0.8, 0.95, 1, 0.9, 0.7] as const;
const COOL_HUE = 275;
const WARM_HUE = 75;
/** Degrees of hue drift per level away from the base. */
const SHIFT_PER_LEVEL = 11;

/** Rotates `h` toward `target` by at most `amount` degrees along the shorter arc. */
export function pullHue(h: number, target: number, amount: number): number {
  let delta = ((((target - h) % 360) + 540) % 360) - 180;
  if (Math.abs(delta) > amount) delta = Math.sign(delta) * amount;
  return (h + delta + 360) % 360;
}

export interface RampOptions {
  /** Scales the lightness spread: shiny metal above 1, soft cloth below. */
  readonly contrast?: number;
}

/** Five colors, darkest first; index 2 is the base color. */
export function buildRamp(base: Oklch, options: RampOptions = {}): Rgb[] {
  const contrast = options.contrast ?? 1;
  const neutral = base.C < 0.03;
  // Keep the whole ramp inside the visible range by sliding it, not by clipping its ends.
  const top = base.L + L_OFFSETS[4] * contrast;
  const bottom = base.L + L_OFFSETS[0] * contrast;
  const slide = top > 0.97 ? 0.97 - top : bottom < 0.14 ? 0.14 - bottom : 0;
  return L_OFFSETS.map((offset, level) => {
    const L = Math.min(0.98, Math.max(0.1, base.L + slide + offset * contrast));
    const steps = level - 2;
    const target = steps < 0 ? COOL_HUE : WARM_HUE;
    let h = pullHue(base.h, target, Math.abs(steps) * SHIFT_PER_LEVEL);
    let C = base.C * C_FACTORS[level]!;
    if (neutral && steps !== 0) {
      h = target;
      C = Math.max(C, steps < 0 ? 0.022 : 0.016);
    }
    return oklchToRgb(clampChroma({ L, C, h }));
  });
}
