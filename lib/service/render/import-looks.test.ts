/**
 * Looks on a hand-drawn import (no layers), through the restyle task a job runs: "frozen in ice"
 * frosts the bottle inside its outline and draws nothing outside it; "royal" caps the bottle's
 * stopper in gold. Which pixels are the stopper, the outline and the glass comes from how the
 * fixture was drawn (its letters), never from the code under test.
 */
import { describe, expect, it } from "vitest";
import { hexToRgb, oklabToOklch, rgbToOklab } from "@/lib/engine/color";
import { DRAWN_POTION, paintGrid } from "@/lib/engine/testing";
import { renderTaskTable as task } from "./tasks";

const SIZE = 64;
const K = 3;
const source = paintGrid(DRAWN_POTION, SIZE, K);

function restyled(sentence: string) {
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
  if (!r.ok) throw new Error(r.refusal.message);
  return r.image;
}

/** The pixels paintGrid painted with the fixture's letter `ch`. */
function painted(ch: string): number[] {
  const ox = Math.floor((SIZE - DRAWN_POTION.rows[0]!.length * K) / 2);
  const oy = SIZE - DRAWN_POTION.rows.length * K - 2;
  const out: number[] = [];
  DRAWN_POTION.rows.forEach((row, y) => {
    [...row].forEach((c, x) => {
      if (c !== ch) return;
      for (let dy = 0; dy < K; dy++)
        for (let dx = 0; dx < K; dx++) out.push((oy + y * K + dy) * SIZE + ox + x * K + dx);
    });
  });
  return out;
}

const lch = (img: typeof source, i: number) =>
  oklabToOklch(rgbToOklab([img.data[i * 4]!, img.data[i * 4 + 1]!, img.data[i * 4 + 2]!]));

describe("looks on an imported potion", () => {
  it("frozen in ice: a pale frost inside the outline, nothing outside it", () => {
    const image = restyled("frozen in ice");
    let outside = 0;
    for (let i = 0; i < SIZE * SIZE; i++) {
      if (image.data[i * 4 + 3] && !source.data[i * 4 + 3]) outside++;
    }
    expect(outside).toBe(0);
    // The liquid the fixture drew (its two reds), turned near-white frost in places.
    const liquid = [...painted("p"), ...painted("P")];
    const frosted = liquid.filter((i) => lch(image, i).L > 0.85);
    expect(frosted.length).toBeGreaterThanOrEqual(4 * K * K);
  });

  it("burning: flames rise above a bottle drawn near the top, and none touches the top edge", () => {
    // Drawn in 5 px blocks, the bottle's stopper starts 2 px under the canvas's top edge.
    const tall = paintGrid(DRAWN_POTION, SIZE, 5);
    const r = task.restyleChecked({
      source: tall,
      redraw: null,
      customPrompt: "burning",
      mode: "custom",
      tier: "normal",
      seed: 7,
      basePalette: null,
      paletteExtras: 8,
    });
    if (!r.ok) throw new Error(r.refusal.message);
    let above = 0;
    let topRow = 0;
    for (let i = 0; i < SIZE * SIZE; i++) {
      if (!r.image.data[i * 4 + 3] || tall.data[i * 4 + 3]) continue;
      above++;
      if (i < SIZE) topRow++;
    }
    expect(above).toBeGreaterThan(0);
    expect(topRow).toBe(0);
  });

  it("burning: no flame fills the notches beside the bottle's neck (its outline is kept)", () => {
    const image = restyled("burning");
    // The fixture's blocks left and right of the neck and under the stopper's lip, from its
    // rows: empty beside the stopper and the neck, above the shoulders.
    const ox = Math.floor((SIZE - DRAWN_POTION.rows[0]!.length * K) / 2);
    const oy = SIZE - DRAWN_POTION.rows.length * K - 2;
    const notch: [number, number][] = [
      [5, 0],
      [5, 1],
      [5, 2],
      [5, 3],
      [6, 3],
      [10, 0],
      [10, 1],
      [10, 2],
      [10, 3],
    ];
    for (const [gx, gy] of notch) {
      expect(DRAWN_POTION.rows[gy]![gx]).toBe(".");
      const i = (oy + gy * K + 1) * SIZE + ox + gx * K + 1;
      expect(image.data[i * 4 + 3], `block ${gx},${gy}`).toBe(0);
    }
    let flames = 0;
    for (let i = 0; i < SIZE * SIZE; i++)
      if (image.data[i * 4 + 3] && !source.data[i * 4 + 3]) flames++;
    expect(flames).toBeGreaterThan(0);
  });

  it("royal: the stopper turns gold", () => {
    const image = restyled("royal");
    const cork = painted("c");
    const was = hexToRgb(DRAWN_POTION.colors.c!);
    expect(cork.length).toBeGreaterThan(0);
    for (const i of cork) {
      const c = lch(image, i);
      expect([...image.data.subarray(i * 4, i * 4 + 3)]).not.toEqual(was);
      expect(c.C).toBeGreaterThanOrEqual(0.08);
      expect(c.h).toBeGreaterThanOrEqual(60);
      expect(c.h).toBeLessThanOrEqual(105);
    }
  });
});
