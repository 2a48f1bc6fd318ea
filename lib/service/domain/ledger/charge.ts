import { eq, sql } from "drizzle-orm";
import type { Executor, Tx } from "../../store/db";
import { ApiError } from "../../errors";
import { queryRows } from "../../store/query";
import { accounts, ledgerEntries } from "../../store/schema";
import type { AccountRow } from "../accounts/present";
import { renewedAccountRow } from "./renew";

export interface ChargeInput {
  accountId: string;
  cost: number;
  /** The paid operation, recorded on the ledger row. */
  operation: string;
  /** Unique per charge (a sprite, job or request id); a refund names it. */
  refId: string;
  now: Date;
}

/**
 * Takes `cost` tokens from the account inside the caller's transaction: the monthly allotment
 * first, then purchased tokens. The account row is locked (FOR NO KEY UPDATE) for the rest of the
 * transaction, so concurrent charges queue and a balance can never go negative; the CHECK
 * constraints on `accounts` refuse it again at the database. Throws 402 `insufficient_tokens`,
 * after which the caller's transaction rolls back and nothing is created.
 */
export async function charge(tx: Tx, input: ChargeInput): Promise<AccountRow> {
  const current = await renewedAccountRow(tx, await lockAccount(tx, input.accountId), input.now);
  const monthlyLeft = Math.max(0, current.monthlyTokenAllotment - current.monthlyTokensUsed);
  const available = monthlyLeft + current.purchasedTokenBalance;
  if (available < input.cost) {
    throw new ApiError(
      "insufficient_tokens",
      `This costs ${input.cost} tokens; the balance is ${available}.`,
      {
        cost: input.cost,
        balance: available,
      },
    );
  }
  const fromMonthly = Math.min(input.cost, monthlyLeft);
  const fromPurchased = input.cost - fromMonthly;
  const [updated] = await tx
    .update(accounts)
    .set({
      monthlyTokensUsed: sql`${accounts.monthlyTokensUsed} + ${fromMonthly}`,
      purchasedTokenBalance: sql`${accounts.purchasedTokenBalance} - ${fromPurchased}`,
    })
    .where(eq(accounts.id, input.accountId))
    .returning();
  await tx.insert(ledgerEntries).values({
    accountId: input.accountId,
    delta: -input.cost,
    monthlyDelta: -fromMonthly,
    purchasedDelta: -fromPurchased,
    reason: "charge",
    operation: input.operation,
    refId: input.refId,
    createdAt: input.now,
  });
  return updated!;
}

/**
 * Locks the account row against other balance changes. `NO KEY UPDATE`, not `UPDATE`: a row
 * inserted for this account in another transaction (a job's finished sprite) takes a key-share
 * lock through its foreign key, which a full `FOR UPDATE` would block, and with the storage
 * count taken in the other order the two transactions would deadlock.
 */
export async function lockAccount(tx: Tx, accountId: string): Promise<AccountRow> {
  const [row] = await tx
    .select()
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for("no key update");
  if (!row) throw new ApiError("not_found", "Account not found.");
  return row;
}

/** Sum of the account's ledger: always equals its total balance. */
export async function ledgerTotal(db: Executor, accountId: string): Promise<number> {
  const [row] = await queryRows<{ total: string | number | null }>(
    db,
    sql`SELECT COALESCE(SUM(delta), 0) AS total FROM ledger_entries WHERE account_id = ${accountId}`,
  );
  return Number(row?.total ?? 0);
}
