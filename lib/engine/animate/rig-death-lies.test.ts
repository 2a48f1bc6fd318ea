/**
 * The biped rig's Death judged on rendered frames: the knees give first, the body ends lying on
 * the ground, and the lying picture is not the standing sprite turned a quarter. What a frame
 * holds comes from the generator (the flat sprite, the layers it kept), never from the poses.
 */
import { describe, expect, it } from "vitest";
import { bounds, doc, framesOf, layerOwnParts } from "../testing";
import type { Direction } from "../prompt";
import { createPixels, drawTurned, type Pixels, toPixels } from "../raster";
import { animateLayered } from ".";
import type { Frame } from "./rig";

const CAST: readonly [string, Direction][] = [
  ["knight with sword and shield", "east"],
  ["knight with sword and shield", "south"],
  ["old wizard with a staff", "east"],
  ["elf archer with a bow", "south"],
  ["elf archer with a bow", "east"],
];

/** The picture cut to its opaque box. */
function crop(px: Pixels): Pixels {
  let left = px.width;
  let right = -1;
  let top = px.height;
  let bottom = -1;
  for (let i = 0; i < px.data.length; i++) {
    if (!px.data[i]) continue;
    const x = i % px.width;
    const y = (i - x) / px.width;
    left = Math.min(left, x);
    right = Math.max(right, x);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
  }
  const out = createPixels(right - left + 1, bottom - top + 1);
  for (let y = top; y <= bottom; y++) {
    out.data.set(
      px.data.subarray(y * px.width + left, y * px.width + right + 1),
      (y - top) * out.width,
    );
  }
  return out;
}

describe("biped rig death", () => {
  it("dies by falling: knees give first, then the body lies on the ground, not a turned sprite", () => {
    for (const [prompt, direction] of CAST) {
      const d = doc(prompt, direction);
      const rest = bounds(d.sprite.image);
      const posedFrames: Frame[] = [];
      const result = animateLayered(d, {
        preset: "Death",
        frameCount: 8,
        seed: 3,
        framingMargin: 0,
        framingAnchor: "bottom",
        onFrame: (frame) => posedFrames.push(frame),
      });
      const frames = framesOf(result.strip, 8);
      const last = bounds(frames[7]!);
      // The body lies down: its height (head, torso and legs; an arm and what it holds may be
      // held out from a body lying on its side) is well under the standing height.
      const body = new Set(
        d.layers
          .filter((l) => ["head", "torso", "leg-upper", "leg-lower"].includes(l.role))
          .flatMap((l) => [...layerOwnParts(d, l.name)]),
      );
      const { ink, part, width } = posedFrames[7]!.canvas;
      const rows = [...ink.keys()]
        .filter((i) => ink[i]! >= 0 && body.has(part[i]!))
        .map((i) => Math.floor(i / width));
      expect(
        Math.max(...rows) - Math.min(...rows),
        `${prompt} ${direction} lies down`,
      ).toBeLessThan((rest.bottom - rest.top) * 0.6);
      expect(last.bottom).toBe(rest.bottom);
      // Mid-fall the figure is lower than standing (the knees gave) while still upright.
      const mid = frames.slice(2, 5).map(bounds);
      expect(mid.some((b) => b.top > rest.top + 2 && b.bottom - b.top > b.right - b.left)).toBe(
        true,
      );
      // Not the standing sprite turned a quarter: cropped to their boxes, the pictures differ.
      const lying = crop(toPixels(frames[7]!));
      for (const angle of [Math.PI / 2, -Math.PI / 2]) {
        const turned = createPixels(128, 128);
        drawTurned(turned, toPixels(d.sprite.image), {
          x0: 32,
          y0: 32,
          pivot: { x: 64, y: 64 },
          angle,
          dx: 0,
          dy: 0,
        });
        const rigid = crop(turned);
        let differ = Math.abs(rigid.width - lying.width) * lying.height;
        for (let y = 0; y < Math.min(rigid.height, lying.height); y++) {
          for (let x = 0; x < Math.min(rigid.width, lying.width); x++) {
            const a = lying.data[(lying.height - 1 - y) * lying.width + x];
            const b = rigid.data[(rigid.height - 1 - y) * rigid.width + x];
            if (a !== b) differ++;
          }
        }
        // A robe lying straight is the robe turned a clean quarter (a few degrees off, it is
        // resampled into a blur): what differs there is the arms, the boots and the staff. A
        // body lying with one leg out straight keeps more of the standing picture than one in a
        // heap of bent knees: what differs is the raised knee, the arms and what the hand held.
        const robed = prompt.includes("wizard");
        expect(differ, `${prompt} ${direction}`).toBeGreaterThan(
          lying.width * lying.height * (robed ? 0.2 : 0.25),
        );
      }
    }
  });
});
