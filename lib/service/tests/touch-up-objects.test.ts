import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService, type TestService } from "../testing";
import { generated } from "./helpers";

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc?.close());

describe("POST /api/touch-ups: objects found in the region", () => {
  it("asks rather than guesses: an unknown thing is refused with what the region holds, free", async () => {
    const { key } = await svc.newAccount();
    const source = await generated(svc, key, {
      prompt: "a knight with a sword and a shield",
      asset_type: "character",
      width: 64,
      height: 64,
    });
    const before = await svc.balance(key);
    const res = await svc.call("POST", "/api/touch-ups", {
      key,
      body: {
        source_generation_id: source.id,
        prompt: "make the dragon blue",
        region: { x: 0, y: 0, width: 64, height: 64 },
      },
    });
    expect(res.status).toBe(400);
    const text = JSON.stringify(res.body);
    expect(text).toContain("nothing in the region matches 'dragon'");
    // The engine drew this knight: its own parts are what the region holds.
    expect(text).toMatch(/In this region: .*shield/);
    expect(await svc.balance(key)).toBe(before);
  });

  it("finds the shield the engine drew and recolors it, for 1 token", async () => {
    const { key } = await svc.newAccount();
    const source = await generated(svc, key, {
      prompt: "a knight with a sword and a shield",
      asset_type: "character",
      width: 64,
      height: 64,
    });
    const before = await svc.balance(key);
    const res = await svc.call("POST", "/api/touch-ups", {
      key,
      body: {
        source_generation_id: source.id,
        prompt: "change the shield color to green",
        region: { x: 0, y: 0, width: 64, height: 64 },
      },
    });
    expect(res.status).toBe(201);
    expect(await svc.balance(key)).toBe(before - 1);
  });
});
