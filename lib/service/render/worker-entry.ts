/**
 * The entry of a render thread (bundled to plain JS by `scripts/build-render-worker.ts`): runs
 * one task from the table and moves the result's pixel buffers back instead of copying them.
 */
import { setPriority } from "node:os";
import { move, transferableSymbol, valueSymbol } from "piscina";
import { type RenderParams, type RenderTaskName, renderTaskTable } from "./tasks";
import { transferablesOf } from "./transfer";

/**
 * Render threads run at a lower priority than the event loop: on Linux a thread's nice value
 * is its own (pid 0 names the calling thread), so while every core renders, the loop that
 * parses, checks and answers still gets a core as soon as a request arrives. Renders are
 * throughput work; answers are latency work. Where the platform refuses, the default stays.
 */
const RENDER_NICENESS = 10;
try {
  setPriority(0, RENDER_NICENESS);
} catch {
  // Not permitted here: renders keep the process's own priority.
}

/** What the pool posts for one render: the task's name and its params. */
export interface RenderTaskMessage<N extends RenderTaskName = RenderTaskName> {
  name: N;
  params: RenderParams<N>;
}

export default function runRenderTask<N extends RenderTaskName>(message: RenderTaskMessage<N>) {
  const result = renderTaskTable[message.name](message.params);
  return move({ [transferableSymbol]: transferablesOf(result), [valueSymbol]: result });
}
