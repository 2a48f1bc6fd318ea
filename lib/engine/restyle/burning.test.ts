/**
 * "Burning" sets the sprite on fire instead of recolouring it: its own pixels keep their colours
 * (only those lit by a flame beside them change), and flame tongues tall enough to see at 1x
 * rise in the air around it. Which pixels were the sprite and which are new is read from the
 * source and the result, never from the code under test.
 */
import { describe, expect, it } from "vitest";
import { lchOf, rgbToOklab } from "../color";
import type { RgbaImage } from "../raster";
import { DRAWN_MAGE, DRAWN_POTION, opaqueAt, paintGrid, sprite } from "../testing";
import { restyleSprite } from ".";

const knight = sprite("knight with sword and shield", 48);

const rgbAt = (img: typeof knight.image, i: number) =>
  [img.data[i * 4]!, img.data[i * 4 + 1]!, img.data[i * 4 + 2]!] as const;

describe("burning", () => {
  const source = knight.image;
  const { width, height } = source;
  const burnt = restyleSprite(source, { customPrompt: "burning", mode: "custom", seed: 5 }).image;
  const added = (x: number, y: number) => {
    const i = y * width + x;
    return opaqueAt(burnt, i) && !opaqueAt(source, i);
  };

  it("keeps the sprite's own colours: all of it still there, most of it exactly as drawn", () => {
    let kept = 0;
    let figure = 0;
    for (let i = 0; i < width * height; i++) {
      if (!opaqueAt(source, i)) continue;
      figure++;
      expect(opaqueAt(burnt, i)).toBe(true);
      if (rgbAt(source, i).every((c, k) => c === rgbAt(burnt, i)[k])) kept++;
    }
    expect(kept / figure).toBeGreaterThan(0.8);
  });

  it("adds warm flame tongues in the air around it, several at least 4 px tall", () => {
    let warm = 0;
    let flames = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (!added(x, y)) continue;
        flames++;
        const c = lchOf(rgbToOklab(rgbAt(burnt, y * width + x)));
        if (c.C >= 0.1 && c.h >= 20 && c.h <= 110) warm++;
      }
    }
    expect(flames).toBeGreaterThan(40);
    expect(warm / flames).toBeGreaterThan(0.9);
    // A tongue: a column of at least 4 added pixels one above the other.
    let tongues = 0;
    for (let x = 0; x < width; x++) {
      let run = 0;
      for (let y = 0; y < height; y++) {
        run = added(x, y) ? run + 1 : 0;
        if (run === 4) tongues++;
      }
    }
    expect(tongues).toBeGreaterThanOrEqual(3);
  });

  it("lava stays a recolour of the whole sprite", () => {
    const lava = restyleSprite(source, { customPrompt: "lava", mode: "custom", seed: 5 }).image;
    let changed = 0;
    let figure = 0;
    for (let i = 0; i < width * height; i++) {
      if (!opaqueAt(source, i)) continue;
      figure++;
      if (rgbAt(source, i).some((c, k) => c !== rgbAt(lava, i)[k])) changed++;
    }
    expect(changed / figure).toBeGreaterThan(0.6);
  });

  it("no flame floats: each touches the figure, on a knight, an elf, a block-drawn potion and mage", () => {
    const subjects: [string, RgbaImage][] = [
      ["knight", source],
      ["elf", sprite("elf archer with a bow", 64).image],
      // Imports read a block a pixel: a faceless one keeps its colours and takes tongues, one
      // with a face takes the fire recolour with its flames.
      ["potion", paintGrid(DRAWN_POTION, 24, 1)],
      ["mage", paintGrid(DRAWN_MAGE, 24, 1)],
    ];
    for (const [name, image] of subjects) {
      const out = restyleSprite(image, { customPrompt: "burning", mode: "custom", seed: 5 }).image;
      const flames = flamesOf(image, out);
      expect(flames.length, name).toBeGreaterThan(0);
      for (const flame of flames) expect(flame.touching, name).toBeGreaterThan(0);
      // A tongue on a figure drawn a pixel a pixel stands on it, not perched on one pixel (a
      // flame on the tip of an elf's ear reads as floating above it).
      if (name !== "potion" && name !== "mage") {
        for (const flame of flames) expect(flame.touching, name).toBeGreaterThanOrEqual(2);
      }
    }
  });
});

/**
 * The flames of `out`: its pixels not in `source`, in groups joined side by side, each with how
 * many of the source figure's pixels it touches side by side.
 */
function flamesOf(source: RgbaImage, out: RgbaImage): { size: number; touching: number }[] {
  const { width, height } = source;
  const added = (i: number) => opaqueAt(out, i) && !opaqueAt(source, i);
  const seen = new Uint8Array(width * height);
  const groups: { size: number; touching: number }[] = [];
  for (let start = 0; start < width * height; start++) {
    if (seen[start] || !added(start)) continue;
    seen[start] = 1;
    const stack = [start];
    const touched = new Set<number>();
    let size = 0;
    while (stack.length > 0) {
      const i = stack.pop()!;
      size++;
      const x = i % width;
      const y = (i - x) / width;
      for (const [nx, ny] of [
        [x + 1, y],
        [x - 1, y],
        [x, y + 1],
        [x, y - 1],
      ] as const) {
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const j = ny * width + nx;
        if (opaqueAt(source, j)) touched.add(j);
        else if (added(j) && !seen[j]) {
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    groups.push({ size, touching: touched.size });
  }
  return groups;
}

describe("burning a block-drawn import", () => {
  // One pixel a drawn pixel, as a job restyles a block-drawn import (a block a pixel).
  const burnt = (grid: typeof DRAWN_MAGE) => {
    const blocks = paintGrid(grid, 24, 1);
    const out = restyleSprite(blocks, { customPrompt: "burning", mode: "custom", seed: 7 }).image;
    return { blocks, out };
  };
  /** Share of the figure's pixels drawn exactly as in the source. */
  const keptShare = (blocks: RgbaImage, out: RgbaImage) => {
    let kept = 0;
    let figure = 0;
    for (let i = 0; i < blocks.width * blocks.height; i++) {
      if (!opaqueAt(blocks, i)) continue;
      figure++;
      if (rgbAt(blocks, i).every((c, k) => c === rgbAt(out, i)[k])) kept++;
    }
    return kept / figure;
  };

  describe("a faceless object (the potion)", () => {
    const { blocks, out } = burnt(DRAWN_POTION);
    const { width, height } = blocks;
    const added = (x: number, y: number) =>
      x >= 0 &&
      y >= 0 &&
      x < width &&
      y < height &&
      opaqueAt(out, y * width + x) &&
      !opaqueAt(blocks, y * width + x);

    it("keeps its own colours: no re-tint away from the flames (not an orange potion)", () => {
      expect(keptShare(blocks, out)).toBeGreaterThan(0.7);
    });

    it("its flames are tongues three blocks wide with a yellow core, not one-block spikes", () => {
      // A row of three added pixels side by side, the middle one yellow.
      let cored = 0;
      for (let y = 0; y < height; y++) {
        for (let x = 1; x < width - 1; x++) {
          if (!added(x - 1, y) || !added(x, y) || !added(x + 1, y)) continue;
          const c = lchOf(rgbToOklab(rgbAt(out, y * width + x)));
          if (c.L > 0.8 && c.h >= 70 && c.h <= 110) cored++;
        }
      }
      expect(cored).toBeGreaterThanOrEqual(2);
    });
  });

  it("a figure with a face (the mage) burns in fire tones, flames rising from its top edges", () => {
    // Beside tongues three blocks wide, a figure this small in its own colours reads as one
    // standing by a fire; re-tinted warm it reads as one on fire.
    const { blocks, out } = burnt(DRAWN_MAGE);
    const { width } = blocks;
    expect(keptShare(blocks, out)).toBeLessThan(0.3);
    let warm = 0;
    let figure = 0;
    for (let i = 0; i < blocks.width * blocks.height; i++) {
      if (!opaqueAt(blocks, i)) continue;
      figure++;
      const c = lchOf(rgbToOklab(rgbAt(out, i)));
      if (c.h >= 15 && c.h <= 100) warm++;
    }
    expect(warm / figure).toBeGreaterThan(0.8);
    // Flames: added pixels above the hat's brim row (the fixture's widest top row), in the air.
    const brimY = blocks.height - DRAWN_MAGE.rows.length - 2 + 4;
    let rising = 0;
    for (let i = 0; i < brimY * width; i++) if (opaqueAt(out, i) && !opaqueAt(blocks, i)) rising++;
    expect(rising).toBeGreaterThanOrEqual(3);
  });
});
