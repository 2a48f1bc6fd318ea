/**
 * Restyles and combines change only what their words say, judged on rendered pixels with the
 * parts taken from the drawer's own drawings (never from the restyle or combine code): a
 * costume look leaves the skin as it was, a combine naming another item leaves the held one in
 * its hand, a raised pose fits the frame.
 */
import { describe, expect, it } from "vitest";
import { oklabToOklch, rgbToOklab } from "@/lib/engine/color";
import { generateLayered } from "@/lib/engine/generate";
import { readSpritePrompt } from "@/lib/engine/prompt";
import type { RgbaImage } from "@/lib/engine/raster";
import type { RestyleMode } from "@/lib/engine/restyle";
import { type RedrawRecipe, renderTaskTable as task } from "./tasks";

const SIZE = 64;
const SEED = 7;

function drawn(prompt: string, facing: "south" | "east", partColorsAsked?: string) {
  const reading = readSpritePrompt(prompt, "character");
  return generateLayered({
    reading: partColorsAsked ? { ...reading, partColorsAsked } : reading,
    assetType: "character",
    width: SIZE,
    height: SIZE,
    direction: facing,
    camera: "none",
    seed: SEED,
  });
}

function recipe(prompt: string, facing: "south" | "east"): RedrawRecipe {
  return {
    prompt,
    assetType: "character",
    width: SIZE,
    height: SIZE,
    facing,
    camera: "none",
    seed: SEED,
  };
}

function restyled(prompt: string, facing: "south" | "east", sentence: string, mode: RestyleMode) {
  const source = drawn(prompt, facing).sprite.image;
  const r = task.restyleChecked({
    source,
    redraw: recipe(prompt, facing),
    customPrompt: sentence,
    mode,
    tier: "normal",
    seed: SEED,
    basePalette: null,
    paletteExtras: 8,
  });
  return { source, r };
}

const lchAt = (img: RgbaImage, i: number) =>
  oklabToOklch(rgbToOklab([img.data[i * 4]!, img.data[i * 4 + 1]!, img.data[i * 4 + 2]!]));
const shows = (img: RgbaImage, i: number) => img.data[i * 4 + 3]! > 0;
const sameAt = (a: RgbaImage, b: RgbaImage, i: number) =>
  [0, 1, 2, 3].every((k) => a.data[i * 4 + k] === b.data[i * 4 + k]);
const rgbaKey = (img: RgbaImage, i: number) =>
  (img.data[i * 4]! << 16) | (img.data[i * 4 + 1]! << 8) | img.data[i * 4 + 2]!;
const blue = (c: { C: number; h: number }) => c.C > 0.06 && c.h > 230 && c.h < 290;

/**
 * The skin: pixels the drawer paints blue when the same character (same seed) is asked with
 * blue skin, and that are not blue in the sprite itself.
 */
function skinPixels(prompt: string, facing: "south" | "east"): number[] {
  const plain = drawn(prompt, facing).sprite.image;
  const bluish = drawn(prompt, facing, "blue skin").sprite.image;
  const out: number[] = [];
  for (let i = 0; i < SIZE * SIZE; i++) {
    if (!shows(plain, i) || !shows(bluish, i)) continue;
    if (blue(lchAt(bluish, i)) && !blue(lchAt(plain, i))) out.push(i);
  }
  return out;
}

describe("a costume look leaves the skin as drawn", () => {
  for (const [prompt, facing] of [
    ["a knight with a sword and shield", "south"],
    ["an elf archer with a bow", "south"],
    ["an old wizard with a staff", "east"],
  ] as const) {
    it(`"royal" on ${prompt} changes the costume and not one skin pixel`, () => {
      const skin = skinPixels(prompt, facing);
      expect(skin.length).toBeGreaterThan(20);
      const { source, r } = restyled(prompt, facing, "royal", "custom");
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      const changed = skin.filter((i) => !sameAt(source, r.image, i));
      expect(changed).toEqual([]);
      // The clothes turned royal: the cloth is what the drawer paints otherwise when the same
      // character is asked in other cloth colors; most of it changed, mostly to purple.
      const other = drawn(prompt, facing, "yellow tunic, green cape").sprite.image;
      const cloth: number[] = [];
      const rest: number[] = [];
      for (let i = 0; i < SIZE * SIZE; i++) {
        if (!shows(source, i) || skin.includes(i)) continue;
        (sameAt(source, other, i) ? rest : cloth).push(i);
      }
      expect(cloth.length).toBeGreaterThan(40);
      const dressed = cloth.filter((i) => !sameAt(source, r.image, i));
      expect(dressed.length / cloth.length).toBeGreaterThan(0.6);
      const purple = dressed.filter((i) => {
        const c = lchAt(r.image, i);
        return c.C > 0.06 && c.h > 280 && c.h < 340;
      });
      expect(purple.length / dressed.length).toBeGreaterThan(0.3);
      // Hair, metal, leather and what the hands hold read as themselves: nearly all kept.
      const kept = rest.filter((i) => sameAt(source, r.image, i));
      expect(kept.length / rest.length).toBeGreaterThan(0.85);
    });
  }
});

/** Pixels whose front-most layer at rest has `role`, from the drawer's layers alone. */
function shownOf(doc: ReturnType<typeof drawn>, role: string): number[] {
  const front: string[] = new Array(SIZE * SIZE).fill("");
  for (const l of [...doc.layers].sort((a, b) => a.z - b.z)) {
    for (let y = 0; y < l.height; y++)
      for (let x = 0; x < l.width; x++) {
        const cx = doc.mirrored ? SIZE - 1 - (l.x + x) : l.x + x;
        if (l.ink[y * l.width + x] !== -1) front[(l.y + y) * SIZE + cx] = l.role;
      }
  }
  const out: number[] = [];
  for (let i = 0; i < front.length; i++) {
    if (front[i] === role && shows(doc.sprite.image, i)) out.push(i);
  }
  return out;
}

function weapon(prompt: string) {
  return generateLayered({
    reading: readSpritePrompt(prompt, "weapon"),
    assetType: "weapon",
    width: SIZE,
    height: SIZE,
    direction: "none",
    camera: "none",
    seed: SEED,
  }).sprite;
}

describe("a combine takes away only what it names", () => {
  const elf = "an elf archer with a bow";
  for (const [itemPrompt, where] of [
    // Her free hand named, or no hand: the right, which holds the bow, is not asked to give it up.
    ["battle axe", "in the left hand"],
    ["steel sword", "in the hand"],
  ] as const) {
    it(`the elf keeps her bow when given a ${itemPrompt} ${where}`, () => {
      const doc = drawn(elf, "south");
      const bow = shownOf(doc, "item");
      expect(doc.layers.find((l) => l.role === "item")?.kind).toBe("bow");
      expect(bow.length).toBeGreaterThan(20);
      const item = weapon(itemPrompt);
      const r = task.combine({
        base: doc.sprite.image,
        baseRedraw: recipe(elf, "south"),
        baseAnchors: doc.sprite.anchors,
        item: item.image,
        itemAnchors: item.anchors,
        prompt: where,
        itemName: itemPrompt,
        seed: SEED,
        basePalette: null,
        itemPalette: null,
        paletteExtras: 8,
      });
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      const kept = bow.filter((i) => sameAt(doc.sprite.image, r.image, i));
      expect(kept.length / bow.length).toBeGreaterThan(0.95);
      // The new item is there: a good many pixels appear or change outside the bow.
      let added = 0;
      for (let i = 0; i < SIZE * SIZE; i++) {
        if (!bow.includes(i) && !sameAt(doc.sprite.image, r.image, i)) added++;
      }
      expect(added).toBeGreaterThan(30);
      if (where.includes("right")) {
        expect(r.placement).toBe("left hand");
      }
    });
  }
});

/** Empty rows or columns between the figure and each edge of the frame. */
function margins(img: RgbaImage) {
  let top = SIZE;
  let bottom = SIZE;
  let left = SIZE;
  let right = SIZE;
  for (let i = 0; i < SIZE * SIZE; i++) {
    if (!shows(img, i)) continue;
    const x = i % SIZE;
    const y = Math.floor(i / SIZE);
    top = Math.min(top, y);
    bottom = Math.min(bottom, SIZE - 1 - y);
    left = Math.min(left, x);
    right = Math.min(right, SIZE - 1 - x);
  }
  return { top, bottom, left, right };
}

describe("a raised pose fits its frame", () => {
  for (const [prompt, facing, sentence] of [
    ["an old wizard with a staff", "east", "raise the staff"],
    ["a knight with a sword and shield", "south", "raise the sword"],
    ["a knight with a sword and shield", "south", "cheers with arms raised"],
  ] as const) {
    it(`"${sentence}" on ${prompt}: raised, and no part touches the frame's edge`, () => {
      const { source, r } = restyled(prompt, facing, sentence, "pose");
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      const rest = margins(source);
      const after = margins(r.image);
      for (const side of ["top", "bottom", "left", "right"] as const) {
        expect(after[side], side).toBeGreaterThanOrEqual(Math.min(1, rest[side]));
      }
      // Raised: the held item's lowest pixel (the staff's foot, the sword's pommel) is higher
      // than at rest, told by the item layer's own colors.
      const doc = drawn(prompt, facing);
      // Colors only the item shows (not the armor's steel as well).
      const itemPixels = new Set(shownOf(doc, "item"));
      const elsewhere = new Set<number>();
      for (let i = 0; i < SIZE * SIZE; i++)
        if (shows(source, i) && !itemPixels.has(i)) elsewhere.add(rgbaKey(source, i));
      const held = new Set(
        [...itemPixels].map((i) => rgbaKey(source, i)).filter((c) => !elsewhere.has(c)),
      );
      expect(held.size).toBeGreaterThan(0);
      const lowest = (img: RgbaImage) => {
        let y = -1;
        for (let i = 0; i < SIZE * SIZE; i++)
          if (shows(img, i) && held.has(rgbaKey(img, i))) y = Math.floor(i / SIZE);
        return y;
      };
      expect(lowest(r.image)).toBeLessThan(lowest(source) - 3);
    });
  }
});

describe("a colored cape on a figure drawn without one", () => {
  for (const [prompt, facing] of [
    ["an elf archer with a bow", "south"],
    ["an old wizard with a staff", "east"],
  ] as const) {
    it(`"a blue cape" on ${prompt} draws one, in blue, where the figure had none`, () => {
      const doc = drawn(prompt, facing);
      expect(doc.layers.some((l) => l.role === "cape" && l.width > 0)).toBe(false);
      const { source, r } = restyled(prompt, facing, "a blue cape", "custom");
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      let newBlue = 0;
      for (let i = 0; i < SIZE * SIZE; i++) {
        if (!shows(r.image, i) || !blue(lchAt(r.image, i))) continue;
        if (!shows(source, i) || !blue(lchAt(source, i))) newBlue++;
      }
      expect(newBlue).toBeGreaterThan(10);
      expect(r.words.used).toEqual(expect.arrayContaining(["blue", "cape"]));
    });
  }
});

describe("a sad face", () => {
  it('"make it look sad" on the knight hangs his head and runs tears down his face; his feet stay', () => {
    const prompt = "a knight with a sword and shield";
    const doc = drawn(prompt, "south");
    const head = doc.layers.find((l) => l.role === "head")!;
    const skin = new Set(skinPixels(prompt, "south"));
    const { source, r } = restyled(prompt, "south", "make it look sad", "custom");
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.words.used).toContain("sad");
    // The head's top: the first row showing anything over the head layer's columns.
    const top = (img: RgbaImage) => {
      for (let y = 0; y < SIZE; y++)
        for (let x = head.x; x < head.x + head.width; x++) if (shows(img, y * SIZE + x)) return y;
      return SIZE;
    };
    expect(top(r.image) - top(source)).toBeGreaterThanOrEqual(2);
    // Tears: light blue pixels on the face (skin at rest, a few rows lower once the head hangs)
    // where the knight shows no light blue at all.
    const tear = (img: RgbaImage, i: number) =>
      shows(img, i) && blue(lchAt(img, i)) && lchAt(img, i).L > 0.7;
    const tears = [...Array(SIZE * SIZE).keys()].filter((i) => tear(r.image, i));
    expect([...Array(SIZE * SIZE).keys()].filter((i) => tear(source, i))).toEqual([]);
    expect(tears.length).toBeGreaterThanOrEqual(2);
    for (const i of tears) {
      const onSkin = [0, 1, 2, 3, 4].some((dy) => skin.has(i - dy * SIZE));
      expect(onSkin).toBe(true);
    }
    // The feet stand where they stood: the lower legs' pixels in the bottom rows are as drawn.
    for (const leg of doc.layers.filter((l) => l.role === "leg-lower")) {
      for (let v = 0; v < leg.height; v++)
        for (let u = 0; u < leg.width; u++) {
          const [x, y] = [leg.x + u, leg.y + v];
          if (leg.ink[v * leg.width + u]! < 0 || y < SIZE - 6) continue;
          expect(sameAt(source, r.image, y * SIZE + x), `foot ${x},${y}`).toBe(true);
        }
    }
  });
});

describe("gold armor and a blue cape on figures whose drawer draws no plate", () => {
  it("a robed wizard gets the cape and a gold cuirass over his robe to the belt, every word used", () => {
    const { source, r } = restyled(
      "an old wizard with a staff",
      "east",
      "gold armor and a blue cape",
      "custom",
    );
    if (!r.ok) throw new Error(r.refusal.message);
    expect([...r.words.used].sort()).toEqual(["armor", "blue", "cape", "gold"]);
    // Gold where the drawer's torso layer shows, a plate's worth of it (a breastplate, not a
    // re-tinted buckle), with a dark gold rim under it: gold in light and dark shades.
    const doc = drawn("an old wizard with a staff", "east");
    const torso = doc.layers.find((l) => l.role === "torso")!;
    const gold: number[] = [];
    for (let y = torso.y; y < torso.y + torso.height; y++) {
      for (let x = torso.x; x < torso.x + torso.width; x++) {
        const i = y * SIZE + x;
        if (!shows(r.image, i) || sameAt(source, r.image, i)) continue;
        const c = lchAt(r.image, i);
        if (c.C > 0.06 && c.h > 55 && c.h < 110) gold.push(c.L);
      }
    }
    expect(gold.length).toBeGreaterThanOrEqual(30);
    expect(Math.max(...gold) - Math.min(...gold)).toBeGreaterThan(0.2);
    // A cuirass, not a bib under the beard: most of the robe the drawer shows from below the
    // collar down to the belt, and the belt itself (the waist), is gold. The belt: the torso's
    // rows the drawer paints anew, a run across, when the same wizard is asked with a red belt.
    const belted = drawn("an old wizard with a staff", "east", "red belt").sprite.image;
    const beltRows: number[] = [];
    for (let y = torso.y; y < torso.y + torso.height; y++) {
      let n = 0;
      for (let x = torso.x; x < torso.x + torso.width; x++) {
        if (shows(source, y * SIZE + x) && !sameAt(source, belted, y * SIZE + x)) n++;
      }
      if (n >= 5) beltRows.push(y);
    }
    expect(beltRows.length).toBeGreaterThan(0);
    // Where the torso is the drawer's topmost layer (the robe shown, not the arm or beard).
    const robe = new Set<number>();
    for (const l of doc.layers) {
      for (let v = 0; v < l.height; v++)
        for (let u = 0; u < l.width; u++) {
          if (l.ink[v * l.width + u]! < 0) continue;
          const i = (l.y + v) * SIZE + l.x + u;
          if (l.role === "torso") robe.add(i);
          else robe.delete(i);
        }
    }
    const goldAt = (i: number) => {
      if (!shows(r.image, i) || sameAt(source, r.image, i)) return false;
      const c = lchAt(r.image, i);
      return c.C > 0.06 && c.h > 55 && c.h < 110;
    };
    const goldShare = (y0: number, y1: number) => {
      const rows = [...robe].filter(
        (i) => Math.floor(i / SIZE) >= y0 && Math.floor(i / SIZE) <= y1,
      );
      return rows.filter(goldAt).length / Math.max(1, rows.length);
    };
    const [beltTop, beltBottom] = [beltRows[0]!, beltRows[beltRows.length - 1]!];
    expect(goldShare(torso.y + 2, beltTop - 1)).toBeGreaterThan(0.6);
    expect(goldShare(beltTop, beltBottom)).toBeGreaterThan(0.6);
  });

  it("a tunic-clad archer wears gold plates over his own tunic, his quiver as drawn", () => {
    const { source, r } = restyled(
      "an elf archer with a bow",
      "south",
      "gold armor and a blue cape",
      "custom",
    );
    if (!r.ok) throw new Error(r.refusal.message);
    expect(r.words.used).toEqual(expect.arrayContaining(["gold", "armor", "blue", "cape"]));
    const doc = drawn("an elf archer with a bow", "south");
    const gold = (i: number) => {
      const c = lchAt(r.image, i);
      return shows(r.image, i) && c.C > 0.06 && c.h > 55 && c.h < 110;
    };
    /** Pixels where a layer of `role` shows in the drawer's own drawing, rows `from`..`to` of it. */
    const shownOf = (role: string, from: number, to: number) => {
      const out: number[] = [];
      for (const l of doc.layers.filter((x) => x.role === role)) {
        for (let v = Math.round(l.height * from); v < Math.round(l.height * to); v++)
          for (let u = 0; u < l.width; u++)
            if (l.ink[v * l.width + u]! >= 0) out.push((l.y + v) * SIZE + l.x + u);
      }
      return out;
    };
    const share = (px: number[]) => px.filter(gold).length / Math.max(1, px.length);
    // A breastplate on the chest, the tunic still its own colour below the belt...
    expect(share(shownOf("torso", 0.4, 0.6))).toBeGreaterThan(0.5);
    const hips = shownOf("torso", 0.85, 1).filter((i) => shows(source, i));
    expect(hips.filter((i) => sameAt(source, r.image, i) || !gold(i)).length).toBe(hips.length);
    // ...a pauldron on each shoulder and a greave down each shin.
    expect(share(shownOf("arm", 0, 0.25))).toBeGreaterThan(0.3);
    expect(share(shownOf("leg-lower", 0.1, 0.5))).toBeGreaterThan(0.4);
    // Nothing above the shoulders turns gold (the quiver's red fletching stays red).
    const torso = doc.layers.find((l) => l.role === "torso")!;
    const arm = doc.layers.find((l) => l.role === "arm")!;
    for (let i = 0; i < arm.y * SIZE; i++) {
      if (i % SIZE < torso.x || i % SIZE >= torso.x + torso.width) continue;
      if (shows(source, i) && !gold(i)) continue;
      expect(gold(i) && !sameAt(source, r.image, i), `gold above the shoulders at ${i}`).toBe(
        false,
      );
    }
  });
});
