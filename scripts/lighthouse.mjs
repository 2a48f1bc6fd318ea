// `npm run lighthouse`: Lighthouse (desktop) on every studio page of a fresh production server,
// signed in. Prints each page's accessibility and performance scores with what failed, and
// exits 1 when any page is under the goals: accessibility 100, performance 95. LIGHTHOUSE_RUNS
// sets the runs per page (3), LIGHTHOUSE_PAGES a comma-separated subset of the pages.
//
// Builds when stale, starts `next start` on a free port with an empty DATA_DIR, creates a local
// account (its session cookie is sent with every page), generates one public sprite (so the
// sprite page and the gallery have content) and plans a pack, then runs Lighthouse offline:
// everything it loads comes from this server.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { chromiumPath, ensureBuild, ROOT } from "./lib/ensure.mjs";

const GOALS = { accessibility: 100, performance: 95 };
/**
 * Runs per page: performance is the median of them (one run swings with whatever else the
 * machine is doing), accessibility the lowest (every run must pass). LIGHTHOUSE_RUNS=1 is quicker.
 */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 3);
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(origin, child) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode})`);
    try {
      const response = await fetch(`${origin}/login`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the server did not answer within 60 s");
}

/** A JSON request as the studio's own pages send it (same origin, so CSRF checks pass). */
async function call(origin, path, { cookie, body, method = "POST" } = {}) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      origin,
      "sec-fetch-site": "same-origin",
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return { response, json: await response.json() };
}

async function seed(origin) {
  const { response } = await call(origin, "/api/session/local-account", { body: {} });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error("sign-up set no cookie");
  const { json: sprite } = await call(origin, "/api/sprites", {
    cookie,
    body: { prompt: "a knight with a red cape and a steel sword", public: true, seed: 7 },
  });
  await call(origin, "/api/agent", { cookie, body: { prompt: "a forest slime with idle" } });
  return { cookie, spriteId: sprite.id };
}

async function audit(url, port, cookie) {
  const result = await lighthouse(
    url,
    {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["accessibility", "performance"],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    },
    desktopConfig,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, finalDisplayedUrl, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  // The accessibility checks that failed, by id (color-contrast, link-in-text-block, ...).
  const failed = (categories.accessibility?.auditRefs ?? [])
    .map((ref) => audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 1)
    .map((a) => {
      // The first few offending elements, so a failure says where to look.
      const nodes = (a.details?.items ?? [])
        .slice(0, 4)
        .map((item) => item.node?.snippet ?? item.node?.selector)
        .filter(Boolean);
      return nodes.length > 0 ? `${a.id}: ${nodes.join(" | ")}` : a.id;
    });
  const metrics = [
    "first-contentful-paint",
    "largest-contentful-paint",
    "total-blocking-time",
    "cumulative-layout-shift",
  ]
    .map(
      (id) =>
        `${id
          .split("-")
          .map((w) => w[0])
          .join("")
          .toUpperCase()} ${audits[id]?.displayValue ?? "?"}`,
    )
    .join(", ");
  // The element the largest paint was of: what to make appear sooner when LCP is slow.
  const lcpItems = audits["largest-contentful-paint-element"]?.details?.items ?? [];
  const lcpElement = lcpItems[0]?.items?.[0]?.node?.snippet ?? null;
  // The element that moved most, when anything did: what to give its size up front.
  const shifts = audits["layout-shifts"]?.details?.items ?? [];
  const shifted = (audits["cumulative-layout-shift"]?.numericValue ?? 0) >= 0.01;
  const shiftElement = shifted ? (shifts[0]?.node?.snippet ?? null) : null;
  return {
    lcpElement,
    shiftElement,
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    finalUrl: finalDisplayedUrl,
    failed,
    metrics,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), "sw-lighthouse-"));
let server;
let chrome;
let exitCode = 0;
try {
  await ensureBuild();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  server = spawn(
    process.execPath,
    ["node_modules/next/dist/bin/next", "start", "-H", "127.0.0.1", "-p", String(port)],
    {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "production" },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  await waitForServer(origin, server);
  const { cookie, spriteId } = await seed(origin);

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || chromiumPath(),
    chromeFlags: CHROME_FLAGS,
  });
  const pages = [
    ["/", cookie],
    ["/create", cookie],
    [`/sprites/${spriteId}`, cookie],
    ["/gallery", cookie],
    ["/palettes", cookie],
    ["/packs", cookie],
    ["/account", cookie],
    ["/login", null],
  ];
  // LIGHTHOUSE_PAGES=/packs,/login audits only those (a sprite page is "/sprites/[id]").
  const only = process.env.LIGHTHOUSE_PAGES?.split(",").map((page) => page.trim());
  const chosen = only
    ? pages.filter(([path]) => only.includes(path.startsWith("/sprites/") ? "/sprites/[id]" : path))
    : pages;
  console.log(`${RUNS} run(s) per page: accessibility is the lowest, performance the median`);
  console.log(`page${" ".repeat(42)}a11y  perf  metrics (median run)  all perf`);
  for (const [path, pageCookie] of chosen) {
    const runs = [];
    for (let i = 0; i < RUNS; i++)
      runs.push(await audit(`${origin}${path}`, chrome.port, pageCookie));
    runs.sort((a, b) => a.performance - b.performance);
    const median = runs[Math.floor(runs.length / 2)];
    const worst = runs.reduce((low, run) => (run.accessibility < low.accessibility ? run : low));
    const scores = {
      ...median,
      accessibility: worst.accessibility,
      failed: worst.failed,
      all: runs.map((run) => run.performance).join("/"),
    };
    const label = path.startsWith("/sprites/") ? "/sprites/[id]" : path;
    const redirected =
      new URL(scores.finalUrl).pathname !== path ? ` (ended at ${scores.finalUrl})` : "";
    const below =
      scores.accessibility < GOALS.accessibility || scores.performance < GOALS.performance;
    if (below || redirected) exitCode = 1;
    console.log(
      `${label.padEnd(46)}${String(scores.accessibility).padStart(4)}  ${String(scores.performance).padStart(4)}  ${scores.metrics}  ${scores.all}${redirected}`,
    );
    for (const failure of scores.failed) console.log(`    failed ${failure}`);
    if (scores.performance < GOALS.performance && scores.lcpElement)
      console.log(`    largest paint: ${scores.lcpElement.slice(0, 160)}`);
    if (scores.shiftElement) console.log(`    moved most: ${scores.shiftElement.slice(0, 160)}`);
  }
  console.log(
    exitCode === 0
      ? `every page meets accessibility ${GOALS.accessibility} and performance ≥ ${GOALS.performance}`
      : `below the goals (accessibility ${GOALS.accessibility}, performance ≥ ${GOALS.performance})`,
  );
} catch (error) {
  console.error(`lighthouse: ${error instanceof Error ? error.message : error}`);
  exitCode = 1;
} finally {
  await chrome?.kill();
  server?.kill("SIGTERM");
  await new Promise((resolve) =>
    server && server.exitCode === null ? server.once("exit", resolve) : resolve(),
  );
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
