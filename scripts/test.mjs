// `npm test`: every check CI runs, in order, stopping at the first failure.
// Pick stages locally with `npm test -- --only=unit,pg,e2e` (deps always runs first).
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { constants, tmpdir } from "node:os";
import { join } from "node:path";
import {
  ensureBuild,
  ensureChromium,
  ensureDeps,
  ROOT,
  runNode,
  trapSignals,
} from "./lib/ensure.mjs";
import { startCluster } from "./pg-cluster.mjs";

const VITEST = "node_modules/vitest/vitest.mjs";
const PG_DIRS = ["lib/service", "lib/gateway", "lib/session"];

/** The environment minus anything that would point tests at a real database or upstream. */
function cleanEnv(extra) {
  const env = { ...process.env, ...extra };
  for (const key of ["DATABASE_URL", "TEST_DB", "SPRITE_API_URL"]) {
    if (!(key in extra)) delete env[key];
  }
  return env;
}

/** Runs fn with a fresh temp dir, deleted afterwards whatever happens. */
async function withTempDir(prefix, fn) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  try {
    return await fn(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function hasTests(dir) {
  let entries;
  try {
    entries = readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true });
  } catch {
    return false;
  }
  return entries.some((e) => e.isFile() && e.name.endsWith(".test.ts"));
}

const STAGES = {
  deps: () => ensureDeps(),
  typecheck: () => runNode("node_modules/typescript/bin/tsc", ["--noEmit"]),
  lint: () => runNode("node_modules/@biomejs/biome/bin/biome", ["check", "."]),
  unit: () =>
    withTempDir("sw-unit-", (dataDir) =>
      runNode(VITEST, ["run"], { env: cleanEnv({ DATA_DIR: dataDir }) }),
    ),
  pg: async () => {
    // Vitest fails when no file matches its filters; an early tree may have no service tests.
    if (!PG_DIRS.some(hasTests)) {
      console.log(`note: no *.test.ts under ${PG_DIRS.join(", ")} yet: PostgreSQL stage skipped`);
      return;
    }
    const cluster = await startCluster();
    console.log(`PostgreSQL test cluster: ${cluster.url}`);
    try {
      await withTempDir("sw-pg-", (dataDir) =>
        runNode(VITEST, ["run", "--config", "vitest.pg.config.ts"], {
          env: cleanEnv({ DATABASE_URL: cluster.url, TEST_DB: "postgres", DATA_DIR: dataDir }),
        }),
      );
    } finally {
      cluster.stop();
    }
  },
  e2e: async () => {
    await ensureChromium();
    await ensureBuild();
    // playwright.config.ts gives the server this DATA_DIR; we own it, so we delete it.
    await withTempDir("sw-e2e-", (dataDir) =>
      runNode("node_modules/@playwright/test/cli.js", ["test"], {
        env: cleanEnv({ E2E_DATA_DIR: dataDir }),
      }),
    );
  },
};

function selectedStages(argv) {
  const i = argv.findIndex((a) => a === "--only" || a.startsWith("--only="));
  if (i === -1) return Object.keys(STAGES);
  const list = argv[i].includes("=") ? argv[i].slice("--only=".length) : (argv[i + 1] ?? "");
  const names = list.split(",").filter(Boolean);
  const unknown = names.filter((n) => !(n in STAGES));
  if (names.length === 0 || unknown.length > 0) {
    console.error(`unknown stage(s): ${unknown.join(", ") || "(none given)"}`);
    console.error(`stages: ${Object.keys(STAGES).join(", ")}`);
    process.exit(2);
  }
  // Dependencies first, whatever was asked: every other stage runs tools from node_modules.
  return Object.keys(STAGES).filter((n) => n === "deps" || names.includes(n));
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const stages = selectedStages(process.argv.slice(2));
const interrupted = trapSignals();
const timings = [];
let failure;

for (const name of stages) {
  console.log(`\n━━━ ${name} ━━━`);
  const started = Date.now();
  try {
    await STAGES[name]();
    timings.push([name, Date.now() - started, "ok"]);
  } catch (err) {
    timings.push([name, Date.now() - started, "FAILED"]);
    failure = `${name}: ${err.message}`;
    break;
  }
}

console.log("\n━━━ summary ━━━");
for (const [name, ms, status] of timings) {
  console.log(`${name.padEnd(10)} ${seconds(ms).padStart(8)}  ${status}`);
}
const total = timings.reduce((sum, [, ms]) => sum + ms, 0);
console.log(`${"total".padEnd(10)} ${seconds(total).padStart(8)}`);
if (failure) {
  console.error(`\nFAILED ${failure}`);
  const sig = interrupted();
  process.exit(sig ? 128 + constants.signals[sig] : 1);
}
