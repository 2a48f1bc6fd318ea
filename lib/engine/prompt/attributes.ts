/**
 * Attributes bound to the parts they name: "gold armor and a blue cape" is two bindings (armor
 * → gold, cape → blue), "pink hair" colours the hair and nothing else, "make the cape red" binds
 * red to the cape. Clauses are cut at "and", "with", "but", "plus" and punctuation; inside a
 * clause a color binds to the part word right after it ("blue cape"), else to the nearest part
 * word before it ("armor gold", "make the cape red"). A color with no part in its clause is
 * `loose` (it applies to whatever the operation acts on); a part with no color is still listed,
 * so an edit can act on it ("remove the hair"). Shared by restyle and touch-up.
 */
import { hexToRgb, type Oklch, oklabToOklch, rgbToOklab } from "../color";
import { tokenize } from "./edit-words";
import { MATERIAL_LOOKS } from "./looks";
import { readSpritePrompt } from "./read-sprite-prompt";
import { COLOR_MODIFIERS, COLOR_WORDS, MATERIAL_WORDS } from "./vocabulary";

/** The parts of a figure an edit can find: body zones, the held item, or the whole body. */
export const BODY_PARTS = [
  "hair",
  "head",
  "face",
  "eyes",
  "hat",
  "torso",
  "arms",
  "hands",
  "legs",
  "feet",
  "cape",
  "belt",
  "held",
  "body",
] as const;
export type BodyPart = (typeof BODY_PARTS)[number];

/** Words for each part, singular and plural written out (no stemming: "boots" is not "boot"s). */
const PART_WORD_LISTS: Readonly<Record<BodyPart, readonly string[]>> = {
  hair: ["hair", "hairs", "mane", "braid", "braids", "ponytail", "beard", "bangs"],
  head: ["head", "skull"],
  face: ["face", "cheeks", "skin", "complexion"],
  eyes: ["eye", "eyes", "pupils"],
  hat: ["hat", "helmet", "helm", "hood", "cap", "crown", "headband", "bandana", "tiara"],
  torso: [
    "torso",
    "chest",
    "shirt",
    "tunic",
    "armor",
    "armour",
    "breastplate",
    "chestplate",
    "vest",
    "jacket",
    "coat",
    "top",
    "dress",
    "blouse",
    "mail",
    "chainmail",
    "jerkin",
    "doublet",
    "uniform",
    "outfit",
    "clothes",
    "clothing",
  ],
  arms: ["arm", "arms", "sleeve", "sleeves", "shoulders", "pauldrons"],
  hands: ["hand", "hands", "glove", "gloves", "gauntlet", "gauntlets", "fist", "fists"],
  legs: ["leg", "legs", "pants", "trousers", "shorts", "leggings", "greaves", "kilt", "skirt"],
  feet: ["foot", "feet", "boot", "boots", "shoe", "shoes", "sandals", "sabatons"],
  cape: ["cape", "cloak", "robe", "robes", "mantle", "scarf", "cloaks", "capes"],
  belt: ["belt", "sash", "waist", "buckle"],
  held: [
    "sword",
    "blade",
    "weapon",
    "staff",
    "axe",
    "bow",
    "dagger",
    "spear",
    "hammer",
    "mace",
    "wand",
    "club",
    "knife",
    "katana",
    "saber",
    "sabre",
    "scythe",
    "shield",
    "lance",
    "rapier",
    "pitchfork",
    "torch",
    "lantern",
    "item",
  ],
  body: ["body", "fur", "feathers", "scales", "shell", "hide"],
};

/** Part word → the part it names. */
export const PART_WORDS: ReadonlyMap<string, BodyPart> = new Map(
  BODY_PARTS.flatMap((part) => PART_WORD_LISTS[part].map((w) => [w, part] as const)),
);

/** A color as the prompt named it: the words and the OKLCH they mean. */
export interface NamedColor {
  readonly words: readonly string[];
  readonly color: Oklch;
}

export interface PartBinding {
  readonly part: BodyPart;
  /** The word as written ("cape", "armor"). */
  readonly partWord: string;
  readonly color: NamedColor | null;
}

export interface AttributeReading {
  /** Every part word in order, each with the color bound to it (or null). */
  readonly bindings: readonly PartBinding[];
  /** Colors in clauses that name no part. */
  readonly loose: readonly NamedColor[];
}

const CLAUSE_BREAK = /[,;.:!?]|\b(?:and|with|but|plus|while|also)\b/;

const lchOfHex = (hex: string): Oklch => oklabToOklch(rgbToOklab(hexToRgb(hex)));

/** The color term starting at token `i` (a modifier and a color word, a color, a material). */
function colorAt(
  tokens: readonly string[],
  i: number,
): { named: NamedColor; length: number } | null {
  const word = tokens[i]!;
  const next = tokens[i + 1];
  if (COLOR_MODIFIERS[word] && next !== undefined && COLOR_WORDS[next]) {
    // The sprite reader already knows how a modifier shifts a color: reuse it.
    const reading = readSpritePrompt(`${word} ${next}`);
    const hex = reading.colors[0]?.hex ?? COLOR_WORDS[next]!;
    return { named: { words: [word, next], color: lchOfHex(hex) }, length: 2 };
  }
  const hex = COLOR_WORDS[word];
  if (hex) return { named: { words: [word], color: lchOfHex(hex) }, length: 1 };
  const material = MATERIAL_WORDS[word];
  if (material)
    return { named: { words: [word], color: MATERIAL_LOOKS[material].base }, length: 1 };
  return null;
}

function readClause(tokens: readonly string[], bindings: PartBinding[], loose: NamedColor[]): void {
  const parts: { at: number; part: BodyPart; word: string; color: NamedColor | null }[] = [];
  const colors: { at: number; named: NamedColor }[] = [];
  for (let i = 0; i < tokens.length; ) {
    // A word that is both ("fur", "scales") is the part: "orange fur" colours the fur.
    const found = PART_WORDS.has(tokens[i]!) ? null : colorAt(tokens, i);
    if (found) {
      colors.push({ at: i, named: found.named });
      i += found.length;
      continue;
    }
    const part = PART_WORDS.get(tokens[i]!);
    if (part) parts.push({ at: i, part, word: tokens[i]!, color: null });
    i++;
  }
  for (const { at, named } of colors) {
    // "blue cape": the first part word after the color, unless another color comes first.
    const nextColor = colors.find((c) => c.at > at)?.at ?? Infinity;
    const after = parts.find((p) => p.at > at && p.at < nextColor && p.color === null);
    const before = [...parts].reverse().find((p) => p.at < at && p.color === null);
    const target = after ?? before;
    if (target) target.color = named;
    else loose.push(named);
  }
  for (const p of parts) bindings.push({ part: p.part, partWord: p.word, color: p.color });
}

export function readAttributes(text: string): AttributeReading {
  const bindings: PartBinding[] = [];
  const loose: NamedColor[] = [];
  for (const clause of text.toLowerCase().split(CLAUSE_BREAK)) {
    const tokens = tokenize(clause);
    if (tokens.length > 0) readClause(tokens, bindings, loose);
  }
  return { bindings, loose };
}
