import { ApiError } from "../errors";

/**
 * Runs one engine call on behalf of an operation and owns what a failed render means: any
 * throw that is not already an `ApiError` (a validation refusal the operation raised on
 * purpose) becomes 500 `provider_failure`. Synchronous operations render before they charge,
 * so a failed render leaves the balance exactly as it was; job handlers turn the same error
 * into a failed job, which refunds its charge once.
 *
 * Injected through the service context, so a test can make every render fail and check each
 * operation's failure path end to end.
 */
export type Renderer = <T>(operation: string, draw: () => T | Promise<T>) => Promise<T>;

/** Renders in this process, on the caller's event loop. */
export const renderInProcess: Renderer = async (operation, draw) => {
  try {
    return await draw();
  } catch (error) {
    throw asRenderFailure(operation, error);
  }
};

export function asRenderFailure(operation: string, error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  console.error(`[render] ${operation} failed:`, error);
  return new ApiError(
    "provider_failure",
    `The ${operation} could not be drawn. Nothing was charged for it; try again.`,
  );
}
