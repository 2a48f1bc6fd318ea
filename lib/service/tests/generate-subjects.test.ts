import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GeneratedSpriteRecord } from "@/lib/contract";
import { startTestService, type TestService } from "../testing";

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc?.close());

const balance = async (key: string) =>
  (await svc.call("GET", "/api/balance", { key })).body.total_token_balance as number;
const count = async (key: string) =>
  ((await svc.call("GET", "/api/sprites", { key })).body.sprites as unknown[]).length;

describe("POST /api/sprites: never a silent substitute", () => {
  it.each([
    ["a cute pink glorbnax", undefined, ["glorbnax"]],
    ["a grumpy flibbertigibbet with neon goggles", "character", ["flibbertigibbet"]],
    // The hammer is what the blorpsmith holds; drawing the hammer alone would be a substitute.
    ["a chubby blorpsmith with a hammer", undefined, ["blorpsmith"]],
  ] as const)(
    "%s is refused with 400 naming the words, and charges nothing",
    async (prompt, type, words) => {
      const { key } = await svc.newAccount({ monthly_token_allotment: 5 });
      const before = await balance(key);
      const res = await svc.call("POST", "/api/sprites", {
        key,
        body: { prompt, width: 64, height: 64, ...(type ? { asset_type: type } : {}) },
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("invalid_request");
      for (const word of words) expect(res.body.message).toContain(`“${word}”`);
      expect(res.body.details).toEqual([expect.objectContaining({ path: "prompt" })]);
      expect(await balance(key)).toBe(before);
      expect(await count(key)).toBe(0);
    },
  );

  it("is refused before the balance is looked at: an empty account gets the 400, not a 402", async () => {
    const { key } = await svc.newAccount({ monthly_token_allotment: 0 });
    const res = await svc.call("POST", "/api/sprites", {
      key,
      body: { prompt: "a glorbnax", width: 64, height: 64 },
    });
    expect(res.status).toBe(400);
  });

  it("draws a near subject and says so in the reading: a bigfoot is a brown troll", async () => {
    const { key } = await svc.newAccount({ monthly_token_allotment: 5 });
    const res = await svc.call("POST", "/api/sprites", {
      key,
      body: { prompt: "a bigfoot", width: 64, height: 64, seed: 3 },
    });
    expect(res.status).toBe(201);
    const record = GeneratedSpriteRecord.parse(res.body);
    expect(record.reading.subject).toBe("troll");
    expect(record.reading.substituted).toEqual({ asked: "bigfoot", drawn: "troll" });
    expect(record.reading.colors).toEqual(["brown"]);
    expect(record.reading.unrecognized).toEqual([]);
    expect(await balance(key)).toBe(4);
    const stored = (await svc.call("GET", `/api/sprites/${record.id}`, { key })).body;
    expect(stored.reading?.substituted ?? stored.meta?.reading?.substituted).toEqual({
      asked: "bigfoot",
      drawn: "troll",
    });
  });

  it("a subject it knows has no substitution in its reading", async () => {
    const { key } = await svc.newAccount({ monthly_token_allotment: 5 });
    const res = await svc.call("POST", "/api/sprites", {
      key,
      body: { prompt: "a troll", width: 64, height: 64 },
    });
    expect(res.status).toBe(201);
    expect(res.body.reading.substituted).toBeUndefined();
  });
});
