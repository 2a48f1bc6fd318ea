import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodePng, encodePng } from "../codec";
import { ApiError } from "../errors";
import { createRenderPool, type RenderPool } from "./pool";
import { renderTasksOn } from "./render-task";
import { inProcessRunner, type RenderTaskRunner } from "./runner";
import { renderTaskTable } from "./tasks";
import {
  copyImage,
  digest,
  generation,
  onMagenta,
  sources,
  type TaskCase,
  taskCase,
} from "./test-fixtures";
import { ensureRenderWorker } from "./worker-bundle";

const { knight, knightAnchors, sword } = sources();
const magenta = onMagenta(48, [40, 60, 120]);
const empty = { width: 32, height: 32, data: new Uint8ClampedArray(32 * 32 * 4) };

const knightRecipe = {
  prompt: "a knight with a sword",
  assetType: "character" as const,
  width: 64,
  height: 64,
  facing: "south" as const,
  camera: "none" as const,
  seed: 7,
};

/** Every task, and both outcomes of those that can refuse. */
const cases: TaskCase[] = [
  taskCase("generate", "generate", () => ({
    ...generation("a red dragon", "character", 64, 11),
    direction: "west",
  })),
  taskCase("touch-up", "touchUp", () => ({
    source: copyImage(knight),
    region: { x: 8, y: 8, width: 32, height: 32 },
    prompt: "make the armor gold",
    seed: 3,
  })),
  taskCase("rotation, redrawn by the generator", "rotation", () => ({
    source: copyImage(knight),
    seed: 5,
    redraw: knightRecipe,
  })),
  taskCase("rotation, invented", "rotation", () => ({
    source: copyImage(knight),
    seed: 5,
    redraw: null,
  })),
  taskCase("normal map", "normalMap", () => ({
    source: copyImage(knight),
    strength: 1.5,
    flipGreen: true,
  })),
  taskCase("background removal, refined and held to a palette", "removeBackground", () => ({
    source: copyImage(magenta),
    method: "refined",
    palette: ["#000000", "#283c78", "#ffffff"],
  })),
  taskCase("background removal, refused: corners already transparent", "removeBackground", () => ({
    source: copyImage(knight),
    palette: null,
  })),
  taskCase("animation", "animation", () => ({
    source: copyImage(knight),
    preset: "Walk",
    frameCount: 8,
    anchors: knightAnchors,
    seed: 9,
    basePalette: null,
    paletteExtras: 0,
  })),
  taskCase("sprite parts", "spriteParts", () => ({
    source: copyImage(knight),
    redraw: knightRecipe,
  })),
  taskCase("restyle redraw with a trait", "restyleRedraw", () => ({
    source: copyImage(knight),
    redraw: knightRecipe,
    traits: ["bearded"],
  })),
  taskCase("layered drawing of a generation as drawn", "layeredDoc", () => ({
    source: copyImage(knight),
    redraw: knightRecipe,
  })),
  taskCase("an edit carried into the layers", "carryEdit", () => {
    const doc = renderTaskTable.generate(
      generation("a knight with a sword", "character", 64, 7),
    ).layered;
    const after = copyImage(knight);
    after.data.set([255, 0, 255, 255], (32 * 64 + 32) * 4);
    return { doc, before: copyImage(knight), after };
  }),
  taskCase("layer pictures", "layerPictures", () => ({
    doc: renderTaskTable.generate(generation("a knight with a sword", "character", 64, 7)).layered,
  })),
  taskCase("restyle", "restyle", () => ({
    source: copyImage(knight),
    preset: "fire",
    seed: 4,
    basePalette: ["#000000", "#ff4400", "#ffcc00"],
    paletteExtras: 16,
  })),
  taskCase("restyle made and checked, a sentence weighed word by word", "restyleChecked", () => ({
    source: copyImage(knight),
    redraw: knightRecipe,
    customPrompt: "frozen in ice with a blue cape",
    mode: "custom",
    tier: "normal",
    seed: 4,
    basePalette: null,
    paletteExtras: 12,
  })),
  taskCase("combine", "combine", () => ({
    base: copyImage(knight),
    item: copyImage(sword),
    prompt: "in the right hand",
    baseAnchors: knightAnchors,
    seed: 1,
    basePalette: null,
    itemPalette: null,
    paletteExtras: 4,
  })),
  taskCase("combine, refused: no item in the second sprite", "combine", () => ({
    base: copyImage(knight),
    item: copyImage(empty),
    prompt: "in the right hand",
    seed: 1,
    basePalette: null,
    itemPalette: null,
    paletteExtras: 4,
  })),
];

const never = new AbortController().signal;
let pool: RenderPool;
beforeAll(async () => {
  pool = createRenderPool(await ensureRenderWorker(), 2);
});
afterAll(() => pool.close());

const callOn =
  (runner: RenderTaskRunner) =>
  <N extends keyof typeof renderTaskTable>(
    name: N,
    params: Parameters<(typeof renderTaskTable)[N]>[0],
  ) =>
    runner.run(name, params, never);

describe("render tasks in the pool", () => {
  it("cover every task of the table", () => {
    expect(new Set(cases.map((c) => c.name))).toEqual(new Set(Object.keys(renderTaskTable)));
  });

  it.each(cases.map((c) => [c.label, c] as const))(
    "%s: byte-identical through the pool and in this process",
    async (_, task) => {
      const local = digest(await task.run(callOn(inProcessRunner)));
      const pooled = digest(await task.run(callOn(pool)));
      expect(pooled).toEqual(local);
    },
  );

  it("carry refusals as data", async () => {
    const refused = await pool.run(
      "removeBackground",
      { source: copyImage(knight), palette: null },
      never,
    );
    expect(refused).toEqual({ ok: false, refusal: "transparent-corners" });
    const noItem = await pool.run(
      "combine",
      {
        base: copyImage(knight),
        item: copyImage(empty),
        prompt: "on the back",
        seed: 1,
        basePalette: null,
        itemPalette: null,
        paletteExtras: 0,
      },
      never,
    );
    expect(noItem).toEqual({ ok: false, refusal: "no-item" });
    const keyed = await pool.run(
      "removeBackground",
      { source: copyImage(magenta), palette: null },
      never,
    );
    expect(keyed).toMatchObject({ ok: true, matteHex: "#ff00ff" });
  });

  it("move the params' pixel buffers to the thread and the result's back", async () => {
    const source = copyImage(knight);
    const result = await pool.run("normalMap", { source }, never);
    expect(source.data.byteLength).toBe(0); // detached: the bytes went to the thread
    expect(result.data.byteLength).toBe(64 * 64 * 4);
    expect(result.data.buffer.byteLength).toBe(64 * 64 * 4);

    // A view into a larger buffer is copied, never moved: the rest of the buffer is the caller's.
    const shared = new ArrayBuffer(16 + knight.data.byteLength);
    const view = new Uint8ClampedArray(shared, 16, knight.data.byteLength);
    view.set(knight.data);
    await pool.run("normalMap", { source: { width: 64, height: 64, data: view } }, never);
    expect(view.byteLength).toBe(knight.data.byteLength);

    // Pixels sharp decoded live in memory it owns, which cannot be moved: they are copied.
    const decoded = await decodePng(await encodePng(knight));
    const fromSharp = await pool.run("normalMap", { source: decoded }, never);
    expect(digest(fromSharp)).toEqual(
      digest(renderTaskTable.normalMap({ source: copyImage(knight) })),
    );

    // In this process nothing is moved or copied.
    const kept = copyImage(knight);
    await inProcessRunner.run("normalMap", { source: kept }, never);
    expect(kept.data.byteLength).toBe(64 * 64 * 4);
  });
});

describe("a failed render", () => {
  it("is 500 provider_failure, in the pool and in this process", async () => {
    for (const runner of [pool, inProcessRunner]) {
      const renderTask = renderTasksOn(runner, 30_000);
      // The engine refuses an odd frame count with a RangeError.
      const failure = await renderTask("animation", {
        source: copyImage(knight),
        preset: "Walk",
        frameCount: 3,
        seed: 1,
        basePalette: null,
        paletteExtras: 0,
      }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ code: "provider_failure", status: 500 });
      expect((failure as ApiError).message).toMatch(/animation could not be drawn/);
    }
  });

  it("past the time limit is stopped with its thread, and the pool serves the next", async () => {
    const single = createRenderPool(await ensureRenderWorker(), 1);
    try {
      const generous = renderTasksOn(single, 60_000);
      const expected = digest(renderTaskTable.generate(generation("a slime", "character", 48, 2)));
      // A warm thread takes the next task at once, so the limit below stops it while it runs.
      await generous("generate", generation("a slime", "character", 48, 2));
      expect(single.liveThreads()).toBe(1);

      const hasty = renderTasksOn(single, 5);
      const big = renderTaskTable.generate(
        generation("a knight with a sword", "character", 256, 7),
      );
      // Five redraws at 256 px: far longer than the 5 ms limit on any machine.
      const stopped = await hasty("rotation", {
        source: big.image,
        seed: 1,
        redraw: { ...knightRecipe, width: 256, height: 256 },
      }).catch((error: unknown) => error);
      expect(stopped).toBeInstanceOf(ApiError);
      expect(stopped).toMatchObject({ code: "provider_failure", status: 500 });
      expect((stopped as ApiError).message).toMatch(
        /rotation took longer than 0.005 s and was stopped/,
      );
      expect(single.liveThreads()).toBe(0);

      const next = await generous("generate", generation("a slime", "character", 48, 2));
      expect(digest(next)).toEqual(expected);
      expect(single.liveThreads()).toBe(1);
    } finally {
      await single.close();
    }
  });

  it("after the pool closed fails without starting a thread", async () => {
    const closing = createRenderPool(await ensureRenderWorker(), 1);
    await renderTasksOn(closing, 30_000)("generate", generation("a slime", "character", 32, 1));
    await closing.close();
    expect(closing.liveThreads()).toBe(0);
    const late = await renderTasksOn(closing, 30_000)(
      "generate",
      generation("a slime", "character", 32, 1),
    ).catch((error: unknown) => error);
    expect(late).toMatchObject({ code: "provider_failure" });
    expect(closing.liveThreads()).toBe(0);
  });
});
