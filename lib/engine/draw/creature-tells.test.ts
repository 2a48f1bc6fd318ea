/**
 * The tells that make an animal read as itself at 1x, checked on the finished 64 px profile: a
 * crocodile's white teeth along its long snout, a pig's standing ears, the glint in a
 * hedgehog's and a gorilla's eye, and a shape part's shade darkening it (a giraffe's far legs).
 * Expected colours are what the words mean (teeth and glints are white), not the drawer's
 * values.
 */
import { describe, expect, it } from "vitest";
import { oklabToOklch, rgbToOklab } from "../color";
import { readSpritePrompt } from "../prompt";
import type { RgbaImage } from "../raster";
import type { ShapeSpec } from "../subjects";
import { drawSprite } from ".";
import { createCanvas, EMPTY, levelOf } from "./canvas";
import { paintShape } from "./shape-subject";

type Lch = { L: number; C: number; h: number };

function draw(prompt: string): RgbaImage {
  return drawSprite({
    reading: readSpritePrompt(prompt, "creature"),
    assetType: "creature",
    width: 64,
    height: 64,
    direction: "none",
    camera: "none",
    seed: 7,
  }).image;
}

function colourAt(img: RgbaImage, x: number, y: number): Lch | null {
  if (x < 0 || y < 0 || x >= img.width || y >= img.height) return null;
  const i = (y * img.width + x) * 4;
  if (img.data[i + 3] === 0) return null;
  return oklabToOklch(rgbToOklab([img.data[i]!, img.data[i + 1]!, img.data[i + 2]!]));
}

const white = (c: Lch | null) => c !== null && c.L > 0.88 && c.C < 0.04;

/** The opaque columns' span. */
function span(img: RgbaImage): { left: number; right: number } {
  let left = img.width;
  let right = -1;
  for (let y = 0; y < img.height; y++)
    for (let x = 0; x < img.width; x++)
      if (colourAt(img, x, y)) {
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
  return { left, right };
}

/** White pixels with an opaque pixel on every side: glints and teeth, not a pale outline. */
function whitesWithin(img: RgbaImage, x0: number, x1: number): number {
  let n = 0;
  for (let y = 1; y < img.height - 1; y++)
    for (let x = Math.max(1, x0); x <= Math.min(img.width - 2, x1); x++)
      if (
        white(colourAt(img, x, y)) &&
        [colourAt(img, x - 1, y), colourAt(img, x + 1, y)].every((c) => c !== null)
      )
        n++;
  return n;
}

describe("a crocodile", () => {
  it("shows white teeth along the front of its long snout", () => {
    // A lizard's blunt snout with spikes was all a crocodile was.
    const img = draw("a crocodile");
    const { left, right } = span(img);
    const front = right - Math.round((right - left) * 0.2);
    expect(whitesWithin(img, front, right)).toBeGreaterThanOrEqual(2);
  });
});

describe("a pig", () => {
  it("has two ears standing up over its head, not a dark blob on a domed head", () => {
    // The outline's top, column by column over the front 40%: two peaks (the ears) with a dip
    // between them; a floppy ear drawn as a dark patch on the head left a single dome.
    const img = draw("a pink pig");
    const { left, right } = span(img);
    const top: number[] = [];
    for (let x = Math.round(right - (right - left) * 0.4); x <= right; x++) {
      let y = 0;
      while (y < img.height && !colourAt(img, x, y)) y++;
      top.push(y);
    }
    const peak = top.indexOf(Math.min(...top));
    const twin = top.some((y, i) => {
      const localPeak = y <= (top[i - 1] ?? y) && y <= (top[i + 1] ?? y);
      if (!localPeak || Math.abs(i - peak) < 3) return false;
      const between = top.slice(Math.min(i, peak), Math.max(i, peak) + 1);
      return Math.max(...between) >= Math.max(y, top[peak]!) + 2;
    });
    expect(twin).toBe(true);
  });
});

describe("eyes in a dark face", () => {
  it.each(["a hedgehog", "a gorilla"])("%s's eye holds a white glint", (prompt) => {
    const img = draw(prompt);
    expect(whitesWithin(img, 0, img.width - 1)).toBeGreaterThanOrEqual(1);
  });
});

describe("a shape part's shade", () => {
  it("paints the far one of two like parts darker", () => {
    const spec: ShapeSpec = {
      parts: [
        {
          name: "far",
          k: "ellipse",
          material: "main",
          c: [0.25, 0.5],
          r: [0.2, 0.3],
          shade: -0.45,
        },
        { name: "near", k: "ellipse", material: "main", c: [0.75, 0.5], r: [0.2, 0.3] },
      ],
    };
    const canvas = createCanvas(40, 40);
    const mat = { ramp: 0, light: { contrast: 1 } };
    const mats = Object.fromEntries(
      ["main", "accent", "wood", "darkWood", "metal", "gold", "stone", "leaf", "cloth", "paper"]
        .concat(["glass", "dark", "white", "fireOuter", "fireInner"])
        .map((k) => [k, mat]),
    ) as Parameters<typeof paintShape>[2];
    paintShape(canvas, spec, mats, { s: 40, x: (v) => v * 40, y: (v) => v * 40 });
    // The mean shade level (1 shadow to 4 highlight) over each half of the canvas.
    const level = (x0: number, x1: number) => {
      let sum = 0;
      let n = 0;
      for (let y = 0; y < 40; y++)
        for (let x = x0; x < x1; x++) {
          const ink = canvas.ink[y * 40 + x]!;
          if (ink !== EMPTY) {
            sum += levelOf(ink);
            n++;
          }
        }
      return sum / n;
    };
    expect(level(0, 20)).toBeLessThan(level(20, 40) - 0.4);
  });
});
