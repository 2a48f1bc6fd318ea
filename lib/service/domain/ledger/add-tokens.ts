import { eq, sql } from "drizzle-orm";
import type { ServiceContext } from "../../context";
import { accounts, ledgerEntries } from "../../store/schema";
import { presentAccount } from "../accounts/present";
import { lockAccount } from "./charge";

/** Admin: adds purchased tokens, with its ledger row, atomically. */
export async function addPurchasedTokens(ctx: ServiceContext, accountId: string, tokens: number) {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
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
