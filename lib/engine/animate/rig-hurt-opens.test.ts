/**
 * A creature's Hurt opens on the creature as it was, then flashes as the hit lands: the loop
 * does not start on a washed-out frame. Colours are judged against the drawn sprite's own.
 */
import { describe, expect, it } from "vitest";
import { animateLayered } from "../animate";
import { colorsOf, doc, framesOf } from "../testing";

const crow = doc("black crow", "east");
const hurt = framesOf(
  animateLayered(crow, { preset: "Hurt", frameCount: 8, seed: 3, framingMargin: 25 }).strip,
  8,
);
const drawn = colorsOf(crow.sprite.image);

/** How many of a frame's colours the drawn sprite does not have (a flash whitens them all). */
const foreign = (frame: (typeof hurt)[number]) =>
  [...colorsOf(frame)].filter((c) => !drawn.has(c)).length;

describe("a creature's Hurt", () => {
  it("shows the creature in its own colours first, then flashes on the hit", () => {
    expect(foreign(hurt[0]!)).toBe(0);
    expect(foreign(hurt[1]!)).toBeGreaterThan(drawn.size / 2);
  });
});
