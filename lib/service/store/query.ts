import type { SQL } from "drizzle-orm";
import type { Executor } from "./types";

/**
 * Runs raw SQL and returns its rows. Both drivers answer `{ rows }`; drizzle's shared Postgres
 * type cannot say so, hence the one cast here rather than at every call.
 */
export async function queryRows<T>(db: Executor, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}
