/**
 * A pose that would tear a figure apart is refused, never shown: a hand-drawn mage whose arms
 * are columns of its robe cannot lift them (they came away and floated beside its hat), while
 * a drawn knight, whose arms are layers with joints, cheers as asked.
 */
import { describe, expect, it } from "vitest";
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
  it("refuses to lift an imported mage's arms out of its robe, naming the pose words", () => {
    const r = cheer(paintGrid(DRAWN_MAGE, 64), null);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.refusal.words).toContain("cheers");
    expect(r.refusal.message).toMatch(/tear/);
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
