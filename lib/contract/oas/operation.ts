import type { z } from "zod";
import { Uuid } from "../common";
import { IDEMPOTENCY_KEY_PATTERN } from "../constants";
import { describePrice, type PriceBook } from "../operations";
import type { Endpoint, EndpointId } from "../endpoints";
import { takesIdempotencyKey } from "./refusals";
import { responses } from "./responses";
import type { SchemaBook } from "./schema-book";
import type { Json } from "./zod-json";

/** The `Idempotency-Key` request header (`#/components/parameters/IdempotencyKey`). */
export const IDEMPOTENCY_KEY_PARAMETER: Json = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "Makes a write safe to retry. The first request with a key runs; a repeat with the same body answers with the stored response (any status below 500, marked `Idempotent-Replayed: true`) and does nothing again; a repeat with another body is 409 `idempotency_mismatch`, and one sent while the first still runs is 409 `request_in_progress`. Keys are per account and kept 24 hours.",
  schema: { type: "string", minLength: 1, maxLength: 255, pattern: IDEMPOTENCY_KEY_PATTERN },
};

const SECURITY: Record<Endpoint["auth"], Json[]> = {
  key: [{ apiKey: [] }],
  admin: [{ adminToken: [] }],
  none: [],
};

/** What the endpoint's fields say about calling it, in sentences. */
function explain(endpoint: Endpoint, prices: PriceBook): string {
  const sentences = [
    {
      key: "Authenticated with an API key.",
      admin: "Admin API, authenticated with the service's ADMIN_TOKEN; absent when that is unset.",
      none: "Public: no credentials needed.",
    }[endpoint.auth],
  ];
  if (endpoint.price) sentences.push(`Costs ${describePrice(endpoint.price, prices)}.`);
  if (endpoint.paid) {
    sentences.push("Tokens are charged only when it succeeds (402 when the balance is short).");
  }
  if (endpoint.promptFields?.length) {
    const fields = endpoint.promptFields.map((name) => `\`${name}\``).join(", ");
    sentences.push(`The content filter screens ${fields} before anything is charged (422).`);
  }
  if (endpoint.rendersNow) sentences.push("Renders while the request waits.");
  if (takesIdempotencyKey(endpoint)) sentences.push("Retry-safe with an `Idempotency-Key`.");
  return sentences.join(" ");
}

function parameters(endpoint: Endpoint, book: SchemaBook): Json[] {
  const list: Json[] = [];
  for (const match of endpoint.path.matchAll(/\{(\w+)\}/g)) {
    list.push({
      name: match[1],
      in: "path",
      required: true,
      description: "The record's id. One that is not a UUID, or not yours, is 404.",
      schema: book.use(Uuid, "input"),
    });
  }
  for (const [name, field] of Object.entries(endpoint.query?.shape ?? {})) {
    const schema = field as z.ZodType;
    list.push({
      name,
      in: "query",
      required: !schema.safeParse(undefined).success,
      schema: book.use(schema, "input"),
    });
  }
  if (takesIdempotencyKey(endpoint)) {
    list.push({ $ref: "#/components/parameters/IdempotencyKey" });
  }
  return list;
}

/** One OpenAPI operation, built from the endpoint's entry in the contract. */
export function operation(
  id: EndpointId,
  endpoint: Endpoint,
  book: SchemaBook,
  prices: PriceBook,
): Json {
  const params = parameters(endpoint, book);
  const body = endpoint.body && book.use(endpoint.body, "input");
  return {
    operationId: id,
    summary: endpoint.summary,
    description: explain(endpoint, prices),
    tags: [endpoint.tag],
    security: SECURITY[endpoint.auth],
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(endpoint.body
      ? {
          requestBody: {
            // A body whose every field may be left out may be left out itself (it reads as `{}`).
            required: !endpoint.body.safeParse({}).success,
            content: { "application/json": { schema: body } },
          },
        }
      : {}),
    responses: responses(id, endpoint, book),
  };
}
