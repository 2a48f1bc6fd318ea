import type { PriceBook } from "@/lib/contract/operations";
import type { Env } from "./config";
import type { RunRenderTask } from "./render/render-task";
import type { Db } from "./store/db";

/** What every service operation is given: the database, the configuration and a clock. */
export interface ServiceContext {
  db: Db;
  env: Env;
  /** Injected so tests can move time (rate-limit windows, monthly renewal, session expiry). */
  now(): Date;
  /** What each operation costs; every charge, price list and plan reads it from here. */
  prices: PriceBook;
  /**
   * Runs a named render task (`lib/service/render/tasks.ts`) in the render threads:
   * `await ctx.renderTask("touchUp", { source, region, prompt, seed })`. A throw, or a render
   * past `RENDER_TIMEOUT_MS`, becomes 500 `provider_failure`. Images in the params are handed
   * over and must not be read after the call.
   */
  renderTask: RunRenderTask;
}
