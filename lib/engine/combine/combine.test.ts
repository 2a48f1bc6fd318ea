import { describe, expect, it } from "vitest";
import { createImage, FRAMING_ANCHORS, type RgbaImage, setPixel } from "../raster";
import { colorsOf, opaqueAt, sameBytes, sprite } from "../testing";
import { combineSprites, NoItemFoundError, readCombineWords } from ".";
import { contentWords } from "../prompt";
import { readPlacement } from "./placement";

const villager = sprite("villager");
const knight = sprite("knight with sword");
const sword = sprite("steel sword", 64, "weapon");
const axe = sprite("battle axe", 32, "weapon");
const potion = sprite("red health potion", 32, "item");

function union(...images: RgbaImage[]): Set<number> {
  const out = new Set<number>();
  for (const image of images) for (const c of colorsOf(image)) out.add(c);
  return out;
}

const keyAt = (image: RgbaImage, i: number) => {
  const d = image.data;
  return ((d[i * 4]! << 24) | (d[i * 4 + 1]! << 16) | (d[i * 4 + 2]! << 8) | d[i * 4 + 3]!) >>> 0;
};

describe("combineSprites", () => {
  it("returns exactly the base size, with and without framing margin, on every anchor", () => {
    for (const margin of [0, 10, 25]) {
      for (const anchor of FRAMING_ANCHORS) {
        for (const tier of ["normal", "pro"] as const) {
          const out = combineSprites(villager.image, sword.image, {
            prompt: "in the right hand",
            baseAnchors: villager.anchors,
            itemAnchors: sword.anchors,
            tier,
            framingMargin: margin,
            framingAnchor: anchor,
            seed: 1,
          });
          expect([out.image.width, out.image.height], `${margin} ${anchor} ${tier}`).toEqual([
            64, 64,
          ]);
        }
      }
    }
    const odd = sprite("villager", 48);
    const out = combineSprites(odd.image, axe.image, {
      prompt: "on the back",
      framingMargin: 25,
      seed: 1,
    });
    expect([out.image.width, out.image.height]).toEqual([48, 48]);
  });

  it("uses only colors of the two sprites", () => {
    for (const prompt of [
      "in the right hand",
      "in the left hand",
      "on the back",
      "on the head",
      "at the belt",
    ]) {
      for (const [base, item] of [
        [villager, sword],
        [knight, axe],
        [villager, potion],
      ] as const) {
        for (const margin of [0, 20]) {
          const out = combineSprites(base.image, item.image, {
            prompt,
            baseAnchors: base.anchors,
            itemAnchors: item.anchors,
            framingMargin: margin,
            seed: 1,
          });
          const allowed = union(base.image, item.image);
          for (const c of colorsOf(out.image)) expect(allowed.has(c), prompt).toBe(true);
        }
      }
    }
  });

  it("puts the item's own pixels near the hand", () => {
    const baseColors = colorsOf(villager.image);
    const itemOnly = [...colorsOf(sword.image)].filter((c) => !baseColors.has(c));
    expect(itemOnly.length).toBeGreaterThan(0);
    for (const side of ["right", "left"] as const) {
      const out = combineSprites(villager.image, sword.image, {
        prompt: `in the ${side} hand`,
        baseAnchors: villager.anchors,
        itemAnchors: sword.anchors,
        seed: 1,
      });
      expect(out.placement).toBe(`${side} hand`);
      const hand = side === "right" ? villager.anchors.handRight! : villager.anchors.handLeft!;
      let near = 0;
      for (let y = hand.y - 6; y <= hand.y + 6; y++) {
        for (let x = hand.x - 6; x <= hand.x + 6; x++) {
          if (
            x >= 0 &&
            y >= 0 &&
            x < 64 &&
            y < 64 &&
            itemOnly.includes(keyAt(out.image, y * 64 + x))
          )
            near++;
        }
      }
      expect(near, side).toBeGreaterThan(3);
    }
  });

  it("reports the placement words it used and every other content word as ignored", () => {
    const prompt = "put the sword in the left hand, shiny";
    const out = combineSprites(villager.image, sword.image, { prompt, seed: 1 });
    expect(out.placement).toBe("left hand");
    // "left" picks the hand: the generation vocabulary's filler, accounted here as used.
    expect(out.words).toEqual({ used: ["put", "hand", "left"], ignored: ["sword", "shiny"] });
  });

  it("finds the hand from the silhouette when there are no anchors", () => {
    const out = combineSprites(villager.image, sword.image, { prompt: "hold it", seed: 1 });
    const baseColors = colorsOf(villager.image);
    const hand = villager.anchors.handRight!;
    let near = 0;
    for (let y = hand.y - 8; y <= hand.y + 8; y++) {
      for (let x = hand.x - 8; x <= hand.x + 8; x++) {
        if (!baseColors.has(keyAt(out.image, y * 64 + x)) && opaqueAt(out.image, y * 64 + x))
          near++;
      }
    }
    expect(near).toBeGreaterThan(3);
  });

  it("puts a hat above the head", () => {
    const out = combineSprites(villager.image, potion.image, {
      prompt: "on the head",
      baseAnchors: villager.anchors,
      itemAnchors: potion.anchors,
      seed: 1,
    });
    expect(out.placement).toBe("head");
    let above = 0;
    for (let i = 0; i < villager.anchors.head!.y * 64; i++) {
      if (keyAt(out.image, i) !== keyAt(villager.image, i)) above++;
    }
    expect(above).toBeGreaterThan(10);
  });

  it("gives identical output for identical input", () => {
    const run = () =>
      combineSprites(knight.image, axe.image, {
        prompt: "at the belt",
        baseAnchors: knight.anchors,
        itemAnchors: axe.anchors,
        framingMargin: 15,
        framingAnchor: "bottom-left",
        seed: 3,
      }).image;
    expect(sameBytes(run(), run())).toBe(true);
  });

  it("pro changes no pixel of the figure (the item goes behind)", () => {
    const out = combineSprites(villager.image, sword.image, {
      prompt: "in the right hand",
      baseAnchors: villager.anchors,
      itemAnchors: sword.anchors,
      tier: "pro",
      seed: 1,
    });
    let changed = 0;
    for (let i = 0; i < 64 * 64; i++) {
      if (opaqueAt(villager.image, i) && keyAt(out.image, i) !== keyAt(villager.image, i))
        changed++;
    }
    expect(changed).toBe(0);
    expect(sameBytes(out.image, villager.image)).toBe(false);
  });

  it("drops a flat background around the item", () => {
    const boxed = createImage(40, 40);
    for (let y = 0; y < 40; y++)
      for (let x = 0; x < 40; x++) setPixel(boxed, x, y, [250, 0, 250, 255]);
    for (let y = 0; y < 32; y++) {
      for (let x = 0; x < 32; x++) {
        const o = (y * 32 + x) * 4;
        if (axe.image.data[o + 3]! > 0)
          setPixel(boxed, x + 4, y + 4, [
            axe.image.data[o]!,
            axe.image.data[o + 1]!,
            axe.image.data[o + 2]!,
            255,
          ]);
      }
    }
    const out = combineSprites(villager.image, boxed, {
      prompt: "in the right hand",
      baseAnchors: villager.anchors,
      seed: 1,
    });
    expect(colorsOf(out.image).has(0xfa00faff)).toBe(false);
    expect(sameBytes(out.image, villager.image)).toBe(false);
  });

  it("throws NoItemFoundError when the item sprite holds nothing", () => {
    const empty = createImage(32, 32);
    expect(() => combineSprites(villager.image, empty, { prompt: "in hand", seed: 1 })).toThrow(
      NoItemFoundError,
    );
    const flat = createImage(32, 32);
    flat.data.fill(200);
    expect(() => combineSprites(villager.image, flat, { prompt: "in hand", seed: 1 })).toThrow(
      NoItemFoundError,
    );
  });
});

describe("readPlacement", () => {
  it("reads hands, back, head and belt", () => {
    expect(readPlacement("in the right hand").label).toBe("right hand");
    expect(readPlacement("holding it in her left hand").label).toBe("left hand");
    expect(readPlacement("strapped on the back").kind).toBe("back");
    expect(readPlacement("on the head").kind).toBe("head");
    expect(readPlacement("sheathed at the belt").label).toBe("belt (left)");
    expect(readPlacement("on the right hip").label).toBe("belt (right)");
    expect(readPlacement("wherever").label).toBe("right hand");
  });
});

describe("readCombineWords", () => {
  it("puts each content word of any prompt in used or ignored, once", () => {
    const pool = ["put", "the", "shield", "in", "left", "hand", "on", "back", "shiny", "cape"];
    const pool2 = ["blorp", "hat", "belt", "give", "him", "a", "sword", "red", "right", "and"];
    const words = [...pool, ...pool2];
    for (let k = 0; k < 80; k++) {
      const prompt = Array.from(
        { length: 1 + (k % 7) },
        (_, j) => words[(k * 7 + j * 13) % 20]!,
      ).join(" ");
      const { used, ignored } = readCombineWords(prompt);
      const all = [...used, ...ignored];
      expect(new Set(all).size, prompt).toBe(all.length);
      const sides = ["left", "right"].filter((w) => prompt.split(" ").includes(w));
      expect(all.sort(), prompt).toEqual([...contentWords(prompt), ...sides].sort());
    }
  });
});
