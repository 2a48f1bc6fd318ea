import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { lockDataDir } from "./lock";
import { applyMigrations, pendingMigrations } from "./migrate";
import { snapshotBeforeMigrating } from "./snapshots";
import * as schema from "./schema";
import type { Db } from "./types";

export type { Db, Executor, Schema, Tx } from "./types";

export interface Store {
  db: Db;
  kind: "pglite" | "postgres";
  /** PGlite only: its data directory as a gzipped tarball (what `npm run backup` writes). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface StoreOptions {
  /** When set, PostgreSQL; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite's directory; `memory://` for a throwaway in-memory database. */
  dataDir: string;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /** Where the migrations are read from (tests use a shortened history). */
  migrationsDir?: string;
  /**
   * PGlite in memory only: start as a copy of this data directory tarball (as `dumpDataDir`
   * writes) instead of an empty database. Loading a migrated copy skips PostgreSQL's initdb,
   * which is most of an embedded store's start; pending migrations still run after it.
   */
  startFrom?: Blob;
}

/** Opens the database named by the options and brings its schema up to date. */
export async function openStore(options: StoreOptions): Promise<Store> {
  const store = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.maxConnections ?? 10)
    : await openPglite(options.dataDir, options.startFrom);
  try {
    if (store.kind === "pglite" && !options.dataDir.startsWith("memory://")) {
      // An existing embedded store about to change shape is copied first (kept: the last few).
      const pending = await pendingMigrations(store.db, options.migrationsDir);
      if (pending.tags.length > 0 && pending.applied > 0) {
        await snapshotBeforeMigrating(store, options.dataDir, pending.tags[0]!);
      }
    }
    await applyMigrations(store.db, options.migrationsDir);
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

/**
 * The data directory as a gzipped tarball. A checkpoint first writes every committed change
 * into the data files, so the copy needs no recovery when it is loaded.
 */
export async function dumpPglite(client: {
  query(text: string): Promise<unknown>;
  dumpDataDir(compression: "gzip"): Promise<Blob>;
}): Promise<Blob> {
  await client.query("CHECKPOINT");
  return client.dumpDataDir("gzip");
}

async function openPglite(dataDir: string, startFrom: Blob | undefined): Promise<Store> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const inMemory = dataDir.startsWith("memory://");
  const dir = inMemory ? dataDir : resolve(dataDir, "pglite");
  // Taken before PGlite touches the directory: a second process must not even open it.
  const lock = inMemory ? undefined : lockDataDir(dataDir);
  try {
    // PGlite does not create the parent folders of its data directory: make them first.
    if (!inMemory) mkdirSync(dir, { recursive: true });
    const client = await PGlite.create(
      dir,
      inMemory && startFrom ? { loadDataDir: startFrom } : undefined,
    );
    const db = drizzle(client, { schema }) as unknown as Db;
    let closing: Promise<void> | undefined;
    return {
      db,
      kind: "pglite",
      dumpDataDir: () => dumpPglite(client),
      // Closed once however many callers ask; the lock goes only once PGlite has let go.
      close: () => {
        closing ??= client.close().finally(() => lock?.release());
        return closing;
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
