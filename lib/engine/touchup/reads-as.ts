/**
 * The lightnesses a recoloured ramp may take and still read as the asked colour. Shared by the
 * recolour and by the search for a shade that parts from what a part touches, so neither
 * leaves the colour's family.
 */
import type { Oklch } from "../color";

/**
 * How far a recoloured shade may sit below and above the asked colour's lightness. Beyond that
 * the colour reads as another: black's highlights turn grey, white's and pink's shadows turn
 * grey and mauve, brown's highlights tan. A ramp of three or four shades fits with clear steps.
 */
const READS_BELOW = 0.18;
const READS_ABOVE = 0.1;

/**
 * Yellows (blonde, gold, yellow) read as themselves only when light: the asked yellow itself
 * moves at most 0.08 darker to part from a neighbour (darker, and turned toward green, it reads
 * olive or khaki), while its ramp's shadows go deeper as ochre (the ramp turns them toward
 * orange). Reds read as red only up to a little above the asked colour: lighter, they read
 * salmon or pink.
 */
const YELLOW_HUES = { from: 70, to: 115 };
const YELLOW_READS_BELOW = 0.08;
const RED_HUES = { from: 345, to: 40 };
const RED_READS_ABOVE = 0.04;
const CHROMATIC = 0.08;

/** Where a recoloured ramp may sit and still read as the asked colour. */
export interface ReadsAs {
  /** The lightnesses its shades may take. */
  readonly lo: number;
  readonly hi: number;
  /**
   * How far the asked colour itself may move to part from what it touches: its lightness down
   * and up, its hue each way (a yellow turned toward green reads olive, a red turned toward
   * yellow reads orange or brown).
   */
  readonly lighterBy: number;
  readonly darkerBy: number;
  readonly hueDown: number;
  readonly hueUp: number;
}

/** How far a colour of no special family may move in lightness to part from a neighbour. */
const PARTS_BY = 0.16;

function familyOf(target: Oklch): "yellow" | "red" | null {
  if (target.C < CHROMATIC) return null;
  if (target.h >= YELLOW_HUES.from && target.h <= YELLOW_HUES.to) return "yellow";
  if (target.h >= RED_HUES.from || target.h <= RED_HUES.to) return "red";
  return null;
}

/** The band a ramp recoloured to `target` keeps to, so that it still reads as `target`. */
export function readsAs(target: Oklch): ReadsAs {
  const family = familyOf(target);
  const yellow = family === "yellow";
  const red = family === "red";
  return {
    lo: target.L - READS_BELOW,
    hi: target.L + (red ? RED_READS_ABOVE : READS_ABOVE),
    darkerBy: yellow ? YELLOW_READS_BELOW : PARTS_BY,
    lighterBy: red ? RED_READS_ABOVE : PARTS_BY,
    hueDown: yellow ? 20 : red ? 12 : 20,
    hueUp: yellow ? 0 : red ? 8 : 20,
  };
}

/**
 * The lightnesses of a ramp recoloured to `shifted`, a shade the asked colour moved to so as to
 * part from its neighbours: around `shifted`, but a yellow's no lower than the asked yellow's
 * own, and a red's never above where it still reads as the asked red.
 */
export function rampBand(asked: Oklch, shifted: Oklch): { lo: number; hi: number } {
  const band = readsAs(shifted);
  const family = familyOf(asked);
  return {
    lo: family === "yellow" ? Math.max(band.lo, asked.L - READS_BELOW) : band.lo,
    hi: family === "red" ? Math.min(band.hi, asked.L + RED_READS_ABOVE) : band.hi,
  };
}
