import { eq } from "drizzle-orm";
import type { Executor } from "../../store/db";
import { notFound } from "../../errors";
import { accounts } from "../../store/schema";
import type { AccountRow } from "./present";

export async function getAccountRow(db: Executor, accountId: string): Promise<AccountRow> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!row) throw notFound("Account");
  return row;
}
