import { hostname } from "node:os";
import { join, resolve } from "node:path";
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs";

/**
 * One process per embedded data directory. PGlite is a single-user PostgreSQL: two processes
 * writing one directory corrupt it for good. Every process that opens the directory (the studio,
 * `npm run service`, backup and restore, tests on a real directory) first takes `DATA_DIR/lock`,
 * a file holding its pid; a second one is refused at once, naming the holder.
 *
 * The file is created whole or not at all (written under a temporary name, then hard-linked to
 * `lock`, which fails when it exists), so a reader never sees it half-written. A lock whose
 * process is gone (killed, machine restarted) is stale and taken over: its pid no longer runs,
 * or runs a process started at another time (the pid was reused), or is this very process
 * (a container that restarted with the same pid). Released by `release()` and, as a last resort,
 * when the process exits.
 */

export const LOCK_FILE = "lock";

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

interface LockRecord {
  pid: number;
  host: string;
  /** The process's start time as the kernel counts it (Linux), to tell a reused pid. */
  started?: string;
  at: string;
}

/** Raised when another live process holds the directory. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: LockRecord,
  ) {
    const where =
      holder.host === hostname()
        ? `process ${holder.pid}`
        : `process ${holder.pid} on ${holder.host}`;
    super(
      `The data directory ${dir} is in use by ${where} (since ${holder.at}). ` +
        "Only one process may open an embedded store: stop that one first " +
        `(kill ${holder.pid}), or give this one another DATA_DIR.` +
        (holder.host === hostname()
          ? ""
          : ` If that process is gone, delete ${join(dir, LOCK_FILE)}.`),
    );
    this.name = "DataDirLockedError";
  }
}

/** Lock files this process holds, released on exit even when nobody calls `release()`. */
const held = new Set<string>();
let exitHookInstalled = false;

/** Takes the directory's lock or throws `DataDirLockedError`. */
export function lockDataDir(dataDir: string): DataDirLock {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, LOCK_FILE);
  if (held.has(file)) {
    // Two stores on one directory in one process corrupt it just the same.
    throw new DataDirLockedError(dir, readRecord(file) ?? ownRecord());
  }
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (tryCreate(file)) return hold(file);
    const holder = readRecord(file);
    if (holder && isAlive(holder)) throw new DataDirLockedError(dir, holder);
    takeOverStale(file, holder);
  }
  throw new Error(`Could not take the lock ${file}: it keeps changing hands.`);
}

function hold(file: string): DataDirLock {
  held.add(file);
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.on("exit", () => {
      for (const path of held) removeIfOurs(path);
    });
  }
  let released = false;
  return {
    file,
    release: () => {
      if (released) return;
      released = true;
      held.delete(file);
      removeIfOurs(file);
    },
  };
}

function ownRecord(): LockRecord {
  return {
    pid: process.pid,
    host: hostname(),
    started: startTime(process.pid),
    at: new Date().toISOString(),
  };
}

/** Exclusive create of a complete file: write a private temp file, hard-link it into place. */
function tryCreate(file: string): boolean {
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(temp, `${JSON.stringify(ownRecord())}\n`, { mode: 0o644 });
  try {
    linkSync(temp, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    unlinkSync(temp);
  }
}

function readRecord(file: string): LockRecord | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<LockRecord>;
    if (typeof parsed.pid !== "number" || !Number.isInteger(parsed.pid)) return undefined;
    return {
      pid: parsed.pid,
      host: typeof parsed.host === "string" ? parsed.host : "?",
      started: typeof parsed.started === "string" ? parsed.started : undefined,
      at: typeof parsed.at === "string" ? parsed.at : "?",
    };
  } catch {
    return undefined;
  }
}

/**
 * Whether the recorded process still runs. A lock from another machine (a shared volume) cannot
 * be checked from here and counts as alive.
 */
function isAlive(record: LockRecord): boolean {
  if (record.host !== hostname()) return true;
  if (record.pid === process.pid) return false; // not in `held`: an earlier life of this pid
  try {
    process.kill(record.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const started = startTime(record.pid);
  return !(record.started && started && started !== record.started);
}

/**
 * Removes a stale lock so the next attempt can create one. Renaming it to a name of our own
 * first means two processes taking over together never remove each other's fresh lock: only
 * the one whose rename found the stale file removes it, and it checks what it moved.
 */
function takeOverStale(file: string, seen: LockRecord | undefined): void {
  const aside = `${file}.stale.${process.pid}`;
  try {
    renameSync(file, aside);
  } catch {
    return; // gone already: someone else took it over, try again
  }
  const moved = readRecord(aside);
  const same = moved?.pid === seen?.pid && moved?.at === seen?.at;
  if (!same && moved && isAlive(moved)) {
    // A live lock was created between our read and our rename: put it back.
    try {
      linkSync(aside, file);
    } catch {
      // Someone else holds a newer one: theirs stands.
    }
  } else if (seen) {
    console.warn(`[store] took over a stale lock on ${file} (process ${seen.pid} is gone)`);
  }
  unlinkSync(aside);
}

function removeIfOurs(file: string): void {
  try {
    if (readRecord(file)?.pid === process.pid) unlinkSync(file);
  } catch {
    // Already gone.
  }
}

/** Field 22 of /proc/<pid>/stat (start time in clock ticks since boot); undefined off Linux. */
function startTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces and parentheses: count from its closing one.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return fields[19];
  } catch {
    return undefined;
  }
}
