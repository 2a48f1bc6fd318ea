import { z } from "zod";
import type { Endpoint, EndpointId } from "../endpoints";
import { ErrorBody, ErrorCodeSchema, ValidationIssue } from "../errors";
import { refusals, takesIdempotencyKey } from "./refusals";
import type { SchemaBook } from "./schema-book";
import type { Json } from "./zod-json";

/**
 * The error body as documented: the contract's `ErrorBody` with `code` narrowed to the fixed list
 * and `details` to the two shapes the service sends.
 */
export const DocumentedError = ErrorBody.extend({
  code: ErrorCodeSchema,
  details: z
    .union([z.array(ValidationIssue), z.record(z.string(), z.unknown())])
    .optional()
    .describe(
      "400 `invalid_request`: one ValidationIssue per refused field. 429 `rate_limited`: `{ limit, retry_after }`. Absent otherwise.",
    ),
}).meta({
  id: "Error",
  description: "Every non-2xx response. Branch on `code`, never on `message`, which is for people.",
});

/** Response headers the document refers to (`#/components/headers/...`). */
export const HEADERS = {
  Allow: {
    description: "The methods the path does take, comma-separated (`GET, POST`).",
    required: true,
    schema: { type: "string" },
  },
  RetryAfter: {
    description:
      "Whole seconds until a retry can pass: the rate-limit window ends, queued jobs drain, or a render thread frees.",
    required: true,
    schema: { type: "integer", minimum: 1 },
  },
  IdempotentReplayed: {
    description:
      "`true` when this is the stored answer to an earlier request with the same `Idempotency-Key`.",
    schema: { type: "string", enum: ["true"] },
  },
} satisfies Record<string, Json>;

const header = (name: keyof typeof HEADERS) => ({ $ref: `#/components/headers/${name}` });

const SUCCESS: Record<number, string> = {
  200: "OK.",
  201: "Created.",
  202: "Accepted: the work is queued; poll it by `id`.",
};

const ERROR_TITLES: Record<number, string> = {
  400: "Bad request.",
  401: "Unauthorized.",
  402: "Payment required.",
  403: "Forbidden.",
  404: "Not found.",
  405: "Method not allowed.",
  409: "Conflict.",
  413: "Payload too large.",
  415: "Unsupported media type.",
  422: "Unprocessable content.",
  429: "Too many requests.",
  500: "Internal server error.",
  503: "Service busy.",
};

/** The operation's `responses`: its success, then every error status it can answer with. */
export function responses(id: EndpointId, endpoint: Endpoint, book: SchemaBook): Json {
  const { status, schema } = endpoint.success;
  const out: Json = {
    [status]: {
      description: SUCCESS[status] ?? "Success.",
      ...(takesIdempotencyKey(endpoint)
        ? { headers: { "Idempotent-Replayed": header("IdempotentReplayed") } }
        : {}),
      content: { "application/json": { schema: book.use(schema, "output") } },
    },
  };
  const error = book.use(DocumentedError, "output");
  for (const [errorStatus, list] of refusals(id, endpoint)) {
    const title = ERROR_TITLES[errorStatus];
    if (!title) throw new Error(`no title for HTTP ${errorStatus}`);
    const lines = list.map((refusal) => `- \`${refusal.code}\`: ${refusal.when}.`);
    const headers =
      errorStatus === 405
        ? { Allow: header("Allow") }
        : errorStatus === 429 || errorStatus === 503
          ? { "Retry-After": header("RetryAfter") }
          : undefined;
    out[errorStatus] = {
      description: [title, "", ...lines].join("\n"),
      ...(headers ? { headers } : {}),
      content: { "application/json": { schema: error } },
    };
  }
  return out;
}
