import type { ApiClientError } from "./fetch";

/**
 * What an artist can do about an error, by code. The API's message says what happened; this
 * says what next. `upgrade_required` never comes from the embedded service, but a hosted
 * upstream may send it.
 */
export function errorHint(error: Pick<ApiClientError, "code" | "retryAfter">): string | null {
  switch (error.code) {
    case "insufficient_tokens":
      return "Your token balance cannot cover this. The Account page shows your balance and when it renews.";
    case "upgrade_required":
      return "The sprite service needs a paid plan for this. Check your plan with the service you signed in to.";
    case "rate_limited":
      return error.retryAfter
        ? `Too many requests for now. Try again in ${error.retryAfter} s.`
        : "Too many requests for now. Try again shortly.";
    case "nsfw_prompt":
      return "The service's content filter refused this prompt. Rephrase it and try again.";
    case "provider_failure":
      return "The render failed on the service's side. Any tokens it charged were refunded.";
    case "payload_too_large":
      return "That is more than the service accepts in one request (2 MiB). Send a smaller image.";
    case "not_cancellable":
      return "The job had already finished, so there was nothing to cancel.";
    case "upstream_unavailable":
      return "The studio could not reach the sprite service. Try again in a moment.";
    default:
      return null;
  }
}
