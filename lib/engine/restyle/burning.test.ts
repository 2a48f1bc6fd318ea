/**
 * "Burning" sets the sprite on fire instead of recolouring it: its own pixels keep their colours
 * (only those lit by a flame beside them change), and flame tongues tall enough to see at 1x
 * rise in the air around it. Which pixels were the sprite and which are new is read from the
 * source and the result, never from the code under test.
 */
import { describe, expect, it } from "vitest";
import { lchOf, rgbToOklab } from "../color";
import { opaqueAt, sprite } from "../testing";
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
});
