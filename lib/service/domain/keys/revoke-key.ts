import { and, eq, isNull } from "drizzle-orm";
import type { ServiceContext } from "../../context";
import { notFound } from "../../errors";
import { apiKeys } from "../../store/schema";
import { keyCacheFor } from "./key-cache";
import { hashApiKey } from "./key-format";

/**
 * Revokes one of the account's keys; revoking twice is harmless. Another's key is not found.
 * This process stops accepting the key at once; other processes within a second (`key-cache.ts`).
 */
export async function revokeKey(ctx: ServiceContext, accountId: string, keyId: string) {
  const [row] = await ctx.db
    .select({ id: apiKeys.id, revokedAt: apiKeys.revokedAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.accountId, accountId)));
  if (!row) throw notFound("API key");
  await ctx.db
    .update(apiKeys)
    .set({ revokedAt: ctx.now() })
    .where(and(eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)));
  keyCacheFor(ctx).forget((_hash, entry) => entry.caller.keyId === row.id);
  return { id: row.id, revoked: true as const };
}

/** Admin: revoke by the secret itself. Unknown keys are not found. Takes effect as above. */
export async function revokeKeyBySecret(ctx: ServiceContext, secret: string) {
  const keyHash = hashApiKey(secret);
  const rows = await ctx.db
    .update(apiKeys)
    .set({ revokedAt: ctx.now() })
    .where(eq(apiKeys.keyHash, keyHash))
    .returning({ id: apiKeys.id });
  keyCacheFor(ctx).forget((hash) => hash === keyHash);
  if (rows.length === 0) throw notFound("API key");
  return { revoked: true as const };
}
