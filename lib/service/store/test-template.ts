import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { applyMigrations } from "./migrate";
import * as schema from "./schema";
import type { Db } from "./types";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory as an uncompressed tarball, on disk. */
    pgliteTemplate: string;
  }
}

/**
 * Vitest global setup of the embedded-store test pass. Every test file starts a service on its
 * own in-memory PGlite; creating one runs PostgreSQL's initdb and then every migration, which
 * is most of a service test file's start. Here that is done once: the migrated, empty database
 * is dumped to a temporary file whose path test files receive (`inject("pgliteTemplate")`),
 * and each test service loads that copy. Opening a store from nothing stays tested where it is
 * the subject (the backup, snapshot and migration-history tests, and `npm start`).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const dir = mkdtempSync(join(tmpdir(), "sw-pglite-template-"));
  const client = await PGlite.create("memory://");
  try {
    await applyMigrations(drizzle(client, { schema }) as unknown as Db);
    // A checkpoint writes every committed change into the data files, so the copy loads
    // without recovery.
    await client.query("CHECKPOINT");
    const file = join(dir, "migrated.tar");
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
    project.provide("pgliteTemplate", file);
  } finally {
    await client.close();
  }
  return () => rmSync(dir, { recursive: true, force: true });
}
