import { z } from "zod";
import { type Endpoint, endpoints } from "./endpoints";
import { ERROR_STATUS, ErrorBody } from "./errors";

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: "input" | "output"): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
  }) as JsonSchema;
  return rest;
};

const errorStatuses = (endpoint: Endpoint): number[] => {
  const statuses = new Set<number>([400, 404, 500]);
  if (endpoint.auth !== "none") for (const s of [401, 403, 429]) statuses.add(s);
  if (endpoint.method === "POST") {
    statuses.add(413);
    statuses.add(402);
    statuses.add(409);
  }
  return [...statuses].sort();
};

function operation(id: string, endpoint: Endpoint) {
  const parameters: JsonSchema[] = [];
  for (const match of endpoint.path.matchAll(/\{(\w+)\}/g)) {
    parameters.push({
      name: match[1],
      in: "path",
      required: true,
      schema: { type: "string", format: "uuid" },
    });
  }
  if (endpoint.query) {
    for (const [name, field] of Object.entries(endpoint.query.shape)) {
      const schema = toSchema(field as z.ZodType, "input");
      parameters.push({ name, in: "query", required: false, schema });
    }
  }
  const responses: Record<string, unknown> = {
    [endpoint.success.status]: {
      description: "Success",
      content: { "application/json": { schema: toSchema(endpoint.success.schema, "output") } },
    },
  };
  for (const status of errorStatuses(endpoint)) {
    const codes = Object.entries(ERROR_STATUS)
      .filter(([, s]) => s === status)
      .map(([code]) => code);
    responses[status] = {
      description: codes.join(", ") || "error",
      content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
    };
  }
  return {
    operationId: id,
    summary: endpoint.summary,
    tags: [endpoint.tag],
    security: endpoint.auth === "none" ? [] : [{ bearer: [] }],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: toSchema(endpoint.body, "input") } },
          },
        }
      : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document for the whole API, built from `lib/contract`. */
export function buildOpenApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [id, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
    const item = paths[endpoint.path] ?? {};
    item[endpoint.method.toLowerCase()] = operation(id, endpoint);
    paths[endpoint.path] = item;
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Spritewright sprite service",
      version: "1.0.0",
      description:
        "The Pixel-Art Sprite Generation Service API as implemented by Spritewright's embedded, procedural engine, plus its extensions (keys, gallery, idempotency) and admin API.",
    },
    servers: [{ url: "/" }],
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
      schemas: { Error: toSchema(ErrorBody, "output") },
    },
    paths,
  };
}
