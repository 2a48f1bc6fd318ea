import type { z } from "zod";
import type { EndpointId, endpoints } from "@/lib/contract/endpoints";
import type { BOUNDS, PriceBook } from "@/lib/contract/operations";
import type { ServiceContext } from "../context";
import type { JobOutput, JobRow, JobRunContext } from "../jobs/types";

type EndpointOf<Id extends EndpointId> = (typeof endpoints)[Id];
/** The request body of an endpoint, as its contract schema parses it. */
export type RequestOf<Id extends EndpointId> =
  EndpointOf<Id> extends { body: z.ZodType } ? z.output<EndpointOf<Id>["body"]> : undefined;

/**
 * How an operation is served: `sync` renders while the client waits (201 with the result),
 * `job` is accepted at once (202) and rendered by a job worker, `free` costs nothing and
 * renders nothing the client waits on beyond a quick read or store.
 */
export type OperationMode = "sync" | "job" | "free";

/**
 * One operation, defined once: its endpoint (path and request/response schemas in
 * `lib/contract`), whether it is synchronous or a job, its price as a function of the request
 * (read from the service's price book, so tests can replace a price), its bounds, and what
 * serving a request does. The HTTP routes, the job worker, pack planning, the price list and
 * the OpenAPI document are all built from these definitions.
 */
export interface Operation<Id extends EndpointId> {
  endpoint: Id;
  mode: OperationMode;
  /** The bounds the operation holds requests and sources to (also in its request schema). */
  bounds?: (typeof BOUNDS)[keyof typeof BOUNDS];
  /** Tokens this request costs; free operations have none. */
  price?: (prices: PriceBook, request: RequestOf<Id>) => number;
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
