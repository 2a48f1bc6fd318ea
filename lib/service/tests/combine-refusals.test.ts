import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService, type TestService } from "../testing";

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc?.close());

describe("a combine's refusal names the sprite that is wrong", () => {
  it("the item sprite, by its name and field, never “this one”", async () => {
    const { key } = await svc.newAccount();
    const knight = (
      await svc.call("POST", "/api/sprites", { key, body: { prompt: "a knight", seed: 1 } })
    ).body;
    const started = await svc.call("POST", "/api/animations", {
      key,
      body: { source_generation_id: knight.id, preset: "Walk", frame_count: 4 },
    });
    await svc.drainJobs();
    const walk = (
      await svc.call("GET", `/api/sprites/${started.body.job_id ?? started.body.id}`, { key })
    ).body;
    expect(walk.kind).toBe("animation");
    const combine = (item: string) =>
      svc.call("POST", "/api/combines", {
        key,
        body: {
          source_generation_id: knight.id,
          item_generation_id: item,
          prompt: "in the right hand",
        },
      });

    const moving = await combine(walk.id);
    expect(moving.status).toBe(400);
    expect(moving.body.details).toEqual([
      { path: "item_generation_id", message: moving.body.message },
    ]);
    expect(moving.body.message).toBe(
      `Combine takes a single still sprite; the item sprite, “${walk.title}”, is an animation.`,
    );

    const missing = await combine(crypto.randomUUID());
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("The item sprite was not found among your sprites.");
    expect(missing.body.details).toEqual([{ path: "item_generation_id", message: "not found" }]);
    // Refusals cost nothing: only the sprite (1) and the animation (2) were charged.
    expect(await svc.balance(key)).toBe(10_000 - 3);
  });
});
