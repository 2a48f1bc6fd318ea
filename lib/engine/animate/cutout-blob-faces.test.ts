/**
 * A slime squashed, stretched and leant on the cut-out path keeps its face and its outline,
 * judged against how the fixture was drawn (`DRAWN_SLIME`, painted 2 px an art pixel as the
 * motion sheet paints it):
 * - the face is two eyes (`e`, columns 6 and 9) with the mouth (`m`, columns 7 and 8) midway
 *   between them: in every frame showing them, the mouth's middle is the eyes' middle;
 * - every row of the drawing begins and ends with the outline (`k`): so does every row of every
 *   frame (before the death's fade; pixels of colours not drawn, a flash's or the impact lines',
 *   left aside), however wide or narrow the body is made;
 * - no outline pixel of the slime or the mushroom (`k`) has fewer than two edge neighbours in the
 *   drawing: nor in any frame of their waddles, lunge and hurt, where a lean used to slide the
 *   body off its sole line and leave a one-pixel spur at each end;
 * - melting (Death), the face stays together: the eyes keep the two columns of mouth drawn
 *   between them (however wide the body spreads), and under the lowest eye or mouth pixel lies a
 *   row of body (the slime's colours `g`, `G`), never the sole line's outline;
 * - the mushroom's cap ends round: no row of the drawing ends in a one-pixel tip of fill with the
 *   rows above and below ending at the same column in two outline pixels (a pointed wedge), nor
 *   does any row of its melt, where the cap's widest rows are carved down to one;
 * - no two-by-two square of art pixels is all outline in the slime's or the mushroom's drawing:
 *   nor in any frame of their squashes and stretches, where a widened side used to double the
 *   outline at its shoulder into a lump.
 */
import { describe, expect, it } from "vitest";
import type { AnimationPreset } from "./types";
import {
  animateImport,
  DRAWN_MUSHROOM,
  DRAWN_SLIME,
  IMPORT_SCALE as SCALE,
  letterAt,
} from "../testing";

const PRESETS: readonly AnimationPreset[] = ["Walk", "Run", "Jump", "Attack", "Hurt", "Death"];
/** Death fades by a dither from its sixth frame; the frames before it are whole. */
const WHOLE_DEATH_FRAMES = 5;

describe("a slime's face under squash, stretch and lean", () => {
  it.each(PRESETS)("%s: the mouth stays midway between the eyes", (preset) => {
    animateImport(DRAWN_SLIME, preset).forEach((frame, t) => {
      // The death's fade takes pixels out by a dither, eyes' and mouth's alike.
      if (preset === "Death" && t >= WHOLE_DEATH_FRAMES) return;
      const xs = (letter: string) => {
        const found: number[] = [];
        for (let y = 0; y < frame.height; y++)
          for (let x = 0; x < frame.width; x++)
            if (letterAt(DRAWN_SLIME, frame, x, y) === letter) found.push(x);
        return found;
      };
      const [eyes, mouth] = [xs("e"), xs("m")];
      // A flash frame whitens the face, and a melt may take the mouth's row out.
      if (eyes.length === 0 || mouth.length === 0) return;
      const middle = (v: number[]) => (Math.min(...v) + Math.max(...v)) / 2;
      expect(middle(mouth), `frame ${t}`).toBe(middle(eyes));
    });
  });

  it.each(PRESETS)("%s: every row begins and ends with the outline", (preset) => {
    const frames = animateImport(DRAWN_SLIME, preset);
    frames.forEach((frame, t) => {
      if (preset === "Death" && t >= WHOLE_DEATH_FRAMES) return;
      for (let y = 0; y < frame.height; y++) {
        const row: string[] = [];
        // Drawn colours only: a flash's whitened pixels and a hit's impact lines are new ones.
        for (let x = 0; x < frame.width; x++) {
          const letter = letterAt(DRAWN_SLIME, frame, x, y);
          if (letter !== "") row.push(letter);
        }
        if (row.length === 0) continue;
        expect([row[0], row[row.length - 1]], `frame ${t}, row ${y}`).toEqual(["k", "k"]);
      }
    });
  });
});

describe("a melting slime keeps its face together", () => {
  const frames = animateImport(DRAWN_SLIME, "Death").slice(1, WHOLE_DEATH_FRAMES);
  it.each(frames.map((frame, i) => [i + 1, frame] as const))(
    "frame %i: eyes a mouth's width apart, a row of body under the face",
    (_, frame) => {
      const eyes: number[] = [];
      let lowest = -1;
      let lowestX = -1;
      for (let y = 0; y < frame.height; y += SCALE)
        for (let x = 0; x < frame.width; x += SCALE) {
          const letter = letterAt(DRAWN_SLIME, frame, x, y);
          if (letter === "e") eyes.push(x);
          if ((letter === "e" || letter === "m") && y >= lowest) [lowest, lowestX] = [y, x];
        }
      // The face shows (a melt is no excuse to lose it) and its two eyes part around the mouth.
      const middle = (Math.min(...eyes) + Math.max(...eyes)) / 2;
      const inner = [
        Math.max(...eyes.filter((x) => x < middle)),
        Math.min(...eyes.filter((x) => x > middle)),
      ];
      expect((inner[1]! - inner[0]!) / SCALE - 1).toBe(2);
      expect(["g", "G"]).toContain(letterAt(DRAWN_SLIME, frame, lowestX, lowest + SCALE));
    },
  );
});

describe("a leaning blob keeps its outline whole", () => {
  const cases = [DRAWN_SLIME, DRAWN_MUSHROOM].flatMap((grid) =>
    (["Walk", "Run", "Attack", "Hurt"] as const).map(
      (preset) => [grid === DRAWN_SLIME ? "slime" : "mushroom", preset, grid] as const,
    ),
  );
  it.each(cases)("%s %s: no outline pixel is a one-pixel spur", (_, preset, grid) => {
    animateImport(grid, preset).forEach((frame, t) => {
      // One art pixel a block: read the frame a block at a time.
      const at = (x: number, y: number) =>
        x < 0 || y < 0 || x >= frame.width || y >= frame.height
          ? "."
          : frame.data[(y * frame.width + x) * 4 + 3] === 0
            ? "."
            : letterAt(grid, frame, x, y);
      for (let y = 0; y < frame.height; y += SCALE)
        for (let x = 0; x < frame.width; x += SCALE) {
          if (at(x, y) !== "k") continue;
          const near = [
            at(x - SCALE, y),
            at(x + SCALE, y),
            at(x, y - SCALE),
            at(x, y + SCALE),
          ].filter((l) => l !== ".").length;
          expect(near, `frame ${t} (${x}, ${y})`).toBeGreaterThanOrEqual(2);
        }
    });
  });
});

describe("a widened blob's side keeps a one-pixel outline", () => {
  const cases = [DRAWN_SLIME, DRAWN_MUSHROOM].flatMap((grid) =>
    (["Idle", "Walk", "Jump", "Run", "Attack", "Hurt"] as const).map(
      (preset) => [grid === DRAWN_SLIME ? "slime" : "mushroom", preset, grid] as const,
    ),
  );
  it.each(cases)("%s %s: no square of four outline art pixels", (_, preset, grid) => {
    animateImport(grid, preset).forEach((frame, t) => {
      const k = (x: number, y: number) =>
        x < frame.width && y < frame.height && letterAt(grid, frame, x, y) === "k";
      const lumps: string[] = [];
      for (let y = 0; y < frame.height; y += SCALE)
        for (let x = 0; x < frame.width; x += SCALE)
          if (k(x, y) && k(x + SCALE, y) && k(x, y + SCALE) && k(x + SCALE, y + SCALE))
            lumps.push(`(${x}, ${y})`);
      expect(lumps, `frame ${t}`).toEqual([]);
    });
  });
});

describe("a flattened cap ends round", () => {
  it("mushroom Death: no row ends in a wedge of outline around a one-pixel tip", () => {
    animateImport(DRAWN_MUSHROOM, "Death")
      .slice(0, WHOLE_DEATH_FRAMES)
      .forEach((frame, t) => {
        const at = (x: number, y: number) =>
          x < 0 || y < 0 || x >= frame.width || y >= frame.height
            ? "."
            : letterAt(DRAWN_MUSHROOM, frame, x, y) || ".";
        const wedges: string[] = [];
        for (let y = SCALE; y + SCALE < frame.height; y += SCALE)
          for (let x = SCALE; x + SCALE < frame.width; x += SCALE)
            for (const inward of [SCALE, -SCALE]) {
              const end = (row: number) => at(x - inward, row) === "." && at(x, row) === "k";
              if (!end(y) || !end(y - SCALE) || !end(y + SCALE)) continue;
              const tip = at(x + inward, y) !== "k";
              const doubled =
                at(x + inward, y - SCALE) === "k" && at(x + inward, y + SCALE) === "k";
              if (tip && doubled) wedges.push(`(${x}, ${y})`);
            }
        expect(wedges, `frame ${t}`).toEqual([]);
      });
  });
});
