import type { ApiRequest } from "./api-request";
import type { z } from "zod";
import { MAX_BODY_BYTES } from "@/lib/contract/constants";
import type { ValidationIssue } from "@/lib/contract/errors";
import { ApiError } from "../errors";
const tooLarge = () =>
  new ApiError(
    "payload_too_large",
    `The request body exceeds the ${MAX_BODY_BYTES / 1024 / 1024} MiB limit.`,
  );

/**
 * Reads the body as text, refusing it by its declared Content-Length and again while streaming
 * (a missing or lying header cannot get more than the limit into memory).
 */
export async function readBodyText(request: ApiRequest, limit = MAX_BODY_BYTES): Promise<string> {
  return Buffer.from(await readBodyBytes(request, limit)).toString("utf8");
}

/**
 * Reads the body's bytes under the same limit: 413 `payload_too_large` by its declared
 * Content-Length before a byte is read, or as soon as the stream passes the limit (the rest is
 * never read). The studio's gateway reads a body for a remote upstream with it.
 */
export async function readBodyBytes(
  request: ApiRequest,
  limit = MAX_BODY_BYTES,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw tooLarge();
  if (!request.body) return new Uint8Array(0);
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
  return Buffer.concat(chunks);
}

/**
 * A request body must be declared JSON: `application/json` or a `+json` type, in UTF-8 if a
 * charset is given. Anything else (a form post, text, a missing type) is refused unparsed.
 */
export function requireJsonBody(request: ApiRequest): void {
  const declared = request.headers.get("content-type") ?? "";
  const [type = "", ...params] = declared.split(";").map((part) => part.trim().toLowerCase());
  const json = type === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(type);
  const charset = params.find((p) => p.startsWith("charset="))?.slice("charset=".length);
  const utf8 = charset === undefined || /^"?utf-?8"?$/.test(charset);
  if (!json || !utf8) {
    throw new ApiError(
      "unsupported_media_type",
      `Request bodies must be JSON sent as "Content-Type: application/json"; got ${declared ? `"${declared}"` : "no Content-Type"}.`,
    );
  }
}

// U+0000 cannot be stored in a PostgreSQL text column, and a UTF-16 surrogate without its
// partner is not a character at all (it has no UTF-8 form), so neither can be kept as written.
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isUnstorable = (text: string) => text.includes("\u0000") || UNPAIRED_SURROGATE.test(text);

/**
 * Refuses, with 400 naming the field, any string in a parsed query or body that cannot be
 * stored faithfully: checked once here for every route, so no endpoint can forget it.
 */
export function refuseUnstorableText(value: unknown, where: string): void {
  const path = findUnstorableText(value, []);
  if (path === undefined) return;
  const field = path.join(".");
  const message = "contains a NUL character or an unpaired surrogate, which cannot be stored";
  throw new ApiError("invalid_request", `Invalid ${where}: ${field || where} ${message}.`, [
    { path: field, message },
  ]);
}

function findUnstorableText(
  value: unknown,
  path: (string | number)[],
): (string | number)[] | undefined {
  if (typeof value === "string") return isUnstorable(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorableText(value[i], [...path, i]);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const found = findUnstorableText(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * No request of the API nests deeper than a few levels; a body nested deeper than this is refused
 * before it is parsed, since every later pass over it (parsing, the text check, validation)
 * costs more with each level.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * How deeply `text` nests arrays and objects, stopping as soon as it passes `limit`: one linear
 * scan that skips over strings, so a `[` inside a string does not count.
 */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * Parses a JSON body: every JSON body the service or the studio's gateway reads passes here.
 * Malformed JSON and JSON nested deeper than `MAX_JSON_DEPTH` are 400 `invalid_request`.
 */
export function parseJsonText(text: string): unknown {
  if (text.trim() === "") return {};
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw new ApiError(
      "invalid_request",
      `The request body nests arrays or objects more than ${MAX_JSON_DEPTH} levels deep.`,
      [{ path: "", message: `nested deeper than ${MAX_JSON_DEPTH} levels` }],
    );
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError("invalid_request", "The request body is not valid JSON.", [
      { path: "", message: "malformed JSON" },
    ]);
  }
}

/** A whole JSON body with the same refusals as the service's routes (413, 415, unstorable text). */
export async function readJson(request: ApiRequest): Promise<unknown> {
  const text = await readBodyText(request);
  if (text.trim() !== "") requireJsonBody(request);
  const value = parseJsonText(text);
  refuseUnstorableText(value, "body");
  return value;
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
