import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { GenerateSpriteRequest } from "@/lib/contract/sprites";
import type { PackStep } from "@/lib/contract/packs";
import type { ServiceContext } from "../context";
import { animationExtrasDefault } from "../domain/jobs/create-jobs";
import { insertSprite, type NewSprite } from "../domain/sprites/insert-sprite";
import { renderGeneration } from "../domain/sprites/generate-sprite";
import { jobs, packs } from "../store/schema";
import { JobAborted, JobFailure, type JobHandler } from "./types";

/**
 * Runs an asset pack's steps in order. Each step is drawn with no transaction open, then
 * stored in one transaction that first re-checks the job is still this worker's (a cancel or a
 * takeover stops it), records the step's result and adds its price to `spent`, so a later
 * failure or cancel refunds only what was not made. Steps already made are skipped when a
 * pack is taken over after a lost worker.
 */
export function createPackHandler(ctx: ServiceContext, animate: JobHandler): JobHandler {
  return async (job, run) => {
    const [pack] = await ctx.db.select().from(packs).where(eq(packs.id, job.id));
    if (!pack) throw new JobFailure("invalid_request", "The pack no longer exists.");
    const steps = pack.steps as unknown as PackStep[];
    for (const step of steps) {
      if (step.status === "completed") continue;
      const id = randomUUID();
      let row: NewSprite & { id: string; createdAt: Date };
      if (step.operation === "generate") {
        const input = GenerateSpriteRequest.parse({
          prompt: step.prompt,
          asset_type: step.asset_type ?? undefined,
          public: pack.isPublic,
        });
        row = { ...(await renderGeneration(ctx, pack.ownerId, input, id)), tokensSpent: step.cost };
      } else {
        const source = step.depends_on === null ? undefined : steps[step.depends_on]?.result_id;
        if (!source)
          throw new JobFailure("provider_failure", `Step ${step.index} has no sprite to animate.`);
        const output = await animate(
          {
            ...job,
            id,
            params: {
              source_generation_id: source,
              preset: step.preset,
              frame_count: step.frame_count,
              framing_margin: 0,
              framing_anchor: "center",
              public: pack.isPublic,
              palette_extras: animationExtrasDefault(step.preset ?? "Idle"),
            },
          },
          { workerId: run.workerId, progress: async () => true },
        );
        if (!output) throw new JobFailure("provider_failure", `Step ${step.index} made nothing.`);
        row = {
          ...output,
          id,
          ownerId: pack.ownerId,
          status: "completed",
          operation: "animation",
          tokensSpent: step.cost,
          createdAt: ctx.now(),
        };
      }
      await ctx.db.transaction(async (tx) => {
        const [held] = await tx
          .select({ status: jobs.status, leaseOwner: jobs.leaseOwner })
          .from(jobs)
          .where(eq(jobs.id, job.id))
          .for("update");
        if (held?.status !== "processing" || held.leaseOwner !== run.workerId)
          throw new JobAborted();
        await insertSprite(tx, row);
        step.status = "completed";
        step.result_id = id;
        await tx.update(packs).set({ steps }).where(eq(packs.id, pack.id));
        await tx
          .update(jobs)
          .set({ spent: sql`${jobs.spent} + ${step.cost}` })
          .where(eq(jobs.id, job.id));
      });
      if (!(await run.progress((step.index + 1) / steps.length))) throw new JobAborted();
    }
    return null;
  };
}
