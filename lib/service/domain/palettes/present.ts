import type { Palette } from "@/lib/contract/palettes";
import type { palettes } from "../../store/schema";

export type PaletteRow = typeof palettes.$inferSelect;

export function presentPalette(row: PaletteRow): Palette {
  return {
    id: row.id,
    name: row.name,
    colors: row.colors,
    count: row.colors.length,
    source: row.source as Palette["source"],
    recipe: (row.recipe as Palette["recipe"]) ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
