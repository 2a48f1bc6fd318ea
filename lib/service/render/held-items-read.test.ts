/**
 * Held items read as what they are, judged on rendered pixels: a staff's shaft put in a knight's
 * hand is one straight line down past the cape, a staff's orb on a small import is a lit orb, a
 * sword put in a profile wizard's hand leaves his face clear, and a sword the drawer puts in a
 * profile hand shows whole in front of the arm. The item's pixels are the colours the result
 * has and the base has not; the parts are the drawer's own layers.
 */
import { describe, expect, it } from "vitest";
import { PALETTE_EXTRAS_DEFAULTS } from "@/lib/contract/operations";
import { generateLayered, generateSprite } from "@/lib/engine/generate";
import { readSpritePrompt } from "@/lib/engine/prompt";
import type { RgbaImage } from "@/lib/engine/raster";
import { DRAWN_MAGE, paintGrid } from "@/lib/engine/testing";
import { rgbToOklab } from "@/lib/engine/color";
import { type RedrawRecipe, renderTaskTable as task } from "./tasks";

const SIZE = 64;
const SEED = 7;
const STAFF = "magic staff with a purple orb";

function base(prompt: string, facing: "south" | "east") {
  const drawn = generateSprite({
    reading: readSpritePrompt(prompt, "character"),
    assetType: "character",
    width: SIZE,
    height: SIZE,
    direction: facing,
    camera: "none",
    seed: SEED,
  });
  const redraw: RedrawRecipe = {
    prompt,
    assetType: "character",
    width: SIZE,
    height: SIZE,
    facing,
    camera: "none",
    seed: SEED,
  };
  return { source: drawn.image, redraw, anchors: drawn.anchors };
}

function combined(
  b: { source: RgbaImage; redraw: RedrawRecipe | null; anchors?: unknown },
  itemPrompt: string,
  where: string,
): { image: RgbaImage; item: RgbaImage } {
  const item = generateSprite({
    reading: readSpritePrompt(itemPrompt, "weapon"),
    assetType: "weapon",
    width: SIZE,
    height: SIZE,
    direction: "none",
    camera: "none",
    seed: SEED,
  });
  const r = task.combine({
    base: b.source,
    baseRedraw: b.redraw,
    ...(b.anchors ? { baseAnchors: b.anchors as never } : {}),
    item: item.image,
    itemAnchors: item.anchors,
    prompt: where,
    itemName: itemPrompt,
    seed: SEED,
    basePalette: null,
    itemPalette: null,
    paletteExtras: PALETTE_EXTRAS_DEFAULTS.combine,
  });
  if (!r.ok) throw new Error(`combine refused: ${r.refusal}`);
  return { image: r.image, item: item.image };
}

const key = (img: RgbaImage, i: number) =>
  (img.data[i * 4]! << 16) | (img.data[i * 4 + 1]! << 8) | img.data[i * 4 + 2]!;

const colours = (img: RgbaImage) => {
  const out = new Set<number>();
  for (let i = 0; i < img.width * img.height; i++) if (img.data[i * 4 + 3]) out.add(key(img, i));
  return out;
};

/**
 * Whether each pixel of the result is the item's: opaque in a colour of the item sprite that
 * the base does not use anywhere.
 */
function itemPixels(before: RgbaImage, made: { image: RgbaImage; item: RgbaImage }): boolean[] {
  const had = colours(before);
  const its = colours(made.item);
  const after = made.image;
  return Array.from({ length: after.width * after.height }, (_, i) => {
    const k = key(after, i);
    return after.data[i * 4 + 3]! > 0 && its.has(k) && !had.has(k);
  });
}

describe("held items that read", () => {
  it("a staff in the knight's hand runs down past his cape as one straight line", () => {
    const knight = base("a knight with a sword and shield", "south");
    const mine = itemPixels(knight.source, combined(knight, STAFF, "in the right hand"));
    const hand = knight.anchors.handRight!;
    const runs: { left: number; width: number }[] = [];
    // From below the fist to above the feet, on the hand's side of the figure.
    for (let y = hand.y + 3; y <= SIZE - 8; y++) {
      const xs: number[] = [];
      for (let x = 0; x < hand.x + 6; x++) if (mine[y * SIZE + x]) xs.push(x);
      if (xs.length === 0) continue;
      const left = xs[0]!;
      const right = xs[xs.length - 1]!;
      // One run a row: no pixel of another colour breaking it.
      expect(right - left + 1, `row ${y}`).toBe(xs.length);
      runs.push({ left, width: xs.length });
    }
    expect(runs.length).toBeGreaterThanOrEqual(10);
    // The same width every row, and one straight line stepping a pixel at a time one way.
    expect(new Set(runs.map((r) => r.width)).size).toBe(1);
    const steps = runs.slice(1).map((r, k) => r.left - runs[k]!.left);
    expect(steps.every((s) => Math.abs(s) <= 1)).toBe(true);
    expect(steps.some((s) => s > 0) && steps.some((s) => s < 0)).toBe(false);
  });

  it("the staff's orb on the small import mage is at least 3x3 pixels of its own with a highlight", () => {
    const mage = { source: paintGrid(DRAWN_MAGE, SIZE), redraw: null };
    const made = combined(mage, STAFF, "in his right hand");
    const after = made.image;
    const mine = itemPixels(mage.source, made);
    // The orb: the new colours that are coloured (the shaft's wood is a dull brown).
    const orb: { x: number; y: number; L: number }[] = [];
    for (let i = 0; i < SIZE * SIZE; i++) {
      if (!mine[i]) continue;
      const o = rgbToOklab([after.data[i * 4]!, after.data[i * 4 + 1]!, after.data[i * 4 + 2]!]);
      if (Math.hypot(o.a, o.b) >= 0.12) orb.push({ x: i % SIZE, y: Math.floor(i / SIZE), L: o.L });
    }
    const block = 3;
    const wide = Math.max(...orb.map((p) => p.x)) - Math.min(...orb.map((p) => p.x)) + 1;
    const tall = Math.max(...orb.map((p) => p.y)) - Math.min(...orb.map((p) => p.y)) + 1;
    expect(wide).toBeGreaterThanOrEqual(3 * block);
    expect(tall).toBeGreaterThanOrEqual(3 * block);
    const tones = new Set(orb.map((p) => p.L.toFixed(3)));
    expect(tones.size).toBeGreaterThanOrEqual(2);
  });

  it("a sword put in the profile wizard's hand leaves his face and nose clear", () => {
    const wizard = base("an old wizard with a staff", "east");
    const mine = itemPixels(wizard.source, combined(wizard, "steel sword", "in the hand"));
    const head = wizard.anchors.head!;
    // The face: the rows about the head's middle, from the head's back to a pixel past its
    // front (the nose), as the source shows them.
    for (let y = head.y - 3; y <= head.y + 3; y++) {
      let front = head.x;
      while (front + 1 < SIZE && wizard.source.data[(y * SIZE + front + 1) * 4 + 3]) front++;
      for (let x = head.x; x <= front + 1; x++) {
        expect(mine[y * SIZE + x], `item pixel at ${x},${y} on or touching the face`).toBe(false);
      }
    }
  });

  it("a sword the drawer puts in a profile hand shows whole in front of the arm, only the fist over it", () => {
    const doc = generateLayered({
      reading: readSpritePrompt("an old wizard with a sword", "character"),
      assetType: "character",
      width: SIZE,
      height: SIZE,
      direction: "east",
      camera: "none",
      seed: SEED,
    });
    const item = doc.layers.find((l) => l.role === "item" && l.width > 0)!;
    expect(item).toBeDefined();
    let hidden = 0;
    for (const l of doc.layers) {
      if (l.z <= item.z || l.role === "hand") continue;
      for (let v = 0; v < item.height; v++) {
        for (let u = 0; u < item.width; u++) {
          if (item.ink[v * item.width + u]! < 0) continue;
          const x = item.x + u - l.x;
          const y = item.y + v - l.y;
          if (x < 0 || y < 0 || x >= l.width || y >= l.height) continue;
          if (l.ink[y * l.width + x]! >= 0) hidden++;
        }
      }
    }
    expect(hidden).toBe(0);
  });
});
