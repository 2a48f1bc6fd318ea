import type { Endpoint } from "@/lib/contract/endpoints";
import { ApiError } from "../errors";
import { screenPrompt } from "../moderation/screen-prompt";

/** The texts a prompt field names: `prompt`, or `steps[].prompt` (the field of each item). */
function textsAt(body: Record<string, unknown>, field: string): [string, string][] {
  const [list, item] = field.split("[].");
  if (item === undefined) {
    const text = body[field];
    return typeof text === "string" ? [[field, text]] : [];
  }
  const items = body[list!];
  if (!Array.isArray(items)) return [];
  return items.flatMap((entry, i): [string, string][] => {
    const text = (entry as Record<string, unknown> | null)?.[item];
    return typeof text === "string" ? [[`${list}.${i}.${item}`, text]] : [];
  });
}

/**
 * Runs the content filter over the endpoint's prompt fields, after validation and before the
 * handler: a refused prompt is 422 `nsfw_prompt`, and nothing has been charged or stored.
 */
export function screenPromptFields(endpoint: Endpoint, body: unknown): void {
  if (!endpoint.promptFields || body === null || typeof body !== "object") return;
  for (const field of endpoint.promptFields) {
    for (const [path, text] of textsAt(body as Record<string, unknown>, field)) {
      if (text === "") continue;
      const verdict = screenPrompt(text);
      if (!verdict.allowed) {
        const name = (field.split("[].").at(-1) ?? field).replace(/_/g, " ");
        throw new ApiError(
          "nsfw_prompt",
          `The ${name} was refused by the content filter (${verdict.category.replace(/_/g, " ")}). Nothing was charged.`,
          [{ path, message: `refused: ${verdict.category}` }],
        );
      }
    }
  }
}
