import { createHash } from "node:crypto";
import { RateLimitedError } from "../domain/rate-limit";
import { ApiError, RetryLaterError } from "../errors";
import type { ApiRequest } from "./api-request";

const JSON_HEADERS = {
  "content-type": "application/json; charset=utf-8",
  "cache-control": "no-store",
};

/**
 * The text of each response built here, until it is garbage: the Node server writes it straight
 * to the socket instead of reading the response's body stream back (`bodyTextOf`).
 */
const bodyTexts = new WeakMap<Response, string>();

function textResponse(text: string, init: ResponseInit): Response {
  const response = new Response(text, init);
  bodyTexts.set(response, text);
  return response;
}

/** The body of a response built from text here, if its stream has not been read. */
export function bodyTextOf(response: Response): string | undefined {
  return response.bodyUsed ? undefined : bodyTexts.get(response);
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return textResponse(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}

/** Every non-2xx: `{ code, message, details? }`. Unknown failures say nothing more. */
export function errorResponse(error: unknown): Response {
  if (error instanceof ApiError) {
    const headers: Record<string, string> = {};
    if (error instanceof RateLimitedError || error instanceof RetryLaterError) {
      headers["retry-after"] = String(error.retryAfter);
    }
    return json(error.toBody(), error.status, headers);
  }
  console.error("[service] unexpected failure:", error);
  return json(
    { code: "internal_error", message: "An unexpected error occurred. It has been logged." },
    500,
  );
}

/** A JSON document serialised once, with the entity tag of its text. */
export interface PreparedJson {
  text: string;
  etag: string;
}

/**
 * The prepared form of the document `key` names, built on first use and kept in `documents`
 * (a map per route: by price book, by rate limit).
 */
export function prepared<K>(
  documents: { get(key: K): PreparedJson | undefined; set(key: K, value: PreparedJson): unknown },
  key: K,
  build: () => unknown,
): PreparedJson {
  let document = documents.get(key);
  if (!document) {
    const text = JSON.stringify(build());
    const etag = `"${createHash("sha256").update(text).digest("base64url").slice(0, 22)}"`;
    document = { text, etag };
    documents.set(key, document);
  }
  return document;
}

/**
 * A document that changes only with a deployment (or with the caller's account): 200 with its
 * `ETag`, or 304 Not Modified without a body when `If-None-Match` names that tag or is `*`.
 * `no-cache` lets a client keep it and costs a revalidation each time; `private` when it
 * depends on, or is only shown to, the authenticated caller.
 */
export function preparedResponse(
  request: ApiRequest,
  document: PreparedJson,
  audience: "public" | "private",
): Response {
  const headers = {
    etag: document.etag,
    "cache-control": audience === "private" ? "private, no-cache" : "no-cache",
  };
  if (matchesTag(request.headers.get("if-none-match"), document.etag)) {
    return new Response(null, { status: 304, headers });
  }
  return textResponse(document.text, {
    status: 200,
    headers: { ...JSON_HEADERS, ...headers },
  });
}

/** `If-None-Match` compares weakly: `W/"x"` matches `"x"`; a list matches if any entry does. */
function matchesTag(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag;
  });
}
