/**
 * What a hand-drawn import holds stays whole while the cut-out path poses it, judged against how
 * the fixtures were drawn (`drawn-imports`, painted 2 px an art pixel as the motion sheet paints
 * them):
 * - the hero's sword is steel (`g`) above a gold hilt (`y`) in its hand; the belt buckle is the
 *   only other gold, two art pixels. In every frame of its attack that shows the blade, the hilt
 *   shows too: more gold than the buckle alone;
 * - the mage's arm is a robe sleeve (`r`) above a skin hand (`s`), drawn against the robe. In
 *   every attack frame, a hand held below the face is joined to the robe through cloth and skin
 *   (8-connected, no line of outline or air between), not a pixel out from it;
 * - walking, the hero's hilt rises and falls against the top of his hair by at most one art
 *   pixel from where it stood: the sword swings with the arm rather than hopping; running, the
 *   arm pumps: the hilt goes two art pixels above and two below where it stood.
 */
import { describe, expect, it } from "vitest";
import { labelComponents, largestLabel } from "../raster";
import {
  animateImport,
  countLetters,
  DRAWN_HERO,
  DRAWN_MAGE,
  IMPORT_SCALE as SCALE,
  letterAt,
} from "../testing";

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

describe("the mage's thrusting arm", () => {
  const frames = animateImport(DRAWN_MAGE, "Attack");
  it("joins a hand below the face to the robe in every frame", () => {
    frames.forEach((frame, t) => {
      const at = (i: number) =>
        letterAt(DRAWN_MAGE, frame, i % frame.width, Math.floor(i / frame.width));
      const skin = labelComponents(frame.width, frame.height, (i) => at(i) === "s", 4);
      // The face is the patch of skin reached first from the top.
      const face = skin.labels[skin.labels.findIndex((label) => label !== 0)]!;
      let faceBottom = 0;
      skin.labels.forEach((label, i) => {
        if (label === face) faceBottom = Math.max(faceBottom, Math.floor(i / frame.width));
      });
      const cloth = labelComponents(
        frame.width,
        frame.height,
        (i) => "rs".includes(at(i) || "-"),
        8,
      );
      const robe = largestLabel(cloth);
      let hands = 0;
      skin.labels.forEach((label, i) => {
        if (label === 0 || label === face || Math.floor(i / frame.width) <= faceBottom) return;
        hands++;
        expect(
          cloth.labels[i],
          `frame ${t}: hand pixel ${i % frame.width}, ${Math.floor(i / frame.width)}`,
        ).toBe(robe);
      });
      expect(hands, `frame ${t}: hands below the face`).toBeGreaterThan(0);
    });
  });
});

describe("the hero's sword in a walk and a run", () => {
  /** Art pixels from the top of the hair down to the hilt, frame by frame. */
  const hiltOverHair = (preset: "Walk" | "Run") =>
    animateImport(DRAWN_HERO, preset).map((frame) => {
      let [hair, hilt] = [Infinity, Infinity];
      for (let y = 0; y < frame.height; y++)
        for (let x = 0; x < frame.width; x++) {
          const letter = letterAt(DRAWN_HERO, frame, x, y);
          if (letter === "h") hair = Math.min(hair, y);
          // The hilt is the gold right of the body's middle (the buckle is at its middle).
          if (letter === "y" && x > frame.width / 2 + 2 * SCALE) hilt = Math.min(hilt, y);
        }
      return (hilt - hair) / SCALE;
    });

  it("Walk: the hilt stays within an art pixel of its rest", () => {
    const rises = hiltOverHair("Walk");
    for (const rise of rises) expect(Math.abs(rise - rises[0]!), `${rises}`).toBeLessThanOrEqual(1);
  });

  it("Run: the sword arm pumps two art pixels up and two down from its rest", () => {
    const moves = hiltOverHair("Run").map((rise, _, all) => rise - all[0]!);
    // Two art pixels each way: one would read as a bob of the sword, not an arm pumping.
    expect(Math.min(...moves), `${moves}`).toBe(-2);
    expect(Math.max(...moves), `${moves}`).toBe(2);
  });
});
