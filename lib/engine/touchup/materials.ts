/**
 * Materials as a touch-up's objects see them: the sprite palette's colour families, with
 * corrections an artist's own drawing needs. Dark near-neutrals (an outline drawn in a very dark
 * grey or purple) are line work, never a material. And one family holding colours far apart in
 * lightness (brown hair and light skin share a hue; a grey block and white dots are both
 * neutral) is split where two neighbouring shades are more than a ramp step apart; and one
 * family holding two hues (gold trim on brown wood) is split into a ramp per hue. The other way
 * round, an object's darkest shade is often drawn duller and darker than its ramp (a green
 * tunic's deep-green folds, a blue robe's near-navy column): such a shade, of the ramp's hue and
 * a ramp step below its darkest, is that ramp's, not line work nor a material of its own, so a
 * recolor or a removal takes it with the rest. A dark near-neutral stays line work. Likewise an
 * object's highlight is often drawn far lighter than its ramp (a pale blue shine on a blue ball,
 * a mint glint on a green slime): a pale tint of the ramp's own hue, lighter than its lightest
 * shade and drawn on fewer pixels, lights that ramp: it stays a material (a shine to name or
 * remove) but a recolor of the ramp turns it into a pale tint of the new colour. A white or near-grey detail (a mushroom's white dots, an eye's
 * white) has no hue of its own and stays a material.
 */
import type { PaletteColor, SpritePalette } from "./sprite-palette";

/** Lightness under which a near-neutral colour is line work. */
const LINE_L = 0.32;
const LINE_C = 0.05;
/** Largest lightness step between two shades of one ramp. */
const RAMP_STEP = 0.2;
/** Largest lightness step from a ramp's lightest shade up to its highlight. */
const TINT_STEP = 0.35;
/** Least chroma of a highlight: below it a light colour is white or grey, not a tint. */
const TINT_C = 0.03;
/** A highlight is a small patch: its ramp is drawn on at least this many times its pixels. */
const TINT_SHARE = 4;
/**
 * Largest hue step between two neighbouring shades of one ramp (OKLCH degrees). Gold trim on
 * brown wood, or a brown door under a red roof, share a broad hue family but are two materials.
 */
const RAMP_HUE = 20;
const hued = (c: PaletteColor) => c.lch.C >= 0.05;
const hueGap = (a: number, b: number) => {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
};

export interface Materials {
  /** Material of a pixel value: -1 for line work, -2 for air or a colour not in the sprite. */
  of(v: number): number;
  /**
   * The ramp a material lights when it is that ramp's highlight (a lone pale tint of its hue),
   * else -2. The highlight stays a material of its own (a shine to find or remove), but a
   * recolor of the ramp takes it along.
   */
  lit(k: number): number;
  /** The colours of a material, darkest first. */
  readonly members: ReadonlyMap<number, readonly PaletteColor[]>;
}

export function materialsOf(palette: SpritePalette): Materials {
  const byValue = new Map<number, number>();
  const members = new Map<number, PaletteColor[]>();
  let next = 0;
  palette.families.forEach((family) => {
    // Ramps of this family, each with its material index; a colour joins the ramp whose
    // lightest shade is a ramp step from it and of its hue, else starts one.
    const ramps: { k: number; last: PaletteColor }[] = [];
    for (const c of family) {
      if (c.lab.L < LINE_L && c.lch.C < LINE_C) {
        byValue.set(c.v, -1);
        continue;
      }
      let best: { k: number; last: PaletteColor } | null = null;
      let bestGap = Infinity;
      for (const r of ramps) {
        if (c.lab.L - r.last.lab.L > RAMP_STEP) continue;
        const gap = hued(c) && hued(r.last) ? hueGap(c.lch.h, r.last.lch.h) : 0;
        if (gap <= RAMP_HUE && gap < bestGap) [best, bestGap] = [r, gap];
      }
      if (!best) {
        best = { k: next++, last: c };
        members.set(best.k, []);
        ramps.push(best);
      }
      members.get(best.k)!.push(c);
      best.last = c;
      byValue.set(c.v, best.k);
    }
  });
  for (const c of palette.colors) if (!byValue.has(c.v)) byValue.set(c.v, -1);
  joinDarkShades(palette.colors, byValue, members);
  const lights = lightTints(members);
  return {
    of: (v) => (v === 0 ? -2 : (byValue.get(v) ?? -2)),
    lit: (k) => lights.get(k) ?? -2,
    members,
  };
}

/**
 * Moves each dark, dull shade that stands alone (a one-colour material, or a hued colour the
 * palette set apart as line work) into the ramp it shades: the ramp whose darkest colour is of
 * its hue (within RAMP_HUE), lighter by at most a ramp step, and at least as saturated. Shades
 * are taken darkest last, so a chain of dull shades joins one ramp.
 */
function joinDarkShades(
  colors: readonly PaletteColor[],
  byValue: Map<number, number>,
  members: Map<number, PaletteColor[]>,
): void {
  const lone = colors
    .filter((c) => {
      if (!hued(c)) return false;
      const k = byValue.get(c.v)!;
      return k === -1 || members.get(k)?.length === 1;
    })
    .sort((a, b) => b.lab.L - a.lab.L);
  for (const c of lone) {
    const own = byValue.get(c.v)!;
    let best = -1;
    let bestGap = Infinity;
    for (const [k, list] of members) {
      if (k === own || list.length === 0) continue;
      const dark = list.reduce((a, b) => (b.lab.L < a.lab.L ? b : a));
      const step = dark.lab.L - c.lab.L;
      if (!hued(dark) || step <= 0 || step > RAMP_STEP || c.lch.C > dark.lch.C) continue;
      const gap = hueGap(c.lch.h, dark.lch.h);
      if (gap <= RAMP_HUE && gap < bestGap) [best, bestGap] = [k, gap];
    }
    if (best < 0) continue;
    if (own >= 0) members.delete(own);
    members.get(best)!.unshift(c);
    byValue.set(c.v, best);
  }
}

/**
 * The ramp each pale tint that stands alone (a material of one colour) lights: the ramp whose
 * lightest colour is of its hue (within RAMP_HUE), darker by at most TINT_STEP, more saturated,
 * and drawn on at least TINT_SHARE times the tint's pixels. A light material of its own (skin
 * beside brown hair, a two-shade belly) has a ramp of its own, or a size of its own.
 */
function lightTints(members: ReadonlyMap<number, readonly PaletteColor[]>): Map<number, number> {
  const lights = new Map<number, number>();
  for (const [own, list] of members) {
    const pale = list[0];
    if (list.length !== 1 || !pale || pale.lch.C < TINT_C) continue;
    let best = -1;
    let bestGap = Infinity;
    for (const [k, ramp] of members) {
      if (k === own || ramp.length < 2) continue;
      const top = ramp.reduce((a, b) => (b.lab.L > a.lab.L ? b : a));
      const step = pale.lab.L - top.lab.L;
      const pixels = ramp.reduce((n, c) => n + c.n, 0);
      if (!hued(top) || step <= 0 || step > TINT_STEP || pale.lch.C >= top.lch.C) continue;
      if (pixels < pale.n * TINT_SHARE) continue;
      const gap = hueGap(pale.lch.h, top.lch.h);
      if (gap <= RAMP_HUE && gap < bestGap) [best, bestGap] = [k, gap];
    }
    if (best >= 0) lights.set(own, best);
  }
  return lights;
}
