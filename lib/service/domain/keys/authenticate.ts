import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { ServiceContext } from "../../context";
import { ApiError } from "../../errors";
import { accounts, apiKeys } from "../../store/schema";
import type { AccountRow } from "../accounts/present";
import { renewedAccountRow } from "../ledger/renew";
import { hashApiKey } from "./key-format";

export interface Caller {
  keyId: string;
  account: AccountRow;
}

/** One body for every cause within each code, so a probe learns nothing from the message. */
const INVALID = () => new ApiError("invalid_api_key", "The API key is missing or not recognised.");
const REVOKED = () =>
  new ApiError("api_key_revoked", "The API key has been revoked or has expired.");

/** `Authorization: Bearer <key>` → the key's account. Missing or unknown: 401; revoked: 403. */
export async function authenticate(
  ctx: ServiceContext,
  authorization: string | null,
): Promise<Caller> {
  const match = authorization?.match(/^Bearer\s+(\S+)\s*$/i);
  if (!match?.[1]) throw INVALID();
  const [row] = await ctx.db
    .select({
      keyId: apiKeys.id,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeys.lastUsedAt,
      account: accounts,
    })
    .from(apiKeys)
    .innerJoin(accounts, eq(accounts.id, apiKeys.accountId))
    .where(eq(apiKeys.keyHash, hashApiKey(match[1])));
  if (!row) throw INVALID();
  if (row.revokedAt) throw REVOKED();
  const now = ctx.now();
  // `last_used_at` is for people, to a minute: write it at most once a minute per key.
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > 60_000) {
    const stale = new Date(now.getTime() - 60_000);
    await ctx.db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(apiKeys.id, row.keyId),
          or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, stale)),
        ),
      );
  }
  return { keyId: row.keyId, account: await renewedAccountRow(ctx.db, row.account, now) };
}
