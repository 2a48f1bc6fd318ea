import { describe, expect, it } from "vitest";
import { PART_WORDS } from "./attributes";
import { partColors } from "./part-colors";
import { readSpritePrompt } from "./read-sprite-prompt";

const hueOf = (paint: { color: { h: number } } | undefined) => Math.round(paint?.color.h ?? -1);

describe("partColors with colors asked after drawing", () => {
  it("gives the asked color its spot and keeps the prompt's own color off the loose list", () => {
    const reading = readSpritePrompt("a knight with a red cape and a green tunic", "character");
    const plain = partColors(reading, PART_WORDS, (b) => b.part);
    const asked = partColors(
      { ...reading, partColorsAsked: "blue cape" },
      PART_WORDS,
      (b) => b.part,
    );
    const blue = partColors(readSpritePrompt("blue cape", "character"), PART_WORDS, (b) => b.part);
    // The cape takes the asked blue, not the prompt's red.
    expect(hueOf(asked.bound.cape)).toBe(hueOf(blue.bound.cape));
    expect(hueOf(asked.bound.cape)).not.toBe(hueOf(plain.bound.cape));
    // The loose colors are exactly as without the ask: "red" stays spent on the cape.
    expect(asked.loose).toEqual(plain.loose);
    expect(asked.loose.map((n) => reading.colors[n]!.word)).not.toContain("red");
  });

  it("changes nothing without an ask", () => {
    const reading = readSpritePrompt("pink hair and a blue dress", "character");
    expect(partColors({ ...reading, partColorsAsked: "" }, PART_WORDS, (b) => b.part)).toEqual(
      partColors(reading, PART_WORDS, (b) => b.part),
    );
  });
});
