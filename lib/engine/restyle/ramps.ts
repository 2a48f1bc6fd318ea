/**
 * Gradient-map ramps: OKLCH stops along 0 (darkest, where the outline lands) to 1 (brightest).
 * Every ramp rises strictly in lightness, so mapping a sprite's lightness through it keeps the
 * sprite's value structure (what makes it read) while the hues change. Hues shift the way a pixel
 * artist shifts them: shadows cooler or deeper, highlights warmer.
 */
import type { Oklch } from "../color";

export interface RampStop {
  readonly t: number;
  readonly L: number;
  readonly C: number;
  readonly h: number;
}
export type Ramp = readonly RampStop[];

import type { RestylePreset } from "./presets";

export { RESTYLE_PRESETS, type RestylePreset } from "./presets";

export interface PresetLook {
  /** Most of the sprite maps through this. */
  readonly main: Ramp;
  /** Second part of the sprite (careful tier) and trims, halos and glints. */
  readonly accent: Ramp;
  /** Whether the careful tier keeps skin tones (false where the preset is about the skin). */
  readonly protectSkin: boolean;
}

const r = (...stops: [number, number, number, number][]): Ramp =>
  stops.map(([t, L, C, h]) => ({ t, L, C, h }));

export const PRESET_LOOKS: Readonly<Record<RestylePreset, PresetLook>> = {
  fire: {
    main: r(
      [0, 0.17, 0.05, 20],
      [0.3, 0.38, 0.15, 27],
      [0.55, 0.58, 0.19, 38],
      [0.8, 0.77, 0.16, 62],
      [1, 0.95, 0.08, 98],
    ),
    accent: r([0, 0.25, 0.08, 30], [0.5, 0.72, 0.17, 60], [1, 0.97, 0.06, 100]),
    protectSkin: true,
  },
  // Frozen through: the whole figure, skin too, in pale cold cyan over a deep blue line, so it
  // reads as ice and not as blue clothes on a warm face.
  ice: {
    main: r(
      [0, 0.24, 0.05, 258],
      [0.25, 0.56, 0.08, 236],
      [0.5, 0.75, 0.08, 216],
      [0.75, 0.88, 0.06, 206],
      [1, 0.97, 0.02, 200],
    ),
    accent: r([0, 0.3, 0.08, 250], [0.5, 0.78, 0.1, 205], [1, 0.98, 0.015, 195]),
    protectSkin: false,
  },
  gold: {
    main: r(
      [0, 0.2, 0.04, 45],
      [0.3, 0.42, 0.08, 58],
      [0.6, 0.66, 0.12, 78],
      [0.83, 0.82, 0.13, 92],
      [1, 0.96, 0.06, 102],
    ),
    accent: r([0, 0.3, 0.06, 60], [0.5, 0.8, 0.14, 88], [1, 0.99, 0.03, 100]),
    protectSkin: false,
  },
  zombie: {
    main: r(
      [0, 0.18, 0.03, 300],
      [0.3, 0.36, 0.05, 320],
      [0.55, 0.55, 0.08, 132],
      [0.8, 0.72, 0.1, 124],
      [1, 0.86, 0.07, 112],
    ),
    accent: r([0, 0.22, 0.04, 330], [0.5, 0.45, 0.07, 340], [1, 0.7, 0.06, 20]),
    protectSkin: false,
  },
  holy: {
    main: r(
      [0, 0.24, 0.03, 70],
      [0.35, 0.56, 0.07, 78],
      [0.65, 0.8, 0.08, 88],
      [0.85, 0.92, 0.05, 95],
      [1, 0.99, 0.015, 100],
    ),
    accent: r([0, 0.4, 0.08, 70], [0.5, 0.82, 0.14, 88], [1, 0.98, 0.05, 100]),
    protectSkin: true,
  },
  cursed: {
    main: r(
      [0, 0.13, 0.03, 318],
      [0.35, 0.3, 0.1, 320],
      [0.65, 0.48, 0.17, 333],
      [0.85, 0.62, 0.19, 345],
      [1, 0.78, 0.13, 352],
    ),
    accent: r([0, 0.1, 0.02, 300], [0.5, 0.25, 0.08, 310], [1, 0.55, 0.22, 340]),
    protectSkin: false,
  },
  poison: {
    main: r(
      [0, 0.18, 0.05, 300],
      [0.35, 0.38, 0.12, 305],
      [0.6, 0.6, 0.16, 136],
      [0.8, 0.78, 0.2, 130],
      [1, 0.93, 0.15, 122],
    ),
    accent: r([0, 0.3, 0.1, 140], [0.5, 0.72, 0.21, 132], [1, 0.95, 0.16, 118]),
    protectSkin: true,
  },
  royal: {
    main: r(
      [0, 0.17, 0.05, 292],
      [0.35, 0.34, 0.12, 298],
      [0.65, 0.52, 0.16, 305],
      [0.85, 0.68, 0.12, 312],
      [1, 0.86, 0.06, 318],
    ),
    accent: r([0, 0.35, 0.07, 60], [0.5, 0.78, 0.14, 86], [1, 0.95, 0.07, 100]),
    protectSkin: true,
  },
  shadow: {
    main: r(
      [0, 0.1, 0.02, 272],
      [0.35, 0.28, 0.05, 266],
      [0.65, 0.46, 0.07, 260],
      [1, 0.68, 0.08, 252],
    ),
    accent: r([0, 0.3, 0.06, 250], [0.5, 0.66, 0.1, 232], [1, 0.88, 0.07, 220]),
    protectSkin: false,
  },
  steampunk: {
    main: r(
      [0, 0.18, 0.03, 45],
      [0.3, 0.36, 0.07, 45],
      [0.55, 0.55, 0.1, 55],
      [0.78, 0.72, 0.12, 75],
      [1, 0.9, 0.08, 90],
    ),
    accent: r([0, 0.3, 0.08, 40], [0.5, 0.62, 0.13, 50], [1, 0.88, 0.09, 70]),
    protectSkin: true,
  },
};

/** Shortest-arc hue blend. */
function mixHue(a: number, b: number, f: number): number {
  let d = b - a;
  if (d > 180) d -= 360;
  if (d < -180) d += 360;
  const h = a + d * f;
  return h < 0 ? h + 360 : h >= 360 ? h - 360 : h;
}

/** The ramp's color at t in [0, 1] (clamped), interpolated in OKLCH between stops. */
export function sampleRamp(ramp: Ramp, t: number): Oklch {
  const x = Math.min(1, Math.max(0, t));
  let lo = ramp[0]!;
  let hi = ramp[ramp.length - 1]!;
  for (let i = 0; i + 1 < ramp.length; i++) {
    const a = ramp[i]!;
    const b = ramp[i + 1]!;
    if (x >= a.t && x <= b.t) {
      lo = a;
      hi = b;
      break;
    }
  }
  const f = hi.t === lo.t ? 0 : (x - lo.t) / (hi.t - lo.t);
  return { L: lo.L + (hi.L - lo.L) * f, C: lo.C + (hi.C - lo.C) * f, h: mixHue(lo.h, hi.h, f) };
}

/** Hue toward which shadows lean (cool violet) and highlights lean (warm yellow). */
const SHADOW_HUE = 285;
const LIGHT_HUE = 95;

/**
 * A hue-shifted ramp around one color (a color word or a material): near-black in the color's
 * cooled hue, the color itself in the middle, a warm pale highlight. Neutral colors (white,
 * gray, black, silver) get a nearly gray ramp whose middle sits at their own lightness.
 */
export function rampFromColor(color: Oklch): Ramp {
  const C = color.C;
  const mid = Math.min(0.8, Math.max(0.35, color.L));
  const tMid = 0.3 + 0.5 * ((mid - 0.35) / 0.45);
  return [
    { t: 0, L: 0.15, C: Math.min(0.04, C * 0.4), h: mixHue(color.h, SHADOW_HUE, 0.35) },
    {
      t: tMid * 0.55,
      L: 0.15 + (mid - 0.15) * 0.5,
      C: C * 0.85,
      h: mixHue(color.h, SHADOW_HUE, 0.18),
    },
    { t: tMid, L: mid, C, h: color.h },
    {
      t: tMid + (1 - tMid) * 0.55,
      L: mid + (0.96 - mid) * 0.55,
      C: C * 0.75,
      h: mixHue(color.h, LIGHT_HUE, 0.2),
    },
    { t: 1, L: 0.97, C: Math.min(0.05, C * 0.3), h: mixHue(color.h, LIGHT_HUE, 0.35) },
  ];
}

/** A ramp with every hue turned by `degrees` (keeps parts apart in the careful tier). */
export function turnRamp(ramp: Ramp, degrees: number, chroma = 1): Ramp {
  return ramp.map((s) => ({ ...s, C: s.C * chroma, h: (s.h + degrees + 360) % 360 }));
}
