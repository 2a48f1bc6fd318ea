import type { Env } from "./config";
import type { ServiceContext } from "./context";
import { createPipeline } from "./http/pipeline";
import { accountRoutes } from "./http/routes/account";
import { adminRoutes } from "./http/routes/admin";
import { editRoutes } from "./http/routes/edits";
import { jobRoutes } from "./http/routes/jobs";
import { packRoutes } from "./http/routes/packs";
import { keyRoutes } from "./http/routes/keys";
import { metaRoutes } from "./http/routes/meta";
import { paletteRoutes } from "./http/routes/palettes";
import { spriteRoutes } from "./http/routes/sprites";
import { createJobHandlers } from "./jobs/handlers";
import { DEFAULT_WORKER_OPTIONS, JobWorker } from "./jobs/worker";
import { type Renderer, renderInProcess } from "./render/renderer";
import { openStore, type Store } from "./store/db";

export interface Service {
  /** Web Request → Response for every `/api` path of the service. */
  handle(request: Request): Promise<Response>;
  ctx: ServiceContext;
  store: Store;
  close(): Promise<void>;
}

export const allRoutes = [
  ...jobRoutes,
  ...packRoutes,
  ...editRoutes,
  ...metaRoutes,
  ...accountRoutes,
  ...spriteRoutes,
  ...paletteRoutes,
  ...keyRoutes,
  ...adminRoutes,
];

export interface ServiceOptions {
  now?: () => Date;
  store?: Store;
  /** Start `env.WORKERS` in-process job workers (the embedded service does; tests drive their own). */
  startWorkers?: boolean;
  /** Replaces where renders run (tests inject failures here). */
  render?: Renderer;
}

export async function createService(env: Env, options: ServiceOptions = {}): Promise<Service> {
  const store =
    options.store ?? (await openStore({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }));
  const ctx: ServiceContext = {
    db: store.db,
    env,
    now: options.now ?? (() => new Date()),
    render: options.render ?? renderInProcess,
  };
  const handle = createPipeline(ctx, allRoutes);
  const handlers = createJobHandlers(ctx);
  const workers = options.startWorkers
    ? Array.from(
        { length: env.WORKERS },
        () => new JobWorker(ctx, handlers, DEFAULT_WORKER_OPTIONS),
      )
    : [];
  for (const worker of workers) worker.start();
  return {
    handle,
    ctx,
    store,
    close: async () => {
      await Promise.all(workers.map((worker) => worker.stop()));
      await store.close();
    },
  };
}
