import { createHash } from "node:crypto";
import { IDEMPOTENCY_KEY_PATTERN } from "@/lib/contract/constants";
import { and, eq, lt, sql } from "drizzle-orm";
import type { ServiceContext } from "../context";
import { ApiError } from "../errors";
import { queryRows } from "../store/query";
import { idempotencyKeys } from "../store/schema";

const KEEP_MS = 24 * 3_600_000;
/** An `in_progress` claim older than this belongs to a request that died; a retry may take it. */
const ABANDONED_MS = 5 * 60_000;

export type IdempotencyStart = { kind: "fresh" } | { kind: "replay"; status: number; body: string };

export function requestHash(method: string, path: string, body: string): string {
  return createHash("sha256").update(`${method}\n${path}\n${body}`).digest("hex");
}

const KEY_PATTERN = new RegExp(IDEMPOTENCY_KEY_PATTERN);

export function checkIdempotencyKey(value: string): string {
  if (!KEY_PATTERN.test(value)) {
    throw new ApiError(
      "invalid_request",
      "Idempotency-Key must be 1 to 255 visible ASCII characters.",
      [{ path: "Idempotency-Key", message: "invalid" }],
    );
  }
  return value;
}

/**
 * Claims `key` for this request, or answers how to replay the first one. The claim is an
 * insert on the primary key, so two concurrent first requests cannot both proceed.
 */
export async function beginIdempotent(
  ctx: ServiceContext,
  accountId: string,
  key: string,
  hash: string,
): Promise<IdempotencyStart> {
  const now = ctx.now();
  const claimed = await queryRows<{ key: string }>(
    ctx.db,
    sql`INSERT INTO idempotency_keys (account_id, key, request_hash, state, created_at)
        VALUES (${accountId}, ${key}, ${hash}, 'in_progress', ${now})
        ON CONFLICT (account_id, key) DO UPDATE
          SET request_hash = EXCLUDED.request_hash, state = 'in_progress', response_status = NULL, response_body = NULL, created_at = EXCLUDED.created_at
          WHERE idempotency_keys.created_at < ${new Date(now.getTime() - KEEP_MS)}
             OR (idempotency_keys.state = 'in_progress' AND idempotency_keys.created_at < ${new Date(now.getTime() - ABANDONED_MS)})
        RETURNING key`,
  );
  if (claimed.length > 0) return { kind: "fresh" };
  const [row] = await ctx.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key)));
  if (!row) return beginIdempotent(ctx, accountId, key, hash);
  if (row.requestHash !== hash) {
    throw new ApiError(
      "idempotency_mismatch",
      "This Idempotency-Key was used for a different request.",
    );
  }
  if (row.state !== "done" || row.responseStatus === null || row.responseBody === null) {
    throw new ApiError(
      "request_in_progress",
      "A request with this Idempotency-Key is still being processed.",
    );
  }
  return { kind: "replay", status: row.responseStatus, body: row.responseBody };
}

export async function completeIdempotent(
  ctx: ServiceContext,
  accountId: string,
  key: string,
  status: number,
  body: string,
) {
  await ctx.db
    .update(idempotencyKeys)
    .set({ state: "done", responseStatus: status, responseBody: body })
    .where(and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key)));
  // Old keys are cleared a few at a time by the requests that use the feature.
  if (Math.random() < 0.01) {
    await ctx.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, new Date(ctx.now().getTime() - KEEP_MS)));
  }
}

/** A failure the client may retry (5xx): forget the claim so the retry runs for real. */
export async function abandonIdempotent(ctx: ServiceContext, accountId: string, key: string) {
  await ctx.db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key)));
}
