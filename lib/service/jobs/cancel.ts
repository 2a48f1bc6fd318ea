import { and, eq } from "drizzle-orm";
import type { ServiceContext } from "../context";
import { ApiError, notFound } from "../errors";
import { refund } from "../domain/ledger/refund";
import { jobs } from "../store/schema";
import type { JobType } from "./types";

/**
 * Cancels a running job of the caller's and refunds it, in one transaction guarded like every
 * other way out of `processing`. A finished job is 409 `not_cancellable`.
 */
export async function cancelJob(ctx: ServiceContext, ownerId: string, type: JobType, id: string) {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [job] = await tx
      .select({ status: jobs.status })
      .from(jobs)
      .where(and(eq(jobs.id, id), eq(jobs.ownerId, ownerId), eq(jobs.type, type)));
    if (!job) throw notFound("Job");
    const won = await tx
      .update(jobs)
      .set({ status: "cancelled", finishedAt: now, leaseExpiresAt: null })
      .where(and(eq(jobs.id, id), eq(jobs.status, "processing")))
      .returning({ chargeRef: jobs.chargeRef, cost: jobs.cost, spent: jobs.spent });
    if (won.length === 0) {
      const [current] = await tx.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id));
      throw new ApiError(
        "not_cancellable",
        `The job is already ${current?.status ?? job.status}; there is nothing to cancel.`,
        {
          status: current?.status ?? job.status,
        },
      );
    }
    await refund(tx, won[0]!.chargeRef, now, won[0]!.cost - won[0]!.spent);
    return { id, status: "cancelled" as const };
  });
}
