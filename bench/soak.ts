import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

import sharp from "sharp";
import { ADMIN_TOKEN, exited, freePort, serviceEnv, waitFor, withScratch } from "./processes";

/**
 * `npm run bench -- soak [--minutes 10] [--service]`: mixed load from several accounts against a
 * real server on its own data directory (`npm start`'s `scripts/start.mjs`, which needs a
 * production build; `--service` runs `npm run service` instead). Four quiet accounts read,
 * render (paid, synchronous), queue restyles and import; one account floods restyles (always
 * at its cap of queued jobs) and free background removals (more at once than the render queue
 * holds). Prints p50/p99 per class, each account's job latency (accepted to finished), the
 * server's RSS (its whole process tree) at start and end, and the 5xx count, split into the
 * admission's deliberate 503 `service_busy` and everything else. Nothing is asserted.
 */
interface Options {
  minutes: number;
  service: boolean;
  floodRenders: number;
}

function options(argv: string[]): Options {
  const at = (name: string) => argv.indexOf(name);
  const value = (name: string, fallback: number) =>
    at(name) >= 0 ? Number(argv[at(name) + 1]) : fallback;
  return {
    minutes: value("--minutes", 10),
    service: at("--service") >= 0,
    floodRenders: value("--flood-renders", 40),
  };
}

/** Latency samples (ms) and status counts per class of request. */
class Tally {
  readonly samples = new Map<string, number[]>();
  readonly statuses = new Map<string, Map<number, number>>();
  readonly codes5xx = new Map<string, number>();

  add(label: string, ms: number, status: number, code?: string) {
    if (!this.samples.has(label)) this.samples.set(label, []);
    this.samples.get(label)!.push(ms);
    const counts = this.statuses.get(label) ?? new Map<number, number>();
    counts.set(status, (counts.get(status) ?? 0) + 1);
    this.statuses.set(label, counts);
    if (status >= 500) {
      const key = `${label} ${status} ${code ?? "?"}`;
      this.codes5xx.set(key, (this.codes5xx.get(key) ?? 0) + 1);
    }
  }
}

const pct = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

function line(label: string, values: number[], extra = "") {
  const sorted = [...values].sort((a, b) => a - b);
  const f = (n: number) =>
    Number.isNaN(n) ? "-" : n >= 1000 ? `${(n / 1000).toFixed(2)} s` : `${n.toFixed(0)} ms`;
  console.log(
    `  ${label.padEnd(34)} n=${String(sorted.length).padStart(6)}  p50 ${f(pct(sorted, 0.5)).padStart(9)}  p99 ${f(pct(sorted, 0.99)).padStart(9)}  max ${f(sorted.at(-1) ?? Number.NaN).padStart(9)}${extra}`,
  );
}

/** Resident memory of a process and all its descendants (Linux /proc), in MiB. */
function treeRssMiB(root: number): number {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // gone meanwhile
    }
  }
  const tree = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, ppid] of parents) {
      if (tree.has(ppid) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  let kib = 0;
  for (const pid of tree) {
    try {
      const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      kib += Number(match?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
  }
  return kib / 1024;
}

export async function benchSoak(argv: string[]) {
  const opts = options(argv);
  console.log(
    `\nSoak: ${opts.minutes} min of mixed load against ${opts.service ? "npm run service" : "npm start"} (4 quiet accounts, 1 flooding: 4 restyle submitters, ${opts.floodRenders} free renders in flight)`,
  );
  await withScratch(async (scratch, children) => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const env = {
      ...serviceEnv(scratch, "soak", port),
      WORKERS: "2",
      NEXT_TELEMETRY_DISABLED: "1",
    };
    const server: ChildProcess = opts.service
      ? spawn(process.execPath, ["--import", "tsx", "lib/service/server.ts"], {
          env,
          stdio: ["ignore", "ignore", "inherit"],
        })
      : spawn(process.execPath, ["scripts/start.mjs"], {
          env,
          stdio: ["ignore", "ignore", "inherit"],
        });
    children.push(server);
    await waitFor(`${origin}/api/openapi.json`, 10 * 60_000);
    await run(origin, server.pid!, opts);
    server.kill("SIGTERM");
    await exited(server);
  });
}

async function run(origin: string, pid: number, opts: Options) {
  const tally = new Tally();
  const call = async (label: string, key: string, method: string, path: string, body?: unknown) => {
    const start = performance.now();
    let status = 0;
    let json: { id?: string; status?: string; code?: string } = {};
    try {
      const res = await fetch(`${origin}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${key}`,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      status = res.status;
      json = (await res.json().catch(() => ({}))) as typeof json;
    } catch {
      status = 599; // no answer at all
    }
    tally.add(label, performance.now() - start, status, json.code);
    return { status, json };
  };
  const account = async (name: string) => {
    const res = await fetch(`${origin}/api/admin/accounts`, {
      method: "POST",
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify({
        email: `soak-${name}-${crypto.randomUUID()}@example.test`,
        purchased_tokens: 10_000_000,
        rate_limit_per_minute: 100_000,
      }),
    });
    return { name, key: ((await res.json()) as { api_key: string }).api_key };
  };
  const quiet = await Promise.all(["quiet-1", "quiet-2", "quiet-3", "quiet-4"].map(account));
  const flooder = await account("flooder");
  const knight = async (key: string, seed: number) =>
    (
      await call("setup", key, "POST", "/api/sprites", {
        prompt: "a knight with a sword",
        width: 48,
        height: 48,
        seed,
      })
    ).json.id!;
  const upload = async (seed: number) => {
    const raw = Buffer.alloc(48 * 48 * 4);
    for (let i = 0; i < 48 * 48; i++) {
      const x = i % 48;
      const y = Math.floor(i / 48);
      const inside = x > 12 && x < 36 && y > 8 && y < 40;
      raw.set(inside ? [40 + seed * 20, 90, 160, 255] : [255, 0, 255, 255], i * 4);
    }
    return (
      await sharp(raw, { raw: { width: 48, height: 48, channels: 4 } })
        .png()
        .toBuffer()
    ).toString("base64");
  };
  const sources = new Map<string, string>();
  for (const [i, who] of [...quiet, flooder].entries())
    sources.set(who.key, await knight(who.key, i));
  const floodSource = (
    await call("setup", flooder.key, "POST", "/api/sprites/import", { image: await upload(1) })
  ).json.id!;

  const rssStart = treeRssMiB(pid);
  let rssPeak = rssStart;
  const until = Date.now() + opts.minutes * 60_000;
  const live = () => Date.now() < until;
  const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
  const jobLatency = new Map<string, number[]>();
  const jobFailures = new Map<string, number>();

  /** Queues a restyle and polls it to its end; the latency is from acceptance to the end. */
  const job = async (who: { name: string; key: string }) => {
    const accepted = await call("job: queue", who.key, "POST", "/api/restyles", {
      source_generation_id: sources.get(who.key),
      preset: "fire",
    });
    if (accepted.status !== 202) return;
    const start = performance.now();
    for (;;) {
      await sleep(250);
      const polled = await call("job: poll", who.key, "GET", `/api/restyles/${accepted.json.id}`);
      const state = polled.json.status;
      if (state === "completed" || state === "failed" || state === "cancelled") {
        if (state !== "completed") jobFailures.set(who.name, (jobFailures.get(who.name) ?? 0) + 1);
        break;
      }
      if (performance.now() - start > 5 * 60_000) break;
    }
    const list = jobLatency.get(who.name) ?? [];
    list.push(performance.now() - start);
    jobLatency.set(who.name, list);
  };

  const quietLoop = async (who: { name: string; key: string }, index: number) => {
    let step = index;
    const imports: string[] = [];
    while (live()) {
      step++;
      await call("read: GET /api/me", who.key, "GET", "/api/me");
      await call("read: GET /api/sprites", who.key, "GET", "/api/sprites?limit=20");
      await call(
        "read: GET /api/sprites/{id}",
        who.key,
        "GET",
        `/api/sprites/${sources.get(who.key)}`,
      );
      if (step % 2 === 0) {
        await call("render: POST /api/sprites (paid)", who.key, "POST", "/api/sprites", {
          prompt: "a small slime",
          width: 32,
          height: 32,
        });
      }
      if (step % 5 === 0) void job(who);
      if (step % 7 === 0) {
        const res = await call(
          "import: POST /api/sprites/import",
          who.key,
          "POST",
          "/api/sprites/import",
          {
            image: await upload(step % 5),
          },
        );
        // Imports are deleted again so a long soak stays within the storage quota.
        if (res.json.id) imports.push(res.json.id);
        if (imports.length > 20)
          await call("delete", who.key, "DELETE", `/api/sprites/${imports.shift()}`);
      }
      await sleep(400);
    }
  };

  const floodJobs = async () => {
    while (live()) {
      const res = await call("flood: POST /api/restyles", flooder.key, "POST", "/api/restyles", {
        source_generation_id: sources.get(flooder.key),
        preset: "ice",
      });
      if (res.status === 429) await sleep(200);
    }
  };
  const floodRenders = async () => {
    while (live()) {
      const res = await call(
        "flood: free background removal",
        flooder.key,
        "POST",
        "/api/background-removals",
        {
          source_generation_id: floodSource,
          method: "standard",
        },
      );
      // Free results are deleted again, so the flood is bounded by render threads, not the quota.
      if (res.json.id && res.status === 201) {
        await call("delete", flooder.key, "DELETE", `/api/sprites/${res.json.id}`);
      }
    }
  };
  // RSS every minute, so warm-up (caches, the JIT, the database's buffers) can be told from a
  // steady climb.
  const minutes: number[] = [];
  const started = Date.now();
  const sampler = setInterval(() => {
    const rss = treeRssMiB(pid);
    rssPeak = Math.max(rssPeak, rss);
    if (Date.now() - started >= (minutes.length + 1) * 60_000) minutes.push(rss);
  }, 5000);
  await Promise.all([
    ...quiet.map(quietLoop),
    // Several submitters, so the flood's backlog reaches its cap of queued jobs.
    ...Array.from({ length: 4 }, floodJobs),
    ...Array.from({ length: opts.floodRenders }, floodRenders),
  ]);
  clearInterval(sampler);
  // Jobs still being polled finish within their own bound.
  await sleep(2000);
  const rssEnd = treeRssMiB(pid);

  console.log("  latency per class (client side):");
  for (const [label, values] of tally.samples) {
    if (label === "setup" || label === "job: poll") continue;
    const statuses = [...(tally.statuses.get(label) ?? [])].map(([s, n]) => `${s}×${n}`).join(" ");
    line(label, values, `  [${statuses}]`);
  }
  console.log("  job latency, accepted → finished, per account (restyles, polled every 250 ms):");
  for (const who of [...quiet.map((q) => q.name)]) {
    line(who, jobLatency.get(who) ?? [], `  failed ${jobFailures.get(who) ?? 0}`);
  }
  const floodStatuses = tally.statuses.get("flood: POST /api/restyles") ?? new Map();
  console.log(
    `  flooder: ${floodStatuses.get(202) ?? 0} restyles accepted, ${floodStatuses.get(429) ?? 0} refused 429 at the cap`,
  );
  let busy = 0;
  let other5xx = 0;
  for (const [key, n] of tally.codes5xx) {
    if (key.includes("503 service_busy")) busy += n;
    else other5xx += n;
  }
  console.log(
    `  5xx: ${other5xx} (besides ${busy} × 503 service_busy, the admission's deliberate refusal)`,
  );
  for (const [key, n] of tally.codes5xx) console.log(`    ${key}: ${n}`);
  const growth = ((rssEnd - rssStart) / rssStart) * 100;
  console.log(
    `  server RSS (process tree): start ${rssStart.toFixed(0)} MiB, end ${rssEnd.toFixed(0)} MiB (${growth >= 0 ? "+" : ""}${growth.toFixed(1)}%), peak ${rssPeak.toFixed(0)} MiB`,
  );
  const afterWarmup = minutes[0];
  if (afterWarmup !== undefined) {
    const steady = ((rssEnd - afterWarmup) / afterWarmup) * 100;
    console.log(
      `  RSS each minute: ${minutes.map((m) => m.toFixed(0)).join(", ")} MiB; end vs. minute 1: ${steady >= 0 ? "+" : ""}${steady.toFixed(1)}%`,
    );
  }
}

export const soakRequested = (argv: string[]) => argv.includes("soak");
