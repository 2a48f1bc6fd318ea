import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Account, AssetTypeList, Balance, ErrorBody, Limits } from "@/lib/contract";
import { startTestService, type TestService } from "../testing";

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

describe("authentication", () => {
  it("401 invalid_api_key for a missing, malformed or unknown key, with one body", async () => {
    const missing = await svc.call("GET", "/api/me");
    const malformed = await svc.call("GET", "/api/me", { headers: { authorization: "Token abc" } });
    const unknown = await svc.call("GET", "/api/me", {
      key: "sw_sk_00000000000000000000000000000000",
    });
    for (const res of [missing, malformed, unknown]) {
      expect(res.status).toBe(401);
      expect(ErrorBody.parse(res.body).code).toBe("invalid_api_key");
    }
    expect(malformed.body).toEqual(missing.body);
    expect(unknown.body).toEqual(missing.body);
  });

  it("403 api_key_revoked for a revoked key, through the keys API and the admin API", async () => {
    const { key } = await svc.newAccount();
    const created = await svc.call("POST", "/api/keys", { key, body: { name: "ci" } });
    expect(created.status).toBe(201);
    expect(created.body.api_key).toMatch(/^sw_sk_[0-9A-Za-z]{32}$/);
    const second = created.body.api_key as string;
    expect((await svc.call("GET", "/api/me", { key: second })).status).toBe(200);
    const revoked = await svc.call("POST", `/api/keys/${created.body.id}/revoke`, { key });
    expect(revoked.body).toEqual({ id: created.body.id, revoked: true });
    const refused = await svc.call("GET", "/api/me", { key: second });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("api_key_revoked");

    const viaAdmin = await svc.call("POST", "/api/admin/keys/revoke", {
      key: "test-admin-token",
      body: { api_key: key },
    });
    expect(viaAdmin.body).toEqual({ revoked: true });
    expect((await svc.call("GET", "/api/balance", { key })).status).toBe(403);
  });

  it("keys are listed without their secret and only to their owner", async () => {
    const a = await svc.newAccount();
    const b = await svc.newAccount();
    const list = await svc.call("GET", "/api/keys", { key: a.key });
    expect(list.status).toBe(200);
    expect(list.body.keys).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(a.key);
    const foreign = await svc.call("POST", `/api/keys/${list.body.keys[0].id}/revoke`, {
      key: b.key,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe("not_found");
    expect((await svc.call("GET", "/api/me", { key: a.key })).status).toBe(200);
  });
});

describe("account endpoints", () => {
  it("me, balance, asset types and limits match the contract", async () => {
    const { key, email, userId } = await svc.newAccount({
      purchased_tokens: 5,
      monthly_token_allotment: 100,
    });
    const me = Account.parse((await svc.call("GET", "/api/me", { key })).body);
    expect(me).toMatchObject({
      user_id: userId,
      email,
      plan: "local",
      billing_period: "monthly",
      total_token_balance: 105,
      purchased_token_balance: 5,
    });
    const balance = Balance.strict().parse((await svc.call("GET", "/api/balance", { key })).body);
    expect(balance.total_token_balance).toBe(105);
    const types = AssetTypeList.parse((await svc.call("GET", "/api/asset-types", { key })).body);
    expect(types.asset_types.map((t) => t.name)).toContain("vehicle");
    expect(types.asset_types.find((t) => t.name === "tile")).toEqual({
      name: "tile",
      token_cost: 1,
      min_size: 8,
      max_size: 400,
    });
    const limits = Limits.parse((await svc.call("GET", "/api/limits", { key })).body);
    expect(limits.animation).toEqual({ min_frames: 4, max_frames: 16, frames_must_be_even: true });
    expect(limits.rate_limit_per_minute).toBe(120);
  });
});

describe("errors", () => {
  it("unknown /api routes are JSON 404 not_found; wrong methods are 405", async () => {
    const { key } = await svc.newAccount();
    const res = await svc.call("GET", "/api/nothing-here", { key });
    expect(res.status).toBe(404);
    expect(ErrorBody.parse(res.body).code).toBe("not_found");
    const wrong = await svc.call("DELETE", "/api/me", { key });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
  });

  it("malformed JSON is 400 invalid_request", async () => {
    const { key } = await svc.newAccount();
    const res = await svc.call("POST", "/api/palettes", { key, body: "{not json" });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("invalid_request");
  });

  it("a body over 2 MiB is 413 before it is parsed", async () => {
    const { key } = await svc.newAccount();
    const huge = `{"image":"${"A".repeat(2 * 1024 * 1024)}"}`;
    const res = await svc.call("POST", "/api/sprites/import", { key, body: huge });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe("payload_too_large");
  });

  it("validation failures list each issue with its path", async () => {
    const { key } = await svc.newAccount();
    const res = await svc.call("POST", "/api/palettes", {
      key,
      body: { name: "", colors: ["red"] },
    });
    expect(res.status).toBe(400);
    const paths = (res.body.details as { path: string }[]).map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(["name", "colors.0"]));
  });

  it("malformed ids are not found", async () => {
    const { key } = await svc.newAccount();
    const res = await svc.call("GET", "/api/sprites/not-a-uuid", { key });
    expect(res.status).toBe(404);
  });

  it("the admin API answers 404 without ADMIN_TOKEN and 401 for a wrong token", async () => {
    const wrong = await svc.call("POST", "/api/admin/accounts", {
      key: "nope-nope-nope",
      body: { email: "x@example.test" },
    });
    expect(wrong.status).toBe(401);
    const bare = await startTestService({ ADMIN_TOKEN: "" });
    try {
      const res = await bare.call("POST", "/api/admin/accounts", {
        key: "test-admin-token",
        body: { email: "x@example.test" },
      });
      expect(res.status).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it("an unexpected failure is a 500 with a generic message", async () => {
    const { key } = await svc.newAccount();
    const broken = { ...svc.ctx, db: undefined };
    const { createPipeline } = await import("../http/pipeline");
    const { accountRoutes } = await import("../http/routes/account");
    const handle = createPipeline(broken as never, accountRoutes);
    const res = await handle(
      new Request("http://x/api/me", { headers: { authorization: `Bearer ${key}` } }),
    );
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      code: "internal_error",
      message: "An unexpected error occurred. It has been logged.",
    });
  });

  it("serves the OpenAPI document without auth", async () => {
    const res = await svc.call("GET", "/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.1.0");
  });
});
