/**
 * A pose that would tear a figure apart is refused, never shown. A hand-drawn mage whose arms
 * are columns of its robe cheers with the arms its cut-out motions move (the pose tool's guess
 * lifted them away from its body), the hands clear of its hat's brim, and a drawn knight, whose arms are layers with joints,
 * cheers as asked.
 */
import { describe, expect, it } from "vitest";
import { hexToRgb } from "@/lib/engine/color";
import { generateLayered } from "@/lib/engine/generate";
import { readSpritePrompt } from "@/lib/engine/prompt";
import { createImage } from "@/lib/engine/raster";
import { DRAWN_MAGE, paintGrid } from "@/lib/engine/testing";
import { tornApart } from "./restyle-pose-whole";
import { renderTaskTable as task } from "./tasks";

const cheer = (
  source: ReturnType<typeof paintGrid>,
  redraw: Parameters<typeof task.restyleChecked>[0]["redraw"],
) =>
  task.restyleChecked({
    source,
    redraw,
    customPrompt: "cheers with arms raised",
    mode: "pose",
    tier: "normal",
    seed: 7,
    basePalette: null,
    paletteExtras: 4,
  });

describe("a pose keeps the figure in one piece", () => {
  it("lets an imported mage cheer with the arms its cut-out motions move, in one piece", () => {
    const source = paintGrid(DRAWN_MAGE, 64);
    const r = cheer(source, null);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.words.used).toContain("cheers");
    expect(tornApart(source, r.image)).toBe(false);
    // A hand (the skin colour) shows higher than any hand hung at rest: above the face's
    // lowest row, which at rest only the face reaches.
    const skin = hexToRgb(DRAWN_MAGE.colors.s!);
    const skinRows = (image: typeof source) => {
      const rows: number[] = [];
      for (let i = 0; i < image.data.length; i += 4)
        if (skin.every((v, k) => image.data[i + k] === v) && image.data[i + 3])
          rows.push(Math.floor(i / 4 / image.width));
      return rows;
    };
    const skinCols = (image: typeof source, below: number) => {
      const cols: number[] = [];
      for (let i = 0; i < image.data.length; i += 4)
        if (skin.every((v, k) => image.data[i + k] === v) && image.data[i + 3]) {
          if (Math.floor(i / 4 / image.width) < below) cols.push((i / 4) % image.width);
        }
      return cols;
    };
    const faceTop = Math.min(...skinRows(source));
    const faceBottom = faceTop + 3 * 3;
    const face = skinCols(source, faceBottom);
    const raised = skinCols(r.image, faceBottom);
    // Skin above the shoulders reaches past the face's sides: a hand up beside the head.
    expect(Math.min(...raised)).toBeLessThan(Math.min(...face) - 3);
    expect(Math.max(...raised)).toBeGreaterThan(Math.max(...face) + 3);
    // The hands are up at the hat's brim (the drawn row of outline just above the face; the
    // still stands, so the face keeps its rows) or above it, yet clear of it: no skin in the
    // brim's columns or in the art pixel beside either end of it.
    const brimTop = faceTop - 3;
    expect(Math.min(...skinRows(r.image))).toBeLessThanOrEqual(brimTop + 2);
    const brimRow = brimTop + 1;
    const dark = (x: number) => {
      const i = (brimRow * source.width + x) * 4;
      return source.data[i + 3] !== 0 && !skin.every((v, k) => source.data[i + k] === v);
    };
    let [brimLeft, brimRight] = [Math.min(...face), Math.max(...face)];
    while (dark(brimLeft - 1)) brimLeft--;
    while (dark(brimRight + 1)) brimRight++;
    // Skin above the face's top row is a hand's: none of it over the brim or touching its ends.
    const nearBrim = skinCols(r.image, faceTop).filter(
      (x) => x >= brimLeft - 3 && x <= brimRight + 3,
    );
    expect(nearBrim).toEqual([]);
  });

  it("lets a drawn knight cheer: his arms turn at their joints and stay on him", () => {
    const prompt = "a knight with a sword and shield";
    const doc = generateLayered({
      reading: readSpritePrompt(prompt, "character"),
      assetType: "character",
      width: 64,
      height: 64,
      direction: "south",
      camera: "none",
      seed: 7,
    });
    const r = cheer(doc.sprite.image, {
      prompt,
      assetType: "character",
      width: 64,
      height: 64,
      facing: "south",
      camera: "none",
      seed: 7,
    });
    expect(r.ok).toBe(true);
  });

  it("counts a speck-free block moved off the body as a piece torn away", () => {
    const body = createImage(8, 8);
    for (let y = 2; y < 8; y++) for (let x = 2; x < 5; x++) body.data[(y * 8 + x) * 4 + 3] = 255;
    const torn = { ...body, data: body.data.slice() };
    for (let y = 0; y < 2; y++) for (let x = 6; x < 8; x++) torn.data[(y * 8 + x) * 4 + 3] = 255;
    expect(tornApart(body, body)).toBe(false);
    expect(tornApart(body, torn)).toBe(true);
  });
});
