import { type ChildProcess, spawn } from "node:child_process";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getAccountRow } from "../domain/accounts/get-account";
import { presentAccount } from "../domain/accounts/present";
import { ledgerTotal } from "../domain/ledger/charge";
import { queryRows } from "../store/query";
import { jobs } from "../store/schema";
import { startTestService, type TestService } from "../testing";

/**
 * Worker processes against PostgreSQL (`npm run worker`), one of them killed with SIGKILL in
 * the middle of a job: its lease runs out, another worker takes the job over, and every job
 * ends in exactly one terminal state with no refund paid twice.
 */
let svc: TestService;
const children: ChildProcess[] = [];
const LEASE_MS = 1500;

beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  await svc?.close();
});

function startWorker(): ChildProcess {
  // One process, no tsx wrapper: SIGKILL must hit the worker itself, not a parent that
  // would leave it running.
  const child = spawn(process.execPath, ["--import", "tsx", "lib/service/jobs/worker-main.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: svc.ctx.env.DATABASE_URL,
      WORKERS: "1",
      JOB_LEASE_MS: String(LEASE_MS),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  return child;
}

async function until<T>(
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("a worker process killed mid-job", () => {
  it("leaves no job stuck and pays no refund twice", async () => {
    const { key, userId } = await svc.newAccount();
    const sprite = (
      await svc.call("POST", "/api/sprites", {
        key,
        body: {
          prompt: "a knight with a shield",
          asset_type: "character",
          width: 256,
          height: 256,
        },
      })
    ).body;
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await svc.call("POST", "/api/animations", {
        key,
        body: { source_generation_id: sprite.id, preset: i % 2 ? "Walk" : "Idle", frame_count: 16 },
      });
      expect(res.status).toBe(202);
      ids.push(res.body.id);
    }
    const victim = startWorker();
    const claimed = await until(
      async () => {
        const [row] = await queryRows<{ id: string }>(
          svc.ctx.db,
          sql`SELECT id FROM jobs WHERE status = 'processing' AND lease_owner IS NOT NULL AND progress > 0 AND progress < 800 LIMIT 1`,
        );
        return row?.id;
      },
      60_000,
      "a job in the middle of its render",
    );
    victim.kill("SIGKILL");
    await new Promise((resolve) => victim.once("exit", resolve));
    const [held] = await svc.ctx.db.select().from(jobs).where(eq(jobs.id, claimed));
    // Killed mid-render: progress is past "sources read" (5%) and short of "frames drawn" (80%),
    // and a cold 256-px, 16-frame render takes far longer than the 10 ms between seeing that
    // and the kill. The job is still held by a dead worker.
    expect(held?.status).toBe("processing");
    expect(held?.attempts).toBe(1);

    startWorker();
    await until(
      async () => {
        const rows = await svc.ctx.db
          .select({ status: jobs.status })
          .from(jobs)
          .where(eq(jobs.ownerId, userId));
        return rows.every((row) => row.status !== "processing") ? true : undefined;
      },
      90_000,
      "every job to finish",
    );
    const finished = await svc.ctx.db.select().from(jobs).where(eq(jobs.ownerId, userId));
    expect(finished.find((row) => row.id === claimed)?.attempts).toBe(2);
    expect(finished.map((row) => row.status).sort()).toEqual([
      "completed",
      "completed",
      "completed",
      "completed",
    ]);
    const refunds = await queryRows<{ n: number }>(
      svc.ctx.db,
      sql`SELECT count(*)::int AS n FROM ledger_entries WHERE account_id = ${userId} AND reason = 'refund'`,
    );
    expect(refunds[0]?.n).toBe(0);
    const account = presentAccount(await getAccountRow(svc.ctx.db, userId, svc.ctx.now()));
    expect(account.total_token_balance).toBe(10_000 - 1 - 4 * 8);
    expect(await ledgerTotal(svc.ctx.db, userId)).toBe(account.total_token_balance);
    for (const id of ids)
      expect((await svc.call("GET", `/api/animations/${id}`, { key })).body.status).toBe(
        "completed",
      );
  });
});
