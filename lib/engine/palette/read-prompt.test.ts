import { describe, expect, it } from "vitest";
import { describeReading, readPalettePrompt } from "./read-prompt";
import { COLOR_WORDS, MOODS, THEMES } from "./vocabulary";

describe("readPalettePrompt", () => {
  it("reads theme, main color, moods and count", () => {
    expect(readPalettePrompt("Gloomy, muted teal forest with 16 colors")).toEqual({
      theme: "forest",
      primary: "teal",
      colors: ["teal"],
      moods: ["gloomy", "muted"],
      count: 16,
    });
  });

  it("prefers a two-word color over a theme word inside it", () => {
    const reading = readPalettePrompt("forest green knight");
    expect(reading.primary).toBe("forest green");
    expect(reading.theme).toBeNull();
  });

  it("maps synonyms to canonical names", () => {
    const reading = readPalettePrompt("a snowy, peaceful and creepy place");
    expect(reading.theme).toBe("ice");
    expect(reading.moods).toEqual(["serene", "eerie"]);
  });

  it("keeps later colors after the primary, and hex colors count as colors", () => {
    const reading = readPalettePrompt("#FF0044 space with orange and teal");
    expect(reading.primary).toBe("#ff0044");
    expect(reading.colors).toEqual(["#ff0044", "orange", "teal"]);
    expect(reading.theme).toBe("space");
  });

  it("reads counts: explicit ones clamped, bare ones only in range, none from 8-bit or years", () => {
    expect(readPalettePrompt("lava 100 colors").count).toBe(64);
    expect(readPalettePrompt("two tone, 2 colours").count).toBe(4);
    expect(readPalettePrompt("an ocean of 24").count).toBe(24);
    expect(readPalettePrompt("8-bit dungeon").count).toBeNull();
    expect(readPalettePrompt("1990s arcade").count).toBeNull();
    expect(readPalettePrompt("a 3 colour sunset").count).toBe(4);
  });

  it("keeps at most four distinct moods", () => {
    const reading = readPalettePrompt("warm warm cool muted vivid dark bright");
    expect(reading.moods).toEqual(["warm", "cool", "muted", "vivid"]);
  });

  it("only produces names the generator knows", () => {
    const reading = readPalettePrompt("vibrant jungle crimson sad neon 12");
    expect(THEMES[reading.theme!]).toBeDefined();
    expect(COLOR_WORDS[reading.primary!]).toBeDefined();
    for (const mood of reading.moods) expect(MOODS[mood]).toBeDefined();
  });
});

describe("describeReading", () => {
  it("names every part", () => {
    const reading = readPalettePrompt("gloomy muted teal forest 16");
    expect(describeReading(reading)).toBe(
      "theme: forest; main color: teal; moods: gloomy, muted; 16 colors",
    );
  });

  it("says none for what was not read, and the sizes when there is no count", () => {
    expect(describeReading(readPalettePrompt("zzz"))).toBe(
      "theme: none; main color: none; moods: none; sizes 8, 16, 24, 32",
    );
  });

  it("uses the effective count and mentions the other colors", () => {
    const reading = readPalettePrompt("teal and orange, 8 colors");
    expect(describeReading(reading, 32)).toBe(
      "theme: none; main color: teal (with orange); moods: none; 32 colors",
    );
  });
});
