/**
 * Creatures with a build of their own, judged on rendered pixels as a person knows the animal
 * (a rabbit's ears stand well above its head; a frog squats wider than tall on folded hind
 * legs; a horse's legs thin to dark hooves). Which part is which comes from the layers the
 * drawer kept, never from the drawing's numbers. Each is drawn at 64 px, seed 7.
 */
import { describe, expect, it } from "vitest";
import { oklabToOklch, rgbToOklab } from "../color";
import { animateLayered } from "../animate";
import { readSpritePrompt } from "../prompt";
import type { RgbaImage } from "../raster";
import { bounds, doc, framesOf } from "../testing";
import { drawLayered, type LayeredSprite } from ".";

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
  w: number;
  h: number;
}

const box = (b: { top: number; bottom: number; left: number; right: number }): Box => ({
  ...b,
  w: b.right - b.left + 1,
  h: b.bottom - b.top + 1,
});

/** Where a layer's own pixels are on the canvas (at rest). */
/**
 * A layer's box; a limb's (`leg.fore.near`) takes in the layer below its knee, which hangs from
 * it, so the box is the whole leg as drawn.
 */
function layerBox(d: LayeredSprite, name: string): Box {
  const layer = d.layers.find((l) => l.name === name);
  if (!layer) throw new Error(`no layer ${name} in ${d.layers.map((l) => l.name)}`);
  let top = Infinity;
  let bottom = -1;
  let left = Infinity;
  let right = -1;
  for (const part of limb(d, name)) {
    part.ink.forEach((ink, i) => {
      if (ink < 0) return;
      const x = part.x + (i % part.width);
      const y = part.y + Math.floor(i / part.width);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
      left = Math.min(left, x);
      right = Math.max(right, x);
    });
  }
  return box({ top, bottom, left, right });
}

/** A layer and, for a leg, the layer below its knee (a child of the same role). */
function limb(d: LayeredSprite, name: string) {
  const layer = d.layers.find((l) => l.name === name)!;
  return d.layers.filter(
    (l) => l === layer || (l.parent === name && l.role === layer.role && l.role === "leg"),
  );
}

/** A layer's own pixels on canvas row `y` (a leg's with the part below its knee). */
function layerRow(d: LayeredSprite, name: string, y: number): number {
  const columns = new Set<number>();
  for (const layer of limb(d, name)) {
    const row = y - layer.y;
    if (row < 0 || row >= layer.height) continue;
    for (let x = 0; x < layer.width; x++)
      if (layer.ink[row * layer.width + x]! >= 0) columns.add(layer.x + x);
  }
  return columns.size;
}

/** Opaque pixels of row `y` of the image between columns `from` and `to`. */
function rowWidth(img: RgbaImage, y: number, from = 0, to = img.width - 1): number {
  let n = 0;
  for (let x = from; x <= to; x++) if (img.data[(y * img.width + x) * 4 + 3]) n++;
  return n;
}

/** Mean lightness of the opaque pixels in rows `y0..y1`, columns `x0..x1`. */
function lightness(img: RgbaImage, x0: number, x1: number, y0: number, y1: number): number {
  let sum = 0;
  let n = 0;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const o = (y * img.width + x) * 4;
      if (!img.data[o + 3]) continue;
      sum += oklabToOklch(rgbToOklab([img.data[o]!, img.data[o + 1]!, img.data[o + 2]!])).L;
      n++;
    }
  }
  return sum / Math.max(1, n);
}

/** Separate runs of opaque pixels along row `y`. */
function runs(img: RgbaImage, y: number): number {
  let count = 0;
  let inside = false;
  for (let x = 0; x < img.width; x++) {
    const on = img.data[(y * img.width + x) * 4 + 3] !== 0;
    if (on && !inside) count++;
    inside = on;
  }
  return count;
}

const drawn = (prompt: string) => doc(prompt, "east");
const sprite = (prompt: string) => drawn(prompt).sprite.image;
const QUADRUPED_LAYERS = [
  "body",
  "head",
  "leg.fore.near",
  "leg.fore.far",
  "leg.hind.near",
  "leg.hind.far",
];

describe("small animals drawn with their own build", () => {
  for (const prompt of ["a frog", "a rabbit", "a cute pink axolotl"]) {
    it(`${prompt} is drawn as the quadruped rig's layers, and walks`, () => {
      const d = drawn(prompt);
      expect(readSpritePrompt(prompt).unrecognized).toEqual([]);
      expect(d.rig).toBe("quadruped");
      const names = d.layers.map((l) => l.name);
      for (const name of QUADRUPED_LAYERS) expect(names, prompt).toContain(name);
      // No part is left behind in a whole-body layer the rig would not move.
      expect(names.filter((n) => n === "body")).toHaveLength(1);
      const result = animateLayered(d, { preset: "Walk", frameCount: 4, seed: 3 });
      const frames = framesOf(result.strip, 4).map((f) => Buffer.from(f.data).toString("hex"));
      expect(new Set(frames).size).toBeGreaterThan(1);
    });
  }

  it("a rabbit's long ears rise above its head by a fifth of its height or more", () => {
    const d = drawn("a rabbit");
    const all = box(bounds(d.sprite.image));
    const ears = layerBox(d, "ears");
    const head = layerBox(d, "head");
    expect(head.top - ears.top).toBeGreaterThanOrEqual(all.h / 5);
    // A round body, and big hind feet: the hind foot on the ground longer than the fore paw.
    const body = layerBox(d, "body");
    expect(body.w / body.h).toBeGreaterThan(0.8);
    expect(body.w / body.h).toBeLessThan(1.35);
    expect(layerBox(d, "leg.hind.near").w).toBeGreaterThanOrEqual(
      1.8 * layerBox(d, "leg.fore.near").w,
    );
  });

  it("a frog squats wider than tall, hind legs folded beside the body", () => {
    const d = drawn("a frog");
    const all = box(bounds(d.sprite.image));
    expect(all.w).toBeGreaterThanOrEqual(1.2 * all.h);
    const body = layerBox(d, "body");
    const hind = layerBox(d, "leg.hind.near");
    // Folded: the leg lies along the ground, wider than it is tall, its top beside the body
    // (above the body's lowest row), its foot on the ground.
    expect(hind.w).toBeGreaterThan(hind.h);
    expect(hind.top).toBeLessThan(body.bottom - body.h / 4);
    // (The layers hold the drawing before its outline, one pixel inside the sprite's edge.)
    expect(hind.bottom).toBeGreaterThanOrEqual(all.bottom - 1);
    // The eyes bulge above the head's line: the head is the frog's highest part.
    expect(layerBox(d, "head").top).toBeLessThanOrEqual(all.top + 1);
  });

  it("an axolotl has gills above its head, a flat tail and stubby legs", () => {
    const d = drawn("a cute pink axolotl");
    const all = box(bounds(d.sprite.image));
    expect(all.w).toBeGreaterThanOrEqual(1.4 * all.h);
    const body = layerBox(d, "body");
    const head = layerBox(d, "head");
    // The gills fan out above the body by more than the body is deep.
    expect(body.top - head.top).toBeGreaterThan(body.h);
    const tail = layerBox(d, "tail");
    expect(tail.w).toBeGreaterThan(2 * tail.h);
    expect(tail.h).toBeGreaterThanOrEqual(body.h);
    // Stubby legs: each shows below the belly by a fifth of the height at most.
    for (const leg of QUADRUPED_LAYERS.filter((n) => n.startsWith("leg."))) {
      expect(layerBox(d, leg).bottom - body.bottom, leg).toBeLessThanOrEqual(all.h / 5);
      expect(layerBox(d, leg).bottom - body.bottom, leg).toBeGreaterThan(0);
    }
  });
});

describe("a horse", () => {
  it("holds its head up on a long neck, its legs thin to dark hooves", () => {
    const d = drawLayered({
      reading: readSpritePrompt("a horse"),
      assetType: "creature",
      width: 64,
      height: 64,
      direction: "east",
      camera: "none",
      seed: 7,
    });
    const img = d.sprite.image;
    const body = layerBox(d, "body");
    const head = layerBox(d, "head");
    expect(body.top - head.top).toBeGreaterThanOrEqual(0.8 * body.h);
    const leg = layerBox(d, "leg.fore.near");
    const third = Math.floor(leg.h / 3);
    const widest = (y0: number, y1: number) =>
      Math.max(
        ...Array.from({ length: y1 - y0 + 1 }, (_, i) => layerRow(d, "leg.fore.near", y0 + i)),
      );
    // Slim below the knee: the lower third at most 0.6 as wide as the upper.
    expect(widest(leg.bottom - third, leg.bottom - 2)).toBeLessThanOrEqual(
      0.6 * widest(leg.top, leg.top + third),
    );
    // A hoof: the leg's last rows darker than its cannon above.
    const hoof = lightness(img, leg.left, leg.right, leg.bottom - 1, leg.bottom);
    const cannon = lightness(img, leg.left, leg.right, leg.bottom - third, leg.bottom - 4);
    expect(hoof).toBeLessThan(cannon - 0.08);
  });
});

describe("elementals are living bodies of their element", () => {
  it("a fire elemental burns up from a narrow tail to flames above wide arms", () => {
    const img = sprite("a fire elemental");
    const all = box(bounds(img));
    const at = (f: number) => rowWidth(img, Math.round(all.top + f * (all.h - 1)));
    expect(at(0.92)).toBeLessThan(0.25 * all.w);
    expect(Math.max(at(0.4), at(0.45))).toBeGreaterThan(0.8 * all.w);
    // Flames lick up: the top rows are broken into separate tongues.
    expect(
      Math.max(...[0.04, 0.08, 0.12].map((f) => runs(img, Math.round(all.top + f * all.h)))),
    ).toBeGreaterThanOrEqual(3);
  });

  it("an earth elemental is broad at the shoulders and stands on two legs", () => {
    const img = sprite("an earth elemental");
    const all = box(bounds(img));
    expect(rowWidth(img, Math.round(all.top + 0.3 * all.h))).toBeGreaterThan(0.85 * all.w);
    expect(runs(img, all.bottom - 1)).toBe(2);
  });

  it("an air elemental is a whirlwind narrowing to a point under a cloud", () => {
    const img = sprite("an air elemental");
    const all = box(bounds(img));
    expect(rowWidth(img, all.bottom - 2)).toBeLessThanOrEqual(0.12 * all.w);
    expect(rowWidth(img, Math.round(all.top + 0.3 * all.h))).toBeGreaterThan(0.4 * all.w);
  });

  it("a water elemental rises from a splash wider than its body", () => {
    const img = sprite("a water elemental");
    const all = box(bounds(img));
    const splash = rowWidth(img, all.bottom - 1);
    const waist = rowWidth(
      img,
      Math.round(all.top + 0.7 * all.h),
      all.left + Math.round(all.w * 0.25),
      all.right - Math.round(all.w * 0.25),
    );
    expect(splash).toBeGreaterThan(1.5 * waist);
  });
});

describe("sea animals", () => {
  it("an octopus spreads its arms apart below its head", () => {
    const img = sprite("an octopus");
    const all = box(bounds(img));
    const lower = Array.from({ length: Math.floor(all.h / 2) }, (_, i) => all.bottom - i);
    // Some row below the head crosses at least four arms with daylight between them.
    expect(Math.max(...lower.map((y) => runs(img, y)))).toBeGreaterThanOrEqual(4);
    expect(all.w).toBeGreaterThanOrEqual(0.9 * all.h);
  });

  it("a seahorse stands upright, its snout out ahead of its body at the top", () => {
    const img = sprite("a seahorse");
    const all = box(bounds(img));
    expect(all.h).toBeGreaterThan(1.1 * all.w);
    const rightmost = (y0: number, y1: number) => {
      let r = -1;
      for (let y = y0; y <= y1; y++)
        for (let x = 0; x < img.width; x++)
          if (img.data[(y * img.width + x) * 4 + 3]) r = Math.max(r, x);
      return r;
    };
    const top = rightmost(all.top, all.top + Math.round(all.h * 0.25));
    const middle = rightmost(all.top + Math.round(all.h * 0.4), all.top + Math.round(all.h * 0.7));
    expect(top - middle).toBeGreaterThanOrEqual(0.2 * all.w);
  });

  it("a whale lifts its flukes at one end, its spout fans up from its back at the other", () => {
    const img = sprite("a whale");
    const all = box(bounds(img));
    expect(all.w).toBeGreaterThan(1.2 * all.h);
    const any = (x0: number, x1: number, y0: number, y1: number) => {
      for (let y = Math.round(y0); y <= Math.round(y1); y++)
        for (let x = Math.round(x0); x <= Math.round(x1); x++)
          if (img.data[(y * img.width + x) * 4 + 3]) return true;
      return false;
    };
    // Flukes: the tail end (the left fifth) reaches the top third of the picture.
    expect(any(all.left, all.left + 0.2 * all.w, all.top, all.top + 0.3 * all.h)).toBe(true);
    // Spout: above the back toward the head, spray in more than one jet.
    const spoutRow = all.top + Math.round(all.h * 0.15);
    expect(any(all.left + 0.45 * all.w, all.right, all.top, spoutRow)).toBe(true);
    expect(runs(img, spoutRow)).toBeGreaterThanOrEqual(3);
  });
});
