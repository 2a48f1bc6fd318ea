/**
 * Colours as a touch-up's object finder names and matches them: the plain word for a pixel
 * ("red", "beige"), and whether a material is the colour a sentence names ("the red").
 */
import { hexToRgb, lchOf, type Oklch, rgbToHex, rgbToOklab } from "../color";
import type { EditColor } from "../edit-grammar";
import type { ObjectContext } from "./object-context";
import type { SpritePalette } from "./sprite-palette";

export const hex = (v: number) => rgbToHex([v & 255, (v >>> 8) & 255, (v >>> 16) & 255]);

/**
 * The basic colour word for a pixel value, by the family its hue falls in (a dark red cap's
 * shade is "red", never "brown"; a light green slime is "green", never "yellow"), lightness and
 * chroma only telling apart the words that share a hue (brown, tan and beige from orange, teal
 * from cyan, pink from red); near-neutrals by lightness alone.
 */
export function colorName(v: number, palette: SpritePalette): string {
  const lab = palette.lab(v);
  const C = Math.hypot(lab.a, lab.b);
  const L = lab.L;
  if (C < 0.03) return L < 0.3 ? "black" : L < 0.72 ? "grey" : L < 0.88 ? "light grey" : "white";
  // Near-black with a faint tint (an outline-coloured eye, a deep line) reads as black.
  if (L < 0.25 && C < 0.05) return "black";
  const h = ((Math.atan2(lab.b, lab.a) * 180) / Math.PI + 360) % 360;
  if (h >= 320 || h < 40) {
    if (h >= 320 && h < 345 && L < 0.55) return "purple";
    if (h >= 330 || L > 0.8) return "pink";
    return C < 0.1 && L < 0.6 ? "brown" : "red";
  }
  if (h < 92) {
    if (L >= 0.8 && C < 0.09) return "beige";
    // Gold's shades (yellower than 75°) stay yellow however dark; wood is brown up to a
    // fairly light, fairly strong orange.
    if (h >= 75) return "yellow";
    if (C < 0.13 && L < 0.7) return "brown";
    if (C < 0.11) return "tan";
    return "orange";
  }
  if (h < 118) return "yellow";
  if (h < 175) return "green";
  if (h < 215) return L < 0.68 ? "teal" : "cyan";
  if (h < 290) return "blue";
  return "purple";
}

export function hueDistance(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

/** How far a material's lead colour is from the hue asked for; null when it is no match. */
function hueMiss(ctx: ObjectContext, family: number, want: Oklch): number | null {
  const members = ctx.materials.members.get(family);
  if (!members || members.length === 0) return null;
  const lead = members.reduce((a, b) => (b.n > a.n ? b : a));
  if (want.C >= 0.04) {
    const d = hueDistance(lead.lch.h, want.h);
    return lead.lch.C >= 0.03 && d <= 35 ? d : null;
  }
  return lead.lch.C < 0.06 && Math.abs(lead.lch.L - want.L) <= 0.22 ? 0 : null;
}

/**
 * True when a material looks like the colour asked for ("the red", "the white"). Of two
 * materials near the hue, only the nearer is the colour: "the gold" of a chest is its gold
 * trim, not its brown wood a little further round the hue circle.
 */
export function familyMatches(ctx: ObjectContext, family: number, color: EditColor): boolean {
  const want: Oklch = lchOf(rgbToOklab(hexToRgb(color.hex)));
  const d = hueMiss(ctx, family, want);
  if (d === null) return false;
  let best = d;
  for (const f of ctx.materials.members.keys()) {
    const o = hueMiss(ctx, f, want);
    if (o !== null && o < best) best = o;
  }
  return d <= best + 12;
}
