import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";

/**
 * `npm start` as a user runs it (`node scripts/start.mjs`, which runs `next start`), on a data
 * directory of its own, beside the suite's server: a second `npm start` on the same directory
 * exits at once naming the first; Ctrl-C (SIGINT) stops the first with exit code 0 and the lock
 * released; the next start opens the same library.
 */
const ADMIN = "shutdown-admin-token";
const dataDir = mkdtempSync(join(tmpdir(), "sw-e2e-stop-"));
const started: ChildProcess[] = [];
test.afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill("SIGKILL");
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

async function npmStart() {
  const port = await freePort();
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_TOKEN: ADMIN,
      WORKERS: "1",
      DATABASE_URL: "",
      SPRITE_API_URL: "",
      NEXT_MANUAL_SIG_HANDLE: "", // npm start sets it itself
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, origin: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Waits until the server answers, or returns the exit code if it stops first. */
async function ready(server: Awaited<ReturnType<typeof npmStart>>): Promise<"up" | number | null> {
  const deadline = Date.now() + 90_000;
  let exit: number | null | undefined;
  void server.exited.then((code) => {
    exit = code;
  });
  while (Date.now() < deadline) {
    if (exit !== undefined) return exit;
    try {
      if ((await fetch(`${server.origin}/login`)).ok) return "up";
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`npm start did not come up:\n${server.output()}`);
}

async function api(origin: string, path: string, key: string, body?: unknown) {
  const res = await fetch(`${origin}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      authorization: `Bearer ${key}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

test("npm start holds its data directory and stops cleanly on Ctrl-C", async () => {
  test.setTimeout(300_000);
  const first = await npmStart();
  expect(await ready(first)).toBe("up");
  const holder = JSON.parse(readFileSync(join(dataDir, "lock"), "utf8")) as { pid: number };

  const account = await api(first.origin, "/api/admin/accounts", ADMIN, {
    email: "stop@example.test",
  });
  expect(account.status).toBe(201);
  const key = account.body.api_key as string;
  const sprite = await api(first.origin, "/api/sprites", key, {
    prompt: "wooden treasure chest",
    width: 32,
    height: 32,
    seed: 2,
  });
  expect(sprite.status).toBe(201);

  const second = await npmStart();
  expect(await ready(second)).toBe(1);
  expect(second.output()).toContain(`in use by process ${holder.pid}`);
  expect(second.output()).toContain(dataDir);

  const job = await api(first.origin, "/api/animations", key, {
    source_generation_id: sprite.body.id,
    preset: "Idle",
    frame_count: 4,
  });
  expect(job.status).toBe(202);
  first.child.kill("SIGINT");
  expect(await first.exited).toBe(0);
  expect(first.output()).toContain("[studio] stopped");
  expect(existsSync(join(dataDir, "lock"))).toBe(false);

  const third = await npmStart();
  expect(await ready(third)).toBe("up");
  const list = await api(third.origin, "/api/sprites", key);
  expect(list.status).toBe(200);
  expect((list.body.sprites as { id: string }[]).map((s) => s.id)).toContain(sprite.body.id);
  third.child.kill("SIGTERM");
  expect(await third.exited).toBe(0);
  expect(existsSync(join(dataDir, "lock"))).toBe(false);
});
