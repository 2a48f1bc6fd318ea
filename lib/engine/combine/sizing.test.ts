import { describe, expect, it } from "vitest";
import type { RgbaImage } from "../raster";
import { sprite } from "../testing";
import { readPlacement } from "./placement";
import { combineSprites } from ".";

const villager = sprite("villager");
const sword = sprite("steel sword", 64, "weapon");
const shield = sprite("round wooden shield", 64, "item");
const cape = sprite("red cape", 64, "item");

const opaque = (image: RgbaImage) => {
  let n = 0;
  for (let o = 3; o < image.data.length; o += 4) if (image.data[o]! > 0) n++;
  return n;
};

/** Pixels of the result that differ from the base. */
function changed(a: RgbaImage, b: RgbaImage): number {
  let n = 0;
  for (let i = 0; i < a.width * a.height; i++) {
    for (let k = 0; k < 4; k++) {
      if (a.data[i * 4 + k] !== b.data[i * 4 + k]) {
        n++;
        break;
      }
    }
  }
  return n;
}

function combine(item: RgbaImage, prompt: string, itemName: string) {
  return combineSprites(villager.image, item, {
    prompt,
    itemName,
    baseAnchors: villager.anchors,
    seed: 1,
  });
}

describe("combine: the item sized to its holder", () => {
  it("draws a shield body-sized and a sword hand-sized", () => {
    const asShield = combine(shield.image, "", "round wooden shield");
    const unnamed = combine(shield.image, "in the left hand", "");
    expect(asShield.placement).toBe("left hand");
    expect(changed(asShield.image, villager.image)).toBeGreaterThan(
      changed(unnamed.image, villager.image),
    );
  });

  it("keeps the holder readable: an item over the figure covers at most about half of it", () => {
    const figure = opaque(villager.image);
    for (const [item, name] of [
      [sword.image, "steel sword"],
      [shield.image, "round wooden shield"],
    ] as const) {
      for (const prompt of ["in the right hand", "in the left hand"]) {
        const out = combine(item, prompt, name);
        // The item's pixels plus its outline and the hand drawn back over the grip.
        expect(changed(out.image, villager.image), `${name} ${prompt}`).toBeLessThanOrEqual(
          figure * 0.5 + figure * 0.15,
        );
      }
    }
    // A hand-sized item stays well under that.
    expect(changed(combine(sword.image, "", "steel sword").image, villager.image)).toBeLessThan(
      figure * 0.45,
    );
  });

  it("puts a cape on the back and a hat on the head when the prompt names no place", () => {
    expect(combine(cape.image, "", "red cape").placement).toBe("back");
    expect(readPlacement("", "wizard hat").kind).toBe("head");
    expect(readPlacement("in the right hand", "red cape")).toMatchObject({
      kind: "hand",
      side: "right",
      size: "body",
    });
    expect(readPlacement("", "iron sword")).toMatchObject({ kind: "hand", size: "hand" });
  });

  it("counts the item words that set its size as used", () => {
    const out = combine(shield.image, "give him the shield", "");
    expect(out.words.used).toContain("shield");
  });
});

describe("combine: replacing what the hand holds", () => {
  it("takes the old item out of the hand before the new one goes in", () => {
    const potion = sprite("red health potion", 32, "item");
    const holding = combine(sword.image, "in the right hand", "steel sword").image;
    const hand = villager.anchors.handRight!;
    // The sword's blade: pixels it added outside the villager, well above the hand.
    const blade: number[] = [];
    for (let i = 0; i < 64 * 64; i++) {
      const y = Math.floor(i / 64);
      if (y < hand.y - 12 && villager.image.data[i * 4 + 3] === 0 && holding.data[i * 4 + 3]! > 0)
        blade.push(i);
    }
    expect(blade.length).toBeGreaterThan(20);
    const swapped = combineSprites(holding, potion.image, {
      prompt: "in the right hand",
      itemName: "red health potion",
      baseAnchors: villager.anchors,
      seed: 1,
    }).image;
    // A potion is small and held at the hand: none of the blade may remain.
    const left = blade.filter((i) => swapped.data[i * 4 + 3]! > 0).length;
    expect(left).toBe(0);
  });
});

describe("combine: replacing a sword held upright", () => {
  it("takes the knight's sword out of its hand for the new item", () => {
    const knight = sprite("knight with a sword");
    const potion = sprite("red health potion", 32, "item");
    const out = combineSprites(knight.image, potion.image, {
      prompt: "in the right hand",
      itemName: "red health potion",
      baseAnchors: knight.anchors,
      seed: 1,
    }).image;
    // The blade's tip stands above the knight's neck, beside the head, over empty air.
    const hand = knight.anchors.handRight!;
    let before = 0;
    let after = 0;
    for (let y = 0; y < 20; y++) {
      for (let x = Math.max(0, hand.x - 6); x <= hand.x; x++) {
        const o = (y * 64 + x) * 4 + 3;
        if (knight.image.data[o]! > 0) before++;
        if (out.data[o]! > 0) after++;
      }
    }
    expect(before).toBeGreaterThan(10);
    expect(after).toBe(0);
  });
});

/** The box of the pixels that differ between two images of one size. */
function changedBox(a: RgbaImage, b: RgbaImage) {
  let left = a.width;
  let top = a.height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) {
      const i = (y * a.width + x) * 4;
      if ([0, 1, 2, 3].every((k) => a.data[i + k] === b.data[i + k])) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  return { width: right - left + 1, height: bottom - top + 1 };
}

/** The box of an image's opaque pixels. */
function opaqueBox(image: RgbaImage) {
  const white = { ...image, data: new Uint8ClampedArray(image.data.length) };
  return changedBox(white, image);
}

describe("combine: what is set on a head keeps to its own size and shape", () => {
  const slime = sprite("a green slime", 64, "creature");
  const chest = sprite("a treasure chest", 64, "prop");
  const hat = sprite("hat", 64, "item");
  const potion = sprite("red health potion", 64, "item");
  const onTop = (base: typeof slime, item: RgbaImage, itemName: string) =>
    combineSprites(base.image, item, {
      prompt: "on the head",
      itemName,
      baseAnchors: base.anchors,
      seed: 1,
    }).image;

  it("a hat on a small figure covers at most a third of it, not the figure's whole top", () => {
    const out = onTop(slime, hat.image, "hat");
    expect(changed(out, slime.image)).toBeLessThanOrEqual(opaque(slime.image) * 0.35);
  });

  // A little squeezing lets it fit under the frame's top; a flask at half its drawn proportion
  // reads as a dish.
  it("a potion set on a chest keeps at least half its drawn height to width", () => {
    const drawn = opaqueBox(potion.image);
    const placed = changedBox(chest.image, onTop(chest, potion.image, "red health potion"));
    expect(placed.height / placed.width).toBeGreaterThanOrEqual((drawn.height / drawn.width) * 0.5);
  });
});
