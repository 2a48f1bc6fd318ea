import { randomUUID } from "node:crypto";
import type { ServiceContext } from "../context";
import { charge } from "../domain/ledger/charge";
import { jobs } from "../store/schema";
import { requireQueueSlot } from "./queue-cap";
import { requireStorageRoom } from "../domain/storage/quota";
import type { JobType } from "./types";

export interface EnqueueInput {
  ownerId: string;
  type: JobType;
  params: Record<string, unknown>;
  cost: number;
}

/**
 * Charges and records a job in one transaction: either both happen or neither (402 leaves no
 * job behind). An account at its cap of queued jobs (429) or at its storage quota (409, the
 * result could not be kept) is refused before anything is charged. Returns the acceptance body; workers pick the row up from here.
 */
export async function enqueueJob(ctx: ServiceContext, input: EnqueueInput) {
  const id = randomUUID();
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await requireQueueSlot(tx, input.ownerId);
    await requireStorageRoom(tx, input.ownerId);
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
