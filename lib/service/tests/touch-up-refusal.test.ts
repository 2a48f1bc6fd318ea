import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SpriteRecord } from "@/lib/contract";
import { startTestService, type TestService } from "../testing";
import { generated } from "./helpers";

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc?.close());

describe("POST /api/touch-ups: refusals and the words read", () => {
  it("answers 400 naming prompt, charging nothing, when the touch-up cannot act", async () => {
    const { key } = await svc.newAccount();
    const source = await generated(svc, key, {
      prompt: "a knight with a blue cape",
      asset_type: "character",
      width: 64,
      height: 64,
    });
    const before = await svc.balance(key);
    // The top-left corner of a generated character is empty air: nothing there to remove.
    const res = await svc.call("POST", "/api/touch-ups", {
      key,
      body: {
        source_generation_id: source.id,
        prompt: "remove the sword",
        region: { x: 0, y: 0, width: 3, height: 3 },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "invalid_request", details: [{ path: "prompt" }] });
    expect(await svc.balance(key)).toBe(before);
  });

  it("stores which words were used and which were ignored", async () => {
    const { key } = await svc.newAccount();
    const source = await generated(svc, key, {
      prompt: "a knight with a blue cape",
      asset_type: "character",
      width: 64,
      height: 64,
    });
    const res = await svc.call("POST", "/api/touch-ups", {
      key,
      body: {
        source_generation_id: source.id,
        prompt: "add a yellow star and a blorp",
        region: { x: 16, y: 16, width: 16, height: 16 },
      },
    });
    expect(res.status).toBe(201);
    const record = SpriteRecord.parse(res.body);
    expect(record.reading).toEqual({ used: ["add", "yellow", "star"], ignored: ["blorp"] });
  });
});
