import { and, type Column, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
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
  group?: ListSpritesQuery["group"];
}

type Scope = { ownerId: string } | "public";

type Filtered = "deletedAt" | "isPublic" | "ownerId" | "kind" | "assetType" | "status";
/** The columns a filter reads, of the table or of an alias of it. */
type FilterColumns = Record<Filtered | "title" | "prompt" | "rootId", Column>;

/** The conditions a listed row meets, written against `t` (the table or an alias of it). */
function rowFilters(t: FilterColumns, scope: Scope, query: PageQuery): SQL[] {
  const filters: SQL[] = [isNull(t.deletedAt)];
  if (scope === "public") filters.push(eq(t.isPublic, true));
  else filters.push(eq(t.ownerId, scope.ownerId));
  if (query.asset_type === "animation") filters.push(eq(t.kind, "animation"));
  else if (query.asset_type) filters.push(eq(t.assetType, query.asset_type));
  if (query.status) filters.push(eq(t.status, query.status));
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(sql`(${t.title} ILIKE ${pattern} OR ${t.prompt} ILIKE ${pattern})`);
  }
  if (query.root) filters.push(eq(t.rootId, query.root));
  return filters;
}

/**
 * One page of sprites, newest first. The row query walks an index in order and stops after
 * `limit` rows; `total` comes from the running totals in `sprite_counts`, so the first page
 * costs the same at 100,000 sprites as at 1,000. With `group: "line"` (the owner's list only)
 * each line of edits is one item: see `listLines`.
 */
export async function listSprites(
  ctx: ServiceContext,
  scope: Scope,
  query: PageQuery,
): Promise<SpritePage> {
  if (query.group === "line" && scope !== "public") return listLines(ctx, scope, query);
  const filters = rowFilters(sprites, scope, query);
  const countFilters: SQL[] = [sql`scope = ${scope === "public" ? "public" : scope.ownerId}`];
  if (query.asset_type === "animation") countFilters.push(sql`kind = 'animation'`);
  else if (query.asset_type) countFilters.push(sql`asset_type = ${query.asset_type}`);
  if (query.status) countFilters.push(sql`status = ${query.status}`);
  // Searches and lines of edits are counted from the rows themselves; the running totals only
  // know kind, asset type and status.
  const exact = Boolean(query.q || query.root);
  const rows = await pageQuery(ctx.db, filters, query.limit, query.offset);
  const [counted] = await queryRows<{ total: string | number | null }>(
    ctx.db,
    exact
      ? sql`SELECT count(*) AS total FROM sprites WHERE ${and(...filters)}`
      : sql`SELECT COALESCE(SUM(count), 0) AS total FROM sprite_counts WHERE ${sql.join(countFilters, sql` AND `)}`,
  );
  return page(rows.map(presentSprite), Number(counted?.total ?? 0), query);
}

/** The grouped row query; exported so a test can check its plan walks indexes. */
export function linePageQuery(db: Executor, scope: Scope, query: PageQuery) {
  const newer = alias(sprites, "newer");
  // Only its columns are used: the FROM below names the table and this alias by hand.
  return pageQuery(
    db,
    [
      ...rowFilters(sprites, scope, query),
      // The newest matching member of its line: no matching member of the line is newer.
      sql`NOT EXISTS (SELECT 1 FROM ${sprites} AS ${sql.identifier("newer")} WHERE ${and(
        eq(newer.ownerId, sprites.ownerId),
        eq(newer.rootId, sprites.rootId),
        ...rowFilters(newer, scope, query),
        sql`(${newer.createdAt}, ${newer.id}) > (${sprites.createdAt}, ${sprites.id})`,
      )})`,
    ],
    query.limit,
    query.offset,
  );
}

/**
 * One page of lines of edits, newest first: each item is the latest sprite of its line that
 * matches the filters, placed where that sprite is, with `versions` (how many of the line's
 * sprites match). The row query walks the owner's recent index and checks each row against its
 * line through the (owner, root, created) index, so a page costs the same at any library size;
 * `total` counts lines, from the running line totals when only a type filter applies.
 */
async function listLines(
  ctx: ServiceContext,
  scope: { ownerId: string },
  query: PageQuery,
): Promise<SpritePage> {
  const rows = await linePageQuery(ctx.db, scope, query);
  const roots = [...new Set(rows.map((row) => row.rootId ?? row.id))];
  const sizes = new Map<string, number>();
  if (roots.length > 0) {
    const counted = await ctx.db
      .select({ root: sprites.rootId, versions: sql<string | number>`count(*)` })
      .from(sprites)
      .where(and(...rowFilters(sprites, scope, query), inArray(sprites.rootId, roots)))
      .groupBy(sprites.rootId);
    for (const { root, versions } of counted) if (root) sizes.set(root, Number(versions));
  }
  const exact = Boolean(query.q || query.root || query.status);
  const key = query.asset_type ?? "";
  const [counted] = await queryRows<{ total: string | number | null }>(
    ctx.db,
    exact
      ? sql`SELECT count(DISTINCT root_id) AS total FROM sprites WHERE ${and(...rowFilters(sprites, scope, query))}`
      : sql`SELECT COALESCE(SUM(count), 0) AS total FROM sprite_line_counts WHERE owner_id = ${scope.ownerId} AND filter = ${key}`,
  );
  const items = rows.map((row) => ({
    ...presentSprite(row),
    versions: sizes.get(row.rootId ?? row.id) ?? 1,
  }));
  return page(items, Number(counted?.total ?? 0), query);
}

function page(items: SpritePage["sprites"], total: number, query: PageQuery): SpritePage {
  const nextOffset = query.offset + items.length;
  return {
    sprites: items,
    total,
    limit: query.limit,
    offset: query.offset,
    next_offset: items.length === query.limit && nextOffset < total ? nextOffset : null,
  };
}
