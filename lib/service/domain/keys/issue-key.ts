import { randomUUID } from "node:crypto";
import { and, count, eq, isNull } from "drizzle-orm";
import { MAX_ACTIVE_KEYS_PER_ACCOUNT } from "@/lib/contract/keys";
import { invalid, notFound } from "../../errors";
import type { Executor } from "../../store/db";
import { accounts, apiKeys } from "../../store/schema";
import { displayPrefix, generateApiKey, hashApiKey } from "./key-format";

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/**
 * Creates a key for an account; the returned secret exists nowhere else afterwards. Every way a
 * key is made comes through here, so this is where the cap on active keys holds. The account
 * row is locked (`FOR UPDATE`) before counting, so concurrent creates for one account take turns
 * and the second sees the first's key. Inside a caller's transaction this is a savepoint.
 */
export async function issueApiKey(
  db: Executor,
  accountId: string,
  name: string,
  now: Date,
): Promise<{ row: ApiKeyRow; secret: string }> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .for("update");
    if (!account) throw notFound("Account");
    const [active] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.accountId, accountId), isNull(apiKeys.revokedAt)));
    if ((active?.n ?? 0) >= MAX_ACTIVE_KEYS_PER_ACCOUNT) {
      throw invalid(
        "",
        `This account already has ${MAX_ACTIVE_KEYS_PER_ACCOUNT} active API keys, the most it may hold. Revoke one before creating another.`,
      );
    }
    const secret = generateApiKey();
    const [row] = await tx
      .insert(apiKeys)
      .values({
        id: randomUUID(),
        accountId,
        keyHash: hashApiKey(secret),
        prefix: displayPrefix(secret),
        name,
        createdAt: now,
      })
      .returning();
    return { row: row!, secret };
  });
}
