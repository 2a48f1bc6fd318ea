import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Executor } from "../../store/db";
import { sprites } from "../../store/schema";
import type { SpriteRow } from "./present";
import { countStored } from "../storage/quota";

export type NewSprite = Omit<typeof sprites.$inferInsert, "id" | "createdAt"> & {
  id?: string;
  createdAt: Date;
};

/**
 * Inserts a sprite and bumps the running totals its lists report (the owner's, and the
 * gallery's when public), in the caller's transaction so a total never disagrees with the rows.
 * It counts against the owner's storage quota first: over it, 409 `storage_quota_exceeded`
 * rolls the caller's transaction back (nothing stored, nothing charged).
 */
export async function insertSprite(tx: Executor, sprite: NewSprite): Promise<SpriteRow> {
  await countStored(tx, sprite.ownerId, sprite.png.byteLength);
  const id = sprite.id ?? randomUUID();
  // A derived sprite joins its source's line of edits; a generation starts its own line even
  // when it borrowed another sprite's style.
  const derived = sprite.parentId && sprite.operation !== "generate";
  const rootId = derived
    ? sql`COALESCE((SELECT COALESCE(root_id, id) FROM sprites WHERE id = ${sprite.parentId}), ${id}::uuid)`
    : id;
  const [row] = await tx
    .insert(sprites)
    .values({ ...sprite, id, rootId })
    .returning();
  const inserted = row!;
  await countSprite(tx, inserted, listScopes(inserted), 1);
  return inserted;
}

/** The lists a sprite appears in: its owner's, and the gallery while it is public. */
export const listScopes = (row: Pick<SpriteRow, "ownerId" | "isPublic">) =>
  row.isPublic ? [row.ownerId, "public"] : [row.ownerId];

/**
 * Moves the running totals of the given lists by `delta` for this sprite's kind, asset type and
 * status. Call it in the transaction that adds, removes, publishes or unpublishes the sprite.
 */
export async function countSprite(
  tx: Executor,
  row: Pick<SpriteRow, "kind" | "assetType" | "status">,
  scopes: string[],
  delta: 1 | -1,
): Promise<void> {
  for (const scope of scopes) {
    await tx.execute(sql`
      INSERT INTO sprite_counts (scope, kind, asset_type, status, count)
      VALUES (${scope}, ${row.kind}, ${row.assetType ?? ""}, ${row.status}, ${Math.max(delta, 0)})
      ON CONFLICT (scope, kind, asset_type, status)
      DO UPDATE SET count = GREATEST(sprite_counts.count + ${delta}, 0)`);
  }
}
