import { readdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { writeFileAtomic } from "./write-atomic";

/** Automatic snapshots of an embedded store kept in `DATA_DIR/snapshots`; older ones are deleted. */
export const SNAPSHOTS_KEPT = 3;

export const snapshotsDir = (dataDir: string) => join(resolve(dataDir), "snapshots");

/** Snapshot files, oldest first (their names start with the time they were taken). */
export function listSnapshots(dataDir: string): string[] {
  try {
    return readdirSync(snapshotsDir(dataDir))
      .filter((name) => name.endsWith(".tar.gz"))
      .sort()
      .map((name) => join(snapshotsDir(dataDir), name));
  } catch {
    return [];
  }
}

/**
 * Copies the open store into `snapshots/<time>-<why>.tar.gz` and deletes all but the newest
 * `SNAPSHOTS_KEPT`. Returns the new file.
 */
export async function takeSnapshot(
  store: { dumpDataDir?(): Promise<Blob> },
  dataDir: string,
  why: string,
): Promise<string> {
  if (!store.dumpDataDir) throw new Error("only an embedded store can be snapshotted");
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = join(snapshotsDir(dataDir), `${stamp}-${why.replace(/[^\w-]/g, "_")}.tar.gz`);
  writeFileAtomic(file, new Uint8Array(await (await store.dumpDataDir()).arrayBuffer()));
  for (const old of listSnapshots(dataDir).slice(0, -SNAPSHOTS_KEPT)) rmSync(old, { force: true });
  return file;
}

/** The snapshot taken before migrations change an existing embedded store. */
export async function snapshotBeforeMigrating(
  store: { dumpDataDir?(): Promise<Blob> },
  dataDir: string,
  firstPendingTag: string,
): Promise<string> {
  const file = await takeSnapshot(store, dataDir, `before-${firstPendingTag}`);
  console.log(`[store] migrating an existing store: its copy from before is ${file}`);
  return file;
}
