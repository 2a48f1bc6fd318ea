/**
 * Rotations (POST /api/rotations): one still sprite turned into 8 facings, as a strip of 8
 * source-sized frames in the order S, SE, E, NE, N, NW, W, SW.
 *
 * Each facing is asked of `redraw` (the service offers the procedural generator's redraw for
 * sprites it generated: the same subject drawn for that facing, the W side drawn so held items
 * stay in their hands). What it cannot give is INVENTED from the source's pixels (invent.ts):
 * S is the source itself and the other seven are made from it. A W-side facing is invented as
 * the mirror image turned and mirrored back, so a held item stays in its hand (a sword on the
 * viewer's right from the front, on the left from behind); only when its E-side twin was drawn
 * and it was not is it that drawing mirrored.
 *
 * A facing counts as OBSERVED only when it was drawn for that facing: the redraw gave it (or it
 * is S, the source) and its picture is not a copy, i.e. not pixel-identical to a facing earlier
 * in strip order. A generator that draws one picture for every facing (a prop with no back)
 * therefore gets S observed and the copies not. A mirror counts only when the generator itself
 * drew the W side that way (a symmetric design); the fallback mirror of an E-side facing is
 * invented.
 *
 * `calibrationScore` (0 to 1) is the mean over the 8 facings of observed × consistency, where
 * consistency (score.ts) is half silhouette overlap and half shared colors with the source. So
 * it says how much of the strip was seen rather than made up, discounted when what was seen does
 * not look like the source: at most 1/8 for an imported sprite (only S is real), under 1 when
 * any facing is a copy. When the first attempt scores under RETRY_BELOW and a redraw is offered,
 * a second one runs with another strategy (redraws asked again with attempt 1 and held to the
 * source's colors, inventions kept closer to the source's pixels) and the better result is kept;
 * `attempts` reports how many ran.
 */
import {
  blocksToCanvas,
  createImage,
  detectPixelGrid,
  madeOfBlocks,
  type Pixels,
  type RgbaImage,
  toImage,
  toPixels,
} from "../raster";
import { lockToPalette, paletteOf } from "../palette";
import { createRandom } from "../random";
import { type Figure, type FigureAnchors, figureInBlocks, segmentFigure } from "../figure";
import { flipPixels, type InventedFacing, inventor, STANDARD, type Strategy } from "./invent";
import { colorSet, consistency } from "./score";

export { carryOnto, editOf, type FacingEdit, layeredRedraw } from "./carry-facings";
export { showsFace } from "./face";

/**
 * An import's figure (cut from its pixels) as the invented three-quarter facing draws it, turned
 * toward `side` (+1 screen right, the facing called south-east): a cut-out glance draws its head
 * from it. Same canvas as the figure's source.
 */
export function threeQuarterOf(figure: Figure, side: 1 | -1): Pixels {
  return inventor(figure).invent(side === 1 ? "south-east" : "south-west", STANDARD);
}

import type { RedrawDirection } from "./views";

export type { RedrawDirection } from "./views";

export const DIRECTIONS = ["s", "se", "e", "ne", "n", "nw", "w", "sw"] as const;
export type FacingCode = (typeof DIRECTIONS)[number];

/** A first attempt scoring below this gets a second one. */
export const RETRY_BELOW = 0.5;

export interface RotateOptions {
  /**
   * The same character drawn in another facing, or null when it cannot be. `attempt` is 0 on the
   * first try and 1 on the retry, so a caller can vary its own seed.
   */
  readonly redraw?: (direction: RedrawDirection, attempt: number) => RgbaImage | null;
  readonly seed: number;
  /** The generator's anchors, when known; they sharpen the split into head, arms and body. */
  readonly anchors?: FigureAnchors;
}

export interface RotationResult {
  /** 8 frames of the source's size, left to right in `directions` order. */
  readonly strip: RgbaImage;
  readonly directions: readonly FacingCode[];
  readonly calibrationScore: number;
  readonly attempts: number;
  /** Per facing, in `directions` order: true when observed, false when invented. */
  readonly observed: readonly boolean[];
}

/** Strip order, as the redraw names them. */
const ORDER: readonly RedrawDirection[] = [
  "south",
  "south-east",
  "east",
  "north-east",
  "north",
  "north-west",
  "west",
  "south-west",
];
/** A W-side facing's E-side twin, mirrored when nobody drew it. */
const TWIN: Partial<Record<RedrawDirection, RedrawDirection>> = {
  "north-west": "north-east",
  west: "east",
  "south-west": "south-east",
};

/** A redraw of another size, placed bottom-centre on the source's canvas (cropped or padded). */
function fitTo(image: RgbaImage, width: number, height: number): Pixels {
  const src = toPixels(image);
  if (src.width === width && src.height === height) return src;
  const out: Pixels = { width, height, data: new Uint32Array(width * height) };
  const dx = Math.floor((width - src.width) / 2);
  const dy = height - src.height;
  for (let y = 0; y < src.height; y++) {
    for (let x = 0; x < src.width; x++) {
      const tx = x + dx;
      const ty = y + dy;
      if (tx >= 0 && ty >= 0 && tx < width && ty < height)
        out.data[ty * width + tx] = src.data[y * src.width + x]!;
    }
  }
  return out;
}

function samePixels(a: Pixels, b: Pixels): boolean {
  if (a.data.length !== b.data.length) return false;
  for (let i = 0; i < a.data.length; i++) {
    if (a.data[i] !== b.data[i]) return false;
  }
  return true;
}

interface Attempt {
  readonly frames: readonly Pixels[];
  readonly observed: readonly boolean[];
  readonly score: number;
}

function blockInventor(full: Figure): (facing: InventedFacing, strategy: Strategy) => Pixels {
  const grid = detectPixelGrid(full.source);
  if (grid.size === 1 || !madeOfBlocks(full.source, grid)) {
    const whole = inventor(full);
    return (facing, strategy) => whole.invent(facing, strategy);
  }
  const inBlocks = inventor(figureInBlocks(full, grid));
  return (facing, strategy) =>
    blocksToCanvas(inBlocks.invent(facing, strategy), grid, full.width, full.height);
}

export function rotateFacings(source: RgbaImage, options: RotateOptions): RotationResult {
  if (source.width < 1 || source.height < 1) throw new RangeError("source is empty");
  const src = toPixels(source);
  const colors = colorSet(src);
  const palette = paletteOf(source);
  // Split into parts only when a facing has to be invented: a full redraw never needs it.
  // An import drawn in k × k blocks is turned one pixel a block and painted back in blocks, so
  // a profile's squeezed sword or a back's moved hand is whole blocks on the import's grid.
  let made: ((facing: InventedFacing, strategy: Strategy) => Pixels) | null = null;
  const invent = (facing: InventedFacing, strategy: Strategy) => {
    made ??= blockInventor(segmentFigure(source, options.anchors));
    return made(facing, strategy);
  };
  const random = createRandom(options.seed);
  const faithful: Strategy = {
    profileWidth: 0.78 + random() * 0.06,
    dropFarEye: false,
    armSlide: 0.6,
  };

  const run = (attempt: number, strategy: Strategy, holdColors: boolean): Attempt => {
    const frames: { pixels: Pixels; drawn: boolean }[] = [];
    for (const direction of ORDER) {
      const redrawn = options.redraw?.(direction, attempt) ?? null;
      const twin = TWIN[direction];
      if (redrawn) {
        const fitted = holdColors && palette.length > 0 ? lockToPalette(redrawn, palette) : redrawn;
        frames.push({ pixels: fitTo(fitted, source.width, source.height), drawn: true });
      } else if (direction === "south") {
        frames.push({ pixels: src, drawn: true });
      } else if (twin && frames[ORDER.indexOf(twin)]!.drawn) {
        frames.push({ pixels: flipPixels(frames[ORDER.indexOf(twin)]!.pixels), drawn: false });
      } else {
        frames.push({
          pixels: invent(direction as InventedFacing, strategy),
          drawn: false,
        });
      }
    }
    // A picture equal to an earlier facing's, or to the mirror of one that is not its E-side
    // twin, is a copy, whoever drew it; the mirror of its twin counts only if the twin did.
    const flipped = frames.map((f) => flipPixels(f.pixels));
    const order: { pixels: Pixels; observed: boolean }[] = [];
    frames.forEach((f, i) => {
      const twin = TWIN[ORDER[i]!];
      const t = twin ? ORDER.indexOf(twin) : -1;
      const copy = frames
        .slice(0, i)
        .some(
          (g, j) =>
            samePixels(g.pixels, f.pixels) || (j !== t && samePixels(flipped[j]!, f.pixels)),
        );
      const mirrorOfTwin = t >= 0 && samePixels(flipped[t]!, f.pixels);
      const observed = f.drawn && !copy && (!mirrorOfTwin || order[t]!.observed);
      order.push({ pixels: f.pixels, observed });
    });
    const score =
      order.reduce((sum, f) => sum + (f.observed ? consistency(f.pixels, src, colors) : 0), 0) /
      order.length;
    return { frames: order.map((f) => f.pixels), observed: order.map((f) => f.observed), score };
  };

  let best = run(0, STANDARD, false);
  let attempts = 1;
  // Only observed facings score, so without a redraw a retry could not change the score: the
  // honest answer for an imported sprite is one attempt and a low score.
  if (best.score < RETRY_BELOW && options.redraw) {
    const second = run(1, faithful, true);
    attempts = 2;
    if (second.score > best.score) best = second;
  }

  const { width, height } = source;
  const strip = createImage(width * 8, height);
  best.frames.forEach((frame, i) => {
    const image = toImage(frame);
    for (let y = 0; y < height; y++) {
      strip.data.set(
        image.data.subarray(y * width * 4, (y + 1) * width * 4),
        (y * width * 8 + i * width) * 4,
      );
    }
  });
  return {
    strip,
    directions: DIRECTIONS,
    calibrationScore: Math.min(1, Math.max(0, best.score)),
    attempts,
    observed: best.observed,
  };
}
