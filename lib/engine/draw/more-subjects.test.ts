import { describe, expect, it } from "vitest";
import { oklabToOklch, rgbToOklab } from "../color";
import { type AssetType, readSpritePrompt } from "../prompt";
import type { RgbaImage } from "../raster";
import { drawLayered, drawSprite, type GeneratedSprite } from ".";

function request(prompt: string, type: AssetType, size: number) {
  const reading = readSpritePrompt(prompt, type);
  return {
    reading,
    assetType: type,
    width: size,
    height: size,
    direction: "none" as const,
    camera: "none" as const,
    seed: 3,
  };
}

const draw = (prompt: string, type: AssetType, size = 64): GeneratedSprite =>
  drawSprite(request(prompt, type, size));

const alpha = (img: RgbaImage, x: number, y: number) => img.data[(y * img.width + x) * 4 + 3]!;

function lch(img: RgbaImage, x: number, y: number) {
  const i = (y * img.width + x) * 4;
  return oklabToOklch(rgbToOklab([img.data[i]!, img.data[i + 1]!, img.data[i + 2]!]));
}

/** Opaque pixels in the box whose colour passes `test`. */
function count(
  img: RgbaImage,
  test: (c: { L: number; C: number; h: number }) => boolean,
  box = { x0: 0, y0: 0, x1: img.width, y1: img.height },
): number {
  let n = 0;
  for (let y = box.y0; y < box.y1; y++)
    for (let x = box.x0; x < box.x1; x++) if (alpha(img, x, y) > 0 && test(lch(img, x, y))) n++;
  return n;
}

/** First and last opaque rows. */
function rows(img: RgbaImage): { top: number; bottom: number } {
  let top = -1;
  let bottom = -1;
  for (let y = 0; y < img.height; y++)
    for (let x = 0; x < img.width; x++)
      if (alpha(img, x, y) > 0) {
        if (top < 0) top = y;
        bottom = y;
      }
  return { top, bottom };
}

/** Separate runs of opaque pixels along row `y`, with their widths. */
function runs(img: RgbaImage, y: number): number[] {
  const out: number[] = [];
  for (let x = 0; x < img.width; x++) {
    if (alpha(img, x, y) === 0) continue;
    if (x > 0 && alpha(img, x - 1, y) > 0) out[out.length - 1]! += 1;
    else out.push(1);
  }
  return out;
}

const CHARACTERS: readonly [string, string][] = [
  ["a chubby blacksmith with a hammer and a leather apron", "blacksmith"],
  ["a miner with a pickaxe", "miner"],
  ["a doctor", "doctor"],
  ["a nurse", "nurse"],
  ["an alchemist", "alchemist"],
  ["a cyberpunk hacker with neon goggles", "hacker"],
  ["a cleric", "cleric"],
  ["a tribal shaman", "shaman"],
  ["a sailor", "sailor"],
  ["a fisherman with a fishing rod", "fisherman"],
  ["a jester", "jester"],
  ["a clown", "clown"],
  ["a detective in a trench coat", "detective"],
  ["a mechanic with a wrench", "mechanic"],
  ["an old man with a cane", "old man"],
  ["a little kid", "child"],
  ["a mummy", "mummy"],
  ["a werewolf", "werewolf"],
  ["a red demon with horns", "demon"],
  ["a cultist in a hooded robe", "cultist"],
  ["a cowboy with a revolver and a brimmed hat", "cowboy"],
  ["a bard with a lute", "bard"],
];

describe("characters ordinary prompts name", () => {
  it.each(CHARACTERS)("'%s' reads as %s, every word understood", (prompt, subject) => {
    const reading = readSpritePrompt(prompt, "character");
    expect(reading.subject).toBe(subject);
    expect(reading.unrecognized).toEqual([]);
  });

  it.each([
    ["a miner with a pickaxe", "pickaxe"],
    ["a mechanic with a wrench", "wrench"],
    ["a fisherman with a fishing rod", "fishing rod"],
    ["a cowboy with a revolver", "pistol"],
    ["a bard with a lute", "lute"],
    ["a knight holding a pickaxe", "pickaxe"],
    ["a wizard with a crossbow", "crossbow"],
    ["an alchemist", "alchemist flask"],
  ])("'%s' holds a %s in the hand, reaching out from it", (prompt, kind) => {
    const doc = drawLayered(request(prompt, "character", 64));
    const item = doc.layers.find((l) => l.role === "item");
    expect(item?.kind).toBe(kind);
    if (!item) return;
    let inked = 0;
    let far = 0;
    for (let y = 0; y < item.height; y++)
      for (let x = 0; x < item.width; x++) {
        if (item.ink[y * item.width + x]! < 0) continue;
        inked++;
        far = Math.max(far, Math.hypot(item.x + x - item.joint.x, item.y + y - item.joint.y));
      }
    expect(inked).toBeGreaterThanOrEqual(10);
    // The joint is the hand; the item reaches well beyond it (a tool, not a dot in the fist).
    expect(far).toBeGreaterThanOrEqual(8);
  });

  it("an old man's cane reaches from the hand to the ground", () => {
    const doc = drawLayered(request("an old man with a cane", "character", 64));
    const item = doc.layers.find((l) => l.role === "item");
    expect(item?.kind).toBe("cane");
    const { bottom } = rows(doc.sprite.image);
    expect(item!.y + item!.height - 1).toBeGreaterThanOrEqual(bottom - 3);
    expect(item!.y).toBeLessThanOrEqual(item!.joint.y + 1);
  });

  it("a cowboy's hat is a flat-topped crown on a brim, not a wizard's cone", () => {
    const hat = (prompt: string) => {
      const img = draw(prompt, "character").image;
      const { top } = rows(img);
      return Math.max(...runs(img, top + 2));
    };
    expect(hat("a cowboy with a revolver and a brimmed hat")).toBeGreaterThanOrEqual(6);
    expect(hat("a cowboy in a brown hat")).toBeGreaterThanOrEqual(6);
    expect(hat("an old wizard with a hat")).toBeLessThanOrEqual(4);
  });

  it("a jester's hat has two points apart at the top", () => {
    const img = draw("a jester", "character").image;
    const { top } = rows(img);
    expect(runs(img, top + 1).length).toBe(2);
  });

  it("a hacker's goggles glow green over the eyes; a villager has no such green", () => {
    const neon = (c: { L: number; C: number; h: number }) =>
      c.C > 0.12 && c.h > 120 && c.h < 175 && c.L > 0.7;
    const upper = { x0: 0, y0: 0, x1: 64, y1: 30 };
    expect(
      count(draw("a cyberpunk hacker with neon goggles", "character").image, neon, upper),
    ).toBeGreaterThanOrEqual(4);
    expect(count(draw("a villager", "character").image, neon, upper)).toBe(0);
  });

  it("a nurse and a doctor wear a red cross; a scientist in the same white coat does not", () => {
    const red = (c: { L: number; C: number; h: number }) => c.C > 0.15 && (c.h < 40 || c.h > 350);
    for (const prompt of ["a nurse", "a doctor"]) {
      expect(count(draw(prompt, "character").image, red), prompt).toBeGreaterThanOrEqual(3);
    }
    expect(count(draw("a scientist", "character").image, red)).toBe(0);
  });

  it("a child stands shorter than a grown villager, on the same ground", () => {
    const kid = rows(draw("a little kid", "character").image);
    const adult = rows(draw("a villager", "character").image);
    expect(kid.bottom).toBe(adult.bottom);
    expect(kid.bottom - kid.top).toBeLessThan((adult.bottom - adult.top) * 0.85);
  });

  it("a demon is red-skinned with horns above the head", () => {
    const img = draw("a demon", "character").image;
    const red = (c: { L: number; C: number; h: number }) => c.C > 0.1 && (c.h < 45 || c.h > 340);
    expect(count(img, red)).toBeGreaterThanOrEqual(80);
  });
});

const NEW_TILES: readonly [string, string][] = [
  ["red carpet", "carpet"],
  ["marble floor", "marble"],
  ["gravel", "gravel"],
  ["mud", "mud"],
  ["swamp water", "swamp water"],
  ["mossy stone", "moss"],
  ["asphalt road", "road"],
  ["roof tiles", "roof"],
  ["tilled farmland", "farmland"],
  ["wheat field", "wheat"],
  ["hedge", "hedge"],
  ["sandstone bricks", "sandstone"],
];

/** Mean RGB difference between two columns (or rows) of an image. */
function lineDiff(img: RgbaImage, a: number, b: number, alongRows: boolean): number {
  const n = alongRows ? img.width : img.height;
  let sum = 0;
  for (let k = 0; k < n; k++) {
    const i = alongRows ? (a * img.width + k) * 4 : (k * img.width + a) * 4;
    const j = alongRows ? (b * img.width + k) * 4 : (k * img.width + b) * 4;
    for (let c = 0; c < 3; c++) sum += Math.abs(img.data[i + c]! - img.data[j + c]!);
  }
  return sum / n;
}

/** The difference across the wrap over the mean difference between neighbouring lines. */
function seamRatio(images: readonly RgbaImage[], alongRows: boolean): number {
  let seam = 0;
  let interior = 0;
  for (const img of images) {
    const n = alongRows ? img.height : img.width;
    seam += lineDiff(img, n - 1, 0, alongRows);
    let sum = 0;
    for (let k = 0; k < n - 1; k++) sum += lineDiff(img, k, k + 1, alongRows);
    interior += sum / (n - 1);
  }
  return seam / interior;
}

const tileImage = (prompt: string, size: number, seed: number) =>
  drawSprite({ ...request(prompt, "tile", size), seed }).image;

describe("tiles ordinary prompts name", () => {
  it.each(NEW_TILES)("'%s' reads as %s and wraps seamlessly", (prompt, subject) => {
    const reading = readSpritePrompt(prompt, "tile");
    expect(reading.subject).toBe(subject);
    expect(reading.unrecognized).toEqual([]);
    for (const size of [32, 64]) {
      const images = [1, 2, 3, 4, 5, 6].map((seed) => tileImage(prompt, size, seed));
      for (const img of images)
        expect(img.data.every((v, i) => i % 4 !== 3 || v === 255)).toBe(true);
      expect(seamRatio(images, false), `${prompt} ${size} columns`).toBeLessThanOrEqual(1.5);
      expect(seamRatio(images, true), `${prompt} ${size} rows`).toBeLessThanOrEqual(1.5);
    }
  });

  it("an asphalt road has a dashed yellow line across its middle and none at its edges", () => {
    const img = tileImage("asphalt road", 64, 3);
    const yellow = (c: { L: number; C: number; h: number }) => c.C > 0.1 && c.h > 70 && c.h < 110;
    const band = (y0: number, y1: number) => count(img, yellow, { x0: 0, y0, x1: 64, y1 });
    expect(band(28, 36)).toBeGreaterThanOrEqual(32);
    expect(band(0, 20) + band(44, 64)).toBe(0);
    // Dashes: the middle row alternates yellow and grey runs.
    let switches = 0;
    for (let x = 1; x < 64; x++) {
      if (yellow(lch(img, x, 31)) !== yellow(lch(img, x - 1, 31))) switches++;
    }
    expect(switches).toBeGreaterThanOrEqual(6);
  });

  it("tilled farmland is furrows: dark rows repeat down the tile", () => {
    const img = tileImage("tilled farmland", 64, 3);
    const rowL = (y: number) => {
      let s = 0;
      for (let x = 0; x < 64; x++) s += lch(img, x, y).L;
      return s / 64;
    };
    const ls = Array.from({ length: 64 }, (_, y) => rowL(y));
    const mean = ls.reduce((a, b) => a + b, 0) / 64;
    let furrows = 0;
    for (let y = 0; y < 64; y++) if (ls[y]! < mean - 0.05 && !(ls[y - 1]! < mean - 0.05)) furrows++;
    expect(furrows).toBeGreaterThanOrEqual(8);
  });

  it("a carpet carries a repeating motif in a second colour over its pile", () => {
    const img = tileImage("red carpet", 64, 3);
    const gold = (c: { L: number; C: number; h: number }) => c.h > 60 && c.h < 110 && c.C > 0.08;
    const red = (c: { L: number; C: number; h: number }) => c.h < 45 || c.h > 340;
    expect(count(img, gold)).toBeGreaterThanOrEqual(200);
    expect(count(img, red)).toBeGreaterThanOrEqual(64 * 64 * 0.5);
  });
});

type Lch = { L: number; C: number; h: number };

/** Separate groups of columns that hold a vertical run of at least `minRun` pixels passing `test`. */
function columnGroups(
  img: RgbaImage,
  test: (c: Lch) => boolean,
  minRun: number,
  y0 = 0,
  y1 = img.height,
): number {
  let groups = 0;
  let inGroup = false;
  for (let x = 0; x < img.width; x++) {
    let run = 0;
    let best = 0;
    for (let y = y0; y < y1; y++) {
      run = test(lch(img, x, y)) ? run + 1 : 0;
      best = Math.max(best, run);
    }
    const tall = best >= minRun;
    if (tall && !inGroup) groups++;
    inGroup = tall;
  }
  return groups;
}

/** Separate runs along row `y` of pixels passing `test`, at least `minWidth` wide. */
function colorRuns(img: RgbaImage, y: number, test: (c: Lch) => boolean, minWidth = 1): number {
  let n = 0;
  let run = 0;
  for (let x = 0; x <= img.width; x++) {
    const on = x < img.width && test(lch(img, x, y));
    if (on) run++;
    else {
      if (run >= minWidth) n++;
      run = 0;
    }
  }
  return n;
}

const green = (c: Lch) => c.C > 0.06 && c.h > 115 && c.h < 175;
const bg = (prompt: string, size = 128) => draw(prompt, "background", size).image;

const SCENES: readonly [string, string][] = [
  ["a desert with cacti", "desert"],
  ["an underwater scene with kelp", "underwater"],
  ["a swamp", "swamp"],
  ["a jungle", "jungle"],
  ["a beach with palm trees", "beach"],
  ["a volcano", "volcano"],
  ["a spooky graveyard", "graveyard"],
  ["a village", "village"],
  ["ancient ruins", "ruins"],
];

describe("backgrounds draw the things they name", () => {
  it.each(SCENES)("'%s' reads as %s, every word understood", (prompt, subject) => {
    const reading = readSpritePrompt(prompt, "background");
    expect(reading.subject).toBe(subject);
    expect(reading.unrecognized).toEqual([]);
  });

  it("a desert has green cactus columns standing above the sand; mountains have none", () => {
    expect(columnGroups(bg("a desert with cacti"), green, 20)).toBeGreaterThanOrEqual(2);
    expect(columnGroups(bg("mountains"), green, 20)).toBe(0);
  });

  it("underwater is water to the top edge, with green kelp rising from a sandy floor", () => {
    const img = bg("an underwater scene with kelp");
    const water = (c: Lch) => c.h > 180 && c.h < 260 && c.C > 0.05;
    expect(colorRuns(img, 0, (c) => !water(c))).toBe(0);
    expect(columnGroups(img, green, 6, 0, 120)).toBeGreaterThanOrEqual(3);
    expect(count(img, green, { x0: 0, y0: 20, x1: 128, y1: 120 })).toBeGreaterThanOrEqual(300);
    const sand = (c: Lch) => c.h > 60 && c.h < 100 && c.L > 0.6;
    expect(colorRuns(img, 127, sand, 20)).toBeGreaterThanOrEqual(1);
  });

  it("a beach has palm trees: brown trunks rising over the sand with green fronds on top", () => {
    const img = bg("a beach with palm trees");
    const trunk = (c: Lch) => c.h > 40 && c.h < 80 && c.L < 0.62 && c.C > 0.04;
    expect(columnGroups(img, trunk, 20)).toBeGreaterThanOrEqual(2);
    expect(count(img, green, { x0: 0, y0: 0, x1: 128, y1: 70 })).toBeGreaterThanOrEqual(60);
  });

  it("a volcano has lava running down a dark cone", () => {
    const img = bg("a volcano");
    const lava = (c: Lch) => c.C > 0.14 && c.h > 25 && c.h < 70 && c.L > 0.55;
    expect(count(img, lava, { x0: 32, y0: 30, x1: 96, y1: 100 })).toBeGreaterThanOrEqual(30);
    const rock = (c: Lch) => c.L < 0.4 && c.C < 0.05;
    // The cone widens downward.
    expect(count(img, rock, { x0: 0, y0: 80, x1: 128, y1: 81 })).toBeGreaterThan(
      count(img, rock, { x0: 0, y0: 45, x1: 128, y1: 46 }) + 20,
    );
  });

  it("a graveyard has a row of grey tombstones", () => {
    const img = bg("a spooky graveyard");
    const stone = (c: Lch) => c.C < 0.035 && c.L > 0.5;
    let best = 0;
    for (let y = 90; y < 128; y++) best = Math.max(best, colorRuns(img, y, stone, 2));
    expect(best).toBeGreaterThanOrEqual(3);
  });

  it("a village has several cottages with pale walls under roofs", () => {
    const img = bg("a village");
    const wall = (c: Lch) => c.L > 0.75 && c.C < 0.07 && c.h > 60 && c.h < 110;
    let best = 0;
    for (let y = 64; y < 128; y++) best = Math.max(best, colorRuns(img, y, wall, 3));
    expect(best).toBeGreaterThanOrEqual(3);
  });

  it("ruins stand as pale stone columns", () => {
    const stone = (c: Lch) => c.L > 0.6 && c.C < 0.06 && c.h > 50 && c.h < 120;
    expect(columnGroups(bg("ancient ruins"), stone, 15, 40, 128)).toBeGreaterThanOrEqual(3);
  });

  it("a jungle has a canopy of leaves all along the top with vines hanging from it into open air; a forest shows sky there", () => {
    const jungle = bg("a jungle");
    // The top row is leaves from edge to edge: one green run as wide as the picture.
    expect(colorRuns(jungle, 0, green, jungle.width)).toBe(1);
    // Below the canopy, rows where three or more vines hang apart with air between them.
    let vines = 0;
    for (let y = Math.round(jungle.height * 0.22); y < jungle.height * 0.36; y++)
      vines = Math.max(vines, colorRuns(jungle, y, green));
    expect(vines).toBeGreaterThanOrEqual(3);
    expect(colorRuns(bg("a forest"), 0, green)).toBe(0);
  });

  it("a swamp has dead trees: dark trunks standing tall", () => {
    const dark = (c: Lch) => c.L < 0.36;
    expect(columnGroups(bg("a swamp"), dark, 30, 0, 100)).toBeGreaterThanOrEqual(2);
    expect(columnGroups(bg("plains"), dark, 30, 0, 100)).toBe(0);
  });

  it("a sunset is a warm sky", () => {
    const warm = (c: Lch) => c.C > 0.08 && (c.h < 80 || c.h > 300);
    const upper = { x0: 0, y0: 0, x1: 128, y1: 64 };
    expect(count(bg("a sunset"), warm, upper)).toBeGreaterThanOrEqual(128 * 64 * 0.3);
    expect(count(bg("plains"), warm, upper)).toBeLessThan(128 * 64 * 0.05);
  });
});

/** Separate 4-connected groups of opaque pixels of at least `min` pixels. */
function components(img: RgbaImage, min = 4): number {
  const seen = new Uint8Array(img.width * img.height);
  let n = 0;
  for (let start = 0; start < seen.length; start++) {
    if (seen[start] || img.data[start * 4 + 3] === 0) continue;
    let size = 0;
    const stack = [start];
    seen[start] = 1;
    while (stack.length > 0) {
      const i = stack.pop()!;
      size++;
      const x = i % img.width;
      const y = Math.floor(i / img.width);
      for (const [nx, ny] of [
        [x + 1, y],
        [x - 1, y],
        [x, y + 1],
        [x, y - 1],
      ] as const) {
        if (nx < 0 || ny < 0 || nx >= img.width || ny >= img.height) continue;
        const j = ny * img.width + nx;
        if (!seen[j] && img.data[j * 4 + 3]! > 0) {
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    if (size >= min) n++;
  }
  return n;
}

/** Opaque bounds. */
function bounds(img: RgbaImage) {
  let x0 = img.width;
  let x1 = -1;
  let y0 = img.height;
  let y1 = -1;
  for (let y = 0; y < img.height; y++)
    for (let x = 0; x < img.width; x++)
      if (alpha(img, x, y) > 0) {
        x0 = Math.min(x0, x);
        x1 = Math.max(x1, x);
        y0 = Math.min(y0, y);
        y1 = Math.max(y1, y);
      }
  return { x0, x1, y0, y1, w: x1 - x0 + 1, h: y1 - y0 + 1 };
}

const INTERFACE: readonly [string, AssetType, string][] = [
  ["a heart health bar", "ui", "heart bar"],
  ["a mana bar", "ui", "mana bar"],
  ["a mouse cursor", "ui", "cursor"],
  ["a checkbox", "ui", "checkbox"],
  ["a dialog box", "ui", "dialog box"],
  ["a close button", "ui", "close button"],
  ["a right arrow button", "ui", "arrow button"],
  ["three stars rating", "ui", "star rating"],
  ["an ice shard", "effect", "ice shard"],
  ["a poison cloud", "effect", "poison cloud"],
  ["a dust cloud", "effect", "dust"],
  ["a shockwave", "effect", "shockwave"],
  ["a laser beam", "effect", "beam"],
  ["bubbles", "effect", "bubbles"],
  ["a tornado", "effect", "tornado"],
  ["a meteor", "effect", "meteor"],
  ["a hit spark", "effect", "hit spark"],
  ["sleeping zzz", "effect", "zzz"],
];

describe("interface pieces and effects ordinary prompts name", () => {
  it.each(INTERFACE)("'%s' (%s) reads as %s, every word understood", (prompt, type, subject) => {
    const reading = readSpritePrompt(prompt, type);
    expect(reading.subject).toBe(subject);
    expect(reading.unrecognized).toEqual([]);
  });

  it("a heart health bar is three separate hearts in a row, the first two red", () => {
    const img = draw("a heart health bar", "ui").image;
    expect(components(img)).toBe(3);
    const b = bounds(img);
    expect(b.w).toBeGreaterThan(b.h * 2.5);
    const red = (c: Lch) => c.C > 0.12 && (c.h < 40 || c.h > 340);
    const third = Math.floor(b.w / 3);
    expect(count(img, red, { x0: b.x0, y0: 0, x1: b.x0 + third, y1: 64 })).toBeGreaterThan(40);
    expect(
      count(img, red, { x0: b.x0 + third, y0: 0, x1: b.x0 + 2 * third, y1: 64 }),
    ).toBeGreaterThan(40);
  });

  it("a star rating is three separate gold stars in a row", () => {
    const img = draw("three stars rating", "ui").image;
    expect(components(img)).toBe(3);
    const gold = (c: Lch) => c.C > 0.08 && c.h > 60 && c.h < 100;
    expect(count(img, gold)).toBeGreaterThan(150);
  });

  it("a mana bar is filled blue where a health bar is filled red", () => {
    const blue = (c: Lch) => c.C > 0.1 && c.h > 220 && c.h < 280;
    const red = (c: Lch) => c.C > 0.1 && (c.h < 40 || c.h > 340);
    const mana = drawSprite({ ...request("a mana bar", "ui", 64), height: 16 }).image;
    const health = drawSprite({ ...request("a health bar", "ui", 64), height: 16 }).image;
    expect(count(mana, blue)).toBeGreaterThan(200);
    expect(count(mana, red)).toBe(0);
    expect(count(health, blue)).toBe(0);
  });

  it("a cursor points up and to the left: its tip is its topmost pixel, at its left edge", () => {
    const img = draw("a mouse cursor", "ui").image;
    const b = bounds(img);
    const topRow = runs(img, b.y0);
    expect(topRow.length).toBe(1);
    let first = 0;
    while (alpha(img, first, b.y0) === 0) first++;
    expect(first - b.x0).toBeLessThanOrEqual(2);
    expect(Math.max(...runs(img, b.y0 + Math.round(b.h * 0.55)))).toBeGreaterThan(b.w * 0.5);
  });

  it("a checkbox holds a green check inside a box", () => {
    const img = draw("a checkbox", "ui").image;
    const b = bounds(img);
    const checkGreen = (c: Lch) => c.C > 0.08 && c.h > 120 && c.h < 160;
    expect(count(img, checkGreen)).toBeGreaterThan(60);
    expect(Math.abs(b.w - b.h)).toBeLessThanOrEqual(2);
  });

  it("a close button's cross runs corner to corner across its middle", () => {
    const img = draw("a close button", "ui").image;
    const b = bounds(img);
    const pale = (c: Lch) => c.C < 0.05 && c.L > 0.6;
    const at = (fx: number, fy: number) =>
      lch(img, Math.round(b.x0 + b.w * fx), Math.round(b.y0 + b.h * fy));
    for (const [fx, fy] of [
      [0.5, 0.5],
      [0.35, 0.35],
      [0.65, 0.35],
      [0.35, 0.65],
      [0.65, 0.65],
    ] as const)
      expect(pale(at(fx, fy)), `${fx},${fy}`).toBe(true);
    expect(pale(at(0.5, 0.25))).toBe(false);
  });

  it("a shockwave is a ring: a row through its middle crosses the ring on both sides", () => {
    const img = draw("a shockwave", "effect").image;
    const b = bounds(img);
    const y = b.y0 + Math.floor(b.h / 2);
    expect(runs(img, y).length).toBeGreaterThanOrEqual(2);
    // Open in the middle: the ring, not a disc.
    expect(alpha(img, b.x0 + Math.floor(b.w / 2), y)).toBe(0);
  });

  it("a laser beam is long and thin", () => {
    const b = bounds(draw("a laser beam", "effect").image);
    expect(b.w).toBeGreaterThan(b.h * 2.5);
  });

  it("bubbles are several separate round bubbles", () => {
    expect(components(draw("bubbles", "effect").image)).toBeGreaterThanOrEqual(4);
  });

  it("a tornado is a funnel: wide at the top, narrow at the bottom", () => {
    const img = draw("a tornado", "effect").image;
    const b = bounds(img);
    const width = (y: number) => Math.max(...runs(img, y), 0);
    expect(width(b.y0 + Math.round(b.h * 0.12))).toBeGreaterThan(
      3 * width(b.y0 + Math.round(b.h * 0.9)),
    );
  });

  it("a meteor is a grey rock at the lower left trailing fire to the upper right", () => {
    const img = draw("a meteor", "effect").image;
    const b = bounds(img);
    const fire = (c: Lch) => c.C > 0.12 && c.h > 30 && c.h < 100;
    const rock = (c: Lch) => c.C < 0.04;
    const half = {
      x0: b.x0 + Math.floor(b.w / 2),
      y0: b.y0,
      x1: b.x1 + 1,
      y1: b.y0 + Math.floor(b.h / 2),
    };
    const low = {
      x0: b.x0,
      y0: b.y0 + Math.floor(b.h / 2),
      x1: b.x0 + Math.floor(b.w / 2),
      y1: b.y1 + 1,
    };
    expect(count(img, fire, half)).toBeGreaterThan(count(img, fire, low));
    expect(count(img, rock, low)).toBeGreaterThan(count(img, rock, half) + 40);
  });

  it("a hit spark is a spiky star: wide through its middle, thin near its points", () => {
    const img = draw("a hit spark", "effect").image;
    const b = bounds(img);
    const width = (y: number) => runs(img, y).reduce((a, r) => a + r, 0);
    expect(width(b.y0 + Math.floor(b.h / 2))).toBeGreaterThan(b.w * 0.8);
    expect(width(b.y0 + Math.round(b.h * 0.1))).toBeLessThan(b.w * 0.25);
  });

  it("sleeping zzz rises to the right: the top of the drawing is right of its bottom", () => {
    const img = draw("sleeping zzz", "effect").image;
    const b = bounds(img);
    const centre = (y: number) => {
      let s = 0;
      let n = 0;
      for (let x = 0; x < img.width; x++)
        if (alpha(img, x, y) > 0) {
          s += x;
          n++;
        }
      return s / n;
    };
    expect(centre(b.y0 + 1)).toBeGreaterThan(centre(b.y1 - 1) + b.w * 0.3);
  });
});
