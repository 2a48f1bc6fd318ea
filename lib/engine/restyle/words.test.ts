import { describe, expect, it } from "vitest";
import { contentWords } from "../prompt";
import { createRandom, randomInt } from "../random";
import { sprite } from "../testing";
import { restyleSprite } from ".";

const POOL = [
  "gold",
  "armor",
  "and",
  "a",
  "blue",
  "cape",
  "pink",
  "hair",
  "frozen",
  "burning",
  "raise",
  "arms",
  "with",
  "axe",
  "samurai",
  "cat",
  "blorp",
  "dark",
  "red",
  "boots",
  "the",
  "make",
  "shirt",
  "green",
  "zing",
  "crouching",
  "glowing",
  "eyes",
  "silver",
  "sword",
  "royal",
];

/** Random prompts over a pool mixing part words, colors, presets, poses, items and nonsense. */
function prompts(count: number, seed: number): string[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => {
    const n = randomInt(random, 1, 7);
    return Array.from({ length: n }, () => POOL[randomInt(random, 0, POOL.length - 1)]!).join(" ");
  });
}

describe("restyle: every word accounted for", () => {
  it("puts each content word of any prompt in used or ignored, once", () => {
    const { image, anchors } = sprite("knight with a sword", 32);
    for (const prompt of prompts(60, 5)) {
      if (contentWords(prompt).length === 0) continue;
      const { words } = restyleSprite(image, {
        customPrompt: prompt,
        mode: "custom",
        seed: 1,
        anchors,
      });
      const all = [...words.used, ...words.ignored];
      expect(new Set(all).size, prompt).toBe(all.length);
      expect(all.sort(), prompt).toEqual(contentWords(prompt).sort());
    }
  });
});
