/**
 * Materials as a touch-up's objects see them: the sprite palette's colour families, with two
 * corrections an artist's own drawing needs. Dark near-neutrals (an outline drawn in a very dark
 * grey or purple) are line work, never a material. And one family holding colours far apart in
 * lightness (brown hair and light skin share a hue; a grey block and white dots are both
 * neutral) is split where two neighbouring shades are more than a ramp step apart.
 */
import type { PaletteColor, SpritePalette } from "./sprite-palette";

/** Lightness under which a near-neutral colour is line work. */
const LINE_L = 0.32;
const LINE_C = 0.05;
/** Largest lightness step between two shades of one ramp. */
const RAMP_STEP = 0.2;

export interface Materials {
  /** Material of a pixel value: -1 for line work, -2 for air or a colour not in the sprite. */
  of(v: number): number;
  /** The colours of a material, darkest first. */
  readonly members: ReadonlyMap<number, readonly PaletteColor[]>;
}

export function materialsOf(palette: SpritePalette): Materials {
  const byValue = new Map<number, number>();
  const members = new Map<number, PaletteColor[]>();
  let next = 0;
  palette.families.forEach((family) => {
    let current: PaletteColor[] | null = null;
    let lastL = -1;
    for (const c of family) {
      if (c.lab.L < LINE_L && c.lch.C < LINE_C) {
        byValue.set(c.v, -1);
        continue;
      }
      if (!current || c.lab.L - lastL > RAMP_STEP) {
        current = [];
        members.set(next++, current);
      }
      current.push(c);
      byValue.set(c.v, next - 1);
      lastL = c.lab.L;
    }
  });
  for (const c of palette.colors) if (!byValue.has(c.v)) byValue.set(c.v, -1);
  return {
    of: (v) => (v === 0 ? -2 : (byValue.get(v) ?? -2)),
    members,
  };
}
