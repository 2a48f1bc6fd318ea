import { desc, eq } from "drizzle-orm";
import type { ServiceContext } from "../../context";
import { palettes } from "../../store/schema";
import { presentPalette } from "./present";

export async function listPalettes(ctx: ServiceContext, ownerId: string) {
  const rows = await ctx.db
    .select()
    .from(palettes)
    .where(eq(palettes.ownerId, ownerId))
    .orderBy(desc(palettes.createdAt), desc(palettes.id));
  return { palettes: rows.map(presentPalette) };
}
