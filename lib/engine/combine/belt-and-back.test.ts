/**
 * Where a combine hangs a torch at the belt, slings a bow on the back and hangs a cape apart from
 * the robe it falls behind, judged on the pixels
 * it changed, with the figure's rows taken from how the fixture was drawn (the mage) or from
 * the drawn sprite's own silhouette (the wizard), never from the combine.
 */
import { describe, expect, it } from "vitest";
import { generateSprite } from "../generate";
import { readSpritePrompt } from "../prompt";
import { labelComponents, type RgbaImage } from "../raster";
import { hexToRgb, oklabDistanceSquared, rgbToOklab } from "../color";
import { DRAWN_CAPE, DRAWN_MAGE, paintGrid, sprite } from "../testing";
import { combineSprites } from ".";

const SIZE = 64;

/** Rows of `after` where a pixel differs from `before`: first and last. */
function changedRows(before: RgbaImage, after: RgbaImage): { top: number; bottom: number } {
  let top = -1;
  let bottom = -1;
  for (let i = 0; i < SIZE * SIZE; i++) {
    const same = [0, 1, 2, 3].every((k) => before.data[i * 4 + k] === after.data[i * 4 + k]);
    if (same) continue;
    const y = Math.floor(i / SIZE);
    if (top < 0) top = y;
    bottom = y;
  }
  return { top, bottom };
}

describe("a torch at the belt and a bow on the back", () => {
  it("the mage's torch is tucked at his belt: nothing of it beside his eyes or hat", () => {
    const base = paintGrid(DRAWN_MAGE, SIZE, 3);
    const torch = sprite("torch", SIZE, "item");
    const out = combineSprites(base, torch.image, {
      prompt: "at the belt",
      itemName: "torch",
      itemAnchors: torch.anchors,
      seed: 1,
    });
    // The fixture's rows 0..4 are his hat, 5..7 his face (eyes on row 6), 8 his robe's first.
    const oy = SIZE - DRAWN_MAGE.rows.length * 3 - 2;
    const rows = changedRows(base, out.image);
    expect(rows.top).toBeGreaterThanOrEqual(oy + 7 * 3);
  });

  it("the mage's torch hangs at his belt: its flame under his shoulders, its handle above his soles", () => {
    const base = paintGrid(DRAWN_MAGE, SIZE, 3);
    const torch = sprite("torch", SIZE, "item");
    const out = combineSprites(base, torch.image, {
      prompt: "at the belt",
      itemName: "torch",
      itemAnchors: torch.anchors,
      seed: 1,
    });
    // The fixture's row 8 is his shoulders (the torch's outline may touch it), 9 his chest,
    // 15 his soles (the last): the torch hangs above them, not down to the ground.
    const oy = SIZE - DRAWN_MAGE.rows.length * 3 - 2;
    const rows = changedRows(base, out.image);
    expect(rows.top).toBeGreaterThanOrEqual(oy + 8 * 3);
    expect(rows.bottom).toBeLessThan(oy + 15 * 3);
  });

  it("a red cape on the red-robed mage shows in a cloth apart from his robe", () => {
    const base = paintGrid(DRAWN_MAGE, SIZE, 3);
    const out = combineSprites(base, paintGrid(DRAWN_CAPE, SIZE, 3), {
      prompt: "on his back",
      itemName: "cape",
      seed: 1,
    });
    // The cape's cloth: the commonest colour drawn where the mage had no pixel, outline aside.
    const counts = new Map<string, number>();
    for (let i = 0; i < SIZE * SIZE; i++) {
      if (base.data[i * 4 + 3] || !out.image.data[i * 4 + 3]) continue;
      const rgb = [0, 1, 2].map((k) => out.image.data[i * 4 + k]!) as [number, number, number];
      if (rgbToOklab(rgb).L < 0.3) continue;
      counts.set(rgb.join(","), (counts.get(rgb.join(",")) ?? 0) + 1);
    }
    const cloth = [...counts]
      .sort((a, b) => b[1] - a[1])[0]![0]
      .split(",")
      .map(Number);
    const robe = rgbToOklab(hexToRgb(DRAWN_MAGE.colors.r!));
    const apart = oklabDistanceSquared(rgbToOklab(cloth as [number, number, number]), robe);
    expect(Math.sqrt(apart)).toBeGreaterThanOrEqual(0.09);
  });

  it("a bow slung on the wizard's back shows over less than half his height", () => {
    const reading = readSpritePrompt("an old wizard with a staff", "character");
    const wizard = generateSprite({
      reading,
      assetType: "character",
      width: SIZE,
      height: SIZE,
      direction: "east",
      camera: "none",
      seed: 7,
    });
    const bow = sprite("wooden bow", SIZE, "weapon");
    const out = combineSprites(wizard.image, bow.image, {
      prompt: "on his back",
      itemName: "wooden bow",
      baseAnchors: wizard.anchors,
      itemAnchors: bow.anchors,
      seed: 1,
    });
    let top = -1;
    let bottom = -1;
    for (let i = 0; i < SIZE * SIZE; i++) {
      if (!wizard.image.data[i * 4 + 3]) continue;
      if (top < 0) top = Math.floor(i / SIZE);
      bottom = Math.floor(i / SIZE);
    }
    const rows = changedRows(wizard.image, out.image);
    // What shows of it beside him spans under half of his height (slung from the hips up to
    // behind the shoulder), where a bow his own size spanned more than half. (It stands a pixel
    // off his back so its string shows, and a row more of its top shows above his shoulder.)
    expect(rows.bottom - rows.top + 1).toBeLessThan(0.5 * (bottom - top + 1));
  });

  it("a bow slung on the wizard's back leaves no speck of its string floating beside him", () => {
    const reading = readSpritePrompt("an old wizard with a staff", "character");
    const wizard = generateSprite({
      reading,
      assetType: "character",
      width: SIZE,
      height: SIZE,
      direction: "east",
      camera: "none",
      seed: 7,
    });
    const bow = sprite("wooden bow", SIZE, "weapon", 7);
    const out = combineSprites(wizard.image, bow.image, {
      prompt: "on his back",
      itemName: "wooden bow",
      baseAnchors: wizard.anchors,
      itemAnchors: bow.anchors,
      seed: 7,
    });
    // Pieces of the picture (touching at a corner joins them) of a few pixels: none there
    // before, so none may come with the bow.
    const specks = (image: RgbaImage) =>
      labelComponents(SIZE, SIZE, (i) => image.data[i * 4 + 3]! > 0, 8).sizes.filter((n) => n <= 3)
        .length;
    expect(specks(wizard.image)).toBe(0);
    expect(changedRows(wizard.image, out.image).top).toBeGreaterThanOrEqual(0);
    expect(specks(out.image)).toBe(0);
  });
});
