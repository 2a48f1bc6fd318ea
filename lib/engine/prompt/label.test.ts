import { describe, expect, it } from "vitest";
import { labelText, readLabel } from "./label";
import { readSpritePrompt } from "./read-sprite-prompt";

describe("labels in prompts", () => {
  it("reads quoted and named labels in capitals", () => {
    expect(readLabel("a stone button labelled START")).toBe("START");
    expect(readLabel('a wooden panel with the text "game over"')).toBe("GAME OVER");
    expect(readLabel("a sign reading INN")).toBe("INN");
    expect(readLabel("a knight's shield")).toBeNull();
    expect(labelText("a stone button")).toBe("");
  });

  it.each([
    ["a stone button labelled START", ["labelled", "start"]],
    ['a wooden sign reading "INN"', ["reading", "inn"]],
    ['a wooden panel with the text "GAME OVER"', ["text", "game", "over"]],
  ])("the words of a label are understood, not reported unknown: %s", (prompt, words) => {
    const { unrecognized } = readSpritePrompt(prompt);
    for (const word of words) expect(unrecognized).not.toContain(word);
  });

  it("still reports unknown words outside the label", () => {
    expect(readSpritePrompt("a glorbish button labelled GO").unrecognized).toEqual(["glorbish"]);
    // Without a label, the same words are unknown.
    expect(readSpritePrompt("a button start").unrecognized).toContain("start");
  });

  it("reads a lamp post as one subject", () => {
    const reading = readSpritePrompt("iron street lamp post");
    expect(reading.subject).toBe("lantern");
    expect(reading.unrecognized).toEqual([]);
  });
});
