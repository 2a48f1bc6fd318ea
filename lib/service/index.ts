import type { ApiRequest } from "./http/api-request";
import type { z } from "zod";
import { AdminCreateAccountRequest, type AdminCreatedAccount } from "@/lib/contract/keys";
import { PRICES, type PriceBook } from "@/lib/contract/operations";
import type { Env } from "./config";
import type { ServiceContext } from "./context";
import { createAccount } from "./domain/accounts/create-account";
import { parseWith } from "./http/body";
import { createPipeline } from "./http/pipeline";
import { accountRoutes } from "./http/routes/account";
import { adminRoutes } from "./http/routes/admin";
import { jobRoutes } from "./http/routes/jobs";
import { packRoutes } from "./http/routes/packs";
import { keyRoutes } from "./http/routes/keys";
import { metaRoutes } from "./http/routes/meta";
import { paletteRoutes } from "./http/routes/palettes";
import { spriteRoutes } from "./http/routes/sprites";
import { DEFAULT_WORKER_OPTIONS, JobWorker } from "./jobs/worker";
import { openRenderTasks } from "./render/open";
import type { RunRenderTask } from "./render/render-task";
import type { RenderTaskRunner } from "./render/runner";
import { jobHandlers, operationRoutes } from "./operations/registry";
import { openStore, type Store } from "./store/db";

export interface Service {
  /** Web Request → Response for every `/api` path of the service. */
  handle(request: ApiRequest): Promise<Response>;
  /**
   * Creates a local account (plan `local`, default allotment) and its first key: the admin API's
   * account creation, run in-process without the admin token, for the studio's sign-up. The
   * caller decides who may sign up. An email already in use is 400 `invalid_request`.
   */
  createLocalAccount(email: string): Promise<z.output<typeof AdminCreatedAccount>>;
  /** The service's own tests and tools reach in here; the studio does not. */
  ctx: ServiceContext;
  /** The database; the studio keeps its sessions table in `store.db` in embedded mode. */
  store: Store;
  close(): Promise<void>;
}

export const allRoutes = [
  ...operationRoutes,
  ...jobRoutes,
  ...packRoutes,
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
  /** Replaces the price book (tests prove every surface follows it). */
  prices?: PriceBook;
  /** Replaces where render tasks run (tests inject failures: `failingRenderTasks()`). */
  renderTask?: RunRenderTask;
  /**
   * Replaces what runs renders behind the service's admission control (tests hold renders
   * back to fill the queue); `renderTask` takes precedence.
   */
  renderRunner?: (threads: number) => Promise<RenderTaskRunner>;
}

export async function createService(env: Env, options: ServiceOptions = {}): Promise<Service> {
  // One pool of render threads per service, closed with it (its threads start with the first
  // render, so a store that fails to open leaves nothing running); none when renders are injected.
  const renders = options.renderTask
    ? { renderTask: options.renderTask, jobRenderTask: options.renderTask, close: async () => {} }
    : await openRenderTasks(env, options.renderRunner);
  const store =
    options.store ?? (await openStore({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }));
  const ctx: ServiceContext = {
    db: store.db,
    env,
    now: options.now ?? (() => new Date()),
    prices: options.prices ?? PRICES,
    renderTask: renders.renderTask,
  };
  const handle = createPipeline(ctx, allRoutes);
  // Job renderers draw in the job lane of the render admission: they wait their turn next to
  // synchronous requests and are never refused.
  const handlers = jobHandlers({ ...ctx, renderTask: renders.jobRenderTask });
  const workers = options.startWorkers
    ? Array.from(
        { length: env.WORKERS },
        () => new JobWorker(ctx, handlers, DEFAULT_WORKER_OPTIONS),
      )
    : [];
  for (const worker of workers) worker.start();
  return {
    handle,
    createLocalAccount: async (email) =>
      createAccount(ctx, parseWith(AdminCreateAccountRequest, { email }, "body")),
    ctx,
    store,
    close: async () => {
      await Promise.all(workers.map((worker) => worker.stop()));
      await renders.close();
      await store.close();
    },
  };
}
