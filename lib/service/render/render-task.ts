import { DEFAULT_RENDER_TIMEOUT_MS } from "../config";
import { ApiError } from "../errors";
import type { RenderAdmission, RenderLane } from "./admission";
import { asRenderFailure } from "./render-failure";
import { inProcessRunner, type RenderTaskRunner } from "./runner";
import {
  RENDER_TASK_LABELS,
  type RenderParams,
  type RenderResult,
  type RenderTaskName,
} from "./tasks";

/**
 * Runs one named render task for an operation: `ctx.renderTask("touchUp", params)`. A task
 * that throws becomes 500 `provider_failure` (as `asRenderFailure` says); one still running
 * after the time limit is stopped and fails the same way. The limit counts from when the render
 * starts on a thread, not from the call: time spent waiting for a free thread (admission) is not
 * counted. Images in `params` are handed over: the caller must not read them after the call.
 */
export type RunRenderTask = <N extends RenderTaskName>(
  name: N,
  params: RenderParams<N>,
) => Promise<RenderResult<N>>;

/**
 * Render tasks on `runner` for one lane. With `admission`, a render first waits for a slot there
 * (a synchronous request over the bound is refused with 503 `service_busy`); without, it goes
 * straight to the runner.
 */
export function renderTasksOn(
  runner: RenderTaskRunner,
  timeoutMs: number,
  admission?: { gate: RenderAdmission; lane: RenderLane },
): RunRenderTask {
  return async (name, params) => {
    const release = admission ? await admission.gate.acquire(admission.lane) : () => {};
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), timeoutMs);
    try {
      return await runner.run(name, params, deadline.signal);
    } catch (error) {
      if (deadline.signal.aborted) throw overTime(name, timeoutMs);
      throw asRenderFailure(RENDER_TASK_LABELS[name], error);
    } finally {
      clearTimeout(timer);
      release();
    }
  };
}

function overTime(name: RenderTaskName, timeoutMs: number): ApiError {
  const label = RENDER_TASK_LABELS[name];
  console.error(`[render] ${label} stopped after ${timeoutMs} ms`);
  return new ApiError(
    "provider_failure",
    `The ${label} took longer than ${timeoutMs / 1000} s and was stopped; try again.`,
  );
}

/**
 * For tests: renders in this process, except that tasks `fails` picks throw, so every
 * operation's failure path can be checked end to end. Inject it with
 * `startTestService({}, { renderTask: failingRenderTasks() })`, or into a job worker's
 * context as `{ ...ctx, renderTask: failingRenderTasks((name) => name === "animation") }`.
 */
export function failingRenderTasks(
  fails: (name: RenderTaskName) => boolean = () => true,
): RunRenderTask {
  const runner: RenderTaskRunner = {
    ...inProcessRunner,
    run: (name, params, signal) =>
      fails(name)
        ? Promise.reject(new Error(`injected failure of the ${name} render`))
        : inProcessRunner.run(name, params, signal),
  };
  return renderTasksOn(runner, DEFAULT_RENDER_TIMEOUT_MS);
}
