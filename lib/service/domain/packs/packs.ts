import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { CreatePackRequest, PackStep, RunPackRequest } from "@/lib/contract/packs";
import type { ServiceContext } from "../../context";
import { ApiError, notFound } from "../../errors";
import { cancelJob } from "../../jobs/cancel";
import { requireQueueSlot } from "../../jobs/queue-cap";
import { requireStorageRoom } from "../storage/quota";
import { jobs, packs } from "../../store/schema";
import type { Executor } from "../../store/db";
import { charge } from "../ledger/charge";
import { planPack, priceStep } from "./plan-pack";
import { presentPack } from "./present-pack";

/** POST /api/agent: plans and prices; nothing is charged or made until it is run. */
export async function createPack(
  ctx: ServiceContext,
  ownerId: string,
  input: z.output<typeof CreatePackRequest>,
) {
  const plan = planPack(input.prompt, ctx.prices);
  const [row] = await ctx.db
    .insert(packs)
    .values({
      id: randomUUID(),
      ownerId,
      prompt: input.prompt,
      readAs: plan.readAs,
      steps: plan.steps,
      total: plan.total,
      status: "planned",
      isPublic: input.public,
      createdAt: ctx.now(),
    })
    .returning();
  return presentPack(row!, undefined);
}

export async function getPack(ctx: ServiceContext, ownerId: string, id: string) {
  const row = await ownedPack(ctx.db, ownerId, id);
  const [job] = await ctx.db.select().from(jobs).where(eq(jobs.id, id));
  return presentPack(row, job);
}

/**
 * POST /api/agent/{id}/run: the client names the total it approved; anything else is 409
 * `price_changed`. The total is charged and the pack's job queued in one transaction.
 */
export async function runPack(
  ctx: ServiceContext,
  ownerId: string,
  id: string,
  input: z.output<typeof RunPackRequest>,
) {
  const now = ctx.now();
  const stale = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(packs)
      .where(and(eq(packs.id, id), eq(packs.ownerId, ownerId)))
      .for("update");
    if (!row) throw notFound("Pack");
    if (row.status !== "planned")
      throw new ApiError(
        "invalid_request",
        `The pack is already ${row.status}; a pack runs once.`,
        [{ path: "id", message: row.status }],
      );
    // Priced again now: a price that changed since planning makes the approval stale.
    const steps = (row.steps as PackStep[]).map((step) => ({
      ...step,
      cost: priceStep(step, ctx.prices),
    }));
    const total = steps.reduce((sum, step) => sum + step.cost, 0);
    if (input.approved_total !== total) {
      // The plan keeps its current prices, so the next GET shows what to approve.
      await tx.update(packs).set({ steps, total }).where(eq(packs.id, id));
      return total;
    }
    await requireQueueSlot(tx, ownerId);
    await requireStorageRoom(tx, ownerId);
    await charge(tx, { accountId: ownerId, cost: total, operation: "pack", refId: id, now });
    await tx.insert(jobs).values({
      id,
      ownerId,
      type: "pack",
      status: "processing",
      params: { packId: id },
      cost: total,
      chargeRef: id,
      createdAt: now,
    });
    await tx.update(packs).set({ status: "processing" }).where(eq(packs.id, id));
    return null;
  });
  if (stale !== null) {
    throw new ApiError(
      "price_changed",
      `The pack costs ${stale} tokens, not ${input.approved_total}. Approve the current total to run it.`,
      { total_tokens: stale },
    );
  }
  return getPack(ctx, ownerId, id);
}

/** POST /api/agent/{id}/cancel: a planned pack is dropped; a running one refunds what is not made. */
export async function cancelPack(ctx: ServiceContext, ownerId: string, id: string) {
  const row = await ownedPack(ctx.db, ownerId, id);
  if (row.status === "planned") {
    const dropped = await ctx.db
      .update(packs)
      .set({ status: "cancelled" })
      .where(and(eq(packs.id, id), eq(packs.status, "planned")))
      .returning({ id: packs.id });
    if (dropped.length > 0) return getPack(ctx, ownerId, id);
  }
  if (row.status === "cancelled")
    throw new ApiError("not_cancellable", "The pack was already cancelled.");
  await cancelJob(ctx, ownerId, "pack", id);
  return getPack(ctx, ownerId, id);
}

async function ownedPack(db: Executor, ownerId: string, id: string) {
  const [row] = await db
    .select()
    .from(packs)
    .where(and(eq(packs.id, id), eq(packs.ownerId, ownerId)));
  if (!row) throw notFound("Pack");
  return row;
}

/** GET /api/agent: the caller's packs, newest first, each with its steps and results. */
export async function listPacks(ctx: ServiceContext, ownerId: string, limit = 20) {
  const rows = await ctx.db
    .select()
    .from(packs)
    .where(eq(packs.ownerId, ownerId))
    .orderBy(desc(packs.createdAt))
    .limit(limit);
  const ids = rows.map((row) => row.id);
  const runs = ids.length > 0 ? await ctx.db.select().from(jobs).where(inArray(jobs.id, ids)) : [];
  const byId = new Map(runs.map((job) => [job.id, job]));
  return { packs: rows.map((row) => presentPack(row, byId.get(row.id))) };
}
