import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

/**
 * The database handle types, apart from the code that opens a database (`db.ts`) and the
 * migrator it runs (`migrate.ts`), so both and every query can name them without importing
 * each other.
 */
export type Schema = typeof schema;
/** One type for both drivers: PGlite and node-postgres share drizzle's Postgres dialect. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside `db.transaction(async (tx) => ...)`; most queries accept either. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Executor = Db | Tx;
