import { execFile } from "node:child_process";
import type { AddressInfo } from "node:net";
import { availableParallelism, loadavg } from "node:os";
import { promisify } from "node:util";
import { createNodeServer } from "@/lib/service/node-server";
import { renderThreadCount } from "@/lib/service/render/open";
import { createRenderPool } from "@/lib/service/render/pool";
import type { RunRenderTask } from "@/lib/service/render/render-task";
import { inProcessRunner, type RenderTaskRunner } from "@/lib/service/render/runner";
import { generation as generationOf } from "@/lib/service/render/test-fixtures";
import { ensureRenderWorker } from "@/lib/service/render/worker-bundle";
import { startTestService } from "@/lib/service/testing";
import { row } from "./stats";

const AUTOCANNON = "node_modules/autocannon/autocannon.js";
const LOAD_SECONDS = 6;

/** The generation every pool figure draws: one knight, at a size and seed. */
const generation = (size: number, seed: number) =>
  generationOf("a knight with a sword", "character", size, seed);

/**
 * What render threads buy: the latency of a cheap request (GET /api/me, p99 over HTTP from a
 * separate load process at a fixed rate) while renders run, with renders on the event loop
 * against renders in threads; and generation throughput with every thread busy against one.
 */
export async function benchRenderPool() {
  const cores = availableParallelism();
  console.log(
    `\nRender threads (${cores} cores, load ${loadavg()[0]!.toFixed(2)}; the load generator shares them)`,
  );
  for (const threads of [0, renderThreadCount(undefined)]) {
    await meLatency(threads);
  }
  await throughput();
}

async function meLatency(threads: number) {
  const svc = await startTestService({ RENDER_THREADS: String(threads) });
  const server = createNodeServer(svc.service, "http://127.0.0.1");
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const where = threads === 0 ? "on the event loop (RENDER_THREADS=0)" : `in ${threads} threads`;
  try {
    const { key } = await svc.newAccount({ rate_limit_per_minute: 100_000 });
    const load = () => cannon(`http://127.0.0.1:${port}/api/me`, key);
    // Warm both sides (threads started, code compiled) before measuring.
    await renderRound(svc.ctx.renderTask, 1);
    // Idle, nothing differs between the two services: measured once.
    if (threads === 0) row("GET /api/me, idle", await load());
    let rendering = true;
    let rounds = 0;
    const renders = (async () => {
      while (rendering) {
        await renderRound(svc.ctx.renderTask, ++rounds);
        // Renders on the event loop settle in microtasks alone: let I/O (requests, the load
        // generator's exit) through between rounds, as requests arriving one by one would.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const busy = await load();
    rendering = false;
    await renders;
    row(`GET /api/me, renders ${where}`, `${busy} (${rounds} render rounds)`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await svc.close();
  }
}

/** 4 generations at 256 px and an 8-frame walk at once, as a busy service sees them. */
async function renderRound(renderTask: RunRenderTask, seed: number) {
  const source = (await renderTask("generate", generation(128, seed))).image;
  await Promise.all([
    ...[1, 2, 3, 4].map((i) => renderTask("generate", generation(256, seed * 10 + i))),
    renderTask("animation", {
      source,
      preset: "Walk",
      frameCount: 8,
      seed,
      basePalette: null,
      paletteExtras: 0,
    }),
  ]);
}

/** p50 and p99 of GET requests at 200/s over 4 connections, from a separate process. */
async function cannon(url: string, key: string): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [
    AUTOCANNON,
    "--json",
    "--no-progress",
    ...["-c", "4", "-R", "200", "-d", String(LOAD_SECONDS)],
    ...["-H", `authorization=Bearer ${key}`],
    url,
  ]);
  const result = JSON.parse(stdout) as {
    latency: { p50: number; p99: number; max: number };
    requests: { total: number };
    non2xx: number;
  };
  const { p50, p99, max } = result.latency;
  return `p99 ${p99} ms, p50 ${p50} ms, max ${max} ms (n=${result.requests.total}, non-2xx ${result.non2xx})`;
}

async function throughput() {
  const filename = await ensureRenderWorker();
  const all = renderThreadCount(undefined);
  const runners: [string, RenderTaskRunner][] = [
    [`${all} threads, all busy`, createRenderPool(filename, all)],
    ["1 thread", createRenderPool(filename, 1)],
    ["on the event loop", inProcessRunner],
  ];
  for (const [label, runner] of runners) {
    try {
      const rate = await generationsPerSecond(runner, Math.max(1, runner.threads) * 2);
      row(`64 px generations/s, ${label}`, `${rate.toFixed(1)}/s`);
    } finally {
      await runner.close();
    }
  }
}

/** Generations finished per second with `inFlight` always queued (after a warm-up). */
async function generationsPerSecond(runner: RenderTaskRunner, inFlight: number, n = 200) {
  const signal = new AbortController().signal;
  const run = async (from: number, to: number) => {
    let next = from;
    const lane = async () => {
      while (next < to) await runner.run("generate", generation(64, next++), signal);
    };
    await Promise.all(Array.from({ length: inFlight }, lane));
  };
  await run(0, 40);
  const start = performance.now();
  await run(40, 40 + n);
  return (n * 1000) / (performance.now() - start);
}
