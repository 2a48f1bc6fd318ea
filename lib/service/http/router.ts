import type { z } from "zod";
import { type Endpoint, type EndpointId, endpoints } from "@/lib/contract/endpoints";
import type { ServiceContext } from "../context";
import type { Caller } from "../domain/keys/authenticate";

export interface RouteInput<E extends Endpoint> {
  ctx: ServiceContext;
  request: Request;
  params: Record<string, string>;
  /** The body parsed by the endpoint's contract schema. */
  body: E["body"] extends z.ZodType ? z.output<E["body"]> : undefined;
  query: E["query"] extends z.ZodType ? z.output<E["query"]> : undefined;
  /** Present on `auth: key` endpoints. */
  caller: E["auth"] extends "key" ? Caller : undefined;
}

export type Handler<E extends Endpoint> = (input: RouteInput<E>) => Promise<unknown>;

export interface BoundRoute {
  id: EndpointId;
  endpoint: Endpoint;
  pattern: RegExp;
  paramNames: string[];
  handler: Handler<Endpoint>;
}

/** Binds a handler to a contract endpoint; the handler returns the success body. */
export function route<Id extends EndpointId>(
  id: Id,
  handler: Handler<(typeof endpoints)[Id]>,
): BoundRoute {
  const endpoint: Endpoint = endpoints[id];
  const paramNames: string[] = [];
  const source = endpoint.path
    .split("/")
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (!param?.[1]) return segment.replace(/[.*+?^$()|[\]\\-]/g, "\\$&");
      paramNames.push(param[1]);
      return "([^/]+)";
    })
    .join("/");
  return {
    id,
    endpoint,
    pattern: new RegExp(`^${source}$`),
    paramNames,
    handler: handler as Handler<Endpoint>,
  };
}

export type Match =
  | { kind: "found"; route: BoundRoute; params: Record<string, string> }
  | { kind: "method"; allowed: string[] }
  | { kind: "none" };

export function matchRoute(routes: BoundRoute[], method: string, pathname: string): Match {
  const allowed: string[] = [];
  for (const candidate of routes) {
    const match = candidate.pattern.exec(pathname);
    if (!match) continue;
    if (candidate.endpoint.method !== method) {
      allowed.push(candidate.endpoint.method);
      continue;
    }
    const params: Record<string, string> = {};
    candidate.paramNames.forEach((name, i) => {
      params[name] = decodeURIComponent(match[i + 1] ?? "");
    });
    return { kind: "found", route: candidate, params };
  }
  return allowed.length > 0 ? { kind: "method", allowed } : { kind: "none" };
}
