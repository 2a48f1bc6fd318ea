import {
  type RenderParams,
  type RenderResult,
  type RenderTaskName,
  renderTaskTable,
} from "./tasks";

/**
 * Where render tasks run: a pool of threads, or this process. Runs one task and nothing else:
 * what a failure means to the operation is decided by `renderTasksOn`.
 */
export interface RenderTaskRunner {
  /** Render threads, 0 when tasks run on this process's event loop. */
  readonly threads: number;
  /**
   * Runs the task; an abort of `signal` stops it (a thread running it is terminated) and
   * rejects. Images in `params` are handed over (see `transferablesOf`).
   */
  run<N extends RenderTaskName>(
    name: N,
    params: RenderParams<N>,
    signal: AbortSignal,
  ): Promise<RenderResult<N>>;
  close(): Promise<void>;
}

/**
 * Runs tasks on the caller's event loop, with nothing copied or moved: the debugging mode
 * (`RENDER_THREADS=0`). The engine is synchronous, so a time limit cannot stop a task here;
 * it only refuses one whose signal was aborted before it started.
 */
export const inProcessRunner: RenderTaskRunner = {
  threads: 0,
  run: async (name, params, signal) => {
    signal.throwIfAborted();
    return renderTaskTable[name](params);
  },
  close: async () => {},
};
