import { availableParallelism } from "node:os";
import type { Env } from "../config";
import { createRenderPool } from "./pool";
import { type RunRenderTask, renderTasksOn } from "./render-task";
import { RenderAdmission, defaultAdmissionLimits } from "./admission";
import { inProcessRunner, type RenderTaskRunner } from "./runner";
import { ensureRenderWorker } from "./worker-bundle";

/** Where this process's renders run, and how to let go of it. */
export interface RenderTasksHandle {
  /** Renders for synchronous requests (refused with 503 `service_busy` over the bound). */
  renderTask: RunRenderTask;
  /** Renders for job workers: never refused, and given every other free slot. */
  jobRenderTask: RunRenderTask;
  /** The admission control both share. */
  admission: RenderAdmission;
  /** Render threads; 0 when renders run on the event loop. */
  threads: number;
  close(): Promise<void>;
}

/**
 * Render threads for `RENDER_THREADS` (unset: every core, less one for the event loop when
 * there are more than 2; with 1 or 2 cores the event loop shares them, since one render
 * thread alone would halve throughput for a loop that is mostly idle).
 */
export function renderThreadCount(setting: number | undefined, cores = availableParallelism()) {
  if (setting !== undefined) return setting;
  return cores > 2 ? cores - 1 : cores;
}

/** Render threads, or this process with `RENDER_THREADS=0`. */
async function defaultRunner(threads: number): Promise<RenderTaskRunner> {
  return threads === 0 ? inProcessRunner : createRenderPool(await ensureRenderWorker(), threads);
}

/**
 * Opens the renders of one service (or `npm run worker` process): a pool of render threads,
 * building their bundle first when stale, or this process with `RENDER_THREADS=0`.
 */
export async function openRenderTasks(
  env: Env,
  runnerFor: (threads: number) => Promise<RenderTaskRunner> = defaultRunner,
): Promise<RenderTasksHandle> {
  const threads = renderThreadCount(env.RENDER_THREADS);
  const runner = await runnerFor(threads);
  const admission = new RenderAdmission(defaultAdmissionLimits(threads));
  return {
    renderTask: renderTasksOn(runner, env.RENDER_TIMEOUT_MS, { gate: admission, lane: "request" }),
    jobRenderTask: renderTasksOn(runner, env.RENDER_TIMEOUT_MS, { gate: admission, lane: "job" }),
    admission,
    threads,
    close: () => runner.close(),
  };
}
