/**
 * The presets on hand-drawn imports read as their names at 1x, judged on the rendered frames by
 * the colours the fixtures were drawn in:
 * - Hurt flashes once with the outline kept (a flash, not a fade), then the figure is knocked
 *   back: shoved away, its top thrown further than its feet, and it comes back to rest.
 * - A limbless body walks on the ground, swaying to both sides, and runs in hops off it; a cap
 *   on a stem sways over its planted stem an art pixel a frame.
 * - A cap on a stem idles without spreading over its stem.
 * - A small mage running keeps its sleeves off its face.
 */
import { describe, expect, it } from "vitest";
import type { RgbaImage } from "../raster";
import {
  animateImport,
  countLetters,
  DRAWN_HERO,
  DRAWN_MAGE,
  DRAWN_MUSHROOM,
  DRAWN_SLIME,
  type DrawnGrid,
  IMPORT_SCALE as SCALE,
  letterAt,
} from "../testing";

const opaque = (f: RgbaImage, x: number, y: number) => f.data[(y * f.width + x) * 4 + 3] !== 0;

/** The opaque rows of a frame, top first, each with its first and last opaque column. */
function rowSpans(frame: RgbaImage): { y: number; left: number; right: number }[] {
  const out: { y: number; left: number; right: number }[] = [];
  for (let y = 0; y < frame.height; y++) {
    let left = -1;
    let right = -1;
    for (let x = 0; x < frame.width; x++) {
      if (!opaque(frame, x, y)) continue;
      if (left < 0) left = x;
      right = x;
    }
    if (left >= 0) out.push({ y, left, right });
  }
  return out;
}

/** The middle column of the top (or bottom) `rows` art rows of the figure. */
function bandMiddle(frame: RgbaImage, rows: number, from: "top" | "bottom"): number {
  const spans = rowSpans(frame);
  const band = from === "top" ? spans.slice(0, rows * SCALE) : spans.slice(-rows * SCALE);
  return band.reduce((sum, s) => sum + (s.left + s.right) / 2, 0) / band.length;
}

const lowestRow = (frame: RgbaImage) => rowSpans(frame).at(-1)!.y;

const IMPORTS = [
  ["hero", DRAWN_HERO],
  ["mage", DRAWN_MAGE],
  ["slime", DRAWN_SLIME],
  ["mushroom", DRAWN_MUSHROOM],
] as const;

describe("Hurt on an import is a knock back", () => {
  it.each(IMPORTS)("%s: one flash with the outline kept, then thrown back", (_, grid) => {
    const frames = animateImport(grid, "Hurt");
    const outline = grid.colors.k!;
    const fills = Object.keys(grid.colors)
      .filter((letter) => grid.colors[letter] !== outline)
      .join("");
    // The hit: the silhouette keeps its drawn outline, every other colour is whitened.
    expect(countLetters(grid, frames[0]!, "k")).toBeGreaterThan(0);
    expect(countLetters(grid, frames[0]!, fills)).toBe(0);
    // Only once: the frames after it are drawn in the artist's colours.
    for (const frame of frames.slice(1))
      expect(countLetters(grid, frame, fills)).toBeGreaterThan(0);
    // Thrown back: against the last frame (at rest), the feet are shoved an art pixel or more
    // and the top goes the same way two art pixels further.
    const rest = frames.at(-1)!;
    const hit = frames[1]!;
    const feet = bandMiddle(hit, 2, "bottom") - bandMiddle(rest, 2, "bottom");
    const top = bandMiddle(hit, 3, "top") - bandMiddle(rest, 3, "top");
    expect(Math.abs(feet), `feet ${feet}`).toBeGreaterThanOrEqual(SCALE);
    expect(Math.sign(top), `top ${top}`).toBe(Math.sign(feet));
    expect(Math.abs(top) - Math.abs(feet), `top ${top} feet ${feet}`).toBeGreaterThanOrEqual(
      2 * SCALE,
    );
  });
});

describe("a limbless import walks on the ground and runs in hops", () => {
  it.each([
    ["slime", DRAWN_SLIME],
    ["mushroom", DRAWN_MUSHROOM],
  ] as const)("%s", (_, grid: DrawnGrid) => {
    const rest = animateImport(grid, "Idle")[0]!;
    const ground = lowestRow(rest);
    const walk = animateImport(grid, "Walk");
    for (const frame of walk) expect(lowestRow(frame)).toBe(ground);
    // The walk sways to both sides: its top an art pixel or more left of rest in some frame
    // and right of it in another.
    const sway = walk.map((f) => bandMiddle(f, 3, "top") - bandMiddle(rest, 3, "top"));
    expect(Math.min(...sway), `${sway}`).toBeLessThanOrEqual(-SCALE);
    expect(Math.max(...sway), `${sway}`).toBeGreaterThanOrEqual(SCALE);
    // The run hops: in some frame the whole body is two art pixels or more off the ground.
    const rises = animateImport(grid, "Run").map((f) => (ground - lowestRow(f)) / SCALE);
    expect(Math.max(...rises), `${rises}`).toBeGreaterThanOrEqual(2);
  });
});

describe("a cap on a stem walks by swaying over it", () => {
  it("mushroom: the stem's foot stays put, the cap sways an art pixel a frame", () => {
    const rest = animateImport(DRAWN_MUSHROOM, "Idle")[0]!;
    const sway = animateImport(DRAWN_MUSHROOM, "Walk").map((frame) => ({
      foot: bandMiddle(frame, 2, "bottom") - bandMiddle(rest, 2, "bottom"),
      top: bandMiddle(frame, 3, "top") - bandMiddle(rest, 3, "top"),
    }));
    // It leans over a planted stem: a stem shoved sideways with the cap slid, not walked.
    for (const { foot } of sway) expect(foot, JSON.stringify(sway)).toBe(0);
    // A smooth sway, looping: the cap moves at most an art pixel from one frame to the next
    // (a whole step in one frame and back read as a jerk), yet two art pixels out each way.
    sway.forEach(({ top }, t) => {
      const next = sway[(t + 1) % sway.length]!.top;
      expect(Math.abs(next - top), `frame ${t}: ${JSON.stringify(sway)}`).toBeLessThanOrEqual(
        SCALE,
      );
    });
    const tops = sway.map((s) => s.top);
    expect(Math.max(...tops)).toBeGreaterThanOrEqual(2 * SCALE);
    expect(Math.min(...tops)).toBeLessThanOrEqual(-2 * SCALE);
  });
});

describe("a cap on a stem idles", () => {
  it("mushroom: never more than an art row lower or higher, never wider than drawn", () => {
    const frames = animateImport(DRAWN_MUSHROOM, "Idle");
    const rest = rowSpans(frames[0]!);
    const width = (spans: ReturnType<typeof rowSpans>) =>
      Math.max(...spans.map((s) => s.right - s.left + 1));
    for (const [t, frame] of frames.entries()) {
      const spans = rowSpans(frame);
      expect(Math.abs(spans.length - rest.length), `frame ${t}`).toBeLessThanOrEqual(SCALE);
      expect(width(spans), `frame ${t}`).toBeLessThanOrEqual(width(rest));
    }
  });
});

describe("a small mage running", () => {
  it("keeps its robe's sleeves off the rows of its face", () => {
    animateImport(DRAWN_MAGE, "Run").forEach((frame, t) => {
      const faceRows = new Set<number>();
      for (let y = 0; y < frame.height; y++)
        for (let x = 0; x < frame.width; x++)
          if (letterAt(DRAWN_MAGE, frame, x, y) === "s") {
            // The face is the skin with the outline's eyes in it: skin beside a `k` left and right
            // within the face's width; a hand is a lone skin pixel against the robe.
            const row = [...Array(frame.width).keys()].map((c) =>
              letterAt(DRAWN_MAGE, frame, c, y),
            );
            if (row.filter((l) => l === "s").length >= 3 * SCALE) faceRows.add(y);
          }
      for (const y of faceRows)
        for (let x = 0; x < frame.width; x++)
          expect(letterAt(DRAWN_MAGE, frame, x, y), `frame ${t} (${x}, ${y})`).not.toBe("r");
    });
  });
});
