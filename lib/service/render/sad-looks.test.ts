/**
 * "Make it look sad" on creatures, through the restyle task a request and its job run, judged
 * on rendered pixels with the parts from the drawer's own layers: the wolf's head hangs (the
 * head layer's pixels sit lower) while its feet stay on the ground, the slime sags (shorter)
 * and its eye is lidded (fewer of the eye's line-ink pixels show); neither is refused.
 */
import { describe, expect, it } from "vitest";
import { FLAG_DETAIL, OUTLINE_INK } from "@/lib/engine/draw";
import { generateLayered } from "@/lib/engine/generate";
import { readSpritePrompt } from "@/lib/engine/prompt";
import type { RgbaImage } from "@/lib/engine/raster";
import { TEAR_HEX } from "@/lib/engine/restyle";
import { renderTaskTable as task } from "./tasks";

const SIZE = 64;
const TEAR = Number.parseInt(TEAR_HEX.slice(1), 16);

function sad(prompt: string) {
  const doc = generateLayered({
    reading: readSpritePrompt(prompt, "creature"),
    assetType: "creature",
    width: SIZE,
    height: SIZE,
    direction: "east",
    camera: "none",
    seed: 7,
  });
  const r = task.restyleChecked({
    source: doc.sprite.image,
    redraw: {
      prompt,
      assetType: "creature",
      width: SIZE,
      height: SIZE,
      facing: "east",
      camera: "none",
      seed: 7,
    },
    customPrompt: "make it look sad",
    mode: "custom",
    tier: "normal",
    seed: 7,
    basePalette: null,
    paletteExtras: 12,
  });
  return { doc, r };
}

const shows = (img: RgbaImage, i: number) => img.data[i * 4 + 3]! > 0;

function rows(img: RgbaImage): { top: number; bottom: number } {
  let top = SIZE;
  let bottom = -1;
  for (let i = 0; i < SIZE * SIZE; i++) {
    if (!shows(img, i)) continue;
    top = Math.min(top, Math.floor(i / SIZE));
    bottom = Math.max(bottom, Math.floor(i / SIZE));
  }
  return { top, bottom };
}

describe("a sad creature", () => {
  it("a wolf hangs its head with its feet on the ground", () => {
    const { doc, r } = sad("a grey wolf");
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.words.used).toEqual(["sad"]);
    const source = doc.sprite.image;
    expect(rows(r.image).bottom).toBe(rows(source).bottom);
    // The head's columns (from its layer): their highest drawn pixel is lower than before.
    const head = doc.layers.find((l) => l.role === "head")!;
    const highest = (img: RgbaImage) => {
      let top = SIZE;
      for (let x = head.x; x < head.x + head.width; x++)
        for (let y = 0; y < SIZE; y++) if (shows(img, y * SIZE + x)) top = Math.min(top, y);
      return top;
    };
    expect(highest(r.image)).toBeGreaterThan(highest(source));
  });

  it("the wolf's head hangs whole: moved down by whole pixels, not turned into stairs", () => {
    const { doc, r } = sad("a grey wolf");
    if (!r.ok) throw new Error(r.refusal.message);
    const source = doc.sprite.image;
    // The head layer's pixels where it is the front-most layer at rest (the drawer's own).
    const front = new Int16Array(SIZE * SIZE).fill(-1);
    const head = new Uint8Array(SIZE * SIZE);
    for (const l of [...doc.layers].sort((a, b) => a.z - b.z)) {
      for (let v = 0; v < l.height; v++)
        for (let u = 0; u < l.width; u++) {
          if (l.ink[v * l.width + u]! < 0) continue;
          const [x, y] = [l.x + u, l.y + v];
          if (x < 0 || y < 0 || x >= SIZE || y >= SIZE) continue;
          front[y * SIZE + x] = l.z;
          head[y * SIZE + x] = l.role === "head" ? 1 : 0;
        }
    }
    const shown = [...head.keys()].filter((i) => head[i] && shows(source, i));
    expect(shown.length).toBeGreaterThan(60);
    const same = (i: number, j: number) =>
      [0, 1, 2, 3].every((k) => source.data[i * 4 + k] === r.image.data[j * 4 + k]);
    let best = { dy: 0, kept: 0 };
    for (let dy = 1; dy <= 8; dy++)
      for (let dx = -4; dx <= 4; dx++) {
        const kept = shown.filter((i) => {
          const [x, y] = [(i % SIZE) + dx, Math.floor(i / SIZE) + dy];
          return x >= 0 && x < SIZE && y < SIZE && same(i, y * SIZE + x);
        }).length;
        if (kept > best.kept) best = { dy, kept };
      }
    // Most of it as drawn, a few pixels lower (the lids and brows of the sad face aside).
    expect(best.kept).toBeGreaterThan(shown.length * 0.6);
  });

  it("a slime sags and its eye is lidded", () => {
    const { doc, r } = sad("a green slime");
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const source = doc.sprite.image;
    const before = rows(source);
    const after = rows(r.image);
    expect(after.bottom).toBe(before.bottom);
    expect(after.top).toBeGreaterThan(before.top);
    // The eye: the detail pixels drawn in the line ink in the face layer, counted as the dark
    // pixels of the face's columns; a lid covers some of them.
    const face = doc.layers.find((l) => l.name === "face")!;
    let eye = 0;
    for (let k = 0; k < face.ink.length; k++)
      if (face.ink[k] === OUTLINE_INK && face.flags[k]! & FLAG_DETAIL) eye++;
    expect(eye).toBeGreaterThan(4);
    const dark = (img: RgbaImage) => {
      let n = 0;
      for (let y = 0; y < SIZE; y++)
        for (let x = face.x - 2; x < face.x + face.width + 2; x++) {
          const o = (y * SIZE + x) * 4;
          if (img.data[o + 3] && img.data[o]! + img.data[o + 1]! + img.data[o + 2]! < 120) n++;
        }
      return n;
    };
    expect(dark(r.image)).toBeLessThan(dark(source));
  });
});

describe("a wizard in profile, his face under his brim and beard, made to look sad", () => {
  const prompt = "an old wizard with a staff";
  const doc = generateLayered({
    reading: readSpritePrompt(prompt, "character"),
    assetType: "character",
    width: SIZE,
    height: SIZE,
    direction: "east",
    camera: "none",
    seed: 7,
  });
  const source = doc.sprite.image;
  const r = task.restyleChecked({
    source,
    redraw: {
      prompt,
      assetType: "character",
      width: SIZE,
      height: SIZE,
      facing: "east",
      camera: "none",
      seed: 7,
    },
    customPrompt: "make it look sad",
    mode: "custom",
    tier: "normal",
    seed: 7,
    basePalette: null,
    paletteExtras: 0,
  });

  it("hangs his head whole: hat, face and beard sit lower, every row as drawn", () => {
    if (!r.ok) throw new Error(r.refusal.message);
    // The head layer's pixels as they show at rest (the drawer's own layer, front-most).
    const z = new Int16Array(SIZE * SIZE).fill(-1);
    const head = new Uint8Array(SIZE * SIZE);
    for (const l of [...doc.layers].sort((a, b) => a.z - b.z)) {
      for (let v = 0; v < l.height; v++)
        for (let u = 0; u < l.width; u++) {
          if (l.ink[v * l.width + u]! < 0) continue;
          const [x, y] = [l.x + u, l.y + v];
          if (x < 0 || y < 0 || x >= SIZE || y >= SIZE) continue;
          z[y * SIZE + x] = l.z;
          head[y * SIZE + x] = l.role === "head" ? 1 : 0;
        }
    }
    // Less the staff's columns: where the staff crosses the face, the hung face moved ahead
    // comes over it or off it, so those pixels are not the head's alone.
    const staff = doc.layers.find((l) => l.role === "item")!;
    const clear = (i: number) => i % SIZE < staff.x - 4 || i % SIZE > staff.x + staff.width + 4;
    const shown = [...head.keys()].filter(
      (i) => head[i] && source.data[i * 4 + 3]! > 0 && clear(i),
    );
    expect(shown.length).toBeGreaterThan(60);
    const same = (i: number, j: number) =>
      [0, 1, 2, 3].every((k) => source.data[i * 4 + k] === r.image.data[j * 4 + k]);
    // One whole-pixel move down, each row slid ahead by its own whole number of pixels (the
    // head hung forward by leaning: rows higher up slide further), carries most of the head as
    // drawn: moved and leaned row by row, not turned or smeared into stairs.
    const rows = new Map<number, number[]>();
    for (const i of shown)
      rows.set(Math.floor(i / SIZE), [...(rows.get(Math.floor(i / SIZE)) ?? []), i]);
    let best = { dy: 0, kept: 0 };
    for (let dy = 1; dy <= 8; dy++) {
      let kept = 0;
      for (const row of rows.values()) {
        let most = 0;
        for (let dx = -4; dx <= 8; dx++) {
          const n = row.filter((i) => {
            const [x, y] = [(i % SIZE) + dx, Math.floor(i / SIZE) + dy];
            return x >= 0 && x < SIZE && y < SIZE && same(i, y * SIZE + x);
          }).length;
          most = Math.max(most, n);
        }
        kept += most;
      }
      if (kept > best.kept) best = { dy, kept };
    }
    expect(best.dy).toBeGreaterThan(0);
    // (Hung lower, the beard's end goes behind the sleeve: a fifth of the head may be hidden.)
    expect(best.kept).toBeGreaterThan(shown.length * 0.8);
  });

  it("hangs his head forward: the hat's tip goes lower and ahead of where it stood", () => {
    if (!r.ok) throw new Error(r.refusal.message);
    const tip = (img: typeof source) => {
      const p = Math.floor(img.data.findIndex((v, k) => k % 4 === 3 && v > 0) / 4);
      return { x: p % img.width, y: Math.floor(p / img.width) };
    };
    // Sunk into the collar without hanging forward, the sorrow hardly showed at 1x.
    expect(tip(r.image).y).toBeGreaterThan(tip(source).y);
    expect(tip(r.image).x).toBeGreaterThanOrEqual(tip(source).x + 3);
  });

  it("paints no colour the drawing did not have but a tear's", () => {
    if (!r.ok) throw new Error(r.refusal.message);
    const key = (d: Uint8ClampedArray, o: number) => (d[o]! << 16) | (d[o + 1]! << 8) | d[o + 2]!;
    const own = new Set<number>();
    for (let o = 0; o < source.data.length; o += 4)
      if (source.data[o + 3]) own.add(key(source.data, o));
    const added = new Set<number>();
    for (let o = 0; o < r.image.data.length; o += 4)
      if (r.image.data[o + 3] && !own.has(key(r.image.data, o))) added.add(key(r.image.data, o));
    // A tear is the light blue the sad face adds where skin shows below an eye.
    expect([...added].filter((k) => k !== TEAR)).toEqual([]);
  });
});
