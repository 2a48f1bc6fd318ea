import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../store/db";
import { notFound } from "../../errors";
import { sprites } from "../../store/schema";
import type { SpriteRow } from "./present";

/** The caller's sprite, or 404 `not_found`: another account's id is indistinguishable from none. */
export async function getOwnedSprite(
  db: Executor,
  ownerId: string,
  id: string,
): Promise<SpriteRow> {
  const [row] = await db
    .select()
    .from(sprites)
    .where(and(eq(sprites.id, id), eq(sprites.ownerId, ownerId), isNull(sprites.deletedAt)));
  if (!row) throw notFound("Sprite");
  return row;
}

/** A public sprite from any account (the gallery). */
export async function getPublicSprite(db: Executor, id: string): Promise<SpriteRow> {
  const [row] = await db
    .select()
    .from(sprites)
    .where(and(eq(sprites.id, id), eq(sprites.isPublic, true), isNull(sprites.deletedAt)));
  if (!row) throw notFound("Sprite");
  return row;
}
