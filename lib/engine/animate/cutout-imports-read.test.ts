/**
 * Custom motions on hand-drawn imports, judged on the rendered frames against how the fixtures
 * were drawn (the grids of `drawn-imports` and `drawn-mage`), never against the poses:
 * - a bottle casts (it needs no arms): its spell lights pixels of no colour of its own beside it,
 *   never over the bottle's own pixels; it is refused a bow, having no waist or head to bow with;
 * - a small figure turned whole by a few degrees keeps every pixel of every colour (the turn by
 *   shears of whole pixels);
 * - a bottle's cheer shows twinkles above it, not only the jump's hop;
 * - the mage's kick lifts one boot clear of the ground while the other stands;
 * - the mage's cheer puts a hand above its shoulders, out past its face and above its hat's
 *   brim, and hops: its soles leave the ground on a frame;
 * - the mage's tipping death frame still shows its face (most of its skin).
 */
import { describe, expect, it } from "vitest";
import { createPixels, type RgbaImage } from "../raster";
import { showsFace } from "../rotate";
import {
  DRAWN_MAGE,
  DRAWN_POTION,
  type DrawnGrid,
  framesOf,
  letterAt,
  paintGrid,
} from "../testing";
import { animateSprite, partsOfPixels, refuseMotion } from ".";
import { shearTurned } from "./shear-turn";

const SCALE = 3;

function frames(grid: DrawnGrid, preset: "Custom" | "Death", sentence?: string): RgbaImage[] {
  const { strip } = animateSprite(paintGrid(grid, 64, SCALE), {
    preset,
    ...(sentence ? { customPrompt: sentence } : {}),
    frameCount: 8,
    seed: 7,
    framingMargin: 20,
    framingAnchor: "bottom",
  });
  return framesOf(strip, 8);
}

/** How many pixels of each legend letter a frame shows. */
function letterCounts(grid: DrawnGrid, frame: RgbaImage): Map<string, number> {
  const out = new Map<string, number>();
  for (let y = 0; y < frame.height; y++)
    for (let x = 0; x < frame.width; x++) {
      const l = letterAt(grid, frame, x, y);
      if (l) out.set(l, (out.get(l) ?? 0) + 1);
    }
  return out;
}

/** Rows (top, bottom) and columns (left, right) of the pixels of some letters. */
function extent(grid: DrawnGrid, frame: RgbaImage, letters: string) {
  let [left, top, right, bottom] = [frame.width, frame.height, -1, -1];
  for (let y = 0; y < frame.height; y++)
    for (let x = 0; x < frame.width; x++) {
      if (!letters.includes(letterAt(grid, frame, x, y) || "-")) continue;
      [left, right] = [Math.min(left, x), Math.max(right, x)];
      [top, bottom] = [Math.min(top, y), Math.max(bottom, y)];
    }
  return { left, top, right, bottom };
}

function lowestOpaque(frame: RgbaImage): number {
  for (let y = frame.height - 1; y >= 0; y--)
    for (let x = 0; x < frame.width; x++) if (frame.data[(y * frame.width + x) * 4 + 3]) return y;
  return -1;
}

describe("a bottle cut from its pixels", () => {
  const parts = partsOfPixels(paintGrid(DRAWN_POTION), showsFace);

  it("casts (it needs no arms); a bow is refused before anything is charged, for having no waist or head", () => {
    expect(refuseMotion("casts a spell", parts)).toBeNull();
    for (const sentence of ["bows", "bows slowly"]) {
      const refusal = refuseMotion(sentence, parts);
      expect(refusal?.words).toEqual(["bows"]);
      // The reason is the one true of a bottle: a drawn slime bows with no arms either.
      expect(refusal?.message).toMatch(/waist or a head/);
      expect(refusal?.message).not.toMatch(/arms/);
    }
    // What does need limbs or a head is still refused.
    expect(refuseMotion("kicks", parts)?.words).toEqual(["kicks"]);
    expect(refuseMotion("nods", parts)?.words).toEqual(["nods"]);
  });

  it("casts: pixels of no colour of its own light up beside it, none over the bottle", () => {
    const f = frames(DRAWN_POTION, "Custom", "casts a spell");
    const rest = letterCounts(DRAWN_POTION, f[0]!);
    const mid = f[4]!;
    expect(letterCounts(DRAWN_POTION, mid)).toEqual(rest);
    const bottle = extent(DRAWN_POTION, mid, Object.keys(DRAWN_POTION.colors).join(""));
    let [left, right] = [0, 0];
    for (let y = 0; y < mid.height; y++)
      for (let x = 0; x < mid.width; x++) {
        if (mid.data[(y * mid.width + x) * 4 + 3] === 0 || letterAt(DRAWN_POTION, mid, x, y))
          continue;
        if (x < bottle.left) left++;
        if (x > bottle.right) right++;
      }
    expect(left).toBeGreaterThanOrEqual(3);
    expect(right).toBeGreaterThanOrEqual(3);
  });
});

it("a bottle ponders whole: every frame shows the bottle's pixels as drawn, at most moved aside", () => {
  // Tipped even a few degrees, a bottle a dozen pixels tall slid its rows apart and the neck
  // and cork came off it. Compared at the drawing's own scale, so a shift of whole art pixels
  // is the only change allowed.
  // The bottle is the piece of its own colours joined to its lowest pixel (the thought dots
  // beside it are drawn apart), listed from its top-left pixel.
  const bottleOf = (frame: RgbaImage) => {
    const { width } = frame;
    const own = (i: number) => letterAt(DRAWN_POTION, frame, i % width, Math.floor(i / width));
    const start = (lowestOpaque(frame) + 1) * width - 1;
    let seed = start;
    while (seed > start - width && !own(seed)) seed--;
    const seen = new Set([seed]);
    for (const stack = [seed]; stack.length > 0; ) {
      const i = stack.pop()!;
      for (const j of [i - 1, i + 1, i - width, i + width])
        if (j >= 0 && j < frame.data.length / 4 && !seen.has(j) && own(j)) {
          seen.add(j);
          stack.push(j);
        }
    }
    const pixels = [...seen].sort((p, q) => p - q);
    const [x0, y0] = [Math.min(...pixels.map((i) => i % width)), Math.floor(pixels[0]! / width)];
    return pixels
      .map((i) => `${(i % width) - x0},${Math.floor(i / width) - y0},${own(i)}`)
      .join(" ");
  };
  const ponder = frames(DRAWN_POTION, "Custom", "ponders the meaning of life");
  const rest = bottleOf(ponder[0]!);
  for (const frame of ponder) expect(bottleOf(frame)).toBe(rest);
});

it("a bottle cheers with twinkles of no colour of its own above it, not the jump's hop alone", () => {
  const cheer = frames(DRAWN_POTION, "Custom", "cheers");
  const top = extent(DRAWN_POTION, cheer[0]!, Object.keys(DRAWN_POTION.colors).join("")).top;
  const marks = cheer.map((frame) => {
    let n = 0;
    for (let y = 0; y < top; y++)
      for (let x = 0; x < frame.width; x++)
        if (frame.data[(y * frame.width + x) * 4 + 3] && !letterAt(DRAWN_POTION, frame, x, y)) n++;
    return n;
  });
  expect(marks.filter((n) => n >= 4).length).toBeGreaterThanOrEqual(6);
});

describe("a small figure turned whole", () => {
  it("keeps every pixel of every colour, turned by a few degrees either way", () => {
    const px = createPixels(32, 32);
    for (let y = 14; y < 28; y++)
      for (let x = 12; x < 20; x++) px.data[y * 32 + x] = 1 + ((x + y) % 5);
    const count = (data: Uint32Array) => {
      const m = new Map<number, number>();
      for (const v of data) if (v) m.set(v, (m.get(v) ?? 0) + 1);
      return m;
    };
    for (const degrees of [-25, -12, 7, 16, 30, 90]) {
      const turned = shearTurned(px, (degrees * Math.PI) / 180, { x: 16, y: 28 }, 0, 0);
      expect(count(turned.data), `${degrees}°`).toEqual(count(px.data));
    }
  });
});

describe("the imported mage", () => {
  it("kicks: one boot rises clear of the ground while the other stands", () => {
    const f = frames(DRAWN_MAGE, "Custom", "kicks");
    const ground = lowestOpaque(f[0]!);
    const boots = (frame: RgbaImage) => {
      // Each boot's lowest row, left half and right half of the figure's box.
      const all = extent(DRAWN_MAGE, frame, "b");
      const middle = (all.left + all.right) / 2;
      const lowest = [-1, -1];
      for (let y = 0; y < frame.height; y++)
        for (let x = 0; x < frame.width; x++)
          if (letterAt(DRAWN_MAGE, frame, x, y) === "b") lowest[x < middle ? 0 : 1] = y;
      return lowest;
    };
    const rest = boots(f[0]!);
    const kicked = f.some((frame) => {
      const [a, b] = boots(frame);
      const up = [rest[0]! - a!, rest[1]! - b!];
      return (
        lowestOpaque(frame) === ground && Math.max(...up) >= 2 * SCALE && Math.min(...up) === 0
      );
    });
    expect(kicked).toBe(true);
  });

  it("cheers: a hand rises above the shoulders out past the face, and the soles leave the ground", () => {
    const f = frames(DRAWN_MAGE, "Custom", "cheers");
    const rest = f[0]!;
    // The face: the skin at rest above the robe (the hands at rest hang at the robe's sides).
    const top = extent(DRAWN_MAGE, rest, "s").top;
    const shoulders = top + 3 * SCALE;
    let [left, right] = [rest.width, -1];
    for (let y = top; y < shoulders; y++)
      for (let x = 0; x < rest.width; x++)
        if (letterAt(DRAWN_MAGE, rest, x, y) === "s")
          [left, right] = [Math.min(left, x), Math.max(right, x)];
    const ground = lowestOpaque(rest);
    const raised = f.some((frame) => {
      for (let y = 0; y < shoulders; y++)
        for (let x = 0; x < frame.width; x++) {
          const outside = x < left - 2 * SCALE || x > right + 2 * SCALE;
          if (outside && letterAt(DRAWN_MAGE, frame, x, y) === "s") return true;
        }
      return false;
    });
    expect(raised).toBe(true);
    expect(f.some((frame) => lowestOpaque(frame) < ground)).toBe(true);
    // A hand clears the hat's brim (the drawn row of outline just above the face), not fused
    // with it: skin beside the face, above the brim's top row, in the frame it is drawn in.
    const aboveBrim = f.some((frame) => {
      const face = extent(DRAWN_MAGE, frame, "s");
      let faceTop = frame.height;
      for (let y = face.top; y < frame.height && faceTop === frame.height; y++)
        for (let x = left; x <= right; x++)
          if (letterAt(DRAWN_MAGE, frame, x, y) === "s") faceTop = Math.min(faceTop, y);
      const brimTop = faceTop - SCALE;
      for (let y = 0; y < brimTop; y++)
        for (let x = 0; x < frame.width; x++)
          if ((x < left || x > right) && letterAt(DRAWN_MAGE, frame, x, y) === "s") return true;
      return false;
    });
    expect(aboveBrim).toBe(true);
  });

  it("kneeling and crumpling to die, still shows its face", () => {
    const f = frames(DRAWN_MAGE, "Death");
    const skinAt = (frame: RgbaImage) => letterCounts(DRAWN_MAGE, frame).get("s") ?? 0;
    const standing = skinAt(f[0]!);
    // The frames between standing and lying: lower than it stood, not yet wider than tall.
    const box = (frame: RgbaImage) =>
      extent(DRAWN_MAGE, frame, Object.keys(DRAWN_MAGE.colors).join(""));
    const stood = box(f[0]!);
    const tipping = f.filter((frame) => {
      const b = box(frame);
      return b.top > stood.top && b.bottom - b.top >= b.right - b.left;
    });
    expect(tipping.length).toBeGreaterThanOrEqual(1);
    for (const frame of tipping) expect(skinAt(frame)).toBeGreaterThanOrEqual(standing * 0.8);
  });
});
