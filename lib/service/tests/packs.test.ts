import { PRICES } from "@/lib/contract/operations";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Pack } from "@/lib/contract";
import { planPack } from "../domain/packs/plan-pack";
import { ledgerTotal } from "../domain/ledger/charge";
import { jobHandlers } from "../operations/registry";
import { failingRenderTasks } from "../render/render-task";
import { startTestService, type TestService } from "../testing";

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc?.close());

describe("asset pack planning", () => {
  it("reads the main sprite, extras and animations, priced step by step", () => {
    const plan = planPack("a knight, a sword, walking and attacking animations", PRICES);
    expect(plan.steps.map((s) => [s.operation, s.asset_type ?? s.preset, s.cost])).toEqual([
      ["generate", "character", 1],
      ["generate", "weapon", 1],
      ["animation", "Walk", 4],
      ["animation", "Attack", 4],
    ]);
    expect(plan.total).toBe(10);
    expect(planPack("a green slime", PRICES).steps.map((s) => s.preset ?? s.operation)).toEqual([
      "generate",
      "Idle",
      "Walk",
    ]);
    expect(planPack("a treasure chest, walking", PRICES).steps).toHaveLength(1);
    expect(planPack("a knight with a sword", PRICES)).toEqual(
      planPack("a knight with a sword", PRICES),
    );
  });
});

describe("asset packs over the API", () => {
  it("plan free, refuse a stale total, run at the approved total, make every step", async () => {
    const { key, userId } = await svc.newAccount();
    const planned = Pack.parse(
      (
        await svc.call("POST", "/api/agent", {
          key,
          body: { prompt: "a knight and a sword, walking" },
        })
      ).body,
    );
    expect(planned).toMatchObject({ status: "planned", total_tokens: 6 });
    expect(await svc.balance(key)).toBe(10_000);
    const stale = await svc.call("POST", `/api/agent/${planned.id}/run`, {
      key,
      body: { approved_total: 5 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe("price_changed");
    const running = await svc.call("POST", `/api/agent/${planned.id}/run`, {
      key,
      body: { approved_total: 6 },
    });
    expect(running.status).toBe(202);
    expect(running.body.status).toBe("processing");
    expect(await svc.balance(key)).toBe(9_994);
    expect(
      (await svc.call("POST", `/api/agent/${planned.id}/run`, { key, body: { approved_total: 6 } }))
        .status,
    ).toBe(400);
    await svc.drainJobs();
    const done = Pack.parse((await svc.call("GET", `/api/agent/${planned.id}`, { key })).body);
    expect(done.status).toBe("completed");
    expect(done.progress).toBe(1);
    for (const step of done.steps) {
      expect(step.status).toBe("completed");
      const sprite = await svc.call("GET", `/api/sprites/${step.result_id}`, { key });
      expect(sprite.status).toBe(200);
      expect(sprite.body.tokensSpent).toBe(step.cost);
    }
    const walk = (await svc.call("GET", `/api/sprites/${done.steps[2]!.result_id}`, { key })).body;
    expect(walk).toMatchObject({
      kind: "animation",
      frameCount: 8,
      parentId: done.steps[0]!.result_id,
    });
    expect(await svc.balance(key)).toBe(9_994);
    expect(await ledgerTotal(svc.ctx.db, userId)).toBe(9_994);
  });

  it("cancel: a planned pack costs nothing; a queued one refunds in full, once", async () => {
    const { key } = await svc.newAccount();
    const planned = (await svc.call("POST", "/api/agent", { key, body: { prompt: "a goblin" } }))
      .body;
    expect((await svc.call("POST", `/api/agent/${planned.id}/cancel`, { key })).body.status).toBe(
      "cancelled",
    );
    expect(
      (
        await svc.call("POST", `/api/agent/${planned.id}/run`, {
          key,
          body: { approved_total: planned.total_tokens },
        })
      ).status,
    ).toBe(400);
    const second = (await svc.call("POST", "/api/agent", { key, body: { prompt: "a goblin" } }))
      .body;
    await svc.call("POST", `/api/agent/${second.id}/run`, {
      key,
      body: { approved_total: second.total_tokens },
    });
    expect(await svc.balance(key)).toBe(10_000 - second.total_tokens);
    const cancelled = Pack.parse(
      (await svc.call("POST", `/api/agent/${second.id}/cancel`, { key })).body,
    );
    expect(cancelled.status).toBe("cancelled");
    expect(cancelled.steps.every((s) => s.status === "cancelled")).toBe(true);
    expect((await svc.call("POST", `/api/agent/${second.id}/cancel`, { key })).status).toBe(409);
    expect(await svc.balance(key)).toBe(10_000);
  });

  it("a failure part way refunds only the steps not made", async () => {
    const { key } = await svc.newAccount();
    const planned = (
      await svc.call("POST", "/api/agent", {
        key,
        body: { prompt: "a knight, walking and jumping" },
      })
    ).body;
    expect(planned.total_tokens).toBe(9);
    await svc.call("POST", `/api/agent/${planned.id}/run`, { key, body: { approved_total: 9 } });
    // The queue and the pack runner are real; only the second animation's render fails.
    let animations = 0;
    const failingSecondAnimation = failingRenderTasks(
      (name) => name === "animation" && ++animations === 2,
    );
    await svc.drainJobs(jobHandlers({ ...svc.ctx, renderTask: failingSecondAnimation }));
    const failed = Pack.parse((await svc.call("GET", `/api/agent/${planned.id}`, { key })).body);
    expect(failed.status).toBe("failed");
    expect(failed.steps.map((s) => s.status)).toEqual(["completed", "completed", "failed"]);
    expect(await svc.balance(key)).toBe(10_000 - 1 - 4);
  });

  it("refuses bad input and other accounts' packs", async () => {
    const { key } = await svc.newAccount();
    const other = await svc.newAccount();
    expect((await svc.call("POST", "/api/agent", { key, body: { prompt: "ab" } })).status).toBe(
      400,
    );
    const planned = (await svc.call("POST", "/api/agent", { key, body: { prompt: "a knight" } }))
      .body;
    expect(
      (
        await svc.call("POST", `/api/agent/${planned.id}/run`, {
          key,
          body: { approved_total: -1 },
        })
      ).status,
    ).toBe(400);
    expect((await svc.call("GET", `/api/agent/${planned.id}`, { key: other.key })).status).toBe(
      404,
    );
    expect(
      (
        await svc.call("POST", `/api/agent/${planned.id}/run`, {
          key: other.key,
          body: { approved_total: planned.total_tokens },
        })
      ).status,
    ).toBe(404);
    const broke = await svc.newAccount({ monthly_token_allotment: 2 });
    const pricey = (
      await svc.call("POST", "/api/agent", { key: broke.key, body: { prompt: "a knight" } })
    ).body;
    const refused = await svc.call("POST", `/api/agent/${pricey.id}/run`, {
      key: broke.key,
      body: { approved_total: pricey.total_tokens },
    });
    expect(refused.status).toBe(402);
    expect((await svc.call("GET", `/api/agent/${pricey.id}`, { key: broke.key })).body.status).toBe(
      "planned",
    );
  });
});
