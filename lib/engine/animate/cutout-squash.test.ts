/**
 * A squash or stretch of a hand-drawn import keeps every band of rows it was drawn with, judged
 * against how the fixture was drawn (the grids of `drawn-imports`, painted 2 px an art pixel as
 * the contact sheet paints them):
 * - the mushroom's cap never sits straight on its stem: the outline row drawn under the cap
 *   stays between them in every frame of its idle, walk, run and jump (no cap colour directly
 *   above a stem colour);
 * - its face (the row of eyes drawn across the stem) is in every idle frame;
 * - the hero's trousers (drawn as one row, `kBBkBBk`: two legs split by outline) and his boots
 *   (the only pixels of the boot colour) are in every frame of his idle while his body sinks
 *   over them, and his boots in every frame of his run.
 */
import { describe, expect, it } from "vitest";
import {
  animateImport as animate,
  DRAWN_HERO,
  DRAWN_MUSHROOM,
  type DrawnGrid,
  IMPORT_SCALE as SCALE,
  letterAt,
} from "../testing";
import type { RgbaImage } from "../raster";
import type { AnimationPreset } from ".";

/** Whether some row of art pixels, read as legend letters, contains `pattern`. */
function hasRow(grid: DrawnGrid, frame: RgbaImage, pattern: string): boolean {
  for (let y = 0; y < frame.height; y++)
    for (let from = 0; from < SCALE; from++) {
      let run = "";
      for (let x = from; x < frame.width; x += SCALE) run += letterAt(grid, frame, x, y) || ".";
      if (run.includes(pattern)) return true;
    }
  return false;
}

/** Screen pixels where a cap colour lies directly on a stem colour. */
function capOnStem(frame: RgbaImage): number {
  const cap = new Set(["r", "R", "w"]);
  const stem = new Set(["s", "S"]);
  let touching = 0;
  for (let y = 0; y + 1 < frame.height; y++)
    for (let x = 0; x < frame.width; x++) {
      const above = letterAt(DRAWN_MUSHROOM, frame, x, y);
      const below = letterAt(DRAWN_MUSHROOM, frame, x, y + 1);
      if (cap.has(above) && stem.has(below)) touching++;
    }
  return touching;
}

describe("squash and stretch of a hand-drawn import", () => {
  const presets: AnimationPreset[] = ["Idle", "Walk", "Run", "Jump"];
  it.each(presets)("mushroom %s: the outline under the cap stays in every frame", (preset) => {
    const frames = animate(DRAWN_MUSHROOM, preset);
    expect(frames.map(capOnStem)).toEqual(frames.map(() => 0));
  });

  it("mushroom Idle: the row of eyes across the stem is in every frame", () => {
    // Drawn as `ksksks`: outline and stem alternating along one row of the stem.
    const frames = animate(DRAWN_MUSHROOM, "Idle");
    expect(frames.map((f) => hasRow(DRAWN_MUSHROOM, f, "ksksks"))).toEqual(frames.map(() => true));
  });

  it("hero Idle: the trousers and the boots are in every frame", () => {
    const frames = animate(DRAWN_HERO, "Idle");
    expect(frames.map((f) => hasRow(DRAWN_HERO, f, "BBkBB"))).toEqual(frames.map(() => true));
    expect(frames.map((f) => hasRow(DRAWN_HERO, f, "l"))).toEqual(frames.map(() => true));
  });

  it("hero Run: both boots are in every frame", () => {
    // A lifted leg's trousers ride higher than the planted one's, so only the boots are counted:
    // the columns holding the boot colour, which fall in two runs, one a leg.
    const boots = (f: RgbaImage) => {
      let columns = "";
      for (let x = 0; x < f.width; x++) {
        let has = false;
        for (let y = 0; y < f.height && !has; y++) has = letterAt(DRAWN_HERO, f, x, y) === "l";
        columns += has ? "l" : ".";
      }
      return columns.split(/\.+/).filter(Boolean).length;
    };
    const frames = animate(DRAWN_HERO, "Run");
    const both = frames.map((f) => boots(f) === 2);
    expect(both).toEqual(frames.map(() => true));
  });
});
