/**
 * What the head-on and back views of a four-legged beast read of it: the profile's own
 * parameters, shared by the body's plan and the face's.
 */
import type { Mark } from "./creature-marks";
import type { MatKey } from "./plan";

/** What the head-on and back views read of a beast (the profile's own parameters). */
export interface FrontBeast {
  readonly bodyRy: number;
  readonly legLen: number;
  readonly legW: number;
  readonly headR: number;
  readonly neck: number;
  readonly snout: number;
  readonly ears: "pointy" | "round" | "long" | "floppy" | "none";
  readonly tail: "bushy" | "curl" | "thin" | "whip" | "short" | "long" | "puff" | "hair" | "none";
  readonly tailMat?: MatKey;
  readonly tailLen: number;
  readonly extras?: readonly string[];
  /** The species' markings (creature-marks.ts) and the mats of its head, ears and legs. */
  readonly marks?: readonly Mark[];
  readonly headMat?: MatKey;
  readonly earMat?: MatKey;
  readonly legMat?: MatKey;
  /** A bushy tail's tip mat (a wolf's dark tip). */
  readonly tipMat?: MatKey;
  /** Ear size against the head (a fox's big ears: 1.45). */
  readonly earScale?: number;
}

/** Whether the beast has `extra` (a mane, horns, a beard...). */
export const hasExtra = (b: FrontBeast, extra: string) => b.extras?.includes(extra) ?? false;
