import type { ApiRequest } from "./api-request";
import type { z } from "zod";
import { type Endpoint, type EndpointId, endpoints } from "@/lib/contract/endpoints";
import type { ServiceContext } from "../context";
import type { Caller } from "../domain/keys/authenticate";

export interface RouteInput<E extends Endpoint> {
  ctx: ServiceContext;
  request: ApiRequest;
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
      // Path parameters are record ids: only a UUID-shaped segment matches, so
      // `/api/sprites/import` is never mistaken for `/api/sprites/{id}`.
      return "([0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12})";
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
  | { kind: "found"; route: BoundRoute; params: Record<string, string>; allowed: string[] }
  | { kind: "method"; allowed: string[] }
  | { kind: "none" };

/**
 * Finds the route for `method` on `pathname`. `allowed` is every method the path answers:
 * its endpoints' methods, HEAD wherever GET is, and OPTIONS; it becomes the `Allow` header.
 * HEAD is matched as GET (the caller drops the body).
 */
export function matchRoute(routes: BoundRoute[], method: string, pathname: string): Match {
  const lookup = method === "HEAD" ? "GET" : method;
  const methods = new Set<string>();
  let found: { route: BoundRoute; params: Record<string, string> } | undefined;
  for (const candidate of routes) {
    const match = candidate.pattern.exec(pathname);
    if (!match) continue;
    methods.add(candidate.endpoint.method);
    if (found || candidate.endpoint.method !== lookup) continue;
    const params: Record<string, string> = {};
    candidate.paramNames.forEach((name, i) => {
      params[name] = safeDecode(match[i + 1] ?? "");
    });
    found = { route: candidate, params };
  }
  if (methods.size === 0) return { kind: "none" };
  if (methods.has("GET")) methods.add("HEAD");
  methods.add("OPTIONS");
  const allowed = ALLOW_ORDER.filter((m) => methods.has(m));
  return found ? { kind: "found", ...found, allowed } : { kind: "method", allowed };
}

const ALLOW_ORDER = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** A path segment that is not valid percent-encoding is kept as written (it then fails as an id). */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
