/**
 * Characters told apart by what their trade wears and carries, and by the size words of the
 * prompt: a police officer's peaked cap, chest badge and black belt (not the mechanic's soft
 * cap and coverall). Judged on the rendered pixels, the parts found from the layers the
 * drawing kept; the expected shapes are those of the things themselves.
 */
import { describe, expect, it } from "vitest";
import { oklabToOklch, rgbToOklab } from "../color";
import { type AssetType, readSpritePrompt } from "../prompt";
import type { RgbaImage } from "../raster";
import { drawLayered } from ".";

type Doc = ReturnType<typeof drawLayered>;
type Lch = { L: number; C: number; h: number };

function draw(prompt: string, seed = 3, type: AssetType = "character"): Doc {
  return drawLayered({
    reading: readSpritePrompt(prompt, type),
    assetType: type,
    width: 64,
    height: 64,
    direction: "none",
    camera: "none",
    seed,
  });
}

function colour(img: RgbaImage, x: number, y: number): Lch | null {
  const i = (y * img.width + x) * 4;
  if (img.data[i + 3]! === 0) return null;
  return oklabToOklch(rgbToOklab([img.data[i]!, img.data[i + 1]!, img.data[i + 2]!]));
}

/** The sprite pixels a layer with `role` inked, as `x,y` keys. */
function layerPixels(doc: Doc, role: string): Set<string> {
  const out = new Set<string>();
  for (const l of doc.layers.filter((l) => l.role === role))
    for (let y = 0; y < l.height; y++)
      for (let x = 0; x < l.width; x++)
        if (l.ink[y * l.width + x]! >= 0) out.add(`${l.x + x},${l.y + y}`);
  return out;
}

function rowsOf(pixels: Set<string>): Map<number, number[]> {
  const rows = new Map<number, number[]>();
  for (const k of pixels) {
    const [x, y] = k.split(",").map(Number) as [number, number];
    rows.set(y, [...(rows.get(y) ?? []), x]);
  }
  return rows;
}

const gold = (c: Lch) => c.C >= 0.08 && c.h > 55 && c.h < 105 && c.L > 0.6;

const SEEDS = [1, 3, 8];

describe("a police officer", () => {
  it.each(SEEDS)(
    "wears a peaked cap: its flat top is the widest part of the head (seed %i)",
    (seed) => {
      const widths = (prompt: string) => {
        const rows = [...rowsOf(layerPixels(draw(prompt, seed), "head")).entries()].sort(
          (a, b) => a[0] - b[0],
        );
        const width = (xs: number[]) => Math.max(...xs) - Math.min(...xs) + 1;
        const widest = Math.max(...rows.map(([, xs]) => width(xs)));
        const top = Math.max(...rows.slice(0, 3).map(([, xs]) => width(xs)));
        return { top, widest };
      };
      const officer = widths("a police officer");
      expect(officer.top).toBeGreaterThanOrEqual(officer.widest - 1);
      // A mechanic's soft cap is a dome: narrow on top.
      const mechanic = widths("a mechanic");
      expect(mechanic.top).toBeLessThan(mechanic.widest * 0.8);
    },
  );

  it.each(SEEDS)("has a gold badge on the chest and a black belt (seed %i)", (seed) => {
    const look = (prompt: string) => {
      const doc = draw(prompt, seed);
      const img = doc.sprite.image;
      const rows = [...rowsOf(layerPixels(doc, "torso")).entries()].sort((a, b) => a[0] - b[0]);
      const top = rows[0]![0];
      const bottom = rows[rows.length - 1]![0];
      let badge = 0;
      let beltRows = 0;
      for (const [y, xs] of rows) {
        const cs = xs.map((x) => colour(img, x, y)).filter((c): c is Lch => c !== null);
        // The badge sits above the waist: the torso's upper half.
        if (y < (top + bottom) / 2) badge += cs.filter(gold).length;
        if (cs.filter((c) => c.L < 0.3).length >= cs.length * 0.7 && cs.length >= 6) beltRows++;
      }
      return { badge, beltRows };
    };
    const officer = look("a police officer");
    expect(officer.badge).toBeGreaterThanOrEqual(4);
    expect(officer.beltRows).toBeGreaterThanOrEqual(2);
    const mechanic = look("a mechanic");
    expect(mechanic.badge).toBe(0);
  });
});

/** Top, bottom, left and right of the opaque pixels. */
function bounds(img: RgbaImage): { top: number; bottom: number; left: number; right: number } {
  let top = img.height;
  let bottom = -1;
  let left = img.width;
  let right = -1;
  for (let y = 0; y < img.height; y++)
    for (let x = 0; x < img.width; x++) {
      if (img.data[(y * img.width + x) * 4 + 3]! === 0) continue;
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
      left = Math.min(left, x);
      right = Math.max(right, x);
    }
  return { top, bottom, left, right };
}

describe("size words change the drawing", () => {
  it.each(SEEDS)("a little robot stands a quarter shorter on the same ground (seed %i)", (seed) => {
    const little = bounds(draw("a little robot", seed).sprite.image);
    const plain = bounds(draw("a robot", seed).sprite.image);
    expect(little.bottom - little.top).toBeLessThanOrEqual((plain.bottom - plain.top) * 0.82);
    expect(Math.abs(little.bottom - plain.bottom)).toBeLessThanOrEqual(1);
  });

  it.each(SEEDS)("a giant rat covers far more of its frame than a rat (seed %i)", (seed) => {
    const area = (img: RgbaImage) => {
      let n = 0;
      for (let i = 0; i < img.width * img.height; i++) if (img.data[i * 4 + 3]! > 0) n++;
      return n;
    };
    const giant = area(draw("a giant rat", seed, "creature").sprite.image);
    const plain = area(draw("a rat", seed, "creature").sprite.image);
    expect(giant).toBeGreaterThanOrEqual(plain * 1.4);
  });

  it.each(SEEDS)(
    "a giant rat is drawn bigger than a mouse, not as a mouse's size (seed %i)",
    (seed) => {
      const area = (img: RgbaImage) => {
        let n = 0;
        for (let i = 0; i < img.width * img.height; i++) if (img.data[i * 4 + 3]! > 0) n++;
        return n;
      };
      const tall = (img: RgbaImage) => bounds(img).bottom - bounds(img).top + 1;
      const giant = draw("a giant rat", seed, "creature").sprite.image;
      const mouse = draw("a mouse", seed, "creature").sprite.image;
      expect(area(giant)).toBeGreaterThanOrEqual(area(mouse) * 1.08);
      expect(tall(giant)).toBeGreaterThanOrEqual(tall(mouse));
    },
  );

  it.each(SEEDS)(
    "a little wolf stands smaller in its frame, on the same ground (seed %i)",
    (seed) => {
      const little = bounds(draw("a little wolf", seed, "creature").sprite.image);
      const plain = bounds(draw("a wolf", seed, "creature").sprite.image);
      expect(little.right - little.left).toBeLessThanOrEqual((plain.right - plain.left) * 0.75);
      expect(Math.abs(little.bottom - plain.bottom)).toBeLessThanOrEqual(1);
    },
  );
});

describe("an old man with a cane", () => {
  it.each(SEEDS)(
    "plants the cane on the ground beside his body, not across his legs (seed %i)",
    (seed) => {
      const doc = draw("an old man with a cane", seed);
      const cane = [...layerPixels(doc, "item")].map(
        (k) => k.split(",").map(Number) as [number, number],
      );
      const torso = [...layerPixels(doc, "torso")].map((k) => Number(k.split(",")[0]));
      const [left, right] = [Math.min(...torso), Math.max(...torso)];
      const outside = cane.filter(([x]) => x < left || x > right).length;
      expect(outside).toBeGreaterThanOrEqual(cane.length * 0.6);
      // It reaches the ground the feet stand on.
      const ground = bounds(doc.sprite.image).bottom;
      expect(Math.max(...cane.map(([, y]) => y))).toBeGreaterThanOrEqual(ground - 1);
    },
  );
});

describe("a hooded rogue", () => {
  it.each(SEEDS)("wears a charcoal hood and tunic, apart from any skin (seed %i)", (seed) => {
    const doc = draw("a hooded rogue with daggers", seed);
    const img = doc.sprite.image;
    const grey = (role: string) => {
      const cs = [...layerPixels(doc, role)]
        .map((k) => k.split(",").map(Number) as [number, number])
        .map(([x, y]) => colour(img, x, y))
        .filter((c): c is Lch => c !== null && c.L > 0.3);
      return cs.filter((c) => c.C < 0.035).length / cs.length;
    };
    // Cloth without hue, where every skin has some: the clothes never read as the face.
    expect(grey("torso")).toBeGreaterThanOrEqual(0.5);
  });
});

describe("a detective's fedora", () => {
  it.each(SEEDS)(
    "has a creased crown: pinched lower at the middle than at its sides (seed %i)",
    (seed) => {
      const head = [...layerPixels(draw("a detective in a trench coat", seed), "head")].map(
        (k) => k.split(",").map(Number) as [number, number],
      );
      const xs = head.map(([x]) => x);
      const mid = Math.round((Math.min(...xs) + Math.max(...xs)) / 2);
      const topAt = (x: number) => Math.min(...head.filter(([hx]) => hx === x).map(([, y]) => y));
      const highest = Math.min(...head.map(([, y]) => y));
      // A crease dips at the middle, where a dome is highest.
      expect(Math.min(topAt(mid), topAt(mid - 1), topAt(mid + 1))).toBeGreaterThan(highest);
    },
  );
});

describe("a scientist is not the doctor", () => {
  const scientist = draw("a scientist in a lab coat", 7);
  const doctor = draw("a doctor", 7);

  it("holds a flask, where the doctor's hands are empty", () => {
    expect(layerPixels(scientist, "item").size).toBeGreaterThan(12);
    expect(layerPixels(doctor, "item").size).toBe(0);
  });

  it("wears the coat open: the shirt shows wide between the lapels at the collar", () => {
    // Both wear a blue shirt under white; the doctor's shows as a narrow strip.
    const shirtAtCollar = (doc: Doc) => {
      const torso = layerPixels(doc, "torso");
      const rows = [...rowsOf(torso).keys()].sort((a, b) => a - b);
      const img = doc.sprite.image;
      let widest = 0;
      for (const y of rows.slice(1, 4)) {
        const blue = (rowsOf(torso).get(y) ?? []).filter((x) => {
          const c = colour(img, x, y);
          return c !== null && c.C > 0.06 && c.h > 230 && c.h < 300;
        });
        widest = Math.max(widest, blue.length);
      }
      return widest;
    };
    expect(shirtAtCollar(scientist)).toBeGreaterThanOrEqual(shirtAtCollar(doctor) + 2);
  });
});

describe("a traveling merchant", () => {
  const merchant = draw("a traveling merchant", 7);
  const rows = (doc: Doc, role: string) => [...rowsOf(layerPixels(doc, role)).keys()];

  it("carries a pack that rises beside the head, level with the face, not over the hat", () => {
    const top = (role: string) => Math.min(...rows(merchant, role));
    const bottom = (role: string) => Math.max(...rows(merchant, role));
    // The pack is worn on the torso: at shoulder height its roll crossed the face, and towering
    // over the head it read as a crate with the hat sunk in it.
    expect(top("torso")).toBeLessThan(bottom("head") - 2);
    expect(top("torso")).toBeGreaterThan(top("head") + 2);
  });

  it("stands as tall in its frame as a villager: the pack does not shrink the figure", () => {
    // The figure from the top of its head to its feet, the pack and the held ware left out.
    const height = (doc: Doc) => {
      const ys = doc.layers
        .filter((l) => l.role !== "torso" && l.role !== "item")
        .flatMap((l) => rows(doc, l.role));
      return Math.max(...ys) - Math.min(...ys) + 1;
    };
    expect(height(merchant)).toBeGreaterThanOrEqual(height(draw("a villager", 7)) - 2);
  });
});

describe("a bard's lute", () => {
  it("is held at its bowl with the neck rising across the chest to the other shoulder", () => {
    const doc = draw("a bard with a lute", 7);
    const item = doc.layers.find((l) => l.role === "item")!;
    const torso = [...layerPixels(doc, "torso")].map((k) => Number(k.split(",")[0]));
    const middle = torso.reduce((a, b) => a + b, 0) / torso.length;
    const pixels = rowsOf(layerPixels(doc, "item"));
    const top = Math.min(...pixels.keys());
    const headX = pixels.get(top)!.reduce((a, b) => a + b, 0) / pixels.get(top)!.length;
    // The hand is on one side of the body; the pegbox ends up past the body's middle on the
    // other. Held out to the side with the neck pointing away, it read as a frying pan.
    expect(Math.sign(headX - middle)).toBe(-Math.sign(item.joint.x - middle));
  });
});

describe("a held pitchfork", () => {
  it("rows down the farmer's fork cross three tines with air between them", () => {
    const doc = draw("a farmer with a pitchfork", 7);
    const img = doc.sprite.image;
    const item = rowsOf(layerPixels(doc, "item"));
    const top = Math.min(...item.keys());
    // The tines' upper halves, against the sky: each tine with its outline is one opaque run,
    // and set too close their outlines met in one grey tangle.
    const perRow: number[] = [];
    for (let y = top; y <= top + 8; y++) {
      const xs = item.get(y) ?? [];
      let runs = 0;
      for (let x = Math.min(...xs) - 1; x <= Math.max(...xs) + 1; x++)
        if (colour(img, x, y) && !colour(img, x - 1, y)) runs++;
      perRow.push(runs);
    }
    // Tines stand apart along their length: several rows running, not a row here and there
    // between places where the outlines meet.
    let run = 0;
    let longest = 0;
    for (const n of perRow) {
      run = n >= 3 ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
    expect(longest).toBeGreaterThanOrEqual(5);
  });
});
