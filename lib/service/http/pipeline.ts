import { timingSafeEqual } from "node:crypto";
import { z } from "zod";
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
import { parseJsonText, parseWith, readBodyText } from "./body";
import { errorResponse, json } from "./respond";
import { type BoundRoute, matchRoute } from "./router";

const UuidParam = z.uuid();

/**
 * The service's request pipeline, Web `Request` → `Response`:
 * route → authenticate (key or admin token) → rate limit → read and parse path, query and body
 * with the contract → (Idempotency-Key claim) → handler → JSON. Every failure leaves as the
 * spec's error body.
 */
export function createPipeline(ctx: ServiceContext, routes: BoundRoute[]) {
  return async function handle(request: Request): Promise<Response> {
    try {
      const url = new URL(request.url);
      const method = request.method.toUpperCase();
      const match = matchRoute(routes, method, url.pathname.replace(/\/+$/, "") || "/");
      if (match.kind === "none")
        throw new ApiError("not_found", `No route for ${method} ${url.pathname}.`);
      if (match.kind === "method") {
        const error = new ApiError(
          "method_not_allowed",
          `${method} is not allowed on ${url.pathname}.`,
        );
        return json(error.toBody(), error.status, { allow: match.allowed.join(", ") });
      }
      const { route, params } = match;
      let caller: Caller | undefined;
      if (route.endpoint.auth === "admin") checkAdmin(ctx, request);
      if (route.endpoint.auth === "key") {
        caller = await authenticate(ctx, request.headers.get("authorization"));
        await hitRateLimit(ctx, caller.keyId, caller.account.rateLimitPerMinute);
      }
      for (const value of Object.values(params)) {
        if (!UuidParam.safeParse(value).success) throw notFound();
      }
      const query = route.endpoint.query
        ? parseWith(route.endpoint.query, Object.fromEntries(url.searchParams), "query")
        : undefined;
      const bodyText = method === "POST" ? await readBodyText(request) : "";
      const body = route.endpoint.body
        ? parseWith(route.endpoint.body, parseJsonText(bodyText), "body")
        : undefined;
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
          return json(result, route.endpoint.success.status);
        } catch (error) {
          return errorResponse(error);
        }
      };
      const idempotencyKey = request.headers.get("idempotency-key");
      if (method !== "POST" || !idempotencyKey || !caller) return await run();
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
  };
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
function checkAdmin(ctx: ServiceContext, request: Request): void {
  const expected = ctx.env.ADMIN_TOKEN;
  if (!expected) throw new ApiError("not_found", "No such route.");
  const given = request.headers.get("authorization")?.match(/^Bearer\s+(\S+)\s*$/i)?.[1] ?? "";
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  if (a.length !== b.length || !timingSafeEqual(a, b)) {
    throw new ApiError("invalid_api_key", "The admin token is missing or not recognised.");
  }
}
