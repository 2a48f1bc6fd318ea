import { eq, sql } from "drizzle-orm";
import type { ServiceContext } from "../../context";
import { ApiError } from "../../errors";
import { accounts, ledgerEntries } from "../../store/schema";
import { presentAccount } from "../accounts/present";
import { lockAccount } from "./charge";

/** Balances are 32-bit integer columns: no account may hold more purchased tokens than this. */
export const MAX_PURCHASED_BALANCE = 2_147_483_647;

/**
 * Admin: adds purchased tokens, with its ledger row, atomically. A sum past the largest
 * storable balance is refused (400) rather than overflowing the column.
 */
export async function addPurchasedTokens(ctx: ServiceContext, accountId: string, tokens: number) {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const current = await lockAccount(tx, accountId);
    if (current.purchasedTokenBalance + tokens > MAX_PURCHASED_BALANCE) {
      throw new ApiError(
        "invalid_request",
        `The purchased balance would exceed ${MAX_PURCHASED_BALANCE.toLocaleString("en")} tokens.`,
        [
          {
            path: "purchased_tokens",
            message: `at most ${MAX_PURCHASED_BALANCE - current.purchasedTokenBalance} more`,
          },
        ],
      );
    }
    const [row] = await tx
      .update(accounts)
      .set({ purchasedTokenBalance: sql`${accounts.purchasedTokenBalance} + ${tokens}` })
      .where(eq(accounts.id, accountId))
      .returning();
    await tx.insert(ledgerEntries).values({
      accountId,
      delta: tokens,
      monthlyDelta: 0,
      purchasedDelta: tokens,
      reason: "purchase",
      operation: "admin",
      createdAt: now,
    });
    return presentAccount(row!);
  });
}
