import { eq } from "drizzle-orm";
import type { ServiceContext } from "../../context";
import { palettes } from "../../store/schema";
import type { SpriteRow } from "../sprites/present";

/**
 * The colours of the palette a sprite is held to, or null when it has none (an edit then holds
 * it to the sprite's own colours).
 */
export async function savedPalette(ctx: ServiceContext, row: SpriteRow): Promise<string[] | null> {
  if (!row.paletteId) return null;
  const [saved] = await ctx.db
    .select({ colors: palettes.colors })
    .from(palettes)
    .where(eq(palettes.id, row.paletteId));
  return saved?.colors ?? null;
}
