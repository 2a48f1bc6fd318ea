/**
 * Looks on a hand-drawn import (no layers), through the restyle task a job runs: "frozen in ice"
 * frosts the bottle inside its outline and draws nothing outside it; "royal" caps the bottle's
 * stopper in gold. Which pixels are the stopper, the outline and the glass comes from how the
 * fixture was drawn (its letters), never from the code under test.
 */
import { describe, expect, it } from "vitest";
import { hexToRgb, oklabToOklch, rgbToOklab } from "@/lib/engine/color";
import { DRAWN_MAGE, DRAWN_POTION, paintGrid } from "@/lib/engine/testing";
import { renderTaskTable as task } from "./tasks";

const SIZE = 64;
const K = 3;
const source = paintGrid(DRAWN_POTION, SIZE, K);

function restyled(sentence: string, picture = source) {
  const r = task.restyleChecked({
    source: picture,
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

  it("royal: the stopper wears a crown, its three points standing in the air above it", () => {
    const image = restyled("royal");
    const oy = SIZE - DRAWN_POTION.rows.length * K - 2;
    // Above the stopper's top (air in the source): a row with three gold runs, each apart from
    // the next, is the crown's points.
    let points = 0;
    for (let y = 0; y < oy; y++) points = Math.max(points, goldRuns(image, source, y));
    expect(points).toBeGreaterThanOrEqual(3);
  });
});

/** Separate runs of gold pixels on row `y` of `img` where `was` shows nothing or another color. */
function goldRuns(img: typeof source, was: typeof source, y: number): number {
  let runs = 0;
  let inRun = false;
  for (let x = 0; x < SIZE; x++) {
    const i = y * SIZE + x;
    const c = lch(img, i);
    const changed = [0, 1, 2, 3].some((k) => img.data[i * 4 + k] !== was.data[i * 4 + k]);
    const gold =
      img.data[i * 4 + 3]! > 0 && changed && c.C >= 0.08 && c.L >= 0.55 && c.h >= 60 && c.h <= 105;
    if (gold && !inRun) runs++;
    inRun = gold;
  }
  return runs;
}

describe("looks on the imported mage", () => {
  const mage = paintGrid(DRAWN_MAGE, SIZE, K);
  const ox = Math.floor((SIZE - DRAWN_MAGE.rows[0]!.length * K) / 2);
  const oy = SIZE - DRAWN_MAGE.rows.length * K - 2;
  // The brim: the fixture's widest row of outline letters in the hat (its top rows).
  const brim = DRAWN_MAGE.rows
    .slice(0, 8)
    .reduce(
      (best, row, y, rows) => (row.split("k").length > rows[best]!.split("k").length ? y : best),
      0,
    );

  it("wears a crown around the hat above its brim; the hat's tip keeps its color", () => {
    const image = restyled("royal", mage);
    // The cone's row right above the brim is the band: gold over most of it.
    const band = [...DRAWN_MAGE.rows[brim - 1]!].filter((c) => c !== ".").length;
    let gold = 0;
    for (let gx = 0; gx < DRAWN_MAGE.rows[0]!.length; gx++) {
      const i = (oy + (brim - 1) * K + 1) * SIZE + ox + gx * K + 1;
      const c = lch(image, i);
      if (image.data[i * 4 + 3] && c.C >= 0.08 && c.L >= 0.55 && c.h >= 60 && c.h <= 105) gold++;
    }
    expect(gold).toBeGreaterThanOrEqual(band - 2);
    // Points above the band: separate gold runs on the cone's next row up.
    expect(goldRuns(image, mage, oy + (brim - 2) * K + 1)).toBeGreaterThanOrEqual(3);
    // The tip, drawn in the fixture's first row, is not gold.
    expect(goldRuns(image, mage, oy + 1)).toBe(0);
  });

  it("turned into a robot: a red visor across the face and an antenna with a red light on top", () => {
    const image = restyled("turn him into a robot", mage);
    const red = (i: number) => {
      const c = lch(image, i);
      return image.data[i * 4 + 3]! > 0 && c.C >= 0.12 && (c.h < 45 || c.h > 340);
    };
    // The eye row: the fixture's face row holding a line-dark pixel between skin pixels.
    const eyeRow = DRAWN_MAGE.rows.findIndex((row) => /sks/.test(row));
    let visor = 0;
    for (let gx = 0; gx < DRAWN_MAGE.rows[0]!.length; gx++)
      if (red((oy + eyeRow * K + 1) * SIZE + ox + gx * K + 1)) visor++;
    expect(visor).toBeGreaterThanOrEqual(3);
    // Above the hat's tip, where the source is air: a stalk and a red light.
    let above = 0;
    let lit = 0;
    for (let y = 0; y < oy; y++)
      for (let x = 0; x < SIZE; x++) {
        const i = y * SIZE + x;
        if (!image.data[i * 4 + 3] || mage.data[i * 4 + 3]) continue;
        above++;
        if (red(i)) lit++;
      }
    expect(above).toBeGreaterThanOrEqual(2 * K * K);
    expect(lit).toBeGreaterThanOrEqual(K * K);
  });

  it("given a spear: nothing of it runs on below the feet", () => {
    const r = task.restyleChecked({
      source: mage,
      redraw: null,
      customPrompt: "give him a spear",
      mode: "item",
      tier: "normal",
      seed: 7,
      basePalette: null,
      paletteExtras: 8,
    });
    if (!r.ok) throw new Error(r.refusal.message);
    // The feet: the fixture's last row.
    const feet = oy + DRAWN_MAGE.rows.length * K - 1;
    let added = 0;
    let below = 0;
    for (let i = 0; i < SIZE * SIZE; i++) {
      if (!r.image.data[i * 4 + 3] || mage.data[i * 4 + 3]) continue;
      added++;
      if (Math.floor(i / SIZE) > feet) below++;
    }
    expect(added).toBeGreaterThan(4 * K * K);
    expect(below).toBe(0);
  });
});
