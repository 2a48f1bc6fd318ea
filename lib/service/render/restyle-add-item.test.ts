/**
 * A restyle that adds a held item ("give him a spear") puts it in a hand and changes nothing
 * else, judged on rendered pixels with the parts taken from the drawer's own layers (which
 * layer shows at each pixel of the source as drawn), never from the restyle or combine code:
 * the figure keeps its place and size, what the other hand holds stays, and the side a
 * sentence names is honoured or reported.
 */
import { describe, expect, it } from "vitest";
import { generateLayered, type LayeredSprite } from "@/lib/engine/generate";
import { readSpritePrompt } from "@/lib/engine/prompt";
import type { RgbaImage } from "@/lib/engine/raster";
import { DRAWN_MAGE, paintGrid } from "@/lib/engine/testing";
import { type RedrawRecipe, renderTaskTable as task } from "./tasks";

const SIZE = 64;
const SEED = 7;
const KNIGHT = "a knight with a sword and shield";
const ELF = "an elf archer with a bow";

type Facing = "south" | "east";

function recipe(prompt: string, facing: Facing): RedrawRecipe {
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

function drawn(prompt: string, facing: Facing): LayeredSprite {
  return generateLayered({
    reading: readSpritePrompt(prompt, "character"),
    assetType: "character",
    width: SIZE,
    height: SIZE,
    direction: facing,
    camera: "none",
    seed: SEED,
  });
}

/** The role of the layer that shows at each pixel of the drawing at rest ("" where none). */
function frontRoles(doc: LayeredSprite): string[] {
  const out = new Array<string>(doc.width * doc.height).fill("");
  for (const l of [...doc.layers].sort((a, b) => a.z - b.z)) {
    for (let v = 0; v < l.height; v++) {
      for (let u = 0; u < l.width; u++) {
        if (l.ink[v * l.width + u]! < 0) continue;
        const x = doc.mirrored ? doc.width - 1 - (l.x + u) : l.x + u;
        const y = l.y + v;
        if (x < 0 || y < 0 || x >= doc.width || y >= doc.height) continue;
        out[y * doc.width + x] = l.role;
      }
    }
  }
  return out.map((r, i) => (doc.sprite.image.data[i * 4 + 3]! > 0 ? r : ""));
}

const sameAt = (a: RgbaImage, b: RgbaImage, i: number) =>
  [0, 1, 2, 3].every((k) => a.data[i * 4 + k] === b.data[i * 4 + k]);

function box(pixels: readonly number[]) {
  const xs = pixels.map((i) => i % SIZE);
  const ys = pixels.map((i) => Math.floor(i / SIZE));
  return {
    left: Math.min(...xs),
    right: Math.max(...xs),
    top: Math.min(...ys),
    bottom: Math.max(...ys),
  };
}

function give(prompt: string, sentence: string, facing: Facing = "south") {
  const doc = drawn(prompt, facing);
  const source = doc.sprite.image;
  const r = task.restyleChecked({
    source,
    redraw: recipe(prompt, facing),
    customPrompt: sentence,
    mode: "item",
    tier: "normal",
    seed: SEED,
    basePalette: null,
    paletteExtras: 8,
  });
  if (!r.ok) throw new Error(`refused: ${r.refusal.message}`);
  return { doc, source, r, roles: frontRoles(doc) };
}

/** Pixels the result changed from the source. */
const changed = (a: RgbaImage, b: RgbaImage) =>
  Array.from({ length: SIZE * SIZE }, (_, i) => i).filter((i) => !sameAt(a, b, i));

describe("a restyle that adds a held item", () => {
  for (const prompt of [KNIGHT, ELF]) {
    it(`keeps the figure of ${prompt} where and as large as it was drawn`, () => {
      const { source, r, roles } = give(prompt, "give him a spear");
      // The figure: every pixel the drawer's body layers show (not a held item or shield).
      const body = roles.flatMap((role, i) =>
        role && role !== "item" && role !== "shield" && role !== "hand" ? [i] : [],
      );
      const kept = body.filter((i) => sameAt(source, r.image, i));
      // The spear in a hand covers a few of them; a figure shrunk or moved keeps almost none.
      expect(kept.length).toBeGreaterThan(body.length * 0.85);
      // Its bounding box as drawn, give or take the one pixel the new item may cover.
      const [a, b] = [box(kept), box(body)];
      for (const k of ["left", "right", "top", "bottom"] as const)
        expect(Math.abs(a[k] - b[k]), k).toBeLessThanOrEqual(1);
    });
  }

  it("leaves the archer's bow in her hand, every pixel of it, and replaces nothing", () => {
    const { source, r, roles } = give(ELF, "give her a spear");
    const bow = roles.flatMap((role, i) => (role === "item" ? [i] : []));
    expect(bow.length).toBeGreaterThan(20);
    expect(bow.filter((i) => !sameAt(source, r.image, i))).toEqual([]);
    expect(r.ok && r.replaced).toBeUndefined();
    expect(r.ok && r.words.used).toContain("spear");
  });

  it("says what it replaced when both hands are full, and keeps the other hand's shield", () => {
    const { doc, source, r, roles } = give(KNIGHT, "give him a spear");
    const sword = doc.layers.find((l) => l.role === "item")!.kind;
    expect(r.ok && r.replaced).toBe(sword);
    const shield = roles.flatMap((role, i) => (role === "shield" ? [i] : []));
    const kept = shield.filter((i) => sameAt(source, r.image, i));
    expect(kept.length).toBeGreaterThan(shield.length * 0.95);
  });

  it("puts the item in the hand a side word names, and reports the word used", () => {
    const { doc, source, r } = give(KNIGHT, "give him a spear in his left hand");
    const { handLeft, handRight } = doc.sprite.anchors;
    const diff = changed(source, r.image);
    const near = (p: { x: number; y: number }) =>
      diff.filter((i) => Math.abs((i % SIZE) - p.x) + Math.abs(Math.floor(i / SIZE) - p.y) < 6)
        .length;
    expect(near(handLeft!)).toBeGreaterThan(near(handRight!));
    expect(r.ok && r.words.used).toContain("left");
    expect(r.ok && r.replaced).toBe("shield");
  });

  it("gives the named hand the item even when it holds one: the archer's bow gives way", () => {
    // Drawn facing the viewer, the archer holds her bow in her right hand (a bow is carried in
    // the weapon hand): the spear asked for in that hand takes its place.
    const { source, r, roles } = give(ELF, "give her a spear in her right hand");
    const bow = roles.flatMap((role, i) => (role === "item" ? [i] : []));
    const gone = bow.filter((i) => !sameAt(source, r.image, i));
    expect(gone.length).toBeGreaterThan(bow.length * 0.5);
    // The spear is drawn where the bow was held, not across the body in the other hand.
    const diff = changed(source, r.image);
    const bowX = box(bow);
    const onBowSide = diff.filter((i) => i % SIZE <= bowX.right + 2).length;
    expect(onBowSide).toBeGreaterThan(diff.length * 0.8);
    expect(r.ok && r.replaced).toBe("bow");
    expect(r.ok && r.words.used).toContain("right");
  });

  it("reports a side word it could not honour as ignored, never as used", () => {
    // Seen in profile, an item goes to the near hand, in front of the body; facing east that
    // is the figure's right hand (its right side faces the viewer), so "left" is not honoured.
    const { doc, source, r } = give(
      "an old wizard with a staff",
      "give him a spear in his left hand",
      "east",
    );
    const nearArm = doc.layers.find((l) => l.role === "arm" && l.name.includes("near"))!;
    const diff = changed(source, r.image);
    const inNearArm = diff.filter((i) => {
      const [x, y] = [i % SIZE, Math.floor(i / SIZE)];
      return (
        x >= nearArm.x - 3 &&
        x <= nearArm.x + nearArm.width + 3 &&
        y >= nearArm.y - 3 &&
        y <= nearArm.y + nearArm.height + 3
      );
    });
    expect(inNearArm.length).toBeGreaterThan(0);
    expect(r.ok && r.words.ignored).toContain("left");
    expect(r.ok && r.words.used).not.toContain("left");
  });

  it("names a profile's near hand by the figure's own side: facing east, the right", () => {
    const { r } = give("an old wizard with a staff", "give him a spear in his right hand", "east");
    expect(r.ok && r.words.used).toContain("right");
    expect(r.ok && r.words.ignored).not.toContain("right");
  });
});

describe("a held item added to a hand-drawn figure", () => {
  for (const scale of [2, 3]) {
    it(`gives a mage drawn ${scale} px a pixel a spear as long as he is tall, upright`, () => {
      const source = paintGrid(DRAWN_MAGE, SIZE, scale);
      const r = task.restyleChecked({
        source,
        redraw: null,
        customPrompt: "give him a spear",
        mode: "item",
        tier: "normal",
        seed: SEED,
        basePalette: null,
        paletteExtras: 8,
      });
      if (!r.ok) throw new Error(`refused: ${r.refusal.message}`);
      const figure = box(
        Array.from({ length: SIZE * SIZE }, (_, i) => i).filter((i) => source.data[i * 4 + 3]! > 0),
      );
      const spear = box(changed(source, r.image));
      const tall = figure.bottom - figure.top + 1;
      const high = spear.bottom - spear.top + 1;
      // A spear, not a club: most of the figure's height, and a narrow upright shaft.
      expect(high).toBeGreaterThanOrEqual(tall * 0.7);
      expect(spear.right - spear.left + 1).toBeLessThanOrEqual(high / 3);
      // Its head reaches the figure's upper half.
      expect(spear.top).toBeLessThan(figure.top + tall / 2);
    });
  }
});
