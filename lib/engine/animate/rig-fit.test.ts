/**
 * Every rig keeps the figure inside its frame: in every preset and custom motion, on every rig
 * subject, in a tight frame (margin 0) and a roomy one, each frame keeps at least one empty
 * pixel on every side (or as many as the sprite itself keeps there, when it touches the edge).
 * A pose too big for the frame is made smaller, not clipped: the figure's pixels stay whole, and
 * no frame has more pieces than the sprite.
 */
import { describe, expect, it } from "vitest";
import { bounds, doc, framesOf, pieces } from "../testing";
import type { Direction } from "../prompt";
import { growCanvas, type RgbaImage } from "../raster";
import { type AnimationPreset, animateLayered } from ".";
import { canAnimateLayered } from "./rig";

const CAST: readonly [string, Direction][] = [
  ["knight with sword and shield", "east"],
  ["knight with sword and shield", "south"],
  ["old wizard with a staff", "east"],
  ["old wizard with a staff", "south"],
  ["elf archer with a bow", "east"],
  ["elf archer with a bow", "south"],
  ["green slime", "south"],
  ["grey wolf", "east"],
  ["red dragon", "east"],
  ["brown horse", "west"],
  ["black crow", "east"],
  ["bat", "south"],
  ["giant spider", "south"],
  ["giant spider", "east"],
  ["grey wolf", "south-east"],
  ["grey wolf", "south"],
  ["grey wolf", "north"],
  ["green snake", "east"],
  ["wooden treasure chest", "south"],
];
const RUNS: readonly [AnimationPreset, string?][] = [
  ["Idle"],
  ["Walk"],
  ["Run"],
  ["Jump"],
  ["Attack"],
  ["Hurt"],
  ["Death"],
  ["Custom", "jumps"],
  ["Custom", "cheers"],
  ["Custom", "swings the sword overhead"],
  ["Custom", "casts a spell"],
  ["Custom", "bows"],
  ["Custom", "kicks"],
  ["Custom", "waves hello"],
];

/** Empty pixels between the opaque box and each edge. */
function margins(img: RgbaImage) {
  const b = bounds(img);
  return {
    top: b.top,
    left: b.left,
    right: img.width - 1 - b.right,
    bottom: img.height - 1 - b.bottom,
  };
}

describe("rig frames stay inside their cell", () => {
  for (const [prompt, direction] of CAST) {
    it(`${prompt} ${direction}: a pixel of room on every side in every motion, at margin 0 and 25`, () => {
      const d = doc(prompt, direction);
      let checked = 0;
      for (const margin of [0, 25]) {
        // What the sprite itself keeps at rest in this frame: a side it already touches can
        // ask no more.
        const rest = margins(growCanvas(d.sprite.image, margin, "bottom").image);
        for (const [preset, sentence] of RUNS) {
          if (!canAnimateLayered(d, preset, sentence)) continue;
          const result = animateLayered(d, {
            preset,
            customPrompt: sentence,
            frameCount: 8,
            seed: 7,
            framingMargin: margin,
            framingAnchor: "bottom",
          });
          framesOf(result.strip, 8).forEach((frame, t) => {
            const where = `${preset} ${sentence ?? ""} m${margin} frame ${t}`;
            const m = margins(frame);
            // Nothing torn off either (a boot kicked clear of a robe); a spell's glow and a
            // loosed arrow are apart from the figure by design.
            const effect =
              sentence === "casts a spell" || (preset === "Attack" && /bow/.test(prompt));
            if (!effect) {
              expect(pieces(frame), `${where} pieces`).toBeLessThanOrEqual(pieces(d.sprite.image));
            }
            for (const side of ["top", "left", "right", "bottom"] as const) {
              expect(m[side], `${where} ${side}`).toBeGreaterThanOrEqual(Math.min(1, rest[side]));
            }
            checked++;
          });
        }
      }
      // Every preset at both margins, at least.
      expect(checked).toBeGreaterThanOrEqual(7 * 2 * 8);
    });
  }

  it("makes a tight frame's jump smaller, whole: no frame is cut at the frame's edge", () => {
    for (const [prompt, direction] of CAST.slice(0, 6)) {
      const d = doc(prompt, direction);
      const jump = (margin: number) =>
        framesOf(
          animateLayered(d, {
            preset: "Jump",
            frameCount: 8,
            seed: 7,
            framingMargin: margin,
            framingAnchor: "bottom",
          }).strip,
          8,
        );
      const roomy = jump(25);
      jump(0).forEach((frame, t) => {
        const tight = bounds(frame);
        const free = bounds(roomy[t]!);
        // A cut figure would be shorter than the same frame with room (by the 4 px and more
        // the jump lifts it); a smaller pose (less tucked, lifted less) is about as tall.
        expect(
          tight.bottom - tight.top,
          `${prompt} ${direction} frame ${t}`,
        ).toBeGreaterThanOrEqual(free.bottom - free.top - 2);
        expect(pieces(frame), `${prompt} ${direction} frame ${t}`).toBeLessThanOrEqual(
          pieces(d.sprite.image),
        );
      });
    }
  });
});
