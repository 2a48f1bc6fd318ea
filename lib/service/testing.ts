import { readFileSync } from "node:fs";
import { readEnv } from "./config";
import { createService, type Service, type ServiceOptions } from "./index";
import { jobHandlers } from "./operations/registry";
import { JobWorker } from "./jobs/worker";
import { openStore, type Store } from "./store/db";

/**
 * Test harness: one service per test file, on PostgreSQL when DATABASE_URL is set (the PG pass
 * of `npm test`), otherwise on an in-memory PGlite. Tests isolate by making fresh accounts.
 */
/**
 * On PostgreSQL each test file gets a database of its own, created from nothing and dropped
 * after, so files running in parallel cannot see each other's global state (settings, queues).
 */
async function isolatedDatabase(
  baseUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const { Client } = await import("pg");
  const name = `sw_test_${crypto.randomUUID().replace(/-/g, "")}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export async function startTestService(
  overrides: Record<string, string> = {},
  options: Pick<ServiceOptions, "now" | "renderTask" | "prices" | "renderRunner"> = {},
): Promise<TestService> {
  const database = process.env.DATABASE_URL
    ? await isolatedDatabase(process.env.DATABASE_URL)
    : undefined;
  const env = readEnv({
    DATA_DIR: "memory://",
    ADMIN_TOKEN: "test-admin-token",
    DATABASE_URL: database?.url,
    ...overrides,
  });
  const service = await createService(env, { ...options, store: await templateStore(env) });
  return new TestService(service, database?.drop);
}

/**
 * An in-memory PGlite loaded from the migrated template the embedded-store test pass made once
 * (`store/test-template.ts`); undefined (the service opens its own) on PostgreSQL, on a data
 * directory on disk, outside vitest (the benchmarks start test services too), or when no
 * template was provided.
 */
async function templateStore(env: { DATABASE_URL?: string; DATA_DIR: string }) {
  if (!process.env.VITEST || env.DATABASE_URL || env.DATA_DIR !== "memory://") return undefined;
  // Imported only under vitest: the module refuses to load anywhere else.
  const { inject } = await import("vitest");
  const template = inject("pgliteTemplate");
  if (!template) return undefined;
  const store: Store = await openStore({
    dataDir: "memory://",
    startFrom: new Blob([readFileSync(template)]),
  });
  return store;
}

export interface CallOptions {
  key?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export class TestService {
  constructor(
    readonly service: Service,
    private readonly dropDatabase?: () => Promise<void>,
  ) {}

  get ctx() {
    return this.service.ctx;
  }

  async call(
    method: string,
    path: string,
    options: CallOptions = {},
    // biome-ignore lint/suspicious/noExplicitAny: tests read fields freely and parse with the contract where the shape matters
  ): Promise<{ status: number; body: any; headers: Headers }> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.key) headers.authorization = `Bearer ${options.key}`;
    if (options.body !== undefined) headers["content-type"] = "application/json";
    const response = await this.service.handle(
      new Request(`http://service.test${path}`, {
        method,
        headers,
        body:
          options.body === undefined
            ? undefined
            : typeof options.body === "string"
              ? options.body
              : JSON.stringify(options.body),
      }),
    );
    const text = await response.text();
    return {
      status: response.status,
      body: text ? JSON.parse(text) : null,
      headers: response.headers,
    };
  }

  /** A fresh account through the admin API; returns its id and key. */
  async newAccount(
    fields: Record<string, unknown> = {},
  ): Promise<{ userId: string; key: string; email: string }> {
    const email = `t-${crypto.randomUUID()}@example.test`;
    const res = await this.call("POST", "/api/admin/accounts", {
      key: "test-admin-token",
      body: { email, ...fields },
    });
    if (res.status !== 201)
      throw new Error(`admin create failed: ${res.status} ${JSON.stringify(res.body)}`);
    return { userId: res.body.user_id, key: res.body.api_key, email };
  }

  /** The account's total token balance, through the API. */
  async balance(key: string): Promise<number> {
    return (await this.call("GET", "/api/balance", { key })).body.total_token_balance as number;
  }

  /** Runs every claimable job to its end with one worker (default: the real renderers). */
  async drainJobs(handlers = jobHandlers(this.service.ctx)): Promise<void> {
    const worker = new JobWorker(this.service.ctx, handlers, { leaseMs: 30_000, pollMs: 5 });
    while (await worker.tick()) {
      // keep claiming until nothing is left
    }
  }

  async close() {
    await this.service.close();
    await this.dropDatabase?.();
  }
}
