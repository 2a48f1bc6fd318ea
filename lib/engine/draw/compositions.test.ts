import { describe, expect, it } from "vitest";
import { type AssetType, readSpritePrompt } from "../prompt";
import { drawLayered, drawSprite, type SpriteRequest } from ".";

function request(prompt: string, type?: AssetType): SpriteRequest {
  const reading = readSpritePrompt(prompt, type);
  return {
    reading,
    assetType: type ?? reading.assetType,
    width: 64,
    height: 64,
    direction: "none",
    camera: "none",
    seed: 5,
  };
}

const itemLayer = (prompt: string) =>
  drawLayered(request(prompt)).layers.find((l) => l.role === "item" && l.width > 0);

describe("X holding Y: any held thing in the registry", () => {
  it.each(["torch", "lantern", "potion", "key", "book", "bomb", "scroll", "candle"])(
    "a villager holding a %s holds it in a hand",
    (thing) => {
      const layer = itemLayer(`a villager holding a ${thing}`);
      expect(layer?.kind).toBe(thing);
      // Sized to the figure: a visible thing, well short of the whole height.
      expect(layer!.height).toBeGreaterThanOrEqual(6);
      expect(layer!.height).toBeLessThan(40);
    },
  );

  it("a villager holds nothing unless asked", () => {
    expect(itemLayer("a villager")).toBeUndefined();
  });

  it("a held thing named replaces the subject's usual weapon; a weapon named wins", () => {
    expect(itemLayer("a knight")?.kind).toBe("sword");
    expect(itemLayer("a knight holding a torch")?.kind).toBe("torch");
    expect(itemLayer("a knight with a torch and an axe")?.kind).toBe("axe");
  });

  it("the torch burns above the hand that holds it", () => {
    const doc = drawLayered(request("a villager holding a torch"));
    const item = doc.layers.find((l) => l.role === "item")!;
    // The joint is the hand; most of a torch (stick and flame) rises above it.
    expect(item.y).toBeLessThan(item.joint.y - item.height / 2);
  });
});

describe("a Y made of Z: through the material lexicon", () => {
  it.each([
    ["a sword made of gold", "a golden sword", "a sword", "weapon"],
    ["a chair made of bone", "a bone chair", "a chair", "prop"],
    ["a crown made of ice", "an icy crown", "a crown", "item"],
  ] as const)("%s is drawn as %s, not as %s", (madeOf, adjective, plain, type) => {
    const a = drawSprite(request(madeOf, type)).image.data;
    expect(readSpritePrompt(madeOf).unrecognized).toEqual([]);
    expect(
      Buffer.from(a).equals(Buffer.from(drawSprite(request(adjective, type)).image.data)),
    ).toBe(true);
    expect(Buffer.from(a).equals(Buffer.from(drawSprite(request(plain, type)).image.data))).toBe(
      false,
    );
  });
});
