/**
 * One color ramp, dark to light, the way pixel artists build them: the hue drifts along the
 * ramp (lights toward warm yellow-orange, darks toward cool blue-violet, unless the drift is
 * negative), chroma peaks in the middle and falls at both ends, and lightness steps evenly.
 * Colors are OKLCH; the caller gamut-clamps when converting to sRGB.
 */
import type { Oklch } from "../color";

/** Where lights and darks drift to (OKLCH degrees): a warm orange-yellow and a cool blue-violet. */
export const WARM_HUE = 75;
export const COOL_HUE = 265;

export interface RampSpec {
  /** Hue of the middle of the ramp. */
  hue: number;
  /** When set, every color's hue is held inside this arc (from the first to the second, going up). */
  hueRange?: readonly [number, number] | null;
  /** Chroma at the ramp's peak (the middle). */
  chroma: number;
  lightMin: number;
  lightMax: number;
  /** Signed degrees of drift at the ends: positive warms the lights and cools the darks. */
  drift: number;
  /** A grey ramp: near-zero chroma, tinted only by the drift (cool darks, warm lights). */
  neutral?: boolean;
  /**
   * Where in the lightness range a short ramp sits (0 dark end, 1 light end; default 0.55). A
   * short ramp covers less than the whole range, so a two-color accent gives two mid-tones
   * rather than repeating the main ramp's near-black and near-white.
   */
  pivot?: number;
  /** The main ramp always runs from the darkest dark to the lightest light. */
  fullSpan?: boolean;
}

/** The share of the lightness range a ramp of `length` colors covers: 1 color 0, 7 or more all. */
export const rampSpan = (length: number) => Math.min(1, Math.max(0, (length - 1) / 6));

export const normalizeHue = (h: number) => ((h % 360) + 360) % 360;

/** Signed shortest angle from `from` to `to`, in (-180, 180]. */
export function hueDelta(from: number, to: number): number {
  const d = normalizeHue(to - from);
  return d > 180 ? d - 360 : d;
}

/** Moves `hue` toward `target` by at most `amount` degrees, never past it. */
export function pullHue(hue: number, target: number, amount: number): number {
  const d = hueDelta(hue, target);
  const step = Math.min(Math.abs(d), Math.max(0, amount));
  return normalizeHue(hue + Math.sign(d) * step);
}

/** Holds a hue inside the arc [from, to] (going up, so [330, 20] is the reds), else the nearer end. */
export function clampHueToArc(hue: number, [from, to]: readonly [number, number]): number {
  const span = normalizeHue(to - from);
  const offset = normalizeHue(hue - from);
  if (offset <= span) return normalizeHue(hue);
  const pastEnd = offset - span;
  const beforeStart = 360 - offset;
  return normalizeHue(pastEnd < beforeStart ? to : from);
}

/** The hue at position t (0 dark .. 1 light) of a ramp centred on `hue`. */
export function driftedHue(hue: number, t: number, drift: number): number {
  const k = 2 * t - 1;
  if (drift === 0 || k === 0) return normalizeHue(hue);
  const target = k > 0 === drift > 0 ? WARM_HUE : COOL_HUE;
  return pullHue(hue, target, Math.abs(drift) * Math.abs(k));
}

/** The share of peak chroma at position t: 1 in the middle, 0.3 at the ends. */
export const chromaProfile = (t: number) => 1 - 0.7 * (2 * t - 1) ** 2;

export function rampPosition(index: number, length: number): number {
  return length === 1 ? 0.5 : index / (length - 1);
}

export function buildRamp(spec: RampSpec, length: number): Oklch[] {
  const colors: Oklch[] = [];
  const full = spec.lightMax - spec.lightMin;
  const span = spec.fullSpan ? full : full * rampSpan(length);
  const low = spec.lightMin + (full - span) * (spec.pivot ?? 0.55);
  for (let i = 0; i < length; i++) {
    const t = rampPosition(i, length);
    const L = low + span * t;
    if (spec.neutral) {
      // A grey's tint comes from the drift alone: pure grey in the middle, faint cool/warm ends.
      const k = 2 * t - 1;
      const tint = Math.min(1, Math.abs(spec.drift) / 25) * Math.abs(k);
      const warmEnd = k > 0 === spec.drift >= 0;
      colors.push({ L, C: spec.chroma * tint, h: warmEnd ? WARM_HUE : COOL_HUE });
      continue;
    }
    let h = driftedHue(spec.hue, t, spec.drift);
    if (spec.hueRange) h = clampHueToArc(h, spec.hueRange);
    colors.push({ L, C: spec.chroma * chromaProfile(t), h });
  }
  return colors;
}
