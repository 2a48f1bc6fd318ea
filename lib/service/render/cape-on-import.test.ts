/**
 * "A blue cape" on a hand-drawn import (no drawer to draw it again) hangs a blue cape on its
 * back as a combine would: the picture changes, what changed is blue, and the face the fixture
 * drew (its skin) is untouched; beside gold armor, the robe turns gold under it. A bottle has no
 * back to hang one from and stays refused.
 */
import { describe, expect, it } from "vitest";
import { hexToRgb, rgbToOklab } from "@/lib/engine/color";
import { DRAWN_MAGE, DRAWN_POTION, type DrawnGrid, paintGrid } from "@/lib/engine/testing";
import { renderTaskTable as task } from "./tasks";

function restyled(grid: DrawnGrid, sentence: string) {
  const source = paintGrid(grid, 64, 3);
  const r = task.restyleChecked({
    source,
    redraw: null,
    customPrompt: sentence,
    mode: "custom",
    tier: "normal",
    seed: 7,
    basePalette: null,
    paletteExtras: 8,
  });
  return { source, r };
}

describe("a coloured cape on an import", () => {
  it("the mage takes a blue cape: what changed is blue, and its face is as drawn", () => {
    const { source, r } = restyled(DRAWN_MAGE, "a blue cape");
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.words.used).toEqual(["blue", "cape"]);
    const skin = hexToRgb(DRAWN_MAGE.colors.s!).join(",");
    const blue = rgbToOklab(hexToRgb("#3454c8"));
    let [changed, notBlue, skinLost] = [0, 0, 0];
    for (let o = 0; o < source.data.length; o += 4) {
      const was = [...source.data.subarray(o, o + 4)];
      const now = [...r.image.data.subarray(o, o + 4)];
      if (was.every((v, c) => v === now[c])) continue;
      changed++;
      if (was[3] && was.slice(0, 3).join(",") === skin) skinLost++;
      if (!now[3]) continue;
      const lab = rgbToOklab([now[0]!, now[1]!, now[2]!]);
      // Blue, or the outline the cape is drawn with (dark, near grey).
      if (Math.sign(lab.b) !== Math.sign(blue.b) && lab.L > 0.35) notBlue++;
    }
    expect(changed).toBeGreaterThan(40);
    expect(notBlue).toBe(0);
    expect(skinLost).toBe(0);
  });

  it("the mage's cape hangs from his shoulders, as much of it each side, in cloth of the asked blue", () => {
    const { source, r } = restyled(DRAWN_MAGE, "a blue cape");
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    // Where paintGrid puts the fixture: 3 px blocks, centred, 2 px above the bottom.
    const K = 3;
    const ox = Math.floor((64 - DRAWN_MAGE.rows[0]!.length * K) / 2);
    const oy = 64 - DRAWN_MAGE.rows.length * K - 2;
    // Drawn columns 2..11 are the mage's widest (brim, arms); rows 0..6 his hat and face, row 8
    // the first of his robe.
    const [outerLeft, outerRight] = [ox + 2 * K, ox + 12 * K - 1];
    let [left, right, aboveShoulders, pale] = [0, 0, 0, 0];
    for (let y = 0; y < 64; y++) {
      for (let x = 0; x < 64; x++) {
        const o = (y * 64 + x) * 4;
        const was = [...source.data.subarray(o, o + 4)];
        const now = [...r.image.data.subarray(o, o + 4)];
        if (was.every((v, c) => v === now[c])) continue;
        if (y < oy + 7 * K) aboveShoulders++;
        if (x < outerLeft) left++;
        if (x > outerRight) right++;
        if (!now[3]) continue;
        const lab = rgbToOklab([now[0]!, now[1]!, now[2]!]);
        if (lab.L > 0.75) pale++;
      }
    }
    expect(left).toBeGreaterThan(2 * K * K);
    expect(left).toBe(right);
    expect(aboveShoulders).toBe(0);
    expect(pale).toBe(0);
  });

  it("a potion has no back to hang one from: refused, naming the cape", () => {
    const { r } = restyled(DRAWN_POTION, "a blue cape");
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.refusal.words).toContain("cape");
  });

  it("with gold armor beside it, the mage's robe turns gold and the blue cape hangs on his back", () => {
    const { source, r } = restyled(DRAWN_MAGE, "gold armor and a blue cape");
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect([...r.words.used].sort()).toEqual(["armor", "blue", "cape", "gold"]);
    const robe = hexToRgb(DRAWN_MAGE.colors.r!).join(",");
    const blue = rgbToOklab(hexToRgb("#3454c8"));
    let [robeGold, robeKept, bluish] = [0, 0, 0];
    for (let o = 0; o < source.data.length; o += 4) {
      const now = [...r.image.data.subarray(o, o + 4)];
      if (!now[3]) continue;
      const lab = rgbToOklab([now[0]!, now[1]!, now[2]!]);
      const wasRobe = source.data[o + 3] && [...source.data.subarray(o, o + 3)].join(",") === robe;
      if (wasRobe && now.slice(0, 3).join(",") === robe) robeKept++;
      // Gold: warm (yellow) and not dark.
      if (wasRobe && lab.b > 0.05 && lab.L > 0.45) robeGold++;
      if (!source.data[o + 3] && Math.sign(lab.b) === Math.sign(blue.b) && lab.L > 0.35) bluish++;
    }
    // Most of the red (the robe; the hat of the same red may keep it) is gold.
    expect(robeGold).toBeGreaterThan(robeKept);
    expect(robeGold).toBeGreaterThan(100);
    expect(bluish).toBeGreaterThan(20);
  });
});
