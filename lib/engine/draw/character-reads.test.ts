/**
 * Characters that read as themselves at 1x: what a hand holds touches the hand, a figure named
 * in black is black, a body's colour word paints its skin, a head stands apart from its tunic,
 * and near-twins (a ninja and an assassin, a demon and an imp) differ in what names each.
 * Expected colours are the ones the prompts name (black, green, red), not the drawer's values.
 */
import { describe, expect, it } from "vitest";
import { oklabToOklch, rgbToOklab } from "../color";
import { readSpritePrompt } from "../prompt";
import { drawLayered } from ".";
import type { SpriteLayer } from "./layer-types";

type Lch = { L: number; C: number; h: number };

function doc(prompt: string, type: "character" | "creature" = "character", seed = 3) {
  const reading = readSpritePrompt(prompt, type);
  return drawLayered({
    reading,
    assetType: type,
    width: 64,
    height: 64,
    direction: "none",
    camera: "none",
    seed,
  });
}
type Doc = ReturnType<typeof doc>;

/** The final sprite's colours where `layer` has ink (outline pixels left out). */
function colorsOf(d: Doc, layer: SpriteLayer): Lch[] {
  const img = d.sprite.image;
  const out: Lch[] = [];
  for (let y = 0; y < layer.height; y++)
    for (let x = 0; x < layer.width; x++) {
      if (layer.ink[y * layer.width + x]! < 0) continue;
      const i = ((layer.y + y) * img.width + layer.x + x) * 4;
      if (img.data[i + 3] === 0) continue;
      const c = oklabToOklch(rgbToOklab([img.data[i]!, img.data[i + 1]!, img.data[i + 2]!]));
      if (c.L < 0.22) continue; // the outline
      out.push(c);
    }
  return out;
}

const layer = (d: Doc, name: string) => d.layers.find((l) => l.name === name)!;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const share = (cs: Lch[], test: (c: Lch) => boolean) => cs.filter(test).length / cs.length;
const isGreen = (c: Lch) => c.C > 0.05 && c.h > 110 && c.h < 170;
const isRed = (c: Lch) => c.C > 0.08 && (c.h < 45 || c.h > 345);

/** How far the item layer's nearest inked pixel lies from its joint (the hand). */
function gapToHand(item: SpriteLayer): number {
  let best = Number.POSITIVE_INFINITY;
  for (let y = 0; y < item.height; y++)
    for (let x = 0; x < item.width; x++) {
      if (item.ink[y * item.width + x]! < 0) continue;
      best = Math.min(best, Math.hypot(item.x + x - item.joint.x, item.y + y - item.joint.y));
    }
  return best;
}

describe("a held thing is in the hand that holds it", () => {
  it.each([
    ["a farmer with a pitchfork", "pitchfork"],
    ["a cowboy with a revolver", "pistol"],
    ["a red demon with horns", "pitchfork"],
  ])("'%s' grips its %s at the hand", (prompt, kind) => {
    const item = doc(prompt).layers.find((l) => l.role === "item")!;
    expect(item.kind).toBe(kind);
    expect(gapToHand(item)).toBeLessThanOrEqual(1.5);
  });

  it("a rogue with daggers has a blade beside each hand", () => {
    const d = doc("a hooded rogue with daggers");
    const img = d.sprite.image;
    // Steel: light and grey, on either side of the figure's middle at hand height and above.
    const steel = (x0: number, x1: number) => {
      let n = 0;
      for (let y = 16; y < 48; y++)
        for (let x = x0; x < x1; x++) {
          const i = (y * img.width + x) * 4;
          if (img.data[i + 3] === 0) continue;
          const c = oklabToOklch(rgbToOklab([img.data[i]!, img.data[i + 1]!, img.data[i + 2]!]));
          if (c.L > 0.72 && c.C < 0.04) n++;
        }
      return n;
    };
    expect(steel(0, 22)).toBeGreaterThanOrEqual(3);
    expect(steel(42, 64)).toBeGreaterThanOrEqual(3);
  });
});

describe("named colours land where they name", () => {
  it("a ninja in black is black from the shoulders to the feet", () => {
    const d = doc("a ninja in black");
    const body = [...colorsOf(d, layer(d, "torso"))];
    expect(median(body.map((c) => c.L))).toBeLessThan(0.4);
    const legs = d.layers
      .filter((l) => l.name.startsWith("leg.") && l.name.endsWith(".upper"))
      .flatMap((l) => colorsOf(d, l).map((c) => c.L));
    expect(median(legs)).toBeLessThan(0.4);
  });

  it("a green zombie's skin is green and its shirt is not", () => {
    const d = doc("a green zombie");
    expect(share(colorsOf(d, layer(d, "head")), isGreen)).toBeGreaterThan(0.4);
    expect(share(colorsOf(d, layer(d, "torso")), isGreen)).toBeLessThan(0.35);
  });

  it("an angel's wings and robe are white, a gold halo over its head", () => {
    const d = doc("an angel with white wings");
    expect(median(colorsOf(d, layer(d, "wings")).map((c) => c.L))).toBeGreaterThan(0.8);
    const head = layer(d, "head");
    // The head layer's top rows: a ring of gold floating over the hair.
    const img = d.sprite.image;
    let gold = 0;
    for (let y = head.y; y < head.y + 3; y++)
      for (let x = head.x; x < head.x + head.width; x++) {
        if (head.ink[(y - head.y) * head.width + x - head.x]! < 0) continue;
        const i = (y * img.width + x) * 4;
        const c = oklabToOklch(rgbToOklab([img.data[i]!, img.data[i + 1]!, img.data[i + 2]!]));
        if (c.C > 0.07 && c.h > 60 && c.h < 110) gold++;
      }
    expect(gold).toBeGreaterThanOrEqual(4);
  });
});

describe("near-twins differ in what names each", () => {
  it("a demon's wings are red like its skin; an imp is lighter and smaller", () => {
    const demon = doc("a red demon with horns");
    const imp = doc("an imp", "creature");
    expect(share(colorsOf(demon, layer(demon, "wings")), isRed)).toBeGreaterThan(0.5);
    const skinL = (d: Doc) => median(colorsOf(d, layer(d, "head")).map((c) => c.L));
    expect(skinL(imp) - skinL(demon)).toBeGreaterThan(0.04);
    const tall = (d: Doc) => {
      const img = d.sprite.image;
      let top = img.height;
      let bottom = 0;
      for (let i = 3; i < img.data.length; i += 4)
        if (img.data[i]! > 0) {
          const y = Math.floor((i - 3) / 4 / img.width);
          top = Math.min(top, y);
          bottom = Math.max(bottom, y);
        }
      return bottom - top;
    };
    expect(tall(imp)).toBeLessThan(tall(demon) * 0.9);
  });

  it("an assassin's hood is a lighter slate than a ninja's black head wrap", () => {
    const assassin = doc("an assassin");
    const ninja = doc("a ninja in black");
    const headL = (d: Doc) => median(colorsOf(d, layer(d, "head")).map((c) => c.L));
    // The ninja's wrap is black around the eyes; the assassin's hood is a lighter slate.
    expect(headL(assassin) - headL(ninja)).toBeGreaterThan(0.05);
  });
});

describe("an arthropod's legs show apart", () => {
  it("a scorpion's legs cross a column beside its body as separate strokes", () => {
    const d = doc("a scorpion", "creature");
    const img = d.sprite.image;
    const inked = (x: number, y: number) => img.data[(y * img.width + x) * 4 + 3]! > 0;
    let left = img.width;
    let right = 0;
    for (let y = 0; y < img.height; y++)
      for (let x = 0; x < img.width; x++)
        if (inked(x, y)) {
          left = Math.min(left, x);
          right = Math.max(right, x);
        }
    // Three quarters of the way out on each side: past the body, across the legs.
    const runs = (x: number) => {
      let n = 0;
      for (let y = 1; y < img.height; y++) if (inked(x, y) && !inked(x, y - 1)) n++;
      return n;
    };
    const mid = (left + right) / 2;
    const reach = (right - left) / 2;
    expect(runs(Math.round(mid + reach * 0.75))).toBeGreaterThanOrEqual(3);
    expect(runs(Math.round(mid - reach * 0.75))).toBeGreaterThanOrEqual(3);
  });
});
