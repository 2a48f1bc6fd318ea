/**
 * A hand-drawn import of few pixels walking seen from the front takes steps a game shows at 1x:
 * each foot in turn rises two art pixels or more off the ground while the other stays on it
 * (one pixel read as a shuffle), and running lifts higher than walking. Running also has a
 * flight phase: in some frame nothing touches the ground row, while walking always keeps a foot
 * on it. Judged on the frames of the hero and the mage, by the soles the artist drew (the
 * outline row under each boot).
 */
import { describe, expect, it } from "vitest";
import type { RgbaImage } from "../raster";
import {
  animateImport,
  DRAWN_HERO,
  DRAWN_MAGE,
  type DrawnGrid,
  IMPORT_SCALE as SCALE,
} from "../testing";

const opaque = (f: RgbaImage, x: number, y: number) => f.data[(y * f.width + x) * 4 + 3] !== 0;

/**
 * Per side of the standing figure's middle, in art pixels, how far the lowest opaque pixel of
 * that side's foot is above the ground row (the standing frame's lowest row). Only the columns
 * the standing feet occupy are looked at, so an arm or a blade beside the legs is not a foot.
 */
function footRise(frame: RgbaImage, rest: RgbaImage): { left: number; right: number } {
  let ground = -1;
  for (let y = 0; y < rest.height; y++)
    for (let x = 0; x < rest.width; x++) if (opaque(rest, x, y)) ground = y;
  const feet: number[] = [];
  for (let x = 0; x < rest.width; x++) if (opaque(rest, x, ground)) feet.push(x);
  const middle = (feet[0]! + feet[feet.length - 1]!) / 2;
  const lowest = (side: (x: number) => boolean) => {
    let low = -1;
    for (const x of feet.filter(side))
      for (let y = 0; y <= ground; y++) if (opaque(frame, x, y)) low = Math.max(low, y);
    return Math.floor((ground - low) / SCALE);
  };
  return { left: lowest((x) => x < middle), right: lowest((x) => x > middle) };
}

/** The highest either foot rises in the preset, after checking each foot steps in turn. */
function steps(grid: DrawnGrid, preset: "Walk" | "Run"): number {
  const frames = animateImport(grid, preset);
  const rises = frames.map((f) => footRise(f, frames[0]!));
  for (const side of ["left", "right"] as const) {
    const other = side === "left" ? "right" : "left";
    // This foot is up two art pixels or more while the other stands on the ground.
    expect(
      rises.some((r) => r[side] >= 2 && r[other] === 0),
      `${preset}: the ${side} foot steps`,
    ).toBe(true);
  }
  return Math.max(...rises.map((r) => Math.max(r.left, r.right)));
}

describe("an import of few pixels steps where a game shows it", () => {
  it.each([
    ["hero", DRAWN_HERO],
    ["mage", DRAWN_MAGE],
  ] as const)("%s: each foot in turn rises two art pixels walking, higher running", (_, grid) => {
    const walk = steps(grid, "Walk");
    const run = steps(grid, "Run");
    expect(run).toBeGreaterThan(walk);
  });
});

/** The lowest opaque row of a frame. */
function lowestRow(frame: RgbaImage): number {
  for (let y = frame.height - 1; y >= 0; y--)
    for (let x = 0; x < frame.width; x++) if (opaque(frame, x, y)) return y;
  return -1;
}

describe("an import of few pixels runs with a flight phase", () => {
  it.each([
    ["hero", DRAWN_HERO],
    ["mage", DRAWN_MAGE],
  ] as const)("%s: running leaves the ground in some frame, walking never does", (_, grid) => {
    const airborne = (preset: "Walk" | "Run") => {
      const rows = animateImport(grid, preset).map(lowestRow);
      const ground = Math.max(...rows);
      return rows.filter((row) => row < ground).length;
    };
    expect(airborne("Run")).toBeGreaterThan(0);
    expect(airborne("Walk")).toBe(0);
  });
});
