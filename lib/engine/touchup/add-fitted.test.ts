import { describe, expect, it } from "vitest";
import { BIRD, FLOWER, KEY } from "./corpus/fixtures";
import { WIZARD } from "./corpus/engine-sprites";
import { touchUp } from ".";

type Img = { width: number; height: number; data: Uint8ClampedArray | Uint8Array };
const px = (img: Img, i: number) => [0, 1, 2, 3].map((k) => img.data[i * 4 + k]!);
const luma = ([r, g, b]: number[]) => 0.3 * r! + 0.59 * g! + 0.11 * b!;
const changed = (a: Img, b: Img) => {
  const out: number[] = [];
  for (let i = 0; i < a.width * a.height; i++)
    if ([0, 1, 2, 3].some((k) => a.data[i * 4 + k] !== b.data[i * 4 + k])) out.push(i);
  return out;
};
const boxOf = (mask: Uint8Array, w: number) => {
  const xs: number[] = [];
  const ys: number[] = [];
  mask.forEach((v, i) => {
    if (!v) return;
    xs.push(i % w);
    ys.push(Math.floor(i / w));
  });
  return { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) };
};

describe("an added thing reads as the thing, fitted to where it goes", () => {
  it("a small cap on a head with little air above stands apart from the outline", () => {
    const out = touchUp(BIRD.image, { x: 4, y: 0, width: 10, height: 3 }, "add a hat", { seed: 1 });
    expect(out.kind).toBe("edited");
    if (out.kind !== "edited") return;
    // The outline colour, from the fixture's own drawing.
    const ink = luma(
      px(
        BIRD.image,
        BIRD.parts.findIndex((p) => p.includes("outline")),
      ),
    );
    const drawn = changed(BIRD.image, out.image).map((i) => luma(px(out.image, i)));
    // Most of the cap is well lighter than the outline it sits on.
    const lit = drawn.filter((l) => l > ink + 60);
    expect(lit.length).toBeGreaterThanOrEqual(drawn.length / 2);
  });

  it("a bee has near-white wings and a body of yellow and dark in turn", () => {
    const out = touchUp(FLOWER.image, { x: 0, y: 0, width: 5, height: 5 }, "add a bee", {
      seed: 1,
    });
    expect(out.kind).toBe("edited");
    if (out.kind !== "edited") return;
    const drawn = changed(FLOWER.image, out.image).map((i) => px(out.image, i));
    const white = drawn.filter(([r, g, b]) => Math.min(r!, g!, b!) > 200);
    const yellow = drawn.filter(([r, g, b]) => r! > 180 && g! > 150 && b! < 120);
    const dark = drawn.filter((c) => luma(c) < 70);
    expect(white.length).toBeGreaterThanOrEqual(2);
    expect(yellow.length).toBeGreaterThanOrEqual(2);
    expect(dark.length).toBeGreaterThanOrEqual(2);
  });

  it("a gem on a key's bow is set in the bow's hole: the ring and its outline stay whole", () => {
    const bow = boxOf(KEY.mask("bow"), KEY.image.width);
    const region = {
      x: bow.x0,
      y: bow.y0,
      width: bow.x1 - bow.x0 + 1,
      height: bow.y1 - bow.y0 + 1,
    };
    const out = touchUp(KEY.image, region, "add a gem", { seed: 1 });
    expect(out.kind).toBe("edited");
    if (out.kind !== "edited") return;
    const moved = changed(KEY.image, out.image);
    expect(moved.length).toBeGreaterThanOrEqual(4);
    // Only air changed (the hole), never a pixel of the ring or its outline.
    for (const i of moved) expect(px(KEY.image, i)[3], `pixel ${i % KEY.image.width}`).toBe(0);
    // The stone is red with a lighter glint and a darker edge.
    const ls = moved.map((i) => luma(px(out.image, i)));
    expect(Math.max(...ls) - Math.min(...ls)).toBeGreaterThan(60);
  });

  it("an orb asked for on a staff that ends in one is redrawn there, never stacked on it", () => {
    const staff = boxOf(WIZARD.mask("staff"), WIZARD.image.width);
    const region = { x: staff.x0 - 2, y: staff.y0 - 2, width: staff.x1 - staff.x0 + 5, height: 12 };
    const out = touchUp(WIZARD.image, region, "give him a glowing orb on the staff", {
      seed: 1,
      ...(WIZARD.layers ? { layers: WIZARD.layers } : {}),
    });
    expect(out.kind).toBe("edited");
    if (out.kind !== "edited") return;
    // The summary reads as English: "an orb", never "a orb".
    expect(out.summary).toMatch(/^Add an orb\b|^Add an? \w+ orb\b/);
    expect(out.summary).not.toMatch(/\ba [aeiou]/i);
    // The knob's own colours (the staff's top rows', none of the shaft's below) are all
    // redrawn: no piece of the old orb is left peeking out beside a new one.
    const w = WIZARD.image.width;
    const key = (img: Img, i: number) => px(img, i).join(",");
    const knob = new Set<string>();
    const shaft = new Set<string>();
    WIZARD.mask("staff").forEach((v, i) => {
      if (!v) return;
      (Math.floor(i / w) < staff.y0 + 7 ? knob : shaft).add(key(WIZARD.image, i));
    });
    for (const c of shaft) knob.delete(c);
    expect(knob.size).toBeGreaterThan(0);
    WIZARD.mask("staff").forEach((v, i) => {
      if (v && Math.floor(i / w) < staff.y0 + 7)
        expect(knob.has(key(out.image, i)), `pixel ${i % w},${Math.floor(i / w)}`).toBe(false);
    });
    // Nothing is drawn more than a pixel of glow above the knob, where a second orb would stand.
    const top = Math.min(...changed(WIZARD.image, out.image).map((i) => Math.floor(i / w)));
    expect(top).toBeGreaterThanOrEqual(staff.y0 - 2);
  });
});

describe("a recolour on the engine's drawing takes the part's pieces cut off by what is in front", () => {
  it("a red robe leaves no blue sleeve pixels showing past the staff", () => {
    const w = WIZARD.image.width;
    const whole = { x: 0, y: 0, width: w, height: WIZARD.image.height };
    const out = touchUp(WIZARD.image, whole, "make his robe red", {
      seed: 1,
      ...(WIZARD.layers ? { layers: WIZARD.layers } : {}),
    });
    expect(out.kind).toBe("edited");
    if (out.kind !== "edited") return;
    // The robe as the generator painted it: its torso, and its sleeves (the arm layers) where
    // they are painted in the torso's colours.
    const key = (img: Img, i: number) => px(img, i).join(",");
    const torso = WIZARD.mask("torso");
    const arm = WIZARD.mask("arm");
    const colours = new Set<string>();
    // Its blues (the beard hangs over the torso in white: not the robe).
    torso.forEach((v, i) => {
      const [r, , b] = px(WIZARD.image, i);
      if (v && b! > r! + 30) colours.add(key(WIZARD.image, i));
    });
    let sleeve = 0;
    for (let i = 0; i < w * WIZARD.image.height; i++) {
      if (!(torso[i] || arm[i]) || !colours.has(key(WIZARD.image, i))) continue;
      if (arm[i]) sleeve++;
      expect(key(out.image, i), `pixel ${i % w},${Math.floor(i / w)}`).not.toBe(
        key(WIZARD.image, i),
      );
    }
    expect(sleeve).toBeGreaterThan(0);
  });
});
