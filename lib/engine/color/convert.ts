/**
 * Color science shared by the engine: sRGB <-> linear <-> OKLab <-> OKLCH (Björn Ottosson's
 * OKLab), and `#rrggbb` parsing. OKLab distances decide "nearest color"; OKLCH is where palettes
 * are built (lightness, chroma, hue).
 */

export type Rgb = readonly [number, number, number];
export interface Oklab {
  L: number;
  a: number;
  b: number;
}
export interface Oklch {
  L: number;
  C: number;
  /** Degrees, 0 to 360. */
  h: number;
}

export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace(/^#/, ""), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function rgbToHex([r, g, b]: Rgb): string {
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

const toLinear = (c: number) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
const fromLinear = (v: number) => {
  const c = v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055;
  return Math.round(Math.min(1, Math.max(0, c)) * 255);
};

export function rgbToOklab([r, g, b]: Rgb): Oklab {
  const lr = toLinear(r);
  const lg = toLinear(g);
  const lb = toLinear(b);
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  return {
    L: 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    a: 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    b: 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  };
}

/** Linear sRGB of an OKLab color, unclamped (used to test gamut). */
export function oklabToLinear({ L, a, b }: Oklab): [number, number, number] {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
}

export function oklabToRgb(lab: Oklab): Rgb {
  const [r, g, b] = oklabToLinear(lab);
  return [fromLinear(r), fromLinear(g), fromLinear(b)];
}

export function oklabToOklch({ L, a, b }: Oklab): Oklch {
  const h = (Math.atan2(b, a) * 180) / Math.PI;
  return { L, C: Math.hypot(a, b), h: h < 0 ? h + 360 : h };
}

export function oklchToOklab({ L, C, h }: Oklch): Oklab {
  const rad = (h * Math.PI) / 180;
  return { L, a: C * Math.cos(rad), b: C * Math.sin(rad) };
}

/** True when the OKLCH color is inside the sRGB gamut (with a small tolerance). */
export function inGamut(lch: Oklch): boolean {
  return oklabToLinear(oklchToOklab(lch)).every((v) => v >= -1e-4 && v <= 1 + 1e-4);
}

/** The in-gamut color of the same lightness and hue with the most chroma up to `lch.C`. */
export function clampChroma(lch: Oklch): Oklch {
  if (inGamut(lch)) return lch;
  let lo = 0;
  let hi = lch.C;
  for (let i = 0; i < 20; i++) {
    const mid = (lo + hi) / 2;
    if (inGamut({ ...lch, C: mid })) lo = mid;
    else hi = mid;
  }
  return { ...lch, C: lo };
}

export function oklchToRgb(lch: Oklch): Rgb {
  return oklabToRgb(oklchToOklab(clampChroma(lch)));
}

export function oklabDistanceSquared(x: Oklab, y: Oklab): number {
  const dL = x.L - y.L;
  const da = x.a - y.a;
  const db = x.b - y.b;
  return dL * dL + da * da + db * db;
}
