/**
 * A size word is understood only where the drawing shows it: a figure or a four-legged beast
 * is drawn smaller or heavier, a thing big in itself (a greatsword) is drawn as it is; on any
 * other subject the word changes nothing and is reported as not understood.
 */
import { describe, expect, it } from "vitest";
import { readSpritePrompt } from "./read-sprite-prompt";

describe("size words", () => {
  it.each([
    ["a giant rat", "big"],
    ["a little robot", "small"],
    ["a tiny wolf", "small"],
  ] as const)("%s: drawn, so understood", (prompt, trait) => {
    const reading = readSpritePrompt(prompt);
    expect(reading.unrecognized).toEqual([]);
    expect(reading.traits).toContain(trait);
  });

  it.each([
    ["a tiny slime", "tiny"],
    ["a giant spider", "giant"],
    ["a big red potion", "big"],
  ])("%s: nothing draws it, so it is reported", (prompt, word) => {
    const reading = readSpritePrompt(prompt);
    expect(reading.unrecognized).toEqual([word]);
    expect(reading.traits).not.toContain("big");
    expect(reading.traits).not.toContain("small");
  });

  it("a size word agreeing with a thing big in itself names what is drawn", () => {
    expect(readSpritePrompt("a huge greatsword").unrecognized).toEqual([]);
    expect(readSpritePrompt("a tiny greatsword").unrecognized).toEqual(["tiny"]);
  });

  it("keeps the reported words in the order they were written", () => {
    expect(readSpritePrompt("a huge glorbly slime").unrecognized).toEqual(["huge", "glorbly"]);
  });
});
