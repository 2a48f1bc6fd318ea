import { and, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { ListSpritesQuery, SpritePage } from "@/lib/contract/sprites";
import type { ServiceContext } from "../../context";
import type { Executor } from "../../store/db";
import { queryRows } from "../../store/query";
import { sprites } from "../../store/schema";
import { presentSprite } from "./present";

/** The row query of a page; exported so a test can check its plan walks an index. */
export function pageQuery(db: Executor, filters: SQL[], limit: number, offset: number) {
  return db
    .select()
    .from(sprites)
    .where(and(...filters))
    .orderBy(desc(sprites.createdAt), desc(sprites.id))
    .limit(limit)
    .offset(offset);
}

interface PageQuery {
  limit: number;
  offset: number;
  status?: ListSpritesQuery["status"];
  asset_type?: ListSpritesQuery["asset_type"];
  q?: string;
  root?: string;
}

/**
 * One page of sprites, newest first. The row query walks an index in order and stops after
 * `limit` rows; `total` comes from the running totals in `sprite_counts`, so the first page
 * costs the same at 100,000 sprites as at 1,000.
 */
export async function listSprites(
  ctx: ServiceContext,
  scope: { ownerId: string } | "public",
  query: PageQuery,
): Promise<SpritePage> {
  const filters: SQL[] = [isNull(sprites.deletedAt)];
  const countFilters: SQL[] = [sql`scope = ${scope === "public" ? "public" : scope.ownerId}`];
  if (scope === "public") filters.push(eq(sprites.isPublic, true));
  else filters.push(eq(sprites.ownerId, scope.ownerId));
  if (query.asset_type === "animation") {
    filters.push(eq(sprites.kind, "animation"));
    countFilters.push(sql`kind = 'animation'`);
  } else if (query.asset_type) {
    filters.push(eq(sprites.assetType, query.asset_type));
    countFilters.push(sql`asset_type = ${query.asset_type}`);
  }
  if (query.status) {
    filters.push(eq(sprites.status, query.status));
    countFilters.push(sql`status = ${query.status}`);
  }
  // Searches and lines of edits are counted from the rows themselves; the running totals only
  // know kind, asset type and status.
  const exact: SQL[] = [];
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    exact.push(sql`(${sprites.title} ILIKE ${pattern} OR ${sprites.prompt} ILIKE ${pattern})`);
  }
  if (query.root) exact.push(eq(sprites.rootId, query.root));
  filters.push(...exact);
  const rows = await pageQuery(ctx.db, filters, query.limit, query.offset);
  const [counted] = await queryRows<{ total: string | number | null }>(
    ctx.db,
    exact.length > 0
      ? sql`SELECT count(*) AS total FROM sprites WHERE ${and(...filters)}`
      : sql`SELECT COALESCE(SUM(count), 0) AS total FROM sprite_counts WHERE ${sql.join(countFilters, sql` AND `)}`,
  );
  const total = Number(counted?.total ?? 0);
  const nextOffset = query.offset + rows.length;
  return {
    sprites: rows.map(presentSprite),
    total,
    limit: query.limit,
    offset: query.offset,
    next_offset: rows.length === query.limit && nextOffset < total ? nextOffset : null,
  };
}
