import type { AccountRow } from "../accounts/present";

/**
 * What a request knows of its account without reading it: the fields no balance change
 * touches. Balances are deliberately absent, so nothing can show one from the authentication
 * cache; a balance is read with `currentAccountRow` (see `account-rows.ts`).
 */
export type CallerAccount = Pick<AccountRow, "id" | "email" | "plan" | "rateLimitPerMinute">;

export interface Caller {
  keyId: string;
  account: CallerAccount;
}

export function callerAccount(row: AccountRow): CallerAccount {
  return {
    id: row.id,
    email: row.email,
    plan: row.plan,
    rateLimitPerMinute: row.rateLimitPerMinute,
  };
}
