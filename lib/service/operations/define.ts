import type { z } from "zod";
import type { EndpointId, endpoints } from "@/lib/contract/endpoints";
import type { ServiceContext } from "../context";
import type { JobOutput, JobRow, JobRunContext } from "../jobs/types";

type EndpointOf<Id extends EndpointId> = (typeof endpoints)[Id];
/** The request body of an endpoint, as its contract schema parses it. */
export type RequestOf<Id extends EndpointId> =
  EndpointOf<Id> extends { body: z.ZodType } ? z.output<EndpointOf<Id>["body"]> : undefined;

/**
 * One operation that makes something: its endpoint, and what serving a request does. Everything
 * else about it is written once in its contract record (`endpoints` in `lib/contract`): path,
 * method, request and response schemas, which entry of the price book prices it (`price`),
 * whether it renders while the client waits (`rendersNow`) or is accepted as a job (202), and
 * which text fields the content filter screens. Its bounds are `BOUNDS` in
 * `lib/contract/operations.ts`, read by its request schema and by `serve`. The HTTP routes and
 * the job worker are built from these definitions.
 */
export interface Operation<Id extends EndpointId> {
  endpoint: Id;
  /** Serves a validated request for the calling account. */
  serve(
    ctx: ServiceContext,
    ownerId: string,
    request: RequestOf<Id>,
    params: Record<string, string>,
  ): Promise<unknown>;
}

/**
 * The rendering half of a job operation: the parameters stored with the job (parsed back with
 * their own schema, so the worker hands the renderer typed values, never a cast), and the
 * render itself, which draws with no transaction open and returns the sprite to store.
 */
export interface JobRenderer<Params> {
  params: z.ZodType<Params>;
  render(
    ctx: ServiceContext,
    job: JobRow,
    params: Params,
    run: JobRunContext,
  ): Promise<JobOutput | null>;
}

export function defineOperation<Id extends EndpointId>(operation: Operation<Id>): Operation<Id> {
  return operation;
}

export function defineJobRenderer<Params>(renderer: JobRenderer<Params>): JobRenderer<Params> {
  return renderer;
}
