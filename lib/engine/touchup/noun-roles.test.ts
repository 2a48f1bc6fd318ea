/**
 * Nouns read by what they usually are, over a region drawn around the whole sprite: each found
 * object is compared with the pixels the fixture was drawn as (its legend), never with what
 * another locator says.
 */
import { describe, expect, it } from "vitest";
import { readEdit } from "../edit-grammar";
import { toPixels } from "../raster";
import { sprite } from "../testing";
import { touchUp } from ".";
import type { Fixture } from "./corpus";
import { OUTLINE } from "./corpus/draw";
import {
  BALL_AND_BLOCK,
  BIRD,
  CHEST,
  FLOWER,
  HERO,
  HOUSE,
  KEY,
  MUSHROOM,
  POTION,
  SHIELD,
  TILE,
  TREE,
} from "./corpus/fixtures";
import { materialsOf } from "./materials";
import { type ObjectContext, resolveObject } from "./objects";
import { regionCanvas } from "./region";
import { spritePalette } from "./sprite-palette";

function contextOf(f: Fixture): ObjectContext {
  const before = toPixels(f.image);
  const px = { width: before.width, height: before.height, data: new Uint32Array(before.data) };
  const canvas = regionCanvas(px, before, {
    x: 0,
    y: 0,
    width: f.image.width,
    height: f.image.height,
  });
  const palette = spritePalette(before);
  return { source: f.image, canvas, palette, materials: materialsOf(palette), parts: null };
}

/** The object a sentence's object phrase names on the whole fixture, as pixel indices. */
function resolve(f: Fixture, sentence: string): number[] | null {
  const r = resolveObject(contextOf(f), readEdit(sentence).object, true);
  if (r.kind === "missing") return null;
  const out: number[] = [];
  r.object.mask.forEach((v, i) => {
    // Line work is the part's edge, not the part: compare what was drawn as the part itself.
    if (v && !f.parts[i]!.includes(OUTLINE)) out.push(i);
  });
  return out;
}

/** The pixels the artist drew as `parts`, their outline left out. */
function drawn(f: Fixture, ...parts: string[]): number[] {
  const out: number[] = [];
  f.mask(...parts).forEach((v, i) => {
    if (v && !f.parts[i]!.includes(OUTLINE)) out.push(i);
  });
  return out;
}

describe("nouns by what they usually are, on the whole sprite", () => {
  it("the potion's liquid, cork and glass", () => {
    expect(resolve(POTION, "make the liquid green")).toEqual(drawn(POTION, "liquid"));
    expect(resolve(POTION, "change the cork to grey")).toEqual(drawn(POTION, "cork"));
    expect(resolve(POTION, "darken the glass")).toEqual(drawn(POTION, "glass"));
    // A bottle's cap is its cork; a mushroom's cap is its whole top.
    expect(resolve(POTION, "make the cap grey")).toEqual(drawn(POTION, "cork"));
    expect(resolve(MUSHROOM, "make the cap blue")).toEqual(drawn(MUSHROOM, "cap"));
  });

  it("the house's roof, door, chimney, walls and windows", () => {
    expect(resolve(HOUSE, "make the roof blue")).toEqual(drawn(HOUSE, "roof"));
    expect(resolve(HOUSE, "make the door red")).toEqual(drawn(HOUSE, "door"));
    expect(resolve(HOUSE, "make the chimney red")).toEqual(drawn(HOUSE, "chimney"));
    expect(resolve(HOUSE, "make the walls pink")).toEqual(drawn(HOUSE, "walls"));
    expect(resolve(HOUSE, "make the windows yellow")).toEqual(drawn(HOUSE, "windows"));
    expect(resolve(HOUSE, "make the left window green")).toEqual(drawn(HOUSE, "left window"));
  });

  it("the flower's petals, centre, stem and leaves", () => {
    expect(resolve(FLOWER, "make the petals blue")).toEqual(drawn(FLOWER, "petals"));
    expect(resolve(FLOWER, "make the center red")).toEqual(drawn(FLOWER, "center"));
    expect(resolve(FLOWER, "make the stem brown")).toEqual(drawn(FLOWER, "stem"));
    expect(resolve(FLOWER, "make the leaves yellow")).toEqual(drawn(FLOWER, "leaves"));
    expect(resolve(FLOWER, "make the left leaf darker")).toEqual(drawn(FLOWER, "left leaf"));
  });

  it("the tile's stones, grass and dirt", () => {
    expect(resolve(TILE, "make the stones darker")).toEqual(drawn(TILE, "stones"));
    expect(resolve(TILE, "make the pebbles yellow")).toEqual(drawn(TILE, "stones"));
    expect(resolve(TILE, "make the grass yellow")).toEqual(drawn(TILE, "grass"));
    expect(resolve(TILE, "make the dirt grey")).toEqual(drawn(TILE, "dirt"));
  });

  it("the bird's beak, belly, legs and folded wing", () => {
    expect(resolve(BIRD, "make the beak red")).toEqual(drawn(BIRD, "beak"));
    expect(resolve(BIRD, "make the belly yellow")).toEqual(drawn(BIRD, "belly"));
    expect(resolve(BIRD, "make the legs grey")).toEqual(drawn(BIRD, "legs"));
    expect(resolve(BIRD, "make the wing black")).toEqual(drawn(BIRD, "wing"));
  });

  it("the shield's emblem and its rim of two steel shades", () => {
    expect(resolve(SHIELD, "make the cross red")).toEqual(drawn(SHIELD, "emblem"));
    expect(resolve(SHIELD, "make the rim gold")).toEqual(drawn(SHIELD, "rim"));
  });

  it("gold trim on brown wood is two materials: the gold, the trim and the wood apart", () => {
    expect(resolve(CHEST, "change the gold to silver")).toEqual(drawn(CHEST, "trim"));
    expect(resolve(CHEST, "make the trim darker")).toEqual(drawn(CHEST, "trim"));
    expect(resolve(CHEST, "make the wood darker")).toEqual(drawn(CHEST, "wood"));
    expect(resolve(CHEST, "make the lock gold")).toEqual(drawn(CHEST, "lock"));
  });

  it("a key of one gold: its ring round the hole, its shaft and its teeth", () => {
    expect(resolve(KEY, "make the ring blue")).toEqual(drawn(KEY, "bow"));
    expect(resolve(KEY, "make the shaft green")).toEqual(drawn(KEY, "shaft"));
    expect(resolve(KEY, "make the teeth red")).toEqual(drawn(KEY, "teeth"));
  });

  it("a ball beside a block: the round thing and the square one", () => {
    const ball = resolve(BALL_AND_BLOCK, "make the ball teal");
    const block = resolve(BALL_AND_BLOCK, "make the cube blue");
    // The whole thing is named; its shine and shades are the ball's, none of the block's.
    expect(ball?.every((i) => BALL_AND_BLOCK.mask("ball")[i])).toBe(true);
    expect(ball?.length).toBe(drawn(BALL_AND_BLOCK, "ball").length);
    expect(block).toEqual(drawn(BALL_AND_BLOCK, "block"));
  });

  it("asks rather than guesses: a noun the sprite has no part for is missing", () => {
    expect(resolve(MUSHROOM, "make the door red")).toBeNull();
    expect(resolve(MUSHROOM, "make the chimney red")).toBeNull();
    expect(resolve(POTION, "remove the lock")).toBeNull();
    // A bare head: what the locator calls a hat below the hair is no hat.
    expect(resolve(HERO, "remove the hat")).toBeNull();
  });
});

describe("nouns for things a sprite is not made of", () => {
  // Engine sprites handed in as plain pictures (no layers): a figure and a slime have no
  // liquid, roof, cork, petals or stones, so each of these sentences is asked about.
  const SENTENCES = [
    "make the liquid green",
    "make the door red",
    "make the roof blue",
    "remove the cork",
    "make the petals blue",
    "make the stones red",
    "make the lock gold",
    "make the teeth red",
    "make the grass yellow",
    "make the chimney red",
    "make the windows yellow",
    "make the wing black",
    "make the beak red",
  ];
  for (const name of ["villager", "knight with sword", "wizard", "slime"]) {
    it(`the ${name}, selected whole, is asked about rather than edited`, () => {
      const { image } = sprite(name);
      const region = { x: 0, y: 0, width: image.width, height: image.height };
      for (const sentence of SENTENCES) {
        const out = touchUp(image, region, sentence, { seed: 1 });
        expect(out.kind, `${sentence}: ${out.summary}`).toBe("refused");
      }
    });
  }
});

describe("nouns of one kind of thing on a sprite of another", () => {
  // Each hand-drawn sprite selected whole, with the parts of other kinds of thing: a potion has
  // no walls, a tile no roof, a bird no door. Each is asked about, never edited.
  const WRONG_KIND: [Fixture, string[]][] = [
    [POTION, ["walls", "roof", "door", "chimney", "petals", "grass", "stones", "beak", "leaves"]],
    [CHEST, ["liquid", "roof", "walls", "apples", "glass", "cork"]],
    [TILE, ["roof", "windows", "walls", "liquid", "cork", "glass"]],
    [TREE, ["roof", "windows", "door", "walls", "liquid"]],
    [BIRD, ["door", "roof", "walls", "chimney", "stones", "apples", "leaves", "grass"]],
    [FLOWER, ["roof", "walls", "door", "liquid", "apples"]],
    [BALL_AND_BLOCK, ["walls", "stem", "leaves", "grass", "dirt", "belly", "emblem", "cork"]],
    [HOUSE, ["liquid", "petals", "stones", "apples", "leaves", "grass", "legs", "belly"]],
  ];
  for (const [f, nouns] of WRONG_KIND) {
    it(`the ${f.name}`, () => {
      const region = { x: 0, y: 0, width: f.image.width, height: f.image.height };
      for (const noun of nouns) {
        const out = touchUp(f.image, region, `make the ${noun} blue`, { seed: 1 });
        expect(out.kind, `${noun}: ${out.summary}`).toBe("refused");
      }
    });
  }
});
