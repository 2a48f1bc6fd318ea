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

/** Migrations ship as files beside the source; the app always runs from the repo root. */
function migrationsDir(): string {
  return process.env.MIGRATIONS_DIR ?? resolve(process.cwd(), "lib/service/store/migrations");
}
