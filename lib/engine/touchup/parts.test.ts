import { describe, expect, it } from "vitest";
import { labCache, lchOf, rgbToOklab } from "../color";
import {
  colorFamilies,
  type FigureZone,
  LINE_FAMILY,
  locatePart,
  PART_NAMES,
  segmentFigure,
} from "../figure";
import { labelComponents, type RgbaImage, toPixels } from "../raster";
import { sprite } from "../testing";
import { touchUp } from ".";

const SUBJECTS = ["villager", "knight with a sword", "princess", "wizard with a staff"];
const WHOLE = { x: 0, y: 0, width: 64, height: 64 };

const rgbAt = (image: RgbaImage, i: number) =>
  [image.data[i * 4]!, image.data[i * 4 + 1]!, image.data[i * 4 + 2]!] as const;
const keyAt = (image: RgbaImage, i: number) => image.data.subarray(i * 4, i * 4 + 4).join();
const lightness = (image: RgbaImage, i: number) => rgbToOklab(rgbAt(image, i)).L;

function hueDistance(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

/** Colors under the mask: source color → result color, and each one's lightness. */
function colorMap(before: RgbaImage, after: RgbaImage, mask: Uint8Array) {
  const map = new Map<string, { to: string; L: number; toL: number }>();
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    map.set(keyAt(before, i), {
      to: keyAt(after, i),
      L: lightness(before, i),
      toL: lightness(after, i),
    });
  }
  return map;
}

const CASES: [string, FigureZone, number][] = [
  ["make the hair pink", "hair", 350],
  ["make the shirt blue", "torso", 264],
  ["armor gold", "torso", 85],
  ["green pants", "legs", 142],
  ["red boots", "feet", 25],
];

describe("touch-up recolor of a named part", () => {
  it("keeps the part's shades distinct and in light order, the outline dark, and nothing else changes", () => {
    let edited = 0;
    for (const subject of SUBJECTS) {
      const { image, anchors } = sprite(subject);
      for (const [prompt, zone] of CASES) {
        const part = locatePart(image, zone, labCache(), anchors);
        const result = touchUp(image, WHOLE, prompt, { seed: 1, anchors });
        const label = `${subject}: ${prompt}`;
        if (!part) {
          expect(result.kind, label).toBe("refused");
          continue;
        }
        expect(result.kind, label).toBe("edited");
        if (result.kind !== "edited") continue;
        edited++;
        const after = result.image;
        for (let i = 0; i < part.mask.length; i++) {
          if (part.mask[i]) continue;
          expect(keyAt(after, i), `${label}: pixel ${i} outside the part`).toBe(keyAt(image, i));
        }
        const map = colorMap(image, after, part.mask);
        const targets = new Set([...map.values()].map((m) => m.to));
        expect(targets.size, `${label}: distinct shades`).toBe(map.size);
        const shades = [...map.values()];
        for (const a of shades) {
          for (const b of shades) {
            if (a.L < b.L) expect(a.toL, `${label}: light order`).toBeLessThan(b.toL);
          }
          // Line work keeps its color; every shade stays clear of the outline's darkness.
          if (a.L < 0.25) expect(a.toL).toBeCloseTo(a.L, 6);
          else expect(a.toL, label).toBeGreaterThanOrEqual(0.25);
        }
      }
    }
    // Most of these parts exist on these figures: the properties were checked, not skipped.
    expect(edited).toBeGreaterThanOrEqual(16);
  });

  it("puts the named color on the named part, not on its neighbours", () => {
    let checked = 0;
    for (const subject of SUBJECTS) {
      const { image, anchors } = sprite(subject);
      for (const [prompt, zone, hue] of CASES) {
        const result = touchUp(image, WHOLE, prompt, { seed: 1, anchors });
        if (result.kind !== "edited") continue;
        const part = locatePart(image, zone, labCache(), anchors)!;
        for (let i = 0; i < part.mask.length; i++) {
          if (!part.mask[i]) continue;
          const lch = lchOf(rgbToOklab(rgbAt(result.image, i)));
          if (lightness(image, i) < 0.25) continue;
          checked++;
          // Shades are hue-shifted toward warm or cool by at most 24°.
          expect(hueDistance(lch.h, hue), `${subject}: ${prompt}`).toBeLessThan(24 + 30);
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it("recolors every part a sentence names, each in its own color", () => {
    const { image, anchors } = sprite("villager");
    const result = touchUp(image, WHOLE, "pink hair and a blue shirt", { seed: 1, anchors });
    expect(result.kind).toBe("edited");
    if (result.kind !== "edited") return;
    expect(result.words).toEqual({ used: ["pink", "hair", "blue", "shirt"], ignored: [] });
    const meanHue = (zone: FigureZone) => {
      const mask = locatePart(image, zone, labCache(), anchors)!.mask;
      let a = 0;
      let b = 0;
      for (let i = 0; i < mask.length; i++) {
        if (!mask[i]) continue;
        const lab = rgbToOklab(rgbAt(result.image, i));
        a += lab.a;
        b += lab.b;
      }
      return ((Math.atan2(b, a) * 180) / Math.PI + 360) % 360;
    };
    expect(hueDistance(meanHue("hair"), 350)).toBeLessThan(40);
    expect(hueDistance(meanHue("torso"), 264)).toBeLessThan(40);
  });

  it("pink hair takes all of a villager's hair, its highlights too", () => {
    for (const seed of [1, 7]) {
      const { image, anchors } = sprite("villager", 64, undefined, seed);
      const result = touchUp(image, WHOLE, "make the hair pink", { seed, anchors });
      expect(result.kind).toBe("edited");
      if (result.kind !== "edited") continue;
      // The top five rows of a villager's head are all hair: every colored pixel there turns.
      let first = 0;
      while (image.data[first * 4 + 3] === 0) first++;
      const top = first >> 6;
      let checked = 0;
      for (let i = top * 64; i < (top + 5) * 64; i++) {
        if (image.data[i * 4 + 3] === 0 || lightness(image, i) < 0.35) continue;
        checked++;
        expect(keyAt(result.image, i), `seed ${seed} at ${i % 64},${i >> 6}`).not.toBe(
          keyAt(image, i),
        );
      }
      expect(checked, `seed ${seed}`).toBeGreaterThan(30);
    }
  });

  it("pink hair leaves the crown alone; a blue dress is blue from the neck to the hem", () => {
    for (const seed of [1, 2, 3, 7]) {
      const { image, anchors } = sprite("princess", 64, undefined, seed);
      const crown = locatePart(image, "hat", labCache(), anchors)!.mask;
      const result = touchUp(image, WHOLE, "pink hair and a blue dress", { seed, anchors });
      expect(result.kind).toBe("edited");
      if (result.kind !== "edited") continue;
      expect(result.words.ignored).toEqual([]);
      for (let i = 0; i < crown.length; i++) {
        if (crown[i]) expect(keyAt(result.image, i), `seed ${seed} crown`).toBe(keyAt(image, i));
      }
      // The dress's colors: those down the middle of the body between the shoulders and the
      // hem. None of them is left anywhere below the chin, and what replaced them is blue.
      const foot = anchors.feet![0]!.y;
      const chest = Math.round(anchors.head!.y + (foot - anchors.head!.y) * 0.35);
      const dress = new Set<string>();
      for (let y = chest; y < foot - 3; y++) {
        const i = y * 64 + Math.round(anchors.head!.x);
        if (lightness(image, i) > 0.35) dress.add(keyAt(image, i));
      }
      let blue = 0;
      for (let i = (anchors.head!.y + 8) * 64; i < 64 * 64; i++) {
        if (image.data[i * 4 + 3] === 0 || !dress.has(keyAt(image, i))) continue;
        expect(dress.has(keyAt(result.image, i)), `seed ${seed} at ${i % 64},${i >> 6}`).toBe(
          false,
        );
        const lch = lchOf(rgbToOklab(rgbAt(result.image, i)));
        if (hueDistance(lch.h, 264) < 40) blue++;
      }
      expect(blue, `seed ${seed}`).toBeGreaterThan(200);
    }
  });

  it("red boots on a robed wizard paint the feet below the hem, or are refused when none show", () => {
    for (const seed of [1, 3, 7]) {
      const { image, anchors } = sprite("wizard with a staff", 64, undefined, seed);
      const feet = locatePart(image, "feet", labCache(), anchors)!.mask;
      const firstRow = Math.floor(feet.indexOf(1) / 64);
      const result = touchUp(image, WHOLE, "red boots", { seed, anchors });
      expect(result.kind).toBe("edited");
      if (result.kind !== "edited") continue;
      // The robe and its trim above the feet keep every pixel.
      for (let i = 0; i < firstRow * 64; i++)
        expect(keyAt(result.image, i), `seed ${seed}`).toBe(keyAt(image, i));
      // The same wizard with its feet cut away: the robe reaches the ground and hides them.
      const hidden = { ...image, data: new Uint8ClampedArray(image.data) };
      hidden.data.fill(0, firstRow * 64 * 4);
      const refused = touchUp(hidden, WHOLE, "red boots", { seed, anchors });
      expect(refused.kind, `seed ${seed}`).toBe("refused");
      if (refused.kind === "refused")
        expect(refused.reason).toBe("nothing in the region matches 'boots'");
    }
  });

  it("refuses by name when the region holds no such part", () => {
    const { image, anchors } = sprite("villager");
    expect(touchUp(image, WHOLE, "make the cape red", { seed: 1, anchors })).toMatchObject({
      kind: "refused",
      reason: "nothing in the region matches 'cape'",
    });
    // The hair is at the top: a region over the feet does not hold it.
    const feet = { x: 0, y: 50, width: 64, height: 14 };
    expect(touchUp(image, feet, "remove the hair", { seed: 1, anchors })).toMatchObject({
      kind: "refused",
      reason: "nothing in the region matches 'hair'",
    });
  });

  it("removes a named part only where its pixels are, never the rectangle", () => {
    const { image, anchors } = sprite("villager");
    const result = touchUp(image, WHOLE, "remove the belt", { seed: 1, anchors });
    expect(result.kind).toBe("edited");
    if (result.kind !== "edited") return;
    const belt = locatePart(image, "belt", labCache(), anchors)!.mask;
    let changed = 0;
    for (let i = 0; i < belt.length; i++) {
      if (keyAt(result.image, i) === keyAt(image, i)) continue;
      changed++;
      // Only the belt and its own outline change.
      const x = i % 64;
      const y = Math.floor(i / 64);
      const near = [i, i - 1, i + 1, i - 64, i + 64].some((j) => belt[j]);
      expect(near, `${x},${y}`).toBe(true);
    }
    expect(changed).toBeGreaterThan(0);
  });
});

describe("touch-up: the held item by name", () => {
  it("removes the knight's sword and nothing but it and its outline", () => {
    const { image, anchors } = sprite("knight with a sword");
    const sword = locatePart(image, "held", labCache(), anchors);
    expect(sword).not.toBeNull();
    const result = touchUp(image, WHOLE, "remove the sword", { seed: 1, anchors });
    expect(result.kind).toBe("edited");
    if (result.kind !== "edited" || !sword) return;
    expect(result.words).toEqual({ used: ["remove", "sword"], ignored: [] });
    for (let i = 0; i < 64 * 64; i++) {
      if (keyAt(result.image, i) === keyAt(image, i)) continue;
      const near = [i, i - 1, i + 1, i - 64, i + 64].some((j) => sword.mask[j]);
      expect(near, `pixel ${i}`).toBe(true);
    }
    // The blade above the shoulders was air behind it: it is air again.
    let air = 0;
    for (let i = 0; i < 64 * 64; i++)
      if (sword.mask[i] && result.image.data[i * 4 + 3] === 0) air++;
    expect(air).toBeGreaterThan(10);
  });

  it("takes the whole sword, hilt and guard too, and leaves no fragment of it", () => {
    for (const seed of [1, 2, 3, 4, 5, 7]) {
      const { image, anchors } = sprite("knight with a sword", 64, undefined, seed);
      const blade = locatePart(image, "held", labCache(), anchors)!.mask;
      // The hand holding it: the one nearer the item's centre.
      let sx = 0;
      let sy = 0;
      let n = 0;
      for (let i = 0; i < blade.length; i++) {
        if (!blade[i]) continue;
        sx += i % 64;
        sy += Math.floor(i / 64);
        n++;
      }
      const hand = [anchors.handRight!, anchors.handLeft!].reduce((a, b) =>
        Math.hypot(b.x - sx / n, b.y - sy / n) < Math.hypot(a.x - sx / n, a.y - sy / n) ? b : a,
      );
      // Colors that only the hilt wears: seen beside the hand and nowhere else in the sprite.
      const near = new Set<string>();
      const far = new Set<string>();
      for (let i = 0; i < 64 * 64; i++) {
        if (image.data[i * 4 + 3] === 0 || lightness(image, i) < 0.3) continue;
        const d = Math.hypot((i % 64) - hand.x, Math.floor(i / 64) - hand.y);
        (d <= 6 ? near : far).add(keyAt(image, i));
      }
      const hiltOnly = [...near].filter((k) => !far.has(k));
      const result = touchUp(image, WHOLE, "remove the sword", { seed, anchors });
      expect(result.kind).toBe("edited");
      if (result.kind !== "edited") continue;
      for (let i = 0; i < 64 * 64; i++) {
        if (result.image.data[i * 4 + 3] === 0) continue;
        expect(hiltOnly, `seed ${seed} pixel ${i % 64},${Math.floor(i / 64)}`).not.toContain(
          keyAt(result.image, i),
        );
      }
      const pieces = labelComponents(64, 64, (i) => result.image.data[i * 4 + 3] !== 0, 8);
      expect(pieces.sizes, `seed ${seed}`).toHaveLength(1);
    }
  });

  it("finds no held item on a figure whose hands are empty", () => {
    const { image, anchors } = sprite("villager");
    expect(locatePart(image, "held", labCache(), anchors)).toBeNull();
  });
});

describe("touch-up: a cape that shows only beside the body", () => {
  it("recolors the knight's blue cape, one family beside the body, never the tabard or the shield", () => {
    for (let seed = 0; seed < 12; seed++) {
      const label = `seed ${seed}`;
      const { image, anchors } = sprite("a knight with a blue cape", 64, "character", seed);
      const result = touchUp(image, WHOLE, "make the cape red", { seed, anchors });
      expect(result.kind, label).toBe("edited");
      if (result.kind !== "edited") continue;
      const px = toPixels(image);
      const families = colorFamilies(px, labCache());
      const torso = PART_NAMES.indexOf("torso");
      const { labels } = segmentFigure(image, anchors);
      const changedFamilies = new Set<number | undefined>();
      const shades = new Map<string, string>();
      for (let i = 0; i < 64 * 64; i++) {
        if (keyAt(result.image, i) === keyAt(image, i)) continue;
        changedFamilies.add(families.get(px.data[i]!));
        shades.set(keyAt(image, i), keyAt(result.image, i));
        // The tabard on the chest is the torso's: it keeps its color.
        expect(labels[i], `${label}: pixel ${i % 64},${Math.floor(i / 64)}`).not.toBe(torso);
        // The outline and line work stay as they were.
        expect(lightness(image, i), label).toBeGreaterThanOrEqual(0.25);
      }
      // One family of colors, the blue one the prompt asked for (the shield is another).
      expect([...changedFamilies], label).toHaveLength(1);
      const family = [...changedFamilies][0];
      expect(family === undefined || family === LINE_FAMILY || family === 0, label).toBe(false);
      for (const from of shades.keys()) {
        const rgb = from.split(",").map(Number) as [number, number, number];
        expect(hueDistance(lchOf(rgbToOklab(rgb)).h, 264), label).toBeLessThan(45);
      }
      // Every shade of the cape keeps a shade of its own, and the result reads red.
      expect(new Set(shades.values()).size, label).toBe(shades.size);
      for (const to of shades.values()) {
        const rgb = to.split(",").map(Number) as [number, number, number];
        expect(hueDistance(lchOf(rgbToOklab(rgb)).h, 25), label).toBeLessThan(54);
      }
    }
  });

  it("still refuses the cape on a villager, who wears none", () => {
    for (let seed = 0; seed < 12; seed++) {
      const { image, anchors } = sprite("villager", 64, undefined, seed);
      expect(
        touchUp(image, WHOLE, "make the cape red", { seed, anchors }),
        `seed ${seed}`,
      ).toMatchObject({
        kind: "refused",
        reason: "nothing in the region matches 'cape'",
      });
    }
  });
});
