import { ApiError } from "../errors";

/**
 * What a failed render means for an operation: any throw that is not already an `ApiError`
 * (a refusal the operation raised on purpose) becomes 500 `provider_failure`. Synchronous
 * operations render before they charge, so a failed render leaves the balance exactly as it
 * was; job handlers turn the same error into a failed job, which refunds its charge once.
 */
export function asRenderFailure(operation: string, error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  console.error(`[render] ${operation} failed:`, error);
  return new ApiError(
    "provider_failure",
    `The ${operation} could not be drawn; no tokens were spent on it. Try again.`,
  );
}
