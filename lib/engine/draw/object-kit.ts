/**
 * Shared by the object generators (props, items, weapons, vehicles): their materials, read from
 * the prompt the same way everywhere, and two drawing helpers objects need often: the lathe
 * (a round object from its profile: barrels, pots, bottles, trunks) and the flame.
 */
import type { Oklch } from "../color";
import { ELEMENT_COLORS, type Material, MATERIAL_LOOKS } from "../prompt";
import { type InkCanvas, inkOf, put } from "./canvas";
import type { DrawContext } from "./context";
import { HUES } from "./materials";
import { type Mat, pen } from "./pen";
import { type Pen, type Vec, fillPolygon } from "./shapes";

export interface ObjectMats {
  /** The object's main material: the prompt's material or color, else the default given. */
  readonly main: Mat;
  readonly wood: Mat;
  readonly darkWood: Mat;
  readonly metal: Mat;
  readonly gold: Mat;
  readonly stone: Mat;
  readonly leaf: Mat;
  readonly cloth: Mat;
  readonly paper: Mat;
  readonly glass: Mat;
  /** A strong accent: the element's color, the second prompt color, or a default. */
  readonly accent: Mat;
  readonly fireOuter: Mat;
  readonly fireInner: Mat;
  readonly dark: Mat;
  readonly white: Mat;
}

const MATTE = { contrast: 0.9, highlight: false } as const;
const GLOSS = { contrast: 1.2, highlight: true } as const;

const MATERIAL_CANDIDATES: readonly Material[] = [
  "metal",
  "gold",
  "silver",
  "bronze",
  "wood",
  "stone",
  "crystal",
  "glass",
  "ice",
  "bone",
  "obsidian",
  "clay",
  "leather",
  "cloth",
  "paper",
  "plant",
];

/**
 * `main` defaults to `fallback` (a material, or a color for painted things); a material named in
 * the prompt replaces it, and a color named in the prompt tints it.
 */
export function objectMats(
  ctx: DrawContext,
  fallback: Material | Oklch,
  accentDefault: Oklch = { L: 0.6, C: 0.2, h: 25 },
): ObjectMats {
  const { scheme, reading } = ctx;
  const named = scheme.promptMaterial(MATERIAL_CANDIDATES);
  const color = scheme.promptColor(0);
  const element = reading.elements[0];
  let main: Mat;
  if (named) main = scheme.material(named, color);
  else if (typeof fallback === "string") main = scheme.material(fallback, color);
  else main = { ramp: scheme.ramp(color ?? fallback), light: GLOSS };
  const accent =
    scheme.promptColor(1) ?? (element ? ELEMENT_COLORS[element] : (color ?? accentDefault));
  const body = named && named !== fallback ? dress(ctx, named, color) : null;
  return {
    main,
    wood: body?.mat ?? scheme.material("wood"),
    darkWood: body?.dark ?? { ramp: scheme.ramp({ L: 0.38, C: 0.06, h: 50 }), light: MATTE },
    metal: body?.mat ?? scheme.material("metal"),
    gold: scheme.material("gold"),
    stone: body?.mat ?? scheme.material("stone"),
    leaf: scheme.material("plant"),
    cloth: { ramp: scheme.ramp(color ?? HUES.red), light: MATTE },
    paper: scheme.material("paper"),
    glass: scheme.material("glass"),
    accent: { ramp: scheme.ramp(accent), light: GLOSS },
    fireOuter: { ramp: scheme.ramp({ L: 0.62, C: 0.2, h: 35 }), light: MATTE },
    fireInner: { ramp: scheme.ramp({ L: 0.86, C: 0.16, h: 85 }), light: MATTE },
    dark: { ramp: scheme.ramp({ L: 0.3, C: 0.03, h: 280 }), light: MATTE },
    white: { ramp: scheme.ramp(HUES.white), light: MATTE },
  };
}

/**
 * The structural materials of an object (its wood, dark wood, metal and stone: a blade, a head,
 * a shaft, a hull, a body) in the material the prompt names, when that is not the object's own:
 * "a crystal bow" is crystal limbs, "a stone bench" stone slats. Trims, cloth, glass, paper and
 * accents keep their colours, so the object's parts still read apart. The dark shade stands in
 * for dark wood (a second, darker plank). Both ramps are recorded as dressed, for the texture.
 */
function dress(
  ctx: DrawContext,
  named: Material,
  tint: Oklch | undefined,
): { mat: Mat; dark: Mat } {
  const { scheme } = ctx;
  const mat = scheme.material(named, tint);
  const look = MATERIAL_LOOKS[named];
  const base = tint ? { L: (look.base.L + tint.L) / 2, C: tint.C, h: tint.h } : look.base;
  const dark: Mat = {
    ramp: scheme.ramp({ ...base, L: base.L - 0.1 }, { contrast: look.contrast }),
    light: look.light,
  };
  scheme.dressed.set(mat.ramp, named);
  scheme.dressed.set(dark.ramp, named);
  return { mat, dark };
}

/**
 * A solid of revolution seen from the front: for each row from `top` to `top + height`,
 * `radius(t)` (t from 0 at the top to 1 at the bottom) gives the half-width. Shaded as a
 * cylinder whose normal follows the row's horizontal position.
 */
export function lathe(
  canvas: InkCanvas,
  p: Pen,
  cx: number,
  top: number,
  height: number,
  radius: (t: number) => number,
): void {
  const y0 = Math.round(top);
  const y1 = Math.round(top + height);
  for (let y = y0; y < y1; y++) {
    const t = (y + 0.5 - top) / height;
    const r = radius(t);
    if (r <= 0) continue;
    const x0 = Math.round(cx - r);
    const x1 = Math.round(cx + r);
    for (let x = x0; x < Math.max(x1, x0 + 1); x++) {
      const u = Math.max(-1, Math.min(1, (x + 0.5 - cx) / Math.max(r, 0.5)));
      const v = (t - 0.5) * 0.6;
      const level = p.shader(u * 0.95, v * 0.5, Math.sqrt(Math.max(0, 1 - u * u * 0.9)), x, y);
      put(canvas, x, y, inkOf(p.ramp, level), p.part, p.flags ?? 0);
    }
  }
}

/**
 * A flame: an outer tongue with flickering tips and a brighter core, rising from `baseY`.
 * `wobble` (0 to 1, from the seed) shifts the tips so two fires are not identical.
 */
export function drawFlame(
  canvas: InkCanvas,
  mats: ObjectMats,
  cx: number,
  baseY: number,
  w: number,
  h: number,
  wobble = 0.5,
): void {
  const tongue = (scale: number, lean: number): Vec[] => {
    const hw = (w / 2) * scale;
    const hh = h * scale;
    return [
      { x: cx - hw, y: baseY - hh * 0.25 },
      { x: cx - hw * 0.85, y: baseY - hh * 0.55 },
      { x: cx - hw * 0.45 + lean, y: baseY - hh * 0.7 },
      { x: cx - hw * 0.3, y: baseY - hh * 0.55 },
      { x: cx + lean * 1.5, y: baseY - hh },
      { x: cx + hw * 0.35, y: baseY - hh * 0.6 },
      { x: cx + hw * 0.6 + lean, y: baseY - hh * 0.78 },
      { x: cx + hw * 0.9, y: baseY - hh * 0.45 },
      { x: cx + hw, y: baseY - hh * 0.2 },
      { x: cx + hw * 0.6, y: baseY },
      { x: cx - hw * 0.6, y: baseY },
    ];
  };
  const lean = (wobble - 0.5) * w * 0.3;
  fillPolygon(canvas, pen(canvas, mats.fireOuter, { shader: () => 3 }), tongue(1, lean), "flat");
  fillPolygon(
    canvas,
    pen(canvas, mats.fireInner, { shader: () => 2, innerLine: false }),
    tongue(0.62, lean * 0.6).map((p) => ({ x: p.x, y: p.y - h * 0.02 })),
    "flat",
  );
  fillPolygon(
    canvas,
    pen(canvas, mats.fireInner, { shader: () => 4, innerLine: false }),
    tongue(0.3, lean * 0.3),
    "flat",
  );
}
