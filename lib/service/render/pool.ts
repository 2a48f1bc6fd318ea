import Piscina from "piscina";
import type { RenderTaskRunner } from "./runner";
import type { RenderResult } from "./tasks";
import { transferablesOf } from "./transfer";
import type { RenderTaskMessage } from "./worker-entry";

export interface RenderPool extends RenderTaskRunner {
  /** Threads alive now: they start with the first renders, and a stopped render ends its own. */
  liveThreads(): number;
}

/**
 * A pool of `threads` render threads running the bundle at `filename`. Threads start with the
 * first render and then stay: a service that never renders (an API-only box whose jobs run
 * elsewhere) pays for none, and a busy one never waits for a thread to boot twice. Stopping a
 * running render terminates its thread; the next render starts a fresh one.
 */
export function createRenderPool(filename: string, threads: number): RenderPool {
  const pool = new Piscina<RenderTaskMessage, unknown>({
    filename,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: Number.POSITIVE_INFINITY,
    // The bundle is plain JS: a thread needs none of the flags this process was started with
    // (tsx's loader, vitest's, `--input-type`), and some of them would stop it from loading.
    execArgv: [],
  });
  // A thread that fails outside a task (its bundle did not load) is reported here; the renders
  // waiting for it fail at their time limit. Unheard, the event would end the process.
  pool.on("error", (error: unknown) => console.error("[render] a render thread failed:", error));
  let closed = false;
  return {
    threads,
    liveThreads: () => pool.threads.length,
    run: async (name, params, signal) => {
      // A closed pool would quietly start new threads for a late render.
      if (closed) throw new Error("the render pool is closed");
      const message: RenderTaskMessage<typeof name> = { name, params };
      const result = await pool
        .run(message, { transferList: transferablesOf(params), signal })
        .catch((error: unknown) => {
          // Memory a native module owns (sharp's decoded pixels) cannot be moved; Node 20
          // copies it quietly, later versions refuse the whole message. A refused message moved
          // nothing, so it is sent again as a copy.
          if (!(error instanceof Error && error.name === "DataCloneError")) throw error;
          return pool.run(message, { signal });
        });
      // The thread ran `renderTaskTable[name]`, whose result has exactly this type.
      return result as RenderResult<typeof name>;
    },
    // Renders still running are cut short: by now the service has stopped its job workers,
    // and a request still waiting on a render is answered as a failed render.
    close: async () => {
      closed = true;
      await pool.destroy();
    },
  };
}
