/**
 * Generated facings judged on what the drawer produced: an archer's bow shows in the W profile as
 * much as in the E one (it was drawn hanging behind the body there, so W showed only the quiver),
 * and a slime's light stays at the top-left through all 8 facings (the W side used to be its E
 * twin mirrored, shading and gleam on the right). The bow's pixels are those its own layer shows
 * on top; the light is read from the rendered strip's lightness, never from the drawer's numbers.
 */
import { describe, expect, it } from "vitest";
import { rgbToOklab } from "../color";
import { composeAtRest, drawLayered } from "../draw";
import type { Direction } from "../prompt";
import { generated, request } from "../testing";
import { rotateFacings } from ".";

/** The item layer's pixels on top at rest, and their mean x with the torso's, as seen (flipped). */
function itemShown(direction: Direction): { count: number; ahead: number } {
  const doc = drawLayered(request("elf archer with a bow", direction, 48));
  const rest = composeAtRest(doc);
  const item = doc.layers.findIndex((l) => l.name === "item");
  const torso = doc.layers.findIndex((l) => l.name === "torso");
  expect(item).toBeGreaterThanOrEqual(0);
  let [ix, n, tx, tn] = [0, 0, 0, 0];
  for (let i = 0; i < rest.top.length; i++) {
    // Layers are kept as drawn (the E-side twin), before the flip that makes a W-side picture.
    const x = i % doc.width;
    if (rest.top[i] === item) [ix, n] = [ix + x, n + 1];
    if (rest.top[i] === torso) [tx, tn] = [tx + x, tn + 1];
  }
  return { count: n, ahead: n && tn ? ix / n - tx / tn : 0 };
}

describe("an archer turned west", () => {
  it("shows its bow ahead of the chest, about as much as facing east", () => {
    const east = itemShown("east");
    const west = itemShown("west");
    expect(east.count).toBeGreaterThan(20);
    expect(west.count).toBeGreaterThanOrEqual(east.count * 0.5);
    // Ahead = toward the way the drawn twin faces (+x before the flip).
    expect(west.ahead).toBeGreaterThan(0);
  });
});

/** Mean x of the lit pixels (OKLab L above the frame's median opaque L) minus the frame's mean x. */
function lightSide(
  strip: { width: number; height: number; data: Uint8ClampedArray | Uint8Array },
  i: number,
): number {
  const w = strip.width / 8;
  const px: [number, number][] = [];
  for (let y = 0; y < strip.height; y++) {
    for (let x = 0; x < w; x++) {
      const o = (y * strip.width + i * w + x) * 4;
      if (strip.data[o + 3] === 0) continue;
      const { L } = rgbToOklab([strip.data[o]!, strip.data[o + 1]!, strip.data[o + 2]!]);
      px.push([x, L]);
    }
  }
  const Ls = px.map((p) => p[1]).sort((a, b) => a - b);
  const median = Ls[Math.floor(Ls.length / 2)]!;
  const lit = px.filter((p) => p[1] > median + 0.05);
  const mean = (xs: [number, number][]) => xs.reduce((s, p) => s + p[0], 0) / xs.length;
  return mean(lit) - mean(px);
}

describe("a generated slime turning", () => {
  it("keeps its light on the left in all 8 facings", () => {
    const size = 40;
    const source = generated("green slime", size, "none").image;
    const { strip } = rotateFacings(source, {
      seed: 7,
      redraw: (d) => generated("green slime", size, d).image,
    });
    for (let i = 0; i < 8; i++) expect(lightSide(strip, i), `facing ${i}`).toBeLessThan(-1);
  });
});
