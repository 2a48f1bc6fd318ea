import { RateLimitedError } from "./error";

/** Limits count requests per key in fixed one-minute windows of the service's clock. */
export const WINDOW_MS = 60_000;

export function windowStart(now: Date): number {
  return Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS;
}

/** The refusal: whole seconds until the window ends, at least 1. */
export function refusal(limit: number, now: Date, start: number): RateLimitedError {
  return new RateLimitedError(
    limit,
    Math.max(1, Math.ceil((start + WINDOW_MS - now.getTime()) / 1000)),
  );
}
