import {
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  writeSync,
} from "node:fs";
import { dirname } from "node:path";

/**
 * Writes a whole file or nothing: a temporary file in the same directory, flushed to disk, then
 * moved into place, so a crash leaves the old file or the new one, never part of one.
 * `exclusive`: never replace an existing file (the move is a hard link, which fails with
 * `EEXIST`); otherwise the new file replaces the old (a rename).
 */
export function writeFileAtomic(
  file: string,
  bytes: Uint8Array | string,
  options: { mode?: number; exclusive?: boolean } = {},
): void {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
  const fd = openSync(temp, "wx", options.mode ?? 0o600);
  try {
    const data = typeof bytes === "string" ? Buffer.from(bytes) : bytes;
    let written = 0;
    while (written < data.length) written += writeSync(fd, data, written);
    fsyncSync(fd);
    closeSync(fd);
    if (options.exclusive) linkSync(temp, file);
    else renameSync(temp, file);
  } catch (error) {
    try {
      closeSync(fd);
    } catch {
      // closed already
    }
    throw error;
  } finally {
    rmSync(temp, { force: true });
  }
  // The new name is durable once its directory is flushed too.
  try {
    const dir = openSync(dirname(file), "r");
    fsyncSync(dir);
    closeSync(dir);
  } catch {
    // Some filesystems refuse fsync on a directory; the file is in place all the same.
  }
}
