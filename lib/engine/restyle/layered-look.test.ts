/**
 * Looks drawn on a generated sprite's layers, judged on rendered pixels through the public
 * restyle entry, with the parts taken from the drawer's own drawings: the skin is what the
 * drawer paints blue when asked for blue skin, the eyes are the detail pixels the drawer put in
 * the line ink in the head's layer, the cloth is what it paints otherwise in other cloth colors.
 */
import { describe, expect, it } from "vitest";
import { oklabToOklch, rgbToOklab } from "../color";
import { EMPTY, FLAG_DETAIL, OUTLINE_INK } from "../draw";
import { generateLayered } from "../generate";
import { readSpritePrompt } from "../prompt";
import type { RgbaImage } from "../raster";
import { restyleSprite } from ".";

const SIZE = 64;

function drawn(prompt: string, assetType: "character" | "creature", colors?: string) {
  const reading = readSpritePrompt(prompt, assetType);
  return generateLayered({
    reading: colors ? { ...reading, partColorsAsked: colors } : reading,
    assetType,
    width: SIZE,
    height: SIZE,
    direction: assetType === "creature" ? "east" : "south",
    camera: "none",
    seed: 7,
  });
}

/** A custom look asked of a drawn sprite, carried on its layers (seed 7). */
const lookOn = (doc: ReturnType<typeof drawn>, prompt: string) =>
  restyleSprite(doc.sprite.image, { customPrompt: prompt, mode: "custom", seed: 7, layered: doc });
const shows = (img: RgbaImage, i: number) => img.data[i * 4 + 3]! > 0;
const sameAt = (a: RgbaImage, b: RgbaImage, i: number) =>
  [0, 1, 2, 3].every((k) => a.data[i * 4 + k] === b.data[i * 4 + k]);
const lchAt = (img: RgbaImage, i: number) =>
  oklabToOklch(rgbToOklab([img.data[i * 4]!, img.data[i * 4 + 1]!, img.data[i * 4 + 2]!]));
const keyAt = (img: RgbaImage, i: number) =>
  (img.data[i * 4]! << 16) | (img.data[i * 4 + 1]! << 8) | img.data[i * 4 + 2]!;

/** Pixels the drawer paints blue when asked for blue skin (and are not blue otherwise). */
function skinOf(prompt: string): Uint8Array {
  const plain = drawn(prompt, "character").sprite.image;
  const bluish = drawn(prompt, "character", "blue skin").sprite.image;
  const blue = (c: { C: number; h: number }) => c.C > 0.06 && c.h > 230 && c.h < 290;
  const mask = new Uint8Array(SIZE * SIZE);
  for (let i = 0; i < mask.length; i++) {
    if (shows(plain, i) && shows(bluish, i) && blue(lchAt(bluish, i)) && !blue(lchAt(plain, i)))
      mask[i] = 1;
  }
  return mask;
}

describe("royal on a generated knight's layers", () => {
  const prompt = "a knight with a sword and shield";
  const doc = drawn(prompt, "character");
  const source = doc.sprite.image;
  const skin = skinOf(prompt);
  const r = restyleSprite(source, {
    customPrompt: "royal",
    mode: "custom",
    seed: 7,
    layered: doc,
    skin,
  });

  it("keeps every skin pixel and the steel, and dresses the cloth", () => {
    const skinPixels = [...skin.keys()].filter((i) => skin[i]);
    expect(skinPixels.length).toBeGreaterThan(20);
    expect(skinPixels.filter((i) => !sameAt(source, r.image, i))).toEqual([]);
    const other = drawn(prompt, "character", "yellow tunic, green cape").sprite.image;
    let cloth = 0;
    let dressed = 0;
    let rest = 0;
    let kept = 0;
    for (let i = 0; i < SIZE * SIZE; i++) {
      if (!shows(source, i) || skin[i]) continue;
      if (sameAt(source, other, i)) {
        rest++;
        if (sameAt(source, r.image, i)) kept++;
      } else {
        cloth++;
        if (!sameAt(source, r.image, i)) dressed++;
      }
    }
    expect(dressed / cloth).toBeGreaterThan(0.6);
    expect(kept / rest).toBeGreaterThan(0.85);
  });

  it("brings its new colors in as ramps: shades of one hue in the source's light order", () => {
    const before = new Set<number>();
    for (let i = 0; i < SIZE * SIZE; i++) if (shows(source, i)) before.add(keyAt(source, i));
    // The crown is drawn on the helmet, not recolored from it: its rows are left out; so is
    // the gold trim drawn along the cloth's hems.
    const head = doc.layers.find((l) => l.role === "head" && l.width > 0)!;
    const crowned = (i: number) => Math.floor(i / SIZE) <= head.y + 5;
    const gold = (i: number) => {
      const c = lchAt(r.image, i);
      return c.C >= 0.06 && c.h >= 60 && c.h <= 105;
    };
    const fresh: number[] = [];
    for (let i = 0; i < SIZE * SIZE; i++) {
      if (crowned(i) || gold(i)) continue;
      if (shows(r.image, i) && !before.has(keyAt(r.image, i)) && lchAt(r.image, i).C > 0.05)
        fresh.push(i);
    }
    expect(fresh.length).toBeGreaterThan(20);
    // Hue families: hues chained by steps under 25 degrees (a ramp's shades lean cooler in the
    // shadows and warmer in the lights, so its ends may be far apart).
    const hues = [...new Set(fresh.map((i) => Math.round(lchAt(r.image, i).h)))].sort(
      (a, b) => a - b,
    );
    const start = hues.findIndex(
      (h, k) => (h - (hues[k - 1] ?? hues.at(-1)! - 360) + 360) % 360 >= 25,
    );
    const ordered = [...hues.slice(Math.max(0, start)), ...hues.slice(0, Math.max(0, start))];
    const familyOf = new Map<number, number>();
    let home = ordered[0]!;
    ordered.forEach((h, k) => {
      if (k > 0 && (h - ordered[k - 1]! + 360) % 360 >= 25) home = h;
      familyOf.set(h, home);
    });
    const families = new Map<number, number[]>();
    for (const i of fresh) {
      const f = familyOf.get(Math.round(lchAt(r.image, i).h))!;
      families.set(f, [...(families.get(f) ?? []), i]);
    }
    for (const [hue, pixels] of families) {
      const shades = new Set(pixels.map((i) => keyAt(r.image, i)));
      expect(shades.size, `hue ${Math.round(hue)}`).toBeGreaterThanOrEqual(2);
      // A pixel clearly darker than another in the source is not lighter after.
      let broken = 0;
      for (const a of pixels) {
        for (const b of pixels) {
          const la = lchAt(source, a).L;
          const lb = lchAt(source, b).L;
          if (la < lb - 0.05 && lchAt(r.image, a).L > lchAt(r.image, b).L + 0.01) broken++;
        }
      }
      expect(broken, `hue ${Math.round(hue)}`).toBe(0);
    }
  });
});

describe("robot on a generated wolf's layers", () => {
  const doc = drawn("a grey wolf", "creature");
  const source = doc.sprite.image;
  const r = lookOn(doc, "turn him into a robot");

  it("lights the eyes red and turns the rest to steel, unmirrored", () => {
    const head = doc.layers.find((l) => l.role === "head")!;
    const eyes: number[] = [];
    for (let v = 0; v < head.height; v++) {
      for (let u = 0; u < head.width; u++) {
        const k = v * head.width + u;
        if (head.ink[k] === EMPTY || head.ink[k] !== OUTLINE_INK) continue;
        if (head.flags[k]! & FLAG_DETAIL) eyes.push((head.y + v) * SIZE + head.x + u);
      }
    }
    expect(eyes.length).toBeGreaterThan(0);
    const red = eyes.filter((i) => {
      const c = lchAt(r.image, i);
      return c.C > 0.1 && (c.h < 45 || c.h > 340);
    });
    expect(red.length / eyes.length).toBeGreaterThan(0.5);
    // Same silhouette (no mirror, no move), and the body a cool steel, not the grey fur.
    let figure = 0;
    let steel = 0;
    for (let i = 0; i < SIZE * SIZE; i++) {
      expect(shows(r.image, i)).toBe(shows(source, i));
      if (!shows(source, i) || eyes.includes(i)) continue;
      figure++;
      const c = lchAt(r.image, i);
      if (!sameAt(source, r.image, i) && c.C < 0.08 && (c.L < 0.3 || (c.h > 200 && c.h < 280)))
        steel++;
    }
    expect(steel / figure).toBeGreaterThan(0.6);
    expect(r.words.used).toContain("robot");
  });
});

/**
 * Pixels of `img` in rows `top` to `bottom` that differ from `was` and are gold (a warm yellow
 * hue, saturated, light).
 */
function goldIn(img: RgbaImage, was: RgbaImage, top: number, bottom: number): number {
  let n = 0;
  for (let y = Math.max(0, top); y <= bottom; y++) {
    for (let x = 0; x < SIZE; x++) {
      const i = y * SIZE + x;
      if (!shows(img, i) || sameAt(img, was, i)) continue;
      const c = lchAt(img, i);
      if (c.C >= 0.09 && c.L >= 0.6 && c.h >= 65 && c.h <= 105) n++;
    }
  }
  return n;
}

describe("royal crowns a figure whose head is round on top", () => {
  const royal = (prompt: string, direction: "south" | "east") => {
    const reading = readSpritePrompt(prompt, "character");
    const doc = generateLayered({
      reading,
      assetType: "character",
      width: SIZE,
      height: SIZE,
      direction,
      camera: "none",
      seed: 7,
    });
    const image = restyleSprite(doc.sprite.image, {
      customPrompt: "royal",
      mode: "custom",
      seed: 7,
      layered: doc,
    }).image;
    return { doc, image };
  };

  it("a knight's helmet and an elf's hair wear a gold crown on the head's top rows", () => {
    for (const [prompt, direction] of [
      ["a knight with a sword and shield", "south"],
      ["an elf archer with a bow", "south"],
    ] as const) {
      const { doc, image } = royal(prompt, direction);
      const head = doc.layers.find((l) => l.role === "head" && l.width > 0)!;
      // The top rows of the head layer as drawn, and the air just above them.
      expect(
        goldIn(image, doc.sprite.image, head.y - 3, head.y + 5),
        prompt,
      ).toBeGreaterThanOrEqual(8);
    }
  });

  it("a wizard's pointed hat keeps its point and wears a crown around its cone, above the brim", () => {
    const { doc, image } = royal("an old wizard with a staff", "east");
    // The brim, from the head layer the drawer produced: its widest row in its upper half.
    const head = doc.layers.find((l) => l.role === "head" && l.width > 0)!;
    let brim = head.y;
    let widest = 0;
    for (let v = 0; v < head.height / 2; v++) {
      let n = 0;
      for (let u = 0; u < head.width; u++) if (head.ink[v * head.width + u] !== EMPTY) n++;
      if (n > widest) {
        widest = n;
        brim = head.y + v;
      }
    }
    const rows = opaqueRows(doc.sprite.image);
    // A band on the cone just above the brim, and points standing above the band.
    expect(goldIn(image, doc.sprite.image, brim - 2, brim - 1)).toBeGreaterThanOrEqual(8);
    expect(goldIn(image, doc.sprite.image, brim - 6, brim - 3)).toBeGreaterThanOrEqual(3);
    // The point stays the hat's own: no gold on its top rows.
    expect(goldIn(image, doc.sprite.image, rows.top, rows.top + 4)).toBe(0);
  });

  it("a wizard's robe ends in a gold hem over his boots", () => {
    const { doc, image } = royal("an old wizard with a staff", "east");
    const rows = opaqueRows(doc.sprite.image);
    expect(goldIn(image, doc.sprite.image, rows.bottom - 6, rows.bottom)).toBeGreaterThanOrEqual(4);
  });
});

/** The first and last rows where `img` shows a pixel. */
function opaqueRows(img: RgbaImage): { top: number; bottom: number } {
  let top = -1;
  let bottom = -1;
  for (let i = 0; i < SIZE * SIZE; i++) {
    if (!shows(img, i)) continue;
    const y = Math.floor(i / SIZE);
    if (top < 0) top = y;
    bottom = y;
  }
  return { top, bottom };
}

describe("robot on a wizard in profile", () => {
  const reading = readSpritePrompt("an old wizard with a staff", "character");
  const doc = generateLayered({
    reading,
    assetType: "character",
    width: SIZE,
    height: SIZE,
    direction: "east",
    camera: "none",
    seed: 7,
  });
  const source = doc.sprite.image;
  const r = restyleSprite(source, {
    customPrompt: "turn him into a robot",
    mode: "custom",
    seed: 7,
    layered: doc,
    skin: skinOf("an old wizard with a staff"),
  });
  const lightness = (j: number) => (shows(r.image, j) ? lchAt(r.image, j).L : 0);
  const red = (i: number) => {
    const c = lchAt(r.image, i);
    return shows(r.image, i) && c.C > 0.1 && (c.h < 45 || c.h > 340);
  };

  it("wears a visor slit across the face, not a red eye", () => {
    // The longest run of red in a row, within the head layer's rows.
    const head = doc.layers.find((l) => l.role === "head")!;
    let longest = 0;
    for (let y = head.y; y < head.y + head.height; y++) {
      let run = 0;
      for (let x = 0; x < SIZE; x++) {
        run = red(y * SIZE + x) ? run + 1 : 0;
        longest = Math.max(longest, run);
      }
    }
    expect(longest).toBeGreaterThanOrEqual(5);
  });

  it("has its robe cut into plates: seams across the torso", () => {
    // Rows of the torso layer where a run of at least 3 pixels, inside the figure, is darker
    // than both the rows above and below: a seam.
    const torso = doc.layers.find((l) => l.role === "torso")!;
    let seams = 0;
    for (let y = torso.y + 1; y < torso.y + torso.height - 1; y++) {
      let run = 0;
      let found = false;
      for (let x = torso.x; x < torso.x + torso.width; x++) {
        const i = y * SIZE + x;
        const dark =
          shows(r.image, i) &&
          shows(r.image, i - SIZE) &&
          shows(r.image, i + SIZE) &&
          lightness(i) + 0.08 < lightness(i - SIZE) &&
          lightness(i) + 0.08 < lightness(i + SIZE);
        run = dark ? run + 1 : 0;
        if (run >= 3) found = true;
      }
      if (found) seams++;
    }
    expect(seams).toBeGreaterThanOrEqual(2);
  });
});

describe("royal on a body without clothes", () => {
  it("a slime's and a wolf's crown is big enough to read at 1x: 7 px wide, 5 rows tall", () => {
    for (const prompt of ["a green slime", "a grey wolf"]) {
      const doc = drawn(prompt, "creature");
      const source = doc.sprite.image;
      const image = lookOn(doc, "royal").image;
      // The bounding box of the gold pixels the look drew (changed from the source; its shaded
      // rows too, a darker gold).
      let left = SIZE;
      let right = -1;
      let top = SIZE;
      let bottom = -1;
      for (let y = 0; y < SIZE; y++) {
        for (let x = 0; x < SIZE; x++) {
          const i = y * SIZE + x;
          if (!shows(image, i) || sameAt(image, source, i)) continue;
          const c = lchAt(image, i);
          if (!(c.C >= 0.06 && c.L >= 0.35 && c.h >= 55 && c.h <= 105)) continue;
          left = Math.min(left, x);
          right = Math.max(right, x);
          top = Math.min(top, y);
          bottom = Math.max(bottom, y);
        }
      }
      expect(right - left + 1, prompt).toBeGreaterThanOrEqual(7);
      expect(bottom - top + 1, prompt).toBeGreaterThanOrEqual(5);
    }
  });
});

describe("robot on an elf with blond hair", () => {
  it("plates the hair too: nothing of the head layer keeps a warm colour as drawn", () => {
    const doc = drawn("an elf archer with a bow", "character");
    const source = doc.sprite.image;
    const image = lookOn(doc, "turn him into a robot").image;
    const head = doc.layers.find((l) => l.role === "head" && l.width > 0)!;
    let warmBefore = 0;
    let warmKept = 0;
    for (let v = 0; v < head.height; v++) {
      for (let u = 0; u < head.width; u++) {
        if (head.ink[v * head.width + u] === EMPTY) continue;
        const i = (head.y + v) * SIZE + head.x + u;
        const c = lchAt(source, i);
        // Warm and light: the blond hair and the skin the drawer painted on the head.
        if (!(c.C >= 0.04 && c.L >= 0.5 && c.h >= 30 && c.h <= 110)) continue;
        warmBefore++;
        if (sameAt(source, image, i)) warmKept++;
      }
    }
    expect(warmBefore).toBeGreaterThan(20);
    expect(warmKept).toBe(0);
  });
});

describe("a crown on a wolf", () => {
  it("sits on the head above the eye: no dark face pixel inside the head is covered", () => {
    const doc = drawn("a grey wolf", "creature");
    const source = doc.sprite.image;
    const image = lookOn(doc, "royal").image;
    const head = doc.layers.find((l) => l.role === "head" && l.width > 0)!;
    // The eye and the face's inner lines: dark pixels of the head layer with the head all round.
    const inHead = (u: number, v: number) =>
      u >= 0 &&
      v >= 0 &&
      u < head.width &&
      v < head.height &&
      head.ink[v * head.width + u] !== EMPTY;
    let face = 0;
    let kept = 0;
    let crown = 0;
    for (let v = 0; v < head.height; v++) {
      for (let u = 0; u < head.width; u++) {
        const i = (head.y + v) * SIZE + head.x + u;
        if (!sameAt(source, image, i)) crown++;
        if (!(inHead(u - 1, v) && inHead(u + 1, v) && inHead(u, v - 1) && inHead(u, v + 1)))
          continue;
        if (lchAt(source, i).L >= 0.35) continue;
        face++;
        if (sameAt(source, image, i)) kept++;
      }
    }
    expect(crown).toBeGreaterThan(0);
    expect(face).toBeGreaterThan(0);
    expect(kept).toBe(face);
  });
});

describe("a robot slime", () => {
  it("wears an antenna: a stalk up from the top of its dome with a red bulb at its tip", () => {
    const doc = drawn("a green slime", "creature");
    const out = lookOn(doc, "turn him into a robot").image;
    const source = doc.sprite.image;
    let top = SIZE;
    for (let i = 0; i < SIZE * SIZE; i++)
      if (shows(source, i)) top = Math.min(top, Math.floor(i / SIZE));
    // Drawn above the slime's own top: at least three rows tall, red at its top.
    const above: number[] = [];
    for (let i = 0; i < top * SIZE; i++) if (shows(out, i)) above.push(i);
    const rows = new Set(above.map((i) => Math.floor(i / SIZE)));
    expect(rows.size).toBeGreaterThanOrEqual(3);
    const red = above.filter((i) => {
      const c = lchAt(out, i);
      return c.C > 0.1 && (c.h < 45 || c.h > 330);
    });
    expect(red.length).toBeGreaterThan(0);
    // At its tip: the red bulb is under nothing but its outline.
    expect(
      Math.min(...red.map((i) => Math.floor(i / SIZE))) - Math.min(...rows),
    ).toBeLessThanOrEqual(1);
  });
});
