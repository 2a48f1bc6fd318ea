import { availableParallelism } from "node:os";
import type { Env } from "../config";
import { createRenderPool } from "./pool";
import { type RunRenderTask, renderTasksOn } from "./render-task";
import { inProcessRunner } from "./runner";
import { ensureRenderWorker } from "./worker-bundle";

/** Where this process's renders run, and how to let go of it. */
export interface RenderTasksHandle {
  renderTask: RunRenderTask;
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

/**
 * Opens the renders of one service (or `npm run worker` process): a pool of render threads,
 * building their bundle first when stale, or this process with `RENDER_THREADS=0`.
 */
export async function openRenderTasks(env: Env): Promise<RenderTasksHandle> {
  const threads = renderThreadCount(env.RENDER_THREADS);
  const runner =
    threads === 0 ? inProcessRunner : createRenderPool(await ensureRenderWorker(), threads);
  return {
    renderTask: renderTasksOn(runner, env.RENDER_TIMEOUT_MS),
    threads,
    close: () => runner.close(),
  };
}
