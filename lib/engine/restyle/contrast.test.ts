import { describe, expect, it } from "vitest";
import { lchOf, rgbToOklab } from "../color";
import type { FigureAnchors } from "../figure";
import type { RgbaImage } from "../raster";
import { DRAWN_ANCHORS, drawGrid, sprite, VILLAGER } from "../testing";
import { restyleSprite } from ".";

const rgbAt = (image: RgbaImage, i: number) =>
  [image.data[i * 4]!, image.data[i * 4 + 1]!, image.data[i * 4 + 2]!] as const;

/** Distinct shades under a mask and the lightness gap between its darkest and lightest. */
function contrast(image: RgbaImage, mask: Uint8Array): { shades: number; spread: number } {
  const shades = new Set<string>();
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i] || image.data[i * 4 + 3] === 0) continue;
    shades.add(rgbAt(image, i).join());
    const L = rgbToOklab(rgbAt(image, i)).L;
    lo = Math.min(lo, L);
    hi = Math.max(hi, L);
  }
  return { shades: shades.size, spread: hi - lo };
}

describe("restyle keeps value contrast", () => {
  it("the head (face and helmet) keeps most of its shades and its lightness spread", () => {
    const villager = drawGrid(VILLAGER);
    const cases: { seed: number; image: RgbaImage; anchors: FigureAnchors; head: Uint8Array }[] = [
      1, 7,
    ].map((seed) => {
      const { image, anchors } = sprite("knight with sword and shield", 64, undefined, seed);
      // The head as the drawer placed it: a square about its head anchor, a sixth of the
      // figure's height from the centre to each side, line work aside.
      const { x: hx, y: hy } = anchors.head!;
      const r = Math.round((anchors.feet![0]!.y - hy) / 6);
      const head = new Uint8Array(64 * 64);
      for (let y = Math.max(0, hy - r); y <= Math.min(63, hy + r); y++) {
        for (let x = Math.max(0, hx - r); x <= Math.min(63, hx + r); x++) {
          const i = y * 64 + x;
          if (image.data[i * 4 + 3] && rgbToOklab(rgbAt(image, i)).L >= 0.25) head[i] = 1;
        }
      }
      return { seed, image, anchors, head };
    });
    // And a hand-drawn head: its hair, face and eyes as drawn.
    cases.push({
      seed: 1,
      image: villager.image,
      anchors: DRAWN_ANCHORS,
      head: villager.mask("hair", "face", "eye"),
    });
    for (const { seed, image, anchors, head } of cases) {
      const before = contrast(image, head);
      expect(before.shades, `seed ${seed}`).toBeGreaterThanOrEqual(3);
      for (const preset of ["fire", "ice", "shadow"] as const) {
        const out = restyleSprite(image, { preset, seed, anchors }).image;
        const after = contrast(out, head);
        const label = `${preset} seed ${seed}`;
        expect(after.shades, label).toBeGreaterThanOrEqual(Math.ceil(before.shades * 0.6));
        expect(after.spread, label).toBeGreaterThanOrEqual(before.spread * 0.75);
      }
    }
  });

  it("a staff's small bright orb stays the brightest thing on a shadow wizard", () => {
    for (const seed of [1, 7]) {
      const { image, anchors } = sprite("wizard with a staff", 64, undefined, seed);
      // The orb: the source's saturated cyan pixels.
      const orb = new Uint8Array(64 * 64);
      let count = 0;
      for (let i = 0; i < orb.length; i++) {
        if (image.data[i * 4 + 3] === 0) continue;
        const lch = lchOf(rgbToOklab(rgbAt(image, i)));
        if (lch.C >= 0.08 && lch.h > 150 && lch.h < 215) {
          orb[i] = 1;
          count++;
        }
      }
      expect(count, `seed ${seed}`).toBeGreaterThan(4);
      const out = restyleSprite(image, { preset: "shadow", seed, anchors }).image;
      let orbTop = 0;
      const rest: number[] = [];
      for (let i = 0; i < orb.length; i++) {
        if (out.data[i * 4 + 3] === 0) continue;
        const L = rgbToOklab(rgbAt(out, i)).L;
        if (orb[i]) orbTop = Math.max(orbTop, L);
        else if (image.data[i * 4 + 3] !== 0) rest.push(L);
      }
      rest.sort((a, b) => a - b);
      const median = rest[Math.floor(rest.length / 2)]!;
      expect(orbTop, `seed ${seed}`).toBeGreaterThan(0.75);
      expect(orbTop - median, `seed ${seed}`).toBeGreaterThan(0.35);
    }
  });
});
