import type { Endpoint } from "@/lib/contract/endpoints";
import { ApiError } from "../errors";
import { screenPrompt } from "../moderation/screen-prompt";

/**
 * Runs the content filter over the endpoint's prompt fields, after validation and before the
 * handler: a refused prompt is 422 `nsfw_prompt`, and nothing has been charged or stored.
 */
export function screenPromptFields(endpoint: Endpoint, body: unknown): void {
  if (!endpoint.promptFields || body === null || typeof body !== "object") return;
  for (const field of endpoint.promptFields) {
    const text = (body as Record<string, unknown>)[field];
    if (typeof text !== "string" || text === "") continue;
    const verdict = screenPrompt(text);
    if (!verdict.allowed) {
      throw new ApiError(
        "nsfw_prompt",
        `The ${field.replace(/_/g, " ")} was refused by the content filter (${verdict.category.replace(/_/g, " ")}). Nothing was charged.`,
        [{ path: field, message: `refused: ${verdict.category}` }],
      );
    }
  }
}
