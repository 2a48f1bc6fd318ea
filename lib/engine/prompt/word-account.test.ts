import { describe, expect, it } from "vitest";
import { readSpritePrompt } from "./read-sprite-prompt";
import { accountFromUnrecognized, accountWords, contentWords } from "./word-account";

const PROMPTS = [
  "samurai cat",
  "a knight with gold armor and a blue cape",
  "pink hair and a green shirt",
  "blorpy zing wizard with 3 glowing runes",
  "the the a an",
  "Knight's SWORD, knight's shield!",
];

describe("word accounting", () => {
  it("puts every content word in exactly one list, once, and nothing else", () => {
    for (const prompt of PROMPTS) {
      const words = contentWords(prompt);
      const odd = new Set(words.filter((_, i) => i % 2 === 1));
      const { used, ignored } = accountWords(prompt, (w) => odd.has(w));
      expect([...used, ...ignored].sort(), prompt).toEqual([...words].sort());
      for (const w of used) expect(ignored.includes(w), `${prompt}: ${w}`).toBe(false);
    }
  });

  it("leaves grammar words and numbers out", () => {
    expect(contentWords("a knight with 3 swords and the cape")).toEqual([
      "knight",
      "swords",
      "cape",
    ]);
    expect(contentWords("the the a an")).toEqual([]);
  });

  it("accounts for every word of a generation prompt: 'samurai cat' keeps 'cat'", () => {
    for (const prompt of PROMPTS) {
      const reading = readSpritePrompt(prompt);
      const { used, ignored } = accountFromUnrecognized(prompt, reading.unrecognized);
      for (const w of contentWords(prompt)) {
        expect(used.includes(w) || ignored.includes(w), `${prompt}: ${w}`).toBe(true);
      }
      for (const w of reading.unrecognized) {
        if (contentWords(prompt).includes(w)) expect(ignored, prompt).toContain(w);
      }
    }
    const cat = accountFromUnrecognized(
      "samurai cat",
      readSpritePrompt("samurai cat").unrecognized,
    );
    expect([...cat.used, ...cat.ignored]).toContain("cat");
  });
});
