import { readEnv } from "./config";
import { createService, type Service } from "./index";

/**
 * Test harness: one service per test file, on PostgreSQL when DATABASE_URL is set (the PG pass
 * of `npm test`), otherwise on an in-memory PGlite. Tests isolate by making fresh accounts.
 */
export async function startTestService(
  overrides: Record<string, string> = {},
  options: { now?: () => Date } = {},
): Promise<TestService> {
  const env = readEnv({
    DATA_DIR: "memory://",
    ADMIN_TOKEN: "test-admin-token",
    DATABASE_URL: process.env.DATABASE_URL,
    ...overrides,
  });
  const service = await createService(env, options);
  return new TestService(service);
}

export interface CallOptions {
  key?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export class TestService {
  constructor(readonly service: Service) {}

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

  close() {
    return this.service.close();
  }
}
