import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../store/db";
import { queryRows } from "../../store/query";
import { accounts, ledgerEntries } from "../../store/schema";
import { lockAccount } from "./charge";

/**
 * Gives back the tokens of the charge `refId`, once. The refund row is inserted first and the
 * partial unique index `ledger_refund_once` makes a second refund of the same charge a no-op,
 * whichever of cancel, failure or recovery gets there first. `amount` (default: all of it) gives
 * back part of a charge, for work partly delivered (asset packs); still only once.
 * Returns whether this call refunded.
 */
export async function refund(tx: Tx, refId: string, now: Date, amount?: number): Promise<boolean> {
  const [original] = await tx
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.refId, refId), eq(ledgerEntries.reason, "charge")));
  if (!original || original.delta === 0) return false;
  const give = Math.min(-original.delta, amount ?? -original.delta);
  if (give <= 0) return false;
  const account = await lockAccount(tx, original.accountId);
  // Monthly tokens go back to this month's allowance as far as it was used; the rest (say, the
  // month renewed in between) is credited as purchased tokens so nothing is lost.
  const toMonthly = Math.min(give, -original.monthlyDelta, account.monthlyTokensUsed);
  const toPurchased = give - toMonthly;
  const inserted = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO ledger_entries (account_id, delta, monthly_delta, purchased_delta, reason, operation, ref_id, created_at)
        VALUES (${original.accountId}, ${give}, ${toMonthly}, ${toPurchased}, 'refund', ${original.operation}, ${refId}, ${now})
        ON CONFLICT (ref_id) WHERE reason = 'refund' DO NOTHING
        RETURNING id`,
  );
  if (inserted.length === 0) return false;
  await tx
    .update(accounts)
    .set({
      monthlyTokensUsed: sql`${accounts.monthlyTokensUsed} - ${toMonthly}`,
      purchasedTokenBalance: sql`${accounts.purchasedTokenBalance} + ${toPurchased}`,
    })
    .where(eq(accounts.id, account.id));
  return true;
}
