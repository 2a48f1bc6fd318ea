/**
 * What a hand-drawn import holds stays whole while the cut-out path poses it, judged against how
 * the fixtures were drawn (`drawn-imports`, painted 2 px an art pixel as the motion sheet paints
 * them):
 * - the hero's sword is steel (`g`) above a gold hilt (`y`) in its hand; the belt buckle is the
 *   only other gold, two art pixels. In every frame of its attack that shows the blade, the hilt
 *   shows too: more gold than the buckle alone;
 * - the mage's arm is a robe sleeve (`r`) above a skin hand (`s`), drawn against the robe. In
 *   every attack frame, a hand held below the face is joined to the robe through cloth and skin
 *   (8-connected, no line of outline or air between), not a pixel out from it.
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
