import type { Endpoint } from "../endpoints";
import type { Json } from "./zod-json";

export type { Json };

/** Test helpers that read the built document. */
export interface OpenApiOperation {
  operationId: string;
  parameters?: Json[];
  requestBody?: Json;
  responses: Record<string, Json>;
}

export interface OpenApi {
  openapi: string;
  info: Json;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: Json & { schemas: Record<string, Json> };
}

export function operationOf(doc: OpenApi, endpoint: Endpoint): OpenApiOperation {
  const op = doc.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
  if (!op) throw new Error(`no operation for ${endpoint.method} ${endpoint.path}`);
  return op;
}

/** The JSON schema of the request body (`"body"`) or of the response with that status. */
export function schemaAt(op: OpenApiOperation, where: string): Json {
  const holder = where === "body" ? op.requestBody : op.responses[where];
  const content = holder?.content as Record<string, { schema: Json }> | undefined;
  const schema = content?.["application/json"]?.schema;
  if (!schema) throw new Error(`no JSON schema at ${op.operationId} ${where}`);
  return schema;
}

export function resolveRef(doc: OpenApi, schema: Json): Json {
  const ref = schema.$ref;
  if (typeof ref !== "string") return schema;
  const target = doc.components.schemas[ref.replace("#/components/schemas/", "")];
  if (!target) throw new Error(`unresolved ${ref}`);
  return resolveRef(doc, target);
}

/**
 * Keys of `value` that its schema does not declare where the schema says the object is closed
 * (`additionalProperties: false`): proof that a real response carries exactly what the document
 * promises. Of alternatives, the best-fitting branch counts.
 */
export function undeclaredKeys(doc: OpenApi, value: unknown, schema: Json, at = ""): string[] {
  const s = resolveRef(doc, schema);
  const branches = (s.oneOf ?? s.anyOf) as Json[] | undefined;
  if (branches) {
    const results = branches.map((branch) => undeclaredKeys(doc, value, branch, at));
    return results.reduce((best, next) => (next.length < best.length ? next : best));
  }
  if (Array.isArray(value)) {
    const items = s.items && typeof s.items === "object" ? (s.items as Json) : undefined;
    return items ? value.flatMap((item, i) => undeclaredKeys(doc, item, items, `${at}/${i}`)) : [];
  }
  if (!value || typeof value !== "object") return [];
  const properties = (s.properties ?? {}) as Record<string, Json>;
  return Object.entries(value).flatMap(([key, item]) => {
    const declared = properties[key];
    if (declared) return undeclaredKeys(doc, item, declared, `${at}/${key}`);
    return s.additionalProperties === false ? [`${at}/${key}`] : [];
  });
}
