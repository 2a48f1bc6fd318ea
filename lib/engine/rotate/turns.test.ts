/**
 * Rotations judged on the rendered facings: a redrawn chest shows 8 different pictures and no
 * lock from behind, a wolf is narrower head-on than in profile, the knight's weapon stays in
 * its hand on the W side, and the score counts only facings drawn for themselves.
 */
import { describe, expect, it } from "vitest";
import { drawLayered, type LayeredSprite } from "../draw";
import { readSpritePrompt } from "../prompt";
import { createImage, type RgbaImage } from "../raster";
import { generated } from "../testing";
import { type RedrawDirection, rotateFacings } from ".";

const redrawOf = (prompt: string) => (d: RedrawDirection) => generated(prompt, 64, d).image;

function frame(strip: RgbaImage, i: number): RgbaImage {
  const width = strip.width / 8;
  const out = createImage(width, strip.height);
  for (let y = 0; y < strip.height; y++) {
    const from = (y * strip.width + i * width) * 4;
    out.data.set(strip.data.subarray(from, from + width * 4), y * width * 4);
  }
  return out;
}

const key = (image: RgbaImage) => Buffer.from(image.data).toString("base64");
const opaque = (image: RgbaImage, x: number, y: number) =>
  image.data[(y * image.width + x) * 4 + 3]! > 0;
const color = (image: RgbaImage, x: number, y: number) => {
  const o = (y * image.width + x) * 4;
  return (image.data[o]! << 16) | (image.data[o + 1]! << 8) | image.data[o + 2]!;
};

function columns(image: RgbaImage): { left: number; right: number } {
  let left = image.width;
  let right = -1;
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++)
      if (opaque(image, x, y)) [left, right] = [Math.min(left, x), Math.max(right, x)];
  return { left, right };
}

describe("redrawn facings", () => {
  it("a chest shows 8 distinct facings, and its lock is not seen from the north", () => {
    const chest = generated("treasure chest", 64, "south").image;
    const result = rotateFacings(chest, { seed: 1, redraw: redrawOf("treasure chest") });
    const frames = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => frame(result.strip, i));
    expect(new Set(frames.map(key)).size).toBe(8);
    expect(result.observed.every(Boolean)).toBe(true);
    // The lock, from the front alone: colors on the front's middle columns that the front uses
    // nowhere away from its middle (the plate's face and the keyhole).
    const front = frames[0]!;
    const { left, right } = columns(front);
    const mid = (left + right) / 2;
    const near = (x: number) => Math.abs(x - mid) <= 1.5;
    const away = new Set<number>();
    const centre = new Set<number>();
    for (let y = 0; y < 64; y++) {
      for (let x = 0; x < 64; x++) {
        if (!opaque(front, x, y)) continue;
        if (near(x)) centre.add(color(front, x, y));
        else if (Math.abs(x - mid) > (right - left) * 0.15) away.add(color(front, x, y));
      }
    }
    const lock = [...centre].filter((c) => !away.has(c));
    expect(lock.length).toBeGreaterThan(0);
    const north = frames[4]!;
    for (let y = 0; y < 64; y++)
      for (let x = 0; x < 64; x++)
        if (opaque(north, x, y)) expect(lock.includes(color(north, x, y)), `${x},${y}`).toBe(false);
  });

  it("a wolf facing south is seen head-on: narrower than its profile", () => {
    const wolf = generated("grey wolf", 64).image;
    const result = rotateFacings(wolf, { seed: 1, redraw: redrawOf("grey wolf") });
    const width = (i: number) => {
      const { left, right } = columns(frame(result.strip, i));
      return right - left + 1;
    };
    expect(width(0)).toBeLessThan(width(2) * 0.75);
    expect(width(4)).toBeLessThan(width(2) * 0.75);
    // S, SE, E and NE are four different views (head-on, two three-quarters, profile), each
    // drawn for its facing.
    const views = [0, 1, 2, 3].map((i) => key(frame(result.strip, i)));
    expect(new Set(views).size).toBe(4);
    expect(result.observed.slice(0, 4)).toEqual([true, true, true, true]);
    // Turned a quarter, the body is foreshortened: narrower than the profile.
    expect(width(1)).toBeLessThan(width(2));
    expect(width(3)).toBeLessThan(width(2));
  });
});

/** Screen x of the middle of a layer's pixels, in the picture the document flattens to. */
function layerCentreX(doc: LayeredSprite, name: string): number {
  const layer = doc.layers.find((l) => l.name === name);
  expect(layer, name).toBeDefined();
  let sum = 0;
  let n = 0;
  for (let y = 0; y < layer!.height; y++) {
    for (let x = 0; x < layer!.width; x++) {
      if (layer!.ink[y * layer!.width + x]! < 0) continue;
      const cx = layer!.x + x;
      sum += doc.mirrored ? doc.width - 1 - cx : cx;
      n++;
    }
  }
  return sum / n;
}

describe("the W side keeps held items in their hands", () => {
  const KNIGHT = "knight with sword and shield";
  const doc = (direction: RedrawDirection) => {
    const reading = readSpritePrompt(KNIGHT);
    return drawLayered({
      reading,
      assetType: reading.assetType,
      width: 64,
      height: 64,
      direction,
      camera: "none",
      seed: 7,
    });
  };

  it("seen from the front half, the sword is on the viewer's left and the shield on the right", () => {
    // The character's right hand is on the viewer's left whenever the face is seen (S, SE, SW)
    // and on the viewer's right from behind (N, NE, NW).
    for (const d of ["south", "south-east", "south-west"] as const) {
      const knight = doc(d);
      expect(layerCentreX(knight, "item"), d).toBeLessThan(layerCentreX(knight, "torso"));
      expect(layerCentreX(knight, "shield"), d).toBeGreaterThan(layerCentreX(knight, "torso"));
    }
    for (const d of ["north", "north-east", "north-west"] as const) {
      const knight = doc(d);
      expect(layerCentreX(knight, "item"), d).toBeGreaterThan(layerCentreX(knight, "torso"));
      expect(layerCentreX(knight, "shield"), d).toBeLessThan(layerCentreX(knight, "torso"));
    }
  });

  it("in profile, the sword hand is the near one facing east and the far one facing west", () => {
    const order = (knight: LayeredSprite) => knight.layers.map((l) => l.name);
    const east = order(doc("east"));
    const west = order(doc("west"));
    // Facing east the right side faces the viewer: the sword is painted over the torso, the
    // shield on the far arm under it (carried ahead of the chest, so it shows). Facing west the
    // right hand is behind: sword under the torso, shield over it.
    expect(east.indexOf("item")).toBeGreaterThan(east.indexOf("torso"));
    expect(east.indexOf("shield")).toBeGreaterThan(-1);
    expect(east.indexOf("shield")).toBeLessThan(east.indexOf("torso"));
    expect(west.indexOf("item")).toBeLessThan(west.indexOf("torso"));
    expect(west.indexOf("shield")).toBeGreaterThan(west.indexOf("torso"));
    // And the rotation's W frame is that drawing, not the E frame flipped.
    const result = rotateFacings(generated(KNIGHT, 64, "south").image, {
      seed: 1,
      redraw: redrawOf(KNIGHT),
    });
    const w = frame(result.strip, 6);
    expect(key(w)).toBe(key(doc("west").sprite.image));
    const e = frame(result.strip, 2);
    const flipped = createImage(64, 64);
    for (let y = 0; y < 64; y++)
      for (let x = 0; x < 64; x++)
        flipped.data.set(
          e.data.subarray((y * 64 + x) * 4, (y * 64 + x) * 4 + 4),
          (y * 64 + 63 - x) * 4,
        );
    expect(key(w)).not.toBe(key(flipped));
  });
});

describe("calibrationScore counts facings drawn for themselves", () => {
  it("is under 1 when a facing is a copy, and lower for an import than for a redrawn sprite", () => {
    const chest = generated("treasure chest", 64, "south").image;
    const redrawn = rotateFacings(chest, { seed: 1, redraw: redrawOf("treasure chest") });
    // A generator that gives the front for every facing: only S is observed.
    const copies = rotateFacings(chest, { seed: 1, redraw: () => chest });
    expect(copies.observed).toEqual([true, false, false, false, false, false, false, false]);
    expect(copies.calibrationScore).toBeLessThan(1);
    expect(copies.calibrationScore).toBeLessThan(redrawn.calibrationScore);
    // One copied facing is enough to bring the score under what a full redraw gets.
    const one = rotateFacings(chest, {
      seed: 1,
      redraw: (d) => (d === "north" ? chest : redrawOf("treasure chest")(d)),
    });
    expect(one.observed[4]).toBe(false);
    expect(one.calibrationScore).toBeLessThan(redrawn.calibrationScore);
    const imported = rotateFacings(chest, { seed: 1 });
    expect(imported.observed.filter(Boolean)).toHaveLength(1);
    expect(imported.calibrationScore).toBeLessThan(redrawn.calibrationScore / 2);
    expect(imported.calibrationScore).toBeLessThanOrEqual(1 / 8);
  });
});
