import { invalid } from "../errors";
import { enqueueBatch } from "../jobs/enqueue";
import { requireBalance } from "../domain/ledger/require-balance";
import { defineOperation } from "./define";
import { planRedo, redoneOn } from "./redo-plan";

/**
 * POST /api/sprites/{id}/redo-derivatives (extension): the animations, rotations and normal
 * maps of an older version of this sprite's line, made again from this version with the same
 * parameters: fix a pixel on the base, and every frame and facing is drawn again from it. One
 * job per derivative, each at its operation's price today, charged together in one transaction
 * or refused whole (402 naming the total) before any job exists; each job then ends and refunds
 * on its own. `GET` on the same path quotes it, free.
 */
export const redoOperation = defineOperation({
  endpoint: "redoDerivatives",
  serve: async (ctx, ownerId, input, params) => {
    const plan = await planRedo(ctx, ownerId, params.id!, input.from_version_id);
    if (plan.jobs.length === 0 || !plan.fromVersionId) {
      throw invalid(
        "from_version_id",
        plan.skipped.length > 0
          ? `Nothing here can be redone on this version: ${plan.skipped[0]!.reason}`
          : "No older version of this sprite has animations, rotations or normal maps left to redo on this one.",
      );
    }
    const total = plan.jobs.reduce((sum, job) => sum + job.cost, 0);
    await requireBalance(ctx, ownerId, total);
    const accepted = await enqueueBatch(ctx, {
      ownerId,
      jobs: plan.jobs.map((job) => ({ type: job.type, params: job.params, cost: job.cost })),
      // Two requests racing for the same redo: the second finds the first's jobs and stops.
      guard: async (tx) => {
        const redone = await redoneOn(tx, ownerId, plan.target.id);
        if (plan.jobs.some((job) => redone.has(job.derivativeId))) {
          throw invalid(
            "from_version_id",
            "These derivatives are already being redone on this version. Nothing was charged.",
          );
        }
      },
    });
    return {
      spriteId: plan.target.id,
      fromVersionId: plan.fromVersionId,
      total,
      jobs: accepted.map((job, i) => ({
        ...job,
        operation: plan.jobs[i]!.operation,
        redoOf: plan.jobs[i]!.derivativeId,
        cost: plan.jobs[i]!.cost,
      })),
    };
  },
});
