import { describe, expect, it } from "vitest";
import { readSpritePrompt } from "./read-sprite-prompt";

describe("readSpritePrompt", () => {
  it("infers the asset type from the subject", () => {
    expect(readSpritePrompt("a knight").assetType).toBe("character");
    expect(readSpritePrompt("green slime").assetType).toBe("creature");
    expect(readSpritePrompt("wooden barrel").assetType).toBe("prop");
    expect(readSpritePrompt("iron sword").assetType).toBe("weapon");
    expect(readSpritePrompt("health potion").assetType).toBe("item");
    expect(readSpritePrompt("pirate ship").assetType).toBe("vehicle");
    expect(readSpritePrompt("a pirate with a ship").assetType).toBe("character");
    expect(readSpritePrompt("sailing ship").assetType).toBe("vehicle");
    expect(readSpritePrompt("fire").assetType).toBe("effect");
    expect(readSpritePrompt("forest at sunset").assetType).toBe("background");
    expect(readSpritePrompt("wooden button").assetType).toBe("ui");
  });

  it("lets a type word and the caller override the subject's type", () => {
    const tile = readSpritePrompt("grass tile");
    expect(tile).toMatchObject({ assetType: "tile", assetTypeSource: "word", subject: "grass" });
    expect(readSpritePrompt("stone floor").assetType).toBe("tile");
    const given = readSpritePrompt("sword", "item");
    expect(given).toMatchObject({ assetType: "item", assetTypeSource: "given", subject: "sword" });
    expect(readSpritePrompt("a glorp").assetTypeSource).toBe("default");
  });

  it("prefers strong subjects over elements and materials used as nouns", () => {
    const slime = readSpritePrompt("fire slime");
    expect(slime.subject).toBe("slime");
    expect(slime.elements).toContain("fire");
    expect(readSpritePrompt("crystal sword").subject).toBe("sword");
    expect(readSpritePrompt("crystal sword").materials).toContain("crystal");
    expect(readSpritePrompt("stone golem").subject).toBe("golem");
  });

  it("draws a compound noun's last word, the words before it saying what kind", () => {
    const read = (p: string) => {
      const r = readSpritePrompt(p);
      return [r.subject, r.assetType];
    };
    expect(read("a ghost ship")).toEqual(["ship", "vehicle"]);
    expect(read("a ghost ship at sea")).toEqual(["ship", "vehicle"]);
    expect(read("a sea serpent")).toEqual(["snake", "creature"]);
    expect(read("a horse cart")).toEqual(["cart", "vehicle"]);
    expect(read("a dragon egg")).toEqual(["egg", "item"]);
    expect(read("a space ship")).toEqual(["spaceship", "vehicle"]);
    // A race before a role is the race, wearing the role.
    expect(read("an orc warrior")).toEqual(["orc", "character"]);
    expect(read("a slime king")).toEqual(["slime", "creature"]);
    // Words apart are no compound: "of" and "at" start what the thing holds or where it is.
    expect(read("a quiver of arrows")).toEqual(["quiver", "item"]);
    expect(read("dwarf blacksmith at an anvil")).toEqual(["dwarf", "character"]);
    // A describing word the drawing does not show is reported; one that picks a variant is drawn.
    expect(readSpritePrompt("a ghost ship").unrecognized).toEqual(["ghost"]);
    expect(readSpritePrompt("a ghost pirate ship").unrecognized).toEqual(["ghost"]);
    expect(readSpritePrompt("a pirate ship").unrecognized).toEqual([]);
    // A place before a being says where it lives, which the drawing does not show.
    expect(readSpritePrompt("a sea serpent").unrecognized).toEqual(["sea"]);
    expect(readSpritePrompt("a forest background").unrecognized).toEqual([]);
  });

  it("reads materials, colors with modifiers, moods, traits and details", () => {
    const r = readSpritePrompt("Old wizard in dark blue robes with a golden staff, mysterious");
    expect(r.subject).toBe("wizard");
    expect(r.details).toContain("staff");
    expect(r.materials).toEqual(expect.arrayContaining(["cloth", "gold"]));
    expect(r.colors).toHaveLength(1);
    expect(r.colors[0]!.word).toBe("dark blue");
    expect(r.colors[0]!.hex).toMatch(/^#[0-9a-f]{6}$/);
    expect(r.colors[0]!.hex).not.toBe("#3c6cd0");
    expect(r.colors[0]!.hue).toBeGreaterThan(200);
    expect(r.mood).toEqual(expect.arrayContaining(["ancient", "mysterious"]));
    expect(r.traits).toContain("old");
    expect(r.unrecognized).toEqual([]);
  });

  it("reports neutral colors without a hue", () => {
    const r = readSpritePrompt("white cat");
    expect(r.colors[0]).toMatchObject({ word: "white", hue: null });
  });

  it("reports content words it did not understand, once each, in order", () => {
    const r = readSpritePrompt("a flibbertigibbet knight with a zorp and another zorp");
    expect(r.subject).toBe("knight");
    expect(r.unrecognized).toEqual(["flibbertigibbet", "zorp", "another"]);
  });

  it("understands plurals, phrases, hyphenated view words and sizes", () => {
    const r = readSpritePrompt("two wolves, side-view, 32x32 pixel art, facing left");
    expect(r.subject).toBe("wolf");
    expect(r.view).toEqual({ camera: "side", direction: "west" });
    expect(r.unrecognized).toEqual([]);
    expect(readSpritePrompt("treasure chest").subject).toBe("chest");
    expect(readSpritePrompt("isometric crate").view.camera).toBe("isometric");
    expect(readSpritePrompt("night sky background").timeOfDay).toBe("night");
  });

  it("enforces the prompt length bounds", () => {
    expect(() => readSpritePrompt("ab")).toThrow(RangeError);
    expect(() => readSpritePrompt("  ab  ")).toThrow(RangeError);
    expect(() => readSpritePrompt("x".repeat(1501))).toThrow(RangeError);
    expect(readSpritePrompt(`${"knight ".repeat(214)}`.slice(0, 1500)).subject).toBe("knight");
  });

  it("is deterministic", () => {
    const text = "A cute pink slime with tiny horns, pastel, cheerful";
    expect(readSpritePrompt(text)).toEqual(readSpritePrompt(text));
  });
});
