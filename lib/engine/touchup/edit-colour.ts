/**
 * The colours a grammar touch-up writes: the asked colour as OKLCH (a material's own look, else
 * its swatch), and with a saved palette the palette's colour nearest it.
 */
import { hexToRgb, type Oklch, lchOf, rgbToOklab } from "../color";
import { MATERIAL_LOOKS, type Material } from "../prompt";

export const lchOfHex = (hex: string): Oklch => lchOf(rgbToOklab(hexToRgb(hex)));

/** The asked colour as OKLCH: a material's own look, else the swatch. */
export function targetColor(words: { hex: string; material: string | null }): Oklch {
  const look = words.material ? MATERIAL_LOOKS[words.material as Material] : undefined;
  return look ? look.base : lchOfHex(words.hex);
}

/** The saved palette's colour nearest the target, so the recolor keeps to the palette. */
export function nearestHeld(held: readonly string[], want: Oklch): { lch: Oklch; hex: string } {
  let best = held[0]!;
  let bestD = Infinity;
  for (const hex of held) {
    const c = lchOfHex(hex);
    const dh = Math.abs(((c.h - want.h + 540) % 360) - 180) / 180;
    const d =
      (c.L - want.L) ** 2 + (c.C - want.C) ** 2 * 4 + (want.C > 0.04 && c.C > 0.03 ? dh * dh : 0);
    if (d < bestD) {
      bestD = d;
      best = hex;
    }
  }
  return { lch: lchOfHex(best), hex: best };
}
