import type { Env } from "./config";
import type { Renderer } from "./render/renderer";
import type { Db } from "./store/db";

/** What every service operation is given: the database, the configuration and a clock. */
export interface ServiceContext {
  db: Db;
  env: Env;
  /** Injected so tests can move time (rate-limit windows, monthly renewal, session expiry). */
  now(): Date;
  /** Where engine calls run; a throw from a render becomes 500 `provider_failure`. */
  render: Renderer;
}
