/**
 * A head of few pixels looking aside, cut from the pixels: the head as the invented
 * three-quarter facings draw it (the rotations' `threeQuarterOf`, handed in: the near eye moved
 * toward the side it turns to, the far one out of sight, a column of hair behind), taken from
 * that facing's picture within the front head's own pixels. On a 16-pixel figure a head slid two pixels over its shoulders
 * read as the head coming off, not as a glance; the eyes moving is the glance.
 */
import { createPixels, type Pixels } from "../raster";
import type { Figure, Part } from "../figure";

const looks = new WeakMap<Figure, Map<1 | -1, Pixels | null>>();

/**
 * The head's pixels (in the part's own box) turned toward `side` (+1 screen right), or null
 * when the turned picture shows no head there (nothing to draw, or the same as the front).
 */
export function lookingHead(
  figure: Figure,
  head: Part,
  side: 1 | -1,
  threeQuarter: (figure: Figure, side: 1 | -1) => Pixels,
): Pixels | null {
  const known = looks.get(figure) ?? new Map<1 | -1, Pixels | null>();
  looks.set(figure, known);
  if (known.has(side)) return known.get(side)!;
  const turned = threeQuarter(figure, side);
  const { width, height } = head.pixels;
  const out = createPixels(width, height);
  let drawn = 0;
  let changed = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      // The head's own pixels only: its box may hold a hand or a blade beside it.
      if (head.pixels.data[y * width + x] === 0) continue;
      const v = turned.data[(head.y0 + y) * turned.width + head.x0 + x]!;
      out.data[y * width + x] = v;
      if (v !== 0) drawn++;
      if (v !== head.pixels.data[y * width + x]) changed++;
    }
  const found = drawn > 0 && changed > 0 ? out : null;
  known.set(side, found);
  return found;
}
