/**
 * What material and element words look like: a base color in OKLCH and how the material takes
 * light. Shiny materials (metal, gold, crystal) get more contrast and a specular level; matte
 * ones (cloth, fur, clay) less contrast and no specular. The sprite drawer paints with these, and
 * the edits (restyle, touch-up) recolor toward them, so a word means one color everywhere.
 */
import { type Oklch, oklchToRgb, rgbToHex } from "../color";
import type { Material } from "./vocabulary";

/** How a surface takes light when shaded (see the drawer's `lit`). */
export interface LitOptions {
  /** Spreads brightness around the front-facing value: metal above 1, cloth below. */
  readonly contrast?: number;
  /** Shifts every band: positive lightens. */
  readonly bias?: number;
  /** Allow level 4 (specular highlight); off for matte materials. */
  readonly highlight?: boolean;
}

export interface MaterialLook {
  readonly base: Oklch;
  /** Spread of the ramp's lightness (see buildRamp). */
  readonly contrast: number;
  readonly light: LitOptions;
}

const look = (
  L: number,
  C: number,
  h: number,
  contrast: number,
  light: LitOptions,
): MaterialLook => ({
  base: { L, C, h },
  contrast,
  light,
});

const SHINY: LitOptions = { contrast: 1.45, highlight: true };
const SEMI: LitOptions = { contrast: 1.1, highlight: true };
const MATTE: LitOptions = { contrast: 0.9, highlight: false };

export const MATERIAL_LOOKS: Readonly<Record<Material, MaterialLook>> = {
  metal: look(0.66, 0.018, 250, 1.2, SHINY),
  gold: look(0.78, 0.13, 85, 1.1, SHINY),
  silver: look(0.8, 0.012, 240, 1.1, SHINY),
  bronze: look(0.62, 0.1, 58, 1.1, SHINY),
  wood: look(0.52, 0.075, 58, 1, MATTE),
  stone: look(0.62, 0.018, 85, 1, MATTE),
  cloth: look(0.55, 0.12, 255, 1, MATTE),
  leather: look(0.46, 0.07, 50, 1, SEMI),
  crystal: look(0.68, 0.14, 300, 1.2, SHINY),
  glass: look(0.8, 0.05, 210, 1.1, SHINY),
  ice: look(0.84, 0.07, 220, 1, SHINY),
  bone: look(0.86, 0.035, 90, 0.9, MATTE),
  fur: look(0.56, 0.06, 55, 0.9, MATTE),
  scale: look(0.56, 0.12, 150, 1.1, SEMI),
  paper: look(0.9, 0.04, 90, 0.8, MATTE),
  clay: look(0.58, 0.1, 45, 1, MATTE),
  obsidian: look(0.3, 0.035, 295, 1.2, SHINY),
  plant: look(0.6, 0.13, 140, 1, MATTE),
};

/**
 * A material's swatch as `#rrggbb`: its look's base colour, the one place a material's colour
 * lives (an edit that names "the wood" or "make it gold" recolours toward this).
 */
export function materialSwatch(material: Material): string {
  return rgbToHex(oklchToRgb(MATERIAL_LOOKS[material].base));
}

/** The color an element lends: fire orange, ice pale blue, poison green... */
export const ELEMENT_COLORS = {
  fire: { L: 0.68, C: 0.19, h: 42 },
  ice: { L: 0.84, C: 0.08, h: 220 },
  water: { L: 0.62, C: 0.13, h: 245 },
  poison: { L: 0.7, C: 0.18, h: 135 },
  lightning: { L: 0.88, C: 0.16, h: 100 },
  earth: { L: 0.55, C: 0.08, h: 70 },
  shadow: { L: 0.4, C: 0.11, h: 300 },
  holy: { L: 0.9, C: 0.11, h: 92 },
  arcane: { L: 0.6, C: 0.19, h: 305 },
  nature: { L: 0.64, C: 0.15, h: 140 },
} as const satisfies Record<string, Oklch>;
