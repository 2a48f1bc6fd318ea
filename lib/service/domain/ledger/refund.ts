import { and, eq, gt, sql } from "drizzle-orm";
import type { Tx } from "../../store/db";
import { queryRows } from "../../store/query";
import { accounts, ledgerEntries } from "../../store/schema";
import { lockAccount } from "./charge";
import { renewedAccountRow } from "./renew";

/**
 * Gives back the tokens of the charge `refId`, once. The refund row is inserted first and the
 * partial unique index `ledger_refund_once` makes a second refund of the same charge a no-op,
 * whichever of cancel, failure or recovery gets there first. `amount` (default: all of it) gives
 * back part of a charge, for work partly delivered (asset packs); still only once.
 *
 * Each part goes back where it came from. Purchased tokens are always returned. Monthly tokens
 * are returned to the allowance only while the month they were taken from is still running: once
 * the allowance has renewed since the charge, that month's allowance has expired and its part of
 * the refund is not given back (never as purchased tokens, which would turn an expiring
 * allowance into permanent tokens).
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
  // A renewal due now is applied first, so the refund sees the month it is really in.
  const account = await renewedAccountRow(tx, await lockAccount(tx, original.accountId), now);
  const renewedSince = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.accountId, original.accountId),
        eq(ledgerEntries.reason, "renewal"),
        gt(ledgerEntries.id, original.id),
      ),
    )
    .limit(1);
  const monthlyPart = renewedSince.length > 0 ? 0 : -original.monthlyDelta;
  const toMonthly = Math.min(give, monthlyPart, account.monthlyTokensUsed);
  const toPurchased = Math.min(give - toMonthly, -original.purchasedDelta);
  const inserted = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO ledger_entries (account_id, delta, monthly_delta, purchased_delta, reason, operation, ref_id, created_at)
        VALUES (${original.accountId}, ${toMonthly + toPurchased}, ${toMonthly}, ${toPurchased}, 'refund', ${original.operation}, ${refId}, ${now})
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
