/**
 * A beast seen from behind: its tail hangs over the rump a shade darker than the rump around
 * it, never lit as brightly as the rump's highlight, so it reads as a tail and not as a seam
 * splitting the rump. Judged on the rendered picture's lightness where the tail layer shows,
 * against where the body layer shows.
 */
import { describe, expect, it } from "vitest";
import { rgbToOklab } from "../color";
import { composeAtRest, drawLayered } from ".";
import { request } from "../testing";

/** The lightest OKLab lightness of the picture where layer `name` is on top at rest. */
function lightestOf(prompt: string, name: string): number {
  const doc = drawLayered(request(prompt, "north", 48));
  const rest = composeAtRest(doc);
  const index = doc.layers.findIndex((l) => l.name === name);
  expect(index, name).toBeGreaterThanOrEqual(0);
  const image = doc.sprite.image;
  let [lightest, n] = [0, 0];
  for (let i = 0; i < rest.top.length; i++) {
    if (rest.top[i] !== index) continue;
    const o = i * 4;
    const L = rgbToOklab([image.data[o]!, image.data[o + 1]!, image.data[o + 2]!]).L;
    // The outline and inner lines are the same ink on every part: only the fill counts.
    if (L < 0.3) continue;
    [lightest, n] = [Math.max(lightest, L), n + 1];
  }
  expect(n, name).toBeGreaterThan(3);
  return lightest;
}

describe("a wolf seen from behind", () => {
  it("hangs its tail over the rump a shade darker than the rump", () => {
    expect(lightestOf("grey wolf", "tail")).toBeLessThan(lightestOf("grey wolf", "body") - 0.05);
  });
});
