import { describe, expect, it } from "vitest";
import { generatePalette } from "../palette";
import { readSpritePrompt } from "../prompt";
import { COLOR_WORDS, colorWordOklch, MATERIAL_COLOR_WORDS } from ".";

describe("the one colour lexicon", () => {
  it("gives the sprite reader and the palette planner the same swatch for a word", () => {
    for (const word of ["blue", "red", "purple", "teal", "white", "black", "sky blue", "coral"]) {
      const sprite = readSpritePrompt(`a ${word} slime`).colors[0]?.hex;
      expect(sprite, word).toBe(COLOR_WORDS[word]);
      // A palette whose primary is the word is the palette whose primary is that swatch.
      const byWord = generatePalette({ count: 8, seed: 4, primary: word });
      expect(generatePalette({ count: 8, seed: 4, primary: sprite! }), word).toEqual(byWord);
    }
    // Once two tables: "blue" was #3c6cd0 for sprites and #2e5ad8 for palettes.
    expect(COLOR_WORDS.blue).toBe("#3c6cd0");
  });

  it("reads the words that also name a material as the material in a sprite prompt", () => {
    for (const word of MATERIAL_COLOR_WORDS) {
      const reading = readSpritePrompt(`a ${word} sword`);
      expect(reading.colors, word).toEqual([]);
      expect(reading.materials.length, word).toBe(1);
      const byWord = generatePalette({ count: 8, seed: 4, primary: word });
      expect(generatePalette({ count: 8, seed: 4, primary: COLOR_WORDS[word]! })).toEqual(byWord);
    }
  });

  it("knows the palette's colour names in sprite prompts too", () => {
    const reading = readSpritePrompt("a burgundy and sage slime");
    expect(reading.colors.map((c) => c.word)).toEqual(["burgundy", "sage"]);
    expect(reading.unrecognized).toEqual([]);
  });

  it("has mid-value swatches: no pure white or black, chromatic colours near the middle", () => {
    for (const word of Object.keys(COLOR_WORDS)) {
      const { L, C } = colorWordOklch(word)!;
      expect(L, word).toBeGreaterThan(0.25);
      expect(L, word).toBeLessThan(0.96);
      if (C > 0.12) expect(Math.abs(L - 0.6), word).toBeLessThan(0.3);
    }
  });
});
