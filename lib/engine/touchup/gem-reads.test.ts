import { describe, expect, it } from "vitest";
import { lchOf, rgbToOklab } from "../color";
import { CHEST } from "./corpus/fixtures";
import { touchUp } from ".";

/** The pixels a touch-up drew, as OKLCH. */
function drawn(sentence: string, region: { x: number; y: number; width: number; height: number }) {
  const out = touchUp(CHEST.image, region, sentence, { seed: 1 });
  if (out.kind !== "edited") throw new Error(`refused: ${out.reason}`);
  const a = CHEST.image.data;
  const b = out.image.data;
  const colours = [];
  for (let i = 0; i < a.length; i += 4) {
    if ([0, 1, 2, 3].every((k) => a[i + k] === b[i + k])) continue;
    colours.push(lchOf(rgbToOklab([b[i]!, b[i + 1]!, b[i + 2]!])));
  }
  return colours;
}

describe("a small gem added on a chest reads as a jewel, not a blot", () => {
  // A red gem (hue about 25) in six by four pixels on the chest's wood, as artists drag it.
  const gem = drawn("add a red gem", { x: 3, y: 6, width: 6, height: 4 });

  it("is mostly its own lit colour, its dark edge the lesser part", () => {
    const lit = gem.filter((c) => c.L >= 0.5);
    expect(gem.length).toBeGreaterThanOrEqual(12);
    expect(lit.length / gem.length).toBeGreaterThanOrEqual(0.5);
  });

  it("has a glint lighter than its body and an edge darker than it", () => {
    const Ls = gem.map((c) => c.L).sort((p, q) => p - q);
    expect(Ls.at(-1)! - Ls[Math.floor(Ls.length / 2)]!).toBeGreaterThan(0.1);
    expect(Ls[Math.floor(Ls.length / 2)]! - Ls[0]!).toBeGreaterThan(0.1);
  });
});
