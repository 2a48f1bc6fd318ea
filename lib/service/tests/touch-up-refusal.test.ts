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

  it("refuses by name a part the region does not hold, charging nothing", async () => {
    const { key } = await svc.newAccount();
    const source = await generated(svc, key, {
      prompt: "a villager",
      asset_type: "character",
      width: 64,
      height: 64,
    });
    const before = await svc.balance(key);
    const res = await svc.call("POST", "/api/touch-ups", {
      key,
      body: {
        source_generation_id: source.id,
        prompt: "remove the hair",
        // The feet: the hair is nowhere in this region.
        region: { x: 0, y: 52, width: 64, height: 12 },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "invalid_request", details: [{ path: "prompt" }] });
    expect(JSON.stringify(res.body)).toContain("nothing in the region matches 'hair'");
    expect(await svc.balance(key)).toBe(before);
  });

  it("recolors the named part and records the words of every part it colored", async () => {
    const { key } = await svc.newAccount();
    const source = await generated(svc, key, {
      prompt: "a villager",
      asset_type: "character",
      width: 64,
      height: 64,
    });
    const res = await svc.call("POST", "/api/touch-ups", {
      key,
      body: {
        source_generation_id: source.id,
        prompt: "pink hair and a blue shirt, sparkly",
        region: { x: 0, y: 0, width: 64, height: 64 },
      },
    });
    expect(res.status).toBe(201);
    const record = SpriteRecord.parse(res.body);
    expect(record.reading).toEqual({
      used: ["pink", "hair", "blue", "shirt"],
      ignored: ["sparkly"],
    });
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
