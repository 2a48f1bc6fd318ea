import { ApiError } from "../../errors";

/** 429 `rate_limited`; `retryAfter` (whole seconds) also becomes the `Retry-After` header. */
export class RateLimitedError extends ApiError {
  constructor(
    limit: number,
    readonly retryAfter: number,
  ) {
    super(
      "rate_limited",
      `Rate limit of ${limit} requests per minute exceeded; retry in ${retryAfter} s.`,
      {
        limit,
        retry_after: retryAfter,
      },
    );
  }
}
