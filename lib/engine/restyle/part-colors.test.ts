import { describe, expect, it } from "vitest";
import { rgbToOklab } from "../color";
import type { FigureZone } from "../figure";
import { contentWords } from "../prompt";
import type { RgbaImage } from "../raster";
import { DRAWN_ANCHORS, type DrawnPart, drawGrid, sprite, VILLAGER } from "../testing";
import { restyleSprite } from ".";

const keyAt = (image: RgbaImage, i: number) => image.data.subarray(i * 4, i * 4 + 4).join();

function hueDistance(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

/** Mean hue of the part's pixels in `image` (OKLab a/b averaged). */
function meanHue(image: RgbaImage, mask: Uint8Array): number {
  let a = 0;
  let b = 0;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    const lab = rgbToOklab([image.data[i * 4]!, image.data[i * 4 + 1]!, image.data[i * 4 + 2]!]);
    a += lab.a;
    b += lab.b;
  }
  return ((Math.atan2(b, a) * 180) / Math.PI + 360) % 360;
}

const CASES: [string, string, [FigureZone, number][]][] = [
  ["knight with a sword", "armor gold", [["torso", 85]]],
  ["villager", "pink hair", [["hair", 350]]],
  [
    "villager",
    "gold shirt and green pants",
    [
      ["torso", 85],
      ["legs", 142],
    ],
  ],
  [
    "princess",
    "blue dress, red boots",
    [
      ["torso", 264],
      ["feet", 25],
    ],
  ],
];

/** Parts of the hand-drawn villager a restyle can name, from the drawing, with their hues. */
const DRAWN_CASES: [string, [DrawnPart[], number][]][] = [
  ["pink hair", [[["hair"], 350]]],
  ["gold shirt", [[["shirt"], 85]]],
  [
    "blue shirt, red boots",
    [
      [["shirt"], 264],
      [["boot"], 25],
    ],
  ],
];

describe("restyle: attributes bound to parts", () => {
  it("on a hand-drawn figure, colors exactly the drawn parts named, each with its color", () => {
    const villager = drawGrid(VILLAGER);
    const { image } = villager;
    for (const [prompt, parts] of DRAWN_CASES) {
      const out = restyleSprite(image, {
        customPrompt: prompt,
        mode: "custom",
        seed: 1,
        anchors: DRAWN_ANCHORS,
      });
      const named = villager.mask(...parts.flatMap(([p]) => p));
      for (let i = 0; i < named.length; i++) {
        const where = `${prompt}: ${i % image.width},${Math.floor(i / image.width)} (${villager.parts[i] ?? "air"})`;
        if (named[i]) expect(keyAt(out.image, i), where).not.toBe(keyAt(image, i));
        else expect(keyAt(out.image, i), where).toBe(keyAt(image, i));
      }
      for (const [part, hue] of parts) {
        const mask = villager.mask(...part);
        expect(hueDistance(meanHue(out.image, mask), hue), `${prompt}: ${part}`).toBeLessThan(30);
      }
      for (const w of contentWords(prompt)) expect(out.words.used, prompt).toContain(w);
    }
  });

  it("on generated figures, what changes takes the named colors and the words are all used", () => {
    for (const [subject, prompt, parts] of CASES) {
      const { image, anchors } = sprite(subject);
      const out = restyleSprite(image, { customPrompt: prompt, mode: "custom", seed: 1, anchors });
      const changed = new Uint8Array(image.width * image.height);
      for (let i = 0; i < changed.length; i++)
        if (keyAt(out.image, i) !== keyAt(image, i)) changed[i] = 1;
      expect(
        changed.reduce((n, v) => n + v, 0),
        prompt,
      ).toBeGreaterThan(0);
      // With one part named, every changed pixel is that part: its mean hue is the named one.
      if (parts.length === 1)
        expect(hueDistance(meanHue(out.image, changed), parts[0]![1]), prompt).toBeLessThan(30);
      for (const w of contentWords(prompt)) expect(out.words.used, prompt).toContain(w);
    }
  });

  it("reports a part the sprite lacks, with its color, instead of painting something else", () => {
    const { image, anchors } = sprite("villager");
    const out = restyleSprite(image, {
      customPrompt: "gold shirt and a blue cape",
      mode: "custom",
      seed: 1,
      anchors,
    });
    expect(out.words).toEqual({ used: ["gold", "shirt"], ignored: ["blue", "cape"] });
  });
});
