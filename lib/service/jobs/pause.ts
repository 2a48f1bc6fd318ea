import { sql } from "drizzle-orm";
import type { ServiceContext } from "../context";

/**
 * Operator switch (admin API): while paused, no worker of any instance claims a job; accepted
 * jobs wait as `processing` and can still be cancelled. Running jobs finish.
 */
export async function setJobsPaused(ctx: ServiceContext, paused: boolean) {
  await ctx.db.execute(sql`
    INSERT INTO service_settings (key, value, updated_at) VALUES ('jobs_paused', ${JSON.stringify(paused)}::jsonb, ${ctx.now()})
    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`);
  return { paused };
}
