import { randomUUID } from "node:crypto";
import type { ServiceContext } from "../context";
import { charge } from "../domain/ledger/charge";
import { ApiError } from "../errors";
import type { Tx } from "../store/db";
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

export interface BatchInput {
  ownerId: string;
  jobs: readonly Omit<EnqueueInput, "ownerId">[];
  /**
   * Runs first in the transaction, once the account row is locked: a check that must hold for
   * the whole batch (e.g. none of it was enqueued by a concurrent request meanwhile).
   */
  guard?: (tx: Tx) => Promise<void>;
}

/**
 * Charges and records several jobs in one transaction: all of them or none. The batch must fit
 * in the account's queue and storage; its total is refused whole with 402 (details: the total
 * and the balance) before any job exists. Each job keeps its own charge, so each ends in one
 * terminal state and refunds its own cost once, like any job.
 */
export async function enqueueBatch(ctx: ServiceContext, input: BatchInput) {
  const now = ctx.now();
  const total = input.jobs.reduce((sum, job) => sum + job.cost, 0);
  const ids = input.jobs.map(() => randomUUID());
  await ctx.db.transaction(async (tx) => {
    await requireQueueSlot(tx, input.ownerId, input.jobs.length);
    await input.guard?.(tx);
    await requireStorageRoom(tx, input.ownerId, input.jobs.length);
    let charged = 0;
    for (const [i, job] of input.jobs.entries()) {
      const id = ids[i]!;
      try {
        await charge(tx, {
          accountId: input.ownerId,
          cost: job.cost,
          operation: job.type,
          refId: id,
          now,
        });
      } catch (error) {
        throw batchRefusal(error, total, charged);
      }
      charged += job.cost;
      await tx.insert(jobs).values({
        id,
        ownerId: input.ownerId,
        type: job.type,
        status: "processing",
        params: job.params,
        cost: job.cost,
        chargeRef: id,
        createdAt: now,
      });
    }
  });
  return ids.map((id) => ({ id, status: "processing" as const }));
}

/** A charge refused midway names the batch's total and the balance it started from. */
function batchRefusal(error: unknown, total: number, charged: number): unknown {
  if (!(error instanceof ApiError) || error.code !== "insufficient_tokens") return error;
  const details = error.details as { balance?: number } | undefined;
  const balance = (details?.balance ?? 0) + charged;
  return new ApiError(
    "insufficient_tokens",
    `This costs ${total} tokens; the balance is ${balance}. Nothing was charged.`,
    { cost: total, balance },
  );
}
