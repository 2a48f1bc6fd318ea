import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RestylePreset } from "@/lib/contract";
import { BOUNDS } from "@/lib/contract/operations";
import { encodePng } from "../codec";
import { ledgerTotal } from "../domain/ledger/charge";
import { queryRows } from "../store/query";
import { jobs } from "../store/schema";
import { startTestService, type TestService } from "../testing";
import { claimNextJob, MAX_ATTEMPTS } from "./claim";
import { enqueueJob } from "./enqueue";
import type { JobHandler } from "./types";
import { JobWorker } from "./worker";

/**
 * Fair claiming, the per-account cap on queued jobs and the lost-lease limit under load. Each
 * test gets a service of its own (an empty queue and its own clock), so no test depends on what
 * another left queued. The queue, claims and refunds are real; the renderer is the test's own,
 * since what a job draws does not matter to the queue.
 */
let clock = Date.parse("2026-03-02T10:00:00Z");
let svc: TestService;
beforeEach(async () => {
  svc = await startTestService({}, { now: () => new Date(clock) });
});
afterEach(() => svc.close());

const LEASE = 10_000;
const CAP = BOUNDS.jobs.maxQueuedPerAccount;

/** A handler that records whose job it ran, in the order the worker ran them. */
function recorder(order: string[]): JobHandler {
  return async (job) => {
    order.push(job.ownerId);
    const data = new Uint8ClampedArray(16 * 16 * 4).fill(255);
    return {
      kind: "sprite",
      width: 16,
      height: 16,
      png: await encodePng({ width: 16, height: 16, data }),
    };
  };
}

const restyle = (ownerId: string, cost = 1) =>
  enqueueJob(svc.ctx, { ownerId, type: "restyle", params: {}, cost });

const statusOf = async (id: string) =>
  (await svc.ctx.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id)))[0]?.status;

describe("fair claiming across accounts", () => {
  it("one account's backlog does not hold back another's job: accounts take turns", async () => {
    const flooder = await svc.newAccount({ monthly_token_allotment: 1000 });
    const quiet = await svc.newAccount({ monthly_token_allotment: 1000 });
    for (let i = 0; i < 30; i++) await restyle(flooder.userId);
    const quietFirst = await restyle(quiet.userId);

    const order: string[] = [];
    const worker = new JobWorker(
      svc.ctx,
      { restyle: recorder(order) },
      { leaseMs: LEASE, pollMs: 5 },
    );
    await worker.tick();
    await worker.tick();
    // The flood was queued first, so its oldest job goes first; then it is the quiet account's
    // turn, though 29 of the flood's jobs are older.
    expect(order).toEqual([flooder.userId, quiet.userId]);
    expect(await statusOf(quietFirst.id)).toBe("completed");

    // A job the quiet account queues behind the flood's later jobs is next after one more of
    // the flood's: the account served longest ago goes first.
    await worker.tick();
    const quietSecond = await restyle(quiet.userId);
    await worker.tick();
    await worker.tick();
    expect(order.slice(2)).toEqual([flooder.userId, quiet.userId, flooder.userId]);
    expect(await statusOf(quietSecond.id)).toBe("completed");
  });

  it("several workers claiming at once still alternate between accounts", async () => {
    const flooder = await svc.newAccount({ monthly_token_allotment: 1000 });
    const quiet = await svc.newAccount({ monthly_token_allotment: 1000 });
    for (let i = 0; i < 24; i++) await restyle(flooder.userId);
    const quietJobs = [await restyle(quiet.userId), await restyle(quiet.userId)];

    const order: string[] = [];
    const claimed: string[] = [];
    // Claims only (no rendering): three workers race for the lock; each claim is recorded in
    // the order the claims committed, read back from the turn each one stamped.
    await Promise.all(
      ["w1", "w2", "w3"].map(async (workerId) => {
        for (let i = 0; i < 2; i++) {
          const job = await claimNextJob(svc.ctx.db, workerId, LEASE, new Date(clock));
          if (job) claimed.push(job.id);
        }
      }),
    );
    expect(claimed).toHaveLength(6);
    expect(new Set(claimed).size).toBe(6);
    // Both of the quiet account's jobs are among the first six claimed, though 24 older jobs of
    // the flood were claimable.
    for (const job of quietJobs) expect(claimed).toContain(job.id);
    // The rest runs to the end; every job completes exactly once.
    clock += LEASE + 1;
    const worker = new JobWorker(
      svc.ctx,
      { restyle: recorder(order) },
      { leaseMs: LEASE, pollMs: 5 },
    );
    while (await worker.tick()) {
      // drain
    }
    const rows = await svc.ctx.db.select({ status: jobs.status }).from(jobs);
    expect(rows.filter((row) => row.status === "completed")).toHaveLength(26);
  });
});

describe("the cap on queued jobs per account", () => {
  it(`refuses job ${CAP + 1} with 429 and Retry-After, charging nothing; a finished job frees a slot`, async () => {
    const { userId, key } = await svc.newAccount({ monthly_token_allotment: 1000 });
    const other = await svc.newAccount({ monthly_token_allotment: 1000 });
    const source = await svc.call("POST", "/api/sprites", {
      key,
      body: { prompt: "a small knight", asset_type: "character", width: 32, height: 32 },
    });
    expect(source.status).toBe(201);
    // Racing requests for the last slots: exactly the cap is accepted.
    const results = await Promise.allSettled(
      Array.from({ length: CAP + 5 }, () => restyle(userId)),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(CAP);
    for (const r of results) {
      if (r.status === "rejected")
        expect(r.reason).toMatchObject({ code: "rate_limited", status: 429 });
    }
    const before = await svc.balance(key);
    const refused = await svc.call("POST", "/api/restyles", {
      key,
      body: { source_generation_id: source.body.id, preset: RestylePreset.options[0] },
    });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("rate_limited");
    expect(refused.headers.get("retry-after")).toBe(String(BOUNDS.jobs.retryAfterSeconds));
    expect(await svc.balance(key)).toBe(before);
    expect(await ledgerTotal(svc.ctx.db, userId)).toBe(before);
    const queued = await svc.ctx.db.select().from(jobs).where(eq(jobs.ownerId, userId));
    expect(queued).toHaveLength(CAP);

    // Another account is not affected by this one's cap.
    await expect(restyle(other.userId)).resolves.toMatchObject({ status: "processing" });

    // One job finishes: one slot opens.
    const worker = new JobWorker(svc.ctx, { restyle: recorder([]) }, { leaseMs: LEASE, pollMs: 5 });
    await worker.tick();
    await worker.tick();
    const accepted = await svc.call("POST", "/api/restyles", {
      key,
      body: { source_generation_id: source.body.id, preset: RestylePreset.options[0] },
    });
    expect(accepted.status).toBe(202);
  });
});

describe("lost leases under load", () => {
  it(`a job that lost its worker ${MAX_ATTEMPTS} times fails and refunds while other jobs keep the workers busy`, async () => {
    const victim = await svc.newAccount({ monthly_token_allotment: 100 });
    const busy = await svc.newAccount({ monthly_token_allotment: 1000 });
    const lost = await restyle(victim.userId, 7);
    // Three workers claim it and die: each lease lapses unrenewed.
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const job = await claimNextJob(svc.ctx.db, `dead-${attempt}`, LEASE, new Date(clock));
      expect(job?.id).toBe(lost.id);
      clock += LEASE + 1;
    }
    expect(await svc.balance(victim.key)).toBe(93);
    // Meanwhile the queue never empties: another account keeps it full.
    for (let i = 0; i < 10; i++) await restyle(busy.userId);

    const worker = new JobWorker(svc.ctx, { restyle: recorder([]) }, { leaseMs: LEASE, pollMs: 5 });
    expect(await worker.tick()).toBe(true); // it had work to do...
    // ...and still failed the exhausted job, refunding it once.
    const [row] = await svc.ctx.db.select().from(jobs).where(eq(jobs.id, lost.id));
    expect(row).toMatchObject({
      status: "failed",
      errorCode: "provider_failure",
      attempts: MAX_ATTEMPTS,
    });
    expect(await svc.balance(victim.key)).toBe(100);
    expect(await ledgerTotal(svc.ctx.db, victim.userId)).toBe(100);
    await worker.tick();
    expect(await svc.balance(victim.key)).toBe(100);
    const refunds = await queryRows<{ n: number }>(
      svc.ctx.db,
      sql`SELECT count(*)::int AS n FROM ledger_entries WHERE ref_id = ${lost.id} AND reason = 'refund'`,
    );
    expect(refunds[0]?.n).toBe(1);
  });
});
