// Helpers shared by scripts/start.mjs and scripts/test.mjs: run a command, and make sure
// dependencies, Chromium and the production build are present and fresh before using them.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync, utimesSync } from "node:fs";
import { constants } from "node:os";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));

const live = new Set(); // children started by run() that have not exited yet
let interrupted = null; // the first SIGINT/SIGTERM received, once trapSignals() is on

/**
 * Runs a command with inherited stdio; resolves when it exits 0, throws naming it otherwise.
 * opts are passed to spawn (cwd defaults to the repo root).
 */
export function run(cmd, args = [], opts = {}) {
  if (interrupted) return Promise.reject(new Error(`interrupted by ${interrupted}`));
  const name = [basename(cmd), ...args.slice(0, 2)].join(" ");
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: "inherit", ...opts });
    live.add(child);
    child.on("error", (err) => {
      live.delete(child);
      reject(new Error(`${name}: ${err.message}`));
    });
    child.on("exit", (code, signal) => {
      live.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${name} failed (${signal ? `killed by ${signal}` : `exit ${code}`})`));
    });
  });
}

/** Runs `node <script> ...args` with the same Node binary as this process. */
export function runNode(script, args = [], opts = {}) {
  return run(process.execPath, [script, ...args], opts);
}

/**
 * Forwards SIGINT/SIGTERM to the running child instead of dying at once, so the caller's
 * `finally` blocks (stopping the PostgreSQL cluster, removing temp dirs) still run when the
 * child exits. A second signal exits immediately (process 'exit' hooks still run).
 * Returns a function giving the signal received, if any.
 */
export function trapSignals() {
  for (const sig of ["SIGINT", "SIGTERM"]) {
    process.on(sig, () => {
      if (interrupted) process.exit(128 + constants.signals[sig]);
      interrupted = sig;
      for (const child of live) child.kill(sig);
    });
  }
  return () => interrupted;
}

/** True when the command runs and exits 0 (output discarded). */
export const succeeds = (cmd, args) =>
  run(cmd, args, { stdio: "ignore" }).then(
    () => true,
    () => false,
  );

const mtime = (path) => {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
};

/** npm install when node_modules is missing or older than package.json / the lockfile. */
export async function ensureDeps() {
  const marker = join(ROOT, "node_modules/.package-lock.json");
  const stamp = mtime(marker);
  const stale =
    stamp === 0 ||
    mtime(join(ROOT, "package.json")) > stamp ||
    mtime(join(ROOT, "package-lock.json")) > stamp;
  if (!stale) return false;
  // A plain install, not a clean one (`npm ci`): a lockfile lacks the optional native packages
  // of platforms other than the one that wrote it, and only a plain install adds this one's.
  await run("npm", ["install", "--no-audit", "--no-fund"]);
  // npm leaves the marker untouched when nothing changed; touch it so the next run skips.
  if (existsSync(marker)) {
    const now = new Date();
    utimesSync(marker, now, now);
  }
  return true;
}

export const chromiumPath = () => process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/** Installs Debian's chromium when missing: Playwright's own browser download has no network here. */
export async function ensureChromium() {
  const path = chromiumPath();
  if (existsSync(path)) return false;
  const script = "apt-get update && apt-get install -y chromium";
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  console.log(`${path} is missing: ${script}`);
  if (process.getuid?.() === 0) {
    await run("sh", ["-c", script], { env });
  } else if (await succeeds("sudo", ["-n", "true"])) {
    await run("sudo", ["-n", "env", "DEBIAN_FRONTEND=noninteractive", "sh", "-c", script]);
  } else {
    throw new Error(
      `Chromium is missing at ${path} and this user can neither apt-get nor sudo -n. ` +
        `Install it as root (${script}) or set CHROMIUM_PATH to a Chromium binary.`,
    );
  }
  if (!existsSync(path)) {
    throw new Error(`installed chromium, but ${path} still does not exist: check CHROMIUM_PATH`);
  }
  return true;
}

// Inputs of `next build`. Tests (*.test.*) are not bundled, so editing one needs no rebuild.
const BUILD_DIRS = ["app", "components", "lib", "public"];
const BUILD_FILES = [
  "next.config.ts",
  "instrumentation.ts",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "postcss.config.mjs",
  "app/globals.css",
];

function newerThan(dir, stamp) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return false; // a folder that does not exist yet
  }
  for (const e of entries) {
    const path = join(dir, e.name);
    if (e.isDirectory()) {
      if (newerThan(path, stamp)) return true;
    } else if (!/\.test\.[cm]?[jt]sx?$/.test(e.name) && mtime(path) > stamp) {
      return true;
    }
  }
  return false;
}

/**
 * The render threads' bundle (build/render-worker.mjs) when missing or older than its sources.
 * The service also builds it on demand; building it here keeps that out of the first request.
 */
export function ensureRenderWorker() {
  return run(process.execPath, ["--import", "tsx", "scripts/build-render-worker.ts", "--if-stale"]);
}

/**
 * `next build` when there is no build yet or any of its inputs changed since the last one; the
 * render worker's bundle first, whatever the Next build's state.
 */
export async function ensureBuild() {
  await ensureRenderWorker();
  const stamp = mtime(join(ROOT, ".next/BUILD_ID"));
  const stale =
    stamp === 0 ||
    BUILD_FILES.some((f) => mtime(join(ROOT, f)) > stamp) ||
    BUILD_DIRS.some((d) => newerThan(join(ROOT, d), stamp));
  if (!stale) return false;
  await runNode("node_modules/next/dist/bin/next", ["build"]);
  return true;
}
