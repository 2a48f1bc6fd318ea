import { describe, expect, it } from "vitest";
import { type Direction, readSpritePrompt } from "../prompt";
import type { RgbaImage } from "../raster";
import { drawSprite } from ".";

function villager(seed: number, direction: Direction) {
  return drawSprite({
    reading: readSpritePrompt("a villager", "character"),
    assetType: "character",
    width: 64,
    height: 64,
    direction,
    camera: "none",
    seed,
  });
}

/** The topmost opaque row of each column whose top lies within `depth` rows of the sprite's top. */
function crownProfile(image: RgbaImage, depth: number): number[] {
  const tops: (number | null)[] = [];
  for (let x = 0; x < image.width; x++) {
    let top: number | null = null;
    for (let y = 0; y < image.height && top === null; y++)
      if (image.data[(y * image.width + x) * 4 + 3]! > 0) top = y;
    tops.push(top);
  }
  const highest = Math.min(...tops.filter((t): t is number => t !== null));
  return tops.filter((t): t is number => t !== null && t < highest + depth);
}

/** Peaks of a silhouette's top edge (smaller y is higher) and how far each stands above its dips. */
function peaks(profile: readonly number[]): number[] {
  const runs = profile.filter((v, i) => i === 0 || v !== profile[i - 1]);
  const out: number[] = [];
  for (let i = 1; i + 1 < runs.length; i++) {
    const v = runs[i]!;
    if (!(v < runs[i - 1]! && v < runs[i + 1]!)) continue;
    let left = i;
    while (left > 0 && runs[left - 1]! >= runs[left]!) left--;
    let right = i;
    while (right + 1 < runs.length && runs[right + 1]! >= runs[right]!) right++;
    out.push(Math.min(runs[left]! - v, runs[right]! - v));
  }
  return out;
}

const SPIKY_SEEDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter(
  (seed) => villager(seed, "south").variants?.hair === "spiky",
);

describe("spiky hair", () => {
  it("some seeds give a villager spiky hair", () => {
    expect(SPIKY_SEEDS.length).toBeGreaterThan(0);
  });

  it.each(["south", "east", "west"] as const)(
    "%s: the crown shows at least four small tufts, none standing out like an ear",
    (direction) => {
      for (const seed of SPIKY_SEEDS) {
        const tufts = peaks(crownProfile(villager(seed, direction).image, 8));
        expect(tufts.length, `seed ${seed}`).toBeGreaterThanOrEqual(4);
        // A tuft rises at most 4 px above the dips beside it at 64 px.
        expect(Math.max(...tufts), `seed ${seed}`).toBeLessThanOrEqual(4);
      }
    },
  );
});

describe("a woman or a girl", () => {
  /**
   * The rows of the upper half (head and shoulders) holding the hair's colours: the colours of
   * the crown, the first four opaque rows, less the dark outline.
   */
  function hairRows(image: RgbaImage): number[] {
    const key = (i: number) => `${image.data[i]},${image.data[i + 1]},${image.data[i + 2]}`;
    const light = (i: number) => image.data[i]! + image.data[i + 1]! + image.data[i + 2]! > 240;
    const hair = new Set<string>();
    const rows: number[] = [];
    let top = -1;
    for (let y = 0; y < image.height / 2; y++)
      for (let x = 0; x < image.width; x++) {
        const i = (y * image.width + x) * 4;
        if (image.data[i + 3] === 0 || !light(i)) continue;
        if (top < 0) top = y;
        if (y < top + 4) hair.add(key(i));
        else if (hair.has(key(i))) rows.push(y);
      }
    return rows;
  }
  const drawn = (prompt: string, seed: number) =>
    drawSprite({
      reading: readSpritePrompt(prompt, "character"),
      assetType: "character",
      width: 64,
      height: 64,
      direction: "south",
      camera: "none",
      seed,
    }).image;

  it("wears her hair long, down past the chin, where a boy's is cropped above it", () => {
    // Seeds where the boy's hair is not the long style a seed can also give a villager.
    const cropped = [1, 2, 3, 4, 5, 6, 7, 8].filter(
      (seed) => villager(seed, "south").variants?.hair !== "long",
    );
    expect(cropped.length).toBeGreaterThanOrEqual(3);
    for (const seed of cropped.slice(0, 3)) {
      const boy = Math.max(...hairRows(drawn("a blonde boy in green", seed)));
      expect(boy).toBeGreaterThan(0);
      const below = hairRows(drawn("a blonde girl in green", seed)).filter((y) => y > boy);
      expect(below.length, `seed ${seed}`).toBeGreaterThanOrEqual(3);
    }
  });
});
