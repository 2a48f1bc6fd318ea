import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorBody } from "@/lib/contract/errors";
import { readEnv } from "@/lib/service/config";
import { startTestService, type TestService } from "@/lib/service/testing";
import { createLocalAccount, sessionState } from "./session-endpoints";
import { SIGNUP_WINDOW_MS, SIGNUPS_PER_WINDOW, signupEnabled } from "./signup";
import { createStudio, type Studio } from "./studio";

let clock = Date.now();
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
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

const studioWith = (vars: Record<string, string>) =>
  openStudio(readEnv({ DATA_DIR: "memory://", SESSION_SECRET: "s".repeat(40), ...vars }), {
    service: svc.service,
    now: () => new Date(clock),
  });

/** A sign-up from the page at `origin`, optionally through proxies that wrote X-Forwarded-For. */
function signUp(studio: Studio, origin: string, forwardedFor?: string) {
  const headers: Record<string, string> = { "content-type": "application/json", origin };
  if (forwardedFor) headers["x-forwarded-for"] = forwardedFor;
  return createLocalAccount(
    studio,
    new Request(`${origin}/api/session/local-account`, { method: "POST", headers, body: "{}" }),
  );
}

async function offered(studio: Studio, origin: string): Promise<boolean> {
  const state = await sessionState(studio, new Request(`${origin}/api/session`));
  return ((await state.json()) as { signup: boolean }).signup;
}

describe("whether sign-up is on", () => {
  const env = (vars: Record<string, string>) => readEnv({ DATA_DIR: "memory://", ...vars });

  it("by default only for an embedded studio on a loopback HOST", () => {
    for (const HOST of ["127.0.0.1", "::1", "localhost"]) {
      expect(signupEnabled(env({ HOST })), HOST).toBe(true);
    }
    for (const HOST of ["0.0.0.0", "::", "192.168.1.20", "studio.example"]) {
      expect(signupEnabled(env({ HOST })), HOST).toBe(false);
    }
    expect(signupEnabled(env({ SPRITE_API_URL: "https://api.example" }))).toBe(false);
  });

  it("a declared proxy or a public PUBLIC_URL turns the default off", () => {
    expect(signupEnabled(env({ TRUST_PROXY: "on" }))).toBe(false);
    expect(signupEnabled(env({ PUBLIC_URL: "https://studio.example" }))).toBe(false);
    expect(signupEnabled(env({ PUBLIC_URL: "http://localhost:3000" }))).toBe(true);
  });

  it("SIGNUP decides when set, except that remote mode has no accounts to create", () => {
    expect(signupEnabled(env({ HOST: "0.0.0.0", SIGNUP: "on" }))).toBe(true);
    expect(signupEnabled(env({ SIGNUP: "off" }))).toBe(false);
    expect(signupEnabled(env({ SPRITE_API_URL: "https://api.example", SIGNUP: "on" }))).toBe(false);
  });
});

describe("POST /api/session/local-account", () => {
  it("embedded on loopback: offered, and local callers are not throttled", async () => {
    const studio = await studioWith({});
    const origin = "http://127.0.0.1:3000";
    expect(await offered(studio, origin)).toBe(true);
    for (let i = 0; i <= SIGNUPS_PER_WINDOW; i++) {
      expect((await signUp(studio, origin)).status).toBe(201);
    }
  });

  it("embedded on 0.0.0.0: not offered, and refused as 404 not_found", async () => {
    const studio = await studioWith({ HOST: "0.0.0.0" });
    const origin = "http://studio.example:3000";
    expect(await offered(studio, origin)).toBe(false);
    const refused = await signUp(studio, origin);
    expect(refused.status).toBe(404);
    expect(ErrorBody.parse(await refused.json()).code).toBe("not_found");
  });

  it("SIGNUP=off: not offered even on loopback", async () => {
    const studio = await studioWith({ SIGNUP: "off" });
    const origin = "http://127.0.0.1:3000";
    expect(await offered(studio, origin)).toBe(false);
    expect((await signUp(studio, origin)).status).toBe(404);
  });

  it("SIGNUP=on without a trusted proxy: clients share one allowance, whatever they claim", async () => {
    const start = clock;
    try {
      const studio = await studioWith({ HOST: "0.0.0.0", SIGNUP: "on" });
      const origin = "http://studio.example:3000";
      expect(await offered(studio, origin)).toBe(true);
      for (let i = 0; i < SIGNUPS_PER_WINDOW; i++) {
        clock = start + i * 60_000;
        expect((await signUp(studio, origin, `198.51.100.${i}`)).status).toBe(201);
      }
      clock = start + 10 * 60_000;
      const refused = await signUp(studio, origin, "203.0.113.99");
      expect(refused.status).toBe(429);
      const body = ErrorBody.parse(await refused.json());
      expect(body.code).toBe("rate_limited");
      expect(body.details).toMatchObject({ limit: SIGNUPS_PER_WINDOW, window_seconds: 3600 });
      expect(Number(refused.headers.get("retry-after"))).toBe(50 * 60);

      // The window slides: a place frees as each sign-up turns an hour old.
      clock = start + SIGNUP_WINDOW_MS;
      expect((await signUp(studio, origin)).status).toBe(201);
      const next = await signUp(studio, origin);
      expect(next.status).toBe(429);
      expect(next.headers.get("retry-after")).toBe("60");
    } finally {
      clock = start;
    }
  });

  it("SIGNUP=on behind TRUST_PROXY: counted per address the proxy saw", async () => {
    const studio = await studioWith({ HOST: "0.0.0.0", SIGNUP: "on", TRUST_PROXY: "1" });
    const origin = "https://studio.example";
    for (let i = 0; i < SIGNUPS_PER_WINDOW; i++) {
      // Entries a client writes itself land to the left of the proxy's and change nothing.
      expect((await signUp(studio, origin, `10.0.0.${i}, 203.0.113.7`)).status).toBe(201);
    }
    const refused = await signUp(studio, origin, "203.0.113.7");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await signUp(studio, origin, "203.0.113.8")).status).toBe(201);
  });
});
