import { describe, expect, it } from "vitest";
import { PART_NAMES, segmentFigure } from "../figure";
import { generated } from "../testing";
import { animateSprite } from ".";
import { MOTIONS } from "./motions";

/**
 * Figures that hold a weapon, with the hand the drawer puts it in (the character's own): seen
 * from the front its right hand, in profile the near hand, which is the left one facing east
 * and, the picture mirrored, the right one facing west.
 */
const WIELDERS = [
  // (A knight in profile now carries its shield ahead of the chest, behind the sword hand: the
  // cut-out reads hand, shield and chest as one torso, so a shieldless swordsman stands here.)
  ["ninja east", generated("red ninja", 64, "east"), "handLeft"],
  ["ninja west", generated("red ninja", 64, "west"), "handRight"],
  ["knight front", generated("knight with sword and shield", 64, "none"), "handRight"],
  ["wizard front", generated("wizard with staff", 64, "none"), "handRight"],
] as const;

/**
 * The arm that must strike: the zone of the hand the drawer put the weapon in. The figure's
 * own choice (`frontArm`) is what is tested against it.
 */
function weaponArm(
  figure: ReturnType<typeof segmentFigure>,
  hand: { x: number; y: number },
): "armLeft" | "armRight" {
  const name = PART_NAMES[figure.labels[hand.y * figure.width + hand.x]!];
  if (name !== "armLeft" && name !== "armRight") throw new Error(`the weapon hand is in ${name}`);
  return name;
}

const rgb = (d: Uint8ClampedArray, o: number) => (d[o]! << 16) | (d[o + 1]! << 8) | d[o + 2]!;

describe("attack", () => {
  it.each(WIELDERS)(
    "%s: winds up against the strike, then swings through past rest, smeared back toward the wind-up",
    (_, sprite, hand) => {
      const figure = segmentFigure(sprite.image, sprite.anchors);
      const arm = weaponArm(figure, sprite.anchors[hand]!);
      expect(figure.frontArm).toBe(arm);
      const frameCount = 8;
      const poses = Array.from({ length: frameCount }, (_, t) =>
        MOTIONS.attack({ figure, frameCount, unit: 1, intensity: 1, variant: 1 }, t),
      );
      const angles = poses.map((p) => p.parts?.[arm!]?.angle ?? 0);
      // The wind-up's side is the sign of the largest early turn; the strike goes the other way.
      const wound = angles.slice(0, frameCount / 2);
      const back = Math.sign(wound.reduce((a, b) => (Math.abs(b) > Math.abs(a) ? b : a)));
      expect(back).not.toBe(0);
      // Anticipation: at least two frames turned back, by 30° or more at the top.
      expect(wound.filter((a) => Math.sign(a) === back).length).toBeGreaterThanOrEqual(2);
      expect(Math.max(...wound.map((a) => a * back))).toBeGreaterThanOrEqual((30 * Math.PI) / 180);
      // The strike comes after the wind-up and passes rest on the other side.
      const top = angles.findIndex((a) => a * back === Math.max(...wound.map((w) => w * back)));
      const through = angles.findIndex((a, t) => t > top && Math.sign(a) === -back);
      expect(through).toBeGreaterThan(top);
      // Smears only on strike frames, pointing back toward where the blade came from.
      const smeared = poses
        .map((p, t) => ({ t, smear: p.parts?.[arm!]?.smear }))
        .filter((s) => s.smear !== undefined);
      expect(smeared.length).toBeGreaterThanOrEqual(1);
      for (const { t, smear } of smeared) {
        expect(t).toBeGreaterThan(top);
        expect(Math.sign(smear!)).toBe(back);
      }
    },
  );

  it.each(WIELDERS)(
    "%s: a smear frame adds copies of the figure's own pixels along the swing",
    (_, sprite, hand) => {
      const figure = segmentFigure(sprite.image, sprite.anchors);
      const armPixels = figure.parts.get(weaponArm(figure, sprite.anchors[hand]!))!.count;
      const colors = new Set<number>();
      let still = 0;
      const src = sprite.image.data;
      for (let o = 0; o < src.length; o += 4) {
        if (!src[o + 3]) continue;
        colors.add(rgb(src, o));
        still++;
      }
      const frameCount = 8;
      const { strip, frameWidth } = animateSprite(sprite.image, {
        preset: "Attack",
        frameCount,
        seed: 1,
        anchors: sprite.anchors,
      });
      // Pixels in the source's colors, frame by frame (the swoosh trail's color is not one).
      const counts = Array.from({ length: frameCount }, (_, f) => {
        let n = 0;
        for (let y = 0; y < strip.height; y++) {
          for (let x = 0; x < frameWidth; x++) {
            const o = (y * strip.width + f * frameWidth + x) * 4;
            if (strip.data[o + 3] && colors.has(rgb(strip.data, o))) n++;
          }
        }
        return n;
      });
      expect(Math.max(...counts) - still).toBeGreaterThanOrEqual(armPixels * 0.2);
    },
  );
});
