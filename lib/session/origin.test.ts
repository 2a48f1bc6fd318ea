import { describe, expect, it } from "vitest";
import { readEnv } from "@/lib/service/config";
import { isLoopbackName } from "./loopback";
import { isSameOriginWrite, originPolicy } from "./origin";

const policy = (vars: Record<string, string>) =>
  originPolicy(readEnv({ DATA_DIR: "memory://", ...vars }));

/** A POST to `url` with the given Origin and Sec-Fetch-Site (null: header absent). */
function post(url: string, origin: string | null, site: string | null = null, method = "POST") {
  const headers: Record<string, string> = {};
  if (origin !== null) headers.origin = origin;
  if (site !== null) headers["sec-fetch-site"] = site;
  return new Request(url, { method, headers });
}

describe("isSameOriginWrite with PUBLIC_URL", () => {
  const published = policy({ HOST: "0.0.0.0", PUBLIC_URL: "https://studio.example/app" });

  it("passes exactly PUBLIC_URL's origin", () => {
    expect(published.publicOrigin).toBe("https://studio.example");
    expect(
      isSameOriginWrite(post("https://studio.example/api/x", "https://studio.example"), published),
    ).toBe(true);
    expect(
      isSameOriginWrite(
        post("https://studio.example/api/x", "https://studio.example", "same-origin"),
        published,
      ),
    ).toBe(true);
  });

  it("refuses an Origin that only matches the request's own Host", () => {
    const rebound = "http://rebound.example:3000";
    expect(isSameOriginWrite(post(`${rebound}/api/x`, rebound, "same-origin"), published)).toBe(
      false,
    );
    expect(isSameOriginWrite(post(`${rebound}/api/x`, rebound), published)).toBe(false);
    expect(
      isSameOriginWrite(post("https://studio.example/api/x", null, "same-origin"), published),
    ).toBe(false);
    expect(
      isSameOriginWrite(post("http://studio.example/api/x", "http://studio.example"), published),
    ).toBe(false);
    expect(
      isSameOriginWrite(
        post("https://studio.example/api/x", "https://studio.example", "cross-site"),
        published,
      ),
    ).toBe(false);
  });

  it("never stands in the way of reads", () => {
    expect(
      isSameOriginWrite(post("http://rebound.example/api/x", null, null, "GET"), published),
    ).toBe(true);
  });
});

describe("isSameOriginWrite without PUBLIC_URL", () => {
  it("on a loopback HOST, only loopback names pass", () => {
    const local = policy({});
    expect(local.loopbackOnly).toBe(true);
    for (const origin of ["http://127.0.0.1:3000", "http://localhost:3000", "http://[::1]:3000"]) {
      expect(isSameOriginWrite(post(`${origin}/api/x`, origin), local), origin).toBe(true);
      expect(isSameOriginWrite(post(`${origin}/api/x`, null, "same-origin"), local), origin).toBe(
        true,
      );
    }
    const rebound = "http://rebound.example:3000";
    expect(isSameOriginWrite(post(`${rebound}/api/x`, rebound, "same-origin"), local)).toBe(false);
    expect(isSameOriginWrite(post(`${rebound}/api/x`, rebound), local)).toBe(false);
    expect(isSameOriginWrite(post(`${rebound}/api/x`, null, "same-origin"), local)).toBe(false);
    // A loopback Host with a foreign Origin is a cross-site request, whatever else it says.
    expect(
      isSameOriginWrite(post("http://127.0.0.1:3000/api/x", rebound, "same-origin"), local),
    ).toBe(false);
  });

  it("on another HOST, the request's own origin passes (set PUBLIC_URL to pin it)", () => {
    const lan = policy({ HOST: "0.0.0.0" });
    expect(lan.loopbackOnly).toBe(false);
    const origin = "http://192.168.1.20:3000";
    expect(isSameOriginWrite(post(`${origin}/api/x`, origin), lan)).toBe(true);
    expect(isSameOriginWrite(post(`${origin}/api/x`, "https://evil.example"), lan)).toBe(false);
    expect(isSameOriginWrite(post(`${origin}/api/x`, null), lan)).toBe(false);
  });
});

describe("isLoopbackName", () => {
  it("knows this machine's names and nothing else", () => {
    for (const name of [
      "localhost",
      "app.localhost",
      "127.0.0.1",
      "127.1.2.3",
      "::1",
      "[::1]",
      "::ffff:127.0.0.1",
    ]) {
      expect(isLoopbackName(name), name).toBe(true);
    }
    for (const name of [
      "0.0.0.0",
      "::",
      "localhost.example",
      "127.0.0.1.example",
      "10.0.0.1",
      "",
    ]) {
      expect(isLoopbackName(name), name).toBe(false);
    }
  });
});
