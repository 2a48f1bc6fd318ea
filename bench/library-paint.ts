import { existsSync } from "node:fs";
import { resolve } from "node:path";
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
 * the first thumbnail was painted (the first grid image decoded, measured from the start of
 * navigation) beside how long the library's list call took, against the goal "first thumbnail
 * within twice the list call plus 200 ms". Medians of 5 loads; nothing is asserted.
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
      const loads: { paint: number; list: number }[] = [];
      for (let round = 0; round <= ROUNDS; round++) {
        await page.goto(`${origin}/`, { waitUntil: "commit" });
        const first = page.locator("main ul img").first();
        await first.waitFor();
        const figures = await first.evaluate(async (img: HTMLImageElement) => {
          await img.decode();
          await new Promise((frame) => requestAnimationFrame(() => frame(null)));
          const paint = performance.now();
          const call = performance
            .getEntriesByType("resource")
            .filter((entry): entry is PerformanceResourceTiming => "responseEnd" in entry)
            .find((entry) => new URL(entry.name).pathname === "/api/sprites");
          return { paint, list: call ? call.responseEnd - call.startTime : Number.NaN };
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
        "paint ÷ (2 × list + 200 ms) (goal ≤ 1)",
        `${(paint / (2 * list + 200)).toFixed(2)} (rounds: ${loads.map((l) => `${l.paint.toFixed(0)}/${l.list.toFixed(0)}`).join(", ")} ms)`,
      );
    } finally {
      await browser.close();
    }
  });
}
