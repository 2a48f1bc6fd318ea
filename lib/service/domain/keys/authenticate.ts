import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { ServiceContext } from "../../context";
import { ApiError } from "../../errors";
import { accounts, apiKeys } from "../../store/schema";
import { renewedAccountRow } from "../ledger/renew";
import { accountRowsFor } from "./account-rows";
import { type Caller, callerAccount } from "./caller";
import { type KeyEntry, keyCacheFor } from "./key-cache";
import { hashApiKey } from "./key-format";

export type { Caller, CallerAccount } from "./caller";

/** One body for every cause within each code, so a probe learns nothing from the message. */
const INVALID = () => new ApiError("invalid_api_key", "The API key is missing or not recognised.");
const REVOKED = () =>
  new ApiError("api_key_revoked", "The API key has been revoked or has expired.");

/**
 * `Authorization: Bearer <key>` → the key's account. Missing or unknown: 401; revoked: 403.
 * A key's lookup is reused for a short while (`key-cache.ts`): a request with a known key
 * reads nothing, except `last_used_at`'s write at most once a minute.
 */
export async function authenticate(
  ctx: ServiceContext,
  authorization: string | null,
): Promise<Caller> {
  const secret = authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (!secret) throw INVALID();
  const hash = hashApiKey(secret);
  const cache = keyCacheFor(ctx);
  const now = ctx.now();
  const entry = cache.get(hash, now) ?? (await cache.fill(hash, () => lookUp(ctx, hash, now)));
  if (!entry) throw INVALID();
  if (entry.revoked) throw REVOKED();
  await recordUse(ctx, entry, now);
  return entry.caller;
}

/** The key and its account, with any due monthly renewal applied (and the row offered on). */
async function lookUp(
  ctx: ServiceContext,
  hash: string,
  now: Date,
): Promise<Omit<KeyEntry, "readAt"> | undefined> {
  const rows = accountRowsFor(ctx);
  const changes = rows?.changeCount ?? 0;
  const [row] = await ctx.db
    .select({
      keyId: apiKeys.id,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeys.lastUsedAt,
      account: accounts,
    })
    .from(apiKeys)
    .innerJoin(accounts, eq(accounts.id, apiKeys.accountId))
    .where(eq(apiKeys.keyHash, hash));
  if (!row) return undefined;
  const account = await renewedAccountRow(ctx.db, row.account, now);
  rows?.offer(account, changes);
  return {
    caller: { keyId: row.keyId, account: callerAccount(account) },
    revoked: row.revokedAt !== null,
    renewsAt: account.monthlyRenewsAt.getTime(),
    lastUsedAt: row.lastUsedAt?.getTime() ?? null,
  };
}

/** `last_used_at` is for people, to a minute: written at most once a minute per key. */
async function recordUse(ctx: ServiceContext, entry: KeyEntry, now: Date): Promise<void> {
  if (entry.lastUsedAt !== null && now.getTime() - entry.lastUsedAt <= 60_000) return;
  entry.lastUsedAt = now.getTime();
  const stale = new Date(now.getTime() - 60_000);
  await ctx.db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiKeys.id, entry.caller.keyId),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, stale)),
      ),
    );
}
