/**
 * Whether a restyle sentence can be done honestly, decided before anything is charged. A
 * sentence whose words read as nothing the restyle does (no preset, color, part color, pose or
 * item) is refused rather than given a recolor it did not ask for; so is one that asks to turn
 * the sprite into another subject ("turn him into a dragon"), which a recolor or a pose cannot
 * do ("into a robot" is the robot look, drawn on the sprite as it is). Appearance changes the character drawer has variants for ("give him a beard", "make him
 * look older") are done by drawing the character again with them, so they are accepted only
 * for a sprite the engine drew and nobody edited since (`canRedraw`).
 */
import { SUBJECTS, tokenize } from "../prompt";
import { readRestylePrompt, ROBOT_WORDS } from "./read-restyle-prompt";

/** Words asking for a drawer variant, and what is added to the character's prompt for them. */
const APPEARANCE: Readonly<Record<string, string>> = {
  beard: "bearded",
  bearded: "bearded",
  moustache: "bearded",
  mustache: "bearded",
  older: "old",
  old: "old",
  elderly: "old",
  aged: "old",
  grey: "old",
  gray: "old",
  sad: "sad",
  unhappy: "sad",
  sorrowful: "sad",
  gloomy: "sad",
};

export interface Appearance {
  /** The words asking for the change, as written. */
  readonly words: readonly string[];
  /** Trait words added to the character's own prompt to draw it again. */
  readonly traits: readonly string[];
}

export function readAppearance(prompt: string): Appearance | null {
  const tokens = tokenize(prompt);
  const words = tokens.filter((t) => APPEARANCE[t] !== undefined);
  // "grey hair" alone is a hair color the recolor can do; it asks for age only with "older".
  const asked = words.filter((w) => !(w === "grey" || w === "gray") || words.length > 1);
  if (asked.length === 0) return null;
  return { words: asked, traits: [...new Set(asked.map((w) => APPEARANCE[w]!))] };
}

export interface RestyleRefusal {
  readonly words: readonly string[];
  readonly message: string;
}

const quote = (words: readonly string[]) => words.map((w) => `"${w}"`).join(", ");

export function refuseRestyle(
  prompt: string,
  mode: string,
  canRedraw: boolean,
): RestyleRefusal | null {
  const tokens = tokenize(prompt);
  const appearance = readAppearance(prompt);
  if (appearance) {
    if (canRedraw) return null;
    return {
      words: appearance.words,
      message: `${quote(appearance.words)} cannot be drawn on this sprite: it shows it already, or it is not a character the engine drew and nobody edited since (only those can be drawn again with it).`,
    };
  }
  const into = tokens.indexOf("into");
  if (into >= 0) {
    const subjects = new Set(SUBJECTS.flatMap((s) => [s.key, ...s.aliases]));
    // A robot is a look the restyle draws (steel plates, a visor), not another subject.
    const target = tokens.slice(into + 1).filter((t) => subjects.has(t) && !ROBOT_WORDS.has(t));
    if (target.length > 0) {
      const words = ["into", ...target];
      return {
        words,
        message: `Turning a sprite into another subject (${quote(target)}) is not a restyle the engine can do; generate one instead.`,
      };
    }
  }
  const r = readRestylePrompt(prompt);
  const read =
    r.preset !== null ||
    r.layeredLook !== null ||
    r.look !== null ||
    r.parts.length > 0 ||
    r.poses.length > 0 ||
    r.newItem !== null;
  if (!read) {
    const words = r.unrecognized.length > 0 ? [...r.unrecognized] : tokens;
    return {
      words,
      message: `Nothing in ${quote(words)} is a look, color, pose or item the restyle can change: it would change nothing.`,
    };
  }
  if (mode === "pose" && r.poses.length === 0) {
    return { words: tokens, message: 'Pose mode needs a pose ("arms raised", "crouching").' };
  }
  if (mode === "item" && r.newItem === null) {
    return { words: tokens, message: 'Item mode needs an item to hold ("give him an axe").' };
  }
  return null;
}
