import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openStore } from "./db";
import { DataDirLockedError, LOCK_FILE, lockDataDir } from "./lock";

/**
 * The data directory's lock on its own (records written by hand, real processes as holders).
 * Two real servers on one directory: `tests/embedded-processes.test.ts`.
 */
const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "sw-lock-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const holderPid = (dir: string) =>
  (JSON.parse(readFileSync(join(dir, LOCK_FILE), "utf8")) as { pid: number }).pid;
const writeRecord = (dir: string, record: Record<string, unknown>) =>
  writeFileSync(join(dir, LOCK_FILE), JSON.stringify(record));

/** A process that runs until killed, and one that has already exited. */
function sleeper() {
  const child = spawn("sleep", ["60"], { stdio: "ignore" });
  return child;
}
async function deadPid(): Promise<number> {
  const child = spawn("true", [], { stdio: "ignore" });
  await new Promise((resolve) => child.on("exit", resolve));
  return child.pid!;
}

describe("the data directory lock", () => {
  it("holds this process's pid, refuses a second taker naming the holder, and is released", () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    expect(holderPid(dir)).toBe(process.pid);
    let refusal: unknown;
    try {
      lockDataDir(dir);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as Error).message).toContain(`process ${process.pid}`);
    expect((refusal as Error).message).toContain(dir);
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir).release();
  });

  it("refuses while another live process holds it", () => {
    const dir = freshDir();
    const other = sleeper();
    try {
      writeRecord(dir, { pid: other.pid, host: hostname(), at: "2026-01-01T00:00:00.000Z" });
      expect(() => lockDataDir(dir)).toThrow(`is in use by process ${other.pid}`);
      expect(holderPid(dir)).toBe(other.pid);
    } finally {
      other.kill("SIGKILL");
    }
  });

  it("takes over a stale lock: its process is gone, or its pid now runs another process", async () => {
    const gone = freshDir();
    writeRecord(gone, { pid: await deadPid(), host: hostname(), at: "x" });
    const first = lockDataDir(gone);
    expect(holderPid(gone)).toBe(process.pid);
    first.release();

    // The pid runs, but it is not the process that took the lock (its start time differs).
    const reused = freshDir();
    const other = sleeper();
    try {
      writeRecord(reused, { pid: other.pid, host: hostname(), started: "1", at: "x" });
      const second = lockDataDir(reused);
      expect(holderPid(reused)).toBe(process.pid);
      second.release();
    } finally {
      other.kill("SIGKILL");
    }

    // This very pid in an earlier life (a container restarted), and a file that is not a lock.
    const own = freshDir();
    writeRecord(own, { pid: process.pid, host: hostname(), at: "x" });
    lockDataDir(own).release();
    const junk = freshDir();
    writeFileSync(join(junk, LOCK_FILE), "");
    lockDataDir(junk).release();
  });

  it("is taken by openStore before PGlite opens, and released by close", async () => {
    const dir = freshDir();
    const store = await openStore({ dataDir: dir });
    try {
      expect(holderPid(dir)).toBe(process.pid);
      await expect(openStore({ dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      await store.close();
    }
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    const again = await openStore({ dataDir: dir });
    await again.close();
  }, 180_000);
});
