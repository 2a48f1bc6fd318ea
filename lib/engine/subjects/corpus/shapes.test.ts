/**
 * Shape properties of the subjects the shape language draws, judged on rendered pixels: what a
 * person knows of the thing, not what the entry says (a hot air balloon is taller than wide with
 * its mass at the top; a donut has a hole; a crossbow's stock runs across its bow). Each subject
 * is drawn at 64 px from an artist's prompt with the seed fixed.
 */
import { describe, expect, it } from "vitest";
import { generateSprite } from "../../generate";
import { readSpritePrompt } from "../../prompt";
import type { RgbaImage } from "../../raster";
import {
  alpha,
  bounds,
  enclosedPockets,
  type Hue,
  hueOf,
  longestRun,
  pieces,
  share,
  topShare,
} from "../../testing";
import type { AssetType } from "../types";

type Property =
  | "tall"
  | "wide"
  | "hole"
  | "topHeavy"
  | "bottomHeavy"
  | "cross"
  | "longDiagonal"
  | `hue:${Hue}`
  | `has:${Hue}`
  | `pieces:${number}`;

function holds(img: RgbaImage, property: Property): boolean {
  const b = bounds(img);
  const w = b.right - b.left + 1;
  const h = b.bottom - b.top + 1;
  if (property === "tall") return h >= 1.1 * w;
  if (property === "wide") return w >= 1.1 * h;
  if (property === "hole") return enclosedPockets(img).some((p) => p.length >= 3);
  if (property === "topHeavy") return topShare(img) >= 0.56;
  if (property === "bottomHeavy") return topShare(img) <= 0.44;
  // A bar across and a bar down, each most of the picture's extent (a crossbow, a signpost).
  if (property === "cross")
    return longestRun(img, true) >= 0.6 * w && longestRun(img, false) >= 0.6 * h;
  // A held thing drawn corner to corner: its box is near square yet mostly empty.
  if (property === "longDiagonal") {
    let opaque = 0;
    for (let y = b.top; y <= b.bottom; y++)
      for (let x = b.left; x <= b.right; x++) if (alpha(img, x, y)) opaque++;
    return w >= 0.6 * img.width && h >= 0.6 * img.height && opaque / (w * h) < 0.4;
  }
  if (property.startsWith("pieces:")) return pieces(img) >= Number(property.slice(7));
  // The main colour covers an eighth of the drawing; an accent (a flame, a seal) is present.
  const hue = property.slice(4) as Hue;
  return share(img, hue) >= (property.startsWith("hue:") ? 0.12 : 0.02);
}

/** [prompt, asset type, what it must look like]. */
const CASES: readonly (readonly [string, AssetType, ...Property[]])[] = [
  // items
  ["a golden crown", "item", "wide", "hue:yellow"],
  ["an iron helmet", "item", "hue:grey"],
  ["a pickaxe", "item", "longDiagonal", "hue:grey", "has:brown"],
  ["a shovel", "item", "tall", "hue:grey"],
  ["a fishing rod", "item", "longDiagonal"],
  ["a candle", "prop", "tall", "has:white"],
  ["an hourglass", "item", "tall", "hue:cyan"],
  ["a treasure map", "item", "wide", "has:red"],
  ["a compass", "item", "has:red"],
  ["an egg", "item", "tall", "hue:white"],
  ["a carrot", "item", "hue:orange", "has:green"],
  ["a bunch of grapes", "item", "tall", "hue:purple", "has:green"],
  ["cherries", "item", "hue:red", "has:green", "bottomHeavy"],
  ["a banana", "item", "wide", "hue:yellow"],
  ["a watermelon slice", "item", "wide", "hue:red", "has:green", "topHeavy"],
  ["a slice of cake", "item", "wide", "has:pink", "has:red"],
  ["a cookie", "item", "hue:orange"],
  ["a donut", "item", "hole", "has:pink"],
  ["a slice of pizza", "item", "topHeavy", "hue:yellow", "has:red"],
  ["a mug of beer", "item", "hue:orange", "has:white"],
  ["a wine bottle", "item", "tall", "hue:green"],
  ["a bone", "item", "longDiagonal", "hue:white"],
  ["a skull", "item", "hue:white"],
  ["a gold ingot", "item", "wide", "hue:yellow"],
  ["a magic orb", "item", "hue:purple", "has:yellow"],
  ["a sealed letter", "item", "wide", "has:red"],
  ["a trophy", "item", "tall", "hue:yellow", "has:brown"],
  ["a medal", "item", "tall", "hue:blue", "has:yellow"],
  ["a bell", "item", "hue:yellow", "bottomHeavy"],
  ["a cog", "item", "hue:grey"],
  ["a battery", "item", "tall", "hue:green"],
  ["a magnet", "item", "tall", "hue:red"],
  ["a spyglass", "item", "longDiagonal"],
  ["a green leaf", "item", "hue:green"],
  ["a top hat", "item", "has:red"],
  ["a rune stone", "item", "tall", "hue:grey", "has:cyan"],
  ["leather boots", "item", "hue:brown"],
  ["gloves", "item", "pieces:2", "hue:brown"],
  ["a pearl", "item", "hue:pink", "has:white"],
  ["a lockpick", "item", "pieces:2"],
  ["a backpack", "item", "hue:brown"],
  // weapons
  ["a crossbow", "weapon", "cross", "hue:brown"],
  ["a scythe", "weapon", "tall", "hue:grey", "topHeavy"],
  ["a trident", "weapon", "tall", "hue:grey", "topHeavy"],
  ["a flail", "weapon", "longDiagonal", "hue:grey"],
  ["a halberd", "weapon", "tall", "hue:grey", "topHeavy"],
  ["a wooden club", "weapon", "longDiagonal", "hue:brown"],
  ["a lance", "weapon", "longDiagonal"],
  ["a slingshot", "weapon", "tall", "hue:brown"],
  ["a shuriken", "weapon", "hue:grey", "hole"],
  ["a pistol", "weapon", "wide", "hue:grey"],
  ["a rifle", "weapon", "longDiagonal", "hue:grey", "has:brown"],
  ["a war hammer", "weapon", "longDiagonal", "hue:grey"],
  ["a katana", "weapon", "longDiagonal"],
  ["a rapier", "weapon", "longDiagonal", "has:yellow"],
  ["a huge greatsword", "weapon", "longDiagonal", "hue:grey"],
  ["a laser gun", "weapon", "wide", "has:cyan"],
  // props
  ["a wooden door", "prop", "tall", "hue:brown"],
  ["a bed", "prop", "wide", "hue:red", "has:white"],
  ["a wardrobe", "prop", "tall", "hue:brown"],
  ["a stool", "prop", "hole", "hue:brown"],
  ["a throne", "prop", "tall", "hue:yellow", "has:red"],
  ["a fountain", "prop", "hue:blue", "has:grey", "bottomHeavy"],
  ["a stone pillar", "prop", "tall", "hue:grey"],
  ["a totem pole", "prop", "tall", "hue:brown"],
  ["a signpost", "prop", "tall", "hue:brown", "topHeavy"],
  ["a mailbox", "prop", "hue:blue", "topHeavy"],
  ["a trash can", "prop", "tall", "hue:grey"],
  ["a haystack", "prop", "hue:yellow"],
  ["a scarecrow", "prop", "tall", "hue:blue"],
  ["a windmill", "prop", "tall"],
  ["a tent", "prop", "bottomHeavy"],
  ["a ladder", "prop", "tall", "hole"],
  ["a bucket", "prop", "hue:brown", "hole"],
  ["a cage", "prop", "tall", "hole", "hue:grey"],
  ["a coffin", "prop", "tall", "hue:brown", "has:yellow"],
  ["a log", "prop", "wide", "hue:brown"],
  ["a palm tree", "prop", "tall", "topHeavy", "hue:green", "has:brown"],
  ["a dead tree", "prop", "tall", "hue:brown"],
  ["a grandfather clock", "prop", "tall", "hue:brown"],
  ["a candelabra", "prop", "hue:yellow", "has:white"],
  ["a banner", "prop", "tall", "hue:red", "topHeavy"],
  ["a workbench", "prop", "wide", "hue:brown", "hole"],
  ["a cannon", "prop", "hue:grey"],
  ["a magic portal", "prop", "tall", "has:purple", "has:grey"],
  ["a spike trap", "prop", "wide", "hue:grey", "bottomHeavy"],
  ["a wizard tower", "prop", "tall", "hue:grey", "has:blue"],
  ["a lighthouse", "prop", "tall", "hue:red", "has:white"],
  ["a market stall", "prop", "hue:red", "has:brown"],
  ["a pumpkin", "prop", "hue:orange", "bottomHeavy"],
  ["a snowman", "prop", "tall", "hue:white", "bottomHeavy"],
  ["a gift box", "prop", "hue:red", "has:yellow"],
  ["a vending machine", "prop", "tall", "hue:red"],
  ["a traffic cone", "prop", "tall", "hue:orange", "bottomHeavy"],
  ["a mushroom house", "prop", "hue:red", "topHeavy"],
  // vehicles
  ["a hot air balloon", "vehicle", "tall", "topHeavy", "hue:red", "has:brown"],
  ["a rowboat", "vehicle", "wide", "hue:brown"],
  ["a submarine", "vehicle", "wide", "hue:yellow"],
  ["a steam train", "vehicle", "wide", "hue:blue", "has:red"],
  ["a bicycle", "vehicle", "wide", "hole", "hue:red"],
  ["a motorcycle", "vehicle", "wide", "hue:red"],
  ["a school bus", "vehicle", "wide", "hue:yellow"],
  ["a helicopter", "vehicle", "wide", "hue:green"],
  ["a rocket", "vehicle", "tall", "hue:red", "has:white"],
  ["a ufo", "vehicle", "hue:grey", "has:green"],
  ["a sled", "vehicle", "wide", "hue:red"],
  // creatures
  ["a butterfly", "creature", "wide", "hue:orange"],
  ["a snail", "creature", "wide", "hue:orange"],
  ["an octopus", "creature", "hue:pink"],
  ["a jellyfish", "creature", "hue:purple", "topHeavy"],
  ["a starfish", "creature", "hue:orange"],
  ["a seahorse", "creature", "tall", "hue:orange"],
  ["a whale", "creature", "wide", "hue:blue"],
  ["a dolphin", "creature", "wide", "hue:blue"],
  ["a penguin", "creature", "tall", "hue:white"],
  ["a duck", "creature", "hue:yellow", "has:orange"],
  ["a cute pink axolotl", "creature", "wide", "hue:pink"],
  ["a fire elemental", "creature", "hue:orange", "has:yellow"],
  ["a mimic chest", "creature", "hue:brown", "has:white", "has:red"],
  ["an elephant", "creature", "wide", "hue:grey"],
  ["a giraffe", "creature", "tall", "hue:yellow"],
  ["a monkey", "creature", "tall", "hue:brown"],
  ["a gorilla", "creature", "hue:grey"],
  ["a ladybug", "creature", "hue:red"],
  ["a walking mushroom monster", "creature", "hue:red", "topHeavy"],
  ["a carnivorous plant monster", "creature", "hue:green", "has:red"],
  // four-legged beasts the quadruped drawer draws (and the quadruped rig animates), in profile
  ["a dog", "creature", "wide", "hue:brown"],
  ["a pink pig", "creature", "wide", "hue:pink"],
  ["a goat", "creature", "hue:white"],
  ["a mouse", "creature", "wide", "hue:grey"],
  ["a unicorn", "creature", "hue:white"],
  ["a crocodile", "creature", "wide", "hue:green"],
  ["a squirrel", "creature", "wide", "hue:orange"],
  ["a panda", "creature", "wide", "hue:white"],
  ["a fox", "creature", "wide", "hue:orange", "has:white"],
  ["a cow", "creature", "wide", "hue:white"],
  // birds, each its own look on the winged drawer, and the griffin on the quadruped's
  ["a parrot", "creature", "hue:red", "has:blue"],
  ["an eagle", "creature", "hue:brown", "has:white", "has:yellow"],
  ["a bluebird", "creature", "hue:blue", "has:orange"],
  ["a griffin", "creature", "hue:orange", "has:white", "has:brown"],
];

describe("shape subjects look like what they are", () => {
  for (const [prompt, type, ...properties] of CASES) {
    it(`${prompt} (${type})`, () => {
      const reading = readSpritePrompt(prompt, type);
      const sprite = generateSprite({
        reading,
        assetType: reading.assetType,
        width: 64,
        height: 64,
        direction: "none",
        camera: "none",
        seed: 7,
      });
      expect(reading.unrecognized, prompt).toEqual([]);
      const failed = properties.filter((p) => !holds(sprite.image, p));
      expect(failed, `${prompt} (drawn as ${reading.subject})`).toEqual([]);
    });
  }

  it("names colours as a person would", () => {
    expect(hueOf(200, 40, 40)).toBe("red");
    expect(hueOf(240, 140, 40)).toBe("orange");
    expect(hueOf(240, 210, 60)).toBe("yellow");
    expect(hueOf(60, 160, 60)).toBe("green");
    expect(hueOf(60, 90, 200)).toBe("blue");
    expect(hueOf(130, 60, 170)).toBe("purple");
    expect(hueOf(120, 80, 50)).toBe("brown");
    expect(hueOf(128, 128, 128)).toBe("grey");
    expect(hueOf(245, 245, 245)).toBe("white");
  });
});
