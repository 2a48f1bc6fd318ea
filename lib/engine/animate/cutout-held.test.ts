/**
 * What a hand-drawn import holds stays whole while the cut-out path poses it, judged against how
 * the fixtures were drawn (`drawn-imports`, painted 2 px an art pixel as the motion sheet paints
 * them):
 * - the hero's sword is steel (`g`) above a gold hilt (`y`) in its hand; the belt buckle is the
 *   only other gold, two art pixels. In every frame of its attack that shows the blade, the hilt
 *   shows too: more gold than the buckle alone.
 */
import { describe, expect, it } from "vitest";
import { animateImport, countLetters, DRAWN_HERO, IMPORT_SCALE as SCALE } from "../testing";

const ART_PIXEL = SCALE * SCALE;
/** The buckle the fixture draws: `byyb`, two gold art pixels. */
const BUCKLE = 2 * ART_PIXEL;

describe("the hero's sword", () => {
  const frames = animateImport(DRAWN_HERO, "Attack");
  it("keeps its gold hilt in every attack frame that shows the blade", () => {
    frames.forEach((frame, t) => {
      if (countLetters(DRAWN_HERO, frame, "g") === 0) return;
      expect(countLetters(DRAWN_HERO, frame, "y"), `frame ${t}`).toBeGreaterThan(BUCKLE);
    });
  });
});
