import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Endpoint, endpoints } from "@/lib/contract/endpoints";
import { ERROR_CODES } from "@/lib/contract/errors";
import { buildOpenApiDocument } from "@/lib/contract/openapi";
import { startTestService, type TestService } from "../testing";

/**
 * A fuzz driven by the OpenAPI document: for every operation it builds a valid request from the
 * document's own schemas, then breaks it one field at a time with boundary and hostile values
 * (NUL, unpaired surrogates, astral text, huge and fractional numbers, wrong types), and adds
 * wrong content types and methods. No answer may be a 5xx; every error must be the API's error
 * body with a code from the fixed list; every success must match the contract's schema.
 * Deterministic: the same document gives the same requests.
 */
type Schema = Record<string, unknown>;
const doc = buildOpenApiDocument() as {
  paths: Record<
    string,
    Record<string, { operationId: string; requestBody?: unknown; parameters?: Schema[] }>
  >;
  components?: { schemas?: Record<string, Schema>; parameters?: Record<string, Schema> };
};

function resolve(schema: unknown): Schema {
  let current = (schema ?? {}) as Schema;
  for (let depth = 0; typeof current.$ref === "string" && depth < 10; depth++) {
    const [, , section, name] = (current.$ref as string).split("/");
    const components = doc.components as Record<string, Record<string, Schema>> | undefined;
    current = components?.[section ?? ""]?.[name ?? ""] ?? {};
  }
  return current;
}

interface Fixtures {
  spriteId: string;
  itemId: string;
  paletteId: string;
  /** A 32×32 PNG, base64, for image fields. */
  png: string;
}

/** A value the schema accepts, preferring real records for ids so requests reach the engine. */
function sample(schemaIn: unknown, name: string, fx: Fixtures): unknown {
  const schema = resolve(schemaIn);
  // A touch-up over the whole sprite, so the valid request has pixels to change.
  if (name === "region") return { x: 0, y: 0, width: 64, height: 64 };
  const alternatives = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (alternatives?.length) return sample(alternatives[0], name, fx);
  if (schema.allOf) return sample((schema.allOf as unknown[])[0], name, fx);
  if ("const" in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ("default" in schema) return schema.default;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object": {
      const out: Record<string, unknown> = {};
      const props = (schema.properties ?? {}) as Record<string, unknown>;
      for (const [key, value] of Object.entries(props)) out[key] = sample(value, key, fx);
      return out;
    }
    case "array": {
      const prefix = schema.prefixItems as unknown[] | undefined;
      if (prefix) return prefix.map((item, i) => sample(item, `${name}.${i}`, fx));
      const n = Math.max(1, Number(schema.minItems ?? 1));
      return Array.from({ length: n }, (_, i) => sample(schema.items, `${name}.${i}`, fx));
    }
    case "integer":
    case "number": {
      const min = Number(
        schema.minimum ??
          (schema.exclusiveMinimum !== undefined ? Number(schema.exclusiveMinimum) + 1 : 0),
      );
      const step = Number(schema.multipleOf ?? 1);
      return Math.ceil(Math.max(min, 0) / step) * step || min;
    }
    case "boolean":
      return false;
    default:
      return sampleString(schema, name, fx);
  }
}

function sampleString(schema: Schema, name: string, fx: Fixtures): string {
  if (schema.format === "uuid") {
    if (name.includes("item")) return fx.itemId;
    if (name.includes("palette")) return fx.paletteId;
    return fx.spriteId;
  }
  if (name === "image") return fx.png;
  if (schema.format === "email") return `fuzz-${crypto.randomUUID()}@example.test`;
  if (typeof schema.pattern === "string" && schema.pattern.includes("0-9a-fA-F]{6}"))
    return "#3366cc";
  if (name === "prompt" || name.endsWith("_prompt")) return "a knight with a sword";
  return "x".repeat(Math.max(3, Number(schema.minLength ?? 1)));
}

const HOSTILE: [string, unknown][] = [
  ["NUL", "a\u0000b"],
  ["unpaired surrogate", "\uD83D"],
  ["astral text", "🐉".repeat(2000)],
  ["empty string", ""],
  ["huge number", 1e308],
  ["past 2^53", 2 ** 53 + 2],
  ["negative", -1],
  ["fraction", 1.5],
  ["boolean", true],
  ["null", null],
  ["object", { nested: ["a\u0000"] }],
  ["array", ["x", 1]],
];

let svc: TestService;
let key: string;
let fx: Fixtures;
beforeAll(async () => {
  svc = await startTestService();
  ({ key } = await svc.newAccount({
    purchased_tokens: 100_000_000,
    rate_limit_per_minute: 100_000,
  }));
  const sprite = await svc.call("POST", "/api/sprites", { key, body: { prompt: "a knight" } });
  const item = await svc.call("POST", "/api/sprites", {
    key,
    body: { prompt: "a sword", asset_type: "weapon" },
  });
  const palette = await svc.call("POST", "/api/palettes", {
    key,
    body: { name: "Fuzz", colors: ["#000000", "#ffffff", "#3366cc"] },
  });
  const raw = Buffer.alloc(32 * 32 * 4, 255);
  const png = (
    await sharp(raw, { raw: { width: 32, height: 32, channels: 4 } })
      .png()
      .toBuffer()
  ).toString("base64");
  fx = { spriteId: sprite.body.id, itemId: item.body.id, paletteId: palette.body.id, png };
}, 60_000);
afterAll(() => svc.close());

const byOperationId = new Map(Object.entries(endpoints) as [string, Endpoint][]);

describe("OpenAPI-driven fuzz", () => {
  it("no request gets a 5xx; every error is the API's body; every success matches its schema", async () => {
    let requests = 0;
    const validStatuses: Record<string, number> = {};
    const created: Record<string, string> = {};
    const failures: string[] = [];
    const send = async (
      method: string,
      path: string,
      body: unknown,
      label: string,
      headers?: Record<string, string>,
    ) => {
      const endpoint = [...byOperationId.values()].find(
        (e) => e.method === method && path.startsWith(e.path.split("{")[0] ?? ""),
      );
      const auth = endpoint?.auth === "admin" ? "test-admin-token" : key;
      const res = await svc.call(method, path, { key: auth, body, headers });
      requests++;
      if (res.status >= 500)
        failures.push(`${label}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      else if (res.status >= 400) {
        const ok =
          res.body &&
          typeof res.body.message === "string" &&
          (ERROR_CODES as readonly string[]).includes(res.body.code);
        if (!ok) failures.push(`${label}: error body ${JSON.stringify(res.body).slice(0, 200)}`);
      }
      return res;
    };

    for (const [pathTemplate, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const endpoint = byOperationId.get(op.operationId);
        if (!endpoint) continue;
        // Path ids name a record of the path's own kind: the one a valid POST made, if any.
        const base = pathTemplate.split("/{")[0] ?? pathTemplate;
        const upper = method.toUpperCase();
        // A delete gets a sprite of its own, so the fixtures live on for later operations.
        const pathId =
          upper === "DELETE"
            ? (await svc.call("POST", "/api/sprites", { key, body: { prompt: "a barrel" } })).body
                .id
            : (created[base] ?? (base === "/api/palettes" ? fx.paletteId : fx.spriteId));
        const path = pathTemplate.replace(/\{\w+\}/g, pathId);
        const bodySchema = (
          op.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined
        )?.content?.["application/json"]?.schema;
        const valid = bodySchema
          ? (sample(bodySchema, "", fx) as Record<string, unknown>)
          : undefined;
        // A touch-up names what to change; one the region cannot hold is refused (400).
        if (valid && op.operationId === "touchUp") valid.prompt = "add a star";

        const ok = await send(upper, path, valid, `${op.operationId} valid`);
        validStatuses[op.operationId] = ok.status;
        if (upper === "POST" && ok.status < 300 && !pathTemplate.includes("{")) {
          created[pathTemplate] = ok.body.id ?? ok.body.user_id;
        }
        if (
          ok.status < 300 &&
          ok.body &&
          endpoint.success.schema.safeParse(ok.body).success === false
        ) {
          failures.push(`${op.operationId}: success body does not match its schema`);
        }
        if (valid && typeof valid === "object") {
          for (const field of Object.keys(valid)) {
            for (const [label, value] of HOSTILE) {
              await send(
                upper,
                path,
                { ...valid, [field]: value },
                `${op.operationId}.${field} ${label}`,
              );
            }
          }
          await send(upper, path, "[1,2,3]", `${op.operationId} array body`);
          await send(upper, path, '{"a":', `${op.operationId} truncated JSON`);
          await send(upper, path, valid, `${op.operationId} text/plain`, {
            "content-type": "text/plain",
          });
        }
        for (const param of op.parameters ?? []) {
          const p = resolve(param);
          if (p.in !== "query") continue;
          for (const value of [
            "",
            "0x10",
            "1e1",
            "-1",
            "99999999999999999999",
            "%00",
            "%F0%9F%90",
            "🐉",
          ]) {
            await send(
              upper,
              `${path}?${String(p.name)}=${value}`,
              undefined,
              `${op.operationId}?${String(p.name)}=${value}`,
            );
          }
        }
        const taken = Object.keys(item).map((m) => m.toUpperCase());
        for (const other of ["PATCH", "DELETE", "PUT"].filter((m) => !taken.includes(m))) {
          await send(other, path, undefined, `${other} ${pathTemplate}`);
        }
        await send(
          upper,
          pathTemplate.replace(/\{\w+\}/g, "NOT-A-UUID"),
          valid,
          `${op.operationId} bad id`,
        );
      }
    }
    console.log(`OpenAPI fuzz: ${requests} requests over ${byOperationId.size} operations`);
    expect(failures).toEqual([]);
    // The valid requests really are valid: the fuzz reaches the engine, not only validation.
    for (const id of [
      "generateSprite",
      "importSprite",
      "touchUp",
      "rotate",
      "normalMap",
      "createAnimation",
      "createRestyle",
      "createCombine",
      "createPack",
      "adminCreateAccount",
    ]) {
      expect(validStatuses[id], id).toBeLessThan(300);
    }
    expect(requests).toBeGreaterThan(1000);
  }, 600_000);
});
