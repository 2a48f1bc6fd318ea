import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readEnv } from "../config";
import { startTestService } from "../testing";
import { renderThreadCount } from "./open";
import { failingRenderTasks } from "./render-task";
import { renderTaskTable } from "./tasks";
import { copyImage, digest, generation, sources } from "./test-fixtures";
import { RENDER_WORKER, renderWorkerIsFresh } from "./worker-bundle";

const { knight } = sources();

describe("a service's render tasks", () => {
  it("run in its pool (images are handed over) until the service closes", async () => {
    const svc = await startTestService();
    const params = generation("a knight with a sword", "character", 64, 7);
    const drawn = await svc.ctx.renderTask("generate", params);
    expect(digest(drawn)).toEqual(digest(renderTaskTable.generate(params)));
    const source = copyImage(knight);
    await svc.ctx.renderTask("normalMap", { source });
    expect(source.data.byteLength).toBe(0);

    await svc.close();
    await expect(svc.ctx.renderTask("generate", params)).rejects.toMatchObject({
      code: "provider_failure",
    });
  });

  it("run on the event loop with RENDER_THREADS=0, nothing handed over", async () => {
    const svc = await startTestService({ RENDER_THREADS: "0" });
    try {
      const source = copyImage(knight);
      const map = await svc.ctx.renderTask("normalMap", { source });
      expect(source.data.byteLength).toBe(64 * 64 * 4);
      expect(digest(map)).toEqual(digest(renderTaskTable.normalMap({ source: copyImage(knight) })));
    } finally {
      await svc.close();
    }
  });

  it("take injected failures: every task, or the ones a test picks", async () => {
    const svc = await startTestService({}, { renderTask: failingRenderTasks() });
    try {
      await expect(
        svc.ctx.renderTask("generate", generation("a slime", "character", 32, 1)),
      ).rejects.toMatchObject({ code: "provider_failure", status: 500 });
    } finally {
      await svc.close();
    }
    const onlyAnimations = failingRenderTasks((name) => name === "animation");
    const animation = {
      source: copyImage(knight),
      preset: "Idle" as const,
      frameCount: 4,
      seed: 1,
      basePalette: null,
      paletteExtras: 0,
    };
    await expect(onlyAnimations("animation", animation)).rejects.toMatchObject({
      code: "provider_failure",
    });
    const map = await onlyAnimations("normalMap", { source: copyImage(knight) });
    expect(map.width).toBe(64);
  });
});

describe("RENDER_THREADS and RENDER_TIMEOUT_MS", () => {
  it("take 0 to 64 threads and a limit from 100 ms", () => {
    expect(readEnv({ RENDER_THREADS: "0" }).RENDER_THREADS).toBe(0);
    expect(readEnv({ RENDER_THREADS: "64" }).RENDER_THREADS).toBe(64);
    expect(readEnv({}).RENDER_THREADS).toBeUndefined();
    expect(() => readEnv({ RENDER_THREADS: "65" })).toThrow(/RENDER_THREADS/);
    expect(() => readEnv({ RENDER_THREADS: "-1" })).toThrow(/RENDER_THREADS/);
    expect(() => readEnv({ RENDER_THREADS: "1.5" })).toThrow(/RENDER_THREADS/);
    expect(readEnv({}).RENDER_TIMEOUT_MS).toBe(30_000);
    expect(() => readEnv({ RENDER_TIMEOUT_MS: "50" })).toThrow(/RENDER_TIMEOUT_MS/);
  });

  it("size the pool from the cores, leaving one to the event loop above 2", () => {
    expect([1, 2, 3, 4, 16].map((cores) => renderThreadCount(undefined, cores))).toEqual([
      1, 2, 2, 3, 15,
    ]);
    expect(renderThreadCount(0, 16)).toBe(0);
    expect(renderThreadCount(5, 2)).toBe(5);
  });
});

describe("the render worker bundle", () => {
  const root = mkdtempSync(join(tmpdir(), "sw-render-bundle-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, text: string, at: number) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
    utimesSync(join(root, path), at, at);
  };

  it("is fresh only while every source it was built from is unchanged and present", () => {
    expect(renderWorkerIsFresh(root)).toBe(false); // nothing built yet
    write(RENDER_WORKER.builder, "//", 1000);
    write("lib/engine/a.ts", "//", 1000);
    write(RENDER_WORKER.inputs, JSON.stringify(["lib/engine/a.ts"]), 2000);
    write(RENDER_WORKER.bundle, "//", 2000);
    expect(renderWorkerIsFresh(root)).toBe(true);
    write("lib/engine/a.ts", "// edited", 3000);
    expect(renderWorkerIsFresh(root)).toBe(false);
    write(RENDER_WORKER.bundle, "//", 3000);
    expect(renderWorkerIsFresh(root)).toBe(true);
    rmSync(join(root, "lib/engine/a.ts")); // moved elsewhere by a restructure
    expect(renderWorkerIsFresh(root)).toBe(false);
  });
});
