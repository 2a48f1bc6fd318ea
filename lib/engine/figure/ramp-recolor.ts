/**
 * Recolors a part by mapping its shading ramp onto the ramp of a target color: each distinct
 * shade of the part becomes one distinct shade of the target, light stays light and dark stays
 * dark (the part's lightness order is kept exactly), highlights lean toward warm yellow and
 * shadows toward cool violet the way a pixel artist hue-shifts a ramp, and line work (OKLab L
 * under 0.25: the outline) is never touched, so outlines stay dark.
 */
import { clampChroma, type LabOf, type Oklch, oklchToRgb, rgbToOklab } from "../color";
import { packRgba, type Pixels } from "../raster";
import { LINE_L } from "./color-families";

/** Mapped shades stay between these lightnesses: above line work, below paper white. */
const LOW = 0.3;
const HIGH = 0.95;
/** How far a shade's lightness moves toward the target's (the rest is the part's own shading). */
const PULL = 0.6;
/** Degrees of hue shift per unit of lightness away from the ramp's middle, capped at 24°. */
const HUE_SHIFT = 70;
const WARM = 90;
const COOL = 285;
/** Smallest lightness step between neighbouring mapped shades, so none merge. */
const STEP = 0.004;

function towardHue(h: number, goal: number, degrees: number): number {
  let d = goal - h;
  if (d > 180) d -= 360;
  if (d < -180) d += 360;
  const move = Math.sign(d) * Math.min(Math.abs(d), degrees);
  return (h + move + 360) % 360;
}

/**
 * Target shade for every non-line color in `counts` (color → pixel count). Deterministic; the
 * result's colors are pairwise distinct and ordered by lightness as the sources are. `band`
 * narrows the lightnesses the shades may take (always within 0.3-0.95): a caller recolouring
 * to a named colour keeps the ramp where that colour still reads; with `whole`, a ramp that
 * fits the band moves into it unsqueezed. With
 * `withLines`, line-coloured shades map too: a part drawn in line colour (dark eyes) has
 * nothing else to map, and its darkest pixel becomes the target's darkest mapped shade.
 */
export function rampMapping(
  counts: ReadonlyMap<number, number>,
  target: Oklch,
  lab: LabOf,
  withLines = false,
  band: { readonly lo: number; readonly hi: number; readonly whole?: boolean } = {
    lo: LOW,
    hi: HIGH,
  },
): Map<number, number> {
  const LO = Math.max(LOW, Math.min(band.lo, HIGH));
  const HI = Math.min(HIGH, Math.max(band.hi, LO));
  const shades = [...counts.keys()]
    .filter((v) => withLines || lab(v).L >= LINE_L)
    .sort((a, b) => lab(a).L - lab(b).L || a - b);
  const mapping = new Map<number, number>();
  if (shades.length === 0) return mapping;
  let total = 0;
  let sum = 0;
  for (const v of shades) {
    const n = counts.get(v) ?? 1;
    total += n;
    sum += lab(v).L * n;
  }
  const mean = sum / total;
  let goals = shades.map((v) => lab(v).L + (target.L - mean) * PULL);
  const lo = goals[0]!;
  const hi = goals[goals.length - 1]!;
  if (band.whole && (lo < LO || hi > HI) && hi - lo <= HI - LO) {
    // The ramp fits the band: it moves in whole, its shading steps kept (a dark ramp made
    // blonde keeps its strands apart instead of flattening into one tone).
    const by = lo < LO ? LO - lo : HI - hi;
    goals = goals.map((g) => g + by);
  } else if (lo < LO || hi > HI) {
    // Squeeze into the band, keeping the order and the relative spacing.
    const span = hi - lo;
    const from = Math.min(HI, Math.max(LO, lo));
    const to = Math.max(from, Math.min(HI, hi));
    goals =
      span < 1e-6
        ? goals.map(() => from)
        : goals.map((g) => from + ((g - lo) / span) * (to - from));
  }
  let floor = -Infinity;
  const taken = new Set<number>();
  shades.forEach((v, i) => {
    const alpha = v >>> 24;
    const offset = lab(v).L - mean;
    const shift = Math.min(24, Math.abs(offset) * HUE_SHIFT);
    const neutral = target.C < 0.04;
    const h = neutral ? target.h : towardHue(target.h, offset > 0 ? WARM : COOL, shift);
    const C = neutral ? target.C : target.C * (1 - Math.min(0.45, Math.abs(offset) * 0.8));
    let L = Math.max(goals[i]!, floor + STEP);
    let out = 0;
    for (let tries = 0; tries < 200; tries++) {
      const rgb = oklchToRgb(clampChroma({ L, C, h }));
      out = packRgba(rgb[0], rgb[1], rgb[2], alpha);
      const got = rgbToOklab(rgb).L;
      // Rounding to 8 bits can merge two shades or swap their order: step up until it does not.
      if (!taken.has(out) && got > floor) {
        floor = got;
        break;
      }
      L += STEP;
    }
    taken.add(out);
    mapping.set(v, out);
  });
  return mapping;
}

/** Pixel counts of the colors under `mask`. */
export function maskedCounts(px: Pixels, mask: Uint8Array): Map<number, number> {
  const counts = new Map<number, number>();
  for (let i = 0; i < mask.length; i++) {
    const v = px.data[i]!;
    if (mask[i] && v !== 0) counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  return counts;
}

/** Recolors the pixels under `mask` in place onto `target`'s ramp; returns how many changed. */
export function recolorRamp(px: Pixels, mask: Uint8Array, target: Oklch, lab: LabOf): number {
  const mapping = rampMapping(maskedCounts(px, mask), target, lab);
  let changed = 0;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    const to = mapping.get(px.data[i]!);
    if (to === undefined || to === px.data[i]) continue;
    px.data[i] = to;
    changed++;
  }
  return changed;
}
