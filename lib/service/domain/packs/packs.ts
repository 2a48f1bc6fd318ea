import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { CreatePackRequest, RunPackRequest } from "@/lib/contract/packs";
import type { ServiceContext } from "../../context";
import { ApiError, notFound } from "../../errors";
import { cancelJob } from "../../jobs/cancel";
import { jobs, packs } from "../../store/schema";
import type { Executor } from "../../store/db";
import { charge } from "../ledger/charge";
import { planPack } from "./plan-pack";
import { presentPack } from "./present-pack";

/** POST /api/agent: plans and prices; nothing is charged or made until it is run. */
export async function createPack(
  ctx: ServiceContext,
  ownerId: string,
  input: z.output<typeof CreatePackRequest>,
) {
  const plan = planPack(input.prompt);
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
  await ctx.db.transaction(async (tx) => {
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
    if (input.approved_total !== row.total) {
      throw new ApiError(
        "price_changed",
        `The pack costs ${row.total} tokens, not ${input.approved_total}. Approve the current total to run it.`,
        { total_tokens: row.total },
      );
    }
    await charge(tx, { accountId: ownerId, cost: row.total, operation: "pack", refId: id, now });
    await tx.insert(jobs).values({
      id,
      ownerId,
      type: "pack",
      status: "processing",
      params: { packId: id },
      cost: row.total,
      chargeRef: id,
      createdAt: now,
    });
    await tx.update(packs).set({ status: "processing" }).where(eq(packs.id, id));
  });
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
