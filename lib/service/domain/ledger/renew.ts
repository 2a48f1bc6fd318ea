import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../store/db";
import { queryRows } from "../../store/query";
import { accounts } from "../../store/schema";
import type { AccountRow } from "../accounts/present";

/**
 * Applies a due monthly renewal, once, in one SQL statement: past `monthly_renews_at`, the
 * month's usage goes back to 0, the renewal date moves to the account's first monthly
 * anniversary after `now` (counted in UTC from its creation, so an account made on the 31st
 * renews on the last day of shorter months and on the 31st again after them), and the restored
 * tokens are a `renewal` ledger row so the ledger still sums to the balance.
 *
 * Safe under concurrency: the due row is locked (`FOR NO KEY UPDATE`) and re-checked after any wait,
 * so of two requests racing past the date one renews and the other finds nothing due. Cheap when
 * nothing is due (one indexed read), so every read of a balance can call it first.
 * Returns whether this call renewed.
 */
export async function applyDueRenewal(
  db: Executor,
  accountId: string,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const rows = await queryRows<{ id: string }>(
    db,
    sql`WITH due AS (
          SELECT id, monthly_tokens_used AS restored, created_at AS anchor
          FROM accounts
          WHERE id = ${accountId} AND monthly_renews_at <= ${at}::timestamptz
          FOR NO KEY UPDATE
        ),
        renewed AS (
          UPDATE accounts AS a
          SET monthly_tokens_used = 0,
              monthly_renews_at = (
                SELECT (due.anchor AT TIME ZONE 'UTC' + make_interval(months => k)) AT TIME ZONE 'UTC'
                FROM generate_series(1, 1200) AS k
                WHERE (due.anchor AT TIME ZONE 'UTC' + make_interval(months => k)) AT TIME ZONE 'UTC'
                      > ${at}::timestamptz
                ORDER BY k
                LIMIT 1
              )
          FROM due
          WHERE a.id = due.id
          RETURNING a.id, due.restored
        ),
        logged AS (
          INSERT INTO ledger_entries
            (account_id, delta, monthly_delta, purchased_delta, reason, operation, created_at)
          SELECT id, restored, restored, 0, 'renewal', 'monthly-renewal', ${at}::timestamptz
          FROM renewed
          WHERE restored > 0
        )
        SELECT id FROM renewed`,
  );
  return rows.length > 0;
}

/** The account row with any due renewal applied first: what every balance read should see. */
export async function renewedAccountRow(
  db: Executor,
  account: AccountRow,
  now: Date,
): Promise<AccountRow> {
  if (account.monthlyRenewsAt.getTime() > now.getTime()) return account;
  await applyDueRenewal(db, account.id, now);
  const [row] = await db.select().from(accounts).where(eq(accounts.id, account.id));
  return row ?? account;
}
