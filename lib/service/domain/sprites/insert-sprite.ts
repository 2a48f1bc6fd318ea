import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../store/db";
import { sprites } from "../../store/schema";
import type { SpriteRow } from "./present";

export type NewSprite = Omit<
  typeof sprites.$inferInsert,
  "id" | "createdAt" | "rootId" | "fromUpload"
> & {
  id?: string;
  createdAt: Date;
  /** A second sprite the result takes pixels from besides `parentId` (a combine's item). */
  itemSourceId?: string;
};

/**
 * Inserts a sprite and bumps the running totals its lists report (the owner's, and the
 * gallery's when public), in the caller's transaction so a total never disagrees with the rows.
 *
 * Here, for every way a sprite is made, the sprite joins its line of edits and inherits whether
 * its pixels come from an uploaded image: an import does, and so does anything derived from one
 * (a combine, from either source). Such a sprite is stored private whatever was asked; the
 * operations refuse a `public: true` request for it before anything is charged.
 */
export async function insertSprite(tx: Executor, sprite: NewSprite): Promise<SpriteRow> {
  const { itemSourceId, ...values } = sprite;
  const id = values.id ?? randomUUID();
  // A derived sprite joins its source's line of edits; a generation starts its own line even
  // when it borrowed another sprite's style.
  const derived = values.parentId && values.operation !== "generate";
  const rootId = derived
    ? sql`COALESCE((SELECT COALESCE(root_id, id) FROM sprites WHERE id = ${values.parentId}), ${id}::uuid)`
    : id;
  const sources = derived ? [values.parentId!, ...(itemSourceId ? [itemSourceId] : [])] : [];
  const fromUpload = values.operation === "import" || (await anyFromUpload(tx, sources));
  const isPublic = (values.isPublic ?? false) && !fromUpload;
  const [row] = await tx
    .insert(sprites)
    .values({
      ...values,
      id,
      rootId,
      fromUpload,
      isPublic,
      slug: isPublic ? values.slug : null,
    })
    .returning();
  const inserted = row!;
  await countSprite(tx, inserted, listScopes(inserted), 1);
  return inserted;
}

/** Whether any of these sprites holds pixels that came from an uploaded image. */
export async function anyFromUpload(tx: Executor, ids: string[]): Promise<boolean> {
  if (ids.length === 0) return false;
  const rows = await tx
    .select({ id: sprites.id })
    .from(sprites)
    .where(and(inArray(sprites.id, ids), eq(sprites.fromUpload, true)))
    .limit(1);
  return rows.length > 0;
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
