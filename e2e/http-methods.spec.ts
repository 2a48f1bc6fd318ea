import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";

/** A raw request: browsers and fetch refuse to send TRACE, so Node's http client does. */
function send(baseURL: string, method: string, path: string) {
  const url = new URL(path, baseURL);
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = httpRequest(url, { method }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on("error", reject);
      req.end();
    },
  );
}

// TRACE cannot be carried by the Web Request Next builds for every route; the studio answers it
// before Next does, like the standalone service: 405 in the API's error shape, with Allow.
test("TRACE on pages and API routes is 405 with Allow in the API's error shape", async ({
  baseURL,
}) => {
  const cases: [string, string][] = [
    ["/login", "GET, HEAD"],
    ["/gallery", "GET, HEAD"],
    ["/api/sprites", "GET, HEAD, POST, OPTIONS"],
    ["/api/me", "GET, HEAD, OPTIONS"],
  ];
  for (const [path, allow] of cases) {
    const res = await send(baseURL!, "TRACE", path);
    expect(res.status, path).toBe(405);
    expect(res.headers["content-type"], path).toMatch(/^application\/json/);
    expect(res.headers.allow, path).toBe(allow);
    expect(JSON.parse(res.body)).toEqual({
      code: "method_not_allowed",
      message: `TRACE is not allowed on ${path}.`,
    });
  }
  // The studio's own route lists its methods; an /api path with no route is 404, as with GET.
  const session = await send(baseURL!, "TRACE", "/api/session");
  expect(session.status).toBe(405);
  expect(String(session.headers.allow).split(", ").sort()).toEqual(
    ["DELETE", "GET", "HEAD", "OPTIONS", "POST"].sort(),
  );
  const missing = await send(baseURL!, "TRACE", "/api/no-such-thing");
  expect(missing.status).toBe(404);
  expect(JSON.parse(missing.body).code).toBe("not_found");
  // Other methods are untouched.
  expect((await send(baseURL!, "GET", "/login")).status).toBe(200);
});
