import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import { spawn } from "node:child_process";
import { benchKey, freePort, serviceEnv, signedInCookie, waitFor, withScratch } from "./processes";
import { row } from "./stats";

const NEXT_BIN = resolve("node_modules/next/dist/bin/next");
const SPRITES = 60;
const ROUNDS = 5;

/**
 * The studio's library as an artist opens it: a production build under `next start`, an
 * account with 60 sprites, and a fresh page load of `/` in Chromium. Reported per load: when
 * the first thumbnail was painted (its Element Timing render time, from the start of
 * navigation) beside how long the library's list call took, against the goal "first thumbnail
 * within twice the list call plus 200 ms". When the first page comes with the HTML, the list
 * call is timed from the page after the paint. Medians of 5 loads; nothing is asserted. Run
 * alone with `node --conditions=react-server --import tsx bench/library-paint.ts`.
 */
export async function benchLibraryPaint() {
  console.log("\nStudio library: first thumbnail after navigation (Chromium, production build)");
  if (!existsSync(".next/BUILD_ID")) {
    row("library", "skipped: no production build (run `npm run build` first)");
    return;
  }
  await withScratch(async (scratch, children) => {
    const port = await freePort();
    children.push(
      spawn(process.execPath, [NEXT_BIN, "start", "-H", "127.0.0.1", "-p", String(port)], {
        env: { ...serviceEnv(scratch, "studio", port), NEXT_TELEMETRY_DISABLED: "1" },
        stdio: "ignore",
      }),
    );
    const origin = `http://127.0.0.1:${port}`;
    await waitFor(`${origin}/api/openapi.json`);
    const key = await benchKey(origin);
    for (let i = 0; i < SPRITES; i++) {
      const res = await fetch(`${origin}/api/sprites`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify({ prompt: `a knight number ${i}`, width: 64, height: 64 }),
      });
      if (res.status !== 201) throw new Error(`generate: ${res.status} ${await res.text()}`);
    }
    const [name, value] = (await signedInCookie(origin, key)).split("=") as [string, string];
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    });
    try {
      const context = await browser.newContext();
      await context.addCookies([{ name, value, url: origin }]);
      const page = await context.newPage();
      // The first grid image is marked for Element Timing as it is inserted (parsed from the
      // HTML or rendered by script), so the browser reports when it was actually painted: not
      // when the test driver saw it, nor when a busy main thread got round to a callback.
      await page.addInitScript(() => {
        const w = window as unknown as { thumbnailPaint: Promise<number> };
        w.thumbnailPaint = new Promise((resolve) => {
          new PerformanceObserver((list) => {
            const [entry] = list.getEntries() as (PerformanceEntry & { renderTime: number })[];
            if (entry) resolve(entry.renderTime);
          }).observe({ type: "element", buffered: true });
          const watch = new MutationObserver(() => {
            const img = document.querySelector("main ul img");
            if (!img) return;
            watch.disconnect();
            img.setAttribute("elementtiming", "first-thumbnail");
          });
          watch.observe(document, { childList: true, subtree: true });
        });
      });
      const loads: { paint: number; list: number; html: number }[] = [];
      for (let round = 0; round <= ROUNDS; round++) {
        await page.goto(`${origin}/`, { waitUntil: "commit" });
        await page.locator("main ul img").first().waitFor();
        const figures = await page.evaluate(async () => {
          const paint = await (window as unknown as { thumbnailPaint: Promise<number> })
            .thumbnailPaint;
          const [navigation] = performance.getEntriesByType(
            "navigation",
          ) as PerformanceNavigationTiming[];
          const html = navigation?.responseEnd ?? Number.NaN;
          const call = performance
            .getEntriesByType("resource")
            .filter((entry): entry is PerformanceResourceTiming => "responseEnd" in entry)
            .find((entry) => new URL(entry.name).pathname === "/api/sprites");
          if (call) return { paint, html, list: call.responseEnd - call.startTime };
          // The first page came with the HTML (no list call in the page): time the same call
          // the browser would have made, once the thumbnail is up.
          const start = performance.now();
          const response = await fetch("/api/sprites?limit=48&offset=0");
          await response.arrayBuffer();
          return { paint, html, list: performance.now() - start };
        });
        // The first load warms the server's caches and compiles nothing: it is not counted.
        if (round > 0) loads.push(figures);
      }
      const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1] ?? 0;
      const paint = median(loads.map((l) => l.paint));
      const list = median(loads.map((l) => l.list));
      row("first thumbnail painted", `${paint.toFixed(0)} ms after navigation start`);
      row("library list call", `${list.toFixed(0)} ms`);
      row(
        "HTML received",
        `${median(loads.map((l) => l.html)).toFixed(0)} ms after navigation start`,
      );
      row(
        "paint ÷ (2 × list + 200 ms) (goal ≤ 1)",
        `${(paint / (2 * list + 200)).toFixed(2)} (rounds: ${loads.map((l) => `${l.paint.toFixed(0)}/${l.list.toFixed(0)}`).join(", ")} ms)`,
      );
    } finally {
      await browser.close();
    }
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  benchLibraryPaint().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
