/**
 * The service as the studio's server side (`lib/gateway`, `lib/session`, `app/`) may use it:
 * everything they need is exported here, and they import nothing else from `lib/service`
 * except `config` (the one environment schema both read); tests may also use `testing`.
 * `lib/gateway/boundaries.test.ts` keeps it that way.
 */

/** The service: `handle(request)` for every API path, `createLocalAccount(email)` for sign-up. */
import "server-only";
export { createService, type Service } from "./index";
/** This process's one in-process service (the studio's embedded upstream). */
export { getEmbeddedService } from "./embedded";
/**
 * Opens a database with the one migration history applied; remote mode keeps its sessions in
 * one of its own.
 */
export { openStore, type Store } from "./store/db";
/** Errors in the API's `{ code, message, details? }` shape, and the JSON responses carrying them. */
export { ApiError } from "./errors";
export { errorResponse, json } from "./http/respond";
/** Request bodies read and parsed with the API's own refusals (413, 415, 400 with `details`). */
export { parseWith, readBodyBytes, readJson } from "./http/body";
/** Files written whole or not at all (the studio's generated session secret). */
export { writeFileAtomic } from "./store/write-atomic";
/** Shutdown on SIGINT/SIGTERM, and a readable refusal when the data directory is in use. */
export { closeOnSignals, exitOnStartFailure } from "./shutdown";
export { DataDirLockedError } from "./store/lock";
