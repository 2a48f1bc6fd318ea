import type { ServiceContext } from "../../context";
import { LocalCounter } from "./local-counter";
import { SharedCounter } from "./shared-counter";

export { RateLimitedError } from "./error";

const counters = new WeakMap<ServiceContext, LocalCounter | SharedCounter>();

/**
 * Counts one request against the key's fixed one-minute window. Over the limit: 429
 * `rate_limited` with whole seconds until the window ends. A refused request has done nothing
 * else yet, so it charges nothing. On PGlite the count is exact and in memory (one process);
 * on PostgreSQL it is shared by every instance through `rate_limit_windows`, sent in batches
 * (`shared-counter.ts` states the slack).
 */
export async function hitRateLimit(
  ctx: ServiceContext,
  keyId: string,
  limit: number,
): Promise<void> {
  let counter = counters.get(ctx);
  if (!counter) {
    counter = ctx.env.DATABASE_URL ? new SharedCounter(ctx.db) : new LocalCounter();
    counters.set(ctx, counter);
  }
  await counter.hit(keyId, limit, ctx.now());
}
