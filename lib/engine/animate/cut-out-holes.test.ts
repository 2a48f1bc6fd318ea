import { describe, expect, it } from "vitest";
import { hexToRgb } from "../color";
import { drawGrid, LEGEND, SWORDSMAN, VILLAGER } from "../testing";
import { animateSprite } from ".";
import type { RgbaImage } from "../raster";

/**
 * Imports have no layers: they are cut into parts by their silhouette and posed on the cut-out
 * path. A moved part must not leave a hole: in every frame, every transparent pixel is outside
 * the posed figure, i.e. reachable from the frame's edge through transparent pixels (edge to
 * edge, not corner to corner), or in a gap the held weapon closes. Judged on the rendered frames
 * of figures drawn by hand, with the weapon's pixels known from the drawing's legend.
 */

/** Colours the artist drew as the held weapon (blade, guard, grip), from the legend. */
const WEAPON = new Set(
  Object.values(LEGEND)
    .filter((entry) => ["blade", "guard", "grip"].includes(entry.part))
    .map((entry) => hexToRgb(entry.hex).join(",")),
);
const OUTLINE = hexToRgb(LEGEND.o!.hex).join(",");
const DRAWN = new Set(Object.values(LEGEND).map((entry) => hexToRgb(entry.hex).join(",")));

/**
 * The transparent pixels of one frame that no path of transparent pixels joins to its edge,
 * except in a pocket closed with the help of the held weapon (touching a weapon pixel or the
 * outline drawn around one) or of the swoosh (a colour the artist did not draw): that is the
 * gap between the weapon and the body, not a hole in the body.
 */
function holes(strip: RgbaImage, frame: number, width: number): number {
  const height = strip.height;
  const colour = (x: number, y: number) => {
    const o = (y * strip.width + frame * width + x) * 4;
    return strip.data[o + 3]! > 0
      ? `${strip.data[o]},${strip.data[o + 1]},${strip.data[o + 2]}`
      : null;
  };
  const near = (p: number) => {
    const x = p % width;
    return [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, p - width, p + width].filter(
      (q) => q >= 0 && q < width * height,
    );
  };
  const at = (p: number) => colour(p % width, Math.floor(p / width));
  const weapon = (p: number) => {
    const c = at(p);
    if (c === null) return false;
    if (WEAPON.has(c) || !DRAWN.has(c)) return true;
    return c === OUTLINE && near(p).some((q) => WEAPON.has(at(q) ?? ""));
  };
  const seen = new Uint8Array(width * height);
  const flood = (starts: number[]) => {
    const pocket: number[] = [];
    const stack = starts.filter((p) => at(p) === null && !seen[p]);
    for (const p of stack) seen[p] = 1;
    while (stack.length > 0) {
      const p = stack.pop()!;
      pocket.push(p);
      for (const q of near(p)) {
        if (seen[q] || at(q) !== null) continue;
        seen[q] = 1;
        stack.push(q);
      }
    }
    return pocket;
  };
  const border: number[] = [];
  for (let x = 0; x < width; x++) border.push(x, (height - 1) * width + x);
  for (let y = 0; y < height; y++) border.push(y * width, y * width + width - 1);
  flood(border);
  let count = 0;
  for (let p = 0; p < width * height; p++) {
    if (seen[p] || at(p) !== null) continue;
    const pocket = flood([p]);
    if (!pocket.some((q) => near(q).some(weapon))) count += pocket.length;
  }
  return count;
}

describe("the cut-out path fills what a moved part uncovers", () => {
  const figures = { villager: VILLAGER, swordsman: SWORDSMAN };
  for (const [name, grid] of Object.entries(figures)) {
    for (const preset of ["Walk", "Attack"] as const) {
      it(`${name}, ${preset}: no transparent pixel inside the posed figure in any frame`, () => {
        const { image } = drawGrid(grid);
        // The drawing itself has none, so any in a frame was opened by the pose.
        expect(holes(image, 0, image.width)).toBe(0);
        for (const seed of [1, 2, 3]) {
          const result = animateSprite(image, { preset, frameCount: 8, seed, framingMargin: 20 });
          const found = Array.from({ length: result.frameCount }, (_, t) =>
            holes(result.strip, t, result.frameWidth),
          );
          expect(found, `seed ${seed}`).toEqual(found.map(() => 0));
        }
      });
    }
  }
});
