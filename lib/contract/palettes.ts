import { z } from "zod";
import { HexColor, Timestamp, Uuid } from "./common";
import { BOUNDS } from "./operations";

const GEN = BOUNDS.paletteGeneration;

const Hue = z.number().min(0).max(360);

/** One constraint on a generated palette; every field optional. */
export const PaletteAnchor = z
  .object({
    hue: z.union([Hue, z.tuple([Hue, Hue])]).optional(),
    hex: HexColor.optional(),
    neutral: z.enum(["black", "grey", "white"]).optional(),
    role: z.enum(["main", "support", "accent"]).optional(),
    value: z.enum(["dark", "light", "vivid", "muted", "deep"]).optional(),
    weight: z.number().gt(0).max(10).optional(),
  })
  .meta({ id: "PaletteAnchor" });
export type PaletteAnchor = z.infer<typeof PaletteAnchor>;

/** Everything needed to regenerate a palette exactly: the same recipe, the same colors. */
export const PaletteRecipe = z
  .object({
    count: z.number().int().min(GEN.colors.min).max(GEN.colors.max),
    seed: z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER),
    theme: z.string().max(64).nullable().optional(),
    primary: z.string().max(64).nullable().optional(),
    moods: z.array(z.string().max(32)).max(4).optional(),
    hueShift: z.number().min(-90).max(90).nullable().optional(),
    focus: z.literal("tight").nullable().optional(),
    anchors: z.array(PaletteAnchor).max(12).optional(),
    anchorsOnly: z.boolean().optional(),
  })
  .meta({ id: "PaletteRecipe" });
export type PaletteRecipe = z.infer<typeof PaletteRecipe>;

export const PaletteSource = z.enum(["generated", "custom"]).meta({ id: "PaletteSource" });

export const Palette = z
  .object({
    id: Uuid,
    name: z.string(),
    colors: z.array(z.string()),
    count: z.number().int(),
    source: PaletteSource,
    recipe: PaletteRecipe.nullable().optional(),
    created_at: Timestamp,
  })
  .meta({ id: "Palette" });
export type Palette = z.infer<typeof Palette>;

export const PaletteList = z.object({ palettes: z.array(Palette) }).meta({ id: "PaletteList" });

/** POST /api/palettes/generate: proposes options, saves nothing. */
export const GeneratePalettesRequest = z
  .object({
    prompt: z.string().trim().min(GEN.prompt.min).max(GEN.prompt.max),
    count: z.number().int().min(GEN.colors.min).max(GEN.colors.max).optional(),
    options: z.number().int().min(GEN.options.min).max(GEN.options.max).default(GEN.options.max),
  })
  .meta({ id: "GeneratePalettesRequest" });
export type GeneratePalettesRequest = z.infer<typeof GeneratePalettesRequest>;

export const PaletteOption = z
  .object({
    option: z.number().int().min(1),
    colors: z.array(z.string()),
    recipe: PaletteRecipe,
  })
  .meta({ id: "PaletteOption" });

export const GeneratePalettesResponse = z
  .object({
    prompt: z.string(),
    read_as: z.string(),
    options: z.array(PaletteOption),
  })
  .meta({ id: "PaletteOptions" });

/** POST /api/palettes: exactly one of `recipe` (regenerated server-side) or `colors`. */
export const SavePaletteRequest = z
  .object({
    name: z.string().min(1).max(BOUNDS.paletteSave.nameMax),
    recipe: PaletteRecipe.optional(),
    colors: z
      .array(HexColor)
      .min(BOUNDS.paletteSave.colors.min)
      .max(BOUNDS.paletteSave.colors.max)
      .optional(),
  })
  .refine((body) => (body.recipe === undefined) !== (body.colors === undefined), {
    message: "give exactly one of recipe or colors",
    path: ["recipe"],
  })
  .meta({ id: "SavePaletteRequest" });
export type SavePaletteRequest = z.infer<typeof SavePaletteRequest>;
