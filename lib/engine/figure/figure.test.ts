import { describe, expect, it } from "vitest";
import { labCache } from "../color";
import { toPixels } from "../raster";
import {
  DRAWN_ANCHORS,
  type DrawnFigure,
  type DrawnPart,
  drawGrid,
  SWORDSMAN,
  VILLAGER,
} from "../testing";
import {
  type FigureAnchors,
  type FigureZone,
  findBody,
  flipAnchors,
  heldItemMask,
  locatePart,
  PART_NAMES,
  type PartName,
  segmentFigure,
} from ".";

/**
 * The figure readers judged on figures drawn by hand (see testing/drawn-figures): what each
 * pixel is was decided when it was drawn, so every expected mask and label below comes from
 * the drawing, never from the code under test. Each case runs with the anchors a generator
 * would report and without any (an imported sprite), where the readers find them alone.
 */
const villager = drawGrid(VILLAGER);
const swordsman = drawGrid(SWORDSMAN);
const WIDTH = 28;
/** Columns left of this are on the viewer's left of the figure's middle (x 13.5). */
const MIDDLE = 14;
/** The row where the drawn legs part (the first row with air between them). */
const CROTCH = 31;
const NECK = 14;

const ANCHORINGS: [string, FigureAnchors | undefined][] = [
  ["with the drawer's anchors", DRAWN_ANCHORS],
  ["from the silhouette alone", undefined],
];

/** Pixel indices whose drawn part is one of `parts` and that pass `where`. */
function drawn(
  figure: DrawnFigure,
  parts: DrawnPart[],
  where: (x: number, y: number) => boolean = () => true,
): number[] {
  const out: number[] = [];
  figure.parts.forEach((p, i) => {
    if (p && parts.includes(p) && where(i % WIDTH, Math.floor(i / WIDTH))) out.push(i);
  });
  return out;
}

const at = (i: number) => `${i % WIDTH},${Math.floor(i / WIDTH)}`;

/** Pixels where a mask and the drawing disagree, named, for a readable failure. */
function disagreement(mask: Uint8Array | undefined, expected: Uint8Array, figure: DrawnFigure) {
  const wrong: string[] = [];
  for (let i = 0; i < expected.length; i++) {
    const got = mask?.[i] ?? 0;
    if (got !== expected[i]) wrong.push(`${at(i)} ${got ? "+" : "-"}${figure.parts[i] ?? "air"}`);
  }
  return wrong;
}

describe.each(ANCHORINGS)("segmentFigure on a hand-drawn villager, %s", (_, anchors) => {
  const figure = segmentFigure(villager.image, anchors);
  const label = (i: number) => PART_NAMES[figure.labels[i]!] as PartName;
  const expectAll = (indices: number[], part: PartName | ((i: number) => PartName)) => {
    expect(indices.length).toBeGreaterThan(0);
    const wrong = indices.filter((i) => label(i) !== (typeof part === "function" ? part(i) : part));
    expect(wrong.map((i) => `${at(i)} ${villager.parts[i]} as ${label(i)}`)).toEqual([]);
  };

  it("is a humanoid whose neck is the drawn neck row", () => {
    expect(figure.kind).toBe("humanoid");
    expect(figure.neckY).toBe(NECK);
    expect(figure.centerX).toBeCloseTo(MIDDLE, 0);
  });

  it("puts the hair, the face, the eyes and the neck in the head", () => {
    expectAll(drawn(villager, ["hair", "face", "eye"]), "head");
  });

  it("puts the shirt and the belt in the torso", () => {
    expectAll(drawn(villager, ["shirt", "belt"]), "torso");
  });

  it("puts each sleeve and hand in the arm on its side of the screen", () => {
    expectAll(drawn(villager, ["sleeve", "hand"]), (i) =>
      i % WIDTH < MIDDLE ? "armLeft" : "armRight",
    );
  });

  it("puts each leg below the crotch and each boot in the leg on its side", () => {
    expectAll(
      drawn(villager, ["pants", "boot"], (_x, y) => y >= CROTCH),
      (i) => (i % WIDTH < MIDDLE ? "legLeft" : "legRight"),
    );
  });

  it("gives every opaque pixel exactly one part", () => {
    let opaque = 0;
    for (let i = 0; i < villager.parts.length; i++) if (villager.parts[i]) opaque++;
    let counted = 0;
    for (const part of figure.parts.values()) counted += part.count;
    expect(counted).toBe(opaque);
  });
});

describe.each(ANCHORINGS)("segmentFigure on a hand-drawn swordsman, %s", (_, anchors) => {
  it("keeps the sword with the arm that holds it, which is the front arm", () => {
    const figure = segmentFigure(swordsman.image, anchors);
    const sword = drawn(swordsman, ["blade", "guard", "grip"]);
    const wrong = sword.filter((i) => PART_NAMES[figure.labels[i]!] !== "armRight");
    expect(wrong.map(at)).toEqual([]);
    expect(figure.frontArm).toBe("armRight");
  });
});

/** Zones whose drawn pixels the locator finds exactly, on both figures and both anchorings. */
const EXACT: [FigureZone, DrawnPart[]][] = [
  ["head", ["hair", "face", "eye"]],
  ["torso", ["shirt"]],
  ["arms", ["sleeve"]],
  ["feet", ["boot"]],
  ["eyes", ["eye"]],
  ["hands", ["hand"]],
];

describe.each(ANCHORINGS)("locatePart on hand-drawn figures, %s", (_, anchors) => {
  const lab = labCache();

  it.each(EXACT)("finds the %s as drawn, pixel for pixel", (zone, parts) => {
    for (const figure of [villager, swordsman]) {
      const found = locatePart(figure.image, zone, lab, anchors);
      expect(disagreement(found?.mask, figure.mask(...parts), figure)).toEqual([]);
      expect(found?.count).toBe(figure.mask(...parts).reduce((n, v) => n + v, 0));
    }
  });

  it("finds the sword, guard and grip as the held item; an empty-handed figure holds none", () => {
    const found = locatePart(swordsman.image, "held", lab, anchors);
    expect(disagreement(found?.mask, swordsman.mask("blade", "guard", "grip"), swordsman)).toEqual(
      [],
    );
    expect(locatePart(villager.image, "held", lab, anchors)).toBeNull();
  });

  it("takes the held item out of the arm's zone: the sleeves stay the arms", () => {
    const arms = locatePart(swordsman.image, "arms", lab, anchors);
    for (const i of drawn(swordsman, ["blade", "guard", "grip"])) expect(arms?.mask[i]).toBe(0);
  });

  it("heldItemMask covers every drawn pixel of the sword and none of the figure", () => {
    const mask = heldItemMask(swordsman.image, anchors);
    expect(mask).not.toBeNull();
    for (const i of drawn(swordsman, ["blade", "guard", "grip"])) expect(mask?.[i], at(i)).toBe(1);
    const figure = drawn(swordsman, ["hair", "face", "shirt", "sleeve", "hand", "belt", "pants"]);
    expect(figure.filter((i) => mask?.[i]).map(at)).toEqual([]);
  });
});

describe("locatePart with the drawer's anchors", () => {
  it("finds the hair as drawn, its lit row too, and leaves the colored eyes to the face", () => {
    for (const figure of [villager, swordsman]) {
      const found = locatePart(figure.image, "hair", labCache(), DRAWN_ANCHORS);
      expect(disagreement(found?.mask, figure.mask("hair"), figure)).toEqual([]);
    }
  });
});

describe("findBody from the silhouette alone", () => {
  const body = findBody(toPixels(villager.image))!;
  const nearest = (p: { x: number; y: number }, parts: DrawnPart[]) =>
    Math.min(
      ...drawn(villager, parts).map((i) =>
        Math.hypot((i % WIDTH) - p.x, Math.floor(i / WIDTH) - p.y),
      ),
    );

  it("puts each hand at the drawn hand on its side: the character's right on the viewer's left", () => {
    expect(nearest(body.handRight, ["hand"])).toBeLessThanOrEqual(1.5);
    expect(nearest(body.handLeft, ["hand"])).toBeLessThanOrEqual(1.5);
    expect(body.handRight.x).toBeLessThan(MIDDLE);
    expect(body.handLeft.x).toBeGreaterThanOrEqual(MIDDLE);
  });

  it("puts the head inside the drawn head and the feet on the ground row", () => {
    expect(nearest(body.head, ["hair", "face", "eye"])).toBe(0);
    expect(body.footY).toBe(42);
    expect(body.bounds).toEqual({ left: 4, top: 1, right: 23, bottom: 42 });
  });

  it("takes the drawer's anchors over its own reading", () => {
    const given = findBody(toPixels(villager.image), DRAWN_ANCHORS)!;
    expect(given.head).toEqual(DRAWN_ANCHORS.head);
    expect(given.handRight).toEqual(DRAWN_ANCHORS.handRight);
    expect(given.handLeft).toEqual(DRAWN_ANCHORS.handLeft);
    expect(given.footY).toBe(41);
  });
});

describe("flipAnchors", () => {
  it("mirrors every point and swaps the hands' names", () => {
    const anchors = {
      head: { x: 13, y: 9 },
      handRight: { x: 5, y: 26 },
      handLeft: { x: 22, y: 25 },
      feet: [
        { x: 9, y: 41 },
        { x: 18, y: 41 },
      ],
      grip: { x: 22, y: 25 },
      tip: { x: 24, y: 6 },
      center: { x: 13, y: 21 },
    };
    expect(flipAnchors(anchors, 28)).toEqual({
      head: { x: 14, y: 9 },
      handLeft: { x: 22, y: 26 },
      handRight: { x: 5, y: 25 },
      feet: [
        { x: 18, y: 41 },
        { x: 9, y: 41 },
      ],
      grip: { x: 5, y: 25 },
      tip: { x: 3, y: 6 },
      center: { x: 14, y: 21 },
    });
    expect(flipAnchors({}, 28)).toEqual({});
  });
});
