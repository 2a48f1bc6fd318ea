import { describe, expect, it } from "vitest";
import { hexToRgb, labCache, lchOf, oklabToOklch, rgbToOklab } from "../color";
import { type FigureZone, locatePart, PART_NAMES, type PartName, segmentFigure } from "../figure";
import { generateSprite } from "../generate";
import { COLOR_WORDS, MATERIAL_LOOKS, type Material, readSpritePrompt } from "../prompt";
import { toPixels } from "../raster";

const SEEDS = [1, 2, 3, 4, 5, 6];
const lab = labCache();

const named = (word: string): Target => oklabToOklch(rgbToOklab(hexToRgb(COLOR_WORDS[word]!)));
const GOLD: Target = { h: 85, C: 0.13 };

interface Target {
  readonly h: number;
  readonly C: number;
}
/** Degrees of hue around a named color that count as that color: red is not pink, nor brown. */
const HUE_WINDOW = 20;
/**
 * Chroma that counts as the named color: half of its own (its light shades keep that much),
 * at most 0.08 (skin, leather and boots stay under it).
 */
const isOf = (c: { C: number; h: number }, target: Target) =>
  c.C >= Math.min(0.08, target.C / 2) && hueDistance(c.h, target.h) <= HUE_WINDOW;

function hueDistance(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

function draw(prompt: string, seed: number, direction: "none" | "north" = "none") {
  const reading = readSpritePrompt(prompt, "character");
  return generateSprite({
    reading,
    assetType: "character",
    width: 64,
    height: 64,
    direction,
    camera: "none",
    seed,
  });
}

/** Pixels of the color `hue`, counted by the figure zone they fall in. */
function hueByZone(prompt: string, hue: Target, seed: number) {
  const sprite = draw(prompt, seed);
  const px = toPixels(sprite.image);
  const { labels, neckY } = segmentFigure(sprite.image, sprite.anchors);
  const zones = new Map<PartName, number>();
  const mask = new Uint8Array(px.data.length);
  let total = 0;
  let aboveNeck = 0;
  for (let i = 0; i < px.data.length; i++) {
    const v = px.data[i]!;
    if (v === 0) continue;
    const c = lchOf(lab(v));
    if (!isOf(c, hue)) continue;
    mask[i] = 1;
    total++;
    if (Math.floor(i / px.width) <= neckY) aboveNeck++;
    const zone = PART_NAMES[labels[i]!]!;
    zones.set(zone, (zones.get(zone) ?? 0) + 1);
  }
  const share = (...names: PartName[]) =>
    names.reduce((n, z) => n + (zones.get(z) ?? 0), 0) / Math.max(1, total);
  return { sprite, mask, total, share, aboveNeck: aboveNeck / Math.max(1, total) };
}

/**
 * Share of a located part's pixels that are of `hue`; null when the part is not found (only
 * for a part a figure may lack, such as a cape: `partHueShare` fails the test instead).
 */
function optionalPartHueShare(prompt: string, zone: FigureZone, hue: Target, seed: number) {
  const sprite = draw(prompt, seed);
  const part = locatePart(sprite.image, zone, lab, sprite.anchors);
  if (!part) return null;
  const px = toPixels(sprite.image);
  let of = 0;
  for (let i = 0; i < part.mask.length; i++) {
    if (!part.mask[i]) continue;
    const c = lchOf(lab(px.data[i]!));
    if (isOf(c, hue)) of++;
  }
  return of / part.count;
}

/** Share of a part every one of these figures has: not finding it fails the test. */
function partHueShare(prompt: string, zone: FigureZone, hue: Target, seed: number): number {
  const share = optionalPartHueShare(prompt, zone, hue, seed);
  if (share === null) expect.fail(`${prompt} (seed ${seed}): no ${zone} found`);
  return share;
}

describe("a color bound to a part paints that part, not the garment", () => {
  it.each(["girl", "hero"])("a %s with pink hair: the pink is the hair", (who) => {
    const p = `a ${who} with pink hair`;
    for (const seed of SEEDS) {
      expect(hueByZone(p, named("pink"), seed).total, `seed ${seed}`).toBeGreaterThanOrEqual(30);
      expect(partHueShare(p, "hair", named("pink"), seed), `seed ${seed}`).toBeGreaterThan(0.6);
      // A red shirt's shadows lean toward pink's hue; a pink shirt would be all of it.
      expect(partHueShare(p, "torso", named("pink"), seed), `seed ${seed}`).toBeLessThan(0.2);
    }
  });

  it.each([
    ["a blonde girl", "blonde"],
    ["a red-haired hero", "red"],
    ["an auburn haired girl", "auburn"],
  ])("%s: a colour said of hair colours the hair, with no part word beside it", (p, word) => {
    for (const seed of SEEDS.slice(0, 3)) {
      expect(partHueShare(p, "hair", named(word), seed), `seed ${seed}`).toBeGreaterThan(0.6);
      expect(partHueShare(p, "torso", named(word), seed), `seed ${seed}`).toBeLessThan(0.2);
      expect(readSpritePrompt(p, "character").unrecognized).toEqual([]);
    }
  });

  it.each(["knight", "archer"])("a %s with pink hair shows it: no helm or hood hides it", (who) => {
    for (const seed of SEEDS) {
      const p = `a ${who} with pink hair`;
      expect(hueByZone(p, named("pink"), seed).total, `seed ${seed}`).toBeGreaterThanOrEqual(12);
      expect(partHueShare(p, "torso", named("pink"), seed), `seed ${seed}`).toBeLessThan(0.2);
    }
  });

  it("a red hat is red on the head, the robe keeps its own color", () => {
    for (const seed of SEEDS) {
      const red = hueByZone("a wizard with a red hat", named("red"), seed);
      expect(red.total, `seed ${seed}`).toBeGreaterThanOrEqual(15);
      expect(red.aboveNeck, `seed ${seed}`).toBeGreaterThanOrEqual(0.9);
    }
  });

  it("purple eyes are purple in the face, and nowhere else", () => {
    for (const seed of SEEDS) {
      const purple = hueByZone("a villager with purple eyes", named("purple"), seed);
      expect(purple.total, `seed ${seed}`).toBeGreaterThanOrEqual(2);
      expect(purple.share("head"), `seed ${seed}`).toBe(1);
    }
  });

  it("gold armor and a blue cape: gold plate, and the blue is the cape, not the tabard", () => {
    const p = "a hero in gold armor and a blue cape";
    let capesSeen = 0;
    for (const seed of SEEDS) {
      expect(partHueShare(p, "torso", GOLD, seed), `seed ${seed}`).toBeGreaterThan(0.6);
      const blue = hueByZone(p, named("blue"), seed);
      expect(blue.total, `seed ${seed}`).toBeGreaterThanOrEqual(15);
      expect(blue.share("torso"), `seed ${seed}`).toBeLessThanOrEqual(0.1);
      const cape = optionalPartHueShare(p, "cape", named("blue"), seed);
      if (cape !== null) {
        capesSeen++;
        expect(cape, `seed ${seed}`).toBeGreaterThan(0.8);
      }
    }
    expect(capesSeen).toBeGreaterThanOrEqual(2);
  });

  it("a knight's green cape leaves the tabard its own color", () => {
    for (const seed of SEEDS) {
      const green = hueByZone("a knight with a green cape", named("green"), seed);
      expect(green.total, `seed ${seed}`).toBeGreaterThanOrEqual(15);
      expect(green.share("torso"), `seed ${seed}`).toBeLessThanOrEqual(0.2);
    }
  });

  it("a red shirt and blue pants: red above the hips, blue on the legs", () => {
    const p = "a villager with a red shirt and blue pants";
    for (const seed of SEEDS) {
      const red = hueByZone(p, named("red"), seed);
      expect(red.share("legLeft", "legRight"), `seed ${seed}`).toBeLessThanOrEqual(0.1);
      expect(partHueShare(p, "torso", named("red"), seed), `seed ${seed}`).toBeGreaterThan(0.8);
      const blue = hueByZone(p, named("blue"), seed);
      expect(blue.total, `seed ${seed}`).toBeGreaterThanOrEqual(30);
      expect(blue.share("legLeft", "legRight"), `seed ${seed}`).toBeGreaterThanOrEqual(0.8);
    }
  });

  it("blue leather boots: the blue is on the feet, not the shirt", () => {
    const p = "a villager with blue leather boots";
    for (const seed of SEEDS) {
      const blue = hueByZone(p, named("blue"), seed);
      expect(blue.total, `seed ${seed}`).toBeGreaterThanOrEqual(8);
      expect(blue.share("legLeft", "legRight"), `seed ${seed}`).toBeGreaterThanOrEqual(0.8);
      expect(partHueShare(p, "torso", named("blue"), seed), `seed ${seed}`).toBeLessThan(0.2);
    }
  });

  it("a purple sword: the purple is in the held blade", () => {
    for (const seed of SEEDS) {
      const p = "a knight with a purple sword";
      const purple = hueByZone(p, named("purple"), seed);
      expect(purple.total, `seed ${seed}`).toBeGreaterThanOrEqual(8);
      const held = locatePart(purple.sprite.image, "held", lab, purple.sprite.anchors);
      let inHeld = 0;
      for (let i = 0; i < purple.mask.length; i++) if (purple.mask[i] && held?.mask[i]) inHeld++;
      expect(inHeld / purple.total, `seed ${seed}`).toBeGreaterThanOrEqual(0.5);
      expect(purple.share("torso"), `seed ${seed}`).toBeLessThanOrEqual(0.1);
    }
  });

  it("loose colors keep the garment order: the first is the cloth", () => {
    for (const seed of SEEDS) {
      const p = "a purple villager";
      expect(partHueShare(p, "torso", named("purple"), seed), `seed ${seed}`).toBeGreaterThan(0.8);
    }
  });

  it("is deterministic for a seed", () => {
    const a = draw("a hero in gold armor and a blue cape with pink hair", 7).image.data;
    const b = draw("a hero in gold armor and a blue cape with pink hair", 7).image.data;
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });
});

describe("a body made of a material is made of the one the prompt names", () => {
  /** Share of the sprite's opaque pixels in the material's hue. */
  const materialShare = (prompt: string, material: Material) => {
    const px = toPixels(draw(prompt, 1).image);
    const look = MATERIAL_LOOKS[material].base;
    let of = 0;
    let opaque = 0;
    for (const v of px.data) {
      if (v === 0) continue;
      opaque++;
      if (isOf(lchOf(lab(v)), look)) of++;
    }
    return of / opaque;
  };

  it.each([
    ["a wooden golem", "a golem", "wood"],
    ["an ice golem", "a golem", "ice"],
    ["a gold robot", "a robot", "gold"],
    ["a wooden robot", "a robot", "wood"],
  ] as const)("%s, not %s's own", (prompt, plain, material) => {
    expect(materialShare(prompt, material)).toBeGreaterThan(0.4);
    expect(materialShare(plain, material)).toBeLessThan(0.1);
  });
});

describe("a polished material under a mood that mutes cloth", () => {
  it("an old wizard's gold robe is gold, not tan", () => {
    const reading = readSpritePrompt("an old wizard with a staff in gold armor", "character");
    const { image } = generateSprite({
      reading,
      assetType: "character",
      width: 64,
      height: 64,
      direction: "east",
      camera: "none",
      seed: 7,
    });
    // Gold as the gold material is: its hue, and nearly all of its chroma.
    let golden = 0;
    for (let o = 0; o < image.data.length; o += 4) {
      if (!image.data[o + 3]) continue;
      const c = oklabToOklch(rgbToOklab([image.data[o]!, image.data[o + 1]!, image.data[o + 2]!]));
      if (c.L >= 0.5 && c.C >= GOLD.C * 0.85 && hueDistance(c.h, GOLD.h) <= HUE_WINDOW) golden++;
    }
    expect(golden).toBeGreaterThanOrEqual(80);
  });
});
