/**
 * The tells that make a character read as itself at 1x, checked on the finished 64 px sprite:
 * dark-skinned faces show the whites of their eyes, a witch's arms are her robe's purple (so the
 * wooden staff stands off them), a clown's face is white with a wide red grin, a hacker holds a
 * glowing screen. Expected colours are what the words mean (white is light and grey-free, neon
 * green is bright green, purple is purple), not the drawer's values.
 */
import { describe, expect, it } from "vitest";
import type { Oklch } from "../color";
import type { LayeredSprite } from ".";
import { characterDoc, colourAt } from "../testing";
import type { SpriteLayer } from "./layer-types";

type Doc = LayeredSprite;
const doc = characterDoc;

// Seed 7's villager has the darkest skin the seed picks among.
const villager = doc("a villager");
const witch = doc("a witch in a purple hat");
const clown = doc("a clown");
const hacker = doc("a cyberpunk hacker with neon goggles");

/** Sprite coordinates of every pixel the layers whose name starts with `prefix` inked. */
function inked(d: Doc, prefix: string): { x: number; y: number }[] {
  const out: { x: number; y: number }[] = [];
  for (const l of d.layers.filter((l: SpriteLayer) => l.name.startsWith(prefix)))
    for (let y = 0; y < l.height; y++)
      for (let x = 0; x < l.width; x++)
        if (l.ink[y * l.width + x]! >= 0) out.push({ x: l.x + x, y: l.y + y });
  return out;
}

const white = (c: Oklch | null) => c !== null && c.L > 0.8 && c.C < 0.05;
const dark = (c: Oklch | null) => c !== null && c.L < 0.3;
const red = (c: Oklch | null) => c !== null && c.C > 0.1 && (c.h < 45 || c.h > 345) && c.L > 0.35;

describe("a dark-skinned face", () => {
  it("shows a white beside each dark eye", () => {
    // On dark brown skin a dark 1-pixel eye sank into the face's shadow at 1x.
    const whites = inked(villager, "head").filter(
      ({ x, y }) =>
        white(colourAt(villager, x, y)) &&
        (dark(colourAt(villager, x - 1, y)) || dark(colourAt(villager, x + 1, y))),
    );
    // Two eyes two pixels tall: four whites.
    expect(whites.length).toBeGreaterThanOrEqual(4);
  });
});

describe("a witch", () => {
  it("wears sleeves of her robe's purple, so the wooden staff does not melt into her arm", () => {
    const arms = inked(witch, "arm.").map(({ x, y }) => colourAt(witch, x, y));
    const purple = arms.filter((c) => c && c.C > 0.06 && c.h > 270 && c.h < 335).length;
    expect(purple).toBeGreaterThan(arms.length / 2);
  });
});

describe("a clown", () => {
  const head = inked(clown, "head");
  const xs = head.map((p) => p.x);
  const left = Math.min(...xs);
  const width = Math.max(...xs) - left + 1;

  it("has a white painted face", () => {
    // The middle third of the head across (the red hair tufts are at its sides), outline and
    // red paint left out: mostly white, where a grey face read as a mouse's.
    const face = head
      .filter(({ x }) => x >= left + width / 3 && x < left + (2 * width) / 3)
      .map(({ x, y }) => colourAt(clown, x, y))
      .filter((c) => c && c.L > 0.3 && !red(c));
    const whites = face.filter((c) => c && c.L > 0.85).length;
    expect(whites).toBeGreaterThan(face.length * 0.6);
  });

  it("grins: a red line wider than the nose across the middle of the face", () => {
    let widest = 0;
    for (const y of new Set(head.map((p) => p.y))) {
      let run = 0;
      for (let x = Math.round(left + width * 0.25); x < left + width * 0.75; x++) {
        run = red(colourAt(clown, x, y)) ? run + 1 : 0;
        widest = Math.max(widest, run);
      }
    }
    expect(widest).toBeGreaterThanOrEqual(5);
  });
});

describe("a cyberpunk hacker", () => {
  it("holds a glowing neon screen below the face", () => {
    // Below the head (the goggles are neon too), a lit screen is a run of neon several pixels
    // across; the coat's neon zip is a line one or two wide.
    const neon = (c: Oklch | null) =>
      c !== null && c.L > 0.7 && c.C > 0.12 && c.h > 120 && c.h < 170;
    const below = Math.max(...inked(hacker, "head").map((p) => p.y)) + 1;
    const img = hacker.sprite.image;
    let widest = 0;
    for (let y = below; y < img.height; y++) {
      let run = 0;
      for (let x = 0; x < img.width; x++) {
        run = neon(colourAt(hacker, x, y)) ? run + 1 : 0;
        widest = Math.max(widest, run);
      }
    }
    expect(widest).toBeGreaterThanOrEqual(3);
  });
});
