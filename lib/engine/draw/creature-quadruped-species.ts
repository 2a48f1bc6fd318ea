/**
 * The four-legged species' parameters: one parametric plan (body, legs, neck, head, snout,
 * ears, tail, plus manes, antlers, horns, wings, spikes, shells) and each species' values, with
 * the seed's build (lean, standard, stocky) applied on top.
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
    | "fluffy"
    | "shell"
    | "bigEyes"
  )[];
}

const BEASTS: Readonly<Record<string, Beast>> = {
  wolf: {
    color: { L: 0.6, C: 0.02, h: 250 },
    belly: { L: 0.86, C: 0.01, h: 250 },
    bodyRy: 0.44,
    legLen: 0.74,
    legW: 0.12,
    headR: 0.34,
    neck: 0.25,
    snout: 0.55,
    ears: "pointy",
    tail: "bushy",
    tailLen: 0.85,
    tipMat: "dark",
    marks: ["ruff", "muzzle"],
  },
  fox: {
    color: { L: 0.66, C: 0.16, h: 48 },
    belly: { L: 0.95, C: 0.01, h: 80 },
    bodyRy: 0.36,
    legLen: 0.55,
    legW: 0.1,
    headR: 0.36,
    neck: 0.2,
    snout: 0.46,
    ears: "pointy",
    earScale: 1.45,
    tail: "bushy",
    tailLen: 1.1,
    legMat: "dark",
    marks: ["muzzle", "chest"],
    own: { dark: { L: 0.3, C: 0.05, h: 40 }, belly: { L: 0.96, C: 0.01, h: 80 } },
  },
  cat: {
    color: { L: 0.68, C: 0.11, h: 60 },
    bodyRy: 0.42,
    legLen: 0.6,
    legW: 0.11,
    headR: 0.4,
    neck: 0.15,
    snout: 0.12,
    ears: "pointy",
    // Both ears show, the far one behind the near.
    earScale: 1.25,
    tail: "thin",
    tailLen: 1,
    extras: ["stripes", "bigEyes"],
  },
  lion: {
    color: { L: 0.72, C: 0.1, h: 75 },
    bodyRy: 0.5,
    legLen: 0.65,
    legW: 0.16,
    headR: 0.4,
    neck: 0.2,
    snout: 0.28,
    ears: "round",
    tail: "thin",
    tailLen: 0.9,
    extras: ["mane"],
    marks: ["tuft"],
  },
  // A bear: round ears standing on top of the head and a pale blunt muzzle.
  bear: {
    color: { L: 0.45, C: 0.06, h: 55 },
    belly: { L: 0.66, C: 0.05, h: 65 },
    bodyRy: 0.62,
    legLen: 0.5,
    legW: 0.2,
    headR: 0.4,
    neck: 0.1,
    snout: 0.32,
    snoutTip: 0.34,
    marks: ["muzzle"],
    ears: "round",
    earScale: 1.35,
    tail: "short",
    tailLen: 0.2,
  },
  horse: {
    color: { L: 0.5, C: 0.08, h: 50 },
    bodyRy: 0.5,
    legLen: 1.1,
    legW: 0.085,
    headR: 0.32,
    neck: 0.9,
    snout: 0.5,
    snoutDrop: 0.3,
    hooves: true,
    ears: "pointy",
    tail: "hair",
    tailLen: 0.9,
    extras: ["mane"],
    // A dark mane, tail and hooves on a bay coat.
    own: { dark: { L: 0.26, C: 0.03, h: 40 } },
  },
  deer: {
    color: { L: 0.62, C: 0.09, h: 62 },
    belly: { L: 0.88, C: 0.03, h: 80 },
    bodyRy: 0.4,
    legLen: 1.2,
    legW: 0.09,
    headR: 0.28,
    neck: 0.8,
    snout: 0.34,
    hooves: true,
    ears: "pointy",
    tail: "short",
    tailLen: 0.2,
    extras: ["antlers"],
  },
  boar: {
    color: { L: 0.45, C: 0.05, h: 45 },
    bodyRy: 0.58,
    legLen: 0.42,
    legW: 0.14,
    headR: 0.42,
    neck: 0,
    snout: 0.36,
    ears: "pointy",
    tail: "thin",
    tailLen: 0.35,
    extras: ["tusks"],
    marks: ["bristles"],
    own: { dark: { L: 0.3, C: 0.03, h: 40 } },
  },
  cow: {
    color: { L: 0.95, C: 0.005, h: 90 },
    bodyRy: 0.55,
    legLen: 0.65,
    legW: 0.15,
    headR: 0.36,
    neck: 0.2,
    snout: 0.32,
    // A cow stands on hooves, not paws.
    hooves: true,
    ears: "floppy",
    tail: "thin",
    tailLen: 0.75,
    extras: ["horns"],
    hornStyle: "cow",
    marks: ["patches", "udder", "pinkMuzzle"],
    own: {
      body: { L: 0.96, C: 0.005, h: 90 },
      belly: { L: 0.96, C: 0.005, h: 90 },
      dark: { L: 0.3, C: 0.01, h: 270 },
      accent: { L: 0.8, C: 0.08, h: 5 },
    },
  },
  sheep: {
    color: { L: 0.93, C: 0.02, h: 90 },
    bodyRy: 0.62,
    legLen: 0.45,
    legW: 0.09,
    headR: 0.3,
    neck: 0.15,
    snout: 0.22,
    ears: "floppy",
    tail: "puff",
    tailLen: 0.2,
    extras: ["fluffy"],
    // A white fleece with a black face and legs, as farm-game sheep are drawn.
    headMat: "dark",
    legMat: "dark",
    own: { body: { L: 0.95, C: 0.01, h: 90 }, dark: { L: 0.34, C: 0.01, h: 270 } },
  },
  // A rat, told from a grey dog by a long pointed snout, big round ears and a long bare pink
  // tail trailing on the ground.
  rat: {
    color: { L: 0.55, C: 0.02, h: 280 },
    belly: { L: 0.8, C: 0.01, h: 280 },
    bodyRy: 0.42,
    legLen: 0.26,
    legW: 0.09,
    headR: 0.32,
    neck: 0.05,
    snout: 0.5,
    snoutTip: 0.16,
    ears: "round",
    earScale: 1.55,
    tail: "whip",
    tailLen: 1.5,
    tailMat: "accent",
    own: { accent: { L: 0.78, C: 0.07, h: 10 } },
  },

  dog: {
    color: { L: 0.62, C: 0.08, h: 60 },
    belly: { L: 0.86, C: 0.03, h: 80 },
    bodyRy: 0.44,
    legLen: 0.62,
    legW: 0.13,
    headR: 0.36,
    neck: 0.25,
    snout: 0.36,
    ears: "floppy",
    tail: "thin",
    tailLen: 0.6,
  },
  pig: {
    color: { L: 0.8, C: 0.08, h: 10 },
    bodyRy: 0.6,
    legLen: 0.34,
    legW: 0.14,
    headR: 0.4,
    neck: 0,
    snout: 0.2,
    ears: "floppy",
    tail: "thin",
    tailLen: 0.25,
  },
  goat: {
    color: { L: 0.88, C: 0.015, h: 80 },
    bodyRy: 0.42,
    legLen: 0.72,
    legW: 0.1,
    headR: 0.3,
    neck: 0.45,
    snout: 0.32,
    hooves: true,
    ears: "pointy",
    tail: "short",
    tailLen: 0.15,
    extras: ["horns"],
    hornStyle: "goat",
    marks: ["beard"],
    own: { horn: { L: 0.5, C: 0.03, h: 60 } },
  },
  mouse: {
    color: { L: 0.68, C: 0.02, h: 60 },
    belly: { L: 0.9, C: 0.02, h: 60 },
    bodyRy: 0.5,
    legLen: 0.22,
    legW: 0.09,
    headR: 0.4,
    neck: 0.05,
    snout: 0.32,
    // A mouse is told from a rat by its big round ears.
    ears: "round",
    earScale: 1.9,
    tail: "thin",
    tailLen: 1.2,
    extras: ["bigEyes"],
  },
  unicorn: {
    color: { L: 0.94, C: 0.02, h: 300 },
    bodyRy: 0.5,
    legLen: 1.1,
    legW: 0.085,
    headR: 0.32,
    neck: 0.9,
    snout: 0.5,
    snoutDrop: 0.3,
    hooves: true,
    ears: "pointy",
    tail: "hair",
    tailLen: 0.9,
    extras: ["mane", "horn"],
  },
  crocodile: {
    legs: "stump",
    color: { L: 0.46, C: 0.08, h: 140 },
    belly: { L: 0.75, C: 0.06, h: 100 },
    bodyRy: 0.36,
    legLen: 0.28,
    legW: 0.12,
    headR: 0.3,
    neck: 0,
    snout: 0.7,
    ears: "none",
    tail: "long",
    tailLen: 1.3,
    extras: ["spikes"],
  },
  squirrel: {
    color: { L: 0.58, C: 0.13, h: 48 },
    belly: { L: 0.9, C: 0.03, h: 80 },
    bodyRy: 0.6,
    legLen: 0.26,
    legW: 0.11,
    headR: 0.4,
    neck: 0.2,
    snout: 0.2,
    ears: "pointy",
    tail: "curl",
    tailLen: 1.6,
    extras: ["bigEyes"],
  },
  raccoon: {
    color: { L: 0.6, C: 0.015, h: 70 },
    belly: { L: 0.84, C: 0.01, h: 70 },
    bodyRy: 0.5,
    legLen: 0.4,
    legW: 0.12,
    headR: 0.38,
    neck: 0.15,
    snout: 0.3,
    ears: "pointy",
    tail: "bushy",
    tailLen: 1,
    legMat: "dark",
    marks: ["mask", "ringTail", "muzzle"],
    own: { dark: { L: 0.3, C: 0.01, h: 270 } },
  },
  panda: {
    color: { L: 0.95, C: 0.005, h: 90 },
    belly: { L: 0.95, C: 0.005, h: 90 },
    bodyRy: 0.6,
    legLen: 0.48,
    legW: 0.2,
    headR: 0.44,
    neck: 0.1,
    snout: 0.2,
    ears: "round",
    tail: "short",
    tailLen: 0.2,
    earMat: "dark",
    earScale: 1.3,
    legMat: "dark",
    marks: ["eyePatches", "shoulderBand"],
    own: {
      body: { L: 0.96, C: 0.005, h: 90 },
      belly: { L: 0.96, C: 0.005, h: 90 },
      dark: { L: 0.3, C: 0.01, h: 270 },
    },
  },
  lizard: {
    legs: "stump",
    color: { L: 0.6, C: 0.14, h: 140 },
    bodyRy: 0.32,
    legLen: 0.32,
    legW: 0.12,
    headR: 0.3,
    neck: 0.1,
    snout: 0.36,
    ears: "none",
    tail: "long",
    tailLen: 1.6,
  },

  // A turtle's shell sits low on short, thick, splayed legs; long ones make a table of it.
  turtle: {
    legs: "stump",
    color: { L: 0.6, C: 0.1, h: 130 },
    bodyRy: 0.42,
    legLen: 0.14,
    legW: 0.2,
    headR: 0.3,
    neck: 0.3,
    snout: 0.15,
    ears: "none",
    tail: "short",
    tailLen: 0.2,
    extras: ["shell"],
  },
  dragon: {
    color: { L: 0.52, C: 0.17, h: 28 },
    belly: { L: 0.82, C: 0.1, h: 80 },
    bodyRy: 0.5,
    legLen: 0.62,
    legW: 0.17,
    headR: 0.33,
    neck: 0.9,
    snout: 0.45,
    ears: "none",
    tail: "long",
    tailLen: 1.1,
    batWing: true,
    extras: ["wings", "horns", "spikes"],
  },
  griffin: {
    color: { L: 0.7, C: 0.1, h: 75 },
    belly: { L: 0.82, C: 0.07, h: 80 },
    bodyRy: 0.46,
    legLen: 0.62,
    legW: 0.15,
    headR: 0.34,
    neck: 0.6,
    snout: 0,
    ears: "none",
    tail: "thin",
    tailLen: 0.9,
    extras: ["wings"],
    marks: ["beak", "talons", "tuft"],
    headMat: "white",
    own: {
      horn: { L: 0.8, C: 0.15, h: 88 },
      wing: { L: 0.45, C: 0.07, h: 55 },
      body: { L: 0.7, C: 0.1, h: 75 },
      white: { L: 0.96, C: 0.005, h: 90 },
    },
  },
};

export const QUADRUPEDS = Object.keys(BEASTS);

/** A species' parameters (the wolf's for a name the table does not know). */
export function beastOf(species: string): Beast {
  return BEASTS[species] ?? BEASTS.wolf!;
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
