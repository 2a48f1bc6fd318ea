import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOUNDS } from "@/lib/contract/operations";
import { startTestService, type TestService } from "../testing";
import { RenderAdmission, type RenderLane } from "./admission";
import { renderTasksOn } from "./render-task";
import { inProcessRunner, type RenderTaskRunner } from "./runner";
import { generation } from "./test-fixtures";

/**
 * A stand-in for the render threads that holds every render until the test lets it go, then
 * draws it for real in this process. The admission control is the code under test; the threads
 * behind it are replaced only so the test decides when a render ends, not the machine's load.
 */
class HeldRunner implements RenderTaskRunner {
  readonly threads = 1;
  started = 0;
  private gates: Array<() => void> = [];
  private open = false;

  run: RenderTaskRunner["run"] = async (name, params, signal) => {
    this.started++;
    if (!this.open) {
      await new Promise<void>((resolve, reject) => {
        this.gates.push(resolve);
        signal.addEventListener("abort", () => reject(new Error("stopped")), { once: true });
      });
    }
    return inProcessRunner.run(name, params, signal);
  };

  /** Lets the oldest held render finish. */
  releaseOne(): void {
    this.gates.shift()?.();
  }

  /** Lets every render through, now and later. */
  releaseAll(): void {
    this.open = true;
    for (const gate of this.gates.splice(0)) gate();
  }

  close = async () => {};
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe("render admission", () => {
  it("a flood of requests waits its turn next to jobs: when a slot frees, the lanes alternate", async () => {
    const gate = new RenderAdmission({ slots: 1, maxWaiting: 10, retryAfterSeconds: 2 });
    const release = await gate.acquire("request");
    const started: string[] = [];
    const wait = (lane: RenderLane, name: string) =>
      gate.acquire(lane).then((done) => {
        started.push(name);
        done();
      });
    const all = [
      wait("request", "r1"),
      wait("request", "r2"),
      wait("request", "r3"),
      wait("job", "j1"),
      wait("job", "j2"),
    ];
    expect(gate.load).toEqual({ running: 1, request: 3, job: 2 });
    release();
    await Promise.all(all);
    // The slot was a request's, so a job goes next; then the lanes alternate until one is empty.
    expect(started).toEqual(["j1", "r1", "j2", "r2", "r3"]);
    expect(gate.load).toEqual({ running: 0, request: 0, job: 0 });
  });

  it("a request over the bound is refused at once with 503 service_busy; jobs are never refused", async () => {
    const gate = new RenderAdmission({ slots: 1, maxWaiting: 2, retryAfterSeconds: 3 });
    const release = await gate.acquire("request");
    const waiting = [gate.acquire("request"), gate.acquire("request")];
    await expect(gate.acquire("request")).rejects.toMatchObject({
      code: "service_busy",
      status: 503,
      retryAfter: 3,
    });
    const jobs = Array.from({ length: 5 }, () => gate.acquire("job"));
    expect(gate.load).toEqual({ running: 1, request: 2, job: 5 });
    release();
    await Promise.all([...waiting, ...jobs].map((slot) => slot.then((done) => done())));
    expect(gate.load).toEqual({ running: 0, request: 0, job: 0 });
  });

  it("the time limit counts from when a render starts, not from when it was asked for", async () => {
    const runner = new HeldRunner();
    const gate = new RenderAdmission({ slots: 1, maxWaiting: 4, retryAfterSeconds: 2 });
    const limit = 1000;
    const render = renderTasksOn(runner, limit, { gate, lane: "request" });
    const params = () => generation("a small knight", "character", 32, 1);
    const first = render("generate", params());
    const second = render("generate", params());
    // The first render takes 0.7 of the limit while the second waits; the second then takes
    // 0.6 of it: 1.3 limits after it was asked for, but within the limit from its start.
    await sleep(0.7 * limit);
    runner.releaseOne();
    await expect(first).resolves.toMatchObject({ image: { width: 32, height: 32 } });
    await until(() => runner.started === 2);
    await sleep(0.6 * limit);
    runner.releaseOne();
    await expect(second).resolves.toMatchObject({ image: { width: 32, height: 32 } });
    // A render that runs past the limit itself is still stopped.
    const third = render("generate", params());
    await expect(third).rejects.toMatchObject({ code: "provider_failure" });
  });
});

describe("render admission in the service", () => {
  const runner = new HeldRunner();
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService({ RENDER_THREADS: "1" }, { renderRunner: async () => runner });
  });
  afterAll(() => svc.close());

  it("synchronous renders over the bound are answered 503 with Retry-After and charge nothing", async () => {
    const { key } = await svc.newAccount({ monthly_token_allotment: 1000 });
    const before = await svc.balance(key);
    const bound = BOUNDS.renderQueue.maxWaiting;
    const extra = 3;
    const answers: Array<{ status: number; body: { code?: string }; headers: Headers }> = [];
    const calls = Array.from({ length: 1 + bound + extra }, (_, i) =>
      svc
        .call("POST", "/api/sprites", {
          key,
          body: { prompt: "a small knight", width: 32, height: 32, seed: i },
        })
        .then((answer) => answers.push(answer)),
    );
    // One render runs (held), `bound` wait; the rest are refused without waiting.
    await until(() => answers.length === extra);
    expect(runner.started).toBe(1);
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.body.code).toBe("service_busy");
      expect(answer.headers.get("retry-after")).toBe(String(BOUNDS.renderQueue.retryAfterSeconds));
    }
    runner.releaseAll();
    await Promise.all(calls);
    const made = answers.filter((answer) => answer.status === 201);
    expect(made).toHaveLength(1 + bound);
    const price = svc.ctx.prices.generate({});
    expect(await svc.balance(key)).toBe(before - (1 + bound) * price);
  });
});
