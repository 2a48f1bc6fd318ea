/**
 * What a custom motion draws over its frames (thought bubbles, a sweat drop, an anger mark, a
 * spell's light) lies wholly inside the frame and off its border, on a few subjects at two
 * sizes: a bubble whose rim touches the frame's edge reads as cut off by it. The effect's
 * pixels are read from the finished frames as the opaque pixels with no posed part within
 * 2 px (the layers the rig composed), never from the placement code.
 */
import { describe, expect, it } from "vitest";
import { drawLayered, type InkCanvas, type LayeredSprite } from "../draw";
import { type AssetType, type Direction, readSpritePrompt } from "../prompt";
import { animateLayered } from ".";

function doc(prompt: string, type: AssetType, direction: Direction, size: number): LayeredSprite {
  const reading = readSpritePrompt(prompt, type);
  return drawLayered({
    reading,
    assetType: type,
    width: size,
    height: size,
    direction,
    camera: "none",
    seed: 7,
  });
}

/** Per frame, the opaque pixels of the finished frame apart from every posed part. */
function effectPixels(d: LayeredSprite, sentence: string, n: number) {
  const canvases: InkCanvas[] = [];
  const { strip, frameWidth: w } = animateLayered(d, {
    preset: "Custom",
    customPrompt: sentence,
    frameCount: n,
    seed: 3,
    onFrame: (f) => canvases.push(f.canvas),
  });
  const h = strip.height;
  return canvases.map((c, t) => {
    const out: { x: number; y: number }[] = [];
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        if (strip.data[(y * strip.width + t * w + x) * 4 + 3]! === 0) continue;
        let near = false;
        for (let v = -2; v <= 2 && !near; v++)
          for (let u = -2; u <= 2 && !near; u++) {
            const xx = x + u;
            const yy = y + v;
            if (xx < 0 || yy < 0 || xx >= c.width || yy >= c.height) continue;
            if (c.ink[yy * c.width + xx]! >= 0) near = true;
          }
        if (!near) out.push({ x, y });
      }
    return { pixels: out, width: w, height: h };
  });
}

/** Three bodies at the sheet's size, and the slime again in a cramped frame. */
const SUBJECTS: [string, AssetType, Direction, number][] = [
  ["green slime", "creature", "east", 64],
  ["grey wolf", "creature", "east", 64],
  ["knight with sword and shield", "character", "south", 64],
  ["green slime", "creature", "east", 40],
];

describe("effects stay inside the frame", () => {
  for (const [prompt, type, facing, size] of SUBJECTS)
    it(`${prompt} at ${size} px: bubbles, marks and sparks keep off the border`, () => {
      const d = doc(prompt, type, facing, size);
      let seen = 0;
      for (const sentence of [
        "ponders the meaning of life",
        "nods angrily",
        "shakes nervously",
        "casts a spell",
      ])
        for (const f of effectPixels(d, sentence, 6)) {
          seen += f.pixels.length;
          const onBorder = f.pixels.filter(
            (p) => p.x === 0 || p.y === 0 || p.x === f.width - 1 || p.y === f.height - 1,
          );
          expect(onBorder, `${sentence}: effect pixels on the frame's border`).toEqual([]);
        }
      // The effects were drawn apart from the body (else the check above proves nothing).
      expect(seen).toBeGreaterThan(0);
    });
});
