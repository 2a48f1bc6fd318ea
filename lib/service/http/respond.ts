import { ApiError } from "../errors";
import { RateLimitedError } from "../domain/rate-limit";

const JSON_HEADERS = {
  "content-type": "application/json; charset=utf-8",
  "cache-control": "no-store",
};

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}

/** Every non-2xx: the spec's `{ code, message, details? }`. Unknown failures say nothing more. */
export function errorResponse(error: unknown): Response {
  if (error instanceof ApiError) {
    const headers: Record<string, string> = {};
    if (error instanceof RateLimitedError) headers["retry-after"] = String(error.retryAfter);
    return json(error.toBody(), error.status, headers);
  }
  console.error("[service] unexpected failure:", error);
  return json(
    { code: "internal_error", message: "An unexpected error occurred. It has been logged." },
    500,
  );
}
