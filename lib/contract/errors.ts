import { z } from "zod";

/**
 * The fixed list of error codes. Clients branch on `code`, never on `message`.
 * Each code has exactly one HTTP status.
 */
export const ERROR_STATUS = {
  /** 400: body or query failed validation (`details` names each field); also semantic refusals. */
  invalid_request: 400,
  /** 401: the bearer key is missing or not recognised (one body whatever the cause). */
  invalid_api_key: 401,
  /** 402: the balance cannot pay for the operation; nothing was created or charged. */
  insufficient_tokens: 402,
  /** 402: a paid plan is needed. Never sent by the embedded service; upstreams may send it. */
  upgrade_required: 402,
  /** 403: the key was revoked or has expired. */
  api_key_revoked: 403,
  /** 403: a cookie-authenticated request that changes state came from another origin. */
  cross_origin_request: 403,
  /** 404: no such route or record, or the record belongs to another account. */
  not_found: 404,
  /** 405: the path exists but not with this method. */
  method_not_allowed: 405,
  /** 413: the request body is over the 2 MiB limit; refused before it is parsed. */
  payload_too_large: 413,
  /** 415: a request body that is not `application/json`; refused, never parsed. */
  unsupported_media_type: 415,
  /** 409: cancel of a job that already finished. */
  not_cancellable: 409,
  /** 409: an Idempotency-Key was reused with a different body. */
  idempotency_mismatch: 409,
  /** 409: an Idempotency-Key is still being processed by the first request. */
  request_in_progress: 409,
  /** 409: an asset-pack run was approved at a total that no longer holds. */
  price_changed: 409,
  /** 409: storing the result would take the account past its storage quota (sprites or bytes);
   * nothing was stored or charged. Not 403, which clients read as a refused key, nor 507, a
   * server fault: the account's own state is in the way, and deleting sprites frees room. */
  storage_quota_exceeded: 409,
  /** 422: the prompt was rejected by the content filter. */
  nsfw_prompt: 422,
  /** 429: over the per-key, per-minute rate limit, or local sign-ups from one address over their
   * hourly allowance; `Retry-After` says when to retry. */
  rate_limited: 429,
  /** 500: a render (an engine call) failed; any tokens charged were refunded. */
  provider_failure: 500,
  /** 500: an unexpected failure outside rendering (storage, a bug); the cause is logged, never
   * sent. Nothing was charged: the charge and the record commit together or not at all. */
  internal_error: 500,
  /** 502: the remote upstream could not be reached (gateway in remote mode). */
  upstream_unavailable: 502,
  /** 503: every render thread is busy and the synchronous renders waiting for one are at their
   * bound; `Retry-After` says when to try again. Nothing was charged. */
  service_busy: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];
export const ErrorCodeSchema = z.enum(ERROR_CODES).meta({ id: "ErrorCode" });

export const ValidationIssue = z
  .object({ path: z.string(), message: z.string() })
  .meta({ id: "ValidationIssue" });
export type ValidationIssue = z.infer<typeof ValidationIssue>;

/** Every non-2xx response body: a code from the fixed list, a message, optional details. */
export const ErrorBody = z.object({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
