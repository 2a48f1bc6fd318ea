import { sql } from "drizzle-orm";
import type { Db } from "../store/db";
import { queryRows } from "../store/query";

/**
 * Hands a job back to the queue when its worker shuts down cleanly before finishing it: the
 * lease goes at once (another worker claims the job on its next poll rather than after the
 * lease runs out), and the claim is not counted as a lost one. False when the job was no longer
 * this worker's (it finished, was cancelled, or was taken over).
 */
export async function releaseLease(db: Db, jobId: string, workerId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE jobs SET lease_owner = NULL, lease_expires_at = NULL,
          attempts = GREATEST(attempts - 1, 0)
        WHERE id = ${jobId} AND status = 'processing' AND lease_owner = ${workerId}
        RETURNING id`,
  );
  return rows.length > 0;
}
