import type { EndpointId } from "@/lib/contract/endpoints";
import type { ServiceContext } from "../context";
import type { Caller } from "../domain/keys/authenticate";
import { type BoundRoute, route } from "../http/router";
import { JobFailure, type JobHandler, type JobType } from "../jobs/types";
import { animationOperation, animationRenderer } from "./animation";
import { backgroundRemovalOperation } from "./background-removal";
import { combineOperation, combineRenderer } from "./combine";
import type { JobRenderer, Operation, RequestOf } from "./define";
import { importOperation, paletteGenerationOperation, paletteSaveOperation } from "./free";
import { generateOperation } from "./generate";
import { createVersionOperation, deleteSpriteOperation, updateSpriteOperation } from "./library";
import { normalMapOperation, normalMapRenderer } from "./normal-map";
import { packPlanOperation, packRenderer, packRunOperation } from "./pack";
import { restyleOperation, restyleRenderer } from "./restyle";
import { redoOperation } from "./redo";
import { rotationOperation, rotationRenderer } from "./rotation";
import { touchUpOperation } from "./touch-up";
import { touchUpPreviewOperation } from "./touch-up-preview";

/**
 * Every operation of the service, each defined once in its own file. The HTTP routes and the
 * job worker are built from this list; prices come from the service's price book.
 */
export const OPERATIONS = [
  generateOperation,
  importOperation,
  touchUpOperation,
  touchUpPreviewOperation,
  rotationOperation,
  normalMapOperation,
  backgroundRemovalOperation,
  paletteGenerationOperation,
  paletteSaveOperation,
  animationOperation,
  restyleOperation,
  combineOperation,
  packPlanOperation,
  packRunOperation,
  updateSpriteOperation,
  deleteSpriteOperation,
  createVersionOperation,
  redoOperation,
] as const;

function bind<Id extends EndpointId>(operation: Operation<Id>): BoundRoute {
  return route(operation.endpoint, (input) =>
    operation.serve(
      input.ctx,
      (input.caller as Caller).account.id,
      input.body as RequestOf<Id>,
      input.params,
    ),
  );
}

/** One route per operation, bound to its contract endpoint. */
export const operationRoutes: BoundRoute[] = OPERATIONS.map((operation) =>
  bind(operation as Operation<EndpointId>),
);

function handlerFor<Params>(ctx: ServiceContext, renderer: JobRenderer<Params>): JobHandler {
  return async (job, run) => {
    const parsed = renderer.params.safeParse(job.params);
    if (!parsed.success) {
      throw new JobFailure("invalid_request", "The job's stored parameters are no longer valid.");
    }
    return renderer.render(ctx, job, parsed.data, run);
  };
}

/** What the job worker runs for each job type: the rendering half of its operation. */
export function jobHandlers(ctx: ServiceContext): Record<JobType, JobHandler> {
  return {
    animation: handlerFor(ctx, animationRenderer),
    restyle: handlerFor(ctx, restyleRenderer),
    combine: handlerFor(ctx, combineRenderer),
    pack: handlerFor(ctx, packRenderer),
    rotation: handlerFor(ctx, rotationRenderer),
    "normal-map": handlerFor(ctx, normalMapRenderer),
  };
}
