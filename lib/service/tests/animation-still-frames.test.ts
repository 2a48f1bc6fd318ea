/**
 * A custom motion whose frames are all one picture moved nothing: the animation job must not
 * deliver it as done. `framesAllAlike` is the check the job runs on the rendered strip.
 */
import { describe, expect, it } from "vitest";
import { framesAllAlike } from "../operations/animation";

function strip(frames: number[][], width: number, height: number) {
  const data = new Uint8ClampedArray(frames.length * width * height * 4);
  frames.forEach((pixels, f) => {
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const o = (y * frames.length * width + f * width + x) * 4;
        data[o + 3] = pixels[y * width + x] ?? 0;
      }
    }
  });
  return { width: frames.length * width, height, data };
}

describe("a custom motion that moves nothing", () => {
  it("is four copies of one frame", () => {
    const still = [0, 255, 255, 0];
    expect(framesAllAlike(strip([still, still, still, still], 2, 2), 4, 2)).toBe(true);
  });

  it("is not a strip where one pixel of one frame moved", () => {
    const still = [0, 255, 255, 0];
    const moved = [255, 255, 0, 0];
    expect(framesAllAlike(strip([still, still, moved, still], 2, 2), 4, 2)).toBe(false);
    // The last pixel of the last frame counts too.
    const last = [0, 255, 255, 255];
    expect(framesAllAlike(strip([still, still, still, last], 2, 2), 4, 2)).toBe(false);
  });
});
