import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "@/lib/service/config";
import { startTestService, type TestService } from "@/lib/service/testing";
import { readCookie, SESSION_COOKIE } from "@/lib/session/cookie";
import { forwardApiRequest } from "./forward";
import { createLocalAccount, sessionState, signIn, signOut } from "./session-endpoints";
import { createStudio, type Studio } from "./studio";

const ORIGIN = "http://127.0.0.1:3000";
let clock = Date.now();
let svc: TestService;
let studio: Studio;

beforeAll(async () => {
  svc = await startTestService();
  const env = readEnv({
    DATA_DIR: "memory://",
    SESSION_SECRET: "s".repeat(40),
    SESSION_IDLE_MINUTES: "30",
    SESSION_MAX_HOURS: "2",
  });
  studio = await createStudio(env, { service: svc.service, now: () => new Date(clock) });
});
afterAll(() => svc.close());

function browser(
  path: string,
  init: {
    method?: string;
    cookie?: string;
    body?: unknown;
    origin?: string | null;
    site?: string;
  } = {},
) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (init.cookie) headers.cookie = `${SESSION_COOKIE}=${init.cookie}`;
  if (init.origin !== null) headers.origin = init.origin ?? ORIGIN;
  if (init.site) headers["sec-fetch-site"] = init.site;
  return new Request(`${ORIGIN}${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

const cookieOf = (response: Response) => readCookie(response.headers.get("set-cookie"));

async function signedInCookie(): Promise<{ cookie: string; key: string }> {
  const { key } = await svc.newAccount();
  const response = await signIn(
    studio,
    browser("/api/session", { method: "POST", body: { api_key: key } }),
  );
  expect(response.status).toBe(200);
  return { cookie: cookieOf(response)!, key };
}

describe("sign-in and the session cookie", () => {
  it("sets an httpOnly, SameSite=Lax cookie that never contains the key, and proxies with it", async () => {
    const { key } = await svc.newAccount();
    const response = await signIn(
      studio,
      browser("/api/session", { method: "POST", body: { api_key: key } }),
    );
    const setCookie = response.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/);
    expect(setCookie).not.toContain(key);
    const me = await forwardApiRequest(studio, browser("/api/me", { cookie: cookieOf(response) }));
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toMatch(/@example\.test$/);
  });

  it("marks the cookie Secure when the studio is served over https", async () => {
    const { key } = await svc.newAccount();
    const request = new Request("https://studio.example/api/session", {
      method: "POST",
      headers: { origin: "https://studio.example", "content-type": "application/json" },
      body: JSON.stringify({ api_key: key }),
    });
    expect((await signIn(studio, request)).headers.get("set-cookie")).toMatch(/; Secure/);
  });

  it("refuses an unknown or revoked key at sign-in with the upstream's code", async () => {
    const unknown = await signIn(
      studio,
      browser("/api/session", { method: "POST", body: { api_key: "sw_sk_nope" } }),
    );
    expect(unknown.status).toBe(401);
    expect(((await unknown.json()) as { code: string }).code).toBe("invalid_api_key");
    expect(unknown.headers.get("set-cookie")).toBeNull();
  });

  it("a tampered cookie is signed out and cleared", async () => {
    const { cookie } = await signedInCookie();
    const flipped = cookie.slice(0, 20) + (cookie[20] === "A" ? "B" : "A") + cookie.slice(21);
    const response = await forwardApiRequest(studio, browser("/api/me", { cookie: flipped }));
    expect(response.status).toBe(401);
    expect(((await response.json()) as { code: string }).code).toBe("invalid_api_key");
    expect(response.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    const state = await (
      await sessionState(studio, browser("/api/session", { cookie: flipped }))
    ).json();
    expect(state).toMatchObject({ signedIn: false });
  });

  it("a cross-origin cookie POST is 403; same-origin passes", async () => {
    const { cookie } = await signedInCookie();
    const body = { name: "Night", colors: ["#000000", "#ffffff"] };
    const evil = await forwardApiRequest(
      studio,
      browser("/api/palettes", { method: "POST", cookie, body, origin: "https://evil.example" }),
    );
    expect(evil.status).toBe(403);
    expect(((await evil.json()) as { code: string }).code).toBe("cross_origin_request");
    const site = await forwardApiRequest(
      studio,
      browser("/api/palettes", { method: "POST", cookie, body, origin: null, site: "cross-site" }),
    );
    expect(site.status).toBe(403);
    const bare = await forwardApiRequest(
      studio,
      browser("/api/palettes", { method: "POST", cookie, body, origin: null }),
    );
    expect(bare.status).toBe(403);
    const ok = await forwardApiRequest(
      studio,
      browser("/api/palettes", { method: "POST", cookie, body, site: "same-origin" }),
    );
    expect(ok.status).toBe(201);
    const list = (await (
      await forwardApiRequest(studio, browser("/api/palettes", { cookie }))
    ).json()) as { palettes: unknown[] };
    expect(list.palettes).toHaveLength(1);
  });

  it("a cookie replayed after sign-out is refused", async () => {
    const { cookie } = await signedInCookie();
    const out = await signOut(studio, browser("/api/session", { method: "DELETE", cookie }));
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    const replay = await forwardApiRequest(studio, browser("/api/me", { cookie }));
    expect(replay.status).toBe(401);
  });

  it("sessions end after the idle limit and after the absolute limit", async () => {
    const start = clock;
    try {
      const idle = await signedInCookie();
      clock += 31 * 60_000;
      expect(
        (await forwardApiRequest(studio, browser("/api/me", { cookie: idle.cookie }))).status,
      ).toBe(401);

      clock = start;
      const busy = await signedInCookie();
      for (let minutes = 0; minutes < 150; minutes += 20) {
        clock = start + minutes * 60_000;
        const status = (
          await forwardApiRequest(studio, browser("/api/me", { cookie: busy.cookie }))
        ).status;
        expect(status, `after ${minutes} min`).toBe(minutes < 120 ? 200 : 401);
      }
    } finally {
      clock = start;
    }
  });

  it("a session whose key is revoked ends with it", async () => {
    const { cookie, key } = await signedInCookie();
    await svc.call("POST", "/api/admin/keys/revoke", {
      key: "test-admin-token",
      body: { api_key: key },
    });
    const refused = await forwardApiRequest(studio, browser("/api/me", { cookie }));
    expect(refused.status).toBe(403);
    expect(refused.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    const state = await (await sessionState(studio, browser("/api/session", { cookie }))).json();
    expect(state).toMatchObject({ signedIn: false });
  });

  it("Bearer passes through untouched and wins over a cookie", async () => {
    const { cookie } = await signedInCookie();
    const other = await svc.newAccount();
    const request = browser("/api/me", { cookie });
    request.headers.set("authorization", `Bearer ${other.key}`);
    const me = (await (await forwardApiRequest(studio, request)).json()) as { user_id: string };
    expect(me.user_id).toBe(other.userId);
  });

  it("creates a local account in embedded mode and signs it in", async () => {
    const response = await createLocalAccount(
      studio,
      browser("/api/session/local-account", { method: "POST", body: {} }),
    );
    expect(response.status).toBe(201);
    const { account } = (await response.json()) as {
      account: { plan: string; total_token_balance: number };
    };
    expect(account).toMatchObject({ plan: "local", total_token_balance: 10_000 });
    const state = await (
      await sessionState(studio, browser("/api/session", { cookie: cookieOf(response) }))
    ).json();
    expect(state).toEqual({ signedIn: true, mode: "embedded", signup: true });
  });
});
