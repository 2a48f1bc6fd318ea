/**
 * A refused restyle says why in a sentence about the sprite, made through the render task a
 * restyle request runs before charging: what the sprite is and what it lacks or already has,
 * never a bare keyword. The sprites are engine drawings whose parts the drawer's layers name
 * (an old wizard drawn with a long beard, a slime with no face) and hand-drawn imports.
 */
import { describe, expect, it } from "vitest";
import { PALETTE_EXTRAS_DEFAULTS } from "@/lib/contract/operations";
import { oklabToOklch, rgbToOklab } from "@/lib/engine/color";
import { eyesOfLayer } from "@/lib/engine/draw";
import { generateLayered } from "@/lib/engine/generate";
import { readSpritePrompt } from "@/lib/engine/prompt";
import type { RestyleMode } from "@/lib/engine/restyle";
import { DRAWN_MAGE, DRAWN_POTION, paintGrid } from "@/lib/engine/testing";
import { type RedrawRecipe, renderTaskTable as task } from "./tasks";

function engine(prompt: string, assetType: "character" | "creature", facing: "south" | "east") {
  const recipe: RedrawRecipe = {
    prompt,
    assetType,
    width: 64,
    height: 64,
    facing,
    camera: "none",
    seed: 7,
  };
  const doc = generateLayered({
    reading: readSpritePrompt(prompt, assetType),
    assetType,
    width: 64,
    height: 64,
    direction: facing,
    camera: "none",
    seed: 7,
  });
  return { source: doc.sprite.image, redraw: recipe, doc };
}

function refusal(
  sprite: { source: ReturnType<typeof paintGrid>; redraw: RedrawRecipe | null },
  sentence: string,
  mode: RestyleMode = "custom",
) {
  const r = task.restyleChecked({
    source: sprite.source,
    redraw: sprite.redraw,
    customPrompt: sentence,
    mode,
    tier: "normal",
    seed: 7,
    basePalette: null,
    paletteExtras: PALETTE_EXTRAS_DEFAULTS.restyle[mode],
  });
  if (r.ok) throw new Error(`"${sentence}" was made, not refused`);
  return r.refusal;
}

describe("a refused restyle says why, about this sprite", () => {
  it("an old wizard already has a beard, and already looks old", () => {
    const wizard = engine("an old wizard with a staff", "character", "east");
    // The fixture's premise: the sprite is read as a wizard (the drawer draws old ones bearded).
    expect(readSpritePrompt("an old wizard with a staff", "character").subject).toBe("wizard");
    const beard = refusal(wizard, "give him a beard");
    expect(beard.words).toEqual(["beard"]);
    expect(beard.message).toMatch(/^This wizard already has a beard/);
    expect(refusal(wizard, "make him look older").message).toMatch(/This wizard already looks old/);
  });

  it("a slime and a wolf are told a beard is drawn only on a character; a slime has no hair", () => {
    const slime = engine("a green slime", "creature", "east");
    const wolf = engine("a grey wolf", "creature", "east");
    expect(refusal(slime, "give him a beard").message).toMatch(
      /^This slime is a creature, not a character: the engine draws a beard only on a character's face/,
    );
    expect(refusal(wolf, "give him a beard").message).toMatch(
      /^This wolf is a creature, not a character/,
    );
    // A slime has no head with an eye to age (a wolf's muzzle is greyed: old-creature.test.ts).
    expect(refusal(slime, "make him look older").message).toMatch(
      /^This slime shows no head with an eye/,
    );
    expect(refusal(slime, "pink hair").message).toMatch(/^This slime has no hair to colour pink/);
  });

  it("a knight asked to swap a staff is told what he holds", () => {
    const knight = engine("a knight with a sword and shield", "character", "south");
    const item = knight.doc.layers.find((l) => l.role === "item" && l.width > 0);
    expect(item?.kind).toBe("sword");
    expect(refusal(knight, "swap the staff for a sword", "item").message).toMatch(
      /^This knight holds a sword, not a staff/,
    );
  });

  it("a knight whose helmet covers his hair is refused a hair colour, an elf's bare hair is not", () => {
    const knight = engine("a knight with a sword and shield", "character", "south");
    const r = refusal(knight, "pink hair");
    expect(r.words).toEqual(["pink", "hair"]);
    expect(r.message).toMatch(/^This knight shows almost none of its hair \(its head is covered/);
    const elf = engine("an elf archer with a bow", "character", "south");
    const made = task.restyleChecked({
      source: elf.source,
      redraw: elf.redraw,
      customPrompt: "pink hair",
      mode: "custom",
      tier: "normal",
      seed: 7,
      basePalette: null,
      paletteExtras: PALETTE_EXTRAS_DEFAULTS.restyle.custom,
    });
    expect(made.ok).toBe(true);
  });

  it("an imported potion has no face to draw a beard on", () => {
    const potion = { source: paintGrid(DRAWN_POTION, 64), redraw: null };
    const r = refusal(potion, "give him a beard");
    expect(r.message).toMatch(/^This imported picture has no face to draw a beard on/);
    // Every refusal is a sentence, not a keyword.
    expect(r.message.split(" ").length).toBeGreaterThan(8);
  });

  it("an imported mage with no hair is refused a hair colour that would paint its face", () => {
    // The fixture's premise: the mage is drawn with a hat over a skin face ("s") and no hair.
    expect(DRAWN_MAGE.rows.join("")).toContain("s");
    expect(Object.keys(DRAWN_MAGE.colors).sort()).toEqual(["b", "k", "r", "s"]);
    const mage = { source: paintGrid(DRAWN_MAGE, 64), redraw: null };
    const r = refusal(mage, "pink hair");
    expect(r.words).toEqual(["pink", "hair"]);
    expect(r.message).toMatch(/^This imported picture shows no hair/);
  });
});

describe("a furred beast's hair is its coat", () => {
  it("a wolf asked for pink hair is made with a pink coat, the words used", () => {
    const wolf = engine("a grey wolf", "creature", "east");
    const r = task.restyleChecked({
      source: wolf.source,
      redraw: wolf.redraw,
      customPrompt: "pink hair",
      mode: "custom",
      tier: "normal",
      seed: 7,
      basePalette: null,
      paletteExtras: PALETTE_EXTRAS_DEFAULTS.restyle.custom,
    });
    if (!r.ok) throw new Error(r.refusal.message);
    expect(r.words.used).toEqual(["pink", "hair"]);
    // Most of the wolf's body layer, as the drawer drew it, turns pink: red well above green
    // and blue, where the grey wolf had them level.
    const body = wolf.doc.layers.find((l) => l.role === "body" && l.width > 0)!;
    let pink = 0;
    let shown = 0;
    for (let v = 0; v < body.height; v++)
      for (let u = 0; u < body.width; u++) {
        if (body.ink[v * body.width + u]! < 0) continue;
        const o = ((body.y + v) * 64 + body.x + u) * 4;
        if (!r.image.data[o + 3]) continue;
        shown++;
        const [red, green, blue] = [r.image.data[o]!, r.image.data[o + 1]!, r.image.data[o + 2]!];
        if (red > green + 30 && red > blue + 10) pink++;
      }
    expect(pink).toBeGreaterThan(shown * 0.6);
  });
});

describe("a sentence part of which the sprite cannot take", () => {
  it("a wolf asked for gold armor and a blue cape wears both: a gold chanfron shows by the cape", () => {
    const wolf = engine("a grey wolf", "creature", "east");
    const r = task.restyleChecked({
      source: wolf.source,
      redraw: wolf.redraw,
      customPrompt: "gold armor and a blue cape",
      mode: "custom",
      tier: "normal",
      seed: 7,
      basePalette: null,
      paletteExtras: PALETTE_EXTRAS_DEFAULTS.restyle.custom,
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect([...r.words.used].sort()).toEqual(["armor", "blue", "cape", "gold"]);
    // Blue pixels where the grey wolf had none: blue well above red and green.
    let blue = 0;
    for (let o = 0; o < r.image.data.length; o += 4) {
      const [red, green, b] = [r.image.data[o]!, r.image.data[o + 1]!, r.image.data[o + 2]!];
      if (r.image.data[o + 3] && b > red + 40 && b > green + 20) blue++;
    }
    expect(blue).toBeGreaterThan(30);
    // Gold on the head, where the drawer's head layer is (the cape covers the back).
    const head = wolf.doc.layers.find((l) => l.role === "head")!;
    let gold = 0;
    for (let y = head.y; y < head.y + head.height; y++) {
      for (let x = head.x; x < head.x + head.width; x++) {
        const o = (y * 64 + x) * 4;
        if (!r.image.data[o + 3]) continue;
        const c = oklabToOklch(
          rgbToOklab([r.image.data[o]!, r.image.data[o + 1]!, r.image.data[o + 2]!]),
        );
        if (c.C > 0.06 && c.h > 55 && c.h < 110) gold++;
      }
    }
    expect(gold).toBeGreaterThanOrEqual(15);
    // A chanfron, not a gold head: the ears (the head's rows above its eye's brow) keep the
    // coat, and the eye still shows dark.
    const eye = eyesOfLayer(head)[0]!;
    const isGold = (x: number, y: number) => {
      const o = (y * 64 + x) * 4;
      if (!r.image.data[o + 3]) return false;
      const c = oklabToOklch(
        rgbToOklab([r.image.data[o]!, r.image.data[o + 1]!, r.image.data[o + 2]!]),
      );
      return c.C > 0.06 && c.h > 55 && c.h < 110;
    };
    let ears = 0;
    for (let y = head.y; y < head.y + eye.y0 - 2; y++)
      for (let x = head.x; x < head.x + head.width; x++) {
        if (!wolf.source.data[(y * 64 + x) * 4 + 3]) continue;
        ears++;
        expect(isGold(x, y)).toBe(false);
      }
    expect(ears).toBeGreaterThan(5);
    const eo = ((head.y + eye.y0) * 64 + head.x + eye.x0) * 4;
    expect(r.image.data.slice(eo, eo + 3)).toEqual(wolf.source.data.slice(eo, eo + 3));
  });
});
