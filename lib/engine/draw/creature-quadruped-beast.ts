/**
 * What a four-legged species is, as the profile, head-on and back views read it: the body's
 * proportions, the head, ears and tail, markings and extras; and the seed's build on top.
 */
import type { Oklch } from "../color";
import type { Mark } from "./creature-marks";
import type { MatKey } from "./plan";

export interface Beast {
  readonly color: Oklch;
  readonly belly?: Oklch;
  /** Body half-height; the body's half-length is 1. */
  readonly bodyRy: number;
  readonly legLen: number;
  readonly legW: number;
  readonly headR: number;
  /** 0: head on the shoulders; 1: a long neck raises it (horse, dragon). */
  readonly neck: number;
  readonly snout: number;
  readonly ears: "pointy" | "round" | "long" | "floppy" | "none";
  readonly tail: "bushy" | "thin" | "whip" | "short" | "long" | "puff" | "hair" | "curl" | "none";
  /** The tail's mat, when not the body's (a rat's bare pink tail). */
  readonly tailMat?: MatKey;
  /** The muzzle's end against the head's radius (0.38 by default; a rat's pointed snout less). */
  readonly snoutTip?: number;
  readonly tailLen: number;
  /** The species' markings (see creature-marks.ts). */
  readonly marks?: readonly Mark[];
  /** Its own colours for some mats, when the prompt names none (a panda's near-black). */
  readonly own?: Partial<Record<MatKey, Oklch>>;
  /** Ears, legs and a bushy tail's tip in another mat than the body's (a panda's black ears). */
  readonly earMat?: MatKey;
  readonly legMat?: MatKey;
  readonly tipMat?: MatKey;
  /** Ear size against the head (a fox's big ears: 1.4). */
  readonly earScale?: number;
  /** The head's (and neck's) mat, when not the body's (a griffin's white eagle head). */
  readonly headMat?: MatKey;
  /**
   * Hoofed legs (a horse's): a muscled upper leg tapering to a slim cannon and a dark hoof,
   * instead of a straight leg on a paw.
   */
  readonly hooves?: boolean;
  /** A reptile's short splayed stumps instead of jointed legs on paws. */
  readonly legs?: "stump";
  /** How far the muzzle hangs below the line of the head (a horse's long face: about 0.3). */
  readonly snoutDrop?: number;
  /** How horns grow in profile: up and back (default), a goat's sweep back and down. */
  readonly hornStyle?: "back" | "goat" | "cow";
  /** Wings of membrane on finger struts (a dragon's), not a bird's feathered blade. */
  readonly batWing?: boolean;
  readonly extras?: readonly (
    | "mane"
    | "antlers"
    | "horn"
    | "horns"
    | "tusks"
    | "wings"
    | "spikes"
    | "spots"
    | "stripes"
    /** A tiger's: bold dark bands from the spine down past the flank's middle. */
    | "bands"
    /** A bison's: high shaggy shoulders in a darker coat. */
    | "hump"
    | "fluffy"
    | "shell"
    | "bigEyes"
  )[];
}

/**
 * A beast's build, by the seed, within its species' range: longer legs on a leaner body, or a
 * deeper body on shorter, thicker legs.
 */
export const QUADRUPED_BUILDS = ["standard", "lean", "stocky"] as const;

export function built(b: Beast, build: (typeof QUADRUPED_BUILDS)[number]): Beast {
  if (build === "lean") return { ...b, legLen: b.legLen * 1.14, bodyRy: b.bodyRy * 0.88 };
  if (build === "stocky") {
    return { ...b, legLen: b.legLen * 0.86, bodyRy: b.bodyRy * 1.14, legW: b.legW * 1.15 };
  }
  return b;
}

export function has(b: Beast, extra: NonNullable<Beast["extras"]>[number]): boolean {
  return b.extras?.includes(extra) ?? false;
}
