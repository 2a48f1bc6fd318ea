/**
 * A slime squashed, stretched and leant on the cut-out path keeps its face and its outline,
 * judged against how the fixture was drawn (`DRAWN_SLIME`, painted 2 px an art pixel as the
 * motion sheet paints it):
 * - the face is two eyes (`e`, columns 6 and 9) with the mouth (`m`, columns 7 and 8) midway
 *   between them: in every frame showing them, the mouth's middle is the eyes' middle;
 * - every row of the drawing begins and ends with the outline (`k`): so does every row of every
 *   frame (before the death's fade; pixels of colours not drawn, a flash's or the impact lines',
 *   left aside), however wide or narrow the body is made.
 */
import { describe, expect, it } from "vitest";
import type { AnimationPreset } from "./types";
import { animateImport, DRAWN_SLIME, letterAt } from "../testing";

const PRESETS: readonly AnimationPreset[] = ["Walk", "Run", "Jump", "Attack", "Hurt", "Death"];
/** Death fades by a dither from its sixth frame; the frames before it are whole. */
const WHOLE_DEATH_FRAMES = 5;

describe("a slime's face under squash, stretch and lean", () => {
  it.each(PRESETS)("%s: the mouth stays midway between the eyes", (preset) => {
    animateImport(DRAWN_SLIME, preset).forEach((frame, t) => {
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
