import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodePng } from "../codec";
import { jobs, sprites } from "../store/schema";
import { startTestService, type TestService } from "../testing";
import { enqueueJob } from "./enqueue";
import type { JobHandler } from "./types";
import { JobWorker } from "./worker";

/**
 * A worker stopping (the process shutting down) with a job in hand: it waits for the job up to
 * its drain time, then hands the job back to the queue, and whatever the job produces later is
 * dropped. Real queue and database; the handlers are the test's own.
 */
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

const image = async (size: number) => ({
  kind: "sprite" as const,
  width: size,
  height: size,
  png: await encodePng({
    width: size,
    height: size,
    data: new Uint8ClampedArray(size * size * 4).fill(255),
  }),
});
const options = { leaseMs: 30_000, pollMs: 10 };

async function jobRow(id: string) {
  const [row] = await svc.ctx.db.select().from(jobs).where(eq(jobs.id, id));
  return row!;
}

async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 500; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("condition never held");
}

describe("a stopping worker", () => {
  it("finishes the job in hand when it ends within the drain time", async () => {
    const { userId } = await svc.newAccount();
    const { id } = await enqueueJob(svc.ctx, {
      ownerId: userId,
      type: "restyle",
      params: {},
      cost: 1,
    });
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const handler: JobHandler = async () => {
      await gate;
      return image(16);
    };
    const worker = new JobWorker(svc.ctx, { restyle: handler }, options);
    worker.start();
    await until(async () => (await jobRow(id)).leaseOwner === worker.id);
    const stopping = worker.stop(60_000);
    setTimeout(finish, 50);
    await stopping;
    expect((await jobRow(id)).status).toBe("completed");
  });

  it("hands back a job still running after the drain time; its late result is dropped", async () => {
    const { userId } = await svc.newAccount();
    const { id } = await enqueueJob(svc.ctx, {
      ownerId: userId,
      type: "restyle",
      params: {},
      cost: 1,
    });
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const slow: JobHandler = async () => {
      await gate;
      return image(16);
    };
    const stopping = new JobWorker(svc.ctx, { restyle: slow }, options);
    stopping.start();
    await until(async () => (await jobRow(id)).leaseOwner === stopping.id);
    expect((await jobRow(id)).attempts).toBe(1);
    await stopping.stop(50);

    const released = await jobRow(id);
    expect(released).toMatchObject({
      status: "processing",
      leaseOwner: null,
      leaseExpiresAt: null,
    });
    // A shutdown is not a lost lease: the claim is not counted against the job's attempts.
    expect(released.attempts).toBe(0);

    // Another worker claims it at once (no lease to wait out) and completes it.
    const next = new JobWorker(svc.ctx, { restyle: async () => image(8) }, options);
    expect(await next.tick()).toBe(true);
    expect((await jobRow(id)).status).toBe("completed");

    // The first handler's result arrives late and changes nothing.
    finish();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stored = await svc.ctx.db.select().from(sprites).where(eq(sprites.id, id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.width).toBe(8);
  });
});
