import type { ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Processes the benchmarks start: servers on free ports, each with its own data folder. */
export const ADMIN_TOKEN = "bench-admin-token";

/** A temporary folder and the processes started in it, all gone afterwards. */
export async function withScratch(
  run: (scratch: string, children: ChildProcess[]) => Promise<void>,
): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), "sw-throughput-"));
  const children: ChildProcess[] = [];
  try {
    await run(scratch, children);
  } finally {
    for (const child of children) child.kill("SIGTERM");
    await Promise.all(children.map(exited));
    rmSync(scratch, { recursive: true, force: true });
  }
}

export function serviceEnv(scratch: string, name: string, port: number): NodeJS.ProcessEnv {
  const dataDir = join(scratch, name);
  mkdirSync(dataDir, { recursive: true });
  return {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    WORKERS: "0",
    ADMIN_TOKEN,
    SESSION_SECRET: "t".repeat(40),
  };
}

/**
 * A fresh account at the highest rate limit (100,000 a minute) and its key: each round gets
 * its own, so no round is refused for the requests of the one before.
 */
export async function benchKey(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/admin/accounts`, {
    method: "POST",
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" },
    body: JSON.stringify({
      email: `bench-${crypto.randomUUID()}@example.test`,
      rate_limit_per_minute: 100_000,
    }),
  });
  if (res.status !== 201) throw new Error(`admin create: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { api_key: string }).api_key;
}

export async function signedInCookie(origin: string, key: string): Promise<string> {
  const res = await fetch(`${origin}/api/session`, {
    method: "POST",
    headers: { origin, "content-type": "application/json" },
    body: JSON.stringify({ api_key: key }),
  });
  const cookie = res.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return cookie;
}

export function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export async function waitFor(url: string, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`${url} did not come up`);
}

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once("exit", () => done()));
}
