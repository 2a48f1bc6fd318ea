import { describe, expect, it } from "vitest";
import { endpoints } from "./endpoints";
import { buildOpenApiDocument } from "./openapi";

describe("OpenAPI document", () => {
  const doc = buildOpenApiDocument() as {
    openapi: string;
    paths: Record<string, Record<string, { requestBody?: unknown; operationId: string }>>;
  };

  it("is OpenAPI 3.1 and lists every endpoint with its method", () => {
    expect(doc.openapi).toBe("3.1.0");
    for (const [id, endpoint] of Object.entries(endpoints)) {
      const op = doc.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      expect(op?.operationId, `${id}`).toBe(id);
    }
  });

  it("describes request bodies with the contract's bounds", () => {
    const body = doc.paths["/api/sprites"]?.post?.requestBody as {
      content: {
        "application/json": { schema: { properties: Record<string, Record<string, unknown>> } };
      };
    };
    const props = body.content["application/json"].schema.properties;
    expect(props.prompt).toMatchObject({ minLength: 3, maxLength: 1500 });
    expect(props.width).toMatchObject({ minimum: 32, maximum: 400, default: 64 });
  });
});
