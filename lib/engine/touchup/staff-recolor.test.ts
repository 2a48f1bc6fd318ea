import { describe, expect, it } from "vitest";
import { lchOf, rgbToOklab } from "../color";
import { boxOf } from "./corpus/draw";
import { WIZARD } from "./corpus/engine-sprites";
import { touchUp } from ".";

// The wizard's staff layer holds its wooden shaft (one ramp) and the orb on its tip (another);
// the robe is the torso layer with its sleeves.
const shaft = WIZARD.mask("item ramp 17");
const orb = WIZARD.mask("item ramp 8");
const robe = WIZARD.mask("torso", "arm");
const { width } = WIZARD.image;
const staffBox = boxOf(WIZARD.mask("staff"), width);
const region = {
  x: staffBox.x - 2,
  y: staffBox.y - 2,
  width: staffBox.width + 4,
  height: staffBox.height + 4,
};
const result = touchUp(WIZARD.image, region, "make the staff blue", {
  seed: 1,
  layers: WIZARD.layers!,
});

const labAt = (d: Uint8ClampedArray, i: number) =>
  rgbToOklab([d[i * 4]!, d[i * 4 + 1]!, d[i * 4 + 2]!]);
const sameAt = (a: Uint8ClampedArray, b: Uint8ClampedArray, i: number) =>
  [0, 1, 2, 3].every((k) => a[i * 4 + k] === b[i * 4 + k]);
// Blue sits about hue 264 in OKLCH; the staff is drawn brown.
const blueish = (h: number) => Math.abs(((h - 250 + 540) % 360) - 180) < 45;

describe("make the staff blue", () => {
  it("turns the shaft blue, its dark foot too, and leaves the orb on its tip as drawn", () => {
    expect(result.kind).toBe("edited");
    if (result.kind !== "edited") return;
    const after = result.image.data;
    let shaftPixels = 0;
    shaft.forEach((v, i) => {
      if (!v) return;
      shaftPixels++;
      expect(blueish(lchOf(labAt(after, i)).h)).toBe(true);
    });
    expect(shaftPixels).toBeGreaterThan(20);
    orb.forEach((v, i) => {
      if (v) expect(sameAt(WIZARD.image.data, after, i)).toBe(true);
    });
  });

  it("parts from the blue robe it touches edge to edge", () => {
    if (result.kind !== "edited") throw new Error("refused");
    const after = result.image.data;
    const gaps: number[] = [];
    shaft.forEach((v, i) => {
      if (!v) return;
      for (const j of [i - 1, i + 1]) {
        if (!robe[j] || after[j * 4 + 3] === 0) continue;
        const a = labAt(after, i);
        const b = labAt(after, j);
        gaps.push(Math.hypot(a.L - b.L, a.a - b.a, a.b - b.b));
      }
    });
    expect(gaps.length).toBeGreaterThan(3);
    // Touching colours under about 0.08 apart in OKLab read as one at 1x; the brown staff
    // stood some 0.2 from the robe.
    const mean = gaps.reduce((s, g) => s + g, 0) / gaps.length;
    expect(mean).toBeGreaterThan(0.15);
    expect(gaps.filter((g) => g < 0.08).length).toBeLessThanOrEqual(gaps.length / 10);
  });
});
