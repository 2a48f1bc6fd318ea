/**
 * The cut-out path (imports, and views with no rig of their own) tears nothing: in every frame
 * of every preset and of custom motions, the opaque pixels form no more 8-connected pieces than
 * the source does. Sources: a hand-drawn mage (an import) and the generator's wolf in profile
 * and head-on, all animated from their pixels.
 */
import { describe, expect, it } from "vitest";
import { generated, framesOf, pieces } from "../testing";
import { createImage, type RgbaImage } from "../raster";
import { type AnimationPreset, animateSprite } from ".";

const MAGE = [
  "......kk......",
  ".....krrk.....",
  "....krrrrk....",
  "...krrrrrrk...",
  "..kkkkkkkkkk..",
  "....kssssk....",
  "....kskskk....",
  "....kssssk....",
  "...krrrrrrk...",
  "..krrrrrrrrk..",
  "..ksrrrrrrsk..",
  "..kkrrrrrrkk..",
  "...krrrrrrk...",
  "...krrkkrrk...",
  "...kbbk.kbbk..",
  "...kkkk.kkkk..",
];
const COLORS: Record<string, [number, number, number]> = {
  k: [0x1a, 0x1c, 0x2c],
  r: [0xb1, 0x3e, 0x53],
  s: [0xff, 0xcd, 0x75],
  b: [0x3b, 0x5d, 0xc9],
};

function mage(): RgbaImage {
  const image = createImage(64, 64);
  const k = 3;
  const ox = Math.floor((64 - MAGE[0]!.length * k) / 2);
  const oy = 64 - MAGE.length * k - 2;
  MAGE.forEach((row, y) => {
    [...row].forEach((ch, x) => {
      const c = COLORS[ch];
      if (!c) return;
      for (let dy = 0; dy < k; dy++)
        for (let dx = 0; dx < k; dx++)
          image.data.set([...c, 255], ((oy + y * k + dy) * 64 + ox + x * k + dx) * 4);
    });
  });
  return image;
}

const RUNS: readonly [AnimationPreset, string?][] = [
  ["Idle"],
  ["Walk"],
  ["Run"],
  ["Jump"],
  ["Attack"],
  ["Hurt"],
  ["Death"],
  ["Custom", "bows"],
  ["Custom", "cheers"],
  ["Custom", "jumps"],
  ["Custom", "waves hello"],
  ["Custom", "raises the staff"],
  ["Custom", "walks and waves"],
];

describe("the cut-out path", () => {
  const sources: [string, () => RgbaImage][] = [
    ["hand-drawn mage", mage],
    ["wolf in profile", () => generated("grey wolf", 64, "east").image],
    ["wolf head-on", () => generated("grey wolf", 64, "south").image],
  ];
  for (const [name, make] of sources) {
    it(`${name}: no frame has more pieces than the source`, () => {
      const source = make();
      const own = pieces(source);
      for (const [preset, sentence] of RUNS) {
        const result = animateSprite(source, {
          preset,
          customPrompt: sentence,
          frameCount: 8,
          seed: 7,
          framingMargin: 20,
          framingAnchor: "bottom",
        });
        framesOf(result.strip, 8).forEach((frame, t) => {
          expect(pieces(frame), `${preset} ${sentence ?? ""} frame ${t}`).toBeLessThanOrEqual(own);
        });
      }
    });
  }
});
