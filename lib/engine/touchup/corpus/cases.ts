/**
 * The corpus: sentences as artists write them (plain, casual, with typos, colour to colour,
 * positions, sizes, additions, removals), each over a region drawn around the thing the way a
 * person drags one (tight on the part, loose with a margin, or the whole sprite), with what
 * must happen stated in the fixture's own part names.
 *
 * A case that must be refused is decidable from the pixels: the whole sprite and a thing it
 * does not have ("remove the sword" on a mushroom), or a region that lacks the colour the
 * sentence names ("make the red cap blue" around the stem). A region drawn tightly around one
 * part with an unknown noun for another is not used: an import's unknown noun may mean the
 * part the region isolates.
 */
import { boxOf, type Fixture } from "./draw";
import { KNIGHT, WIZARD } from "./engine-sprites";
import {
  BALL_AND_BLOCK as BB,
  BIRD,
  CHEST,
  FLOWER,
  HERO,
  HOUSE,
  KEY,
  MUSHROOM as M,
  POTION,
  SHIELD,
  SLIME,
  TILE,
  TREE,
} from "./fixtures";
import type { Box, Case, Expectation, Family } from "./judge";

/** The box just around the parts. */
function tight(f: Fixture, ...parts: string[]): Box {
  return boxOf(f.mask(...parts), f.image.width);
}

/** The parts' box with a margin of `pad` pixels, kept on the sprite. */
function loose(f: Fixture, ...parts: string[]): Box {
  const pad = 2;
  const b = tight(f, ...parts);
  const x = Math.max(0, b.x - pad);
  const y = Math.max(0, b.y - pad);
  return {
    x,
    y,
    width: Math.min(f.image.width, b.x + b.width + pad) - x,
    height: Math.min(f.image.height, b.y + b.height + pad) - y,
  };
}

/**
 * A hasty drag: the parts' box cut short by `cut` pixels on one side (the artist missed the
 * edge). Only what the region holds may change.
 */
function sloppy(
  f: Fixture,
  side: "top" | "right" | "bottom" | "left",
  cut: number,
  ...parts: string[]
): Box {
  const b = tight(f, ...parts);
  switch (side) {
    case "top":
      return { ...b, y: b.y + cut, height: b.height - cut };
    case "bottom":
      return { ...b, height: b.height - cut };
    case "left":
      return { ...b, x: b.x + cut, width: b.width - cut };
    case "right":
      return { ...b, width: b.width - cut };
  }
}

const whole = (f: Fixture): Box => ({ x: 0, y: 0, width: f.image.width, height: f.image.height });
const box = (x: number, y: number, width: number, height: number): Box => ({ x, y, width, height });

const recolor = (parts: string | string[], to: Family, allow?: string[]): Expectation => ({
  kind: "recolor",
  parts: [parts].flat(),
  to,
  ...(allow ? { allow } : {}),
});
const lighter = (parts: string | string[], allow?: string[]): Expectation => ({
  kind: "lighter",
  parts: [parts].flat(),
  ...(allow ? { allow } : {}),
});
const darker = (parts: string | string[], allow?: string[]): Expectation => ({
  kind: "darker",
  parts: [parts].flat(),
  ...(allow ? { allow } : {}),
});
const remove = (parts: string | string[], ...into: string[]): Expectation => ({
  kind: "remove",
  parts: [parts].flat(),
  into,
});
const grow = (...parts: string[]): Expectation => ({ kind: "grow", parts });
/** Grown pieces that must stay apart (dots on a cap, apples on a canopy). */
const growApart = (...parts: string[]): Expectation => ({ kind: "grow", parts, apart: true });
const shrink = (...parts: string[]): Expectation => ({ kind: "shrink", parts });
/** Longer (shorter): reaching further (less far) along the parts' longer side. */
const longer = (...parts: string[]): Expectation => ({ kind: "grow", parts, along: true });
/** Shorter: reaching less far along the parts' longer side, what hangs on the far end moving in. */
const shorter = (...parts: string[]): Expectation => ({ kind: "shrink", parts, along: true });
const add = (color?: Family): Expectation => ({ kind: "add", ...(color ? { color } : {}) });
/** A small thing set on a surface, read by its darker rim (a gem on a chest). */
const addEdged = (color: Family): Expectation => ({ kind: "add", color, edged: true });
/** A thing added among others of its colour, touching none of them (an apple on a canopy). */
const addApart = (color: Family): Expectation => ({ kind: "add", color, apart: true });
const refuse: Expectation = { kind: "refuse" };
/** A recolour whose region cuts the part: the reading must say what keeps its colour. */
const cutShort = (e: Expectation): Expectation =>
  e.kind === "recolor" || e.kind === "lighter" || e.kind === "darker" ? { ...e, cut: true } : e;
/** A region with nothing in it: any refusal will do, there is nothing to list. */
const refuseEmpty: Expectation = { kind: "refuse", listed: false };

/** The artist took the preview's offer: "extend to the whole object". */
const WHOLE = { extend: true } as const;

type Row = [Box, string, Expectation, typeof WHOLE?];
const on = (fixture: Fixture, rows: Row[]): Case[] =>
  rows.map(([region, sentence, expect, options]) => ({
    fixture,
    region,
    sentence,
    expect,
    ...options,
  }));

export const CASES: readonly Case[] = [
  ...on(M, [
    [loose(M, "cap"), "make the cap blue", recolor("cap", "blue")],
    [tight(M, "cap"), "make the cap blue", recolor("cap", "blue")],
    [whole(M), "make the red blue", recolor("cap", "blue")],
    [whole(M), "turn the red parts purple", recolor("cap", "purple")],
    [loose(M, "cap"), "remove the white dots", remove("dots", "cap")],
    [whole(M), "get rid of the dots", remove("dots", "cap")],
    [loose(M, "stem"), "make the stem darker", darker("stem")],
    [whole(M), "make the stem darker", darker("stem")],
    [loose(M, "cap"), "paint the cap green", recolor("cap", "green")],
    [whole(M), "the hat -> green", recolor("cap", "green")],
    [loose(M, "cap"), "pls make it blue", recolor("cap", "blue", ["dots"])],
    [whole(M), "make the white dots pink", recolor("dots", "pink")],
    [whole(M), "make the dots yellow", recolor("dots", "yellow")],
    [loose(M, "stem"), "lighten the stem", lighter("stem")],
    [whole(M), "make the stem brown", recolor("stem", "brown")],
    [whole(M), "make the cap darker", darker("cap")],
    [loose(M, "cap"), "turn the cap orange", recolor("cap", "orange")],
    [whole(M), "change the red to teal", recolor("cap", "teal")],
    [whole(M), "make teh cap blue", recolor("cap", "blue")],
    [whole(M), "cap blue pls", recolor("cap", "blue")],
    [whole(M), "can you make the cap purple?", recolor("cap", "purple")],
    [whole(M), "swap the red for green", recolor("cap", "green")],
    [loose(M, "cap"), "red → yellow", recolor("cap", "yellow")],
    [whole(M), "recolor the cap to pink", recolor("cap", "pink")],
    [whole(M), "i want the stem to be grey", recolor("stem", "grey")],
    [sloppy(M, "top", 2, "cap"), "make the cap blue", cutShort(recolor("cap", "blue")), WHOLE],
    [
      sloppy(M, "right", 3, "cap"),
      "make the red purple",
      cutShort(recolor("cap", "purple")),
      WHOLE,
    ],
    [whole(M), "make the dots bigger", growApart("dots")],
    [whole(M), "remove the sword", refuse],
    [whole(M), "make the green blue", refuse],
    [box(0, 13, 4, 4), "make the cap blue", refuseEmpty],
    [tight(M, "stem"), "make the red cap blue", refuse],
  ]),
  ...on(HERO, [
    [loose(HERO, "hair"), "make his hair blonde", recolor("hair", "blonde")],
    [whole(HERO), "make his hair blonde", recolor("hair", "blonde")],
    [whole(HERO), "hair -> blond", recolor("hair", "blonde")],
    [loose(HERO, "hair"), "give him red hair", recolor("hair", "red")],
    [whole(HERO), "make the sword blade gold", recolor("blade", "gold", ["sword"])],
    [sloppy(HERO, "bottom", 3, "sword"), "make the sword red", recolor("blade", "red", ["sword"])],
    [
      sloppy(HERO, "left", 2, "tunic"),
      "make the tunic blue",
      cutShort(recolor("tunic", "blue")),
      WHOLE,
    ],
    [tight(HERO, "hair"), "blonde hair", recolor("hair", "blonde")],
    [loose(HERO, "hair"), "darken the hair", darker("hair")],
    [whole(HERO), "make the hair black", recolor("hair", "black")],
    [loose(HERO, "sword"), "make the sword gold", recolor("blade", "gold", ["sword"])],
    [whole(HERO), "make the sword gold", recolor("blade", "gold", ["sword"])],
    [whole(HERO), "make the blade red", recolor("blade", "red", ["sword"])],
    [loose(HERO, "sword"), "paint it purple", recolor("blade", "purple", ["sword"])],
    [tight(HERO, "hilt"), "make the handle red", recolor("grip", "red")],
    [loose(HERO, "sword"), "remove the sword", remove("sword", "transparent")],
    [whole(HERO), "remove the sword", remove("sword", "transparent")],
    [whole(HERO), "erase the sword", remove("sword", "transparent")],
    [loose(HERO, "tunic"), "make the tunic red", recolor("tunic", "red")],
    [whole(HERO), "make his shirt red", recolor("tunic", "red")],
    [loose(HERO, "tunic"), "tunic -> blue", recolor("tunic", "blue")],
    [whole(HERO), "turn the green parts purple", recolor("tunic", "purple")],
    [whole(HERO), "make the trousers brown", recolor("legs", "brown")],
    [loose(HERO, "boots"), "make the boots black", recolor("boots", "black")],
    [whole(HERO), "make the belt gold", recolor("belt", "gold")],
    [loose(HERO, "hair", "face"), "make his skin darker", darker("face")],
    [loose(HERO, "hair", "face"), "make the eyes blue", recolor("eyes", "blue")],
    [loose(HERO, "left eye"), "make the left eye red", recolor("left eye", "red")],
    [loose(HERO, "sword"), "make the sword longer", longer("sword")],
    // The region stops a pixel short of the boots' sole: the boots ride up with the legs.
    [loose(HERO, "legs"), "make the legs shorter", shrink("legs", "boots")],
    [box(4, 0, 10, 4), "add a crown", add()],
    [box(4, 0, 10, 4), "add a gold crown", add("gold")],
    [whole(HERO), "remove the hat", refuse],
    [loose(HERO, "hair", "face"), "remove the sword", refuse],
    [tight(HERO, "boots"), "make the green tunic red", refuse],
  ]),
  ...on(POTION, [
    [whole(POTION), "make the red potion blue", recolor("liquid", "blue")],
    [loose(POTION, "liquid"), "make the liquid green", recolor("liquid", "green")],
    [whole(POTION), "change the cork to grey", recolor("cork", "grey")],
    [loose(POTION, "cork"), "change the cork to grey", recolor("cork", "grey")],
    [whole(POTION), "make the red purple", recolor("liquid", "purple")],
    [whole(POTION), "red -> orange", recolor("liquid", "orange")],
    [tight(POTION, "liquid"), "make it yellow", recolor("liquid", "yellow", ["glass"])],
    [whole(POTION), "make the potion green", recolor("liquid", "green", ["glass"])],
    [whole(POTION), "pls make the liquid pink", recolor("liquid", "pink")],
    [loose(POTION, "liquid"), "darker liquid", darker("liquid")],
    [whole(POTION), "darken the glass", darker("glass")],
    [whole(POTION), "lighten the glass", lighter("glass")],
    [whole(POTION), "make the bottle darker", darker("glass")],
    [whole(POTION), "cork: black", recolor("cork", "black")],
    [loose(POTION, "cork"), "make the cork darker", darker("cork")],
    [whole(POTION), "lighten the cork", lighter("cork")],
    [whole(POTION), "make the glass green", recolor("glass", "green")],
    [whole(POTION), "remove the cork", remove("cork", "transparent")],
    [whole(POTION), "get rid of the cork", remove("cork", "transparent")],
    [whole(POTION), "remove the sword", refuse],
    [loose(POTION, "cork"), "make the red liquid blue", refuse],
    [whole(POTION), "make the green liquid red", refuse],
  ]),
  ...on(BB, [
    [whole(BB), "make the blue ball red", recolor("ball", "red")],
    [loose(BB, "ball"), "make the blue ball red", recolor("ball", "red")],
    [whole(BB), "make the grey box yellow", recolor("block", "yellow")],
    [loose(BB, "block"), "make the grey box yellow", recolor("block", "yellow")],
    [loose(BB, "ball"), "paint it green", recolor("ball", "green")],
    [loose(BB, "block"), "paint it green", recolor("block", "green")],
    [whole(BB), "make the blue orange", recolor("ball", "orange")],
    [whole(BB), "turn the grey into purple", recolor("block", "purple")],
    [loose(BB, "ball"), "ball → pink", recolor("ball", "pink")],
    [whole(BB), "make the cube blue", recolor("block", "blue")],
    [whole(BB), "make the ball teal", recolor("ball", "teal")],
    [loose(BB, "ball"), "make the ball darker", darker("ball")],
    [loose(BB, "ball"), "make it a bit lighter", lighter("ball")],
    [loose(BB, "block"), "lighten the block", lighter("block")],
    [whole(BB), "darken the grey block", darker("block")],
    [whole(BB), "remove the block", remove("block", "transparent")],
    [whole(BB), "remove the ball", remove("ball", "transparent")],
    [whole(BB), "remove the shine", remove("shine", "ball")],
    [whole(BB), "make the ball bigger", grow("ball")],
    [whole(BB), "make the block smaller", shrink("block")],
    [loose(BB, "block"), "make the blue ball red", refuse],
    [loose(BB, "ball"), "make the grey box yellow", refuse],
    [whole(BB), "make the red ball blue", refuse],
  ]),
  ...on(CHEST, [
    [whole(CHEST), "make the wood darker", darker("wood")],
    [whole(CHEST), "lighten the wood", lighter("wood")],
    [whole(CHEST), "make the brown purple", recolor("wood", "purple")],
    [whole(CHEST), "paint the chest blue", recolor("wood", "blue", ["trim", "lock"])],
    [whole(CHEST), "make the gold trim silver", recolor("trim", "grey")],
    [whole(CHEST), "change the gold to silver", recolor("trim", "grey")],
    [whole(CHEST), "make the bands red", recolor("trim", "red")],
    [whole(CHEST), "make the yellow stripes green", recolor("trim", "green")],
    [whole(CHEST), "make the trim darker", darker("trim")],
    [loose(CHEST, "lock"), "make the lock gold", recolor("lock", "gold")],
    [tight(CHEST, "lock"), "make it red", recolor("lock", "red")],
    [whole(CHEST), "remove the lock", remove("lock", "wood", "outline")],
    [box(3, 6, 6, 4), "add a red gem", addEdged("red")],
    [whole(CHEST), "remove the sword", refuse],
    [whole(CHEST), "make the green wood red", refuse],
  ]),
  ...on(TREE, [
    [whole(TREE), "make the leaves orange", recolor("leaves", "orange")],
    [whole(TREE), "paint the leaves pink", recolor("leaves", "pink")],
    [tight(TREE, "leaves"), "make it blue", recolor("leaves", "blue", ["apples"])],
    [whole(TREE), "make the green red", recolor("leaves", "red")],
    [whole(TREE), "lighten the leaves", lighter("leaves")],
    [whole(TREE), "remove the apples", remove("apples", "leaves")],
    [whole(TREE), "get rid of the red dots", remove("apples", "leaves")],
    [whole(TREE), "make the apples yellow", recolor("apples", "yellow")],
    [whole(TREE), "make the apples bigger", growApart("apples")],
    [
      sloppy(TREE, "left", 3, "leaves"),
      "make the leaves orange",
      cutShort(recolor("leaves", "orange", ["apples"])),
      WHOLE,
    ],
    [whole(TREE), "make the red dots purple", recolor("apples", "purple")],
    [loose(TREE, "trunk"), "make the trunk darker", darker("trunk")],
    [loose(TREE, "trunk"), "make the trunk grey", recolor("trunk", "grey")],
    [whole(TREE), "make the brown black", recolor("trunk", "black")],
    [box(3, 2, 14, 8), "add a red apple", addApart("red")],
    [loose(TREE, "trunk"), "remove the red apples", refuse],
    [whole(TREE), "remove the sword", refuse],
  ]),
  ...on(SLIME, [
    [whole(SLIME), "make the slime blue", recolor("body", "blue")],
    [whole(SLIME), "i want the slime to be purple", recolor("body", "purple")],
    [whole(SLIME), "make the slime a bit darker", darker("body")],
    [whole(SLIME), "paint it red", recolor("body", "red")],
    [whole(SLIME), "make the green purple", recolor("body", "purple")],
    [whole(SLIME), "slime -> pink pls", recolor("body", "pink")],
    [whole(SLIME), "turn the slime into a yellow slime", recolor("body", "yellow")],
    [whole(SLIME), "make it darker", darker("body")],
    [whole(SLIME), "make the slime lighter", lighter("body")],
    [whole(SLIME), "make the eyes red", recolor("eyes", "red")],
    [whole(SLIME), "make the eyes bigger", grow("eyes")],
    [loose(SLIME, "right eye"), "make the right eye blue", recolor("right eye", "blue")],
    [whole(SLIME), "remove the eyes", remove("eyes", "body")],
    [loose(SLIME, "left eye"), "remove the left eye", remove("left eye", "body")],
    [whole(SLIME), "remove the shine", remove("shine", "body")],
    // The slime's top outline is the image's top row: a small crown sits sunk into the dome.
    [box(4, 0, 10, 4), "add a gold crown", add("gold")],
    [whole(SLIME), "remove the sword", refuse],
    [whole(SLIME), "make the red slime blue", refuse],
  ]),
  ...on(BIRD, [
    [whole(BIRD), "make the bird red", recolor("body", "red", ["wing", "belly", "beak", "legs"])],
    [loose(BIRD, "body"), "bird -> yellow", recolor("body", "yellow", ["wing", "belly", "beak"])],
    [whole(BIRD), "make the blue green", recolor("body", "green", ["wing"])],
    [whole(BIRD), "make the beak red", recolor("beak", "red")],
    [loose(BIRD, "beak"), "make the beak longer", longer("beak")],
    [loose(BIRD, "beak"), "make it purple", recolor("beak", "purple")],
    [whole(BIRD), "make the wing black", recolor("wing", "black")],
    [whole(BIRD), "lighten the wing", lighter("wing")],
    [whole(BIRD), "make the belly yellow", recolor("belly", "yellow")],
    [whole(BIRD), "darken the belly", darker("belly")],
    [whole(BIRD), "make the eye red", recolor("eye", "red")],
    [whole(BIRD), "make the legs grey", recolor("legs", "grey")],
    [whole(BIRD), "remove the legs", remove("legs", "transparent")],
    // One row of air above the bird's head: the smallest cap, two rows over its outline.
    [box(4, 0, 10, 3), "add a hat", add()],
    [whole(BIRD), "remove the sword", refuse],
    [tight(BIRD, "legs"), "make the blue wing black", refuse],
  ]),
  ...on(SHIELD, [
    [
      whole(SHIELD),
      "change the shield color to green",
      recolor("field", "green", ["rim", "emblem"]),
    ],
    [whole(SHIELD), "make the blue red", recolor("field", "red")],
    [whole(SHIELD), "lighten the blue", lighter("field")],
    [whole(SHIELD), "make the cross red", recolor("emblem", "red")],
    [whole(SHIELD), "make the emblem red", recolor("emblem", "red")],
    [whole(SHIELD), "make the emblem smaller", shrink("emblem")],
    [
      sloppy(SHIELD, "bottom", 4, "field"),
      "make the blue green",
      cutShort(recolor("field", "green")),
      WHOLE,
    ],
    [whole(SHIELD), "the emblem -> green", recolor("emblem", "green")],
    [whole(SHIELD), "make the yellow white", recolor("emblem", "white")],
    [whole(SHIELD), "remove the emblem", remove("emblem", "field")],
    [whole(SHIELD), "get rid of the cross", remove("emblem", "field")],
    [whole(SHIELD), "make the rim gold", recolor("rim", "gold")],
    [whole(SHIELD), "make the rim golden", recolor("rim", "gold")],
    [whole(SHIELD), "turn the blue into purple", recolor("field", "purple")],
    [whole(SHIELD), "make the border black", recolor("rim", "black")],
    [whole(SHIELD), "darken the rim", darker("rim")],
    [box(3, 2, 10, 9), "add a star", add()],
    [whole(SHIELD), "remove the sword", refuse],
    [whole(SHIELD), "make the green shield red", refuse],
  ]),
  ...on(HOUSE, [
    [whole(HOUSE), "make the roof blue", recolor("roof", "blue")],
    [whole(HOUSE), "can u make the roof blue", recolor("roof", "blue")],
    [whole(HOUSE), "roof: purple", recolor("roof", "purple")],
    [whole(HOUSE), "make the red roof green", recolor("roof", "green")],
    [whole(HOUSE), "change the roof to purple", recolor("roof", "purple")],
    [whole(HOUSE), "make the roof tiles orange", recolor("roof", "orange")],
    [loose(HOUSE, "roof"), "paint it teal", recolor("roof", "teal", ["chimney"])],
    [whole(HOUSE), "make the door red", recolor("door", "red")],
    [loose(HOUSE, "door"), "make the door darker", darker("door")],
    [whole(HOUSE), "make the windows yellow", recolor("windows", "yellow")],
    [whole(HOUSE), "make the left window green", recolor("left window", "green")],
    [whole(HOUSE), "make the walls pink", recolor("walls", "pink")],
    [whole(HOUSE), "darken the walls", darker("walls")],
    [whole(HOUSE), "make the chimney red", recolor("chimney", "red")],
    [whole(HOUSE), "remove the chimney", remove("chimney", "transparent", "roof")],
    [whole(HOUSE), "remove the door", remove("door", "walls")],
    [loose(HOUSE, "door"), "make the door bigger", grow("door")],
    [box(7, 4, 10, 5), "add a window", add()],
    [loose(HOUSE, "roof"), "remove the blue windows", refuse],
    [whole(HOUSE), "remove the sword", refuse],
  ]),
  ...on(TILE, [
    [whole(TILE), "make the grass yellow", recolor("grass", "yellow")],
    [whole(TILE), "make the green blue", recolor("grass", "blue")],
    [whole(TILE), "make the grass darker", darker("grass")],
    [whole(TILE), "make the dirt grey", recolor("dirt", "grey")],
    [whole(TILE), "make the brown grey", recolor("dirt", "grey")],
    [whole(TILE), "lighten the dirt", lighter("dirt")],
    [whole(TILE), "make the stones darker", darker("stones")],
    [whole(TILE), "make the rocks red", recolor("stones", "red")],
    [whole(TILE), "make the pebbles yellow", recolor("stones", "yellow")],
    [whole(TILE), "remove the stones", remove("stones", "dirt")],
    [whole(TILE), "get rid of the grey rocks", remove("stones", "dirt")],
    [box(0, 0, 16, 3), "make the grey stones blue", refuse],
    [whole(TILE), "remove the sword", refuse],
  ]),
  ...on(KEY, [
    [whole(KEY), "make the key silver", recolor(["bow", "shaft", "teeth"], "grey")],
    [whole(KEY), "make the gold blue", recolor(["bow", "shaft", "teeth"], "blue")],
    [whole(KEY), "make it purple", recolor(["bow", "shaft", "teeth"], "purple")],
    [whole(KEY), "darken the key", darker(["bow", "shaft", "teeth"])],
    [whole(KEY), "make the teeth red", recolor("teeth", "red")],
    [tight(KEY, "teeth"), "paint it red", recolor("teeth", "red")],
    [loose(KEY, "bow"), "make the ring blue", recolor("bow", "blue")],
    [whole(KEY), "make the shaft green", recolor("shaft", "green")],
    [whole(KEY), "remove the teeth", remove("teeth", "transparent")],
    // The teeth ride along with the shorter shaft, as the boots do with shorter legs.
    [whole(KEY), "make the key shorter", shorter("shaft", "teeth")],
    [tight(KEY, "bow"), "add a gem", add()],
    [whole(KEY), "remove the sword", refuse],
    [whole(KEY), "make the red key gold", refuse],
  ]),
  ...on(FLOWER, [
    [whole(FLOWER), "make the petals blue", recolor("petals", "blue")],
    [whole(FLOWER), "recolor the petals to red", recolor("petals", "red")],
    [whole(FLOWER), "petals → orange", recolor("petals", "orange")],
    [whole(FLOWER), "make the pink purple", recolor("petals", "purple")],
    [
      whole(FLOWER),
      "make the flower yellow",
      recolor("petals", "yellow", ["center", "stem", "leaves"]),
    ],
    [whole(FLOWER), "make the petals white", recolor("petals", "white")],
    [whole(FLOWER), "darken the petals", darker("petals")],
    [whole(FLOWER), "make the center red", recolor("center", "red")],
    [tight(FLOWER, "center"), "make it orange", recolor("center", "orange")],
    [whole(FLOWER), "make the stem brown", recolor("stem", "brown")],
    [whole(FLOWER), "make the leaves yellow", recolor("leaves", "yellow")],
    [whole(FLOWER), "make the green blue", recolor(["stem", "leaves"], "blue")],
    [whole(FLOWER), "make the left leaf darker", darker("left leaf")],
    [whole(FLOWER), "remove the leaves", remove("leaves", "transparent", "stem")],
    // 5×5 px holds the smallest bee: two wings, a head and a stripe.
    [box(0, 0, 5, 5), "add a bee", add()],
    [whole(FLOWER), "remove the sword", refuse],
  ]),
];

/** Where a removed held thing may leave: air, or the parts the engine drew behind it. */
const BEHIND = ["transparent", "cape", "arm", "torso", "hand", "leg-upper", "leg-lower", "head"];

/** A band `rows` high just above the top of `part` (the air over a head), as wide as it. */
function above(f: Fixture, part: string, rows: number): Box {
  const b = tight(f, part);
  const y = Math.max(0, b.y - rows + 3);
  return { x: b.x, y, width: b.width, height: b.y + 3 - y };
}

/** The top `rows` rows of `part`'s box, with a margin of 2 (the head of a staff). */
function topOf(f: Fixture, part: string, rows: number): Box {
  const b = loose(f, part);
  return { ...b, height: Math.min(b.height, rows) };
}

/** Engine sprites: masks from the layers the generator painted (see engine-sprites.ts). */
export const ENGINE_CASES: readonly Case[] = [
  ...on(KNIGHT, [
    [loose(KNIGHT, "sword"), "make the sword gold", recolor("sword", "gold")],
    [whole(KNIGHT), "make the sword gold", recolor("sword", "gold")],
    [loose(KNIGHT, "sword"), "remove the sword", remove("sword", ...BEHIND)],
    [whole(KNIGHT), "change the shield color to green", recolor("shield", "green")],
    [loose(KNIGHT, "shield"), "make the shield blue", recolor("shield", "blue")],
    [loose(KNIGHT, "shield"), "remove the shield", remove("shield", ...BEHIND)],
    [whole(KNIGHT), "make the cape purple", recolor("cape", "purple")],
    [whole(KNIGHT), "turn the cape blue", recolor("cape", "blue")],
    [above(KNIGHT, "head", 10), "add a crown", add()],
    [above(KNIGHT, "head", 10), "add a gold crown", add("gold")],
    [whole(KNIGHT), "remove the staff", refuse],
    [loose(KNIGHT, "shield"), "make the sword gold", refuse],
  ]),
  ...on(WIZARD, [
    [whole(WIZARD), "make his robe red", recolor("torso", "red", ["arm"])],
    [whole(WIZARD), "make the robe green", recolor("torso", "green", ["arm"])],
    // The staff is its wooden shaft (the layer's wood ramp); the orb on its tip keeps its own
    // colours and shine.
    [loose(WIZARD, "staff"), "make the staff blue", recolor("item ramp 17", "blue")],
    [loose(WIZARD, "staff"), "remove the staff", remove("staff", ...BEHIND)],
    [topOf(WIZARD, "staff", 12), "give him a glowing orb on the staff", add()],
    [whole(WIZARD), "remove the shield", refuse],
    [whole(WIZARD), "remove the sword", refuse],
  ]),
];

/**
 * Sentences added after a look at the touchups sheet, as artists write them: hasty drags that
 * cut the part (the reading must say what keeps its colour, since nothing past the region is
 * written), and the rest of the grown, added and removed things that read badly before.
 */
export const MORE_CASES: readonly Case[] = [
  ...on(HERO, [
    [
      sloppy(HERO, "left", 2, "hair"),
      "hair should be red",
      cutShort(recolor("hair", "red")),
      WHOLE,
    ],
  ]),
  ...on(POTION, [
    [
      sloppy(POTION, "left", 2, "liquid"),
      "make the liquid blue pls",
      cutShort(recolor("liquid", "blue")),
      WHOLE,
    ],
  ]),
  ...on(CHEST, [
    [sloppy(CHEST, "right", 3, "wood"), "darken the wood a bit", cutShort(darker("wood")), WHOLE],
  ]),
  ...on(FLOWER, [
    [
      sloppy(FLOWER, "left", 2, "petals"),
      "petals purple plz",
      cutShort(recolor("petals", "purple")),
      WHOLE,
    ],
  ]),
  ...on(TREE, [
    [
      sloppy(TREE, "bottom", 2, "trunk"),
      "trunk a bit darker pls",
      cutShort(darker("trunk")),
      WHOLE,
    ],
  ]),
  ...on(SLIME, [
    [
      sloppy(SLIME, "top", 3, "body"),
      "make the slime blue",
      cutShort(recolor("body", "blue")),
      WHOLE,
    ],
  ]),
  ...on(KEY, [
    [sloppy(KEY, "left", 3, "bow"), "ring -> blue", cutShort(recolor("bow", "blue")), WHOLE],
  ]),
  ...on(M, [
    [tight(M, "cap"), "make the spots larger", growApart("dots")],
    [loose(M, "cap"), "bigger dots pls", growApart("dots")],
    [whole(M), "can the white spots be bigger", growApart("dots")],
  ]),
  ...on(TREE, [
    [loose(TREE, "leaves"), "make the apples larger", growApart("apples")],
    [tight(TREE, "leaves"), "apples a bit bigger", growApart("apples")],
    [whole(TREE), "bigger red dots", growApart("apples")],
  ]),
  ...on(TILE, [[whole(TILE), "make the stones bigger", growApart("stones")]]),
  ...on(HOUSE, [
    [sloppy(HOUSE, "top", 2, "door"), "door a bit darker", cutShort(darker("door")), WHOLE],
  ]),
  ...on(HERO, [
    [tight(HERO, "hilt"), "grip -> black", recolor("grip", "black")],
    [tight(HERO, "hilt"), "can u make the handle blue", recolor("grip", "blue")],
  ]),
  ...on(CHEST, [
    [box(3, 6, 6, 4), "put a red gem on the chest", addEdged("red")],
    [box(11, 6, 6, 4), "add a blue jewel", addEdged("blue")],
    [box(3, 6, 5, 4), "add a small green gem", addEdged("green")],
  ]),
  ...on(TREE, [
    [box(3, 2, 14, 8), "add one more apple", addApart("red")],
    [box(4, 3, 12, 7), "add another apple pls", addApart("red")],
  ]),
  ...on(BB, [
    [
      sloppy(BB, "left", 2, "block"),
      "grey box yellow pls",
      cutShort(recolor("block", "yellow")),
      WHOLE,
    ],
  ]),
  ...on(KNIGHT, [
    // The shield's field is its first ramp; its steel rim and pale emblem must keep their colour.
    [whole(KNIGHT), "make the shield blue", recolor("shield ramp 0", "blue")],
    [loose(KNIGHT, "shield"), "paint the shield green pls", recolor("shield ramp 0", "green")],
    [
      sloppy(KNIGHT, "bottom", 8, "cape"),
      "cape purple",
      cutShort(recolor("cape", "purple")),
      WHOLE,
    ],
  ]),
  ...on(WIZARD, [
    [
      sloppy(WIZARD, "bottom", 6, "torso"),
      "robe -> red",
      cutShort(recolor("torso", "red", ["arm"])),
      WHOLE,
    ],
  ]),
  // The region misses the boots' bottom outline row: the artist took the offer to extend it.
  // The boots ride up with the shorter legs.
  ...on(HERO, [[loose(HERO, "legs"), "make the legs shorter", shrink("legs", "boots"), WHOLE]]),
];
