import { describe, expect, it } from "vitest";
import { type AssetType, readSpritePrompt } from "../prompt";
import { opaqueBounds } from "../raster";
import { generateSprite } from ".";

const ONE_PER_TYPE: readonly [AssetType, string][] = [
  ["character", "knight with sword and shield"],
  ["character", "villager"],
  ["creature", "green slime"],
  ["creature", "wolf"],
  ["prop", "wooden barrel"],
  ["item", "red health potion"],
  ["weapon", "steel sword"],
  ["vehicle", "wooden cart"],
  ["tile", "grass tile"],
  ["background", "forest background"],
  ["ui", "wooden ui panel"],
  ["effect", "fire effect"],
];

function draw(prompt: string, type: AssetType, seed: number, width = 64, height = 64) {
  const reading = readSpritePrompt(prompt, type);
  return generateSprite({
    reading,
    assetType: type,
    width,
    height,
    direction: "none",
    camera: "none",
    seed,
  });
}

const key = (data: Uint8ClampedArray): string => Buffer.from(data).toString("base64");

describe("variations", () => {
  it.each(ONE_PER_TYPE)(
    "%s: six seeds give at least four different sprites (%s)",
    (type, prompt) => {
      const seen = new Set<string>();
      for (let seed = 1; seed <= 6; seed++) seen.add(key(draw(prompt, type, seed).image.data));
      expect(seen.size).toBeGreaterThanOrEqual(4);
    },
  );

  it.each(ONE_PER_TYPE)("%s: the same seed twice gives the same bytes (%s)", (type, prompt) => {
    for (const seed of [3, 2 ** 40 + 5]) {
      const a = draw(prompt, type, seed);
      const b = draw(prompt, type, seed);
      expect(key(a.image.data)).toBe(key(b.image.data));
      expect(a.palette).toEqual(b.palette);
    }
  });

  it("a seed keeps a named color's hue family", () => {
    // Every seed of a red potion is still dominated by reds (hue within 330°..40°).
    for (let seed = 1; seed <= 6; seed++) {
      const sprite = draw("red health potion", "item", seed);
      const d = sprite.image.data;
      let red = 0;
      let blue = 0;
      for (let o = 0; o < d.length; o += 4) {
        if (d[o + 3] === 0) continue;
        if (d[o]! > d[o + 1]! + 40 && d[o]! > d[o + 2]! + 40) red++;
        if (d[o + 2]! > d[o]! + 40 && d[o + 2]! > d[o + 1]! + 20) blue++;
      }
      expect(red, `seed ${seed}`).toBeGreaterThan(blue * 3);
    }
  });
});

describe("framing along the long axis", () => {
  it("a vertical sword fills at least 70% of a tall canvas", () => {
    for (const prompt of ["a vertical longsword", "steel sword"]) {
      for (let seed = 1; seed <= 4; seed++) {
        const sprite = draw(prompt, "weapon", seed, 32, 64);
        const box = opaqueBounds(sprite.image)!;
        expect(box.bottom - box.top + 1, `${prompt} ${seed}`).toBeGreaterThanOrEqual(0.7 * 64);
      }
    }
  });

  it.each([
    ["spear", "weapon"],
    ["magic staff", "weapon"],
    ["knight", "character"],
    ["pine tree", "prop"],
    ["iron street lamp post", "prop"],
    ["a cottage", "prop"],
    ["wooden park bench", "prop"],
    ["wooden cart", "vehicle"],
    ["pirate ship", "vehicle"],
    ["grey wolf", "creature"],
    ["red dragon", "creature"],
    ["snake", "creature"],
    ["red health potion", "item"],
    ["golden key", "item"],
  ] as const)("%s fills a tall, a wide and a square canvas along one axis", (prompt, type) => {
    // An item icon keeps a small margin inside its slot; everything else reaches 70%.
    const least = type === "item" ? 0.65 : 0.7;
    for (const [width, height] of [
      [32, 64],
      [64, 32],
      [64, 64],
    ] as const) {
      for (let seed = 1; seed <= 4; seed++) {
        const box = opaqueBounds(draw(prompt, type, seed, width, height).image)!;
        const fill = Math.max(
          (box.right - box.left + 1) / width,
          (box.bottom - box.top + 1) / height,
        );
        expect(fill, `${width}×${height} seed ${seed}`).toBeGreaterThanOrEqual(least);
      }
    }
  });

  it("orientation words are understood and win over the canvas's shape", () => {
    expect(readSpritePrompt("a vertical longsword").unrecognized).toEqual([]);
    expect(readSpritePrompt("a horizontal spear").unrecognized).toEqual([]);
    const box = (prompt: string, width: number, height: number) => {
      const b = opaqueBounds(draw(prompt, "weapon", 1, width, height).image)!;
      return { w: b.right - b.left + 1, h: b.bottom - b.top + 1 };
    };
    const standing = box("a vertical sword", 64, 64);
    expect(standing.h).toBeGreaterThan(standing.w * 2);
    const lying = box("a horizontal sword", 64, 64);
    expect(lying.w).toBeGreaterThan(lying.h * 2);
  });

  it("a sword on a wide canvas lies along it", () => {
    const sprite = draw("steel sword", "weapon", 1, 64, 32);
    const box = opaqueBounds(sprite.image)!;
    expect(box.right - box.left + 1).toBeGreaterThanOrEqual(0.7 * 64);
  });
});
