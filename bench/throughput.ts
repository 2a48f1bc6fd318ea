import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { benchKey, freePort, serviceEnv, signedInCookie, waitFor, withScratch } from "./processes";
import { row } from "./stats";

/**
 * Requests per second under load (autocannon, 10 connections, in its own process), each figure
 * next to the baseline it is judged against, measured in the same run and interleaved round by
 * round so machine noise lands on both:
 *
 * - `GET /api/me` on the standalone service (`npm run service`, `WORKERS=0`) ÷ a bare Node
 *   HTTP server answering a constant JSON body.
 * - `GET /api/me` through the studio's cookie gateway (the production build under
 *   `next start`) ÷ a trivial Next route handler (a one-route app built here with the same
 *   Next and configuration, under `next start` too).
 *
 * Runs on PGlite, or on PostgreSQL when DATABASE_URL is set. Nothing is asserted.
 */
const ROUNDS = 3;
const SECONDS = 4;
const NEXT_BIN = resolve("node_modules/next/dist/bin/next");
const AUTOCANNON = resolve("node_modules/autocannon/autocannon.js");

export async function benchThroughput() {
  console.log("\nThroughput (req/s, autocannon 10 connections, median of rounds)");
  await withScratch((scratch, children) => standaloneAgainstBare(scratch, children));
  await withScratch((scratch, children) => gatewayAgainstTrivialNext(scratch, children));
}

export async function standaloneAgainstBare(scratch: string, children: ChildProcess[]) {
  const barePort = await freePort();
  children.push(
    spawn(process.execPath, ["-e", BARE_SERVER], {
      env: { ...process.env, PORT: String(barePort) },
      stdio: "ignore",
    }),
  );
  const servicePort = await freePort();
  children.push(
    spawn(process.execPath, ["--import", "tsx", "lib/service/server.ts"], {
      env: serviceEnv(scratch, "service", servicePort),
      stdio: ["ignore", "ignore", "inherit"],
    }),
  );
  const bare = `http://127.0.0.1:${barePort}/api/me`;
  const service = `http://127.0.0.1:${servicePort}`;
  await waitFor(bare);
  await waitFor(`${service}/api/openapi.json`);
  const figures = await interleave({
    bare: async () => load(bare, {}),
    service: async () =>
      load(`${service}/api/me`, { authorization: `Bearer ${await benchKey(service)}` }),
  });
  report("bare node http server", figures.bare);
  report("GET /api/me, standalone service", figures.service);
  ratio("standalone ÷ bare (goal ≥ 0.15)", figures.service, figures.bare);
}

async function gatewayAgainstTrivialNext(scratch: string, children: ChildProcess[]) {
  if (!existsSync(".next/BUILD_ID")) {
    row("gateway", "skipped: no production build (run `npm run build` first)");
    return;
  }
  const trivialDir = await buildTrivialNextApp(scratch);
  const trivialPort = await freePort();
  children.push(
    spawn(process.execPath, [NEXT_BIN, "start", "-H", "127.0.0.1", "-p", String(trivialPort)], {
      cwd: trivialDir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
      stdio: "ignore",
    }),
  );
  const studioPort = await freePort();
  children.push(
    spawn(process.execPath, [NEXT_BIN, "start", "-H", "127.0.0.1", "-p", String(studioPort)], {
      env: { ...serviceEnv(scratch, "studio", studioPort), NEXT_TELEMETRY_DISABLED: "1" },
      stdio: "ignore",
    }),
  );
  const trivial = `http://127.0.0.1:${trivialPort}/api/ping`;
  const studio = `http://127.0.0.1:${studioPort}`;
  await waitFor(trivial);
  await waitFor(`${studio}/api/openapi.json`);
  const figures = await interleave({
    trivial: async () => load(trivial, {}),
    gateway: async () =>
      load(`${studio}/api/me`, { cookie: await signedInCookie(studio, await benchKey(studio)) }),
  });
  report("trivial Next route handler", figures.trivial);
  report("GET /api/me, studio cookie gateway", figures.gateway);
  ratio("gateway ÷ trivial Next (goal ≥ 0.8)", figures.gateway, figures.trivial);
}

/** A node http server doing nothing but answer a small constant JSON body. */
const BARE_SERVER = `require("node:http").createServer((req, res) => {
  res.setHeader("content-type", "application/json");
  res.end('{"ok":true}');
}).listen(Number(process.env.PORT), "127.0.0.1");`;

const TRIVIAL_ROUTE = `export const dynamic = "force-dynamic";
export function GET() {
  return Response.json({ ok: true });
}
`;

/**
 * The studio's Next configuration (so the same headers are applied), with the bundler's root
 * widened to take in our node_modules, linked from outside the app.
 */
const TRIVIAL_CONFIG = `import studio from ${JSON.stringify(resolve("next.config"))};
export default { ...studio, turbopack: { ...studio.turbopack, root: "/" } };
`;

/**
 * A Next app of one dynamic route handler at `/api/ping`, built with this repository's Next,
 * bundler and configuration: the baseline differs from the gateway's route only in what the
 * handler does.
 */
async function buildTrivialNextApp(scratch: string): Promise<string> {
  const dir = join(scratch, "trivial-next");
  mkdirSync(join(dir, "app", "api", "ping"), { recursive: true });
  writeFileSync(join(dir, "package.json"), '{ "private": true }\n');
  writeFileSync(join(dir, "next.config.ts"), TRIVIAL_CONFIG);
  writeFileSync(join(dir, "app", "api", "ping", "route.js"), TRIVIAL_ROUTE);
  symlinkSync(resolve("node_modules"), join(dir, "node_modules"));
  await new Promise<void>((done, fail) =>
    execFile(
      process.execPath,
      [NEXT_BIN, "build"],
      { cwd: dir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } },
      (error, _stdout, stderr) =>
        error ? fail(new Error(`trivial Next build: ${stderr}`)) : done(),
    ),
  );
  return dir;
}

interface Load {
  rps: number;
  non2xx: number;
}

/** One autocannon run in its own process, so the load generator never shares a loop. */
function load(url: string, headers: Record<string, string>): Promise<Load> {
  const args = [AUTOCANNON, "-c", "10", "-d", String(SECONDS), "-j", "-n"];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}=${value}`);
  args.push(url);
  return new Promise((done, fail) =>
    execFile(process.execPath, args, { maxBuffer: 16 << 20 }, (error, stdout) => {
      if (error) return fail(error);
      const result = JSON.parse(stdout) as { requests: { average: number }; non2xx: number };
      done({ rps: result.requests.average, non2xx: result.non2xx });
    }),
  );
}

/** Runs each variant once per round, in turn, and keeps every round's figure. */
async function interleave<K extends string>(
  variants: Record<K, () => Promise<Load>>,
): Promise<Record<K, Load[]>> {
  const names = Object.keys(variants) as K[];
  const out = Object.fromEntries(names.map((name) => [name, [] as Load[]])) as Record<K, Load[]>;
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of names) out[name].push(await variants[name]());
  }
  return out;
}

const median = (loads: Load[]) => {
  const sorted = loads.map((l) => l.rps).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

function report(label: string, loads: Load[]) {
  const refused = loads.reduce((sum, l) => sum + l.non2xx, 0);
  row(
    label,
    `${median(loads).toFixed(0)} req/s (rounds ${loads.map((l) => l.rps.toFixed(0)).join(", ")})` +
      (refused ? `, ${refused} non-2xx` : ""),
  );
}

function ratio(label: string, numerator: Load[], denominator: Load[]) {
  row(label, `${(median(numerator) / median(denominator)).toFixed(3)}`);
}
