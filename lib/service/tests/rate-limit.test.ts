import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getAccountRow } from "../domain/accounts/get-account";
import { startTestService, type TestService } from "../testing";

// 10 s into a minute, so the whole test runs inside one window.
let clock = Math.floor(Date.now() / 60_000) * 60_000 + 10_000;
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService({}, { now: () => new Date(clock) });
});
afterAll(() => svc.close());

describe("rate limit", () => {
  it("lets exactly the limit through per minute, then 429 with an integer Retry-After", async () => {
    const { key } = await svc.newAccount({ rate_limit_per_minute: 5 });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await svc.call("GET", "/api/me", { key })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const refused = await svc.call("GET", "/api/me", { key });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("rate_limited");
    expect(refused.headers.get("retry-after")).toBe("50");
    clock += 50_000;
    expect((await svc.call("GET", "/api/me", { key })).status).toBe(200);
  });

  it("counts per key, and refused requests charge and create nothing", async () => {
    const { key, userId } = await svc.newAccount({ rate_limit_per_minute: 2 });
    const second = (await svc.call("POST", "/api/keys", { key, body: { name: "two" } })).body
      .api_key as string;
    await svc.call("GET", "/api/me", { key });
    const refused = await svc.call("POST", "/api/palettes", {
      key,
      body: { name: "x", colors: ["#000000", "#ffffff"] },
    });
    expect(refused.status).toBe(429);
    expect((await svc.call("GET", "/api/palettes", { key: second })).body.palettes).toEqual([]);
    expect((await getAccountRow(svc.ctx.db, userId, svc.ctx.now())).monthlyTokensUsed).toBe(0);
  });
});
