/**
 * Subjects the character drawer draws as themselves rather than as a near substitute: a yeti is
 * a white-furred ape (not a troll in a tunic), an imp a small red devil with horns and bat wings
 * (not the green goblin), a traveling merchant carries a pack of goods. Checked on the pixels.
 */
import { describe, expect, it } from "vitest";
import { oklabToOklch, rgbToOklab } from "../color";
import { type AssetType, readSpritePrompt } from "../prompt";
import type { RgbaImage } from "../raster";
import { drawLayered, drawSprite } from ".";

function request(prompt: string, type: AssetType, size = 64) {
  return {
    reading: readSpritePrompt(prompt, type),
    assetType: type,
    width: size,
    height: size,
    direction: "none" as const,
    camera: "none" as const,
    seed: 3,
  };
}

type Lch = { L: number; C: number; h: number };

/** The colours of the opaque pixels that are not the dark outline. */
function body(img: RgbaImage): Lch[] {
  const out: Lch[] = [];
  for (let i = 0; i < img.width * img.height; i++) {
    if (img.data[i * 4 + 3]! === 0) continue;
    const c = oklabToOklch(
      rgbToOklab([img.data[i * 4]!, img.data[i * 4 + 1]!, img.data[i * 4 + 2]!]),
    );
    if (c.L > 0.3) out.push(c);
  }
  return out;
}

const share = (cs: Lch[], test: (c: Lch) => boolean) => cs.filter(test).length / cs.length;
const nearWhite = (c: Lch) => c.L >= 0.7 && c.C < 0.05;
const red = (c: Lch) => c.C >= 0.1 && (c.h < 50 || c.h > 340);

/** Columns [min, max] of the inked pixels of the layer with `role`, in sprite coordinates. */
function layerSpan(doc: ReturnType<typeof drawLayered>, role: string): [number, number] | null {
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const l of doc.layers.filter((l) => l.role === role))
    for (let y = 0; y < l.height; y++)
      for (let x = 0; x < l.width; x++)
        if (l.ink[y * l.width + x]! >= 0) {
          lo = Math.min(lo, l.x + x);
          hi = Math.max(hi, l.x + x);
        }
  return lo <= hi ? [lo, hi] : null;
}

/** Separate runs of opaque pixels along row `y`. */
function runs(img: RgbaImage, y: number): number {
  let n = 0;
  for (let x = 0; x < img.width; x++)
    if (
      img.data[(y * img.width + x) * 4 + 3]! > 0 &&
      (x === 0 || img.data[(y * img.width + x - 1) * 4 + 3]! === 0)
    )
      n++;
  return n;
}

function topRow(img: RgbaImage): number {
  for (let y = 0; y < img.height; y++)
    for (let x = 0; x < img.width; x++) if (img.data[(y * img.width + x) * 4 + 3]! > 0) return y;
  return -1;
}

describe("a yeti", () => {
  it("is its own subject, not a troll said to be a yeti", () => {
    const r = readSpritePrompt("a yeti", "creature");
    expect(r.subject).toBe("yeti");
    expect(r.substituted).toBeUndefined();
    expect(r.unrecognized).toEqual([]);
    expect(readSpritePrompt("an abominable snowman", "creature").subject).toBe("yeti");
  });

  it("is white fur all over: no tunic, no boots, no weapon", () => {
    const doc = drawLayered(request("a yeti", "creature"));
    const cs = body(doc.sprite.image);
    expect(share(cs, nearWhite)).toBeGreaterThanOrEqual(0.6);
    expect(layerSpan(doc, "item")).toBeNull();
  });

  it("has an ape's long arms: its hands hang below its hips (a troll's do not)", () => {
    const lowest = (prompt: string, roles: string[]) => {
      const doc = drawLayered(request(prompt, "character"));
      let bottom = -1;
      for (const l of doc.layers.filter((l) => roles.includes(l.role)))
        for (let y = 0; y < l.height; y++)
          for (let x = 0; x < l.width; x++)
            if (l.ink[y * l.width + x]! >= 0) bottom = Math.max(bottom, l.y + y);
      return bottom;
    };
    expect(lowest("a yeti", ["arm", "hand"])).toBeGreaterThanOrEqual(
      lowest("a yeti", ["torso"]) + 2,
    );
    expect(lowest("a troll", ["arm", "hand"])).toBeLessThan(lowest("a troll", ["torso"]));
  });

  it("has a pale blue-grey face in its fur", () => {
    const cs = body(drawSprite(request("a yeti", "creature")).image);
    const face = cs.filter(
      (c) => c.L > 0.55 && c.L < 0.85 && c.C >= 0.02 && c.h > 200 && c.h < 270,
    );
    expect(face.length).toBeGreaterThanOrEqual(12);
  });
});

describe("an imp", () => {
  it("is its own subject, not the goblin", () => {
    const r = readSpritePrompt("an imp", "creature");
    expect(r.subject).toBe("imp");
    expect(r.substituted).toBeUndefined();
  });

  it("is mostly red, with two horns above its head and wings wider than its body", () => {
    const doc = drawLayered(request("an imp", "creature"));
    const img = doc.sprite.image;
    expect(share(body(img), red)).toBeGreaterThanOrEqual(0.4);
    // Two horns: the topmost rows are two separate points, not one round skull.
    expect(runs(img, topRow(img) + 1)).toBe(2);
    const wings = layerSpan(doc, "wings");
    const torso = layerSpan(doc, "torso");
    expect(wings).not.toBeNull();
    expect(torso).not.toBeNull();
    expect(wings![0]).toBeLessThan(torso![0] - 2);
    expect(wings![1]).toBeGreaterThan(torso![1] + 2);
  });
});

describe("a traveling merchant", () => {
  it("reads 'traveling' as part of the subject", () => {
    const r = readSpritePrompt("a traveling merchant", "character");
    expect(r.subject).toBe("merchant");
    expect(r.unrecognized).toEqual([]);
  });

  it("carries a pack that rises above the shoulders beside the head", () => {
    const doc = drawLayered(request("a traveling merchant", "character"));
    const torso = doc.layers.find((l) => l.role === "torso")!;
    const arms = doc.layers.filter((l) => l.role === "arm");
    expect(arms.length).toBeGreaterThan(0);
    const shoulder = Math.min(...arms.map((l) => l.y));
    // The torso layer (which carries the pack) has ink well above where the arms begin.
    let top = Number.POSITIVE_INFINITY;
    for (let y = 0; y < torso.height && top === Number.POSITIVE_INFINITY; y++)
      for (let x = 0; x < torso.width; x++)
        if (torso.ink[y * torso.width + x]! >= 0) {
          top = torso.y + y;
          break;
        }
    expect(top).toBeLessThan(shoulder - 3);
  });

  it.each([3, 8, 21])("seed %i: holds up a ware to sell, a potion in the hand", (seed) => {
    const doc = drawLayered({ ...request("a traveling merchant", "character"), seed });
    const item = doc.layers.find((l) => l.role === "item");
    expect(item?.kind).toBe("potion");
    expect(layerPixels(doc, "item").size).toBeGreaterThanOrEqual(30);
  });

  it("with a sword named, holds the sword instead", () => {
    const doc = drawLayered(request("a merchant with a sword", "character"));
    expect(doc.layers.find((l) => l.role === "item")?.kind).toBe("sword");
  });
});

describe("a werewolf", () => {
  it("has two ears standing up on top of its head", () => {
    const img = drawSprite(request("a werewolf", "character")).image;
    expect(runs(img, topRow(img) + 2)).toBe(2);
  });

  it.each([3, 8, 21])(
    "seed %i: from the front, a pale muzzle with a dark nose on the face",
    (seed) => {
      const req = { ...request("a werewolf", "character"), seed };
      const img = drawSprite(req).image;
      const head = [...layerPixels(drawLayered(req), "head")].map(
        (k) => k.split(",").map(Number) as [number, number],
      );
      const lightness = ([x, y]: [number, number]) => {
        const i = (y * img.width + x) * 4;
        return oklabToOklch(rgbToOklab([img.data[i]!, img.data[i + 1]!, img.data[i + 2]!])).L;
      };
      const ys = head.map(([, y]) => y);
      const top = Math.min(...ys);
      const bottom = Math.max(...ys);
      const mid = top + (bottom - top) * 0.55;
      const upper = head
        .filter(([, y]) => y < mid)
        .map(lightness)
        .filter((l) => l > 0.3);
      const fur = upper.sort((a, b) => a - b)[Math.floor(upper.length / 2)]!;
      const lower = head.filter(([, y]) => y >= mid).map(lightness);
      // The muzzle is clearly paler than the fur, and big enough to see.
      expect(lower.filter((l) => l > fur + 0.08).length).toBeGreaterThanOrEqual(12);
      // Its nose: dark pixels in the face's lower half, near the middle column.
      const xs = head.map(([x]) => x);
      const centre = (Math.min(...xs) + Math.max(...xs)) / 2;
      const nose = head.filter(
        ([x, y]) => y >= mid - 2 && Math.abs(x - centre) <= 3 && lightness([x, y]) < 0.3,
      );
      expect(nose.length).toBeGreaterThanOrEqual(3);
    },
  );

  it("has a wolf's muzzle reaching well past its body in profile", () => {
    const doc = drawLayered({ ...request("a werewolf", "character"), direction: "east" as const });
    const head = layerSpan(doc, "head");
    const torso = layerSpan(doc, "torso");
    expect(head).not.toBeNull();
    expect(torso).not.toBeNull();
    expect(head![1]).toBeGreaterThanOrEqual(torso![1] + 11);
  });
});

/** Inked pixels of the layers with `role`, as `x,y` keys in sprite coordinates. */
function layerPixels(doc: ReturnType<typeof drawLayered>, role: string): Set<string> {
  const out = new Set<string>();
  for (const l of doc.layers.filter((l) => l.role === role))
    for (let y = 0; y < l.height; y++)
      for (let x = 0; x < l.width; x++)
        if (l.ink[y * l.width + x]! >= 0) out.add(`${l.x + x},${l.y + y}`);
  return out;
}

/** Width (first to last inked column) of each row of a set of pixels, by row. */
function rowWidths(pixels: Set<string>): Map<number, number> {
  const span = new Map<number, [number, number]>();
  for (const key of pixels) {
    const [x, y] = key.split(",").map(Number) as [number, number];
    const r = span.get(y) ?? [x, x];
    span.set(y, [Math.min(r[0], x), Math.max(r[1], x)]);
  }
  return new Map([...span].map(([y, [a, b]]) => [y, b - a + 1]));
}

describe("a horned helmet", () => {
  it.each(["a viking with a horned helmet", "a viking", "a knight with a horned helmet"])(
    "%s: short horns curve out to the sides of the helmet, not up like ears",
    (prompt) => {
      for (const seed of [3, 8, 21]) {
        const doc = drawLayered({ ...request(prompt, "character"), seed });
        const widths = rowWidths(layerPixels(doc, "head"));
        const ys = [...widths.keys()].sort((a, b) => a - b);
        const top = ys[0]!;
        const bottom = ys[ys.length - 1]!;
        const face = widths.get(Math.round((top + bottom) / 2))!;
        const upper = ys.filter((y) => y < top + (bottom - top) / 3).map((y) => widths.get(y)!);
        // Across the horns the head is far wider than across the face.
        expect(Math.max(...upper), `${prompt} seed ${seed}`).toBeGreaterThanOrEqual(1.45 * face);
      }
    },
  );
});

describe("a viking", () => {
  it.each([3, 8, 21])("seed %i: holds the axe beside him, its head clear of his face", (seed) => {
    const doc = drawLayered({ ...request("a viking", "character"), seed });
    const head = layerPixels(doc, "head");
    const item = layerPixels(doc, "item");
    expect(item.size).toBeGreaterThan(40);
    const over = [...item].filter((p) => head.has(p)).length;
    expect(over).toBeLessThanOrEqual(6);
  });

  it.each([3, 8, 21])("seed %i: carries a round shield, as wide as tall with no point", (seed) => {
    const doc = drawLayered({ ...request("a viking", "character"), seed });
    const widths = rowWidths(layerPixels(doc, "shield"));
    const ys = [...widths.keys()].sort((a, b) => a - b);
    const h = ys.length;
    const w = Math.max(...widths.values());
    expect(Math.abs(w - h)).toBeLessThanOrEqual(2);
    // A disc's bottom narrows like its top; a heater's runs down to a point.
    const nearTop = widths.get(ys[Math.round(h * 0.15)]!)!;
    const nearBottom = widths.get(ys[Math.round(h * 0.85)]!)!;
    expect(Math.abs(nearTop - nearBottom)).toBeLessThanOrEqual(2);
  });
});

/** How often the silhouette's left edge turns back, row to row, between rows `y0` and `y1`. */
function edgeTurns(img: RgbaImage, y0: number, y1: number): number {
  const left: number[] = [];
  for (let y = y0; y <= y1; y++) {
    let x = 0;
    while (x < img.width && img.data[(y * img.width + x) * 4 + 3]! === 0) x++;
    if (x < img.width) left.push(x);
  }
  let turns = 0;
  let last = 0;
  for (let i = 1; i < left.length; i++) {
    const d = Math.sign(left[i]! - left[i - 1]!);
    if (d !== 0 && last !== 0 && d !== last) turns++;
    if (d !== 0) last = d;
  }
  return turns;
}

describe("a yeti's coat", () => {
  it.each([3, 8, 21])("seed %i: has a ragged outline of fur tufts down its sides", (seed) => {
    const troll = drawSprite({ ...request("a troll", "character"), seed }).image;
    const yeti = drawSprite({ ...request("a yeti", "creature"), seed }).image;
    const span = (img: RgbaImage) => {
      const t = topRow(img);
      return [t + Math.round((63 - t) * 0.35), t + Math.round((63 - t) * 0.75)] as const;
    };
    const [y0, y1] = span(yeti);
    const [t0, t1] = span(troll);
    expect(edgeTurns(yeti, y0, y1)).toBeGreaterThanOrEqual(6);
    expect(edgeTurns(yeti, y0, y1)).toBeGreaterThan(2 * edgeTurns(troll, t0, t1));
  });
});
