/**
 * A cape put on a generated sprite is worn on its layers, judged on rendered pixels with the
 * parts taken from the drawer's own layers (never from the cape code): on a figure it hangs
 * behind the body from the shoulders, in the cape's colour; on a wolf it is tied at the neck
 * and lies along the back; "a blue cape" on a wolf is drawn, not refused.
 */
import { describe, expect, it } from "vitest";
import { oklabDistanceSquared, oklabToOklch, rgbToOklab } from "@/lib/engine/color";
import { generateLayered, type LayeredSprite } from "@/lib/engine/generate";
import { readSpritePrompt } from "@/lib/engine/prompt";
import type { RgbaImage } from "@/lib/engine/raster";
import { DRAWN_CAPE, paintGrid } from "@/lib/engine/testing";
import { type RedrawRecipe, renderTaskTable as task } from "./tasks";

const SIZE = 64;
const SEED = 7;
type Kind = "character" | "creature";

function recipe(prompt: string, assetType: Kind, facing: "south" | "east"): RedrawRecipe {
  return { prompt, assetType, width: SIZE, height: SIZE, facing, camera: "none", seed: SEED };
}

function drawn(prompt: string, assetType: Kind, facing: "south" | "east"): LayeredSprite {
  return generateLayered({
    reading: readSpritePrompt(prompt, assetType),
    assetType,
    width: SIZE,
    height: SIZE,
    direction: facing,
    camera: "none",
    seed: SEED,
  });
}

/** The layer that shows at each pixel of the drawing at rest (null where none). */
function front(doc: LayeredSprite) {
  const out = new Array<LayeredSprite["layers"][number] | null>(SIZE * SIZE).fill(null);
  for (const l of [...doc.layers].sort((a, b) => a.z - b.z)) {
    for (let v = 0; v < l.height; v++)
      for (let u = 0; u < l.width; u++) {
        if (l.ink[v * l.width + u]! < 0) continue;
        const x = doc.mirrored ? SIZE - 1 - (l.x + u) : l.x + u;
        const y = l.y + v;
        if (x >= 0 && y >= 0 && x < SIZE && y < SIZE) out[y * SIZE + x] = l;
      }
  }
  return out;
}

const sameAt = (a: RgbaImage, b: RgbaImage, i: number) =>
  [0, 1, 2, 3].every((k) => a.data[i * 4 + k] === b.data[i * 4 + k]);
const lchAt = (img: RgbaImage, i: number) =>
  oklabToOklch(rgbToOklab([img.data[i * 4]!, img.data[i * 4 + 1]!, img.data[i * 4 + 2]!]));
const changed = (a: RgbaImage, b: RgbaImage) =>
  Array.from({ length: SIZE * SIZE }, (_, i) => i).filter((i) => !sameAt(a, b, i));
/** The cape item's red (#c8343c): hue about 25, clearly chromatic. */
const red = (i: number, img: RgbaImage) => {
  const c = lchAt(img, i);
  return c.C > 0.08 && (c.h < 45 || c.h > 345);
};

function caped(prompt: string, assetType: Kind, facing: "south" | "east", cape = DRAWN_CAPE) {
  const doc = drawn(prompt, assetType, facing);
  const source = doc.sprite.image;
  const r = task.combine({
    base: source,
    baseRedraw: recipe(prompt, assetType, facing),
    baseAnchors: doc.sprite.anchors,
    item: paintGrid(cape, SIZE),
    prompt: "on his back",
    itemName: "red cape",
    seed: SEED,
    basePalette: null,
    itemPalette: null,
    paletteExtras: 8,
  });
  if (!r.ok) throw new Error("no item found");
  return { doc, source, r };
}

describe("a cape put on a generated sprite", () => {
  it("hangs behind a wizard in profile from his shoulders, in the cape's red", () => {
    const { doc, source, r } = caped("an old wizard with a staff", "character", "east");
    const layers = r.layered!.layers;
    const cape = layers.find((l) => l.role === "cape" && l.width > 0)!;
    const torso = layers.find((l) => l.role === "torso")!;
    expect(cape).toBeDefined();
    expect(cape.z).toBeLessThan(torso.z);
    // Every pixel the torso showed as drawn still shows as drawn: the cape is behind it.
    const shown = front(doc);
    const body = shown.flatMap((l, i) => (l?.role === "torso" || l?.role === "head" ? [i] : []));
    expect(body.filter((i) => !sameAt(source, r.image, i)).length).toBeLessThan(body.length * 0.03);
    // What changed is the cape: red, hung from shoulder height (the drawer's torso top) to below
    // the hips, and not a sliver.
    const diff = changed(source, r.image);
    const capeRed = diff.filter((i) => red(i, r.image));
    expect(capeRed.length).toBeGreaterThan(60);
    expect(capeRed.length).toBeGreaterThan(diff.length * 0.7);
    const rows = capeRed.map((i) => Math.floor(i / SIZE));
    const torsoTop = doc.layers.find((l) => l.role === "torso")!.y;
    expect(Math.min(...rows)).toBeLessThanOrEqual(torsoTop + 3);
    expect(Math.max(...rows)).toBeGreaterThan(torso.y + torso.height * 0.6);
  });

  it("says it replaced the cape a knight already wore, when its colour is another", () => {
    const blue = { ...DRAWN_CAPE, colors: { ...DRAWN_CAPE.colors, r: "#3454c8", R: "#1e2a8a" } };
    const { r } = caped("a knight with a sword and shield", "character", "south", blue);
    expect(r.replaced).toBe("cape");
    expect(r.layered!.layers.filter((l) => l.role === "cape" && l.width > 0)).toHaveLength(1);
  });

  it("is tied at a wolf's neck and lies along its back, the head untouched", () => {
    const { doc, source, r } = caped("a grey wolf", "creature", "east");
    const body = doc.layers.find((l) => l.role === "body")!;
    const head = doc.layers.find((l) => l.role === "head")!;
    const cape = r.layered!.layers.find((l) => l.role === "cape")!;
    expect(cape.parent).toBe(body.name);
    const shownAtRest = front(doc);
    const diff = changed(source, r.image);
    const capeRed = diff.filter((i) => red(i, r.image));
    expect(capeRed.length).toBeGreaterThan(40);
    const xs = capeRed.map((i) => i % SIZE);
    const ys = capeRed.map((i) => Math.floor(i / SIZE));
    // From the base of the neck (the head layer's joint, where it meets the body)...
    expect(Math.abs(Math.max(...xs) - head.joint.x)).toBeLessThanOrEqual(3);
    // ...back past the middle of the body to the rump...
    expect(Math.min(...xs)).toBeLessThanOrEqual(body.x + 2);
    // ...lying on the back (nothing higher than a few pixels above the body's top) and
    // hanging down the flank past the belly, as a caparison: a cloth that stops above the
    // belly reads as a saddle blanket.
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(body.y - 4);
    expect(Math.max(...ys)).toBeGreaterThan(body.y + body.height);
    // The near legs come out from under it: the drawing's hooves still show below the hem.
    const feet = shownAtRest.flatMap((l, i) =>
      l?.role === "leg" && Math.floor(i / SIZE) > Math.max(...ys) + 1 ? [i] : [],
    );
    expect(feet.length).toBeGreaterThan(8);
    expect(feet.filter((i) => !sameAt(source, r.image, i))).toEqual([]);
    // Its hem is edged in gold: gold pixels at the lowest cape rows.
    const goldHem = diff.filter((i) => {
      const c = lchAt(r.image, i);
      return (
        Math.floor(i / SIZE) >= body.y + body.height - 1 && c.C > 0.06 && c.h > 50 && c.h < 110
      );
    });
    expect(goldHem.length).toBeGreaterThan(8);
    // The head ahead of the neck shows as drawn.
    const shown = shownAtRest;
    const muzzle = shown.flatMap((l, i) =>
      l?.role === "head" && i % SIZE > head.joint.x + 3 ? [i] : [],
    );
    expect(muzzle.length).toBeGreaterThan(20);
    expect(muzzle.filter((i) => !sameAt(source, r.image, i))).toEqual([]);
  });

  it("refuses a red cape for a knight who wears a red one: it would change nothing", () => {
    const doc = drawn("a knight with a sword and shield", "character", "south");
    const r = task.combine({
      base: doc.sprite.image,
      baseRedraw: recipe("a knight with a sword and shield", "character", "south"),
      baseAnchors: doc.sprite.anchors,
      item: paintGrid(DRAWN_CAPE, SIZE),
      prompt: "on his back",
      itemName: "red cape",
      seed: SEED,
      basePalette: null,
      itemPalette: null,
      paletteExtras: 8,
    });
    // The fixture's premise: he was drawn wearing a cape, and it is red like the item's.
    const cape = doc.layers.find((l) => l.role === "cape" && l.width > 0);
    expect(cape).toBeDefined();
    expect(r).toEqual({ ok: false, refusal: "wears-it" });
  });

  it("draws 'a blue cape' on a wolf instead of refusing it", () => {
    const prompt = "a grey wolf";
    const doc = drawn(prompt, "creature", "east");
    const r = task.restyleChecked({
      source: doc.sprite.image,
      redraw: recipe(prompt, "creature", "east"),
      customPrompt: "a blue cape",
      mode: "custom",
      tier: "normal",
      seed: SEED,
      basePalette: null,
      paletteExtras: 8,
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.words.used).toEqual(["blue", "cape"]);
    const diff = changed(doc.sprite.image, r.image);
    const blue = diff.filter((i) => {
      const c = lchAt(r.image, i);
      return c.C > 0.06 && c.h > 230 && c.h < 290;
    });
    expect(blue.length).toBeGreaterThan(diff.length * 0.7);
  });

  it("draws 'a blue cape' on a blue-robed wizard in a blue that reads apart from the robe", () => {
    const prompt = "an old wizard with a staff";
    const doc = drawn(prompt, "character", "east");
    const source = doc.sprite.image;
    const r = task.restyleChecked({
      source,
      redraw: recipe(prompt, "character", "east"),
      customPrompt: "a blue cape",
      mode: "custom",
      tier: "normal",
      seed: SEED,
      basePalette: null,
      paletteExtras: 8,
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const labAt = (img: RgbaImage, i: number) =>
      rgbToOklab([img.data[i * 4]!, img.data[i * 4 + 1]!, img.data[i * 4 + 2]!]);
    // The robe: the commonest colour where the drawer's torso layer shows.
    const counts = new Map<number, number>();
    front(doc).forEach((l, i) => {
      if (l?.role !== "torso") return;
      const key =
        (source.data[i * 4]! << 16) | (source.data[i * 4 + 1]! << 8) | source.data[i * 4 + 2]!;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    });
    const robeKey = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
    const robe = rgbToOklab([(robeKey >> 16) & 255, (robeKey >> 8) & 255, robeKey & 255]);
    // The fixture's premise: the robe is itself blue.
    const robeLch = oklabToOklch(robe);
    expect(robeLch.h).toBeGreaterThan(230);
    expect(robeLch.h).toBeLessThan(300);
    // The cape: the new pixels that are blue and not the outline's near-black.
    const cape = changed(source, r.image).filter((i) => {
      const c = lchAt(r.image, i);
      return c.C > 0.06 && c.h > 230 && c.h < 300 && c.L > 0.2;
    });
    expect(cape.length).toBeGreaterThan(40);
    // Its commonest shade a cloth clearly apart from the robe, and none of it the robe's own.
    const away = (i: number) => Math.sqrt(oklabDistanceSquared(labAt(r.image, i), robe));
    const shades = new Map<number, number[]>();
    for (const i of cape) {
      const k =
        (r.image.data[i * 4]! << 16) | (r.image.data[i * 4 + 1]! << 8) | r.image.data[i * 4 + 2]!;
      shades.set(k, [...(shades.get(k) ?? []), i]);
    }
    const commonest = [...shades.values()].sort((a, b) => b.length - a.length)[0]!;
    expect(away(commonest[0]!)).toBeGreaterThanOrEqual(0.15);
    // Apart in value too, which is what reads at 1x: not the robe's own shadow.
    expect(Math.abs(lchAt(r.image, commonest[0]!).L - robeLch.L)).toBeGreaterThanOrEqual(0.1);
    expect(cape.filter((i) => away(i) < 0.08)).toEqual([]);
  });
});
