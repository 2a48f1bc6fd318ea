import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Executor } from "../../store/db";
import { sprites } from "../../store/schema";
import type { SpriteRow } from "./present";

export type NewSprite = Omit<typeof sprites.$inferInsert, "id" | "createdAt"> & {
  id?: string;
  createdAt: Date;
};

/**
 * Inserts a sprite and bumps the running totals its lists report (the owner's, and the
 * gallery's when public), in the caller's transaction so a total never disagrees with the rows.
 */
export async function insertSprite(tx: Executor, sprite: NewSprite): Promise<SpriteRow> {
  const [row] = await tx
    .insert(sprites)
    .values({ ...sprite, id: sprite.id ?? randomUUID() })
    .returning();
  const inserted = row!;
  const scopes = inserted.isPublic ? [inserted.ownerId, "public"] : [inserted.ownerId];
  for (const scope of scopes) {
    await tx.execute(sql`
      INSERT INTO sprite_counts (scope, kind, asset_type, status, count)
      VALUES (${scope}, ${inserted.kind}, ${inserted.assetType ?? ""}, ${inserted.status}, 1)
      ON CONFLICT (scope, kind, asset_type, status) DO UPDATE SET count = sprite_counts.count + 1`);
  }
  return inserted;
}
