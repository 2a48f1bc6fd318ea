import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SpriteRecord } from "@/lib/contract";
import { getAccountRow } from "../domain/accounts/get-account";
import { presentAccount } from "../domain/accounts/present";
import { ledgerTotal } from "../domain/ledger/charge";
import { encodePng } from "../codec";
import { jobs } from "../store/schema";
import { startTestService, type TestService } from "../testing";
import { cancelJob } from "./cancel";
import { claimNextJob } from "./claim";
import { enqueueJob } from "./enqueue";
import { pollJob } from "./poll";
import { JobFailure, type JobHandler } from "./types";
import { JobWorker } from "./worker";

/**
 * The queue under test is real (database, claims, leases, refunds); the renderer is a tiny
 * handler of the test's own, since the queue must not care what a job draws.
 */
let clock = Date.now();
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService({}, { now: () => new Date(clock) });
});
afterAll(() => svc.close());

const LEASE = 10_000;
const drawn: JobHandler = async (_job, run) => {
  await run.progress(0.5);
  const data = new Uint8ClampedArray(16 * 16 * 4).fill(255);
  return {
    kind: "sprite",
    width: 16,
    height: 16,
    png: await encodePng({ width: 16, height: 16, data }),
  };
};
const worker = (handler: JobHandler = drawn) =>
  new JobWorker(svc.ctx, { restyle: handler, animation: handler }, { leaseMs: LEASE, pollMs: 10 });
const balance = async (userId: string) =>
  presentAccount(await getAccountRow(svc.ctx.db, userId, svc.ctx.now())).total_token_balance;

async function drain(w: JobWorker) {
  while (await w.tick()) {
    // keep claiming until nothing is left
  }
}

describe("durable job queue", () => {
  it("charges on enqueue, completes once, and the poll returns the sprite", async () => {
    const { userId } = await svc.newAccount({ monthly_token_allotment: 10 });
    const accepted = await enqueueJob(svc.ctx, {
      ownerId: userId,
      type: "restyle",
      params: {},
      cost: 2,
    });
    expect(accepted.status).toBe("processing");
    expect(await balance(userId)).toBe(8);
    expect(await pollJob(svc.ctx, userId, "restyle", accepted.id)).toMatchObject({
      status: "processing",
      progress: 0,
    });
    await drain(worker());
    const record = SpriteRecord.parse(await pollJob(svc.ctx, userId, "restyle", accepted.id));
    expect(record).toMatchObject({
      id: accepted.id,
      status: "completed",
      operation: "restyle",
      tokensSpent: 2,
      width: 16,
    });
    expect(await balance(userId)).toBe(8);
    expect(await ledgerTotal(svc.ctx.db, userId)).toBe(8);
    await expect(cancelJob(svc.ctx, userId, "restyle", accepted.id)).rejects.toMatchObject({
      code: "not_cancellable",
      status: 409,
    });
  });

  it("a job that cannot be paid for is never created", async () => {
    const { userId } = await svc.newAccount({ monthly_token_allotment: 1 });
    await expect(
      enqueueJob(svc.ctx, { ownerId: userId, type: "restyle", params: {}, cost: 2 }),
    ).rejects.toMatchObject({ code: "insufficient_tokens" });
    const rows = await svc.ctx.db.select().from(jobs).where(eq(jobs.ownerId, userId));
    expect(rows).toEqual([]);
  });

  it("concurrent cancels: one wins, the rest are 409, one refund", async () => {
    const { userId } = await svc.newAccount({ monthly_token_allotment: 10 });
    const { id } = await enqueueJob(svc.ctx, {
      ownerId: userId,
      type: "restyle",
      params: {},
      cost: 9,
    });
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => cancelJob(svc.ctx, userId, "restyle", id)),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results)
      if (r.status === "rejected") expect(r.reason).toMatchObject({ code: "not_cancellable" });
    expect(await balance(userId)).toBe(10);
    expect(await ledgerTotal(svc.ctx.db, userId)).toBe(10);
    await drain(worker());
    expect(await pollJob(svc.ctx, userId, "restyle", id)).toEqual({ id, status: "cancelled" });
  });

  it("a cancel while rendering wins; the worker's late result is dropped", async () => {
    const { userId } = await svc.newAccount({ monthly_token_allotment: 10 });
    const { id } = await enqueueJob(svc.ctx, {
      ownerId: userId,
      type: "restyle",
      params: {},
      cost: 2,
    });
    const slow: JobHandler = async (job, run) => {
      await cancelJob(svc.ctx, userId, "restyle", job.id);
      expect(await run.progress(0.9)).toBe(false);
      return drawn(job, run);
    };
    await drain(worker(slow));
    expect((await pollJob(svc.ctx, userId, "restyle", id)).status).toBe("cancelled");
    expect(
      (
        await svc.call("GET", `/api/sprites/${id}`, {
          key: (
            await svc.call("POST", `/api/admin/accounts/${userId}/keys`, {
              key: "test-admin-token",
            })
          ).body.api_key,
        })
      ).status,
    ).toBe(404);
    expect(await balance(userId)).toBe(10);
  });

  it("a failed render ends failed with its tokens refunded once", async () => {
    const { userId } = await svc.newAccount({ monthly_token_allotment: 10 });
    const { id } = await enqueueJob(svc.ctx, {
      ownerId: userId,
      type: "restyle",
      params: {},
      cost: 2,
    });
    await drain(
      worker(async () => {
        throw new JobFailure("provider_failure", "no item found in the second sprite");
      }),
    );
    expect(await pollJob(svc.ctx, userId, "restyle", id)).toEqual({
      id,
      status: "failed",
      error: { code: "provider_failure", message: "no item found in the second sprite" },
    });
    expect(await balance(userId)).toBe(10);
    await expect(cancelJob(svc.ctx, userId, "restyle", id)).rejects.toMatchObject({
      code: "not_cancellable",
    });
  });

  it("a dead worker's job is taken over after its lease and finishes once", async () => {
    const { userId } = await svc.newAccount({ monthly_token_allotment: 10 });
    const { id } = await enqueueJob(svc.ctx, {
      ownerId: userId,
      type: "restyle",
      params: {},
      cost: 2,
    });
    const dead = await claimNextJob(svc.ctx.db, "worker-that-dies", LEASE, new Date(clock));
    expect(dead?.id).toBe(id);
    expect(await worker().tick()).toBe(false);
    clock += LEASE + 1;
    await drain(worker());
    const done = await svc.ctx.db.select().from(jobs).where(eq(jobs.id, id));
    expect(done[0]).toMatchObject({ status: "completed", attempts: 2 });
    expect(await balance(userId)).toBe(8);
  });

  it("a job that keeps losing its worker is failed and refunded, never left processing", async () => {
    const { userId } = await svc.newAccount({ monthly_token_allotment: 10 });
    const { id } = await enqueueJob(svc.ctx, {
      ownerId: userId,
      type: "restyle",
      params: {},
      cost: 3,
    });
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(
        (await claimNextJob(svc.ctx.db, `doomed-${attempt}`, LEASE, new Date(clock)))?.id,
      ).toBe(id);
      clock += LEASE + 1;
    }
    await drain(worker());
    await worker().tick();
    expect((await pollJob(svc.ctx, userId, "restyle", id)).status).toBe("failed");
    expect(await balance(userId)).toBe(10);
  });

  it("one animation at a time per account; other accounts are not held up", async () => {
    const a = await svc.newAccount();
    const b = await svc.newAccount();
    const first = await enqueueJob(svc.ctx, {
      ownerId: a.userId,
      type: "animation",
      params: {},
      cost: 4,
    });
    const second = await enqueueJob(svc.ctx, {
      ownerId: a.userId,
      type: "animation",
      params: {},
      cost: 4,
    });
    const other = await enqueueJob(svc.ctx, {
      ownerId: b.userId,
      type: "animation",
      params: {},
      cost: 4,
    });
    const now = new Date(clock);
    expect((await claimNextJob(svc.ctx.db, "w1", LEASE, now))?.id).toBe(first.id);
    expect((await claimNextJob(svc.ctx.db, "w2", LEASE, now))?.id).toBe(other.id);
    expect(await claimNextJob(svc.ctx.db, "w3", LEASE, now)).toBeNull();
    clock += LEASE + 1;
    await drain(worker());
    for (const job of [first, second])
      expect((await pollJob(svc.ctx, a.userId, "animation", job.id)).status).toBe("completed");
    expect(second.id).not.toBe(first.id);
  });

  it("the database refuses to move a finished job", async () => {
    const { userId } = await svc.newAccount();
    const { id } = await enqueueJob(svc.ctx, {
      ownerId: userId,
      type: "restyle",
      params: {},
      cost: 1,
    });
    await cancelJob(svc.ctx, userId, "restyle", id);
    await expect(
      svc.ctx.db.execute(sql`UPDATE jobs SET status = 'completed' WHERE id = ${id}`),
    ).rejects.toThrow();
    expect((await pollJob(svc.ctx, userId, "restyle", id)).status).toBe("cancelled");
  });

  it("polls and cancels of another account's job are 404", async () => {
    const a = await svc.newAccount();
    const b = await svc.newAccount();
    const { id } = await enqueueJob(svc.ctx, {
      ownerId: a.userId,
      type: "restyle",
      params: {},
      cost: 1,
    });
    await expect(pollJob(svc.ctx, b.userId, "restyle", id)).rejects.toMatchObject({
      code: "not_found",
    });
    await expect(cancelJob(svc.ctx, b.userId, "restyle", id)).rejects.toMatchObject({
      code: "not_found",
    });
    await expect(pollJob(svc.ctx, a.userId, "combine", id)).rejects.toMatchObject({
      code: "not_found",
    });
  });
});

describe("operator pause", () => {
  it("while paused nothing is claimed and jobs can still be cancelled; resume lets them run", async () => {
    const { userId } = await svc.newAccount({ monthly_token_allotment: 10 });
    const paused = await svc.call("POST", "/api/admin/jobs/pause", { key: "test-admin-token" });
    expect(paused.body).toEqual({ paused: true });
    try {
      const waiting = await enqueueJob(svc.ctx, {
        ownerId: userId,
        type: "restyle",
        params: {},
        cost: 2,
      });
      const doomed = await enqueueJob(svc.ctx, {
        ownerId: userId,
        type: "restyle",
        params: {},
        cost: 2,
      });
      expect(await worker().tick()).toBe(false);
      await cancelJob(svc.ctx, userId, "restyle", doomed.id);
      expect(await balance(userId)).toBe(8);
      await svc.call("POST", "/api/admin/jobs/resume", { key: "test-admin-token" });
      await drain(worker());
      expect((await pollJob(svc.ctx, userId, "restyle", waiting.id)).status).toBe("completed");
    } finally {
      await svc.call("POST", "/api/admin/jobs/resume", { key: "test-admin-token" });
    }
  });
});
