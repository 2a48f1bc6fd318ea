import { randomUUID } from "node:crypto";
import type { ServiceContext } from "../context";
import { charge } from "../domain/ledger/charge";
import { jobs } from "../store/schema";
import type { JobType } from "./types";

export interface EnqueueInput {
  ownerId: string;
  type: JobType;
  params: Record<string, unknown>;
  cost: number;
}

/**
 * Charges and records a job in one transaction: either both happen or neither (402 leaves no
 * job behind). Returns the acceptance body; workers pick the row up from here.
 */
export async function enqueueJob(ctx: ServiceContext, input: EnqueueInput) {
  const id = randomUUID();
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await charge(tx, {
      accountId: input.ownerId,
      cost: input.cost,
      operation: input.type,
      refId: id,
      now,
    });
    await tx.insert(jobs).values({
      id,
      ownerId: input.ownerId,
      type: input.type,
      status: "processing",
      params: input.params,
      cost: input.cost,
      chargeRef: id,
      createdAt: now,
    });
  });
  return { id, status: "processing" as const };
}
