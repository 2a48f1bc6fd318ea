import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountRowsFor } from "../domain/keys/account-rows";
import { ledgerTotal } from "../domain/ledger/charge";
import { startTestService, type TestService } from "../testing";
import { generated } from "./helpers";

// Authentication, rate limits and constant documents without a database round trip, with the
// same answers as before: balances never stale, revocation at once, limits exact in one process.
const store = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
// The service's clock is the test's: a rate-limit window cannot roll over mid-test, and the
// windows' edges are where the test puts them. It stands 30 s into a minute.
const START = Date.parse("2026-03-02T12:00:30Z");
let clock = START;
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService({}, { now: () => new Date(clock) });
});
afterAll(() => svc.close());

const balanceOf = async (key: string) => {
  const me = (await svc.call("GET", "/api/me", { key })).body.total_token_balance as number;
  const balance = (await svc.call("GET", "/api/balance", { key })).body
    .total_token_balance as number;
  expect(balance).toBe(me);
  return me;
};

describe(`balances shown by /api/me and /api/balance (${store})`, () => {
  it("follow every change at once, whoever makes it", async () => {
    const { key, userId } = await svc.newAccount({
      monthly_token_allotment: 50,
      purchased_tokens: 0,
    });
    expect(await balanceOf(key)).toBe(50);
    // On PGlite the row is now held in memory, so what follows exercises its invalidation.
    if (store === "PGlite") expect(accountRowsFor(svc.ctx)?.holds(userId)).toBe(true);
    else expect(accountRowsFor(svc.ctx)).toBeUndefined();

    await generated(svc, key, { prompt: "a red potion", width: 32, height: 32 });
    expect(await balanceOf(key)).toBe(49);

    const topUp = await svc.call("POST", `/api/admin/accounts/${userId}/tokens`, {
      key: "test-admin-token",
      body: { purchased_tokens: 7 },
    });
    expect(topUp.status).toBe(200);
    expect(await balanceOf(key)).toBe(56);

    // A change made outside the service's code is seen too.
    await svc.ctx.db.execute(
      sql`UPDATE accounts SET monthly_tokens_used = monthly_tokens_used + 6 WHERE id = ${userId}`,
    );
    expect(await balanceOf(key)).toBe(50);
    await svc.ctx.db.execute(
      sql`UPDATE accounts SET monthly_tokens_used = monthly_tokens_used - 6 WHERE id = ${userId}`,
    );
    expect(await balanceOf(key)).toBe(56);
    expect(await ledgerTotal(svc.ctx.db, userId)).toBe(56);
  });

  it("a job's charge and its refund on cancel show on the next read", async () => {
    const { key, userId } = await svc.newAccount({ monthly_token_allotment: 100 });
    const sprite = await generated(svc, key, { prompt: "a knight", width: 64, height: 64 });
    const before = await balanceOf(key);
    const job = await svc.call("POST", "/api/animations", {
      key,
      body: { source_generation_id: sprite.id, preset: "Idle", frame_count: 4 },
    });
    expect(job.status).toBe(202);
    const charged = await balanceOf(key);
    expect(charged).toBeLessThan(before);
    const cancelled = await svc.call("POST", `/api/animations/${job.body.id}/cancel`, { key });
    expect(cancelled.body.status).toBe("cancelled");
    expect(await balanceOf(key)).toBe(before);
    expect(await ledgerTotal(svc.ctx.db, userId)).toBe(before);
  });
});

describe(`API keys (${store})`, () => {
  it("a revoked key is refused by the next request, however recently it was used", async () => {
    const { key } = await svc.newAccount();
    const second = (await svc.call("POST", "/api/keys", { key, body: { name: "ci" } })).body;
    for (let i = 0; i < 3; i++) {
      expect((await svc.call("GET", "/api/me", { key: second.api_key })).status).toBe(200);
    }
    await svc.call("POST", `/api/keys/${second.id}/revoke`, { key });
    expect((await svc.call("GET", "/api/me", { key: second.api_key })).status).toBe(403);

    for (let i = 0; i < 3; i++)
      expect((await svc.call("GET", "/api/me", { key })).status).toBe(200);
    await svc.call("POST", "/api/admin/keys/revoke", {
      key: "test-admin-token",
      body: { api_key: key },
    });
    expect((await svc.call("GET", "/api/me", { key })).status).toBe(403);
  });

  it("a revocation racing with requests is never undone by them", async () => {
    const { key } = await svc.newAccount({ rate_limit_per_minute: 1000 });
    const second = (await svc.call("POST", "/api/keys", { key, body: { name: "racer" } })).body;
    const during = Array.from({ length: 20 }, () =>
      svc.call("GET", "/api/me", { key: second.api_key }),
    );
    await svc.call("POST", `/api/keys/${second.id}/revoke`, { key });
    await Promise.all(during);
    expect((await svc.call("GET", "/api/me", { key: second.api_key })).status).toBe(403);
  });
});

describe(`rate limit in one instance (${store})`, () => {
  it("admits exactly the limit when requests arrive all at once", async () => {
    clock = START;
    for (const limit of [7, 60]) {
      const { key } = await svc.newAccount({ rate_limit_per_minute: limit });
      const answers = await Promise.all(
        Array.from({ length: limit + 25 }, () => svc.call("GET", "/api/limits", { key })),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(limit);
      const refused = answers.filter((a) => a.status === 429);
      expect(refused).toHaveLength(25);
      for (const answer of refused) {
        expect(answer.body.code).toBe("rate_limited");
        expect(answer.body.details.limit).toBe(limit);
        // 30 s into the minute: the window ends in 30 s.
        expect(answer.body.details.retry_after).toBe(30);
        expect(Number(answer.headers.get("retry-after"))).toBe(30);
      }
    }
  });

  it("counts in windows of the service's clock: the next minute admits the key again", async () => {
    clock = START;
    const { key } = await svc.newAccount({ rate_limit_per_minute: 3 });
    const call = () => svc.call("GET", "/api/limits", { key });
    for (let i = 0; i < 3; i++) expect((await call()).status).toBe(200);
    clock = START + 29_000;
    const last = await call();
    expect(last.status).toBe(429);
    expect(last.body.details.retry_after).toBe(1);
    clock = START + 30_000;
    expect((await call()).status).toBe(200);
    clock = START;
  });
});

describe("constant documents: ETag and 304", () => {
  const paths = ["/api/openapi.json", "/api/asset-types", "/api/limits"];

  it("answer 200 with an ETag, and 304 without a body when If-None-Match names it", async () => {
    const { key } = await svc.newAccount();
    for (const path of paths) {
      const first = await svc.call("GET", path, { key });
      expect(first.status).toBe(200);
      const etag = first.headers.get("etag");
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers.get("cache-control")).toContain("no-cache");
      const again = await svc.call("GET", path, { key });
      expect(again.headers.get("etag")).toBe(etag);
      expect(again.body).toEqual(first.body);

      for (const ifNoneMatch of [etag!, `W/${etag}`, `"other", ${etag}`, "*"]) {
        const cached = await svc.call("GET", path, {
          key,
          headers: { "if-none-match": ifNoneMatch },
        });
        expect(cached.status, `${path} with ${ifNoneMatch}`).toBe(304);
        expect(cached.body).toBeNull();
        expect(cached.headers.get("etag")).toBe(etag);
      }
      const changed = await svc.call("GET", path, { key, headers: { "if-none-match": '"old"' } });
      expect(changed.status).toBe(200);
      expect(changed.body).toEqual(first.body);

      const head = await svc.service.handle(
        new Request(`http://service.test${path}`, {
          method: "HEAD",
          headers: { authorization: `Bearer ${key}`, "if-none-match": etag! },
        }),
      );
      expect(head.status).toBe(304);
    }
  });

  it("limits are the caller's: another rate limit is another document and tag", async () => {
    const slow = await svc.newAccount({ rate_limit_per_minute: 30 });
    const fast = await svc.newAccount({ rate_limit_per_minute: 300 });
    const a = await svc.call("GET", "/api/limits", { key: slow.key });
    const b = await svc.call("GET", "/api/limits", { key: fast.key });
    expect(a.body.rate_limit_per_minute).toBe(30);
    expect(b.body.rate_limit_per_minute).toBe(300);
    expect(a.headers.get("etag")).not.toBe(b.headers.get("etag"));
    const crossed = await svc.call("GET", "/api/limits", {
      key: fast.key,
      headers: { "if-none-match": a.headers.get("etag")! },
    });
    expect(crossed.status).toBe(200);
    expect(crossed.body.rate_limit_per_minute).toBe(300);
  });

  it("still authenticate and count against the rate limit when answered 304", async () => {
    const { key } = await svc.newAccount({ rate_limit_per_minute: 2 });
    const etag = (await svc.call("GET", "/api/asset-types", { key })).headers.get("etag")!;
    const headers = { "if-none-match": etag };
    expect((await svc.call("GET", "/api/asset-types", { headers })).status).toBe(401);
    expect((await svc.call("GET", "/api/asset-types", { key, headers })).status).toBe(304);
    expect((await svc.call("GET", "/api/asset-types", { key, headers })).status).toBe(429);
  });
});
