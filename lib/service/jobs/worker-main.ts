import { PRICES } from "@/lib/contract/operations";
import { readEnv } from "../config";
import { openRenderTasks } from "../render/open";
import { openStore } from "../store/db";
import { jobHandlers } from "../operations/registry";
import { closeOnSignals, exitOnStartFailure } from "../shutdown";
import { DEFAULT_WORKER_OPTIONS, JobWorker } from "./worker";

/**
 * `npm run worker`: job workers in their own process, for deployments that scale out (several
 * processes on one PostgreSQL). PostgreSQL only: a PGlite directory must never be opened by two
 * processes.
 */
async function main() {
  const env = readEnv();
  if (!env.DATABASE_URL) {
    console.error(
      "npm run worker needs DATABASE_URL (PostgreSQL); with PGlite, `npm start` runs the workers in-process.",
    );
    process.exit(1);
  }
  const renders = await openRenderTasks(env);
  const store = await openStore({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const count = Math.max(1, env.WORKERS);
  const leaseMs = Number(process.env.JOB_LEASE_MS ?? DEFAULT_WORKER_OPTIONS.leaseMs);
  const ctx = {
    db: store.db,
    env,
    now: () => new Date(),
    renderTask: renders.renderTask,
    prices: PRICES,
  };
  const handlers = jobHandlers({ ...ctx, renderTask: renders.jobRenderTask });
  const workers = Array.from(
    { length: count },
    () => new JobWorker(ctx, handlers, { ...DEFAULT_WORKER_OPTIONS, leaseMs }),
  );
  for (const worker of workers) worker.start();
  console.log(
    `Spritewright workers started: ${count} (lease ${leaseMs} ms, ${renders.threads} render threads)`,
  );
  closeOnSignals("worker", async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    await renders.close();
    await store.close();
  });
}

main().catch((error) => exitOnStartFailure("npm run worker", error));
