/**
 * A beast's feature shows at 1x, checked on the finished 64 px profile: a red dragon's wing
 * membranes stand apart from its red body (in nearly the body's red they sank into it), and a
 * unicorn's horn is a solid spike with colour inside its outline, not a dark sliver; a phoenix's
 * wing ends in gold flame tongues, not a flat orange slab.
 */
import { describe, expect, it } from "vitest";
import { oklabToOklch, rgbToOklab } from "../color";
import { readSpritePrompt } from "../prompt";
import { drawLayered } from ".";

type Lch = { L: number; C: number; h: number };

function doc(prompt: string) {
  return drawLayered({
    reading: readSpritePrompt(prompt, "creature"),
    assetType: "creature",
    width: 64,
    height: 64,
    direction: "none",
    camera: "none",
    seed: 7,
  });
}
type Doc = ReturnType<typeof doc>;

/** The final colours where the named layer has ink, outline left out. */
function colours(d: Doc, name: string): Lch[] {
  const l = d.layers.find((x) => x.name === name)!;
  const img = d.sprite.image;
  const out: Lch[] = [];
  for (let y = 0; y < l.height; y++)
    for (let x = 0; x < l.width; x++) {
      if (l.ink[y * l.width + x]! < 0) continue;
      const i = ((l.y + y) * img.width + l.x + x) * 4;
      if (img.data[i + 3] === 0) continue;
      const c = oklabToOklch(rgbToOklab([img.data[i]!, img.data[i + 1]!, img.data[i + 2]!]));
      if (c.L >= 0.25) out.push(c);
    }
  return out;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe("features that show at 1x", () => {
  it("a red dragon's wing membrane is lighter than its red body", () => {
    const d = doc("a red dragon");
    const wing = median(colours(d, "wing.near").map((c) => c.L));
    const body = median(colours(d, "body").map((c) => c.L));
    expect(wing - body).toBeGreaterThan(0.08);
  });

  it("a unicorn's horn is a solid gold spike, not a pale sliver the size of an ear", () => {
    const horn = colours(doc("a unicorn"), "horn");
    expect(horn.length).toBeGreaterThanOrEqual(16);
    // Gold: a warm colour, clearly chromatic against the white coat.
    expect(median(horn.map((c) => c.C))).toBeGreaterThan(0.07);
  });

  it("a phoenix's raised wing ends in gold flame tongues", () => {
    const gold = colours(doc("a phoenix"), "wing.near").filter(
      (c) => c.C > 0.1 && c.h > 60 && c.h < 100 && c.L > 0.6,
    );
    expect(gold.length).toBeGreaterThanOrEqual(12);
  });
});
