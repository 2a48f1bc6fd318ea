import type { z } from "zod";
import type { ValidationIssue } from "@/lib/contract/errors";
import { ApiError } from "../errors";

/** Request bodies are capped at 2 MiB (DESIGN), checked before anything is parsed. */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

const tooLarge = () =>
  new ApiError(
    "invalid_request",
    `The request body exceeds the ${MAX_BODY_BYTES / 1024 / 1024} MiB limit.`,
    [{ path: "", message: "body too large" }],
    413,
  );

/**
 * Reads the body as text, refusing it by its declared Content-Length and again while streaming
 * (a missing or lying header cannot get more than the limit into memory).
 */
export async function readBodyText(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw tooLarge();
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export function parseJsonText(text: string): unknown {
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError("invalid_request", "The request body is not valid JSON.", [
      { path: "", message: "malformed JSON" },
    ]);
  }
}

export async function readJson(request: Request): Promise<unknown> {
  return parseJsonText(await readBodyText(request));
}

export function toIssues(error: z.ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: issue.message,
  }));
}

/** Parses with a contract schema; failures become 400 `invalid_request` with `details`. */
export function parseWith<S extends z.ZodType>(
  schema: S,
  value: unknown,
  where: string,
): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details = toIssues(result.error);
  const first = details[0];
  const summary = first ? `${first.path || where}: ${first.message}` : "validation failed";
  throw new ApiError("invalid_request", `Invalid ${where}: ${summary}`, details);
}
