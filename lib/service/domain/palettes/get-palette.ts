import { and, eq } from "drizzle-orm";
import type { Executor } from "../../store/db";
import { notFound } from "../../errors";
import { palettes } from "../../store/schema";
import type { PaletteRow } from "./present";

export async function getOwnedPalette(
  db: Executor,
  ownerId: string,
  id: string,
): Promise<PaletteRow> {
  const [row] = await db
    .select()
    .from(palettes)
    .where(and(eq(palettes.id, id), eq(palettes.ownerId, ownerId)));
  if (!row) throw notFound("Palette");
  return row;
}
