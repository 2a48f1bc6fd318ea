import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Pack } from "@/lib/contract";
import { PRICES } from "@/lib/contract/operations";
import { readSpritePrompt } from "@/lib/engine/prompt";
import { planPack } from "../domain/packs/plan-pack";
import { startTestService, type TestService } from "../testing";

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc?.close());

describe("a held item belongs to the character holding it", () => {
  it("“a goblin warrior with a spiked club” is one goblin with a club in its hand", () => {
    const plan = planPack("a goblin warrior with a spiked club", PRICES);
    expect(plan.steps.map((s) => [s.operation, s.prompt ?? s.preset, s.asset_type])).toEqual([
      ["generate", "goblin warrior with spiked club", "character"],
      ["animation", "Idle", null],
      ["animation", "Walk", null],
    ]);
    // The drawing holds the weapon its prompt names: a club, a subject of its own.
    expect(readSpritePrompt(plan.steps[0]!.prompt!).details).toContain("club");
    expect(plan.reading.ignored).toEqual([]);
  });

  it("a hand holds one weapon and a shield; the rest stay sprites of their own", () => {
    const steps = (prompt: string) =>
      planPack(prompt, PRICES)
        .steps.filter((s) => s.operation === "generate")
        .map((s) => s.prompt);
    expect(steps("a knight with a sword and a shield, plus a potion")).toEqual([
      "knight with sword with shield",
      "potion",
    ]);
    expect(steps("a knight with a sword and an axe")).toEqual(["knight with sword", "axe"]);
    // Named beside the character rather than with it: a sprite of its own.
    expect(steps("a knight, a sword")).toEqual(["knight", "sword"]);
    // A creature has no hands to hold it.
    expect(steps("a dragon with a sword")).toEqual(["dragon", "sword"]);
  });
});

async function plan(key: string, prompt: string) {
  return Pack.parse((await svc.call("POST", "/api/agent", { key, body: { prompt } })).body);
}

async function edit(key: string, id: string, steps: unknown[]) {
  return svc.call("PATCH", `/api/agent/${id}`, { key, body: { steps } });
}

describe("editing a planned pack (PATCH /api/agent/{id})", () => {
  it("removes and changes steps, prices again, and runs only at the new total", async () => {
    const { key } = await svc.newAccount();
    const planned = await plan(key, "a knight, walking and attacking");
    expect(planned.steps.map((s) => [s.preset ?? s.operation, s.cost])).toEqual([
      ["generate", 1],
      ["Walk", 4],
      ["Attack", 4],
    ]);
    expect(planned.total_tokens).toBe(9);

    const edited = await edit(key, planned.id, [
      { index: 1, remove: true },
      { index: 2, frame_count: 4, preset: "Jump" },
    ]);
    expect(edited.status).toBe(200);
    const now = Pack.parse(edited.body);
    expect(now.status).toBe("planned");
    expect(now.steps.map((s) => [s.index, s.preset ?? s.operation, s.frame_count, s.cost])).toEqual(
      [
        [0, "generate", null, 1],
        [1, "Jump", 4, 2],
      ],
    );
    expect(now.steps[1]!.depends_on).toBe(0);
    expect(now.steps[1]!.description).toBe("Jump animation of the character");
    expect(now.total_tokens).toBe(3);
    expect(await svc.balance(key)).toBe(10_000);
    // The stored plan is the edited one.
    expect(Pack.parse((await svc.call("GET", `/api/agent/${planned.id}`, { key })).body)).toEqual(
      now,
    );

    const stale = await svc.call("POST", `/api/agent/${planned.id}/run`, {
      key,
      body: { approved_total: 9 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe("price_changed");
    expect(stale.body.details).toEqual({ total_tokens: 3 });
    const run = await svc.call("POST", `/api/agent/${planned.id}/run`, {
      key,
      body: { approved_total: 3 },
    });
    expect(run.status).toBe(202);
    expect(await svc.balance(key)).toBe(9_997);
    await svc.drainJobs();
    const done = Pack.parse((await svc.call("GET", `/api/agent/${planned.id}`, { key })).body);
    expect(done.status).toBe("completed");
    const jump = (await svc.call("GET", `/api/sprites/${done.steps[1]!.result_id}`, { key })).body;
    expect(jump).toMatchObject({ kind: "animation", frameCount: 4, tokensSpent: 2 });
    expect(jump.parentId).toBe(done.steps[0]!.result_id);
    expect(await svc.balance(key)).toBe(9_997);

    // A pack that runs is no longer edited.
    const late = await edit(key, planned.id, [{ index: 0, prompt: "a goblin" }]);
    expect(late.status).toBe(400);
    expect(late.body.details[0].path).toBe("id");
  });

  it("a new prompt redraws a step as what it names; its animations follow", async () => {
    const { key } = await svc.newAccount();
    const planned = await plan(key, "a knight, a sword");
    const edited = Pack.parse(
      (
        await edit(key, planned.id, [
          { index: 0, prompt: "a green dragon" },
          { index: 1, prompt: "a goblin warrior with a spiked club" },
        ])
      ).body,
    );
    expect(edited.steps.map((s) => [s.index, s.description, s.asset_type])).toEqual([
      [0, "creature: a green dragon", "creature"],
      [1, "character: a goblin warrior with a spiked club", "character"],
      [2, "Idle animation of the creature", null],
      [3, "Walk animation of the creature", null],
    ]);
    expect(edited.read_as).toMatch(/edited by hand$/);
    const run = await svc.call("POST", `/api/agent/${planned.id}/run`, {
      key,
      body: { approved_total: edited.total_tokens },
    });
    expect(run.status).toBe(202);
    await svc.drainJobs();
    const done = Pack.parse((await svc.call("GET", `/api/agent/${planned.id}`, { key })).body);
    const dragon = (await svc.call("GET", `/api/sprites/${done.steps[0]!.result_id}`, { key }))
      .body;
    expect(dragon).toMatchObject({ prompt: "a green dragon" });
  });

  it("refuses an edit whole, changing nothing, and names the field", async () => {
    const { key } = await svc.newAccount();
    const other = await svc.newAccount();
    const planned = await plan(key, "a knight, a sword, walking");
    const refusals: [unknown[], number, string][] = [
      [[{ index: 9, remove: true }], 400, "steps.0.index"],
      [[{ index: 0, remove: true }], 400, "steps.0.remove"],
      [[{ index: 0, prompt: "a treasure chest" }], 400, "steps.0.prompt"],
      [[{ index: 1, prompt: "blorp zing" }], 400, "steps.0.prompt"],
      // A hammer is read, but only as what the unknown blorpsmith holds.
      [[{ index: 1, prompt: "a blorpsmith with a hammer" }], 400, "steps.0.prompt"],
      [[{ index: 1, frame_count: 4 }], 400, "steps.0.frame_count"],
      [[{ index: 2, prompt: "a goblin" }], 400, "steps.0.prompt"],
      [[{ index: 2, frame_count: 5 }], 400, "steps.0.frame_count"],
      [[{ index: 2, preset: "Custom" }], 400, "steps.0.preset"],
      [[{ index: 1 }], 400, "steps.0.index"],
      [[{ index: 1, remove: true, prompt: "a bow" }], 400, "steps.0.remove"],
      [
        [
          { index: 1, remove: true },
          { index: 1, remove: true },
        ],
        400,
        "steps.1.index",
      ],
      [
        [
          { index: 0, remove: true },
          { index: 1, remove: true },
          { index: 2, remove: true },
        ],
        400,
        "steps",
      ],
      [[{ index: 1, prompt: "a naked elf" }], 422, "steps.0.prompt"],
    ];
    for (const [steps, status, path] of refusals) {
      const answer = await edit(key, planned.id, steps);
      expect([JSON.stringify(steps), answer.status]).toEqual([JSON.stringify(steps), status]);
      expect(answer.body.details.map((d: { path: string }) => d.path)).toContain(path);
    }
    expect((await edit(other.key, planned.id, [{ index: 1, remove: true }])).status).toBe(404);
    expect(Pack.parse((await svc.call("GET", `/api/agent/${planned.id}`, { key })).body)).toEqual(
      planned,
    );
    // A cancelled pack is not edited either.
    await svc.call("POST", `/api/agent/${planned.id}/cancel`, { key });
    expect((await edit(key, planned.id, [{ index: 1, remove: true }])).status).toBe(400);
  });
});
