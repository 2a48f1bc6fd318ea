import { sql } from "drizzle-orm";
import type { Executor } from "../../store/db";
import type { SpriteRow } from "./present";

/** Namespace of the advisory locks that serialise changes to one line of edits. */
const LINE_LOCK = 727276;

type LineMember = Pick<SpriteRow, "id" | "ownerId" | "rootId" | "kind" | "assetType">;

/**
 * The grouped-list filters a sprite counts under: every line (""), lines holding an animation
 * ("animation"), and lines holding a sprite of its asset type.
 */
export function lineFilters(row: Pick<SpriteRow, "kind" | "assetType">): string[] {
  const keys = [""];
  if (row.kind === "animation") keys.push("animation");
  if (row.assetType) keys.push(row.assetType);
  return keys;
}

/** The SQL condition "this row matches the filter `key`". */
function matches(key: string) {
  if (key === "") return sql`TRUE`;
  if (key === "animation") return sql`kind = 'animation'`;
  return sql`asset_type = ${key}`;
}

/** Holds the line's lock until the transaction ends: two changes to one line never interleave. */
export async function lockLine(tx: Executor, rootId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LINE_LOCK}, hashtext(${rootId}))`);
}

/**
 * Moves the owner's line totals for a sprite just added (`delta` 1) or just deleted (-1): a
 * filter's total changes only when this sprite is the line's first (or last) live member that
 * matches it. Call it after the row changed, under `lockLine`, in that transaction.
 */
export async function countLine(tx: Executor, row: LineMember, delta: 1 | -1): Promise<void> {
  const rootId = row.rootId ?? row.id;
  for (const key of lineFilters(row)) {
    await tx.execute(sql`
      INSERT INTO sprite_line_counts (owner_id, filter, count)
      SELECT ${row.ownerId}, ${key}, ${Math.max(delta, 0)}
      WHERE NOT EXISTS (
        SELECT 1 FROM sprites
        WHERE owner_id = ${row.ownerId} AND root_id = ${rootId} AND id <> ${row.id}
          AND deleted_at IS NULL AND ${matches(key)}
      )
      ON CONFLICT (owner_id, filter)
      DO UPDATE SET count = GREATEST(sprite_line_counts.count + ${delta}, 0)`);
  }
}
