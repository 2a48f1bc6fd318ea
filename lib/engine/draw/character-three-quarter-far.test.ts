/**
 * What a character turned three-quarters holds in its far hand, and the back of its head turned
 * away, judged on the layers the drawer produced and on what of each shows at rest: a far staff
 * shows as one piece from its head to its foot (hung at the side its shaft hid behind the beard
 * and its head floated over the brim), a far sword passes the head with open air between them,
 * a shield seen at a slant keeps its cross clear of dark lines, and the hair seen from behind
 * three-quarters has no black patch against the cheek.
 */
import { describe, expect, it } from "vitest";
import type { Direction } from "../prompt";
import { composeAtRest, drawLayered, type LayeredSprite } from ".";
import { request } from "../testing";

const SIZE = 64;

function docOf(prompt: string, direction: Direction): LayeredSprite {
  return drawLayered(request(prompt, direction, SIZE));
}

/** Canvas pixels where the named layer is the one that shows at rest. */
function shownPixels(doc: LayeredSprite, name: string): Set<number> {
  const index = doc.layers.findIndex((l) => l.name === name);
  expect(index, name).toBeGreaterThanOrEqual(0);
  const rest = composeAtRest(doc);
  const shown = new Set<number>();
  for (let i = 0; i < rest.top.length; i++) if (rest.top[i] === index) shown.add(i);
  return shown;
}

describe("a character turned three-quarters, what its far hand holds", () => {
  it("shows a far staff from its head to its foot, in the hand that holds it", () => {
    const doc = docOf("old wizard with a staff", "south-west");
    const staff = shownPixels(doc, "item");
    const own = doc.layers.find((l) => l.name === "item")!.ink.filter((v) => v >= 0).length;
    expect(staff.size / own).toBeGreaterThan(0.75);
    // Where the fingers close over it, they show instead; crossed by the brim it may vanish
    // for a few rows. Behind the beard and the body it was gone for twenty.
    const hand = doc.layers.find((l) => l.name.startsWith("hand."))!.name;
    const rows = [...staff, ...shownPixels(doc, hand)].map((i) => Math.floor(i / doc.width));
    const [top, bottom] = [Math.min(...rows), Math.max(...rows)];
    let gap = 0;
    let longest = 0;
    for (let y = top; y <= bottom; y++) {
      gap = rows.includes(y) ? 0 : gap + 1;
      longest = Math.max(longest, gap);
    }
    expect(longest).toBeLessThanOrEqual(3);
  });

  it("holds a far sword out past the head, with open air between blade and head", () => {
    const doc = docOf("knight with sword and shield", "south-west");
    const sword = shownPixels(doc, "item");
    const head = shownPixels(doc, "head");
    expect(sword.size).toBeGreaterThan(20);
    // In each row where both show, the finished picture has a clear pixel between them: their
    // outlines do not run together.
    const { image } = doc.sprite;
    const clear = (x: number, y: number) => {
      const px = doc.mirrored ? doc.width - 1 - x : x;
      return image.data[(y * image.width + px) * 4 + 3] === 0;
    };
    let rowsSide = 0;
    for (let y = 0; y < doc.height; y++) {
      const xs = (set: Set<number>) =>
        [...set].filter((i) => Math.floor(i / doc.width) === y).map((i) => i % doc.width);
      const [blade, face] = [xs(sword), xs(head)];
      if (!blade.length || !face.length) continue;
      rowsSide++;
      // The blade is on the head's far side (+x in the drawn canvas).
      const [from, to] = [Math.max(...face), Math.min(...blade)];
      let air = false;
      for (let x = from + 1; x < to; x++) air ||= clear(x, y);
      expect(air, `row ${y}`).toBe(true);
    }
    expect(rowsSide).toBeGreaterThan(3);
  });
});

describe("a shield seen at a slant", () => {
  it("shows its cross without dark lines inside its face", () => {
    const doc = docOf("knight with sword and shield", "south-west");
    const shield = shownPixels(doc, "shield");
    expect(shield.size).toBeGreaterThan(40);
    const { image } = doc.sprite;
    let dark = 0;
    for (const i of shield) {
      // Inside the shield: its outline ring is dark by design.
      if (![-1, 1, -doc.width, doc.width].every((d) => shield.has(i + d))) continue;
      const [x, y] = [i % doc.width, Math.floor(i / doc.width)];
      const o = (y * image.width + (doc.mirrored ? doc.width - 1 - x : x)) * 4;
      const [r, g, b] = [image.data[o]!, image.data[o + 1]!, image.data[o + 2]!];
      if ((Math.max(r, g, b) + Math.min(r, g, b)) / 2 / 255 < 0.2) dark++;
    }
    expect(dark).toBe(0);
  });
});

describe("the back of a head turned away three-quarters", () => {
  it("has no black patch in the hair below the helmet's brim", () => {
    for (const direction of ["north-east", "north-west"] as const) {
      const doc = docOf("knight with sword and shield", direction);
      const head = shownPixels(doc, "head");
      const { image } = doc.sprite;
      const at = (i: number) => {
        // The flat picture of a W-side facing is the drawn canvas flipped.
        const [x, y] = [i % doc.width, Math.floor(i / doc.width)];
        const px = doc.mirrored ? doc.width - 1 - x : x;
        const o = (y * image.width + px) * 4;
        const [r, g, b] = [image.data[o]!, image.data[o + 1]!, image.data[o + 2]!];
        return (Math.max(r, g, b) + Math.min(r, g, b)) / 2 / 255;
      };
      // The brim is the head's widest row; the patch was in the rows under it.
      const rows = new Map<number, number>();
      for (const i of head) {
        const y = Math.floor(i / doc.width);
        rows.set(y, (rows.get(y) ?? 0) + 1);
      }
      const brim = [...rows].reduce((a, b) => (b[1] > a[1] ? b : a))[0];
      let dark = 0;
      for (const i of head) {
        const y = Math.floor(i / doc.width);
        if (y < brim + 2) continue;
        // Inside the head: its outline ring (the silhouette's edge) is dark by design.
        const inside = [-1, 1, -doc.width, doc.width].every((d) => head.has(i + d));
        if (inside && at(i) < 0.2) dark++;
      }
      expect(dark, direction).toBe(0);
    }
  });
});
