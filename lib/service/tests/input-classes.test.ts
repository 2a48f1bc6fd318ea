import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { type Endpoint, endpoints } from "@/lib/contract/endpoints";
import { startTestService, type TestService } from "../testing";
import { generated } from "./helpers";

// Classes of input that once answered 500 or slipped past validation, each walked over every
// route where it applies: text that cannot be stored, lengths in code points, query integers,
// and ids in any letter case.
let svc: TestService;
let key: string;
beforeAll(async () => {
  svc = await startTestService();
  ({ key } = await svc.newAccount({ rate_limit_per_minute: 100_000 }));
});
afterAll(() => svc.close());

const ANY_ID = "3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b";
const all = Object.entries(endpoints) as [string, Endpoint][];
const concrete = (path: string) => path.replace(/\{\w+\}/g, ANY_ID);
const keyFor = (endpoint: Endpoint) => (endpoint.auth === "admin" ? "test-admin-token" : key);
const shapeOf = (schema: z.ZodType | undefined) =>
  (schema as unknown as { shape?: Record<string, z.ZodType> } | undefined)?.shape ?? {};

describe("text that cannot be stored is 400 naming the field, on every route", () => {
  const hostile = { nul: "a\u0000b", "lone surrogate": "a\uD800b", "lone low surrogate": "\uDC00" };

  it("in every field of every request body", async () => {
    let checked = 0;
    for (const [id, endpoint] of all.filter(([, e]) => e.body)) {
      for (const field of Object.keys(shapeOf(endpoint.body))) {
        for (const [label, text] of Object.entries(hostile)) {
          const res = await svc.call(endpoint.method, concrete(endpoint.path), {
            key: keyFor(endpoint),
            body: { [field]: text },
          });
          expect(res.status, `${id}.${field} ${label}`).toBe(400);
          expect(res.body.code).toBe("invalid_request");
          expect(res.body.details[0].path, `${id}.${field}`).toBe(field);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("nested inside objects and arrays, with the path to it", async () => {
    const res = await svc.call("POST", "/api/palettes", {
      key,
      body: { name: "ok", recipe: { count: 8, seed: 1, moods: ["calm", "x\u0000"] } },
    });
    expect(res.status).toBe(400);
    expect(res.body.details[0].path).toBe("recipe.moods.1");
  });

  it("in every query parameter of every GET route", async () => {
    for (const [id, endpoint] of all.filter(([, e]) => e.query)) {
      for (const field of Object.keys(shapeOf(endpoint.query))) {
        const res = await svc.call("GET", `${concrete(endpoint.path)}?${field}=a%00b`, {
          key: keyFor(endpoint),
        });
        expect(res.status, `${id}?${field}`).toBe(400);
        expect(res.body.details[0].path).toBe(field);
      }
    }
  });

  it("in the local-account email too: nothing is created", async () => {
    const res = await svc.call("POST", "/api/admin/accounts", {
      key: "test-admin-token",
      body: { email: "a\u0000b@example.test" },
    });
    expect(res.status).toBe(400);
    expect(res.body.details[0].path).toBe("email");
  });
});

describe("query integers are plain decimals within their bounds, on every route", () => {
  it("refuses empty, hex, exponent, fraction, signed and padded forms", async () => {
    let checked = 0;
    for (const [id, endpoint] of all.filter(([, e]) => e.query)) {
      for (const [field, schema] of Object.entries(shapeOf(endpoint.query))) {
        if (!schema.safeParse("7").success || schema.safeParse("seven").success) continue;
        for (const bad of [
          "",
          "0x10",
          "1e1",
          "1.5",
          " 7",
          "+7",
          "7 ",
          "Infinity",
          "99999999999999999999",
        ]) {
          const res = await svc.call(
            "GET",
            `${concrete(endpoint.path)}?${field}=${encodeURIComponent(bad)}`,
            { key: keyFor(endpoint) },
          );
          expect(res.status, `${id}?${field}=${JSON.stringify(bad)}`).toBe(400);
          expect(res.body.details[0].path).toBe(field);
          checked++;
        }
        const good = await svc.call("GET", `${concrete(endpoint.path)}?${field}=7`, {
          key: keyFor(endpoint),
        });
        expect(good.status, `${id}?${field}=7`).toBe(200);
      }
    }
    expect(checked).toBeGreaterThanOrEqual(27);
  });

  it("purchased tokens past the balance column's range are 400, and the balance is untouched", async () => {
    const { userId, key: own } = await svc.newAccount({ purchased_tokens: 100_000_000 });
    const add = () =>
      svc.call("POST", `/api/admin/accounts/${userId}/tokens`, {
        key: "test-admin-token",
        body: { purchased_tokens: 100_000_000 },
      });
    for (let i = 0; i < 20; i++) expect((await add()).status).toBe(200);
    const before = await svc.balance(own);
    const refused = await add();
    expect(refused.status).toBe(400);
    expect(refused.body.details[0].path).toBe("purchased_tokens");
    expect(await svc.balance(own)).toBe(before);
    const tooBig = await svc.call("POST", `/api/admin/accounts/${userId}/tokens`, {
      key: "test-admin-token",
      body: { purchased_tokens: 2 ** 60 },
    });
    expect(tooBig.status).toBe(400);
  });
});

describe("lengths count code points, and every accepted prompt renders", () => {
  const emoji = (n: number) => "😀".repeat(n);

  it("a 1500-emoji sprite prompt is accepted and drawn; 1501 is refused", async () => {
    const { key: own } = await svc.newAccount();
    const ok = await svc.call("POST", "/api/sprites", {
      key: own,
      body: { prompt: emoji(1500), width: 32, height: 32 },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.image.pngBase64.length).toBeGreaterThan(0);
    const long = await svc.call("POST", "/api/sprites", {
      key: own,
      body: { prompt: emoji(1501), width: 32, height: 32 },
    });
    expect(long.status).toBe(400);
    expect(long.body.details[0].path).toBe("prompt");
  });

  it("astral text at each prompt-bearing endpoint's maximum is accepted and renders", async () => {
    const { key: own } = await svc.newAccount();
    const source = await generated(svc, own, { prompt: "a knight", width: 64, height: 64 });
    const item = await generated(svc, own, {
      prompt: "a sword",
      asset_type: "weapon",
      width: 64,
      height: 64,
    });
    const touchUp = await svc.call("POST", "/api/touch-ups", {
      key: own,
      body: {
        source_generation_id: source.id,
        prompt: emoji(300),
        region: { x: 16, y: 16, width: 32, height: 32 },
      },
    });
    expect(touchUp.status).toBe(201);
    const jobs = [
      ["/api/restyles", { source_generation_id: source.id, custom_prompt: `gold ${emoji(495)}` }],
      [
        "/api/combines",
        { source_generation_id: source.id, item_generation_id: item.id, prompt: emoji(500) },
      ],
      [
        "/api/animations",
        {
          source_generation_id: source.id,
          preset: "Custom",
          custom_prompt: `jumps ${emoji(1494)}`,
          frame_count: 4,
        },
      ],
    ] as const;
    const ids: [string, string][] = [];
    for (const [path, body] of jobs) {
      const res = await svc.call("POST", path, { key: own, body });
      expect(res.status, path).toBe(202);
      ids.push([path, res.body.id]);
    }
    await svc.drainJobs();
    for (const [path, id] of ids) {
      expect((await svc.call("GET", `${path}/${id}`, { key: own })).body.status, path).toBe(
        "completed",
      );
    }
    const pack = await svc.call("POST", "/api/agent", { key: own, body: { prompt: emoji(1500) } });
    expect(pack.status).toBe(201);
    const palettes = await svc.call("POST", "/api/palettes/generate", {
      key: own,
      body: { prompt: emoji(200) },
    });
    expect(palettes.status).toBe(200);
  });
});

describe("ids are case-insensitive and used lowercase", () => {
  it("the same id in upper case is the same id: a combine of a sprite with itself is refused, uncharged", async () => {
    const { key: own } = await svc.newAccount();
    const source = await generated(svc, own, { prompt: "a knight", width: 64, height: 64 });
    const before = await svc.balance(own);
    const res = await svc.call("POST", "/api/combines", {
      key: own,
      body: {
        source_generation_id: source.id,
        item_generation_id: source.id.toUpperCase(),
        prompt: "hold it",
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.details[0].path).toBe("item_generation_id");
    expect(await svc.balance(own)).toBe(before);
  });

  it("upper-case ids work in paths and bodies and come back lowercase", async () => {
    const { key: own } = await svc.newAccount();
    const source = await generated(svc, own, { prompt: "a slime", width: 32, height: 32 });
    const read = await svc.call("GET", `/api/sprites/${source.id.toUpperCase()}`, { key: own });
    expect(read.status).toBe(200);
    expect(read.body.id).toBe(source.id);
    const touched = await svc.call("POST", "/api/touch-ups", {
      key: own,
      body: {
        source_generation_id: source.id.toUpperCase(),
        prompt: "make it blue",
        region: { x: 8, y: 8, width: 16, height: 16 },
      },
    });
    expect(touched.status).toBe(201);
    expect(touched.body.parentId).toBe(source.id);
  });
});
