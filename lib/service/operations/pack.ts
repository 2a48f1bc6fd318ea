import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { Uuid } from "@/lib/contract/common";
import { BOUNDS, PALETTE_EXTRAS_DEFAULTS } from "@/lib/contract/operations";
import type { PackStep } from "@/lib/contract/packs";
import { GenerateSpriteRequest } from "@/lib/contract/sprites";
import { createPack, runPack } from "../domain/packs/packs";
import { insertSprite, type NewSprite } from "../domain/sprites/insert-sprite";
import { JobAborted, JobFailure } from "../jobs/types";
import { jobs, packs } from "../store/schema";
import { animationRenderer } from "./animation";
import { defineJobRenderer, defineOperation } from "./define";
import { renderGeneration } from "./generate";

/** POST /api/agent: plans a pack from one prompt and prices each step; free, makes nothing. */
export const packPlanOperation = defineOperation({
  endpoint: "createPack",
  serve: (ctx, ownerId, input) => createPack(ctx, ownerId, input),
});

/**
 * POST /api/agent/{id}/run: charges the approved total (priced again now: a stale approval is
 * 409 `price_changed`) and queues the pack's steps as one job.
 */
export const packRunOperation = defineOperation({
  endpoint: "runPack",
  serve: (ctx, ownerId, input, params) => runPack(ctx, ownerId, params.id!, input),
});

/**
 * Runs an asset pack's steps in order. Each step is drawn with no transaction open, then
 * stored in one transaction that first re-checks the job is still this worker's (a cancel or a
 * takeover stops it), records the step's result and adds its price to `spent`, so a later
 * failure or cancel refunds only what was not made. Steps already made are skipped when a
 * pack is taken over after a lost worker.
 */
export const packRenderer = defineJobRenderer({
  params: z.object({ packId: Uuid }),
  render: async (ctx, job, _params, run) => {
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
        row = await renderGeneration(ctx, pack.ownerId, input, id, step.cost);
      } else {
        const source = step.depends_on === null ? undefined : steps[step.depends_on]?.result_id;
        if (!source)
          throw new JobFailure("provider_failure", `Step ${step.index} has no sprite to animate.`);
        const preset = step.preset ?? "Idle";
        const output = await animationRenderer.render(
          ctx,
          { ...job, id },
          {
            source_generation_id: source,
            preset,
            frame_count: step.frame_count ?? BOUNDS.animation.frames.default,
            framing_margin: 0,
            framing_anchor: "center",
            public: pack.isPublic,
            palette_extras: PALETTE_EXTRAS_DEFAULTS.animation(preset),
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
  },
});
