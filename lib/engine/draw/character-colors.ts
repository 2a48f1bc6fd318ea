/**
 * The colors a character prompt binds to the parts it names: "pink hair" paints the hair and
 * not the shirt, "gold armor and a blue cape" paints both. A color bound to a part the character
 * can paint goes to that part only; a color bound to no part (or to one the character has no
 * paint for, like "body") stays loose and keeps the garment order: the first loose color is the
 * cloth, the second the trim.
 */
import {
  type PartBinding,
  type PartColors,
  PART_WORDS,
  partColors,
  type SpritePromptReading,
} from "../prompt";
import type { Garment } from "./character-outfits";

/** Where a bound color lands on a character. */
export type CharacterSpot =
  | "hair"
  | "skin"
  | "cloth"
  | "armor"
  | "cape"
  | "pants"
  | "boots"
  | "hat"
  | "eyes"
  | "belt"
  | "hands"
  | "blade"
  | "shield";

export type CharacterColors = PartColors<CharacterSpot>;

/** Torso words that mean plate: on an armored body they tint the metal, not the tabard. */
const ARMOR_WORDS = new Set(["armor", "armour", "breastplate", "chestplate", "mail", "chainmail"]);
/** Garment words the part reader files with capes; on a character they are the body's cloth. */
const ROBE_WORDS = new Set(["robe", "robes"]);
const METAL_GARMENTS: ReadonlySet<Garment> = new Set(["armor", "robot"]);

function spotOf(binding: PartBinding, garment: Garment, askedLater: boolean): CharacterSpot | null {
  switch (binding.part) {
    case "hair":
      return "hair";
    case "face":
      return "skin";
    case "eyes":
      return "eyes";
    case "hat":
      return "hat";
    case "torso":
      if (!ARMOR_WORDS.has(binding.partWord)) return "cloth";
      if (METAL_GARMENTS.has(garment)) return "armor";
      // Armor a restyle asks of a body that wears none (a robe) has nothing to paint: its
      // color is not the robe's, and the restyle reports it not done. In the prompt itself
      // ("a wizard in gold armor") it colours the cloth, as it always has.
      return askedLater ? null : "cloth";
    case "arms":
      return "cloth";
    case "hands":
      return "hands";
    case "legs":
      return "pants";
    case "feet":
      return "boots";
    case "cape":
      return ROBE_WORDS.has(binding.partWord) ? "cloth" : "cape";
    case "belt":
      return "belt";
    case "held":
      return binding.partWord === "shield" ? "shield" : "blade";
    case "head":
    case "body":
      return null;
  }
}

export function characterColors(reading: SpritePromptReading, garment: Garment): CharacterColors {
  return partColors(reading, PART_WORDS, (binding, askedLater) =>
    spotOf(binding, garment, askedLater),
  );
}
