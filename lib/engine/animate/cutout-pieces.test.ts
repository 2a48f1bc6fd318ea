/**
 * The cut-out path (imports, and views with no rig of their own) tears nothing: in every frame
 * of every preset and of custom motions, the opaque pixels form no more 8-connected pieces than
 * the source does. Sources: a hand-drawn mage (an import) and the generator's wolf in profile
 * and head-on, all animated from their pixels.
 */
import { describe, expect, it } from "vitest";
import { drawnMage, generated, framesOf, pieces } from "../testing";
import type { RgbaImage } from "../raster";
import { type AnimationPreset, animateSprite } from ".";

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
    ["hand-drawn mage", drawnMage],
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
