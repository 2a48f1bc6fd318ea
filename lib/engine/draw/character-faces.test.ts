/**
 * Figures that read by their faces and what they wear, checked on the finished 64 px sprite:
 * a hooded rogue's face has brows and a mouth, not only two dots;
 * a skeleton's skull has deep dark sockets and a row of teeth under them and it stands on bone
 * feet, not boots; an orc has pale tusks in its face and grey iron on its shoulders, where the
 * troll has neither. Expected colours are what the words mean (bone is pale, iron grey, tusks
 * ivory), not the drawer's values.
 */
import { describe, expect, it } from "vitest";
import { labelComponents } from "../raster";
import type { Oklch } from "../color";
import type { LayeredSprite } from ".";
import { characterDoc, colourAt } from "../testing";
import type { SpriteLayer } from "./layer-types";

type Doc = LayeredSprite;
const doc = characterDoc;

const skeleton = doc("a skeleton warrior");
const orc = doc("an orc warrior");
const troll = doc("a troll");
const rogue = doc("a hooded rogue with daggers");

const layer = (d: Doc, name: string) => d.layers.find((l) => l.name === name)!;

/** Sprite coordinates of every pixel a layer inked. */
function inkedBy(l: SpriteLayer): { x: number; y: number }[] {
  const out: { x: number; y: number }[] = [];
  for (let y = 0; y < l.height; y++)
    for (let x = 0; x < l.width; x++)
      if (l.ink[y * l.width + x]! >= 0) out.push({ x: l.x + x, y: l.y + y });
  return out;
}

const isDark = (c: Oklch | null) => c !== null && c.L < 0.25;

/** Dark pixels inside a head: every side neighbour opaque, so not its outline. */
function innerDark(d: Doc): Set<number> {
  const width = d.sprite.image.width;
  const inner = new Set<number>();
  for (const { x, y } of inkedBy(layer(d, "head"))) {
    const around = [colourAt(d, x - 1, y), colourAt(d, x + 1, y)];
    around.push(colourAt(d, x, y - 1), colourAt(d, x, y + 1));
    if (isDark(colourAt(d, x, y)) && around.every((c) => c !== null)) inner.add(y * width + x);
  }
  return inner;
}

describe("a hooded rogue's face", () => {
  it("has brows and a mouth besides its two eyes", () => {
    // Dark marks inside the head, leaving out the longest (the hood's rim round the face): two
    // eyes a pixel wide and two tall are four pixels and the chin's shadow a few more; three-
    // pixel brows over each eye and a mouth make at least thirteen.
    const img = rogue.sprite.image;
    const inner = innerDark(rogue);
    const { sizes } = labelComponents(img.width, img.height, (i) => inner.has(i), 8);
    const marks = sizes.reduce((a, b) => a + b, 0) - Math.max(...sizes);
    expect(marks).toBeGreaterThanOrEqual(13);
  });
});

describe("a skeleton's skull and feet", () => {
  const head = layer(skeleton, "head");
  const img = skeleton.sprite.image;
  const inner = innerDark(skeleton);

  it("has two deep dark eye sockets, each at least three pixels across and tall", () => {
    const { sizes } = labelComponents(img.width, img.height, (i) => inner.has(i), 4);
    expect(sizes.filter((n) => n >= 9).length).toBeGreaterThanOrEqual(2);
  });

  it("has a row of teeth under the sockets: a dark line across the jaw", () => {
    const rows = new Map<number, number>();
    for (const i of inner)
      rows.set(Math.floor(i / img.width), (rows.get(Math.floor(i / img.width)) ?? 0) + 1);
    const byRow = [...rows.entries()].sort((a, b) => a[0] - b[0]);
    const socketRow = byRow[0]![0];
    expect(byRow.some(([y, n]) => y > socketRow + 3 && n >= 5)).toBe(true);
  });

  it("stands on pale bone feet, not dark boots", () => {
    let bottom = 0;
    for (let y = 0; y < img.height; y++)
      for (let x = 0; x < img.width; x++) if (colourAt(skeleton, x, y)) bottom = y;
    const feet: number[] = [];
    for (const y of [bottom - 2, bottom - 1])
      for (let x = 0; x < img.width; x++) {
        const c = colourAt(skeleton, x, y);
        if (c && c.L >= 0.25) feet.push(c.L);
      }
    const skull = inkedBy(head)
      .map(({ x, y }) => colourAt(skeleton, x, y))
      .flatMap((c) => (c && c.L >= 0.25 ? [c.L] : []));
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    expect(median(feet)).toBeGreaterThan(0.55);
    expect(Math.abs(median(feet) - median(skull))).toBeLessThan(0.15);
  });
});

describe("an orc is not the troll", () => {
  const ivory = (d: Doc) =>
    inkedBy(layer(d, "head")).filter(({ x, y }) => {
      const c = colourAt(d, x, y);
      return c !== null && c.L > 0.78 && c.C < 0.06;
    }).length;
  const iron = (d: Doc) =>
    ["arm.left", "arm.right"]
      .flatMap((name) => inkedBy(layer(d, name)))
      .filter(({ x, y }) => {
        const c = colourAt(d, x, y);
        return c !== null && c.L > 0.4 && c.C < 0.03;
      }).length;

  it("has ivory tusks in its green face", () => {
    expect(ivory(orc)).toBeGreaterThanOrEqual(ivory(troll) + 4);
  });

  it("wears grey iron on its shoulders", () => {
    expect(iron(orc)).toBeGreaterThanOrEqual(12);
    expect(iron(troll)).toBe(0);
  });
});
