import { describe, expect, it } from "vitest";
import { lchOf, rgbToOklab } from "../color";
import { sprite } from "../testing";
import { touchUp } from ".";

const villager = sprite("villager");
const REGION = { x: 24, y: 24, width: 16, height: 16 };

function changedPixels(a: Uint8ClampedArray, b: Uint8ClampedArray): number[] {
  const out: number[] = [];
  for (let i = 0; i < a.length / 4; i++) {
    if ([0, 1, 2, 3].some((k) => a[i * 4 + k] !== b[i * 4 + k])) out.push(i);
  }
  return out;
}

describe("touch-up add: things from the drawer's vocabulary, fitted to the region", () => {
  it("draws a yellow star in yellow inside a 16×16 region", () => {
    const out = touchUp(villager.image, REGION, "add a yellow star", { seed: 3 });
    expect(out.kind).toBe("edited");
    if (out.kind !== "edited") return;
    const changed = changedPixels(out.image.data, villager.image.data);
    expect(changed.length).toBeGreaterThan(20);
    let yellow = 0;
    let fill = 0;
    for (const i of changed) {
      const x = i % 64;
      const y = Math.floor(i / 64);
      expect(x >= REGION.x && x < REGION.x + 16 && y >= REGION.y && y < REGION.y + 16).toBe(true);
      const d = out.image.data;
      const lch = lchOf(rgbToOklab([d[i * 4]!, d[i * 4 + 1]!, d[i * 4 + 2]!]));
      // The star's outline and darkest shading aside, its fill is yellow.
      if (lch.L < 0.5) continue;
      fill++;
      if (lch.C > 0.05 && Math.abs(lch.h - 90) < 35) yellow++;
    }
    expect(fill).toBeGreaterThan(10);
    expect(yellow).toBeGreaterThan(fill * 0.6);
  });

  it("draws named things for every seed and region size, never a silent no-op", () => {
    for (const prompt of ["add a sword", "add a flower", "add a key", "add a red gem"]) {
      for (const side of [8, 16, 32]) {
        for (const seed of [1, 2, 3]) {
          const region = { x: 16, y: 20, width: side, height: side };
          const out = touchUp(villager.image, region, prompt, { seed });
          expect(out.kind, `${prompt} ${side}`).toBe("edited");
          expect(out.words.ignored, prompt).toEqual([]);
        }
      }
    }
  });
});
