/**
 * The cut-out path (imports, and views with no rig of their own) tears nothing: in every frame
 * of every preset and of custom motions, the opaque pixels form no more 8-connected pieces than
 * the source does (a mark all in a colour of its own, drawn clear of the body on purpose, is not
 * a torn piece). Sources: a hand-drawn mage (an import) and the generator's wolf in profile
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

/**
 * The frame's 8-connected pieces that hold a colour of the source: what the body tore into. A
 * mark drawn clear of the body on purpose (a strike's impact lines, a spell's burst) is all in a
 * colour of its own and is not a torn piece.
 */
function ownPieces(frame: RgbaImage, source: RgbaImage): number {
  const view = (img: RgbaImage) =>
    new Uint32Array(img.data.buffer, img.data.byteOffset, img.data.length / 4);
  const colours = new Set<number>();
  for (const v of view(source)) if (v >>> 24 !== 0) colours.add(v);
  const px = view(frame);
  const { width, height } = frame;
  const seen = new Uint8Array(px.length);
  let count = 0;
  for (let i = 0; i < px.length; i++) {
    if (seen[i] || px[i]! >>> 24 === 0) continue;
    let own = false;
    const stack = [i];
    seen[i] = 1;
    while (stack.length) {
      const j = stack.pop()!;
      if (colours.has(px[j]!)) own = true;
      const [x, y] = [j % width, Math.floor(j / width)];
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const k = ny * width + nx;
          if (seen[k] || px[k]! >>> 24 === 0) continue;
          seen[k] = 1;
          stack.push(k);
        }
    }
    if (own) count++;
  }
  return count;
}

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
          expect(
            ownPieces(frame, source),
            `${preset} ${sentence ?? ""} frame ${t}`,
          ).toBeLessThanOrEqual(own);
        });
      }
    });
  }
});
