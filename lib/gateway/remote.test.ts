import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SpritePage } from "@/lib/contract";
import { readEnv } from "@/lib/service/config";
import { readCookie, SESSION_COOKIE } from "@/lib/session/cookie";
import { forwardApiRequest } from "./forward";
import { signIn, signOut } from "./session-endpoints";
import { createStudio, type Studio } from "./studio";

/**
 * Remote mode against a real upstream: a second instance of our own service, started the way
 * an operator would (`npm run service`), on its own port and data directory.
 */
const ADMIN = "remote-admin-token";
const ORIGIN = "http://127.0.0.1:3000";
let upstream: ChildProcess;
let upstreamUrl: string;
let studio: Studio;
const dirs: string[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

beforeAll(async () => {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "sw-upstream-"));
  dirs.push(dataDir);
  upstreamUrl = `http://127.0.0.1:${port}`;
  upstream = spawn(process.execPath, ["--import", "tsx", "lib/service/server.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_TOKEN: ADMIN,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("upstream did not start")), 45_000);
    upstream.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("listening")) {
        clearTimeout(timer);
        resolve();
      }
    });
    upstream.on("exit", (code) => reject(new Error(`upstream exited with ${code}`)));
  });
  const studioDir = mkdtempSync(join(tmpdir(), "sw-studio-"));
  dirs.push(studioDir);
  studio = await createStudio(
    readEnv({
      DATA_DIR: studioDir,
      SPRITE_API_URL: upstreamUrl,
      DATABASE_URL: process.env.DATABASE_URL,
    }),
  );
});

afterAll(async () => {
  if (upstream && upstream.exitCode === null) {
    const exited = new Promise((resolve) => upstream.once("exit", resolve));
    upstream.kill("SIGTERM");
    await exited;
  }
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Accounts come from the admin CLI (`npm run admin`), which drives the upstream's admin API. */
async function adminCli(...args: string[]): Promise<Record<string, unknown>> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/admin.ts", ...args], {
    env: { ...process.env, ADMIN_URL: upstreamUrl, ADMIN_TOKEN: ADMIN },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout?.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  if (code !== 0) throw new Error(`admin ${args.join(" ")} exited ${code}: ${out}`);
  return JSON.parse(out) as Record<string, unknown>;
}

async function adminAccount(): Promise<string> {
  const created = await adminCli(
    "create-account",
    "--email",
    `remote-${crypto.randomUUID()}@example.test`,
    "--purchased",
    "7",
  );
  const topped = await adminCli("add-tokens", String(created.user_id), "3");
  expect(topped.purchased_token_balance).toBe(10);
  return String(created.api_key);
}

function browser(
  path: string,
  init: { method?: string; cookie?: string; body?: unknown; origin?: string } = {},
) {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    origin: init.origin ?? ORIGIN,
  };
  if (init.cookie) headers.cookie = `${SESSION_COOKIE}=${init.cookie}`;
  return new Request(`${ORIGIN}${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

describe("remote upstream (SPRITE_API_URL)", () => {
  it("signs in against the upstream's /api/me and proxies reads and writes with the cookie", async () => {
    expect(studio.mode).toBe("remote");
    expect(studio.signup).toBe(false);
    const key = await adminAccount();
    const signedIn = await signIn(
      studio,
      browser("/api/session", { method: "POST", body: { api_key: key } }),
    );
    expect(signedIn.status).toBe(200);
    const cookie = readCookie(signedIn.headers.get("set-cookie"))!;

    const png = await sharp({
      create: { width: 20, height: 20, channels: 4, background: "#c04020ff" },
    })
      .png()
      .toBuffer();
    const imported = await forwardApiRequest(
      studio,
      browser("/api/sprites/import", {
        method: "POST",
        cookie,
        body: { image: png.toString("base64"), title: "Remote" },
      }),
    );
    expect(imported.status).toBe(201);
    const page = SpritePage.parse(
      await (await forwardApiRequest(studio, browser("/api/sprites", { cookie }))).json(),
    );
    expect(page.sprites.map((s) => s.title)).toEqual(["Remote"]);

    // The same sprite straight from the upstream with the key: one surface for both.
    const direct = await fetch(`${upstreamUrl}/api/sprites`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(((await direct.json()) as { total: number }).total).toBe(1);

    const evil = await forwardApiRequest(
      studio,
      browser("/api/sprites/import", {
        method: "POST",
        cookie,
        body: { image: png.toString("base64") },
        origin: "https://evil.example",
      }),
    );
    expect(evil.status).toBe(403);

    await signOut(studio, browser("/api/session", { method: "DELETE", cookie }));
    expect((await forwardApiRequest(studio, browser("/api/me", { cookie }))).status).toBe(401);
  });

  it("passes upstream errors through unchanged", async () => {
    const response = await forwardApiRequest(
      studio,
      new Request(`${ORIGIN}/api/me`, { headers: { authorization: "Bearer sw_sk_unknown" } }),
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "invalid_api_key" });
    const missing = await forwardApiRequest(
      studio,
      new Request(`${ORIGIN}/api/nope`, { headers: { authorization: "Bearer sw_sk_unknown" } }),
    );
    expect(missing.status).toBe(404);
  });
});
