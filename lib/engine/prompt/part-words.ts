/**
 * The parts of a figure a prompt can name, and the words for each: what an edit can find
 * ("the hair", "the cape") and what a color can bind to ("pink hair", "gold armor").
 */

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
  hair: ["hair", "hairs", "haired", "mane", "braid", "braids", "ponytail", "beard", "bangs"],
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
