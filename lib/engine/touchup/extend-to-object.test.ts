import { describe, expect, it } from "vitest";
import { lchOf, rgbToOklab } from "../color";
import { boxOf, type Fixture, OUTLINE } from "./corpus/draw";
import { CHEST, HERO, KEY, MUSHROOM, SLIME } from "./corpus/fixtures";
import { touchUp } from ".";

const lchAt = (d: Uint8ClampedArray, i: number) =>
  lchOf(rgbToOklab([d[i * 4]!, d[i * 4 + 1]!, d[i * 4 + 2]!]));

const sameAt = (a: Uint8ClampedArray, b: Uint8ClampedArray, i: number) =>
  [0, 1, 2, 3].every((k) => a[i * 4 + k] === b[i * 4 + k]);

/** The part's box with its left `cut` columns left out: a hasty drag. */
function cutLeft(f: Fixture, part: string, cut: number) {
  const b = boxOf(f.mask(part), f.image.width);
  return { ...b, x: b.x + cut, width: b.width - cut };
}

/** The part's own pixels (its outline left out) lying outside `box`. */
function pastBox(f: Fixture, part: string, box: { x: number; width: number }): number[] {
  const own = f.mask(part);
  const line = f.mask(OUTLINE);
  const out: number[] = [];
  own.forEach((v, i) => {
    const x = i % f.image.width;
    if (v && !line[i] && (x < box.x || x >= box.x + box.width)) out.push(i);
  });
  return out;
}

// Blue is about hue 264 in OKLCH; the cap and the key's bow are drawn red and gold.
const BLUE = 264;
const nearBlue = (h: number) => Math.abs(((h - BLUE + 540) % 360) - 180) < 40;

describe("a recolour whose region cuts the object", () => {
  const region = cutLeft(MUSHROOM, "cap", 3);
  const past = pastBox(MUSHROOM, "cap", region);
  const plain = touchUp(MUSHROOM.image, region, "make the cap blue", { seed: 1 });
  const extended = touchUp(MUSHROOM.image, region, "make the cap blue", {
    seed: 1,
    extendToObject: true,
  });

  it("writes nothing past the region by default and offers the cap's whole box", () => {
    expect(past.length).toBeGreaterThan(0);
    expect(plain.kind).toBe("edited");
    if (plain.kind !== "edited") return;
    for (const i of past) expect(sameAt(MUSHROOM.image.data, plain.image.data, i)).toBe(true);
    expect(plain.region).toEqual(region);
    const offer = plain.wholeObject;
    expect(offer).toBeDefined();
    expect(offer!.pixels).toBeGreaterThanOrEqual(past.length);
    // The offered box holds every pixel of the cap the region missed.
    for (const i of past) {
      const x = i % MUSHROOM.image.width;
      expect(x).toBeGreaterThanOrEqual(offer!.region.x);
    }
    expect(plain.summary).toMatch(/extend to the whole object/);
  });

  it("with extendToObject turns the rest of the cap blue too, and nothing but the cap", () => {
    expect(extended.kind).toBe("edited");
    if (extended.kind !== "edited") return;
    for (const i of past) expect(nearBlue(lchAt(extended.image.data, i).h)).toBe(true);
    const cap = MUSHROOM.mask("cap");
    const w = MUSHROOM.image.width;
    let outsideCap = 0;
    for (let i = 0; i < cap.length; i++) {
      const x = i % w;
      const inRegion = x >= region.x && x < region.x + region.width;
      if (!cap[i] && !inRegion && !sameAt(MUSHROOM.image.data, extended.image.data, i))
        outsideCap++;
    }
    expect(outsideCap).toBe(0);
    expect(extended.region.x).toBeLessThan(region.x);
    expect(extended.wholeObject).toBeUndefined();
    expect(extended.summary).toMatch(/extended to the whole cap/);
  });

  it("carries only the named part: the key's ring, not the shaft of the same gold", () => {
    const ring = cutLeft(KEY, "bow", 3);
    const out = touchUp(KEY.image, ring, "ring -> blue", { seed: 1, extendToObject: true });
    expect(out.kind).toBe("edited");
    if (out.kind !== "edited") return;
    const shaft = KEY.mask("shaft", "teeth");
    const bow = KEY.mask("bow");
    shaft.forEach((v, i) => {
      if (v && !bow[i]) expect(sameAt(KEY.image.data, out.image.data, i)).toBe(true);
    });
    for (const i of pastBox(KEY, "bow", ring))
      expect(nearBlue(lchAt(out.image.data, i).h)).toBe(true);
  });
});

/** The part's box with its top `cut` rows left out: a drag that starts too low. */
function cutTop(f: Fixture, part: string, cut: number) {
  const b = boxOf(f.mask(part), f.image.width);
  return { ...b, y: b.y + cut, height: b.height - cut };
}

/** The part's pixels (as the fixture was drawn) that still hold their old colour. */
function unchanged(f: Fixture, part: string, after: Uint8ClampedArray): number[] {
  const out: number[] = [];
  f.mask(part).forEach((v, i) => {
    if (v && sameAt(f.image.data, after, i)) out.push(i);
  });
  return out;
}

describe("extending a recolour leaves nothing of the object's old ramp", () => {
  it("turns the cap's red walled off by its white dots", () => {
    const out = touchUp(MUSHROOM.image, cutTop(MUSHROOM, "cap", 3), "make the cap blue", {
      seed: 1,
      extendToObject: true,
    });
    expect(out.kind).toBe("edited");
    if (out.kind !== "edited") return;
    expect(unchanged(MUSHROOM, "cap", out.image.data)).toEqual([]);
    // The dots stay white: they are not the cap's ramp.
    expect(unchanged(MUSHROOM, "dots", out.image.data).length).toBe(
      MUSHROOM.mask("dots").reduce((a, b) => a + b, 0),
    );
  });

  it("turns the slime's pale glint with it, to a tint of blue", () => {
    const out = touchUp(SLIME.image, cutTop(SLIME, "body", 3), "make the slime blue", {
      seed: 1,
      extendToObject: true,
    });
    expect(out.kind).toBe("edited");
    if (out.kind !== "edited") return;
    expect(unchanged(SLIME, "body", out.image.data)).toEqual([]);
    SLIME.mask("shine").forEach((v, i) => {
      if (v) expect(nearBlue(lchAt(out.image.data, i).h)).toBe(true);
    });
  });

  it("darkens the strip of wood the latch parts from the rest of the lid", () => {
    const region = { ...cutLeft(CHEST, "wood", 1), width: 13 };
    const out = touchUp(CHEST.image, region, "darken the wood a bit", {
      seed: 1,
      extendToObject: true,
    });
    expect(out.kind).toBe("edited");
    if (out.kind !== "edited") return;
    expect(unchanged(CHEST, "wood", out.image.data)).toEqual([]);
  });
});

describe("shorter legs whose region misses the soles' bottom row", () => {
  const legs = boxOf(HERO.mask("legs", "boots"), HERO.image.width);
  // Loose round the legs and boots, but the drag stops one row short: on the soles' outline.
  const region = { x: legs.x - 1, y: legs.y - 2, width: legs.width + 2, height: legs.height + 2 };
  const sole = legs.y + legs.height;
  const plain = touchUp(HERO.image, region, "make the legs shorter", { seed: 1 });
  const extended = touchUp(HERO.image, region, "make the legs shorter", {
    seed: 1,
    extendToObject: true,
  });
  const { width } = HERO.image;
  const opaque = (d: Uint8ClampedArray, x: number, y: number) => d[(y * width + x) * 4 + 3]! > 0;

  it("takes the soles' outline row in without asking, and says so", () => {
    expect(plain.kind).toBe("edited");
    if (plain.kind !== "edited") return;
    // The answer's region is the drag grown the one row of outline it missed.
    expect(plain.region.y + plain.region.height).toBe(sole + 1);
    expect(plain.region.y).toBe(region.y);
    expect(plain.summary).toMatch(/outline/);
    for (let x = legs.x - 1; x <= legs.x + legs.width; x++)
      expect(opaque(plain.image.data, x, sole), `sole row at x ${x}`).toBe(false);
  });

  it("a region that misses more than the outline (a row of the boots too) is offered, not done", () => {
    const short = { ...region, height: region.height - 1 };
    const out = touchUp(HERO.image, short, "make the legs shorter", { seed: 1 });
    expect(out.kind).toBe("refused");
    if (out.kind !== "refused") return;
    expect(out.wholeObject).toBeDefined();
    expect(out.reason).toMatch(/extend to the whole object/);
  });

  it("extended, shortens them with the soles moving up: no second sole is left below", () => {
    expect(extended.kind).toBe("edited");
    if (extended.kind !== "edited") return;
    const after = extended.image.data;
    let before = 0;
    let now = 0;
    for (let x = legs.x - 1; x <= legs.x + legs.width; x++) {
      if (opaque(HERO.image.data, x, sole)) before++;
      if (opaque(after, x, sole)) now++;
    }
    expect(before).toBeGreaterThan(0);
    // The soles' old bottom row is air now: the legs end a row higher.
    expect(now).toBe(0);
    const was = HERO.mask("legs", "boots").reduce((a, b) => a + b, 0);
    let left = 0;
    HERO.mask("legs", "boots").forEach((v, i) => {
      if (v && sameAt(HERO.image.data, after, i)) left++;
    });
    expect(left).toBeLessThan(was);
  });
});
