import { existsSync, readFileSync, renameSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { dumpPglite } from "./db";
import { lockDataDir } from "./lock";
import { takeSnapshot } from "./snapshots";
import { writeFileAtomic } from "./write-atomic";

/**
 * Backup and restore of an embedded (PGlite) store. Both take the data directory's lock, so
 * they refuse while a server has the store open: a copy taken under a live server could miss
 * what it has not yet written, and a restore under it would be overwritten or corrupt it.
 * Stop the server (Ctrl-C), run them, start it again.
 */

const pgliteDir = (dataDir: string) => join(resolve(dataDir), "pglite");

/** Writes the store in `dataDir` to `outFile` (a gzipped tarball of PGlite's directory). */
export async function backupDataDir(dataDir: string, outFile: string): Promise<{ bytes: number }> {
  const dir = pgliteDir(dataDir);
  const lock = lockDataDir(dataDir);
  try {
    if (!existsSync(join(dir, "PG_VERSION"))) {
      throw new Error(`There is no embedded store in ${resolve(dataDir)} to back up.`);
    }
    const { PGlite } = await import("@electric-sql/pglite");
    const client = await PGlite.create(dir);
    try {
      const bytes = new Uint8Array(await (await dumpPglite(client)).arrayBuffer());
      writeFileAtomic(resolve(outFile), bytes, { mode: 0o600 });
      return { bytes: bytes.length };
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

/**
 * Replaces the store in `dataDir` with the backup in `inFile`. The backup is checked first (it
 * must load and hold a Spritewright store); the store it replaces is kept as a snapshot in
 * `DATA_DIR/snapshots`; the switch is two renames, so an interrupted restore leaves the old
 * store or the new one. Migrations newer than the backup are applied by the next start.
 */
export async function restoreDataDir(
  dataDir: string,
  inFile: string,
): Promise<{ replaced: string | null }> {
  const dir = pgliteDir(dataDir);
  const lock = lockDataDir(dataDir);
  try {
    const archive = new Blob([readFileSync(resolve(inFile))]);
    const { PGlite } = await import("@electric-sql/pglite");
    await checkBackup(PGlite, archive, inFile);

    let replaced: string | null = null;
    if (existsSync(join(dir, "PG_VERSION"))) {
      const current = await PGlite.create(dir);
      try {
        replaced = await takeSnapshot(
          { dumpDataDir: () => dumpPglite(current) },
          dataDir,
          "before-restore",
        );
      } finally {
        await current.close();
      }
    }

    const staging = `${dir}.restoring`;
    rmSync(staging, { recursive: true, force: true });
    const loaded = await PGlite.create(staging, { loadDataDir: archive });
    await loaded.close();
    const old = `${dir}.replaced`;
    rmSync(old, { recursive: true, force: true });
    if (existsSync(dir)) renameSync(dir, old);
    renameSync(staging, dir);
    rmSync(old, { recursive: true, force: true });
    return { replaced };
  } finally {
    lock.release();
  }
}

/** Refuses a file that is not a PGlite data directory holding a Spritewright store. */
async function checkBackup(
  PGlite: typeof import("@electric-sql/pglite").PGlite,
  archive: Blob,
  name: string,
): Promise<void> {
  let probe: InstanceType<typeof PGlite> | undefined;
  try {
    probe = await PGlite.create({ loadDataDir: archive });
    const result = await probe.query<{ name: string | null }>(
      "SELECT to_regclass('spritewright_migrations')::text AS name",
    );
    if (!result.rows[0]?.name) throw new Error("no Spritewright tables in it");
  } catch (error) {
    throw new Error(
      `${name} is not a Spritewright backup (${(error as Error).message}); nothing was changed.`,
    );
  } finally {
    await probe?.close().catch(() => undefined);
  }
}
