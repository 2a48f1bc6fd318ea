import { describe, expect, it } from "vitest";
import { oklch } from "./corpus/judge";
import { BIRD, HERO, KEY, MUSHROOM, SHIELD } from "./corpus/fixtures";
import { touchUp } from ".";

type Img = { width: number; height: number; data: Uint8ClampedArray | Uint8Array };
const changed = (a: Img, b: Img) => {
  const out: number[] = [];
  for (let i = 0; i < a.width * a.height; i++)
    if ([0, 1, 2, 3].some((k) => a.data[i * 4 + k] !== b.data[i * 4 + k])) out.push(i);
  return out;
};
const whole = (f: { image: Img }) => ({ x: 0, y: 0, width: f.image.width, height: f.image.height });

describe("longer and shorter redraw the object along the way it points", () => {
  it("a beak grows away from the head, out into the air, its base where it was", () => {
    // The bird with six empty columns on its right, so the beak has room to grow.
    const w0 = BIRD.image.width;
    const w = w0 + 6;
    const h = BIRD.image.height;
    const data = new Uint8ClampedArray(w * h * 4);
    for (let y = 0; y < h; y++)
      data.set(BIRD.image.data.subarray(y * w0 * 4, (y + 1) * w0 * 4), y * w * 4);
    const image = { width: w, height: h, data };
    // The beak's own colours, read from the drawing.
    const rgb = (d: Img["data"], i: number) =>
      (d[i * 4]! << 16) | (d[i * 4 + 1]! << 8) | d[i * 4 + 2]!;
    const beakColours = new Set<number>();
    BIRD.mask("beak").forEach((v, i) => {
      if (v && !BIRD.parts[i]!.includes("outline")) beakColours.add(rgb(BIRD.image.data, i));
    });
    const cols = (img: Img) => {
      const xs: number[] = [];
      for (let y = 0; y < h; y++)
        for (let x = 12; x < w; x++) if (beakColours.has(rgb(img.data, y * w + x))) xs.push(x);
      return xs;
    };
    const out = touchUp(image, { x: 12, y: 2, width: 10, height: 6 }, "make the beak longer", {
      seed: 1,
    });
    expect(out.kind).toBe("edited");
    if (out.kind !== "edited") return;
    const before = cols(image);
    const after = cols(out.image);
    // It reaches further right than before, and no further left: it grew from the head out.
    expect(Math.max(...after)).toBeGreaterThanOrEqual(Math.max(...before) + 2);
    expect(Math.min(...after)).toBe(Math.min(...before));
    // Nothing above or below the beak's rows moved: it did not grow up into the air.
    for (const i of changed(image, out.image)) {
      const y = Math.floor(i / w);
      expect(y, `pixel ${i % w},${y}`).toBeGreaterThanOrEqual(3);
      expect(y, `pixel ${i % w},${y}`).toBeLessThanOrEqual(6);
    }
  });

  it("refuses, before any charge, a sword the region leaves no room to lengthen", () => {
    // The region's top is the sword's tip and its bottom the pommel's outline: no row to grow
    // into either way.
    const out = touchUp(
      HERO.image,
      { x: 14, y: 1, width: 8, height: 18 },
      "make the sword longer",
      {
        seed: 1,
      },
    );
    expect(out.kind).toBe("refused");
    if (out.kind === "refused") expect(out.reason).toMatch(/no room in the region/);
  });

  it("a sword in a region with two free rows grows by those rows, tip and hilt drawn as they were", () => {
    // The sword as drawn: its steel and its hilt, from the fixture's parts.
    const w = HERO.image.width;
    const rgb = (d: Img["data"], i: number) =>
      (d[i * 4]! << 16) | (d[i * 4 + 1]! << 8) | d[i * 4 + 2]!;
    const blade = new Set<number>();
    const hilt = new Set<number>();
    HERO.mask("blade").forEach((v, i) => {
      if (v) blade.add(rgb(HERO.image.data, i));
    });
    HERO.mask("hilt").forEach((v, i) => {
      if (v) hilt.add(rgb(HERO.image.data, i));
    });
    const rows = (img: Img, colours: Set<number>) => {
      const ys = new Set<number>();
      for (let i = 0; i < w * img.height; i++)
        if (i % w >= 15 && colours.has(rgb(img.data, i))) ys.add(Math.floor(i / w));
      return [...ys].sort((a, b) => a - b);
    };
    // One free row above the tip's outline, one below the pommel's.
    const out = touchUp(
      HERO.image,
      { x: 14, y: 0, width: 8, height: 20 },
      "make the sword longer",
      {
        seed: 1,
      },
    );
    expect(out.kind).toBe("edited");
    if (out.kind !== "edited") return;
    const [b0, b1] = [rows(HERO.image, blade), rows(out.image, blade)];
    // The blade runs two rows longer, unbroken.
    expect(b1.length).toBe(b0.length + 2);
    expect(b1[b1.length - 1]! - b1[0]! + 1).toBe(b1.length);
    // The hilt keeps its rows, one below the longer blade.
    const [h0, h1] = [rows(HERO.image, hilt), rows(out.image, hilt)];
    expect(h1.length).toBe(h0.length);
    expect(h1[0]).toBe(b1[b1.length - 1]! + 1);
  });

  it("a shorter key keeps its bow and its teeth, drawn as they were", () => {
    const out = touchUp(KEY.image, whole(KEY), "make the key shorter", { seed: 1 });
    expect(out.kind).toBe("edited");
    if (out.kind !== "edited") return;
    // Reported (and stored) as what it is: a size change, not the detail pass.
    expect(out.action).toBe("resize");
    // The bow (columns 0-8) is where it was, pixel for pixel.
    const w = KEY.image.width;
    for (const i of changed(KEY.image, out.image)) expect(i % w, `pixel ${i}`).toBeGreaterThan(8);
    // The teeth's picture (two hanging prongs) is there whole, moved toward the bow.
    const row = (img: Img, y: number) =>
      Array.from({ length: w }, (_, x) => (img.data[(y * w + x) * 4 + 3]! > 0 ? "#" : ".")).join(
        "",
      );
    const teeth = row(KEY.image, 7)
      .slice(9)
      .replace(/^\.+|\.+$/g, "");
    expect(row(out.image, 7).slice(9)).toContain(teeth);
    expect(row(out.image, 7).lastIndexOf("#")).toBeLessThan(row(KEY.image, 7).lastIndexOf("#"));
  });
});

describe("bigger and smaller change each piece where it is", () => {
  it("each dot of the cap grows about its own place; none drifts off", () => {
    const out = touchUp(MUSHROOM.image, whole(MUSHROOM), "make the dots bigger", { seed: 1 });
    expect(out.kind).toBe("edited");
    if (out.kind !== "edited") return;
    const w = MUSHROOM.image.width;
    const rgb = (d: Img["data"], i: number) =>
      (d[i * 4]! << 16) | (d[i * 4 + 1]! << 8) | d[i * 4 + 2]!;
    const dots = MUSHROOM.mask("dots");
    const colours = new Set<number>();
    dots.forEach((v, i) => {
      if (v) colours.add(rgb(MUSHROOM.image.data, i));
    });
    // Every pixel drawn as a dot is still a dot: the dots grew over the cap, never moved.
    dots.forEach((v, i) => {
      if (v)
        expect(colours.has(rgb(out.image.data, i)), `dot pixel ${i % w},${Math.floor(i / w)}`).toBe(
          true,
        );
    });
    let before = 0;
    let after = 0;
    for (let i = 0; i < w * MUSHROOM.image.height; i++) {
      if (colours.has(rgb(MUSHROOM.image.data, i))) before++;
      if (colours.has(rgb(out.image.data, i))) after++;
    }
    expect(after).toBeGreaterThan(before * 1.5);
  });
});

describe("add draws the thing named, from its shape, fitted to the region", () => {
  it("a star on a shield is a five-pointed star filling the region, outlined where on gold", () => {
    const region = { x: 3, y: 2, width: 10, height: 9 };
    const out = touchUp(SHIELD.image, region, "add a star", { seed: 1 });
    expect(out.kind).toBe("edited");
    if (out.kind !== "edited") return;
    const px = changed(SHIELD.image, out.image);
    const w = SHIELD.image.width;
    const xs = px.map((i) => i % w);
    const ys = px.map((i) => Math.floor(i / w));
    // It fills the region's height and most of its width.
    expect(Math.max(...ys) - Math.min(...ys) + 1).toBeGreaterThanOrEqual(7);
    expect(Math.max(...xs) - Math.min(...xs) + 1).toBeGreaterThanOrEqual(7);
    // Yellow, in the shield's own yellows: no new colour comes in for a hue the sprite has.
    const own = new Set<number>();
    const key = (d: Img["data"], i: number) =>
      (d[i * 4]! << 16) | (d[i * 4 + 1]! << 8) | d[i * 4 + 2]!;
    for (let i = 0; i < w * SHIELD.image.height; i++) own.add(key(SHIELD.image.data, i));
    for (const i of px) expect(own.has(key(out.image.data, i))).toBe(true);
    // Lying on the gold cross, it is ringed in the outline colour; the rest of it is yellow.
    const lch = (i: number) =>
      oklch(out.image.data[i * 4]!, out.image.data[i * 4 + 1]!, out.image.data[i * 4 + 2]!);
    const body = px.filter((i) => lch(i).L >= 0.3);
    const yellow = body.filter((i) => {
      const c = lch(i);
      return c.C > 0.05 && c.h > 60 && c.h < 120;
    });
    expect(px.length - body.length).toBeGreaterThan(8);
    expect(yellow.length).toBeGreaterThan(body.length * 0.8);
  });

  it("a gem on a gold key is the gem's own red, brought in as a whole ramp", () => {
    const region = { x: 0, y: 0, width: 9, height: 9 };
    const out = touchUp(KEY.image, region, "add a gem", { seed: 1 });
    expect(out.kind).toBe("edited");
    if (out.kind !== "edited") return;
    const reds = new Set<number>();
    for (const i of changed(KEY.image, out.image)) {
      const d = out.image.data;
      const c = oklch(d[i * 4]!, d[i * 4 + 1]!, d[i * 4 + 2]!);
      if (c.C > 0.08 && (c.h > 345 || c.h < 40)) reds.add((d[i * 4]! << 16) | (d[i * 4 + 1]! << 8));
    }
    // Three shades of red at least: a ramp, not one flat colour.
    expect(reds.size).toBeGreaterThanOrEqual(3);
  });

  it("refuses, before any charge, a thing it has no way to draw", () => {
    const out = touchUp(SHIELD.image, whole(SHIELD), "add a zeppelin", { seed: 1 });
    expect(out.kind).toBe("refused");
  });
});
