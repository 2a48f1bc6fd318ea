import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { row } from "./stats";

/**
 * First-load JavaScript per studio route (budget: under 200 kB gzip each): the
 * production build is served, a local account signs in, and for each route the scripts its
 * HTML loads up front (not the `noModule` polyfills modern browsers skip) are fetched and
 * gzipped.
 */
const ROUTES = ["/login", "/", "/create", "/palettes", "/gallery", "/account"];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitFor(url: string, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

export async function benchBundles() {
  console.log("\nFirst-load JavaScript per route (gzip; budget 200 kB)");
  if (!existsSync(".next/BUILD_ID")) {
    row("skipped", "no production build: run `npm run build` first");
    return;
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "sw-bundles-"));
  let server: ChildProcess | undefined;
  try {
    server = spawn(
      process.execPath,
      ["node_modules/next/dist/bin/next", "start", "-H", "127.0.0.1", "-p", String(port)],
      {
        env: { ...process.env, DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: "1", WORKERS: "0" },
        stdio: "ignore",
      },
    );
    await waitFor(`${base}/login`, 60_000);
    const loginHtml = await (await fetch(`${base}/login`)).text();
    const signup = await fetch(`${base}/api/session/local-account`, {
      method: "POST",
      headers: { origin: base, "content-type": "application/json" },
      body: "{}",
    });
    const cookie = signup.headers.get("set-cookie")?.split(";")[0] ?? "";
    const sprite = await fetch(`${base}/api/sprites`, {
      method: "POST",
      headers: { origin: base, "content-type": "application/json", cookie },
      body: JSON.stringify({ prompt: "a knight" }),
    });
    const { id } = (await sprite.json()) as { id: string };
    const sizes = new Map<string, number>();
    for (const route of [...ROUTES, `/sprites/${id}`]) {
      const html =
        route === "/login"
          ? loginHtml
          : await (await fetch(`${base}${route}`, { headers: { cookie } })).text();
      const scripts = [...html.matchAll(/<script\b([^>]*)\bsrc="([^"]+)"([^>]*)>/g)]
        .filter((m) => !/nomodule/i.test(`${m[1]} ${m[3]}`))
        .map((m) => m[2]!);
      let total = 0;
      for (const src of new Set(scripts)) {
        if (!sizes.has(src)) {
          const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
          sizes.set(src, gzipSync(body, { level: 9 }).byteLength);
        }
        total += sizes.get(src)!;
      }
      row(
        route.startsWith("/sprites/") ? "/sprites/[id]" : route,
        `${(total / 1024).toFixed(1)} kB in ${new Set(scripts).size} scripts`,
      );
    }
  } finally {
    server?.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
}
