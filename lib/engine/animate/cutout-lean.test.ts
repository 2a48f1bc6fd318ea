/**
 * A lean on the cut-out path slides whole bands of rows and keeps what the artist drew, judged
 * against how the fixtures were drawn (`drawn-imports`, painted 2 px an art pixel as the motion
 * sheet paints them):
 * - the slime's two eyes (legend `e`, each drawn one pixel wide and two tall) stay two upright
 *   bars one art pixel wide in every frame of its waddling walk and run, never a diagonal pair;
 * - every pixel of the mushroom's stem (`s`, `S`), each drawn with something above and below it,
 *   keeps something above and below it: none is slid out past the stem's outline;
 * - a lunge's hit frame bursts impact lines from the body: new pixels, of no colour the artist
 *   drew, beside the body on its striking side and not detached from it by more than two art
 *   pixels.
 */
import { describe, expect, it } from "vitest";
import { labelComponents, type RgbaImage } from "../raster";
import {
  animateImport,
  DRAWN_HERO,
  DRAWN_MAGE,
  DRAWN_MUSHROOM,
  DRAWN_SLIME,
  type DrawnGrid,
  IMPORT_SCALE as SCALE,
  letterAt,
  paintGrid,
} from "../testing";

const opaque = (frame: { data: Uint8ClampedArray | Uint8Array }, i: number) =>
  frame.data[i * 4 + 3] !== 0;

describe("a lean slides whole rows", () => {
  it.each(["Walk", "Run"] as const)("slime %s: each eye stays an upright bar", (preset) => {
    animateImport(DRAWN_SLIME, preset).forEach((frame, t) => {
      const eye = (i: number) =>
        letterAt(DRAWN_SLIME, frame, i % frame.width, Math.floor(i / frame.width)) === "e";
      const { labels, sizes } = labelComponents(frame.width, frame.height, eye, 4);
      expect(sizes.length, `frame ${t}: eyes`).toBe(2);
      sizes.forEach((_, k) => {
        const xs = new Set<number>();
        labels.forEach((label, i) => {
          if (label === k + 1) xs.add(i % frame.width);
        });
        expect(xs.size, `frame ${t}: eye ${k} width`).toBe(SCALE);
      });
    });
  });

  it.each(["Walk", "Run"] as const)(
    "mushroom %s: every stem pixel keeps the stem above and below it",
    (preset) => {
      animateImport(DRAWN_MUSHROOM, preset).forEach((frame, t) => {
        for (let y = 1; y < frame.height - 1; y++)
          for (let x = 0; x < frame.width; x++) {
            if (!"sS".includes(letterAt(DRAWN_MUSHROOM, frame, x, y) || "-")) continue;
            const i = y * frame.width + x;
            expect(
              opaque(frame, i - frame.width) && opaque(frame, i + frame.width),
              `frame ${t} (${x}, ${y})`,
            ).toBe(true);
          }
      });
    },
  );
});

describe("a lunge's hit", () => {
  it.each([
    ["slime", DRAWN_SLIME],
    ["mushroom", DRAWN_MUSHROOM],
  ] as const)("%s: impact lines burst from the front of the body", (_, grid) => {
    const frames = animateImport(grid, "Attack");
    // The hit is the frame furthest from where the body stood.
    const middle = (f: (typeof frames)[number]) => {
      let [sum, n] = [0, 0];
      for (let i = 0; i < f.width * f.height; i++)
        if (opaque(f, i) && letterAt(grid, f, i % f.width, Math.floor(i / f.width)) !== "") {
          sum += i % f.width;
          n++;
        }
      return sum / n;
    };
    const rest = middle(frames[0]!);
    const hit = frames.reduce((a, f) =>
      Math.abs(middle(f) - rest) > Math.abs(middle(a) - rest) ? f : a,
    );
    const side = Math.sign(middle(hit) - rest);
    const marks: { x: number; y: number }[] = [];
    const body: { x: number; y: number }[] = [];
    for (let i = 0; i < hit.width * hit.height; i++) {
      if (!opaque(hit, i)) continue;
      const at = { x: i % hit.width, y: Math.floor(i / hit.width) };
      (letterAt(grid, hit, at.x, at.y) !== "" ? body : marks).push(at);
    }
    expect(marks.length).toBeGreaterThan(0);
    const front = side > 0 ? Math.max(...body.map((p) => p.x)) : Math.min(...body.map((p) => p.x));
    const top = Math.min(...body.map((p) => p.y));
    const bottom = Math.max(...body.map((p) => p.y));
    for (const { x, y } of marks) {
      // Within the body's own rows (not a bar standing above it or sunk below its ground)...
      expect(y).toBeGreaterThanOrEqual(top);
      expect(y).toBeLessThanOrEqual(bottom);
      // ...and out from its front, on the striking side, at most a few art pixels out.
      expect((x - front) * side).toBeGreaterThan(-SCALE * 2);
      expect((x - front) * side).toBeLessThanOrEqual(SCALE * 6);
    }
    // Out from the body: the lines reach past its front.
    expect(Math.max(...marks.map((p) => (p.x - front) * side))).toBeGreaterThan(0);
  });
});

/** Whether some 4 × 4 screen square (2 × 2 art pixels at 2 px a pixel) is all outline. */
function outlineBlock(grid: DrawnGrid, frame: RgbaImage): string | null {
  const k = (x: number, y: number) => letterAt(grid, frame, x, y) === "k";
  const side = 2 * SCALE;
  for (let y = 0; y + side <= frame.height; y++)
    for (let x = 0; x + side <= frame.width; x++) {
      let all = true;
      for (let dy = 0; dy < side && all; dy++)
        for (let dx = 0; dx < side && all; dx++) all = k(x + dx, y + dy);
      if (all) return `${x},${y}`;
    }
  return null;
}

describe("a part turned on a figure of few pixels", () => {
  it.each([
    ["hero", DRAWN_HERO],
    ["mage", DRAWN_MAGE],
  ] as const)("%s attack: no lump of outline two art pixels square (none is drawn)", (_, grid) => {
    expect(outlineBlock(grid, paintGrid(grid, 64, SCALE))).toBeNull();
    animateImport(grid, "Attack").forEach((frame, t) => {
      expect(outlineBlock(grid, frame), `frame ${t}`).toBeNull();
    });
  });

  it("mage attack: the hand's skin shows outside the face in every frame", () => {
    animateImport(DRAWN_MAGE, "Attack").forEach((frame, t) => {
      let skin = 0;
      for (let y = 0; y < frame.height; y++)
        for (let x = 0; x < frame.width; x++) if (letterAt(DRAWN_MAGE, frame, x, y) === "s") skin++;
      // The face shows ten art pixels of skin; the two hands add one each.
      expect(skin, `frame ${t}`).toBeGreaterThan(11 * SCALE * SCALE);
    });
  });
});

describe("breathing on a figure of few pixels", () => {
  it.each([
    ["hero", DRAWN_HERO],
    ["mage", DRAWN_MAGE],
  ] as const)(
    "%s idle: the top sinks at most one art pixel, and the loop closes smoothly",
    (_, grid) => {
      const tops = animateImport(grid, "Idle").map((frame) => {
        for (let i = 0; i < frame.width * frame.height; i++)
          if (opaque(frame, i)) return Math.floor(i / frame.width);
        return -1;
      });
      for (const top of tops) expect(top - tops[0]!).toBeLessThanOrEqual(SCALE);
      tops.forEach((top, t) => {
        const next = tops[(t + 1) % tops.length]!;
        expect(Math.abs(next - top), `frame ${t} to the next`).toBeLessThanOrEqual(SCALE);
      });
    },
  );
});

describe("a body sunk over its legs", () => {
  it.each(["Run", "Death"] as const)(
    "hero %s: no cloth shows in the air the artist left between the feet",
    (preset) => {
      animateImport(DRAWN_HERO, preset).forEach((frame, t) => {
        // The lowest two rows of the standing figure's legs: boots and soles, with air between.
        let bottom = -1;
        let [top, left, right] = [frame.height, frame.width, -1];
        for (let i = 0; i < frame.width * frame.height; i++)
          if (opaque(frame, i)) {
            const [x, y] = [i % frame.width, Math.floor(i / frame.width)];
            [bottom, top, left, right] = [
              y,
              Math.min(top, y),
              Math.min(left, x),
              Math.max(right, x),
            ];
          }
        // Tipped over or lying (its box wider than tall), the lowest rows are the body's side.
        if (right - left > bottom - top) return;
        for (let y = bottom - 2 * SCALE + 1; y <= bottom; y++)
          for (let x = 0; x < frame.width; x++) {
            const letter = letterAt(DRAWN_HERO, frame, x, y);
            expect("bB".includes(letter || "-"), `frame ${t} (${x}, ${y}): ${letter}`).toBe(false);
          }
      });
    },
  );
});
