/**
 * The entry of a render thread (bundled to plain JS by `scripts/build-render-worker.ts`): runs
 * one task from the table and moves the result's pixel buffers back instead of copying them.
 */
import { move, transferableSymbol, valueSymbol } from "piscina";
import { type RenderParams, type RenderTaskName, renderTaskTable } from "./tasks";
import { transferablesOf } from "./transfer";

/** What the pool posts for one render: the task's name and its params. */
export interface RenderTaskMessage<N extends RenderTaskName = RenderTaskName> {
  name: N;
  params: RenderParams<N>;
}

export default function runRenderTask<N extends RenderTaskName>(message: RenderTaskMessage<N>) {
  const result = renderTaskTable[message.name](message.params);
  return move({ [transferableSymbol]: transferablesOf(result), [valueSymbol]: result });
}
