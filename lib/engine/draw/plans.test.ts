import { describe, expect, it } from "vitest";
import { type AssetType, readSpritePrompt } from "../prompt";
import { opaqueBounds } from "../raster";
import { BODY_PLANS, drawSprite, type GeneratedSprite } from ".";

function draw(
  prompt: string,
  type?: AssetType,
  seed = 1,
  width = 64,
  height = 64,
): GeneratedSprite {
  const reading = readSpritePrompt(prompt, type);
  return drawSprite({
    reading,
    assetType: type ?? reading.assetType,
    width,
    height,
    direction: "none",
    camera: "none",
    seed,
  });
}

describe("body-plan registry", () => {
  it("has unique plan names and non-empty parts and variant lists", () => {
    const names = BODY_PLANS.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    for (const plan of BODY_PLANS) {
      expect(plan.parts.length, plan.name).toBeGreaterThan(0);
      for (const options of Object.values(plan.variants))
        expect(options.length, plan.name).toBeGreaterThan(1);
    }
  });

  it.each([
    ["knight with sword and shield", undefined, "humanoid"],
    ["green slime", undefined, "blob"],
    ["grey wolf", undefined, "quadruped"],
    ["a steampunk airship", "vehicle", "airship"],
    ["a hot air balloon", undefined, "shape"],
    ["a zeppelin", undefined, "airship"],
    ["a biplane", "vehicle", "vehicle"],
    ["a pirate ship", "vehicle", "pirate ship"],
    ["a sailing ship", "vehicle", "ship"],
    ["a covered wagon", "vehicle", "cart"],
    ["a red sports car", "vehicle", "vehicle"],
    ["a white picket fence", "prop", "fence"],
    ["a cottage", "prop", "building"],
    ["an isometric tavern", "prop", "building"],
    ["iron street lamp post", "prop", "lamp post"],
    ["brass lantern", "prop", "prop"],
    ["wooden park bench", "prop", "bench"],
    ["a stone button labelled START", "ui", "ui piece"],
    ["a dungeon corridor with torches", "background", "scene"],
  ] as const)("%s is drawn as a %s plan", (prompt, type, plan) => {
    expect(draw(prompt, type).plan).toBe(plan);
  });

  it("reports the label written and the scene props placed", () => {
    expect(draw("a stone button labelled START", "ui").variants?.label).toBe("START");
    expect(draw('a wooden sign reading "INN"', "prop").variants?.label).toBe("INN");
    expect(draw("a dungeon corridor with torches", "background").variants?.props).toBe("torch");
    expect(draw("a dungeon corridor", "background").variants?.props).toBeUndefined();
  });

  it("reports the seed's variants, which change across seeds and repeat for a seed", () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 6; seed++) {
      const a = draw("villager", undefined, seed);
      const b = draw("villager", undefined, seed);
      expect(a.variants).toEqual(b.variants);
      // A villager wears no helmet and no cape: only the hair is the seed's to choose.
      expect(Object.keys(a.variants ?? {})).toEqual(["hair"]);
      seen.add(JSON.stringify(a.variants));
    }
    expect(seen.size).toBeGreaterThanOrEqual(2);
  });

  it("reports only what was drawn: a part the prompt or subject fixed is not the seed's", () => {
    for (let seed = 1; seed <= 6; seed++) {
      const knight = draw("knight with sword and shield", undefined, seed).variants ?? {};
      expect(Object.keys(knight).sort()).toEqual(["cape", "hair", "helmet"]);
      // "helmet" in the prompt names the headgear, so no helmet variant is chosen.
      expect(draw("a knight with a helmet", undefined, seed).variants?.helmet).toBeUndefined();
      // A cart seen from the front shows neither its cover nor its wheels' side.
      const front = drawSprite({
        reading: readSpritePrompt("wooden cart", "vehicle"),
        assetType: "vehicle",
        width: 64,
        height: 64,
        direction: "south",
        camera: "none",
        seed,
      });
      expect(front.variants).toEqual({});
    }
  });

  it.each([
    ["knight with sword and shield", "character", "cape"],
    ["a pirate ship", "vehicle", "rig"],
    ["wooden cart", "vehicle", "cover"],
    ["a wooden fence", "prop", "fence"],
    ["a cottage", "prop", "chimney"],
    ["steel sword", "weapon", "blade"],
    ["red health potion", "item", "bottle"],
    ["wooden ui panel", "ui", "corners"],
    ["green slime", "creature", "shape"],
    ["grey wolf", "creature", "build"],
  ] as const)("%s: seeds reach every %s variant", (prompt, type, part) => {
    const plan = BODY_PLANS.find((p) => p.variants[part] && p.assetType === type)!;
    const seen = new Set<string>();
    for (let seed = 1; seed <= 24; seed++) seen.add(draw(prompt, type, seed).variants![part]!);
    expect([...seen].sort()).toEqual([...plan.variants[part]!].sort());
  });
});

describe("new subjects", () => {
  it("an airship is not drawn as an airplane and spans the frame's width", () => {
    const ship = draw("a steampunk airship", "vehicle");
    const plane = draw("an airplane", "vehicle");
    expect(Buffer.from(ship.image.data).equals(Buffer.from(plane.image.data))).toBe(false);
    const box = opaqueBounds(ship.image)!;
    expect(box.right - box.left + 1).toBeGreaterThanOrEqual(0.7 * 64);
    expect(box.right - box.left).toBeGreaterThan(box.bottom - box.top);
  });

  it("a lamp post stands taller than it is wide; a bench is wider than it is tall", () => {
    const lamp = opaqueBounds(draw("iron street lamp post", "prop").image)!;
    expect(lamp.bottom - lamp.top).toBeGreaterThan(2 * (lamp.right - lamp.left));
    expect(lamp.bottom - lamp.top + 1).toBeGreaterThanOrEqual(0.7 * 64);
    const bench = opaqueBounds(draw("wooden park bench", "prop").image)!;
    expect(bench.right - bench.left).toBeGreaterThan(bench.bottom - bench.top);
  });
});
