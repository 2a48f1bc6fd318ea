import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../store/db";
import { queryRows } from "../../store/query";
import { sprites } from "../../store/schema";
import type { LayeredSprite } from "@/lib/engine/draw";
import { encodeLayers, storeLayers } from "../layers/store-layers";
import { countLine, lockLine } from "./line-counts";
import type { SpriteRow } from "./present";
import { countStored } from "../storage/quota";

export type NewSprite = Omit<
  typeof sprites.$inferInsert,
  "id" | "createdAt" | "rootId" | "fromUpload"
> & {
  id?: string;
  createdAt: Date;
  /** A second sprite the result takes pixels from besides `parentId` (a combine's item). */
  itemSourceId?: string;
  /** The sprite's layered document (a generation, or an edit of a sprite that has one). */
  layers?: LayeredSprite | null;
};

/** Namespace of the advisory locks that serialise generations of one prompt by one owner. */
const PROMPT_LOCK = 727277;

/**
 * Inserts a sprite and bumps the running totals its lists report (the owner's, the gallery's
 * when public, and the owner's line totals), in a transaction (the caller's, when it has one)
 * so a total never disagrees with the rows.
 *
 * Here, for every way a sprite is made, the sprite joins its line of edits and inherits whether
 * its pixels come from an uploaded image: an import does, and so does anything derived from one
 * (a combine, from either source). Such a sprite is stored private whatever was asked; the
 * operations refuse a `public: true` request for it before anything is charged.
 *
 * With `layers`, the sprite's layered document is stored beside it in the same transaction.
 *
 * It counts against the owner's storage quota first (its PNG and its layered document's bytes):
 * over it, 409 `storage_quota_exceeded`
 * rolls the transaction back (nothing stored, nothing charged).
 */
export async function insertSprite(db: Executor, sprite: NewSprite): Promise<SpriteRow> {
  const { itemSourceId, layers, ...values } = sprite;
  const encoded = layers ? encodeLayers(layers) : undefined;
  return db.transaction(async (tx) => {
    await countStored(tx, values.ownerId, values.png.byteLength + (encoded?.doc.byteLength ?? 0));
    const id = values.id ?? randomUUID();
    const rootId = await lineOf(tx, id, values);
    await lockLine(tx, rootId);
    const derived = values.parentId && values.operation !== "generate";
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
    if (encoded) await storeLayers(tx, inserted.id, encoded);
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
async function lineOf(
  tx: Executor,
  id: string,
  sprite: Omit<NewSprite, "itemSourceId">,
): Promise<string> {
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
