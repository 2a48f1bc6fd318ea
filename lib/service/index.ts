import type { Env } from "./config";
import type { ServiceContext } from "./context";
import { createPipeline } from "./http/pipeline";
import { accountRoutes } from "./http/routes/account";
import { adminRoutes } from "./http/routes/admin";
import { keyRoutes } from "./http/routes/keys";
import { metaRoutes } from "./http/routes/meta";
import { paletteRoutes } from "./http/routes/palettes";
import { spriteRoutes } from "./http/routes/sprites";
import { openStore, type Store } from "./store/db";

export interface Service {
  /** Web Request → Response for every `/api` path of the service. */
  handle(request: Request): Promise<Response>;
  ctx: ServiceContext;
  store: Store;
  close(): Promise<void>;
}

export const allRoutes = [...metaRoutes, ...accountRoutes, ...spriteRoutes, ...paletteRoutes, ...keyRoutes, ...adminRoutes];

export async function createService(env: Env, options: { now?: () => Date; store?: Store } = {}): Promise<Service> {
  const store = options.store ?? (await openStore({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }));
  const ctx: ServiceContext = { db: store.db, env, now: options.now ?? (() => new Date()) };
  const handle = createPipeline(ctx, allRoutes);
  return { handle, ctx, store, close: () => store.close() };
}
