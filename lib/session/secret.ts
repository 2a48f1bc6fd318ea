import "server-only";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { writeFileAtomic } from "@/lib/service/public";

/** A session secret shorter than this is refused: it would make session cookies guessable. */
export const MIN_SECRET_LENGTH = 32;

/** The stored secret is unusable; the process must not start with it. */
export class SessionSecretError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SessionSecretError";
  }
}

/**
 * SESSION_SECRET, or one generated into DATA_DIR on first start and reused after, so sessions
 * survive a restart without any set-up. The generated file is written whole or not at all
 * (temporary file, flushed, then linked into place, which also fails when another process made
 * it first: then theirs is used). A stored secret shorter than 32 characters (an empty or cut
 * file) is refused with `SessionSecretError`, never used as a key.
 */
export function resolveSessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, "session-secret");
  const stored = readStored(file);
  if (stored !== undefined) return checked(stored, file);
  const secret = randomBytes(32).toString("base64url");
  try {
    writeFileAtomic(file, secret, { mode: 0o600, exclusive: true });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    // Another process wrote it first: use theirs.
    return checked(readStored(file) ?? "", file);
  }
}

function readStored(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

function checked(secret: string, file: string): string {
  if (secret.length >= MIN_SECRET_LENGTH) return secret;
  throw new SessionSecretError(
    `The session secret in ${file} is ${secret.length} characters long; at least ` +
      `${MIN_SECRET_LENGTH} are needed, so it is not used. Delete that file to have a new one ` +
      "generated at the next start (everyone signed in will have to sign in again), or set " +
      `SESSION_SECRET to a random string of ${MIN_SECRET_LENGTH} or more characters.`,
  );
}
