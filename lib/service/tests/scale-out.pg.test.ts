import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getAccountRow } from "../domain/accounts/get-account";
import { presentAccount } from "../domain/accounts/present";
import { ledgerTotal } from "../domain/ledger/charge";
import { batchSize } from "../domain/rate-limit/shared-counter";
import { queryRows } from "../store/query";
import { jobs, sprites } from "../store/schema";
import { startTestService, type TestService } from "../testing";

/**
 * The deployment that scales out, as processes: two service instances (`npm run service`,
 * `WORKERS=0`) and two job workers (`npm run worker`) on one PostgreSQL. Mixed load (reads,
 * paid synchronous calls, jobs and cancels) goes through both instances, as a load balancer
 * would send it; midway one instance and one worker (while it holds a job) are killed with
 * SIGKILL. Then: every acknowledged request's effect is there, every job ended in exactly one
 * terminal state, every balance equals its ledger, and the rate limit held across instances.
 */
const LEASE_MS = 1500;
let svc: TestService;
const children: ChildProcess[] = [];

beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  }
  await svc?.close();
});

/** One process, no tsx wrapper, so SIGKILL reaches the process itself. */
function startNode(script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    env: {
      ...process.env,
      DATABASE_URL: svc.ctx.env.DATABASE_URL,
      RENDER_THREADS: "1",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  return child;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

interface Instance {
  origin: string;
  process: ChildProcess;
  alive: boolean;
}

async function startInstance(): Promise<Instance> {
  const port = await freePort();
  const child = startNode("lib/service/server.ts", {
    PORT: String(port),
    HOST: "127.0.0.1",
    WORKERS: "0",
  });
  return { origin: `http://127.0.0.1:${port}`, process: child, alive: true };
}

async function until<T>(probe: () => Promise<T | undefined>, ms: number, what: string) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });

interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the test reads fields freely
  body: any;
  headers: Headers;
}

/**
 * A load balancer in front of the instances: requests go round the live ones; a connection
 * that fails marks its instance dead and the request goes to another. Every request sent here
 * is safe to repeat (reads, cancels, and paid POSTs with an Idempotency-Key). `undefined`: no
 * instance answered.
 */
class Balancer {
  private turn = 0;
  constructor(private readonly instances: Instance[]) {}

  async send(
    method: string,
    path: string,
    options: { key: string; body?: unknown; idempotencyKey?: string },
  ): Promise<Answer | undefined> {
    for (let attempt = 0; attempt < this.instances.length; attempt++) {
      const live = this.instances.filter((instance) => instance.alive);
      const instance = live[this.turn++ % live.length];
      if (!instance) return undefined;
      const headers: Record<string, string> = { authorization: `Bearer ${options.key}` };
      if (options.body !== undefined) headers["content-type"] = "application/json";
      if (options.idempotencyKey) headers["idempotency-key"] = options.idempotencyKey;
      try {
        const response = await fetch(instance.origin + path, {
          method,
          headers,
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
        });
        const text = await response.text();
        return {
          status: response.status,
          body: text ? JSON.parse(text) : null,
          headers: response.headers,
        };
      } catch {
        instance.alive = false;
      }
    }
    return undefined;
  }
}

describe("two service processes and two worker processes on one PostgreSQL", () => {
  it("lose no acknowledged work when an instance and a worker are killed midway", async () => {
    const instances = await Promise.all([startInstance(), startInstance()]);
    const [doomed] = instances;
    const firstWorker = startNode("lib/service/jobs/worker-main.ts", {
      WORKERS: "1",
      JOB_LEASE_MS: String(LEASE_MS),
    });
    for (const instance of instances) {
      await until(
        async () => ((await fetch(`${instance.origin}/api/openapi.json`)).ok ? true : undefined),
        30_000,
        `${instance.origin} to listen`,
      );
    }
    const balancer = new Balancer(instances);

    // The rate limit, while both instances take traffic: a burst that fits in one window.
    const limit = 40;
    let admitted = -1;
    for (let tries = 0; tries < 3 && admitted < 0; tries++) {
      const { key } = await svc.newAccount({ rate_limit_per_minute: limit });
      const window = Math.floor(Date.now() / 60_000);
      const answers = await Promise.all(
        Array.from({ length: limit * 2 }, () => balancer.send("GET", "/api/me", { key })),
      );
      if (Math.floor(Date.now() / 60_000) !== window) continue; // straddled two windows
      expect(answers.every((a) => a?.status === 200 || a?.status === 429)).toBe(true);
      admitted = answers.filter((a) => a?.status === 200).length;
    }
    expect(admitted).toBeGreaterThanOrEqual(limit);
    expect(admitted).toBeLessThanOrEqual(limit + instances.length * batchSize(limit));

    // Accounts for the load, each with a source sprite for its animations.
    const clients = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const account = await svc.newAccount({
          monthly_token_allotment: 100_000,
          rate_limit_per_minute: 100_000,
        });
        const source = await svc.call("POST", "/api/sprites", {
          key: account.key,
          body: {
            prompt: "a knight with a shield",
            asset_type: "character",
            width: 128,
            height: 128,
          },
        });
        expect(source.status).toBe(201);
        return { ...account, sourceId: source.body.id as string };
      }),
    );

    const acknowledged = { sprites: [] as string[], jobs: [] as string[], cancels: [] as string[] };
    /** Paid requests per account whose outcome is unknown (connection lost, or still claimed). */
    const unknown = new Map<string, number>();
    let paid = 0;
    let secondWorker: ChildProcess | undefined;
    let firstWorkerId: string | undefined;
    let heldAtKill: string[] = [];
    const ITERATIONS = 12;
    let done = 0;
    let killing: Promise<void> | undefined;

    const killMidway = async () => {
      // The first worker is the only one so far: wait until it is in the middle of a render.
      firstWorkerId = await until(
        async () => {
          const [row] = await queryRows<{ lease_owner: string }>(
            svc.ctx.db,
            sql`SELECT lease_owner FROM jobs WHERE status = 'processing' AND lease_owner IS NOT NULL
                AND progress > 0 AND progress < 800 LIMIT 1`,
          );
          return row?.lease_owner;
        },
        20_000,
        "the first worker to be mid-render",
      );
      doomed!.process.kill("SIGKILL");
      firstWorker.kill("SIGKILL");
      await Promise.all([killed(doomed!.process), killed(firstWorker)]);
      heldAtKill = (
        await queryRows<{ id: string }>(
          svc.ctx.db,
          sql`SELECT id FROM jobs WHERE status = 'processing' AND lease_owner = ${firstWorkerId}`,
        )
      ).map((row) => row.id);
      secondWorker = startNode("lib/service/jobs/worker-main.ts", {
        WORKERS: "1",
        JOB_LEASE_MS: String(LEASE_MS),
      });
    };

    const paidCall = async (userId: string, path: string, key: string, body: unknown) => {
      paid++;
      const answer = await balancer.send("POST", path, {
        key,
        body,
        idempotencyKey: crypto.randomUUID(),
      });
      if (!answer || answer.status === 409) unknown.set(userId, (unknown.get(userId) ?? 0) + 1);
      return answer;
    };

    await Promise.all(
      clients.map(async ({ key, userId, sourceId }, c) => {
        for (let i = 0; i < ITERATIONS; i++) {
          const me = await balancer.send("GET", "/api/me", { key });
          if (me) expect(me.status).toBe(200);
          const made = await paidCall(userId, "/api/sprites", key, {
            prompt: `a potion number ${c}-${i}`,
            width: 32,
            height: 32,
          });
          if (made?.status === 201) acknowledged.sprites.push(made.body.id);
          else if (made) expect(made.status).toBe(409);
          if (i % 2 === 0) {
            const job = await paidCall(userId, "/api/animations", key, {
              source_generation_id: sourceId,
              preset: i % 4 ? "Walk" : "Idle",
              frame_count: 16,
            });
            if (job?.status === 202) {
              acknowledged.jobs.push(job.body.id);
              if (i % 6 === 4) {
                const cancel = await balancer.send(
                  "POST",
                  `/api/animations/${job.body.id}/cancel`,
                  {
                    key,
                  },
                );
                if (cancel?.status === 200) acknowledged.cancels.push(job.body.id);
                else if (cancel) expect(cancel.status).toBe(409);
              }
            } else if (job) expect(job.status).toBe(409);
          }
          const list = await balancer.send("GET", "/api/sprites?limit=5", { key });
          if (list) expect(list.status).toBe(200);
          // Midway: the client that gets there waits for the kill; the others keep sending.
          if (++done === (clients.length * ITERATIONS) / 2) {
            killing = killMidway();
            await killing;
          }
        }
      }),
    );
    await killing;
    expect(doomed!.alive).toBe(false);
    expect(firstWorkerId).toBeDefined();
    expect(secondWorker).toBeDefined();

    // Every job ends: the killed worker's job once its lease runs out, the rest as they come.
    const owners = clients.map((client) => client.userId);
    await until(
      async () => {
        const [row] = await queryRows<{ n: number }>(
          svc.ctx.db,
          sql`SELECT count(*)::int AS n FROM jobs WHERE status = 'processing' AND owner_id IN ${owners}`,
        );
        return row?.n === 0 ? true : undefined;
      },
      45_000,
      "every job to end",
    );

    // Every acknowledged sprite exists.
    const stored = await svc.ctx.db
      .select({ id: sprites.id })
      .from(sprites)
      .where(inArray(sprites.id, acknowledged.sprites));
    expect(stored.map((row) => row.id).sort()).toEqual([...acknowledged.sprites].sort());

    // Every job of the load is in exactly one terminal state, with the ledger to match it.
    const ended = await svc.ctx.db.select().from(jobs).where(inArray(jobs.ownerId, owners));
    expect(ended.map((job) => job.id)).toEqual(expect.arrayContaining(acknowledged.jobs));
    const refunds = await queryRows<{ ref_id: string; n: number }>(
      svc.ctx.db,
      sql`SELECT ref_id, count(*)::int AS n FROM ledger_entries WHERE reason = 'refund' AND account_id IN ${owners} GROUP BY ref_id`,
    );
    const refunded = new Map(refunds.map((row) => [row.ref_id, row.n]));
    const made = new Set(
      (
        await svc.ctx.db
          .select({ id: sprites.id })
          .from(sprites)
          .where(
            inArray(
              sprites.id,
              ended.map((job) => job.id),
            ),
          )
      ).map((row) => row.id),
    );
    for (const job of ended) {
      expect(["completed", "failed", "cancelled"]).toContain(job.status);
      expect(job.attempts).toBeLessThanOrEqual(3);
      if (job.status === "completed") {
        expect(made.has(job.id)).toBe(true);
        expect(refunded.has(job.chargeRef)).toBe(false);
      } else {
        expect(made.has(job.id)).toBe(false);
        expect(refunded.get(job.chargeRef)).toBe(1);
      }
    }
    for (const id of acknowledged.cancels) {
      expect(ended.find((job) => job.id === id)?.status).toBe("cancelled");
    }
    // The job the killed worker held was taken over by the other one and finished (or was
    // cancelled by its client meanwhile).
    expect(heldAtKill.length).toBeGreaterThanOrEqual(1);
    for (const id of heldAtKill) {
      const job = ended.find((row) => row.id === id);
      if (job?.status !== "cancelled") expect(job?.attempts).toBeGreaterThanOrEqual(2);
    }

    // Balances equal their ledgers; each paid request charged at most once.
    for (const { userId } of clients) {
      const account = presentAccount(await getAccountRow(svc.ctx.db, userId, new Date()));
      expect(await ledgerTotal(svc.ctx.db, userId)).toBe(account.total_token_balance);
    }
    const [charges] = await queryRows<{ n: number }>(
      svc.ctx.db,
      sql`SELECT count(*)::int AS n FROM ledger_entries WHERE reason = 'charge' AND account_id IN ${owners}`,
    );
    const sources = clients.length;
    const unknownTotal = [...unknown.values()].reduce((a, b) => a + b, 0);
    const acknowledgedPaid = acknowledged.sprites.length + acknowledged.jobs.length;
    expect(acknowledgedPaid + unknownTotal).toBe(paid);
    expect(charges!.n - sources).toBeGreaterThanOrEqual(acknowledgedPaid);
    expect(charges!.n - sources).toBeLessThanOrEqual(paid);
  }, 120_000);
});
