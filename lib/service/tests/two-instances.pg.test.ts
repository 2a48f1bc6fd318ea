import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "../config";
import { KEY_TTL_MS } from "../domain/keys/key-cache";
import { batchSize } from "../domain/rate-limit/shared-counter";
import { createService } from "../index";
import { startTestService, TestService } from "../testing";

/**
 * Two service instances on one PostgreSQL database, as two processes behind a load balancer
 * would be: what one of them changes, the other honours (revocation within a second, balances
 * at once, one rate limit shared by both within the stated slack).
 */
// 10 s into a minute on both instances' clocks, so no test straddles two rate-limit windows.
const clock = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 10_000);
let a: TestService;
let b: TestService;
beforeAll(async () => {
  a = await startTestService({}, { now: () => clock });
  const env = readEnv({
    DATA_DIR: "memory://",
    ADMIN_TOKEN: "test-admin-token",
    DATABASE_URL: a.ctx.env.DATABASE_URL,
  });
  b = new TestService(await createService(env, { now: () => clock }));
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("two instances on one PostgreSQL database", () => {
  it("a key revoked on one is refused there at once and on the other within a second", async () => {
    const { key } = await a.newAccount();
    const second = (await a.call("POST", "/api/keys", { key, body: { name: "shared" } })).body;
    expect((await a.call("GET", "/api/me", { key: second.api_key })).status).toBe(200);
    expect((await b.call("GET", "/api/me", { key: second.api_key })).status).toBe(200);

    await a.call("POST", `/api/keys/${second.id}/revoke`, { key });
    expect((await a.call("GET", "/api/me", { key: second.api_key })).status).toBe(403);
    await sleep(KEY_TTL_MS.postgres + 50);
    const onB = await b.call("GET", "/api/me", { key: second.api_key });
    expect(onB.status).toBe(403);
    expect(onB.body.code).toBe("api_key_revoked");
  });

  it("a balance changed through one is shown by the other on the next request", async () => {
    const { key, userId } = await a.newAccount({ monthly_token_allotment: 20 });
    expect((await b.call("GET", "/api/balance", { key })).body.total_token_balance).toBe(20);
    const made = await a.call("POST", "/api/sprites", {
      key,
      body: { prompt: "a blue gem", width: 32, height: 32 },
    });
    expect(made.status).toBe(201);
    expect((await b.call("GET", "/api/me", { key })).body.total_token_balance).toBe(19);
    await b.call("POST", `/api/admin/accounts/${userId}/tokens`, {
      key: "test-admin-token",
      body: { purchased_tokens: 5 },
    });
    expect((await a.call("GET", "/api/balance", { key })).body.total_token_balance).toBe(24);
  });

  it("hold one rate limit between them: never refused below it, over it by at most 2 batches", async () => {
    for (const limit of [10, 100, 400]) {
      const { key } = await a.newAccount({ rate_limit_per_minute: limit });
      const sent = limit * 2;
      const answers = await Promise.all(
        Array.from({ length: sent }, (_, i) =>
          (i % 2 ? a : b).call("GET", i % 3 ? "/api/me" : "/api/limits", { key }),
        ),
      );
      const admitted = answers.filter((answer) => answer.status === 200).length;
      const refused = answers.filter((answer) => answer.status === 429);
      expect(admitted + refused.length).toBe(sent);
      expect(admitted).toBeGreaterThanOrEqual(limit);
      expect(admitted).toBeLessThanOrEqual(limit + 2 * batchSize(limit));
      for (const answer of refused) {
        expect(answer.body.code).toBe("rate_limited");
        expect(answer.headers.get("retry-after")).toBe("50");
      }
      // Once the shared total has been read back, both refuse.
      await sleep(250);
      expect((await a.call("GET", "/api/me", { key })).status).toBe(429);
      expect((await b.call("GET", "/api/me", { key })).status).toBe(429);
    }
  });
});
