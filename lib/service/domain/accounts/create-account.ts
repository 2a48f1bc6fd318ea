import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { AdminCreateAccountRequest } from "@/lib/contract/keys";
import type { ServiceContext } from "../../context";
import { ApiError } from "../../errors";
import { accounts, ledgerEntries } from "../../store/schema";
import { issueApiKey } from "../keys/issue-key";
import { ACCOUNT_DEFAULTS, addMonths } from "./defaults";

/**
 * Creates an account with its first API key. The opening balance is written to the ledger
 * (the monthly allotment as a grant, purchased tokens as a purchase), so the ledger's sum is the
 * balance from the first row on.
 */
export async function createAccount(ctx: ServiceContext, input: AdminCreateAccountRequest) {
  const now = ctx.now();
  const email = input.email.trim().toLowerCase();
  const allotment = input.monthly_token_allotment ?? ACCOUNT_DEFAULTS.monthlyTokenAllotment;
  const purchased = input.purchased_tokens ?? 0;
  return ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, email));
    if (existing)
      throw new ApiError("invalid_request", "An account with this email already exists.", [
        { path: "email", message: "already in use" },
      ]);
    const id = randomUUID();
    await tx.insert(accounts).values({
      id,
      email,
      plan: input.plan ?? ACCOUNT_DEFAULTS.plan,
      billingPeriod: ACCOUNT_DEFAULTS.billingPeriod,
      rateLimitPerMinute: input.rate_limit_per_minute ?? ACCOUNT_DEFAULTS.rateLimitPerMinute,
      monthlyTokenAllotment: allotment,
      monthlyTokensUsed: 0,
      purchasedTokenBalance: purchased,
      monthlyRenewsAt: addMonths(now, 1),
      createdAt: now,
    });
    const opening = [
      {
        reason: "grant",
        operation: "monthly-allotment",
        delta: allotment,
        monthlyDelta: allotment,
        purchasedDelta: 0,
      },
      {
        reason: "purchase",
        operation: "admin",
        delta: purchased,
        monthlyDelta: 0,
        purchasedDelta: purchased,
      },
    ].filter((entry) => entry.delta > 0);
    if (opening.length > 0) {
      await tx
        .insert(ledgerEntries)
        .values(opening.map((entry) => ({ ...entry, accountId: id, createdAt: now })));
    }
    const { secret } = await issueApiKey(tx, id, "First key", now);
    return { user_id: id, email, api_key: secret };
  });
}
