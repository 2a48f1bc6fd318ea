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

  it("no flame floats: each touches the figure, on a knight, an elf and a block-drawn potion", () => {
    const subjects: [string, RgbaImage][] = [
      ["knight", source],
      ["elf", sprite("elf archer with a bow", 64).image],
      // An import read a block a pixel: the fire recolour with its tongues.
      ["potion", paintGrid(DRAWN_POTION, 24, 1)],
    ];
    for (const [name, image] of subjects) {
      const out = restyleSprite(image, { customPrompt: "burning", mode: "custom", seed: 5 }).image;
      const flames = flamesOf(image, out);
      expect(flames.length, name).toBeGreaterThan(0);
      for (const flame of flames) expect(flame.touching, name).toBeGreaterThan(0);
      // A tongue on a figure drawn a pixel a pixel stands on it, not perched on one pixel (a
      // flame on the tip of an elf's ear reads as floating above it).
      if (name !== "potion") {
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

describe("burning a block-drawn mage", () => {
  // The mage one pixel a drawn pixel, as a job restyles a block-drawn import (a block a pixel).
  const blocks = paintGrid(DRAWN_MAGE, 21, 1);
  const burnt = restyleSprite(blocks, { customPrompt: "burning", mode: "custom", seed: 7 }).image;
  const { width, height } = blocks;
  const added = (x: number, y: number) =>
    x >= 0 &&
    y >= 0 &&
    x < width &&
    y < height &&
    opaqueAt(burnt, y * width + x) &&
    !opaqueAt(blocks, y * width + x);

  it("keeps its own colours: no re-tint of the figure away from the flames", () => {
    let kept = 0;
    let figure = 0;
    for (let i = 0; i < width * height; i++) {
      if (!opaqueAt(blocks, i)) continue;
      figure++;
      if (rgbAt(blocks, i).every((c, k) => c === rgbAt(burnt, i)[k])) kept++;
    }
    expect(kept / figure).toBeGreaterThan(0.7);
  });

  it("its flames are tongues three blocks wide with a yellow core, not one-block spikes", () => {
    // A row of three added pixels side by side, the middle one yellow.
    let cored = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 1; x < width - 1; x++) {
        if (!added(x - 1, y) || !added(x, y) || !added(x + 1, y)) continue;
        const c = lchOf(rgbToOklab(rgbAt(burnt, y * width + x)));
        if (c.L > 0.8 && c.h >= 70 && c.h <= 110) cored++;
      }
    }
    expect(cored).toBeGreaterThanOrEqual(2);
  });
});
