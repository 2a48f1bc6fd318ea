import { sql } from "drizzle-orm";
import { BOUNDS } from "@/lib/contract/operations";
import { RetryLaterError } from "../errors";
import type { Tx } from "../store/db";
import { queryRows } from "../store/query";

/**
 * Refuses a new job when the account already has `BOUNDS.jobs.maxQueuedPerAccount` queued or
 * running, or a batch of `slots` jobs that would go past it: 429 `rate_limited` with
 * `Retry-After`. Call it first in the transaction that charges and inserts the jobs: it locks
 * the account row, so two requests racing for the last slot are counted one after the other,
 * and its refusal rolls back before anything is charged.
 */
export async function requireQueueSlot(tx: Tx, ownerId: string, slots = 1): Promise<void> {
  await tx.execute(sql`SELECT 1 FROM accounts WHERE id = ${ownerId} FOR NO KEY UPDATE`);
  const { maxQueuedPerAccount: cap, retryAfterSeconds } = BOUNDS.jobs;
  // Counting stops at the cap: an account at it costs the same whatever its history.
  const [row] = await queryRows<{ queued: number | string }>(
    tx,
    sql`SELECT count(*) AS queued FROM (SELECT 1 FROM jobs
        WHERE owner_id = ${ownerId} AND status = 'processing' LIMIT ${cap}) q`,
  );
  const queued = Number(row?.queued ?? 0);
  if (queued + slots > cap) {
    const have =
      slots === 1
        ? `You already have ${cap} jobs queued or running`
        : `These ${slots} jobs would go past the ${cap} you may have queued or running (${queued} are)`;
    throw new RetryLaterError(
      "rate_limited",
      `${have}; wait for some to finish, then retry in ${retryAfterSeconds} s. Nothing was charged.`,
      retryAfterSeconds,
      { limit: cap, retry_after: retryAfterSeconds },
    );
  }
}
