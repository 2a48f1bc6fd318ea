import { describe, expect, it } from "vitest";
import { readSpritePrompt } from ".";

describe("near subjects: drawn as the nearest, and said so", () => {
  it.each([
    ["a bigfoot", "troll", "bigfoot"],
    ["a newt", "lizard", "newt"],
    ["a lumberjack with an axe", "villager", "lumberjack"],
    ["a deep canyon", "mountains", "canyon"],
    ["a minotaur with an axe", "troll", "minotaur"],
    ["a cyclops", "troll", "cyclops"],
    // Animals the engine draws no shape of their own for: the nearest, never passed off as them.
    ["a leopard", "lion", "leopard"],
    ["a panther", "cat", "panther"],
    ["an orca", "whale", "orca"],
    ["a moth", "butterfly", "moth"],
    ["a slug", "snail", "slug"],
    ["a fly", "bee", "fly"],
    ["a mammoth", "elephant", "mammoth"],
    ["a centipede", "worm", "centipede"],
  ])("%s is drawn as %s", (prompt, drawn, asked) => {
    const r = readSpritePrompt(prompt);
    expect(r.subject).toBe(drawn);
    expect(r.substituted).toEqual({ asked, drawn });
    expect(r.unrecognized).toEqual([]);
    expect(r.missingSubject).toBeUndefined();
  });

  it("a near animal takes the colour that tells it apart from what it is drawn as", () => {
    expect(readSpritePrompt("a panther").prompt).toBe("a panther with black fur");
    expect(readSpritePrompt("a leopard").colors.map((c) => c.word)).toEqual(["yellow"]);
  });

  it("a minotaur is a troll with a bull's horns and brown hide", () => {
    const r = readSpritePrompt("a minotaur with an axe");
    expect(r.details).toContain("horns");
    expect(r.colors.map((c) => c.word)).toEqual(["brown"]);
  });

  it("lends the near word's look only when the prompt names no colour", () => {
    expect(readSpritePrompt("a bigfoot").prompt).toBe("a bigfoot with brown skin");
    expect(readSpritePrompt("a blue bigfoot").prompt).toBe("a blue bigfoot");
    expect(readSpritePrompt("a bigfoot").colors.map((c) => c.word)).toEqual(["brown"]);
    expect(readSpritePrompt("a blue bigfoot").colors.map((c) => c.word)).toEqual(["blue"]);
  });

  it("a subject drawn as itself is no substitution (a hot air balloon, an axolotl, a crossbow)", () => {
    for (const prompt of ["a hot air balloon", "a cute pink axolotl", "a crossbow", "a mimic"]) {
      expect(readSpritePrompt(prompt).substituted, prompt).toBeUndefined();
    }
  });

  it("no substitution when the subject is named itself", () => {
    expect(readSpritePrompt("a troll").substituted).toBeUndefined();
    // The dwarf is named; the blacksmith only describes him.
    expect(readSpritePrompt("dwarf blacksmith at an anvil").substituted).toBeUndefined();
    expect(readSpritePrompt("dwarf blacksmith at an anvil").subject).toBe("dwarf");
    expect(readSpritePrompt("a knight with a crossbow").substituted).toBeUndefined();
  });
});

describe("what cannot be drawn is named, never replaced", () => {
  it.each([
    ["a glorbnax", ["glorbnax"]],
    ["a flibbertigibbet with neon goggles", ["flibbertigibbet"]],
    ["a glorbnax with a sword", ["glorbnax"]],
    ["a glorbnax holding a torch", ["glorbnax"]],
  ])("%s: missing %j", (prompt, words) => {
    expect(readSpritePrompt(prompt).missingSubject).toEqual(words);
  });

  it.each([
    "a knight with a glorbnax",
    "a knight",
    "a red one",
    "samurai cat",
    "sprite sheet of a knight",
    "a steampunk airship",
  ])("%s names its subject", (prompt) => {
    expect(readSpritePrompt(prompt).missingSubject).toBeUndefined();
  });
});

describe("variants are read from the prompt's words, not by the drawers", () => {
  it.each([
    ["a pirate ship", "ship", "pirate"],
    ["a ship with a jolly roger", "ship", "pirate"],
    ["a sailing ship", "ship", null],
    ["a zeppelin", "airplane", "airship"],
    ["a biplane", "airplane", null],
    ["iron street lamp post", "lantern", "lamp post"],
    ["brass lantern", "lantern", null],
    ["a tall pine tree", "tree", "pine"],
    ["a tree on fire", "tree", null],
    ["a great white shark", "fish", "shark"],
    ["a burning urn", "pot", "vase"],
  ])("%s: %s, variant %s", (prompt, subject, variant) => {
    const r = readSpritePrompt(prompt);
    expect(r.subject).toBe(subject);
    expect(r.variant).toBe(variant);
  });

  it("grass with flowers is the flowers variant when asked for as a tile", () => {
    expect(readSpritePrompt("grass with flowers", "tile").variant).toBe("flowers");
    expect(readSpritePrompt("grass", "tile").variant).toBeNull();
  });
});
