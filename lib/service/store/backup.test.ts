import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { readEnv } from "../config";
import { createService } from "../index";
import { TestService } from "../testing";
import { backupDataDir, restoreDataDir } from "./backup";
import { openStore, type Store } from "./db";
import { DataDirLockedError } from "./lock";
import { queryRows } from "./query";
import { listSnapshots, SNAPSHOTS_KEPT, takeSnapshot } from "./snapshots";

/**
 * Backup, restore and the snapshots taken before migrations, on a real embedded directory
 * (PGlite in both test passes: these are the embedded store's tools).
 */
const ADMIN = "test-admin-token"; // what TestService.newAccount sends
const dirs: string[] = [];
const freshDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function openService(dataDir: string): Promise<TestService> {
  const env = readEnv({ DATA_DIR: dataDir, ADMIN_TOKEN: ADMIN, WORKERS: "0" });
  return new TestService(await createService(env));
}

/** Everything a library is: accounts, keys, ledger, sprites (pixels included), jobs. */
async function library(store: Store) {
  const tables = ["accounts", "api_keys", "ledger_entries", "sprites", "jobs", "sprite_counts"];
  const out: Record<string, unknown[]> = {};
  for (const table of tables) {
    out[table] = await queryRows(
      store.db,
      sql.raw(`SELECT to_jsonb(t) AS row FROM ${table} t ORDER BY to_jsonb(t)::text`),
    );
  }
  return out;
}

describe("backup and restore", () => {
  it("brings the library back exactly as it was at the backup", async () => {
    const dataDir = freshDir("sw-backup-");
    const archive = join(freshDir("sw-archive-"), "library.tar.gz");

    let svc = await openService(dataDir);
    const { key } = await svc.newAccount();
    const kept: string[] = [];
    for (const prompt of ["wooden treasure chest", "a knight with a blue cape"]) {
      const res = await svc.call("POST", "/api/sprites", {
        key,
        body: { prompt, width: 32, height: 32, seed: 5 },
      });
      expect(res.status).toBe(201);
      kept.push(res.body.id);
    }
    const before = await library(svc.service.store);
    const listBefore = (await svc.call("GET", "/api/sprites", { key })).body;
    await svc.close();

    await backupDataDir(dataDir, archive);
    expect(readFileSync(archive).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b])); // gzip

    // More writes after the backup; while the service runs, backup and restore are refused.
    svc = await openService(dataDir);
    const later = await svc.call("POST", "/api/sprites", {
      key,
      body: { prompt: "a grass tile with flowers", width: 32, height: 32, seed: 6 },
    });
    expect(later.status).toBe(201);
    expect(
      (await svc.call("PATCH", `/api/sprites/${kept[0]}`, { key, body: { name: "renamed" } }))
        .status,
    ).toBe(200);
    expect((await svc.call("DELETE", `/api/sprites/${kept[1]}`, { key })).status).toBe(200);
    await expect(backupDataDir(dataDir, `${archive}.2`)).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(restoreDataDir(dataDir, archive)).rejects.toBeInstanceOf(DataDirLockedError);
    expect(existsSync(`${archive}.2`)).toBe(false);
    const changed = await library(svc.service.store);
    expect(changed).not.toEqual(before);
    await svc.close();

    const { replaced } = await restoreDataDir(dataDir, archive);
    expect(replaced).not.toBeNull();
    expect(listSnapshots(dataDir)).toContain(replaced);

    svc = await openService(dataDir);
    try {
      expect(await library(svc.service.store)).toEqual(before);
      expect((await svc.call("GET", "/api/sprites", { key })).body).toEqual(listBefore);
    } finally {
      await svc.close();
    }

    // The store the restore replaced is itself restorable: the later writes are all in it.
    await restoreDataDir(dataDir, replaced!);
    const store = await openStore({ dataDir });
    try {
      expect(await library(store)).toEqual(changed);
    } finally {
      await store.close();
    }
  }, 240_000);

  it("refuses a file that is not a backup and changes nothing", async () => {
    const dataDir = freshDir("sw-backup-");
    const svc = await openService(dataDir);
    await svc.newAccount();
    const before = await library(svc.service.store);
    await svc.close();
    const bogus = join(freshDir("sw-archive-"), "notes.tar.gz");
    writeFileSync(bogus, "not a backup at all");
    await expect(restoreDataDir(dataDir, bogus)).rejects.toThrow(/is not a Spritewright backup/);
    const store = await openStore({ dataDir });
    try {
      expect(await library(store)).toEqual(before);
    } finally {
      await store.close();
    }
  }, 120_000);
});

describe("snapshots before migrations", () => {
  /** A copy of the migrations whose history stops after the first `count`. */
  function history(count: number): string {
    const source = join(process.cwd(), "lib/service/store/migrations");
    const dir = freshDir("sw-migrations-");
    mkdirSync(join(dir, "meta"));
    for (const name of readdirSync(source)) {
      if (name.endsWith(".sql")) copyFileSync(join(source, name), join(dir, name));
    }
    const journal = JSON.parse(readFileSync(join(source, "meta/_journal.json"), "utf8")) as {
      entries: unknown[];
    };
    journal.entries = journal.entries.slice(0, count);
    writeFileSync(join(dir, "meta/_journal.json"), JSON.stringify(journal));
    return dir;
  }

  const total = (
    JSON.parse(
      readFileSync(join(process.cwd(), "lib/service/store/migrations/meta/_journal.json"), "utf8"),
    ) as { entries: { tag: string }[] }
  ).entries;

  async function applied(file: string): Promise<number> {
    const { PGlite } = await import("@electric-sql/pglite");
    const copy = await PGlite.create({ loadDataDir: new Blob([readFileSync(file)]) });
    try {
      const result = await copy.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM spritewright_migrations",
      );
      return result.rows[0]!.n;
    } finally {
      await copy.close();
    }
  }

  it("copies an existing store before migrating it, keeping the newest few", async () => {
    const dataDir = freshDir("sw-migrate-");
    const open = async (count: number) =>
      (await openStore({ dataDir, migrationsDir: history(count) })).close();
    const start = total.length - 3;

    await open(start); // a new store: nothing to keep
    expect(listSnapshots(dataDir)).toEqual([]);
    await open(start); // nothing to apply: no copy
    expect(listSnapshots(dataDir)).toEqual([]);

    for (let count = start + 1; count <= total.length; count += 1) await open(count);
    const snapshots = listSnapshots(dataDir);
    expect(snapshots).toHaveLength(3);
    for (const [i, file] of snapshots.entries()) {
      // Each holds the store as it was before the migration its name gives.
      expect(file).toContain(`before-${total[start + i]!.tag}`);
      expect(await applied(file)).toBe(start + i);
    }

    const store = await openStore({ dataDir });
    try {
      const newest = await takeSnapshot(store, dataDir, "by-hand");
      const kept = listSnapshots(dataDir);
      expect(kept).toHaveLength(SNAPSHOTS_KEPT);
      expect(kept).toEqual([...snapshots.slice(1), newest]);
    } finally {
      await store.close();
    }
  }, 240_000);
});
