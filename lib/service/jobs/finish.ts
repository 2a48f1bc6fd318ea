import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../store/db";
import { refund } from "../domain/ledger/refund";
import { insertSprite } from "../domain/sprites/insert-sprite";
import { jobs } from "../store/schema";
import type { JobOutput, JobRow } from "./types";

/**
 * The three ways out of `processing`. Each is one transaction whose first statement is the
 * guarded status change (`WHERE status = 'processing'`): whichever of completion, failure or
 * cancel commits first wins, the others change nothing. The trigger `jobs_terminal_is_final`
 * refuses any later change at the database, and refunds are once-only by unique index.
 */

/**
 * Stores the result as the sprite with the job's id (none for asset packs, whose steps stored
 * their own). False when the job was no longer ours.
 */
export async function completeJob(
  db: Db,
  job: JobRow,
  workerId: string,
  output: JobOutput | null,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const won = await tx
      .update(jobs)
      .set({ status: "completed", progress: 1000, finishedAt: now, leaseExpiresAt: null })
      .where(and(eq(jobs.id, job.id), eq(jobs.status, "processing"), eq(jobs.leaseOwner, workerId)))
      .returning({ id: jobs.id });
    if (won.length === 0) return false;
    if (!output) return true;
    await insertSprite(tx, {
      ...output,
      id: job.id,
      ownerId: job.ownerId,
      status: "completed",
      operation: job.type,
      tokensSpent: job.cost,
      createdAt: now,
    });
    return true;
  });
}

/**
 * Fails the job and refunds it. With `workerId`, only while that worker still holds it (a
 * worker reporting its own failure); without, whoever holds it (recovery of exhausted jobs).
 */
export async function failJob(
  db: Db,
  jobId: string,
  error: { code: string; message: string },
  now: Date,
  workerId?: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const guard = workerId
      ? and(eq(jobs.id, jobId), eq(jobs.status, "processing"), eq(jobs.leaseOwner, workerId))
      : and(eq(jobs.id, jobId), eq(jobs.status, "processing"));
    const won = await tx
      .update(jobs)
      .set({
        status: "failed",
        finishedAt: now,
        leaseExpiresAt: null,
        errorCode: error.code,
        errorMessage: error.message,
      })
      .where(guard)
      .returning({ chargeRef: jobs.chargeRef, cost: jobs.cost, spent: jobs.spent });
    if (won.length === 0) return false;
    await refund(tx, won[0]!.chargeRef, now, won[0]!.cost - won[0]!.spent);
    return true;
  });
}

/** Renews the lease and records progress; false when the job is no longer this worker's. */
export async function renewLease(
  db: Db,
  jobId: string,
  workerId: string,
  leaseMs: number,
  now: Date,
  progress?: number,
) {
  const won = await db
    .update(jobs)
    .set({
      leaseExpiresAt: new Date(now.getTime() + leaseMs),
      ...(progress === undefined
        ? {}
        : { progress: sql`GREATEST(${jobs.progress}, ${Math.round(progress * 1000)})` }),
    })
    .where(and(eq(jobs.id, jobId), eq(jobs.status, "processing"), eq(jobs.leaseOwner, workerId)))
    .returning({ id: jobs.id });
  return won.length > 0;
}
