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
  studio = await openStudio(env, { service: svc.service, now: () => new Date(clock) });
});
// Studios prune their sessions on a timer: close them before the service's store goes.
const opened: Studio[] = [];
async function openStudio(...args: Parameters<typeof createStudio>): Promise<Studio> {
  const studio = await createStudio(...args);
  opened.push(studio);
  return studio;
}
afterAll(async () => {
  await Promise.all(opened.map((studio) => studio.close()));
  await svc.close();
});

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
    const request = new Request("https://localhost/api/session", {
      method: "POST",
      headers: { origin: "https://localhost", "content-type": "application/json" },
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

  it("a cross-site sign-out is refused by the origin check and leaves the session signed in", async () => {
    const { cookie } = await signedInCookie();
    const attempts = [
      browser("/api/session", { method: "DELETE", cookie, origin: "https://evil.example" }),
      browser("/api/session", { method: "DELETE", cookie, origin: null, site: "cross-site" }),
      browser("/api/session", { method: "DELETE", cookie, origin: null }),
    ];
    for (const request of attempts) {
      const refused = await signOut(studio, request);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { code: string }).code).toBe("cross_origin_request");
      expect(refused.headers.get("set-cookie")).toBeNull();
    }
    // Still signed in: the session was not ended behind the cookie's back.
    expect((await forwardApiRequest(studio, browser("/api/me", { cookie }))).status).toBe(200);
    // From the studio itself it signs out, and the old cookie no longer works.
    const done = await signOut(studio, browser("/api/session", { method: "DELETE", cookie }));
    expect(done.status).toBe(200);
    expect(done.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    expect((await forwardApiRequest(studio, browser("/api/me", { cookie }))).status).toBe(401);
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
    // Its key was made here and shown once: signing out must warn that it is the only way back.
    expect(state).toEqual({ signedIn: true, mode: "embedded", signup: true, keyFrom: "created" });
  });

  it("a session knows whether its key was pasted: the local account's key, pasted back, is", async () => {
    const created = await createLocalAccount(
      studio,
      browser("/api/session/local-account", { method: "POST", body: {} }),
    );
    const { api_key } = (await created.json()) as { api_key: string };
    const pasted = await signIn(
      studio,
      browser("/api/session", { method: "POST", body: { api_key } }),
    );
    expect(pasted.status).toBe(200);
    const state = await (
      await sessionState(studio, browser("/api/session", { cookie: cookieOf(pasted) }))
    ).json();
    expect(state).toEqual({ signedIn: true, mode: "embedded", signup: true, keyFrom: "pasted" });
    // Signed out: nothing to say about a key.
    expect(await (await sessionState(studio, browser("/api/session"))).json()).toEqual({
      signedIn: false,
      mode: "embedded",
      signup: true,
    });
  });
});

describe("where cookie-authenticated writes may come from", () => {
  const PUBLIC = "https://studio.example";
  const palette = { name: "Dusk", colors: ["#101020", "#f0e0c0"] };

  /** A request to `base`, as a page at `origin` sends it (`Sec-Fetch-Site: same-origin`). */
  function sent(
    base: string,
    path: string,
    init: { origin: string; cookie?: string; body: unknown },
  ) {
    const headers: Record<string, string> = {
      "content-type": "application/json",
      origin: init.origin,
      "sec-fetch-site": "same-origin",
    };
    if (init.cookie) headers.cookie = `${SESSION_COOKIE}=${init.cookie}`;
    return new Request(`${base}${path}`, {
      method: "POST",
      headers,
      body: JSON.stringify(init.body),
    });
  }

  it("with PUBLIC_URL, only that Origin passes, not one that merely matches the Host", async () => {
    const published = await openStudio(
      readEnv({ DATA_DIR: "memory://", SESSION_SECRET: "s".repeat(40), PUBLIC_URL: `${PUBLIC}/` }),
      { service: svc.service },
    );
    const { key } = await svc.newAccount();
    const signedIn = await signIn(
      published,
      sent(PUBLIC, "/api/session", { origin: PUBLIC, body: { api_key: key } }),
    );
    expect(signedIn.status).toBe(200);
    const cookie = cookieOf(signedIn)!;
    const ok = await forwardApiRequest(
      published,
      sent(PUBLIC, "/api/palettes", { origin: PUBLIC, cookie, body: palette }),
    );
    expect(ok.status).toBe(201);

    // A DNS-rebinding page: its name resolves to the studio, so Host and Origin agree.
    const rebound = "http://rebound.example:3000";
    for (const response of [
      await forwardApiRequest(
        published,
        sent(rebound, "/api/palettes", { origin: rebound, cookie, body: palette }),
      ),
      await signIn(
        published,
        sent(rebound, "/api/session", { origin: rebound, body: { api_key: key } }),
      ),
    ]) {
      expect(response.status).toBe(403);
      expect(((await response.json()) as { code: string }).code).toBe("cross_origin_request");
    }
    // Sec-Fetch-Site alone is not enough either: the Origin has to be PUBLIC_URL's.
    const noOrigin = sent(PUBLIC, "/api/palettes", { origin: PUBLIC, cookie, body: palette });
    noOrigin.headers.delete("origin");
    expect((await forwardApiRequest(published, noOrigin)).status).toBe(403);
  });

  it("without PUBLIC_URL on a loopback HOST, a page under another name is refused", async () => {
    const { cookie, key } = await signedInCookie();
    const rebound = "http://rebound.example:3000";
    const write = await forwardApiRequest(
      studio,
      sent(rebound, "/api/palettes", { origin: rebound, cookie, body: palette }),
    );
    expect(write.status).toBe(403);
    const signUp = await createLocalAccount(
      studio,
      sent(rebound, "/api/session/local-account", { origin: rebound, body: {} }),
    );
    expect(signUp.status).toBe(403);
    const signInThere = await signIn(
      studio,
      sent(rebound, "/api/session", { origin: rebound, body: { api_key: key } }),
    );
    expect(signInThere.status).toBe(403);
    for (const local of ["http://localhost:3000", "http://[::1]:3000", ORIGIN]) {
      const response = await forwardApiRequest(
        studio,
        sent(local, "/api/palettes", { origin: local, cookie, body: palette }),
      );
      expect(response.status, local).toBe(201);
    }
  });
});

describe("the session cookie's Secure flag", () => {
  const PUBLIC = "https://studio.example";

  /** Signs in on a studio published at `publicUrl`, through a proxy that sends `proto`. */
  async function setCookieBehindProxy(publicUrl: string | undefined, proto: string | null) {
    const published = await openStudio(
      readEnv({ DATA_DIR: "memory://", SESSION_SECRET: "s".repeat(40), PUBLIC_URL: publicUrl }),
      { service: svc.service },
    );
    const { key } = await svc.newAccount();
    const base = publicUrl ? "http://10.0.0.5:3000" : "http://127.0.0.1:3000";
    const origin = publicUrl ?? base;
    // The proxy talks plain http to the studio; only the forwarded header says otherwise.
    const headers: Record<string, string> = {
      "content-type": "application/json",
      origin,
      "sec-fetch-site": "same-origin",
    };
    if (proto !== null) headers["x-forwarded-proto"] = proto;
    const response = await signIn(
      published,
      new Request(`${base}/api/session`, {
        method: "POST",
        headers,
        body: JSON.stringify({ api_key: key }),
      }),
    );
    expect(response.status).toBe(200);
    return response.headers.get("set-cookie") ?? "";
  }

  it("with an https PUBLIC_URL the cookie is Secure whatever X-Forwarded-Proto says", async () => {
    for (const proto of [null, "http", "https", "http, https"]) {
      expect(await setCookieBehindProxy(PUBLIC, proto), String(proto)).toMatch(/; Secure/);
    }
  });

  it("without PUBLIC_URL it follows the protocol the proxy reports", async () => {
    expect(await setCookieBehindProxy(undefined, "https")).toMatch(/; Secure/);
    expect(await setCookieBehindProxy(undefined, "http")).not.toMatch(/Secure/);
  });
});

describe("deeply nested JSON", () => {
  it("is refused at POST /api/session with 400 invalid_request before any work on it", async () => {
    const depth = 100_000;
    const body = `{"api_key":${"[".repeat(depth)}${"]".repeat(depth)}}`;
    const response = await signIn(
      studio,
      new Request(`${ORIGIN}/api/session`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: ORIGIN },
        body,
      }),
    );
    expect(response.status).toBe(400);
    const error = (await response.json()) as { code: string; message: string };
    expect(error.code).toBe("invalid_request");
    expect(error.message).toMatch(/nests/);
  });

  it("brackets inside strings do not count as nesting", async () => {
    const { key } = await svc.newAccount();
    const name = "[{".repeat(40);
    const saved = await svc.call("POST", "/api/palettes", {
      key,
      body: { name, colors: ["#112233", "#445566"] },
    });
    expect(saved.status).toBe(201);
    expect(saved.body.name).toBe(name);
  });

  it("is refused on every service route the same way, nothing stored", async () => {
    const { key } = await svc.newAccount();
    const nested = (depth: number) =>
      `{"name":"Deep","colors":["#112233","#445566"],"x":${"[".repeat(depth)}${"]".repeat(depth)}}`;
    const deep = await svc.call("POST", "/api/palettes", { key, body: nested(40) });
    expect(deep.status).toBe(400);
    expect(deep.body.code).toBe("invalid_request");
    // Just inside the bound the body is read as usual (the unknown field is ignored).
    const shallow = await svc.call("POST", "/api/palettes", { key, body: nested(30) });
    expect(shallow.status).toBe(201);
    expect((await svc.call("GET", "/api/palettes", { key })).body.palettes).toHaveLength(1);
  });
});
