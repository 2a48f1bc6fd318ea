import { describe, expect, it } from "vitest";
import { signupClient } from "./client-address";

const request = (url: string, headers: Record<string, string> = {}) =>
  new Request(url, { method: "POST", headers });

describe("signupClient", () => {
  const behind = (hops: number) => ({ HOST: "0.0.0.0", TRUST_PROXY: hops });

  it("behind trusted proxies: the entry the outermost one appended", () => {
    const via = (xff: string, hops = 1) =>
      signupClient(request("https://studio.example/x", { "x-forwarded-for": xff }), behind(hops));
    expect(via("203.0.113.7")).toBe("203.0.113.7");
    expect(via("1.1.1.1, 203.0.113.7")).toBe("203.0.113.7");
    expect(via("1.1.1.1, 203.0.113.7, 10.0.0.2", 2)).toBe("203.0.113.7");
    expect(via("203.0.113.7:51234")).toBe("203.0.113.7");
    expect(via("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(signupClient(request("https://studio.example/x"), behind(1))).toBe("unverified");
    expect(via("10.0.0.2", 2)).toBe("unverified");
  });

  it("counts IPv6 clients per /64", () => {
    const via = (xff: string) =>
      signupClient(request("https://studio.example/x", { "x-forwarded-for": xff }), behind(1));
    expect(via("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(via("2001:0db8:0001:0002:ffff:1:2:3")).toBe("2001:db8:1:2::/64");
    expect(via("[2001:db8:1:2::9]:443")).toBe("2001:db8:1:2::/64");
    expect(via("2001:db8::")).toBe("2001:db8:0:0::/64");
  });

  it("on a loopback HOST, local requests are not counted; proxied or renamed ones are", () => {
    const local = { HOST: "127.0.0.1", TRUST_PROXY: 0 };
    expect(signupClient(request("http://127.0.0.1:3000/x"), local)).toBeNull();
    expect(
      signupClient(request("http://localhost:3000/x", { "x-forwarded-for": "::1" }), local),
    ).toBeNull();
    expect(
      signupClient(request("http://127.0.0.1:3000/x", { "x-forwarded-for": "203.0.113.7" }), local),
    ).toBe("unverified");
    expect(signupClient(request("http://studio.example/x"), local)).toBe("unverified");
  });

  it("on a public HOST without a trusted proxy, X-Forwarded-For is ignored", () => {
    const direct = { HOST: "0.0.0.0", TRUST_PROXY: 0 };
    for (const xff of ["203.0.113.7", "127.0.0.1", ""]) {
      const headers = xff ? { "x-forwarded-for": xff } : undefined;
      expect(signupClient(request("http://studio.example/x", headers), direct)).toBe("unverified");
    }
  });
});
