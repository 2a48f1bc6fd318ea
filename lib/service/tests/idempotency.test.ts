import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../store/query";
import { startTestService, type TestService } from "../testing";

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

const body = { name: "Retry", colors: ["#112233", "#445566"] };

describe("Idempotency-Key", () => {
  it("replays the first response to a retry and creates once", async () => {
    const { key } = await svc.newAccount();
    const headers = { "idempotency-key": "save-1" };
    const first = await svc.call("POST", "/api/palettes", { key, body, headers });
    const retry = await svc.call("POST", "/api/palettes", { key, body, headers });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect((await svc.call("GET", "/api/palettes", { key })).body.palettes).toHaveLength(1);
  });

  it("refuses the same key with a different body: 409 idempotency_mismatch", async () => {
    const { key } = await svc.newAccount();
    const headers = { "idempotency-key": "save-2" };
    await svc.call("POST", "/api/palettes", { key, body, headers });
    const other = await svc.call("POST", "/api/palettes", {
      key,
      body: { ...body, name: "Else" },
      headers,
    });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe("idempotency_mismatch");
  });

  it("concurrent requests with one key create once; the rest replay or are told it is in progress", async () => {
    const { key } = await svc.newAccount();
    const headers = { "idempotency-key": "burst" };
    const results = await Promise.all(
      Array.from({ length: 8 }, () => svc.call("POST", "/api/palettes", { key, body, headers })),
    );
    for (const res of results) {
      expect([201, 409]).toContain(res.status);
      if (res.status === 409) expect(res.body.code).toBe("request_in_progress");
    }
    expect(
      results.filter((r) => r.status === 201 && !r.headers.get("idempotent-replayed")).length,
    ).toBe(1);
    expect((await svc.call("GET", "/api/palettes", { key })).body.palettes).toHaveLength(1);
  });

  it("keys are per account, and a malformed key is 400", async () => {
    const a = await svc.newAccount();
    const b = await svc.newAccount();
    const headers = { "idempotency-key": "shared-name" };
    expect((await svc.call("POST", "/api/palettes", { key: a.key, body, headers })).status).toBe(
      201,
    );
    expect(
      (await svc.call("POST", "/api/palettes", { key: b.key, body, headers })).headers.get(
        "idempotent-replayed",
      ),
    ).toBeNull();
    const bad = await svc.call("POST", "/api/palettes", {
      key: a.key,
      body,
      headers: { "idempotency-key": "has space" },
    });
    expect(bad.status).toBe(400);
  });
});

describe("Idempotency-Key on POST /api/keys", () => {
  it("a new key's secret is never stored in the idempotency table nor replayed", async () => {
    const { key, userId } = await svc.newAccount();
    const headers = { "idempotency-key": "make-ci-key" };
    const first = await svc.call("POST", "/api/keys", { key, body: { name: "ci" }, headers });
    expect(first.status).toBe(201);
    const secret = first.body.api_key as string;
    expect(secret).toMatch(/^sw_/);
    const stored = await queryRows<{ key: string; response_body: string | null }>(
      svc.ctx.db,
      sql`SELECT key, response_body FROM idempotency_keys WHERE account_id = ${userId}`,
    );
    for (const row of stored) expect(row.response_body ?? "").not.toContain(secret);
    expect(stored.map((row) => row.key)).not.toContain("make-ci-key");
    // The same request again, even from another key of the account, never sees the secret.
    for (const caller of [key, secret]) {
      const again = await svc.call("POST", "/api/keys", {
        key: caller,
        body: { name: "ci" },
        headers,
      });
      expect(again.status).toBe(201);
      expect(again.headers.get("idempotent-replayed")).toBeNull();
      expect(JSON.stringify(again.body)).not.toContain(secret);
    }
  });

  it("the OpenAPI document does not offer Idempotency-Key on key creation, and still does on other writes", async () => {
    const doc = (await svc.call("GET", "/api/openapi.json")).body;
    const names = (op: { parameters?: { $ref?: string; name?: string }[] }) =>
      (op.parameters ?? []).map((p) => p.$ref ?? p.name ?? "");
    expect(names(doc.paths["/api/keys"].post).join(" ")).not.toMatch(/Idempotency/i);
    expect(names(doc.paths["/api/palettes"].post).join(" ")).toMatch(/Idempotency/i);
  });
});
