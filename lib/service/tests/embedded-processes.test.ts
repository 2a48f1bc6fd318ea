import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openStore } from "../store/db";
import { LOCK_FILE } from "../store/lock";
import { queryRows } from "../store/query";

/**
 * Real `npm run service` processes (`node --import tsx lib/service/server.ts`) on one embedded
 * data directory: the second is refused at once and the first keeps serving; Ctrl-C (SIGINT)
 * stops the first cleanly (exit 0, lock released) and the store opens again with everything
 * written. Always PGlite, in both test passes: the lock is the embedded store's.
 */
const ADMIN = "lock-admin-token";
const children: ChildProcess[] = [];
const dataDir = mkdtempSync(join(tmpdir(), "sw-procs-"));
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

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

interface Started {
  child: ChildProcess;
  origin: string;
  output: () => string;
  exited: Promise<number | null>;
}

async function startService(): Promise<Started> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    ADMIN_TOKEN: ADMIN,
    WORKERS: "1",
    RENDER_THREADS: "1",
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "lib/service/server.ts"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, origin: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Resolves when the service listens, or with its exit code when it stops first. */
async function listeningOrExit(started: Started): Promise<"listening" | number | null> {
  const listening = new Promise<"listening">((resolve) => {
    const check = () => {
      if (started.output().includes("listening")) resolve("listening");
      else setTimeout(check, 50);
    };
    check();
  });
  return Promise.race([listening, started.exited]);
}

async function call(origin: string, method: string, path: string, key: string, body?: unknown) {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${key}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe("one embedded data directory, two processes", () => {
  it("refuses the second process, keeps the data, and stops cleanly on Ctrl-C", async () => {
    const first = await startService();
    expect(await listeningOrExit(first)).toBe("listening");

    const account = await call(first.origin, "POST", "/api/admin/accounts", ADMIN, {
      email: "lock@example.test",
    });
    expect(account.status).toBe(201);
    const key = account.body.api_key as string;
    const sprite = await call(first.origin, "POST", "/api/sprites", key, {
      prompt: "wooden treasure chest",
      width: 32,
      height: 32,
      seed: 3,
    });
    expect(sprite.status).toBe(201);

    const second = await startService();
    expect(await listeningOrExit(second)).toBe(1);
    expect(second.output()).toContain(`in use by process ${first.child.pid}`);
    expect(second.output()).toContain(dataDir);

    // The first still serves, and a job is queued when the signal comes.
    const job = await call(first.origin, "POST", "/api/animations", key, {
      source_generation_id: sprite.body.id,
      preset: "Idle",
      frame_count: 4,
    });
    expect(job.status).toBe(202);
    first.child.kill("SIGINT");
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain("[service] stopped");
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);

    // The store opens again with what was written; the job finished or went back to the queue.
    const store = await openStore({ dataDir });
    try {
      const sprites = await queryRows<{ id: string }>(
        store.db,
        sql`SELECT id FROM sprites WHERE id = ${sprite.body.id as string}`,
      );
      expect(sprites).toHaveLength(1);
      const [row] = await queryRows<{ status: string; lease_owner: string | null }>(
        store.db,
        sql`SELECT status, lease_owner FROM jobs WHERE id = ${job.body.id as string}`,
      );
      expect(row?.status === "completed" || row?.lease_owner === null).toBe(true);
    } finally {
      await store.close();
    }
    // Two real processes, each compiling the service with tsx before it listens: on a busy
    // two-core machine that alone has come within a few seconds of the 30 s default.
  }, 90_000);
});
