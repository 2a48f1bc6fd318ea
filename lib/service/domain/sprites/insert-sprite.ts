import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Executor } from "../../store/db";
import { queryRows } from "../../store/query";
import { sprites } from "../../store/schema";
import { countLine, lockLine } from "./line-counts";
import type { SpriteRow } from "./present";

export type NewSprite = Omit<typeof sprites.$inferInsert, "id" | "createdAt"> & {
  id?: string;
  createdAt: Date;
};

/** Namespace of the advisory locks that serialise generations of one prompt by one owner. */
const PROMPT_LOCK = 727277;

/**
 * Inserts a sprite and bumps the running totals its lists report (the owner's, and the
 * gallery's when public, and the owner's line totals), in a transaction (the caller's, when it
 * has one) so a total never disagrees with the rows.
 */
export async function insertSprite(db: Executor, sprite: NewSprite): Promise<SpriteRow> {
  return db.transaction(async (tx) => {
    const id = sprite.id ?? randomUUID();
    const rootId = await lineOf(tx, id, sprite);
    await lockLine(tx, rootId);
    const [row] = await tx
      .insert(sprites)
      .values({ ...sprite, id, rootId })
      .returning();
    const inserted = row!;
    await countSprite(tx, inserted, listScopes(inserted), 1);
    await countLine(tx, inserted, 1);
    return inserted;
  });
}

/**
 * The line of edits a new sprite joins. A derived sprite joins its source's line. A generation
 * joins the line of the owner's latest live generation of the same prompt (case aside), so
 * re-rolls and variations of one prompt are one card, like versions; a prompt drawn for the
 * first time starts its own line, even when it borrowed another sprite's style. Generations of
 * one prompt are serialised by a lock, so variations drawn side by side still find each other.
 */
async function lineOf(tx: Executor, id: string, sprite: NewSprite): Promise<string> {
  if (sprite.parentId && sprite.operation !== "generate") {
    const [source] = await queryRows<{ root: string }>(
      tx,
      sql`SELECT COALESCE(root_id, id) AS root FROM sprites WHERE id = ${sprite.parentId}`,
    );
    return source?.root ?? id;
  }
  if (sprite.operation !== "generate" || !sprite.prompt) return id;
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(${PROMPT_LOCK}, hashtext(${`${sprite.ownerId} ${sprite.prompt.toLowerCase()}`}))`,
  );
  // Matches the expression index sprites_owner_prompt_idx (owner, md5 of the lowered prompt).
  const [earlier] = await queryRows<{ root: string }>(
    tx,
    sql`SELECT COALESCE(root_id, id) AS root FROM sprites
        WHERE owner_id = ${sprite.ownerId} AND operation = 'generate'
          AND md5(lower(prompt)) = md5(lower(${sprite.prompt})) AND lower(prompt) = lower(${sprite.prompt})
          AND deleted_at IS NULL
        ORDER BY created_at DESC LIMIT 1`,
  );
  return earlier?.root ?? id;
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
