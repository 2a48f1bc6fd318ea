import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SpriteRecord } from "@/lib/contract";
import { getAccountRow } from "../domain/accounts/get-account";
import { presentAccount } from "../domain/accounts/present";
import { ledgerTotal } from "../domain/ledger/charge";
import { encodePng } from "../codec";
import { jobs, ledgerEntries } from "../store/schema";
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
 *
 * Claims are global (the oldest claimable job of any account), so each test starts from an
 * empty queue, processing resumed, and the clock at one fixed instant: what one test leaves
 * behind (an unclaimed job, a lease, a later clock) cannot decide what another one claims.
 * `npx vitest run --sequence.shuffle` runs them in any order.
 */
const START = Date.parse("2026-03-02T12:00:00Z");
let clock = START;
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService({}, { now: () => new Date(clock) });
});
afterAll(() => svc.close());
beforeEach(async () => {
  clock = START;
  await svc.ctx.db.execute(
    sql`UPDATE jobs SET status = 'cancelled', finished_at = ${new Date(START)}, lease_expires_at = NULL
        WHERE status = 'processing'`,
  );
  await svc.call("POST", "/api/admin/jobs/resume", { key: "test-admin-token" });
});

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

/** A handler drawing a blank square of `size`: which worker's result was stored shows in it. */
const sized =
  (size: number): JobHandler =>
  async () => ({
    kind: "sprite",
    width: size,
    height: size,
    png: await encodePng({
      width: size,
      height: size,
      data: new Uint8ClampedArray(size * size * 4).fill(255),
    }),
  });

/** Wraps a handler so it starts, then waits for the test to release it. */
function stalled(inner: JobHandler) {
  let release!: () => void;
  let started!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const begun = new Promise<void>((resolve) => {
    started = resolve;
  });
  const handler: JobHandler = async (job, run) => {
    started();
    await gate;
    return inner(job, run);
  };
  return { handler, started: begun, release };
}

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
    // What the handler was told is checked after the worker is done: a failed expectation
    // inside the handler would be swallowed by the worker like any other render error.
    let stillOurs: boolean | undefined;
    const slow: JobHandler = async (job, run) => {
      await cancelJob(svc.ctx, userId, "restyle", job.id);
      stillOurs = await run.progress(0.9);
      return drawn(job, run);
    };
    await drain(worker(slow));
    expect(stillOurs).toBe(false);
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

  it("a live worker that lost its lease: its late completion is dropped, the new holder's result stands", async () => {
    const { userId } = await svc.newAccount({ monthly_token_allotment: 10 });
    const { id } = await enqueueJob(svc.ctx, {
      ownerId: userId,
      type: "restyle",
      params: {},
      cost: 2,
    });
    // A long lease keeps the first worker's real-time heartbeat out of the way: the lease runs
    // out on the test's clock, while the first worker is still rendering.
    const first = stalled(sized(16));
    const second = stalled(sized(24));
    const a = new JobWorker(svc.ctx, { restyle: first.handler }, { leaseMs: 60_000, pollMs: 10 });
    const b = new JobWorker(svc.ctx, { restyle: second.handler }, { leaseMs: 60_000, pollMs: 10 });
    const aTick = a.tick();
    await first.started;
    clock += 60_001;
    const bTick = b.tick();
    await second.started;
    // The first worker finishes while the second holds the job: nothing of it is stored.
    first.release();
    expect(await aTick).toBe(true);
    expect(await pollJob(svc.ctx, userId, "restyle", id)).toMatchObject({ status: "processing" });
    second.release();
    expect(await bTick).toBe(true);
    const [row] = await svc.ctx.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: "completed", attempts: 2, leaseOwner: b.id });
    const record = SpriteRecord.parse(await pollJob(svc.ctx, userId, "restyle", id));
    expect(record).toMatchObject({ status: "completed", width: 24, height: 24 });
    expect(await balance(userId)).toBe(8);
    expect(await ledgerTotal(svc.ctx.db, userId)).toBe(8);
  });

  it("a live worker that lost its lease: its late failure neither ends the job nor refunds it", async () => {
    const { userId } = await svc.newAccount({ monthly_token_allotment: 10 });
    const { id } = await enqueueJob(svc.ctx, {
      ownerId: userId,
      type: "restyle",
      params: {},
      cost: 3,
    });
    const first = stalled(async () => {
      throw new JobFailure("provider_failure", "the first worker's late failure");
    });
    const second = stalled(async () => {
      throw new JobFailure("provider_failure", "the second worker's failure");
    });
    const a = new JobWorker(svc.ctx, { restyle: first.handler }, { leaseMs: 60_000, pollMs: 10 });
    const b = new JobWorker(svc.ctx, { restyle: second.handler }, { leaseMs: 60_000, pollMs: 10 });
    const aTick = a.tick();
    await first.started;
    clock += 60_001;
    const bTick = b.tick();
    await second.started;
    first.release();
    await aTick;
    expect(await pollJob(svc.ctx, userId, "restyle", id)).toMatchObject({ status: "processing" });
    expect(await balance(userId)).toBe(7);
    second.release();
    await bTick;
    expect(await pollJob(svc.ctx, userId, "restyle", id)).toEqual({
      id,
      status: "failed",
      error: { code: "provider_failure", message: "the second worker's failure" },
    });
    // Refunded once: the balance is whole again, and the ledger holds one charge and one refund.
    expect(await balance(userId)).toBe(10);
    expect(await ledgerTotal(svc.ctx.db, userId)).toBe(10);
    const entries = await svc.ctx.db
      .select({ reason: ledgerEntries.reason, delta: ledgerEntries.delta })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, userId));
    expect(entries.filter((e) => e.reason !== "grant").sort((p, q) => p.delta - q.delta)).toEqual([
      { reason: "charge", delta: -3 },
      { reason: "refund", delta: 3 },
    ]);
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
    // The second waited for the first's lease to end: it was claimed once, by the drain.
    const [held] = await svc.ctx.db.select().from(jobs).where(eq(jobs.id, second.id));
    expect(held?.attempts).toBe(1);
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
    // Refused by the trigger `jobs_terminal_is_final` (check_violation), not by anything else.
    await expect(
      svc.ctx.db.execute(sql`UPDATE jobs SET status = 'completed' WHERE id = ${id}`),
    ).rejects.toMatchObject({
      cause: { code: "23514", message: `job ${id} is already cancelled` },
    });
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
