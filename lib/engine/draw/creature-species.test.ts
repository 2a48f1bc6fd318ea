/**
 * The marks that tell a species from its neighbours, checked on the finished sprite: a bee's
 * black bands, a black cat's dark coat, a mouse's big round ears (a rat's are small), a dolphin's
 * narrow beak and flat flukes (a shark's tail stands upright), a gorilla standing on two legs
 * between its long arms, a dragon's wings, an axolotl's short gill fronds.
 */
import { describe, expect, it } from "vitest";
import { oklabToOklch, rgbToOklab } from "../color";
import { readSpritePrompt } from "../prompt";
import type { RgbaImage } from "../raster";
import { drawLayered, type LayeredSprite } from ".";

type Lch = { L: number; C: number; h: number };

function doc(prompt: string, seed = 7): LayeredSprite {
  const reading = readSpritePrompt(prompt, "creature");
  return drawLayered({
    reading,
    assetType: "creature",
    width: 64,
    height: 64,
    direction: "none",
    camera: "none",
    seed,
  });
}

function colourAt(img: RgbaImage, x: number, y: number): Lch | null {
  const i = (y * img.width + x) * 4;
  if (img.data[i + 3]! === 0) return null;
  return oklabToOklch(rgbToOklab([img.data[i]!, img.data[i + 1]!, img.data[i + 2]!]));
}

/** Opaque pixels whose four neighbours are opaque too: the body inside its outline. */
function inside(img: RgbaImage, x: number, y: number): boolean {
  const at = (u: number, v: number) =>
    u >= 0 && v >= 0 && u < img.width && v < img.height && colourAt(img, u, v) !== null;
  return at(x, y) && at(x - 1, y) && at(x + 1, y) && at(x, y - 1) && at(x, y + 1);
}

/** Opaque rows top to bottom of each column, null for an empty column. */
function columns(img: RgbaImage): ({ top: number; bottom: number } | null)[] {
  const out: ({ top: number; bottom: number } | null)[] = [];
  for (let x = 0; x < img.width; x++) {
    let top = -1;
    let bottom = -1;
    for (let y = 0; y < img.height; y++)
      if (colourAt(img, x, y)) {
        if (top < 0) top = y;
        bottom = y;
      }
    out.push(top < 0 ? null : { top, bottom });
  }
  return out;
}

/** Separate runs of opaque pixels along row `y`. */
function runs(img: RgbaImage, y: number): number {
  let n = 0;
  for (let x = 0; x < img.width; x++)
    if (colourAt(img, x, y) && (x === 0 || !colourAt(img, x - 1, y))) n++;
  return n;
}

function rowsOf(l: LayeredSprite["layers"][number]): [number, number] {
  let top = Number.POSITIVE_INFINITY;
  let bottom = Number.NEGATIVE_INFINITY;
  for (let y = 0; y < l.height; y++)
    for (let x = 0; x < l.width; x++)
      if (l.ink[y * l.width + x]! >= 0) {
        top = Math.min(top, l.y + y);
        bottom = Math.max(bottom, l.y + y);
      }
  return [top, bottom];
}

describe("a bee", () => {
  it("has black bands across a yellow abdomen, at least two, yellow between them", () => {
    const img = doc("a bee").sprite.image;
    const dark = (c: Lch) => c.L < 0.38;
    const yellow = (c: Lch) => c.L > 0.6 && c.C > 0.08 && c.h > 65 && c.h < 115;
    let best = 0;
    for (let y = 0; y < img.height; y++) {
      // Runs along the row inside the outline, each at least 2 pixels wide (a 1-pixel dark line
      // is an inner outline, not a band): count dark runs with a yellow run on either side.
      const kinds: string[] = [];
      for (let x = 0; x < img.width; x++) {
        const c = colourAt(img, x, y);
        kinds.push(!c || !inside(img, x, y) ? "-" : dark(c) ? "d" : yellow(c) ? "y" : "o");
      }
      const bands = kinds.join("").match(/(?<=yy)d{2,}(?=yy)/g) ?? [];
      best = Math.max(best, bands.length);
    }
    expect(best).toBeGreaterThanOrEqual(2);
  });
});

describe("a black cat", () => {
  it("has a dark coat: half its body is darker than a mid grey", () => {
    const img = doc("a black cat").sprite.image;
    const ls: number[] = [];
    for (let y = 0; y < img.height; y++)
      for (let x = 0; x < img.width; x++) if (inside(img, x, y)) ls.push(colourAt(img, x, y)!.L);
    ls.sort((a, b) => a - b);
    expect(ls[ls.length >> 1]!).toBeLessThan(0.36);
  });
});

describe("a mouse", () => {
  it("has big round ears standing well above its head, where a rat's barely show", () => {
    const rise = (prompt: string) => {
      const d = doc(prompt);
      const head = d.layers.find((l) => l.role === "head")!;
      const body = d.layers.find((l) => l.role === "body")!;
      return rowsOf(body)[0] - rowsOf(head)[0];
    };
    expect(rise("a mouse")).toBeGreaterThanOrEqual(rise("a rat") + 3);
  });
});

describe("a dolphin", () => {
  const cols = () => columns(doc("a dolphin").sprite.image).filter((c) => c !== null);

  it("has a beak far narrower than its head, and a forehead rising steeply behind it", () => {
    const depths = cols().map((c) => c.bottom - c.top + 1);
    // The body's depth at its middle, fins left out: the fewest rows across the middle fifth.
    const middle = depths.slice(Math.round(depths.length * 0.4), Math.round(depths.length * 0.6));
    const body = Math.min(...middle);
    // The beak: the columns at the front no deeper than a third of the body, at least 6% of the
    // length, keeping its depth to the tip (a wedge's or a shark's snout narrows all the way).
    let k = depths.length - 1;
    while (k > 0 && depths[k]! <= body * 0.35) k--;
    expect(depths.length - 1 - k).toBeGreaterThanOrEqual(Math.round(depths.length * 0.06));
    const beak = depths.slice(k + 1, -1);
    expect(Math.max(...beak) - Math.min(...beak)).toBeLessThanOrEqual(2);
    // The melon: within four columns behind the beak the head is three quarters as deep as the body.
    expect(Math.max(...depths.slice(k - 4, k + 1))).toBeGreaterThanOrEqual(body * 0.75);
  });

  it("has flat flukes, not a shark's upright tail fin", () => {
    const cs = cols();
    const depth = (c: { top: number; bottom: number }) => c.bottom - c.top + 1;
    const rear = cs.slice(0, Math.max(2, Math.round(cs.length * 0.1)));
    const middle = cs.slice(Math.round(cs.length * 0.4), Math.round(cs.length * 0.6));
    const body = Math.min(...middle.map(depth));
    expect(Math.max(...rear.map(depth))).toBeLessThanOrEqual(body * 0.8);
  });
});

describe("a gorilla", () => {
  it("stands on two legs between its long arms: four columns of pixels near the ground", () => {
    const img = doc("a gorilla").sprite.image;
    const cs = columns(img).filter((c) => c !== null);
    const bottom = Math.max(...cs.map((c) => c.bottom));
    const top = Math.min(...cs.map((c) => c.top));
    const y = Math.round(bottom - (bottom - top) * 0.1);
    expect(runs(img, y)).toBeGreaterThanOrEqual(4);
  });
});

describe("a red dragon", () => {
  it("spreads a wing above its back most of its body long, higher than the body is deep", () => {
    const d = doc("a red dragon");
    const wing = d.layers.filter((l) => l.role === "wings");
    expect(wing.length).toBeGreaterThan(0);
    const span = (ls: typeof wing) => {
      let lo = Number.POSITIVE_INFINITY;
      let hi = Number.NEGATIVE_INFINITY;
      for (const l of ls)
        for (let y = 0; y < l.height; y++)
          for (let x = 0; x < l.width; x++)
            if (l.ink[y * l.width + x]! >= 0) {
              lo = Math.min(lo, l.x + x);
              hi = Math.max(hi, l.x + x);
            }
      return hi - lo + 1;
    };
    const body = d.layers.filter((l) => l.role === "body");
    expect(span(wing)).toBeGreaterThanOrEqual(span(body) * 0.7);
    const wingTop = Math.min(...wing.map((l) => rowsOf(l)[0]));
    const [bodyTop, bodyBottom] = rowsOf(body[0]!);
    expect(bodyTop - wingTop).toBeGreaterThanOrEqual((bodyBottom - bodyTop) * 1.3);
  });
});

describe("an axolotl", () => {
  it("fans short gill fronds behind its head, not a tall tree standing on it", () => {
    const cs = columns(doc("a cute pink axolotl").sprite.image).filter((c) => c !== null);
    // The head is the front tenth of the animal (legs and gills are behind it).
    const front = cs.slice(-Math.round(cs.length * 0.1));
    const headTop = Math.min(...front.map((c) => c.top));
    const headBottom = Math.max(...front.map((c) => c.bottom));
    const top = Math.min(...cs.map((c) => c.top));
    expect(headTop - top).toBeLessThanOrEqual((headBottom - headTop + 1) * 0.75);
  });
});
