import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { applyMigrations } from "./migrate";
import * as schema from "./schema";
import type { Db } from "./types";

export type { Db, Executor, Schema, Tx } from "./types";

export interface Store {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

export interface StoreOptions {
  /** When set, PostgreSQL; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite's directory; `memory://` for a throwaway in-memory database. */
  dataDir: string;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
}

/** Opens the database named by the options and brings its schema up to date. */
export async function openStore(options: StoreOptions): Promise<Store> {
  const store = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.maxConnections ?? 10)
    : await openPglite(options.dataDir);
  try {
    await applyMigrations(store.db);
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}

async function openPostgres(url: string, max: number): Promise<Store> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new Pool({ connectionString: url, max });
  // An idle client's error (the server restarting) must not crash the process.
  pool.on("error", (error) =>
    console.error("[store] idle PostgreSQL client error:", error.message),
  );
  const db = drizzle(pool, { schema }) as unknown as Db;
  return { db, kind: "postgres", close: () => pool.end() };
}

async function openPglite(dataDir: string): Promise<Store> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const inMemory = dataDir.startsWith("memory://");
  const dir = inMemory ? dataDir : resolve(dataDir, "pglite");
  // PGlite does not create the parent folders of its data directory: make them first.
  if (!inMemory) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzle(client, { schema }) as unknown as Db;
  return { db, kind: "pglite", close: () => client.close() };
}
