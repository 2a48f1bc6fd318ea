/**
 * `npm run admin -- <command>`: a small CLI over the admin API. It talks HTTP to a running
 * studio or service, never to the database directly: a PGlite data directory must never be
 * opened by two processes at once.
 *
 *   create-account --email a@b.c [--plan p] [--allotment n] [--purchased n] [--rate n]
 *   create-key <user_id>
 *   revoke-key <api_key>
 *   add-tokens <user_id> <n>
 *   pause-jobs | resume-jobs     (maintenance: workers stop claiming; jobs queue up)
 *
 * Environment: ADMIN_TOKEN (required), ADMIN_URL (default http://$HOST:$PORT, 127.0.0.1:3000).
 */
import { parseArgs } from "node:util";

const USAGE = `usage: npm run admin -- <command>
  create-account --email EMAIL [--plan PLAN] [--allotment N] [--purchased N] [--rate N]
  create-key USER_ID
  revoke-key API_KEY
  add-tokens USER_ID N
  pause-jobs | resume-jobs
env: ADMIN_TOKEN (required), ADMIN_URL (default http://127.0.0.1:3000)`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const integer = (value: string | undefined, name: string) => {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) fail(`${name} must be a whole number, got "${value}"`);
  return n;
};

async function call(path: string, body: unknown): Promise<unknown> {
  const token = process.env.ADMIN_TOKEN ?? fail("ADMIN_TOKEN is not set.");
  const base =
    process.env.ADMIN_URL ??
    `http://${process.env.HOST ?? "127.0.0.1"}:${process.env.PORT ?? "3000"}`;
  let response: Response;
  try {
    response = await fetch(new URL(path, base), {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body ?? {}),
    });
  } catch (error) {
    fail(`Could not reach ${base}: ${(error as Error).message}. Is the studio or service running?`);
  }
  const payload = await response.json().catch(() => ({}));
  if (!response.ok) fail(`${response.status} ${JSON.stringify(payload)}`);
  return payload;
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: "string" },
      plan: { type: "string" },
      allotment: { type: "string" },
      purchased: { type: "string" },
      rate: { type: "string" },
    },
  });
  const [command, ...rest] = positionals;
  let result: unknown;
  switch (command) {
    case "create-account":
      result = await call("/api/admin/accounts", {
        email: values.email ?? fail("--email is required"),
        plan: values.plan,
        monthly_token_allotment: integer(values.allotment, "--allotment"),
        purchased_tokens: integer(values.purchased, "--purchased"),
        rate_limit_per_minute: integer(values.rate, "--rate"),
      });
      break;
    case "create-key":
      result = await call(`/api/admin/accounts/${rest[0] ?? fail(USAGE)}/keys`, {});
      break;
    case "revoke-key":
      result = await call("/api/admin/keys/revoke", { api_key: rest[0] ?? fail(USAGE) });
      break;
    case "add-tokens":
      result = await call(`/api/admin/accounts/${rest[0] ?? fail(USAGE)}/tokens`, {
        purchased_tokens: integer(rest[1], "N") ?? fail(USAGE),
      });
      break;
    case "pause-jobs":
      result = await call("/api/admin/jobs/pause", {});
      break;
    case "resume-jobs":
      result = await call("/api/admin/jobs/resume", {});
      break;
    default:
      fail(USAGE);
  }
  console.log(JSON.stringify(result, null, 2));
}

void main();
