import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiClientError, apiFetch, retryDelay, shouldRetry } from "./fetch";

const respond = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

afterEach(() => vi.unstubAllGlobals());

describe("apiFetch", () => {
  it("sends JSON and returns the validated body", async () => {
    const fetchMock = respond(201, { id: "a", extra: 1 });
    vi.stubGlobal("fetch", fetchMock);
    const body = await apiFetch("/api/x", {
      method: "POST",
      json: { name: "k" },
      schema: async () => z.object({ id: z.string() }),
    });
    expect(body).toEqual({ id: "a" });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe('{"name":"k"}');
    expect(new Headers(init.headers).get("content-type")).toBe("application/json");
  });

  it("turns an error body into an ApiClientError with code and details", async () => {
    const details = [{ path: "image", message: "too small" }];
    vi.stubGlobal("fetch", respond(400, { code: "invalid_request", message: "Nope", details }));
    const error = await apiFetch("/api/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ status: 400, code: "invalid_request", message: "Nope" });
    expect((error as ApiClientError).issues).toEqual(details);
  });

  it("reports a body that breaks the contract", async () => {
    vi.stubGlobal("fetch", respond(200, { id: 5 }));
    const error = await apiFetch("/api/x", {
      schema: async () => z.object({ id: z.string() }),
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "unexpected_response" });
  });

  it("says so when the server cannot be reached", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("failed"))),
    );
    await expect(apiFetch("/api/x")).rejects.toMatchObject({ code: "network_error", status: 0 });
  });

  it("gives a non-JSON failure a code of its own", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("<html>", { status: 502 })),
    );
    await expect(apiFetch("/api/x")).rejects.toMatchObject({ code: "http_error", status: 502 });
  });
});

describe("retry policy", () => {
  it("retries a rate limit after Retry-After, but not other client errors", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: "rate_limited", message: "Slow down" }), {
            status: 429,
            headers: { "Retry-After": "7" },
          }),
      ),
    );
    const limited = await apiFetch("/api/x").catch((e: unknown) => e);
    expect(shouldRetry(0, limited)).toBe(true);
    expect(retryDelay(1, limited)).toBe(7000);
    expect(shouldRetry(0, new ApiClientError(404, "not_found", "No"))).toBe(false);
    expect(shouldRetry(0, new ApiClientError(500, "internal_error", "Oops"))).toBe(true);
  });
});
