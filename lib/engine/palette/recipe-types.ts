/**
 * The shape of a palette recipe, shared by the planner (`plan.ts`) and the builder
 * (`recipe.ts`), so neither has to import the other for it.
 */
export type AnchorRole = "main" | "support" | "accent";
export type AnchorValue = "dark" | "light" | "vivid" | "muted" | "deep";

/** Mirrors `PaletteAnchor` in lib/contract/palettes.ts (every field optional). */
export interface PaletteAnchor {
  hue?: number | readonly [number, number];
  hex?: string;
  neutral?: "black" | "grey" | "white";
  role?: AnchorRole;
  value?: AnchorValue;
  weight?: number;
}

/** Mirrors `PaletteRecipe` (lib/contract/palettes.ts), which checks bounds before this runs. */
export interface PaletteRecipe {
  count: number;
  seed: number;
  theme?: string | null;
  primary?: string | null;
  moods?: readonly string[];
  hueShift?: number | null;
  focus?: "tight" | null;
  anchors?: readonly PaletteAnchor[];
  anchorsOnly?: boolean;
}
