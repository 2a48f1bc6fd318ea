import { ERROR_STATUS, type ErrorBody, type ErrorCode } from "@/lib/contract/errors";

/**
 * The service's one error type. Domain code throws it with a code from the contract's fixed
 * list; the HTTP layer turns it into the API's error body, `{ code, message, details? }`.
 */
export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    status?: number,
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status ?? ERROR_STATUS[code];
  }

  toBody(): ErrorBody {
    return this.details === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, details: this.details };
  }
}

export const notFound = (what = "Resource") => new ApiError("not_found", `${what} not found.`);

export const invalid = (path: string, message: string) =>
  new ApiError("invalid_request", message, [{ path, message }]);

/**
 * A refusal that passes with time (queued jobs at their cap, render threads busy): the body as
 * any `ApiError`, and `retryAfter` (whole seconds) also as the `Retry-After` header.
 */
export class RetryLaterError extends ApiError {
  constructor(
    code: "rate_limited" | "service_busy",
    message: string,
    readonly retryAfter: number,
    details?: unknown,
  ) {
    super(code, message, details);
  }
}
