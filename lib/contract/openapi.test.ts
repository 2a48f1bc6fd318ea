import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import createClient, { type Client } from "openapi-fetch";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { startTestService, type TestService } from "@/lib/service/testing";
import { type Endpoint, type EndpointId, endpoints } from "./endpoints";
import { ERROR_CODES, ERROR_STATUS } from "./errors";
import type { components, paths } from "./generated/openapi-types";
import { markExclusiveUnions } from "./oas/exclusive-unions";
import {
  type Json,
  type OpenApi,
  operationOf,
  resolveRef,
  schemaAt,
  undeclaredKeys,
} from "./oas/testing";
import { OPENAPI_TYPES_PATH, renderOpenApiTypes } from "./oas/typescript";
import { buildOpenApiDocument } from "./openapi";

const ROOT = resolve(import.meta.dirname, "../..");
const doc = buildOpenApiDocument() as unknown as OpenApi;
const schemas = doc.components.schemas;
/** A component's properties; throws when there is no such component. */
const props = (name: string): Record<string, Json> => {
  const schema = schemas[name];
  if (!schema) throw new Error(`no component ${name}`);
  return schema.properties as Record<string, Json>;
};
const entries = Object.entries(endpoints) as [EndpointId, Endpoint][];

describe("OpenAPI document", () => {
  it("is OpenAPI 3.1 and lists every endpoint with its method", () => {
    expect(doc.openapi).toBe("3.1.0");
    for (const [id, endpoint] of entries) {
      expect(operationOf(doc, endpoint).operationId, id).toBe(id);
    }
  });

  it("is built once: the same frozen object every time", () => {
    expect(buildOpenApiDocument()).toBe(doc);
    expect(Object.isFrozen(doc.components.schemas.Sprite)).toBe(true);
  });

  it("describes request bodies with the contract's bounds", () => {
    const props = resolveRef(doc, schemaAt(operationOf(doc, endpoints.generateSprite), "body"))
      .properties as Record<string, Json>;
    expect(props.prompt).toMatchObject({ type: "string", minLength: 3, maxLength: 1500 });
    expect(props.width).toMatchObject({ type: "integer", minimum: 32, maximum: 400, default: 64 });
    expect(props.asset_type).toEqual({ $ref: "#/components/schemas/AssetType" });
  });

  it("names the contract's schemas as components and refers to them", () => {
    for (const name of [
      "Sprite",
      "GeneratedSprite",
      "JobAcceptance",
      "JobProgress",
      "JobSummary",
      "Palette",
      "PaletteOption",
      "PaletteRecipe",
      "PaletteAnchor",
      "Account",
      "Balance",
      "Limits",
      "AssetTypeEntry",
      "Key",
      "CreatedKey",
      "Pack",
      "PackStep",
      "Error",
      "ValidationIssue",
      "Region",
      "ImageCarrier",
      "GenerateSpriteRequest",
      "CreateAnimationRequest",
      "SavePaletteRequest",
      "AdminCreateAccountRequest",
    ]) {
      expect(schemas, name).toHaveProperty(name);
    }
    const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
    expect(schemaAt(operationOf(doc, endpoints.getSprite), "200")).toEqual(ref("Sprite"));
    expect(schemaAt(operationOf(doc, endpoints.generateSprite), "201")).toEqual(
      ref("GeneratedSprite"),
    );
    expect(schemaAt(operationOf(doc, endpoints.getSprite), "404")).toEqual(ref("Error"));
    expect(props("SpritePage").sprites).toEqual({
      type: "array",
      items: ref("Sprite"),
    });
    expect(props("Sprite").region).toEqual(ref("Region"));
    // Every request body and every named response is a ref, never an inlined copy.
    for (const [id, endpoint] of entries) {
      const op = operationOf(doc, endpoint);
      if (endpoint.body) expect(schemaAt(op, "body"), id).toHaveProperty("$ref");
      const success = schemaAt(op, String(endpoint.success.status));
      const branches = (success.oneOf as Json[] | undefined) ?? [success];
      if (id !== "openapi")
        for (const branch of branches) expect(branch, id).toHaveProperty("$ref");
    }
  });

  it("reads request bodies as input and responses as output, under distinct names", () => {
    // A default makes a field optional to send...
    expect(schemas.GenerateSpriteRequest?.required).toEqual(["prompt"]);
    // ...and a response object carries exactly its fields.
    expect(schemas.Sprite?.additionalProperties).toBe(false);
    // PaletteRecipe is sent (save) and returned (palette): the two readings differ, so the
    // request side gets its own name.
    expect(props("SavePaletteRequest").recipe).toEqual({
      $ref: "#/components/schemas/PaletteRecipeInput",
    });
    expect(props("PaletteOption").recipe).toEqual({
      $ref: "#/components/schemas/PaletteRecipe",
    });
    // An enum reads the same both ways: one component.
    expect(schemas).not.toHaveProperty("AssetTypeInput");
  });

  it("documents the error body: every code, a message, and ValidationIssue details", () => {
    expect(schemas.Error).toMatchObject({
      type: "object",
      required: ["code", "message"],
      properties: {
        code: { $ref: "#/components/schemas/ErrorCode" },
        message: { type: "string" },
        details: {
          oneOf: [
            { type: "array", items: { $ref: "#/components/schemas/ValidationIssue" } },
            { type: "object" },
          ],
        },
      },
    });
    expect(schemas.ErrorCode).toEqual({ type: "string", enum: ERROR_CODES });
    expect(ERROR_CODES).toEqual(
      expect.arrayContaining(["payload_too_large", "unsupported_media_type"]),
    );
    expect(schemas.ValidationIssue).toMatchObject({ required: ["path", "message"] });
  });

  it("writes exclusive alternatives as oneOf, tuples as prefixItems", () => {
    expect(schemaAt(operationOf(doc, endpoints.getAnimation), "200")).toEqual({
      oneOf: [
        { $ref: "#/components/schemas/Sprite" },
        { $ref: "#/components/schemas/JobProgress" },
      ],
    });
    const hue = props("PaletteAnchor").hue;
    const range = { type: "number", minimum: 0, maximum: 360 };
    expect(hue).toEqual({
      oneOf: [
        range,
        { type: "array", prefixItems: [range, range], items: false, minItems: 2, maxItems: 2 },
      ],
    });
    expect(props("Palette").recipe).toEqual({
      oneOf: [{ $ref: "#/components/schemas/PaletteRecipe" }, { type: "null" }],
    });
  });

  it("keeps anyOf where it cannot show the alternatives exclude each other", () => {
    const parts = {
      Open: { type: "object", properties: { id: { type: "string" } }, required: ["id"] },
      Closed: {
        type: "object",
        properties: { id: { type: "string" } },
        required: ["id"],
        additionalProperties: false,
      },
      Wide: {
        type: "object",
        properties: { id: { type: "string" }, kind: { type: "string" } },
        required: ["id", "kind"],
      },
    };
    const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
    const marked = markExclusiveUnions(
      {
        overlapping: { anyOf: [ref("Open"), ref("Wide")] },
        closedOut: { anyOf: [ref("Closed"), ref("Wide")] },
        numbers: { anyOf: [{ type: "number" }, { type: "integer" }] },
        strings: { anyOf: [{ type: "string" }, { type: "string", minLength: 3 }] },
        values: { anyOf: [{ enum: ["a", "b"] }, { const: "c" }] },
      },
      parts,
    );
    expect(
      Object.fromEntries(Object.entries(marked).map(([k, v]) => [k, Object.keys(v)[0]])),
    ).toEqual({
      overlapping: "anyOf",
      closedOut: "oneOf",
      numbers: "anyOf",
      strings: "anyOf",
      values: "oneOf",
    });
  });

  it("states steps and bounds, without zod's safe-integer noise", () => {
    const animation = schemas.CreateAnimationRequest?.properties as Record<string, Json>;
    expect(animation.frame_count).toEqual({
      type: "integer",
      minimum: 4,
      maximum: 16,
      multipleOf: 2,
      default: 8,
    });
    const safeBounds: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (!node || typeof node !== "object") return;
      for (const [key, value] of Object.entries(node)) {
        if (Math.abs(value as number) === Number.MAX_SAFE_INTEGER)
          safeBounds.push(`${path}/${key}`);
        walk(value, `${path}/${key}`);
      }
    };
    walk(doc, "");
    // Only the palette recipe's seed really is bounded by ±(2^53 − 1), read both ways.
    expect(safeBounds.sort()).toEqual(
      ["PaletteRecipe", "PaletteRecipeInput"].flatMap((name) => [
        `/components/schemas/${name}/properties/seed/maximum`,
        `/components/schemas/${name}/properties/seed/minimum`,
      ]),
    );
    expect(props("Sprite").width).toEqual({ type: "integer" });
  });
});

describe("OpenAPI statuses", () => {
  const statuses = (id: EndpointId) =>
    Object.keys(operationOf(doc, endpoints[id]).responses).map(Number);

  it("derives each operation's statuses from its endpoint's fields", () => {
    expect(statuses("generateSprite")).toEqual([
      201, 400, 401, 402, 403, 404, 405, 409, 413, 415, 422, 429, 500, 503,
    ]);
    expect(statuses("getSprite")).toEqual([200, 401, 403, 404, 405, 429, 500]);
    expect(statuses("me")).toEqual([200, 401, 403, 405, 429, 500]);
    expect(statuses("listSprites")).toEqual([200, 400, 401, 403, 405, 429, 500]);
    expect(statuses("cancelAnimation")).toEqual([
      200, 400, 401, 403, 404, 405, 409, 413, 415, 429, 500,
    ]);
    expect(statuses("adminCreateAccount")).toEqual([201, 400, 401, 403, 404, 405, 413, 415, 500]);
    expect(statuses("openapi")).toEqual([200, 405, 500]);
  });

  it("lists, per error status, the codes it can carry", () => {
    /** The codes a response's description lists, one "- `code`: when" line each. */
    const described = (id: EndpointId, status: number) => {
      const response = operationOf(doc, endpoints[id]).responses[status] as { description: string };
      return [...response.description.matchAll(/^- `([a-z_]+)`:/gm)].map((match) => match[1] ?? "");
    };
    expect(described("runPack", 409)).toEqual([
      "idempotency_mismatch",
      "request_in_progress",
      "price_changed",
      "storage_quota_exceeded",
    ]);
    expect(described("importSprite", 409)).toContain("storage_quota_exceeded");
    expect(described("generateSprite", 503)).toEqual(["service_busy"]);
    expect(described("createAnimation", 429)).toEqual(["rate_limited"]);
    expect(operationOf(doc, endpoints.createAnimation).responses[503]).toBeUndefined();
    expect((operationOf(doc, endpoints.touchUp).responses[503] as Json).headers).toEqual({
      "Retry-After": { $ref: "#/components/headers/RetryAfter" },
    });
    expect(described("cancelRestyle", 409)).toContain("not_cancellable");
    expect(described("touchUp", 500)).toEqual(["internal_error", "provider_failure"]);
    expect(described("createAnimation", 500)).toEqual(["internal_error"]);
    expect(described("createAnimation", 422)).toEqual(["nsfw_prompt"]);
    expect(described("generateSprite", 404)).toEqual(["not_found"]);
    for (const [id, endpoint] of entries) {
      for (const status of Object.keys(operationOf(doc, endpoint).responses)) {
        if (Number(status) < 400) continue;
        const codes = described(id, Number(status));
        expect(codes.length, `${id} ${status}`).toBeGreaterThan(0);
        for (const code of codes) {
          expect(ERROR_STATUS[code as keyof typeof ERROR_STATUS], code).toBe(Number(status));
        }
        expect(schemaAt(operationOf(doc, endpoint), status), id).toEqual({
          $ref: "#/components/schemas/Error",
        });
        expect(Number(status)).not.toBe(502);
      }
    }
    expect((doc.info as Json).description).toContain("502 `upstream_unavailable`");
  });

  it("documents Allow on 405, Retry-After on 429 and Idempotency-Key on keyed writes", () => {
    for (const [id, endpoint] of entries) {
      const op = operationOf(doc, endpoint);
      expect((op.responses[405] as Json).headers, id).toEqual({
        Allow: { $ref: "#/components/headers/Allow" },
      });
      if (endpoint.auth === "key") {
        expect((op.responses[429] as Json).headers, id).toEqual({
          "Retry-After": { $ref: "#/components/headers/RetryAfter" },
        });
      }
      const header = { $ref: "#/components/parameters/IdempotencyKey" };
      const parameters = expect(op.parameters ?? [], id);
      // Key creation answers with a secret, which is never stored to be replayed.
      const idempotent =
        endpoint.method === "POST" && endpoint.auth === "key" && id !== "createKey";
      if (idempotent) parameters.toContainEqual(header);
      else parameters.not.toContainEqual(header);
    }
    const components = doc.components as unknown as Record<string, Record<string, Json>>;
    expect(components.headers?.RetryAfter?.schema).toEqual({ type: "integer", minimum: 1 });
    expect(components.parameters?.IdempotencyKey).toMatchObject({
      name: "Idempotency-Key",
      in: "header",
    });
  });
});

describe("OpenAPI tooling", () => {
  it("passes Redocly's recommended rules with no errors and no warnings", async () => {
    const dir = await mkdtemp(join(tmpdir(), "sw-openapi-"));
    try {
      const file = join(dir, "openapi.json");
      await writeFile(file, JSON.stringify(doc));
      const { stdout } = await promisify(execFile)(
        join(ROOT, "node_modules/.bin/redocly"),
        ["lint", file, "--config", join(ROOT, "redocly.yaml"), "--format=json"],
        {
          cwd: ROOT,
          env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
        },
      );
      const report = JSON.parse(stdout) as { totals: Json; problems: Json[] };
      expect(report.problems).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("has committed client types that match a fresh generation (npm run openapi:types)", async () => {
    const committed = await readFile(join(ROOT, OPENAPI_TYPES_PATH), "utf8");
    expect(committed === (await renderOpenApiTypes()), "run npm run openapi:types").toBe(true);
  });
});

type Schemas = components["schemas"];

describe("a client generated from the document (openapi-fetch on the committed types)", () => {
  let svc: TestService;
  let client: Client<paths>;
  const clientFor = (authorization?: string) =>
    createClient<paths>({
      baseUrl: "http://service.test",
      headers: authorization ? { authorization } : {},
      fetch: (request) => svc.service.handle(request),
    });
  /** The response body carries no field its schema leaves out. */
  const exactly = (endpoint: Endpoint, status: number, body: unknown) =>
    expect(undeclaredKeys(doc, body, schemaAt(operationOf(doc, endpoint), String(status)))).toEqual(
      [],
    );

  beforeAll(async () => {
    svc = await startTestService();
    const admin = clientFor("Bearer test-admin-token");
    const { data } = await admin.POST("/api/admin/accounts", {
      body: { email: `openapi-${crypto.randomUUID()}@example.test`, monthly_token_allotment: 5 },
    });
    if (!data) throw new Error("could not create the test account");
    expectTypeOf(data).toEqualTypeOf<Schemas["AdminCreatedAccount"]>();
    client = clientFor(`Bearer ${data.api_key}`);
  });
  afterAll(() => svc?.close());

  it("GET /api/me: the account, typed Account", async () => {
    const { data, response } = await client.GET("/api/me");
    expectTypeOf(data).toEqualTypeOf<Schemas["Account"] | undefined>();
    expect(response.status).toBe(200);
    expect(data?.total_token_balance).toBe(5);
    exactly(endpoints.me, 200, data);
  });

  it("POST /api/sprites then GET /api/sprites/{id}: GeneratedSprite, then Sprite", async () => {
    const request = {
      body: { prompt: "a red potion bottle", width: 32, height: 32 },
      params: { header: { "Idempotency-Key": crypto.randomUUID() } },
    } as const;
    const made = await client.POST("/api/sprites", request);
    expectTypeOf(made.data).toEqualTypeOf<Schemas["GeneratedSprite"] | undefined>();
    expect(made.response.status).toBe(201);
    const sprite = made.data!;
    expect(sprite).toMatchObject({ status: "completed", width: 32, height: 32, tokensSpent: 1 });
    expect(sprite.reading.unrecognized).toEqual(expect.any(Array));
    exactly(endpoints.generateSprite, 201, sprite);

    const replay = await client.POST("/api/sprites", request);
    expect(replay.data?.id).toBe(sprite.id);
    expect(replay.response.headers.get("idempotent-replayed")).toBe("true");

    const read = await client.GET("/api/sprites/{id}", { params: { path: { id: sprite.id } } });
    expectTypeOf(read.data).toEqualTypeOf<Schemas["Sprite"] | undefined>();
    expect(read.data).toMatchObject({ id: sprite.id, operation: "generate", kind: "sprite" });
    exactly(endpoints.getSprite, 200, read.data);
  });

  it("a 400 comes back as the Error schema, with ValidationIssue details", async () => {
    const { data, error, response } = await client.POST("/api/sprites", {
      body: { prompt: "a red potion bottle", width: 8 },
    });
    expectTypeOf(error).toEqualTypeOf<Schemas["Error"] | undefined>();
    expect(data).toBeUndefined();
    expect(response.status).toBe(400);
    expect(error?.code).toBe("invalid_request");
    const details = error?.details;
    expect(Array.isArray(details) && details.map((issue) => issue.path)).toEqual(["width"]);
    exactly(endpoints.generateSprite, 400, error);
  });

  it("GET /api/openapi.json serves this document", async () => {
    const { data } = await client.GET("/api/openapi.json");
    expect(data).toEqual(JSON.parse(JSON.stringify(doc)));
  });
});
