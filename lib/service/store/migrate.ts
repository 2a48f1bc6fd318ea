import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { sql } from "drizzle-orm";
import { queryRows } from "./query";
import type { Db } from "./types";

/**
 * Applies drizzle-kit's generated migrations (`migrations/*.sql`, listed in `meta/_journal.json`)
 * that this database has not seen, in one transaction under an advisory lock, so several
 * instances starting together on one PostgreSQL apply each migration once.
 */
export async function applyMigrations(db: Db, dir = migrationsDir()): Promise<string[]> {
  const journal = JSON.parse(readFileSync(join(dir, "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727274)`);
    await tx.execute(sql`CREATE TABLE IF NOT EXISTS spritewright_migrations (
      tag text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = await queryRows<{ tag: string }>(tx, sql`SELECT tag FROM spritewright_migrations`);
    const applied = new Set(done.map((row) => row.tag));
    const fresh: string[] = [];
    for (const { tag } of journal.entries) {
      if (applied.has(tag)) continue;
      const text = readFileSync(join(dir, `${tag}.sql`), "utf8");
      for (const statement of text.split("--> statement-breakpoint")) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`INSERT INTO spritewright_migrations (tag) VALUES (${tag})`);
      fresh.push(tag);
    }
    return fresh;
  });
}

/**
 * The migrations this database has not seen yet (`tags`, in order) and how many it has
 * (`applied`: 0 for a database the migrator never touched). Read without changing anything.
 */
export async function pendingMigrations(
  db: Db,
  dir = migrationsDir(),
): Promise<{ tags: string[]; applied: number }> {
  const journal = JSON.parse(readFileSync(join(dir, "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  const [table] = await queryRows<{ name: string | null }>(
    db,
    sql`SELECT to_regclass('spritewright_migrations')::text AS name`,
  );
  const done = table?.name
    ? await queryRows<{ tag: string }>(db, sql`SELECT tag FROM spritewright_migrations`)
    : [];
  const applied = new Set(done.map((row) => row.tag));
  return {
    tags: journal.entries.map((entry) => entry.tag).filter((tag) => !applied.has(tag)),
    applied: applied.size,
  };
}

/** Migrations ship as files beside the source; the app always runs from the repo root. */
function migrationsDir(): string {
  return process.env.MIGRATIONS_DIR ?? resolve(process.cwd(), "lib/service/store/migrations");
}
