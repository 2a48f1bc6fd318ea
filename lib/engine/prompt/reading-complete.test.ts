import { describe, expect, it } from "vitest";
import { tokenize } from "./edit-words";
import { readSpritePrompt, type SpritePromptReading } from "./read-sprite-prompt";
import { contentWords } from "./word-account";

/** Twenty varied generation prompts: subjects, second subjects, parts, colors, moods, noise. */
const PROMPTS = [
  "samurai cat",
  "a knight with gold armor and a blue cape",
  "a girl with pink hair and a green shirt",
  "blorpy zing wizard with 3 glowing runes",
  "spooky haunted house at night",
  "a dragon with red wings and gold horns",
  "wooden barrel full of apples",
  "cute green slime, front view",
  "health potion in a glass bottle",
  "an old bearded dwarf holding an axe",
  "ice crystal sword with a leather grip",
  "grass tile with little flowers",
  "a pirate ship on stormy seas",
  "fire effect burning brightly",
  "a cyberpunk robot with neon visor",
  "fluffy white sheep grazing",
  "stone castle wall with a torch",
  "dark red hooded rogue with two daggers",
  "ui panel, wooden frame, golden corners",
  "a cowboy hat on a cactus",
];

/** Everything a reading holds, as words: subject, details, colors, materials, moods and more. */
function readItems(reading: SpritePromptReading): string[] {
  return [
    ...(reading.subject ? [reading.subject] : []),
    ...reading.details,
    ...reading.colors.map((c) => c.word),
    ...reading.materials,
    ...reading.mood,
    ...reading.elements,
    ...reading.traits,
    ...(reading.timeOfDay ? [reading.timeOfDay] : []),
    ...(reading.view.camera ? [reading.view.camera] : []),
    ...(reading.view.direction ? [reading.view.direction] : []),
    ...(reading.assetTypeSource === "word" ? [reading.assetType] : []),
  ];
}

/**
 * True when some run of up to three words around `at` is read on its own into things the whole
 * prompt's reading also holds: the word was read, and what it said was kept.
 */
function readAndKept(tokens: readonly string[], at: number, whole: SpritePromptReading): boolean {
  const kept = new Set(readItems(whole));
  for (let start = Math.max(0, at - 2); start <= at; start++) {
    for (let end = at + 1; end <= Math.min(tokens.length, start + 3); end++) {
      const text = tokens.slice(start, end).join(" ");
      // The reader takes three characters or more: "ui" is read with its neighbour.
      if (text.length < 3) continue;
      const window = readSpritePrompt(text);
      const items = readItems(window);
      if (window.unrecognized.includes(tokens[at]!) || items.length === 0) continue;
      if (items.every((item) => kept.has(item))) return true;
    }
  }
  return false;
}

describe("a generation prompt's reading drops no word", () => {
  it.each(PROMPTS)("every content word of %j is read and kept, or unrecognized", (prompt) => {
    const whole = readSpritePrompt(prompt);
    const tokens = tokenize(prompt);
    for (const word of contentWords(prompt)) {
      if (whole.unrecognized.includes(word)) continue;
      const at = tokens.indexOf(word);
      expect(readAndKept(tokens, at, whole), `${prompt}: "${word}"`).toBe(true);
    }
  });

  it("samurai cat: the cat is a second subject in the reading, not dropped", () => {
    const reading = readSpritePrompt("samurai cat");
    expect([reading.subject, ...reading.details, ...reading.unrecognized]).toContain("cat");
  });
});
