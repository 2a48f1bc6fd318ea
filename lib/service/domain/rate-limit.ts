import { sql } from "drizzle-orm";
import type { ServiceContext } from "../context";
import { ApiError } from "../errors";
import { queryRows } from "../store/query";

/**
 * Counts one request against the key's fixed one-minute window, in the database so every
 * instance shares it. Over the limit: 429 `rate_limited` with whole seconds until the window
 * ends. A refused request has done nothing else yet, so it charges nothing.
 */
export async function hitRateLimit(
  ctx: ServiceContext,
  keyId: string,
  limit: number,
): Promise<void> {
  const now = ctx.now();
  const windowStart = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const [row] = await queryRows<{ count: number }>(
    ctx.db,
    sql`INSERT INTO rate_limit_windows (key_id, window_start, count) VALUES (${keyId}, ${windowStart}, 1)
        ON CONFLICT (key_id, window_start) DO UPDATE SET count = rate_limit_windows.count + 1
        RETURNING count`,
  );
  const count = Number(row?.count ?? 1);
  // The first request of a window clears the key's old windows: one small delete a minute.
  if (count === 1) {
    await ctx.db.execute(
      sql`DELETE FROM rate_limit_windows WHERE key_id = ${keyId} AND window_start < ${windowStart}`,
    );
  }
  if (count > limit) {
    const retryAfter = Math.max(
      1,
      Math.ceil((windowStart.getTime() + 60_000 - now.getTime()) / 1000),
    );
    throw new RateLimitedError(limit, retryAfter);
  }
}

export class RateLimitedError extends ApiError {
  constructor(
    limit: number,
    readonly retryAfter: number,
  ) {
    super(
      "rate_limited",
      `Rate limit of ${limit} requests per minute exceeded; retry in ${retryAfter} s.`,
      {
        limit,
        retry_after: retryAfter,
      },
    );
  }
}
