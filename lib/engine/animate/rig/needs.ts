/**
 * Whether a custom motion can be done honestly on a sprite, decided before anything is charged:
 * a sentence whose words name no motion, or that needs a part the sprite does not have (a sword
 * swing on a slime, a spell from a sprite without arms; a figure whose hands are full waves
 * the weapon hand, never the shield), is refused with the words it could not act on. What the sprite has comes from the
 * layers its drawer kept (`partsOf`), or is unknown for a sprite the engine did not draw as it
 * is now (an import, a hand-edited version), whose sentence is only checked for words.
 */
import type { LayeredSprite } from "../../draw";
import { segmentFigure } from "../../figure";
import type { Pixels, RgbaImage } from "../../raster";
import { readBiped } from "./biped";
import { prepare } from "./compose";
import { creatureLimbGestures, wavesOnTheMove } from "./creature-gestures";
import { readCreature } from "./creature-kit";
import { LIMB_GESTURES, PART_GESTURES, RIG_GESTURES, readGestures } from "./gestures";

export interface SpriteParts {
  /** A biped with arms and legs, any other body the engine drew, or not known. */
  readonly body: "biped" | "other" | "unknown";
  /** The held item's kind (`sword`, `staff`, `bow`...), or null when the hands are empty. */
  readonly held: string | null;
  readonly shield: boolean;
  /**
   * Of the gestures that need limbs or a part only some bodies have, those a body other than a
   * biped still makes (a wolf's play bow, raised paw, bite and wag, a slime's lean); none when
   * absent.
   */
  readonly limbs?: readonly string[];
  /** Set when a limb is free to wave while the feet walk or jump (a spider's leg, a bird's wing). */
  readonly wavesOnTheMove?: boolean;
  /** Set when the sprite has no layers and will be cut from its pixels, which has no rig. */
  readonly cutOut?: boolean;
  /** Set when the sprite has no head or face (a bottle, a pot): nothing to nod, hang or turn. */
  readonly headless?: boolean;
}

export const UNKNOWN_PARTS: SpriteParts = {
  body: "unknown",
  held: null,
  shield: false,
  cutOut: true,
};

/**
 * A figure cut from its pixels looks about with its head; a blob cut so (a potion) has none.
 * (It bows too: its head comes down and stays, its arms come in; see motions/gestures.ts.)
 */
const HEAD_ONLY = new Set(["look"]);

/** Gestures made with a head or a face: a nod, a hung head of sorrow, a look about. */
const HEAD_GESTURES = new Set(["nod", "sad", "look"]);

/**
 * What a sprite the engine did not draw as it is has, from its pixels: a body the cut-out path
 * reads as a blob (a potion, a slime) has no limbs and holds nothing, and a blob that shows no
 * face (a potion, not a slime with eyes) has no head either; any other is not known. Whether a
 * body shows a face is the rotations' reading of faces (`showsFace`), passed in; without it a
 * blob is taken to have one.
 */
export function partsOfPixels(
  image: RgbaImage,
  showsFace?: (source: Pixels, body: Uint8Array) => boolean,
): SpriteParts {
  const figure = segmentFigure(image);
  if (figure.kind !== "blob") return UNKNOWN_PARTS;
  const body = Uint8Array.from(figure.source.data, (v) => (v !== 0 ? 1 : 0));
  const headless = showsFace ? !showsFace(figure.source, body) : false;
  return {
    body: "other",
    held: null,
    shield: false,
    // A blob casts by glowing and sparking about itself, as a drawn slime does: that needs no
    // arms. One with a face (a slime) bows by leaning over its base, its face coming down. A
    // rigid thing without one (a bottle) is refused the bow (see `RIGID_REFUSED`): tipped, its
    // few pixels read as a bottle bent or falling, not a bow. Neither has hands to wave or raise,
    // nor legs to kick.
    limbs: headless ? ["cast"] : ["bow", "cast"],
    ...(headless ? { headless: true } : {}),
    cutOut: true,
  };
}

/** What a drawn sprite has, from its layers. */
export function partsOf(doc: LayeredSprite): SpriteParts {
  const biped = doc.rig === "biped" ? readBiped(prepare(doc)) : null;
  const item = doc.layers.find((l) => l.role === "item" && l.width > 0);
  const creature = biped ? null : readCreature(prepare(doc));
  return {
    ...(creature ? { limbs: creatureLimbGestures(creature) } : {}),
    ...(creature && wavesOnTheMove(creature) ? { wavesOnTheMove: true } : {}),
    body: biped ? "biped" : "other",
    held: item ? (item.kind ?? "item") : null,
    shield: doc.layers.some((l) => l.role === "shield" && l.width > 0),
  };
}

/**
 * Gestures a rigid thing with no head or face (a bottle, a pot) cannot make: a bow bends at the
 * waist or drops the head, and such a thing has neither; tipped whole it reads as falling over.
 */
const RIGID_REFUSED = new Set(["bow"]);

/** Presets that move a body's legs. */
const MOVING = new Set(["walk", "run", "jump", "attack", "hurt", "death"]);

export interface MotionRefusal {
  /** The words that cannot be acted on, as written. */
  readonly words: readonly string[];
  readonly message: string;
}

export function refuseMotion(prompt: string, parts: SpriteParts): MotionRefusal | null {
  const r = readGestures(prompt);
  if (r.gestures.length === 0) {
    const words = r.unrecognized.length > 0 ? r.unrecognized : [prompt.trim()];
    return {
      words,
      message: `No motion could be read from ${quote(words)}: these words would change nothing.`,
    };
  }
  const say = (g: (typeof r.gestures)[number]) => r.words.get(g) ?? [g];
  if (r.held && parts.body !== "unknown") {
    const holds = parts.held;
    if (!holds) {
      return {
        words: [...r.gestures.flatMap(say), r.held.word],
        message: `This sprite holds no ${r.held.word}: ${quote([...r.gestures.flatMap(say), r.held.word])} would change nothing it has.`,
      };
    }
    if (r.held.kinds.length > 0 && !r.held.kinds.includes(holds)) {
      return {
        words: [r.held.word],
        message: `This sprite holds a ${holds}, not a ${r.held.word}.`,
      };
    }
  }
  // Checked before the limbs, whose refusal ("needs arms and legs") is not why a bottle cannot
  // bow: a slime without arms bows.
  const rigid = parts.headless ? r.gestures.filter((g) => RIGID_REFUSED.has(g)) : [];
  if (rigid.length > 0) {
    const words = rigid.flatMap(say);
    return {
      words,
      message: `${quote(words)} needs a waist or a head to bow with; this sprite is a rigid object with neither, and tipped whole it would read as falling over.`,
    };
  }
  // A bite or a wag needs the part that makes it: only a creature whose layers show one has it.
  const lacking = r.gestures.filter((g) => PART_GESTURES.has(g) && !parts.limbs?.includes(g));
  if (lacking.length > 0) {
    // A person has a mouth; what the engine lacks is a bite for one.
    if (parts.body === "biped" && lacking.includes("bite")) {
      const words = say("bite");
      return {
        words,
        message: `The engine has no bite for a figure on two legs: ${quote(words)} is posed only on a creature (a beast's jaws, a spider's fangs, a slime's mouth).`,
      };
    }
    // A sprite with a face (an imported mage) has a mouth too: what it lacks is jaws the
    // engine drew and can open.
    if (!parts.headless && lacking.length === 1 && lacking[0] === "bite") {
      const words = say("bite");
      return {
        words,
        message: `The engine has no bite for this sprite: ${quote(words)} is posed only on a creature it drew with jaws, fangs or a mouth it can open (a beast, a spider, a slime).`,
      };
    }
    const words = lacking.flatMap(say);
    const needs = lacking.map((g) => PART_GESTURES.get(g)).join(" and ");
    return { words, message: `${quote(words)} needs ${needs}; this sprite has none to move.` };
  }
  if (parts.body === "other") {
    // A paw waved while the legs walk, run or jump would be two uses of one leg at once.
    const moving = r.gestures.some((g) => MOVING.has(g));
    const limbs = r.gestures.filter(
      (g) =>
        LIMB_GESTURES.has(g) &&
        (!parts.limbs?.includes(g) || (g === "wave" && moving && !parts.wavesOnTheMove)),
    );
    if (limbs.length > 0) {
      const words = limbs.flatMap(say);
      return {
        words,
        message: `${quote(words)} needs arms and legs; this sprite has no biped body.`,
      };
    }
  }
  const headWork = parts.headless ? r.gestures.filter((g) => HEAD_GESTURES.has(g)) : [];
  if (headWork.length > 0) {
    const words = headWork.flatMap(say);
    return {
      words,
      message: `${quote(words)} needs a head; this sprite has no head or face to move.`,
    };
  }
  const rigOnly = parts.cutOut
    ? r.gestures.filter((g) => HEAD_ONLY.has(g) && parts.body === "other")
    : [];
  if (rigOnly.length > 0) {
    const words = rigOnly.flatMap(say);
    return {
      words,
      message: `${quote(words)} needs a rig: this sprite has no layers of its own, and its pixels can only be cut and moved.`,
    };
  }
  if (parts.body === "unknown" && r.held) {
    return {
      words: [r.held.word],
      message: `Without the parts the engine drew, what this sprite holds is not known: "${r.held.word}" cannot be acted on.`,
    };
  }
  return null;
}

/** Whether the rig poses every gesture of this sentence (else it is cut out of the pixels). */
export function rigCanPose(prompt: string): boolean {
  const r = readGestures(prompt);
  return r.gestures.length > 0 && r.gestures.every((g) => RIG_GESTURES.has(g));
}

function quote(words: readonly string[]): string {
  return words.map((w) => `"${w}"`).join(", ");
}
