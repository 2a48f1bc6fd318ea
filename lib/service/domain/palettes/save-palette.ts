import { randomUUID } from "node:crypto";
import type { SavePaletteRequest } from "@/lib/contract/palettes";
import { generatePalette } from "@/lib/engine/palette";
import type { ServiceContext } from "../../context";
import { ApiError } from "../../errors";
import { palettes } from "../../store/schema";
import { presentPalette } from "./present";

/**
 * Saves a palette from explicit colors (`source: custom`, order kept, duplicates kept out) or
 * from a recipe, which is regenerated here so the saved colors are exactly the option shown.
 */
export async function savePalette(ctx: ServiceContext, ownerId: string, input: SavePaletteRequest) {
  let colors: string[];
  let source: "generated" | "custom";
  if (input.colors) {
    colors = [...new Set(input.colors)];
    source = "custom";
    if (colors.length < 2) {
      throw new ApiError("invalid_request", "A palette needs at least 2 distinct colors.", [
        { path: "colors", message: "fewer than 2 distinct colors" },
      ]);
    }
  } else {
    colors = generatePalette(input.recipe!);
    source = "generated";
  }
  const [row] = await ctx.db
    .insert(palettes)
    .values({
      id: randomUUID(),
      ownerId,
      name: input.name.trim() || input.name,
      colors,
      source,
      recipe: input.recipe ?? null,
      createdAt: ctx.now(),
    })
    .returning();
  return presentPalette(row!);
}
