import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getAccountRow } from "../domain/accounts/get-account";
import { presentAccount } from "../domain/accounts/present";
import { charge, ledgerTotal } from "../domain/ledger/charge";
import { refund } from "../domain/ledger/refund";
import { ApiError } from "../errors";
import { startTestService, type TestService } from "../testing";

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

const balanceOf = async (userId: string) =>
  presentAccount(await getAccountRow(svc.ctx.db, userId, svc.ctx.now())).total_token_balance;

const payOnce = (accountId: string, refId: string, cost = 1) =>
  svc.ctx.db.transaction((tx) =>
    charge(tx, { accountId, cost, operation: "generate", refId, now: new Date() }),
  );

describe("token ledger", () => {
  it(`100 concurrent charges against a balance of 10 give exactly 10 successes (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`, async () => {
    const { userId } = await svc.newAccount({ monthly_token_allotment: 4, purchased_tokens: 6 });
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) => payOnce(userId, `concurrent-${userId}-${i}`)),
    );
    const successes = results.filter((r) => r.status === "fulfilled");
    const failures = results.filter((r) => r.status === "rejected") as PromiseRejectedResult[];
    expect(successes).toHaveLength(10);
    for (const failure of failures) {
      expect(failure.reason).toBeInstanceOf(ApiError);
      expect((failure.reason as ApiError).code).toBe("insufficient_tokens");
    }
    expect(await balanceOf(userId)).toBe(0);
    expect(await ledgerTotal(svc.ctx.db, userId)).toBe(0);
    const row = await getAccountRow(svc.ctx.db, userId, svc.ctx.now());
    expect(row.monthlyTokensUsed).toBe(4);
    expect(row.purchasedTokenBalance).toBe(0);
  });

  it("a failed charge changes nothing and a refund happens once", async () => {
    const { userId } = await svc.newAccount({ monthly_token_allotment: 3 });
    await expect(payOnce(userId, `big-${userId}`, 4)).rejects.toMatchObject({
      code: "insufficient_tokens",
      status: 402,
    });
    expect(await balanceOf(userId)).toBe(3);
    await payOnce(userId, `job-${userId}`, 2);
    expect(await balanceOf(userId)).toBe(1);
    const refunds = await Promise.all(
      Array.from({ length: 5 }, () =>
        svc.ctx.db.transaction((tx) => refund(tx, `job-${userId}`, new Date())),
      ),
    );
    expect(refunds.filter(Boolean)).toHaveLength(1);
    expect(await balanceOf(userId)).toBe(3);
    expect(await ledgerTotal(svc.ctx.db, userId)).toBe(3);
  });

  it("the same charge reference cannot be paid twice", async () => {
    const { userId } = await svc.newAccount();
    await payOnce(userId, `once-${userId}`);
    // Refused by the database's once-per-reference index, not by any other failure.
    await expect(payOnce(userId, `once-${userId}`)).rejects.toMatchObject({
      cause: {
        code: "23505",
        message: expect.stringContaining("ledger_charge_once"),
      },
    });
    expect(await balanceOf(userId)).toBe(9_999);
  });

  it("the monthly allotment renews once the renewal date has passed, on the ledger too", async () => {
    const { userId } = await svc.newAccount({ monthly_token_allotment: 5 });
    await payOnce(userId, `m-${userId}`, 5);
    expect(await balanceOf(userId)).toBe(0);
    const later = new Date(Date.now() + 40 * 86_400_000);
    await svc.ctx.db.transaction((tx) =>
      charge(tx, {
        accountId: userId,
        cost: 1,
        operation: "generate",
        refId: `m2-${userId}`,
        now: later,
      }),
    );
    const row = await getAccountRow(svc.ctx.db, userId, svc.ctx.now());
    expect(row.monthlyTokensUsed).toBe(1);
    expect(row.monthlyRenewsAt.getTime()).toBeGreaterThan(later.getTime());
    expect(await ledgerTotal(svc.ctx.db, userId)).toBe(4);
  });

  it("admin token purchases add to the balance and the ledger", async () => {
    const { userId, key } = await svc.newAccount({ monthly_token_allotment: 0 });
    const res = await svc.call("POST", `/api/admin/accounts/${userId}/tokens`, {
      key: "test-admin-token",
      body: { purchased_tokens: 25 },
    });
    expect(res.status).toBe(200);
    expect(res.body.purchased_token_balance).toBe(25);
    expect((await svc.call("GET", "/api/balance", { key })).body.total_token_balance).toBe(25);
    expect(await ledgerTotal(svc.ctx.db, userId)).toBe(25);
  });
});
