import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Endpoint, endpoints } from "@/lib/contract/endpoints";
import { ERROR_CODES, ErrorBody } from "@/lib/contract/errors";
import { createNodeServer } from "../node-server";
import { startTestService, type TestService } from "../testing";

// HTTP at the edges, walked over every route of the contract: methods, HEAD, OPTIONS, content
// types and body size. Every refusal is the API's error body with a code from the fixed list.
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
const paths = [...new Set(all.map(([, e]) => e.path))];
const methodsOf = (path: string) => all.filter(([, e]) => e.path === path).map(([, e]) => e.method);
const authFor = (path: string) =>
  all.find(([, e]) => e.path === path)?.[1].auth === "admin" ? "test-admin-token" : key;

function expectErrorShape(body: unknown, code: string) {
  const parsed = ErrorBody.parse(body);
  expect(ERROR_CODES).toContain(parsed.code);
  expect(parsed.code).toBe(code);
  expect(parsed.message.length).toBeGreaterThan(0);
}

const expectedAllow = (path: string) => {
  const methods = new Set<string>(methodsOf(path));
  if (methods.has("GET")) methods.add("HEAD");
  methods.add("OPTIONS");
  return ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"].filter((m) => methods.has(m));
};

describe("methods, on every path", () => {
  it("a method the path does not take is 405 with an Allow header listing exactly what it takes", async () => {
    for (const path of paths) {
      for (const method of ["PATCH", "PUT", "DELETE", "GET", "POST"]) {
        if (methodsOf(path).includes(method as Endpoint["method"])) continue;
        const res = await svc.call(method, concrete(path), { key: authFor(path) });
        expect(res.status, `${method} ${path}`).toBe(405);
        expectErrorShape(res.body, "method_not_allowed");
        expect(res.headers.get("allow")?.split(", "), `${method} ${path}`).toEqual(
          expectedAllow(path),
        );
      }
    }
  });

  it("OPTIONS answers 204 with the same Allow list, without a key", async () => {
    for (const path of paths) {
      const res = await svc.call("OPTIONS", concrete(path));
      expect(res.status, path).toBe(204);
      expect(res.headers.get("allow")?.split(", "), path).toEqual(expectedAllow(path));
    }
  });

  it("HEAD answers wherever GET does, with GET's status and headers and no body", async () => {
    for (const [, endpoint] of all.filter(([, e]) => e.method === "GET")) {
      const path = concrete(endpoint.path);
      const get = await svc.call("GET", path, { key: authFor(endpoint.path) });
      const head = await svc.call("HEAD", path, { key: authFor(endpoint.path) });
      expect(head.status, path).toBe(get.status);
      expect(head.headers.get("content-type"), path).toBe(get.headers.get("content-type"));
      expect(head.body, path).toBeNull();
    }
  });

  it("unknown paths are 404 for every method, OPTIONS included", async () => {
    for (const method of ["GET", "POST", "OPTIONS", "PATCH"]) {
      const res = await svc.call(method, "/api/no-such-thing", { key });
      expect(res.status).toBe(404);
    }
  });

  it("TRACE and CONNECT reach the Node server and get a 405 (404 off the map), and it keeps serving", async () => {
    const server = createNodeServer(svc.service, "http://127.0.0.1");
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    const raw = (method: string, path: string) =>
      new Promise<{ status: number; allow?: string; body: string }>((resolve, reject) => {
        const req = httpRequest({ host: "127.0.0.1", port, method, path }, (res) => {
          let body = "";
          res.on("data", (chunk) => {
            body += chunk;
          });
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, body }),
          );
        });
        req.on("error", reject);
        req.end();
      });
    try {
      const trace = await raw("TRACE", "/api/me");
      expect(trace.status).toBe(405);
      expect(trace.allow).toBe("GET, HEAD, OPTIONS");
      expectErrorShape(JSON.parse(trace.body), "method_not_allowed");
      expect((await raw("TRACE", "/api/nowhere")).status).toBe(404);
      expect((await raw("OPTIONS", "/api/sprites")).allow).toBe("GET, HEAD, POST, OPTIONS");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("request bodies, on every POST route", () => {
  const posts = all.filter(([, e]) => e.method === "POST");

  it("a body that is not declared JSON is 415 unsupported_media_type, never parsed", async () => {
    for (const [id, endpoint] of posts) {
      for (const type of ["text/plain", "application/x-www-form-urlencoded", undefined]) {
        const headers: Record<string, string> = {
          authorization: `Bearer ${authFor(endpoint.path)}`,
        };
        if (type) headers["content-type"] = type;
        const response = await svc.service.handle(
          new Request(`http://service.test${concrete(endpoint.path)}`, {
            method: "POST",
            headers,
            body: '{"prompt":"a knight"}',
          }),
        );
        expect(response.status, `${id} ${type}`).toBe(415);
        expectErrorShape(await response.json(), "unsupported_media_type");
      }
    }
  });

  it("JSON with a charset or a +json type is accepted as JSON", async () => {
    for (const type of ["application/json; charset=utf-8", "application/merge-patch+json"]) {
      const response = await svc.service.handle(
        new Request("http://service.test/api/palettes", {
          method: "POST",
          headers: { authorization: `Bearer ${key}`, "content-type": type },
          body: JSON.stringify({ name: "Two", colors: ["#000000", "#ffffff"] }),
        }),
      );
      expect(response.status, type).toBe(201);
    }
  });

  it("a body over 2 MiB is 413 payload_too_large before it is parsed", async () => {
    const huge = `{"x":"${"A".repeat(2 * 1024 * 1024)}"}`;
    for (const [id, endpoint] of posts) {
      const res = await svc.call("POST", concrete(endpoint.path), {
        key: authFor(endpoint.path),
        body: huge,
      });
      expect(res.status, id).toBe(413);
      expectErrorShape(res.body, "payload_too_large");
    }
  });
});
