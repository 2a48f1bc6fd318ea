/**
 * The parts of a creature a prompt can color: "a dragon with red wings", "a wolf with white
 * fur", "a beetle with a green shell", "a goat with black horns", "a cat with yellow eyes".
 */

export const CREATURE_PARTS = ["body", "belly", "wings", "horns", "eyes"] as const;
export type CreaturePart = (typeof CREATURE_PARTS)[number];

const CREATURE_PART_WORD_LISTS: Readonly<Record<CreaturePart, readonly string[]>> = {
  body: ["body", "fur", "scales", "skin", "hide", "feathers", "shell", "coat", "pelt"],
  belly: ["belly", "underbelly", "chest", "breast"],
  wings: ["wing", "wings"],
  horns: ["horn", "horns", "antlers", "tusks"],
  eyes: ["eye", "eyes"],
};

/** Creature part word → the part it names. */
export const CREATURE_PART_WORDS: ReadonlyMap<string, CreaturePart> = new Map(
  CREATURE_PARTS.flatMap((part) => CREATURE_PART_WORD_LISTS[part].map((w) => [w, part] as const)),
);
