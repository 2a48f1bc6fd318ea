/**
 * A chest turned three-quarters shows its corner from the ground up through the lid: on a row
 * of the lid, the end's side (on the left facing south-east) is clearly darker than the front's
 * middle, where square on the lid is lit alike across. Judged on the rendered picture's
 * lightness, row by row, not on the drawer's numbers.
 */
import { describe, expect, it } from "vitest";
import { rgbToOklab } from "../color";
import type { Direction } from "../prompt";
import type { RgbaImage } from "../raster";
import { generated } from "../testing";

const SIZE = 48;

/** Mean OKLab lightness of the opaque pixels of row `y` between fractions `from` and `to` of its run. */
function rowLightness(image: RgbaImage, y: number, from: number, to: number): number {
  const xs: number[] = [];
  for (let x = 0; x < image.width; x++) if (image.data[(y * image.width + x) * 4 + 3]) xs.push(x);
  const [left, right] = [xs[0]!, xs[xs.length - 1]!];
  let [sum, n] = [0, 0];
  for (const x of xs) {
    const t = (x - left) / (right - left);
    // Inside the outline, within the band of the row asked for.
    if (t < from || t > to || x === left || x === right) continue;
    const o = (y * image.width + x) * 4;
    sum += rgbToOklab([image.data[o]!, image.data[o + 1]!, image.data[o + 2]!]).L;
    n++;
  }
  return sum / n;
}

/** How much darker the left fifth of the lid is than its middle, on the lid's lowest rows. */
function lidCornerShade(direction: Direction): number {
  const image = generated("treasure chest", SIZE, direction).image;
  let top = 0;
  while (
    !image.data.subarray(top * SIZE * 4, (top + 1) * SIZE * 4).some((v, i) => i % 4 === 3 && v)
  )
    top++;
  // A few rows down from the lid's crown, where the dome is already most of its width.
  const rows = [top + 4, top + 5, top + 6];
  const drop = rows.map(
    (y) => rowLightness(image, y, 0.4, 0.6) - rowLightness(image, y, 0.05, 0.22),
  );
  return drop.reduce((a, b) => a + b, 0) / drop.length;
}

describe("a chest turned three-quarters", () => {
  it("shows its end in shadow up through the lid, where square on the lid is lit alike", () => {
    const front = lidCornerShade("south");
    const turned = lidCornerShade("south-east");
    expect(turned).toBeGreaterThan(front + 0.04);
  });
});
