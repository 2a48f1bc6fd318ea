/**
 * Where a combine puts its item, judged on the rendered pixels of the combine task as a job
 * runs it, with every part taken from the drawer's own layers or the item sprite's own pixels
 * (never from the combine code): in profile the item is in the near hand in front of the body;
 * the hand is drawn over the grip; what the hand held before (a staff, a shield) leaves no pixel
 * of its own colours; an item is never cut by the frame's edge.
 */
import { describe, expect, it } from "vitest";
import { PALETTE_EXTRAS_DEFAULTS } from "@/lib/contract/operations";
import { composeAtRest, EMPTY, withoutLayer } from "@/lib/engine/draw";
import { generateLayered, generateSprite } from "@/lib/engine/generate";
import { type AssetType, readSpritePrompt } from "@/lib/engine/prompt";
import type { RgbaImage } from "@/lib/engine/raster";
import { partsShown } from "./layer-parts";
import { renderTaskTable as task } from "./tasks";

const SIZE = 64;
const SEED = 7;

type Facing = "south" | "east";

function character(prompt: string, facing: Facing) {
  const reading = readSpritePrompt(prompt, "character");
  return generateLayered({
    reading,
    assetType: "character",
    width: SIZE,
    height: SIZE,
    direction: facing,
    camera: "none",
    seed: SEED,
  });
}

function itemSprite(prompt: string, assetType: AssetType) {
  const reading = readSpritePrompt(prompt, assetType);
  return generateSprite({
    reading,
    assetType,
    width: SIZE,
    height: SIZE,
    direction: "none",
    camera: "none",
    seed: SEED,
  });
}

function combined(
  baseLine: string,
  facing: Facing,
  itemLine: string,
  type: AssetType,
  words: string,
) {
  const base = character(baseLine, facing);
  const item = itemSprite(itemLine, type);
  const r = task.combine({
    base: base.sprite.image,
    baseRedraw: {
      prompt: baseLine,
      assetType: "character",
      width: SIZE,
      height: SIZE,
      facing,
      camera: "none",
      seed: SEED,
    },
    baseAnchors: base.sprite.anchors,
    item: item.image,
    itemAnchors: item.anchors,
    prompt: words,
    itemName: itemLine,
    seed: SEED,
    basePalette: null,
    itemPalette: null,
    paletteExtras: PALETTE_EXTRAS_DEFAULTS.combine,
  });
  if (!r.ok) throw new Error(`combine refused: ${r.refusal}`);
  return { base, item: item.image, out: r.image };
}

const rgbAt = (img: RgbaImage, i: number) =>
  (img.data[i * 4]! << 16) | (img.data[i * 4 + 1]! << 8) | img.data[i * 4 + 2]!;

function colors(img: RgbaImage, where: (i: number) => boolean = () => true): Set<number> {
  const out = new Set<number>();
  for (let i = 0; i < img.width * img.height; i++)
    if (img.data[i * 4 + 3]! > 0 && where(i)) out.add(rgbAt(img, i));
  return out;
}

/** Pixels of `img` (indices) in one of `palette`'s colours. */
function pixelsIn(img: RgbaImage, palette: Set<number>): number[] {
  const out: number[] = [];
  for (let i = 0; i < img.width * img.height; i++)
    if (img.data[i * 4 + 3]! > 0 && palette.has(rgbAt(img, i))) out.push(i);
  return out;
}

/** Colours of the item sprite that the base sprite never shows. */
function itemOnly(item: RgbaImage, base: RgbaImage): Set<number> {
  const own = colors(base);
  return new Set([...colors(item)].filter((c) => !own.has(c)));
}

/** Colours the named part shows at rest that no other pixel of the drawing shows. */
function partOnly(doc: ReturnType<typeof character>, part: "held" | "shield"): Set<number> {
  const mask = partsShown(doc)[part]!;
  const image = doc.sprite.image;
  const elsewhere = colors(image, (i) => !mask[i]);
  return new Set([...colors(image, (i) => mask[i] === 1)].filter((c) => !elsewhere.has(c)));
}

describe("a combine in profile", () => {
  it("puts the item in the near hand, in front of the body, facing the way the figure faces", () => {
    const { base, item, out } = combined(
      "an old wizard with a staff",
      "east",
      "battle axe",
      "weapon",
      "in his right hand",
    );
    const axe = pixelsIn(out, itemOnly(item, base.sprite.image));
    expect(axe.length).toBeGreaterThan(20);
    // The body, from the drawer: its torso layer, the figure facing east (+x).
    const torso = base.layers.find((l) => l.role === "torso")!;
    const torsoMiddle = torso.x + torso.width / 2;
    const meanX = axe.reduce((s, i) => s + (i % SIZE), 0) / axe.length;
    expect(meanX).toBeGreaterThan(torsoMiddle);
    // In the near hand (the drawer's near arm's hand), not the far one behind the body.
    const nearArm = base.layers.find((l) => l.role === "arm" && l.name.includes("near"))!;
    const hands = [base.sprite.anchors.handLeft!, base.sprite.anchors.handRight!];
    const inArm = (p: { x: number; y: number }) =>
      p.x >= nearArm.x - 1 && p.x <= nearArm.x + nearArm.width && p.y <= nearArm.y + nearArm.height;
    const near = hands.find(inArm)!;
    const far = hands.find((h) => h !== near)!;
    const distance = (p: { x: number; y: number }) =>
      Math.min(...axe.map((i) => Math.hypot((i % SIZE) - p.x, Math.floor(i / SIZE) - p.y)));
    expect(distance(near)).toBeLessThan(distance(far));
    expect(distance(near)).toBeLessThanOrEqual(4);
  });

  it("leaves no pixel of the staff the near hand held", () => {
    const base = character("an old wizard with a staff", "east");
    const staff = partOnly(base, "held");
    expect(staff.size).toBeGreaterThan(0);
    const { out } = combined(
      "an old wizard with a staff",
      "east",
      "steel sword",
      "weapon",
      "in the hand",
    );
    expect(pixelsIn(out, staff)).toEqual([]);
  });
});

describe("a combine into a hand", () => {
  it("draws the hand over the grip", () => {
    const { out } = combined(
      "a knight with a sword and shield",
      "south",
      "battle axe",
      "weapon",
      "in his right hand",
    );
    // The knight as the drawer drew him, without his sword's layer: what the axe went onto.
    // The figure keeps its place (it is not drawn again and fitted to the frame anew).
    const reading = readSpritePrompt("a knight with a sword and shield", "character");
    const bare = withoutLayer(
      generateLayered({
        reading,
        assetType: "character",
        width: SIZE,
        height: SIZE,
        direction: "south",
        camera: "none",
        seed: SEED,
      }),
      "item",
    ).sprite;
    // The item goes to that drawing's hand, and the fingers drawn over the grip stay in front.
    const hand = bare.anchors.handRight!;
    const at = hand.y * SIZE + hand.x;
    expect(rgbAt(out, at)).toBe(rgbAt(bare.image, at));
    // The grip runs under the hand: the axe changed pixels right beside it.
    let beside = 0;
    for (let dy = -3; dy <= 3; dy++)
      for (let dx = -3; dx <= 3; dx++) {
        const i = (hand.y + dy) * SIZE + hand.x + dx;
        const o = i * 4;
        if ([0, 1, 2, 3].some((c) => out.data[o + c] !== bare.image.data[o + c])) beside++;
      }
    expect(beside).toBeGreaterThan(0);
  });

  it("takes the shield away whole when the item goes to the shield's hand", () => {
    const base = character("a knight with a sword and shield", "south");
    const { item, out } = combined(
      "a knight with a sword and shield",
      "south",
      "torch",
      "item",
      "in his left hand",
    );
    // Where only the shield was: pixels it showed that no other layer of the drawer draws.
    const shown = partsShown(base).shield!;
    const rest = composeAtRest({ ...base, layers: base.layers.filter((l) => l.role !== "shield") });
    const torch = colors(item);
    const onlyShield: number[] = [];
    for (let i = 0; i < SIZE * SIZE; i++) if (shown[i] && rest.ink[i] === EMPTY) onlyShield.push(i);
    expect(onlyShield.length).toBeGreaterThan(10);
    const left = onlyShield.filter((i) => out.data[i * 4 + 3]! > 0 && !torch.has(rgbAt(out, i)));
    expect(left).toEqual([]);
  });
});

describe("a combined item fits the frame", () => {
  for (const [line, facing, itemLine, type, words] of [
    ["an elf archer with a bow", "south", "hat", "item", "on her head"],
    ["a knight with a sword and shield", "south", "hat", "item", "on the head"],
    ["an old wizard with a staff", "south", "steel sword", "weapon", "in the hand"],
  ] as const) {
    it(`${itemLine} ${words} on ${line}: none of the item's own colours on the frame's edge`, () => {
      const { base, item, out } = combined(line, facing, itemLine, type, words);
      const own = itemOnly(item, base.sprite.image);
      const onEdge = pixelsIn(out, own).filter((i) => {
        const x = i % SIZE;
        const y = Math.floor(i / SIZE);
        return x === 0 || y === 0 || x === SIZE - 1 || y === SIZE - 1;
      });
      expect(pixelsIn(out, own).length).toBeGreaterThan(10);
      expect(onEdge).toEqual([]);
    });
  }
});

describe("a hat too tall for the room above a head", () => {
  const { base, item, out } = combined(
    "a knight with a sword and shield",
    "south",
    "hat",
    "item",
    "on the head",
  );
  const own = itemOnly(item, base.sprite.image);
  const hat = pixelsIn(out, own);
  const rest = base.sprite.image;

  it("leaves the knight who fills his frame at his own size: every row below the hat as drawn", () => {
    expect(hat.length).toBeGreaterThan(20);
    const hatBottom = Math.max(...hat.map((i) => Math.floor(i / SIZE)));
    for (let i = (hatBottom + 2) * SIZE; i < SIZE * SIZE; i++) {
      for (let c = 0; c < 4; c++) expect(out.data[i * 4 + c]).toBe(rest.data[i * 4 + c]);
    }
  });

  it("is whole inside the frame: nothing on its top row, the hat as wide as the helmet", () => {
    for (let x = 0; x < SIZE; x++) expect(out.data[x * 4 + 3]).toBe(0);
    const xs = hat.map((i) => i % SIZE);
    const hatWidth = Math.max(...xs) - Math.min(...xs) + 1;
    // The head's widest row at rest among those the hat covers (the helmet's brim).
    const hatBottom = Math.max(...hat.map((i) => Math.floor(i / SIZE)));
    let helmet = 0;
    for (let y = 0; y <= hatBottom; y++) {
      const row: number[] = [];
      for (let x = 0; x < SIZE; x++) if (rest.data[(y * SIZE + x) * 4 + 3]) row.push(x);
      if (row.length > 0) helmet = Math.max(helmet, Math.max(...row) - Math.min(...row) + 1);
    }
    expect(hatWidth).toBeGreaterThanOrEqual(helmet - 4);
  });
});
