/**
 * Faces a restyle draws: a sad knight (brows under his rim, the sword hung point down), an old
 * knight's long white beard over his chest. Judged on rendered pixels, with the skin and
 * parts taken from the drawer's own drawings (the same character drawn with blue skin, its
 * layers at rest), never from the restyle code.
 */
import { describe, expect, it } from "vitest";
import { oklabToOklch, rgbToOklab } from "@/lib/engine/color";
import { generateLayered } from "@/lib/engine/generate";
import { readSpritePrompt } from "@/lib/engine/prompt";
import type { RgbaImage } from "@/lib/engine/raster";
import { renderTaskTable as task } from "./tasks";

const SIZE = 64;
const SEED = 7;
const KNIGHT = "a knight with a sword and shield";

function drawn(prompt: string, partColorsAsked?: string, trait?: "sad") {
  const reading = readSpritePrompt(prompt, "character");
  return generateLayered({
    reading: {
      ...reading,
      ...(partColorsAsked ? { partColorsAsked } : {}),
      ...(trait ? { traits: [...reading.traits, trait] as typeof reading.traits } : {}),
    },
    assetType: "character",
    width: SIZE,
    height: SIZE,
    direction: "south",
    camera: "none",
    seed: SEED,
  });
}

function restyled(prompt: string, sentence: string) {
  const source = drawn(prompt).sprite.image;
  const r = task.restyleChecked({
    source,
    redraw: {
      prompt,
      assetType: "character",
      width: SIZE,
      height: SIZE,
      facing: "south",
      camera: "none",
      seed: SEED,
    },
    customPrompt: sentence,
    mode: "custom",
    tier: "normal",
    seed: SEED,
    basePalette: null,
    paletteExtras: 8,
  });
  if (!r.ok) throw new Error(r.refusal.message);
  return { source, image: r.image, used: r.words.used };
}

const lchAt = (img: RgbaImage, i: number) =>
  oklabToOklch(rgbToOklab([img.data[i * 4]!, img.data[i * 4 + 1]!, img.data[i * 4 + 2]!]));
const shows = (img: RgbaImage, i: number) => img.data[i * 4 + 3]! > 0;
const hueIn = (c: { C: number; h: number }, from: number, to: number) =>
  c.C > 0.06 && c.h > from && c.h < to;
const blue = (c: { C: number; h: number }) => hueIn(c, 230, 290);

/** Pixels the drawer paints in `test`'s colour when asked `asked`, and not otherwise. */
function partPixels(prompt: string, asked: string, test: (c: { C: number; h: number }) => boolean) {
  const plain = drawn(prompt).sprite.image;
  const painted = drawn(prompt, asked).sprite.image;
  const out: number[] = [];
  for (let i = 0; i < SIZE * SIZE; i++) {
    if (!shows(plain, i) || !shows(painted, i)) continue;
    if (test(lchAt(painted, i)) && !test(lchAt(plain, i))) out.push(i);
  }
  return out;
}

describe("a sad knight", () => {
  it("the sad knight's brows show under his helmet's rim, over eyes looking down", () => {
    const prompt = KNIGHT;
    const plain = drawn(prompt).sprite.image;
    const sad = drawn(prompt, undefined, "sad").sprite.image;
    const skin = partPixels(prompt, "blue skin", blue);
    const dark = (img: RgbaImage, i: number) => shows(img, i) && lchAt(img, i).L < 0.3;
    // The eyes at rest: dark marks inside the skin, their top row the highest of them.
    const skinSet = new Set(skin);
    const eyes = [...Array(SIZE * SIZE).keys()].filter(
      (i) => dark(plain, i) && skinSet.has(i - 1) && skinSet.has(i + 1),
    );
    expect(eyes.length).toBeGreaterThanOrEqual(2);
    const eyeTop = Math.min(...eyes.map((i) => Math.floor(i / SIZE)));
    // Brows: line ink the sad face puts on skin at or above that row (under the rim), two
    // pixels a side at least; and the eyes' dark marks all lower than at rest.
    const brows = skin.filter((i) => Math.floor(i / SIZE) <= eyeTop + 1 && dark(sad, i));
    expect(brows.length).toBeGreaterThanOrEqual(4);
    const sadEyes = skin.filter(
      (i) => Math.floor(i / SIZE) >= eyeTop + 2 && dark(sad, i) && !dark(plain, i),
    );
    expect(sadEyes.length).toBeGreaterThanOrEqual(2);
  });

  it("the sad knight's sword hangs point down from his hand, clear of his legs", () => {
    const prompt = KNIGHT;
    const doc = drawn(prompt);
    const sword = doc.layers.find((l) => l.role === "item" && l.kind === "sword")!;
    // Columns outside the figure: left of every layer but the sword's and its hand's.
    const others = doc.layers.filter((l) => l.width > 0 && l !== sword && l.role !== "hand");
    const clear = Math.min(...others.map((l) => l.x));
    expect(sword.x).toBeLessThan(clear);
    const { source, image } = restyled(prompt, "make it look sad");
    // What shows beside the figure, above and below the grip's row (where the drawer's hand
    // holds the sword).
    const split = (img: RgbaImage) => {
      const out = { above: 0, below: 0 };
      for (let y = 0; y < SIZE; y++)
        for (let x = 0; x < clear; x++) {
          if (!shows(img, y * SIZE + x)) continue;
          if (y < sword.joint.y - 2) out.above++;
          else if (y > sword.joint.y + 2) out.below++;
        }
      return out;
    };
    const rest = split(source);
    const sad = split(image);
    expect(rest.above).toBeGreaterThan(rest.below);
    // Hung point down: as much blade below the hand as stood above it at rest, none left up.
    expect(sad.below).toBeGreaterThan(rest.above * 0.6);
    expect(sad.above).toBeLessThan(rest.above * 0.2);
  });

  it("the hung sword leaves nothing of its gold hilt above the fist holding it", () => {
    const doc = drawn(KNIGHT);
    const sword = doc.layers.find((l) => l.role === "item" && l.kind === "sword")!;
    const fist = doc.layers.find((l) => l.role === "hand" && l.parent === sword.parent)!;
    const arm = doc.layers.find((l) => l.name === sword.parent)!;
    const head = doc.layers.find((l) => l.role === "head")!;
    const { source, image } = restyled(KNIGHT, "make it look sad");
    const gold = (img: RgbaImage, i: number) => shows(img, i) && hueIn(lchAt(img, i), 50, 110);
    // The hilt's gold as drawn: on the sword layer's pixels at rest.
    const hilt = [...Array(sword.width * sword.height).keys()].filter((k) => {
      const i = (sword.y + Math.floor(k / sword.width)) * SIZE + sword.x + (k % sword.width);
      return sword.ink[k]! >= 0 && gold(source, i);
    });
    expect(hilt.length).toBeGreaterThan(0);
    // Between the hung chin and the fist's top row (the fist sinks with the slump, never
    // rises), over the sword's and the arm's columns: no gold.
    const left: number[] = [];
    for (let y = head.y + head.height + 4; y < fist.y; y++)
      for (let x = sword.x; x < arm.x + arm.width; x++) if (gold(image, y * SIZE + x)) left.push(x);
    expect(left).toEqual([]);
  });
});

describe("beards that read", () => {
  it("an old knight's white beard hangs over his chest, on the tabard", () => {
    const { source, image, used } = restyled(KNIGHT, "make him look older");
    expect(used).toContain("older");
    const torso = drawn(KNIGHT).layers.find((l) => l.role === "torso")!;
    const head = drawn(KNIGHT).layers.find((l) => l.role === "head")!;
    // The tabard: blue pixels of the drawing on the torso layer, below the head layer.
    const covered: number[] = [];
    for (let y = head.y + head.height; y < torso.y + torso.height; y++)
      for (let x = torso.x; x < torso.x + torso.width; x++) {
        const i = y * SIZE + x;
        if (!shows(source, i) || !blue(lchAt(source, i))) continue;
        const c = lchAt(image, i);
        if (c.L > 0.8 && c.C < 0.06) covered.push(i);
      }
    // White over blue, a beard's width and more than a row of it.
    expect(covered.length).toBeGreaterThanOrEqual(8);
    const rows = new Set(covered.map((i) => Math.floor(i / SIZE)));
    expect(rows.size).toBeGreaterThanOrEqual(2);
  });
});
