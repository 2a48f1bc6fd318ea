import { eq } from "drizzle-orm";
import type { Executor } from "../../store/db";
import { notFound } from "../../errors";
import { accounts } from "../../store/schema";
import { renewedAccountRow } from "../ledger/renew";
import type { AccountRow } from "./present";

/** The account as of `now`: a monthly renewal that has fallen due is applied first. */
export async function getAccountRow(
  db: Executor,
  accountId: string,
  now: Date,
): Promise<AccountRow> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!row) throw notFound("Account");
  return renewedAccountRow(db, row, now);
}
