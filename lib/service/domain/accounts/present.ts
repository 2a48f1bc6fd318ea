import type { Account, Balance } from "@/lib/contract/account";
import type { accounts } from "../../store/schema";

export type AccountRow = typeof accounts.$inferSelect;

export function presentAccount(row: AccountRow): Account {
  const monthlyLeft = Math.max(0, row.monthlyTokenAllotment - row.monthlyTokensUsed);
  return {
    user_id: row.id,
    email: row.email,
    plan: row.plan,
    rate_limit_per_minute: row.rateLimitPerMinute,
    monthly_token_allotment: row.monthlyTokenAllotment,
    monthly_tokens_used: row.monthlyTokensUsed,
    purchased_token_balance: row.purchasedTokenBalance,
    total_token_balance: monthlyLeft + row.purchasedTokenBalance,
    monthly_renews_at: row.monthlyRenewsAt.toISOString(),
    billing_period: row.billingPeriod,
  };
}

export function presentBalance(row: AccountRow): Balance {
  const { user_id: _u, email: _e, rate_limit_per_minute: _r, ...balance } = presentAccount(row);
  return balance;
}
