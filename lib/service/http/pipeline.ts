import type { ApiRequest } from "./api-request";
import { timingSafeEqual } from "node:crypto";
import { Uuid } from "@/lib/contract/common";
import { type Endpoint, takesIdempotencyKey } from "@/lib/contract/endpoints";
import type { ServiceContext } from "../context";
import {
  abandonIdempotent,
  beginIdempotent,
  checkIdempotencyKey,
  completeIdempotent,
  requestHash,
} from "../domain/idempotency";
import { authenticate, type Caller } from "../domain/keys/authenticate";
import { hitRateLimit } from "../domain/rate-limit";
import { ApiError, notFound } from "../errors";
import {
  parseJsonText,
  parseWith,
  readBodyText,
  refuseUnstorableText,
  requireJsonBody,
} from "./body";
import { errorResponse, json } from "./respond";
import { type BoundRoute, matchRoute } from "./router";
import { screenPromptFields } from "./screen-prompts";

/**
 * The service's request pipeline, Web `Request` → `Response`:
 * route (405 with `Allow`, OPTIONS, HEAD) → authenticate (key or admin token) → rate limit →
 * read and parse path, query and body with the contract → content filter on prompt fields →
 * (Idempotency-Key claim) → handler → JSON. Every failure leaves as the API's error body,
 * `{ code, message, details? }`.
 */
export function createPipeline(ctx: ServiceContext, routes: BoundRoute[]) {
  return async function handle(request: ApiRequest): Promise<Response> {
    const method = request.method.toUpperCase();
    const response = await answer(ctx, routes, request, method);
    // HEAD answers exactly what GET would, without the body.
    return method === "HEAD"
      ? new Response(null, { status: response.status, headers: response.headers })
      : response;
  };
}

async function answer(
  ctx: ServiceContext,
  routes: BoundRoute[],
  request: ApiRequest,
  method: string,
): Promise<Response> {
  try {
    const url = new URL(request.url);
    const match = matchRoute(routes, method, url.pathname.replace(/\/+$/, "") || "/");
    if (match.kind === "none") {
      throw new ApiError("not_found", `No route for ${method} ${url.pathname}.`);
    }
    const allow = { allow: match.allowed.join(", ") };
    if (method === "OPTIONS") return new Response(null, { status: 204, headers: allow });
    if (match.kind === "method") {
      const error = new ApiError(
        "method_not_allowed",
        `${method} is not allowed on ${url.pathname}.`,
      );
      return json(error.toBody(), error.status, allow);
    }
    const { route } = match;
    let caller: Caller | undefined;
    if (route.endpoint.auth === "admin") checkAdmin(ctx, request);
    if (route.endpoint.auth === "key") {
      caller = await authenticate(ctx, request.headers.get("authorization"));
      await hitRateLimit(ctx, caller.keyId, caller.account.rateLimitPerMinute);
    }
    const params = normaliseIds(match.params);
    const { query, body, bodyText } = await readInput(route.endpoint, request, url, method);
    screenPromptFields(route.endpoint, body);
    const run = async () => {
      try {
        const result = await route.handler({
          ctx,
          request,
          params,
          body,
          query,
          caller,
        } as never);
        // A handler may answer itself (`preparedResponse`: a constant document with its ETag).
        if (result instanceof Response) return result;
        return json(result, route.endpoint.success.status);
      } catch (error) {
        return errorResponse(error);
      }
    };
    const idempotencyKey = request.headers.get("idempotency-key");
    // A response holding a secret (a new key) is never stored to be replayed.
    if (!takesIdempotencyKey(route.endpoint) || !idempotencyKey || !caller) return await run();
    return await runIdempotent(
      ctx,
      caller.account.id,
      checkIdempotencyKey(idempotencyKey),
      requestHash(method, url.pathname, bodyText),
      run,
    );
  } catch (error) {
    return errorResponse(error);
  }
}

/** Path ids must be UUIDs (anything else names no record: 404) and are used lowercase. */
function normaliseIds(params: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    const parsed = Uuid.safeParse(value);
    if (!parsed.success) throw notFound();
    out[name] = parsed.data;
  }
  return out;
}

/**
 * Query and body, parsed by the endpoint's contract schemas. A POST body must be JSON
 * (415 otherwise, never parsed) and within 2 MiB (413); text that cannot be stored (NUL,
 * unpaired surrogates) is refused with 400 naming the field before any schema sees it.
 */
async function readInput(endpoint: Endpoint, request: ApiRequest, url: URL, method: string) {
  const rawQuery = Object.fromEntries(url.searchParams);
  refuseUnstorableText(rawQuery, "query");
  const query = endpoint.query ? parseWith(endpoint.query, rawQuery, "query") : undefined;
  const bodyText = method === "POST" || method === "PATCH" ? await readBodyText(request) : "";
  if (bodyText.trim() !== "") requireJsonBody(request);
  const raw = parseJsonText(bodyText);
  refuseUnstorableText(raw, "body");
  const body = endpoint.body ? parseWith(endpoint.body, raw, "body") : undefined;
  return { query, body, bodyText };
}

async function runIdempotent(
  ctx: ServiceContext,
  accountId: string,
  key: string,
  hash: string,
  run: () => Promise<Response>,
) {
  const start = await beginIdempotent(ctx, accountId, key, hash);
  if (start.kind === "replay") {
    return new Response(start.body, {
      status: start.status,
      headers: {
        "content-type": "application/json; charset=utf-8",
        "cache-control": "no-store",
        "idempotent-replayed": "true",
      },
    });
  }
  const response = await run();
  if (response.status >= 500) {
    await abandonIdempotent(ctx, accountId, key);
    return response;
  }
  const text = await response.text();
  await completeIdempotent(ctx, accountId, key, response.status, text);
  return new Response(text, { status: response.status, headers: response.headers });
}

/** The admin API does not exist without ADMIN_TOKEN; with it, only that exact bearer passes. */
function checkAdmin(ctx: ServiceContext, request: ApiRequest): void {
  const expected = ctx.env.ADMIN_TOKEN;
  if (!expected) throw new ApiError("not_found", "No such route.");
  const given = request.headers.get("authorization")?.match(/^Bearer\s+(\S+)\s*$/i)?.[1] ?? "";
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  if (a.length !== b.length || !timingSafeEqual(a, b)) {
    throw new ApiError("invalid_api_key", "The admin token is missing or not recognised.");
  }
}
