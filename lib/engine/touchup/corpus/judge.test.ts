import { describe, expect, it } from "vitest";
import { CASES, ENGINE_CASES, MORE_CASES } from "./cases";
import { drawFixture, type Fixture, OUTLINE, withOwnOutline } from "./draw";
import { HERO, MUSHROOM, TREE } from "./fixtures";
import {
  allowedChanges,
  type Answer,
  type Case,
  type Expectation,
  inFamily,
  judge,
  oklch,
} from "./judge";

type Image = { width: number; height: number; data: Uint8ClampedArray };

const copy = (f: Fixture): Image => ({
  width: f.image.width,
  height: f.image.height,
  data: new Uint8ClampedArray(f.image.data),
});
const set = (img: Image, i: number, rgba: [number, number, number, number]) => {
  img.data.set(rgba, i * 4);
};
/** Paints every pixel drawn as `part` (not its outline) with `paint(original RGB)`. */
function paintPart(
  f: Fixture,
  img: Image,
  part: string,
  paint: (rgb: [number, number, number]) => [number, number, number, number],
): Image {
  f.parts.forEach((names, i) => {
    if (names.includes(part) && !names.includes(OUTLINE))
      set(img, i, paint([img.data[i * 4]!, img.data[i * 4 + 1]!, img.data[i * 4 + 2]!]));
  });
  return img;
}
const edited = (image: Image): Answer => ({ kind: "edited", image });
const whole = (f: Fixture) => ({ x: 0, y: 0, width: f.image.width, height: f.image.height });
const mushroomCase = (expectation: Expectation, sentence = "s"): Case => ({
  fixture: MUSHROOM,
  region: whole(MUSHROOM),
  sentence,
  expect: expectation,
});
/** Blue of the same lightness order: the red channel becomes the blue one. */
const toBlue = ([r, g, b]: [number, number, number]): [number, number, number, number] => [
  Math.round(b * 0.3),
  Math.round(g * 0.5),
  r,
  255,
];
const firstPixel = (f: Fixture, part: string) => f.parts.findIndex((n) => n.includes(part));

describe("the corpus judge", () => {
  const capBlue = mushroomCase({ kind: "recolor", parts: ["cap"], to: "blue" });

  it("passes a cap recoloured blue with its shading kept, and nothing else touched", () => {
    const img = paintPart(MUSHROOM, copy(MUSHROOM), "cap", toBlue);
    expect(judge(capBlue, edited(img)).outcome).toBe("pass");
  });

  it("counts a single stem pixel changed beside the cap as charged but wrong", () => {
    const img = paintPart(MUSHROOM, copy(MUSHROOM), "cap", toBlue);
    set(img, firstPixel(MUSHROOM, "stem"), [0, 0, 255, 255]);
    expect(judge(capBlue, edited(img))).toEqual({
      outcome: "charged but wrong",
      why: "1 px changed outside the cap",
    });
  });

  it("counts the wrong colour, or a flattened ramp turned upside down, as charged but wrong", () => {
    const green = paintPart(MUSHROOM, copy(MUSHROOM), "cap", ([r]) => [20, r, 40, 255]);
    expect(judge(capBlue, edited(green)).outcome).toBe("charged but wrong");
    const inverted = paintPart(MUSHROOM, copy(MUSHROOM), "cap", ([r]) => [0, 0, 400 - r, 255]);
    expect(judge(capBlue, edited(inverted)).why).toBe("shading order lost");
  });

  it("counts a refusal of a sentence that applies as refused wrongly", () => {
    expect(judge(capBlue, { kind: "refused", reason: "no" }).outcome).toBe("refused wrongly");
  });

  it("wants a refusal that lists the region's objects, unless the region is empty", () => {
    const c = mushroomCase({ kind: "refuse" }, "remove the sword");
    expect(judge(c, edited(copy(MUSHROOM))).outcome).toBe("charged but wrong");
    expect(judge(c, { kind: "refused", reason: "nothing matches" }).outcome).toBe(
      "refused unlisted",
    );
    expect(judge(c, { kind: "refused", reason: "x", objects: [{ name: "cap" }] }).outcome).toBe(
      "pass",
    );
    expect(
      judge(c, { kind: "refused", reason: "In this region: cap (red), stem (beige)" }).outcome,
    ).toBe("pass");
    const empty = mushroomCase({ kind: "refuse", listed: false });
    expect(judge(empty, { kind: "refused", reason: "empty" }).outcome).toBe("pass");
  });

  it("passes dots filled with the cap's red, not dots punched through to transparency", () => {
    const c = mushroomCase({ kind: "remove", parts: ["dots"], into: ["cap"] });
    const filled = paintPart(MUSHROOM, copy(MUSHROOM), "dots", () => [0xf0, 0x50, 0x50, 255]);
    expect(judge(c, edited(filled)).outcome).toBe("pass");
    const holes = paintPart(MUSHROOM, copy(MUSHROOM), "dots", () => [0, 0, 0, 0]);
    expect(judge(c, edited(holes)).outcome).toBe("charged but wrong");
  });

  it("passes a sword removed to transparency with its own outline, and only that", () => {
    const c: Case = {
      fixture: HERO,
      region: whole(HERO),
      sentence: "remove the sword",
      expect: { kind: "remove", parts: ["sword"], into: ["transparent"] },
    };
    // Everything right of the tunic's outline is the sword and its own line work.
    const img = copy(HERO);
    for (let i = 0; i < HERO.parts.length; i++)
      if (i % HERO.image.width >= 15) set(img, i, [0, 0, 0, 0]);
    expect(judge(c, edited(img)).outcome).toBe("pass");
    set(img, firstPixel(HERO, "hair"), [0, 0, 0, 0]);
    expect(judge(c, edited(img)).outcome).toBe("charged but wrong");
  });

  it("counts a revealed pixel in a colour the part shares with what is behind it as removed", () => {
    // A steel blade (S, its own highlight H) across a steel arm (S, its own shadow A).
    const f = drawFixture(
      "blade on arm",
      {
        S: ["#b0b0b8", "arm"],
        A: ["#707078", "arm"],
        s: ["#b0b0b8", "blade"],
        H: ["#f0f0f8", "blade"],
      },
      `
SSSSAA
SsHsAA
SSSSAA
`,
    );
    const c: Case = {
      fixture: f,
      region: whole(f),
      sentence: "remove the blade",
      expect: { kind: "remove", parts: ["blade"], into: ["arm"] },
    };
    const w = f.image.width;
    // Revealed: the blade's pixels become the arm's shadow and steel, one of them the shared
    // steel after being the highlight.
    const revealed = copy(f);
    set(revealed, w + 1, [0x70, 0x70, 0x78, 255]);
    set(revealed, w + 2, [0xb0, 0xb0, 0xb8, 255]);
    set(revealed, w + 3, [0x70, 0x70, 0x78, 255]);
    expect(judge(c, edited(revealed)).outcome).toBe("pass");
    // Left as drawn: its shared steel unchanged is not removed.
    const kept = copy(f);
    set(kept, w + 2, [0xb0, 0xb0, 0xb8, 255]);
    expect(judge(c, edited(kept)).outcome).toBe("charged but wrong");
  });

  it("tells darker from lighter", () => {
    const darker = paintPart(MUSHROOM, copy(MUSHROOM), "stem", ([r, g, b]) => [
      r - 60,
      g - 60,
      b - 60,
      255,
    ]);
    expect(judge(mushroomCase({ kind: "darker", parts: ["stem"] }), edited(darker)).outcome).toBe(
      "pass",
    );
    expect(judge(mushroomCase({ kind: "lighter", parts: ["stem"] }), edited(darker)).outcome).toBe(
      "charged but wrong",
    );
  });

  it("passes a longer sword inside the region and fails one that did not grow", () => {
    const c: Case = {
      fixture: HERO,
      region: { x: 15, y: 14, width: 7, height: 8 },
      sentence: "make the sword longer",
      expect: { kind: "grow", parts: ["sword"] },
    };
    const longer = copy(HERO);
    for (let y = 18; y < 22; y++) {
      set(longer, y * HERO.image.width + 17, [0xee, 0xf2, 0xf8, 255]);
      set(longer, y * HERO.image.width + 18, [0xa8, 0xb4, 0xc4, 255]);
    }
    expect(judge(c, edited(longer)).outcome).toBe("pass");
    expect(judge(c, edited(copy(HERO))).outcome).toBe("charged but wrong");
  });

  it("passes apples grown where they are, not leaves repainted in the apples' red", () => {
    const c: Case = {
      fixture: TREE,
      region: whole(TREE),
      sentence: "make the apples bigger",
      expect: { kind: "grow", parts: ["apples"] },
    };
    const w = TREE.image.width;
    // The apple drawn at (6,3)-(7,4), grown by a pixel all round.
    const grown = copy(TREE);
    for (let y = 2; y <= 5; y++)
      for (let x = 5; x <= 8; x++) set(grown, y * w + x, [0xe8, 0x38, 0x38, 255]);
    expect(judge(c, edited(grown)).outcome).toBe("pass");
    const repainted = paintPart(TREE, copy(TREE), "leaves", () => [0xe8, 0x38, 0x38, 255]);
    expect(judge(c, edited(repainted)).outcome).toBe("charged but wrong");
  });

  it("passes a red thing added in the region, not one that erases or is another colour", () => {
    const region = { x: 0, y: 0, width: 6, height: 6 };
    const c: Case = {
      fixture: MUSHROOM,
      region,
      sentence: "add a red gem",
      expect: { kind: "add", color: "red" },
    };
    const gem = copy(MUSHROOM);
    for (let i = 0; i < 5; i++) set(gem, 3 * MUSHROOM.image.width + i, [220, 30, 40, 255]);
    expect(judge(c, edited(gem)).outcome).toBe("pass");
    const blue = copy(MUSHROOM);
    for (let i = 0; i < 5; i++) set(blue, 3 * MUSHROOM.image.width + i, [30, 30, 220, 255]);
    expect(judge(c, edited(blue)).outcome).toBe("charged but wrong");
    const outside = { ...gem, data: new Uint8ClampedArray(gem.data) };
    set(outside, 10 * MUSHROOM.image.width + 10, [220, 30, 40, 255]);
    expect(judge(c, edited(outside)).why).toBe("1 px changed outside the region");
  });

  it("names colour families the way a person would", () => {
    const family = (hex: string) => {
      const n = Number.parseInt(hex.slice(1), 16);
      return oklch((n >> 16) & 255, (n >> 8) & 255, n & 255);
    };
    expect(inFamily(family("#ff0000"), "red")).toBe(true);
    expect(inFamily(family("#0000ff"), "blue")).toBe(true);
    expect(inFamily(family("#00c000"), "green")).toBe(true);
    expect(inFamily(family("#ffff00"), "yellow")).toBe(true);
    expect(inFamily(family("#ff8000"), "orange")).toBe(true);
    expect(inFamily(family("#800080"), "purple")).toBe(true);
    expect(inFamily(family("#ff69b4"), "pink")).toBe(true);
    expect(inFamily(family("#8b4513"), "brown")).toBe(true);
    expect(inFamily(family("#808080"), "grey")).toBe(true);
    expect(inFamily(family("#ffffff"), "white")).toBe(true);
    expect(inFamily(family("#101010"), "black")).toBe(true);
    expect(inFamily(family("#0000ff"), "red")).toBe(false);
    expect(inFamily(family("#ff0000"), "blue")).toBe(false);
    expect(inFamily(family("#808080"), "blue")).toBe(false);
    expect(inFamily(family("#00c000"), "yellow")).toBe(false);
  });
});

describe("the corpus itself", () => {
  it("names only drawn parts, and every region holds the parts its case acts on", () => {
    for (const c of [...CASES, ...ENGINE_CASES, ...MORE_CASES]) {
      const { fixture, region, expect: want } = c;
      const label = `${fixture.name}: ${c.sentence}`;
      expect(region.width * region.height, label).toBeGreaterThan(0);
      expect(region.x + region.width, label).toBeLessThanOrEqual(fixture.image.width);
      expect(region.y + region.height, label).toBeLessThanOrEqual(fixture.image.height);
      if (!("parts" in want)) continue;
      for (const part of [...want.parts, ...("allow" in want ? (want.allow ?? []) : [])])
        expect(fixture.partNames, label).toContain(part);
      const mask = fixture.mask(...want.parts);
      let inside = 0;
      mask.forEach((v, i) => {
        const x = i % fixture.image.width;
        const y = Math.floor(i / fixture.image.width);
        if (
          v &&
          x >= region.x &&
          x < region.x + region.width &&
          y >= region.y &&
          y < region.y + region.height
        )
          inside++;
      });
      expect(inside, label).toBeGreaterThan(0);
    }
  });

  it("lets a part's own outline change with it, and no one else's", () => {
    const sword = withOwnOutline(HERO, HERO.mask("sword"));
    const w = HERO.image.width;
    expect(sword[1 * w + 17]).toBe(1); // the tip's outline
    expect(sword[1 * w + 5]).toBe(0); // the head's outline
    expect(sword[2 * w + 17]).toBe(1); // the blade itself
  });

  it("lets a resize change the part's own outline a pixel past the region, and nothing else there", () => {
    const w = HERO.image.width;
    const h = HERO.image.height;
    // The legs and boots, boxed one row short of the soles' outline, the bottom row.
    const region = { x: 0, y: 0, width: w, height: h - 1 };
    const c: Case = {
      fixture: HERO,
      region,
      sentence: "make the legs shorter",
      expect: { kind: "shrink", parts: ["legs", "boots"] },
    };
    const allowed = allowedChanges(c);
    const own = withOwnOutline(HERO, HERO.mask("legs", "boots"));
    const bottom = Array.from({ length: w }, (_, x) => (h - 1) * w + x);
    const sole = bottom.filter((i) => own[i] === 1);
    expect(sole.length).toBeGreaterThan(0);
    for (const i of sole) expect(allowed[i], `sole at ${i % w}`).toBe(1);
    // The sword's outline on that row is no part of the legs: it stays outside the reach.
    for (const i of bottom) if (!own[i]) expect(allowed[i], `x ${i % w}`).toBe(0);
  });
});
