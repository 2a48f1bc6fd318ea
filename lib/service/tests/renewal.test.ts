import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerTotal } from "../domain/ledger/charge";
import { applyDueRenewal } from "../domain/ledger/renew";
import { queryRows } from "../store/query";
import { startTestService, type TestService } from "../testing";
import { generated } from "./helpers";

// Monthly renewal is applied by any read or check of a balance, once, whatever the clock says.
// The clock is injected so months pass in milliseconds.
let clock = new Date("2026-01-31T12:00:00.000Z");
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService({}, { now: () => clock });
});
afterAll(() => svc.close());

const DAY = 86_400_000;
const advance = (days: number) => {
  clock = new Date(clock.getTime() + days * DAY);
};

async function renewalRows(userId: string): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    svc.ctx.db,
    sql`SELECT count(*) AS n FROM ledger_entries WHERE account_id = ${userId} AND reason = 'renewal'`,
  );
  return Number(row?.n ?? 0);
}

/** An account whose monthly allotment is spent, with no purchased tokens left. */
async function spentAccount(allotment: number) {
  const account = await svc.newAccount({ monthly_token_allotment: allotment });
  for (let i = 0; i < allotment; i++) {
    const res = await svc.call("POST", "/api/sprites", {
      key: account.key,
      body: { prompt: `knight number ${i}`, width: 32, height: 32 },
    });
    expect(res.status).toBe(201);
  }
  expect(await svc.balance(account.key)).toBe(0);
  return account;
}

describe(`monthly renewal (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("a paid synchronous call made after the renewal date is served, not refused", async () => {
    const { key, userId } = await spentAccount(2);
    const refused = await svc.call("POST", "/api/sprites", {
      key,
      body: { prompt: "one knight too many", width: 32, height: 32 },
    });
    expect(refused.status).toBe(402);
    advance(31);
    const res = await svc.call("POST", "/api/sprites", {
      key,
      body: { prompt: "a knight next month", width: 32, height: 32 },
    });
    expect(res.status).toBe(201);
    expect(await svc.balance(key)).toBe(1);
    expect(await renewalRows(userId)).toBe(1);
    expect(await ledgerTotal(svc.ctx.db, userId)).toBe(1);
  });

  it("touch-ups and rotations are served after the renewal date too", async () => {
    const { key } = await spentAccount(12);
    const source = await svc.call("GET", "/api/sprites?limit=1", { key });
    const id = source.body.sprites[0].id as string;
    advance(31);
    const touchUp = await svc.call("POST", "/api/touch-ups", {
      key,
      body: {
        source_generation_id: id,
        prompt: "make it red",
        region: { x: 0, y: 0, width: 16, height: 16 },
      },
    });
    expect(touchUp.status).toBe(201);
    advance(31);
    const rotation = await svc.call("POST", "/api/rotations", {
      key,
      body: { source_generation_id: id },
    });
    expect(rotation.status).toBe(201);
    expect(await svc.balance(key)).toBe(0);
  });

  it("GET /api/me and /api/balance never show a renewal date in the past", async () => {
    const { key } = await svc.newAccount({ monthly_token_allotment: 3 });
    await generated(svc, key, { prompt: "a small potion", width: 32, height: 32 });
    advance(14 * 30);
    for (const path of ["/api/me", "/api/balance"]) {
      const res = await svc.call("GET", path, { key });
      const renewsAt = Date.parse(res.body.monthly_renews_at);
      expect(renewsAt).toBeGreaterThan(clock.getTime());
      expect(renewsAt - clock.getTime()).toBeLessThanOrEqual(31 * DAY);
      expect(res.body.monthly_tokens_used).toBe(0);
      expect(res.body.total_token_balance).toBe(3);
    }
  });

  it("two concurrent paid calls after the renewal date renew once", async () => {
    const { key, userId } = await spentAccount(2);
    advance(31);
    const results = await Promise.all(
      [0, 1].map((i) =>
        svc.call("POST", "/api/sprites", {
          key,
          body: { prompt: `racing knight ${i}`, width: 32, height: 32 },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    expect(await renewalRows(userId)).toBe(1);
    expect(await svc.balance(key)).toBe(0);
    expect(await ledgerTotal(svc.ctx.db, userId)).toBe(0);
  });

  it("the renewal statement applies once however many run at the same moment", async () => {
    const { key, userId } = await spentAccount(1);
    advance(31);
    const renewed = await Promise.all(
      Array.from({ length: 8 }, () => applyDueRenewal(svc.ctx.db, userId, clock)),
    );
    expect(renewed.filter(Boolean)).toHaveLength(1);
    expect(await renewalRows(userId)).toBe(1);
    expect(await svc.balance(key)).toBe(1);
    expect(await ledgerTotal(svc.ctx.db, userId)).toBe(1);
  });

  it("anniversaries count from the first date: the 31st renews on the last day of short months", async () => {
    clock = new Date("2027-01-31T12:00:00.000Z");
    const { key } = await svc.newAccount({ monthly_token_allotment: 1 });
    advance(1); // 1 February
    const before = (await svc.call("GET", "/api/me", { key })).body.monthly_renews_at;
    expect(before).toBe("2027-02-28T12:00:00.000Z");
    advance(28); // 1 March: the February date passed
    const after = (await svc.call("GET", "/api/me", { key })).body.monthly_renews_at;
    expect(after).toBe("2027-03-31T12:00:00.000Z");
  });
});

// A refund gives each part of a charge back where it came from: purchased tokens always, the
// monthly allowance only while the month it was taken from is still running. An allowance that
// renewed since the charge has expired, and is never handed back as purchased tokens.
describe(`refunds across a renewal (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  /** A generated source and a queued (not yet rendered) restyle of it, costing 2 tokens. */
  async function queuedRestyle(key: string) {
    const source = await generated(svc, key, { prompt: "a knight", width: 32, height: 32 });
    const job = await svc.call("POST", "/api/restyles", {
      key,
      body: { source_generation_id: source.id, preset: "fire" },
    });
    expect(job.status).toBe(202);
    return job.body.id as string;
  }
  const balanceOf = async (key: string) => (await svc.call("GET", "/api/balance", { key })).body;
  const cancel = async (key: string, id: string) =>
    expect((await svc.call("POST", `/api/restyles/${id}/cancel`, { key })).status).toBe(200);

  it("a charge from last month's allowance, cancelled after the renewal, gives nothing back", async () => {
    const { key, userId } = await svc.newAccount({
      monthly_token_allotment: 5,
      purchased_tokens: 0,
    });
    const id = await queuedRestyle(key);
    expect((await balanceOf(key)).monthly_tokens_used).toBe(3);
    advance(31);
    await cancel(key, id);
    const after = await balanceOf(key);
    expect(after.purchased_token_balance).toBe(0);
    expect(after.monthly_tokens_used).toBe(0);
    expect(after.total_token_balance).toBe(5);
    expect(await ledgerTotal(svc.ctx.db, userId)).toBe(5);
  });

  it("a charge split between allowance and purchased tokens gives back only the purchased part after a renewal", async () => {
    const { key, userId } = await svc.newAccount({
      monthly_token_allotment: 2,
      purchased_tokens: 5,
    });
    const id = await queuedRestyle(key);
    const charged = await balanceOf(key);
    expect([charged.monthly_tokens_used, charged.purchased_token_balance]).toEqual([2, 4]);
    advance(31);
    await cancel(key, id);
    const after = await balanceOf(key);
    expect(after.purchased_token_balance).toBe(5);
    expect(after.monthly_tokens_used).toBe(0);
    expect(after.total_token_balance).toBe(7);
    expect(await ledgerTotal(svc.ctx.db, userId)).toBe(7);
  });

  it("within the same month the allowance part goes back to the allowance", async () => {
    const { key, userId } = await svc.newAccount({
      monthly_token_allotment: 2,
      purchased_tokens: 5,
    });
    const id = await queuedRestyle(key);
    advance(3);
    await cancel(key, id);
    const after = await balanceOf(key);
    expect(after.monthly_tokens_used).toBe(1);
    expect(after.purchased_token_balance).toBe(5);
    expect(after.total_token_balance).toBe(6);
    expect(await ledgerTotal(svc.ctx.db, userId)).toBe(6);
  });
});
