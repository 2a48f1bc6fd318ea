/**
 * The subject registry: every subject the engine draws, in one list read by the prompt reader
 * (its words), the generator (its drawer and plan), the body-plan report (its plan's subjects)
 * and everything that names subjects. The entries live in `entries/`, one file per kind of
 * subject; adding a subject is one entry there.
 */
import { CHARACTERS } from "./entries/characters";
import { CREATURES } from "./entries/creatures";
import { SHAPED_ANIMALS } from "./entries/shaped-animals";
import { SHAPED_ELEMENTALS } from "./entries/shaped-elementals";
import { SHAPED_OUTDOORS } from "./entries/shaped-outdoors";
import { SHAPED_SEA } from "./entries/shaped-sea";
import { EFFECTS, UI } from "./entries/interface";
import { ITEMS } from "./entries/items";
import { MORE_SUBJECTS } from "./entries/more-subjects";
import { PROPS } from "./entries/props";
import { SHAPED_ITEMS } from "./entries/shaped-items";
import { SHAPED_FURNITURE } from "./entries/shaped-furniture";
import { SHAPED_ICONS } from "./entries/shaped-icons";
import { SHAPED_CREATURES } from "./entries/shaped-creatures";
import { SHAPED_VEHICLES } from "./entries/shaped-vehicles";
import { SHAPED_PROPS } from "./entries/shaped-props";
import { SHAPED_WEAPONS } from "./entries/shaped-weapons";
import { SHAPES } from "./entries/shapes";
import { BACKGROUNDS, TILES } from "./entries/scenery";
import { VEHICLES } from "./entries/vehicles";
import { WEAPONS } from "./entries/weapons";
import type { ShapeSpec } from "./shape";
import type { AssetType, SubjectEntry } from "./types";

export const SUBJECTS: readonly SubjectEntry[] = [
  ...CHARACTERS,
  ...CREATURES,
  ...PROPS,
  ...WEAPONS,
  ...ITEMS,
  ...VEHICLES,
  ...TILES,
  ...BACKGROUNDS,
  ...UI,
  ...EFFECTS,
  ...SHAPES,
  ...SHAPED_ITEMS,
  ...SHAPED_WEAPONS,
  ...SHAPED_PROPS,
  ...SHAPED_VEHICLES,
  ...SHAPED_CREATURES,
  ...SHAPED_ANIMALS,
  ...SHAPED_ELEMENTALS,
  ...SHAPED_SEA,
  ...SHAPED_OUTDOORS,
  ...MORE_SUBJECTS,
  ...SHAPED_ICONS,
  ...SHAPED_FURNITURE,
];

/** Key → its entry (the strong one when a key has a weak twin, like `gem`). */
const BY_KEY: ReadonlyMap<string, SubjectEntry> = (() => {
  const map = new Map<string, SubjectEntry>();
  for (const entry of SUBJECTS) if (!map.has(entry.key) || !entry.weak) map.set(entry.key, entry);
  return map;
})();

export function subjectEntry(key: string): SubjectEntry | undefined {
  return BY_KEY.get(key);
}

/** Which asset type a subject naturally belongs to. */
export function subjectType(key: string): AssetType | undefined {
  return BY_KEY.get(key)?.type;
}

/** The subjects drawn with body plan `plan` (as themselves or as a variant), in registry order. */
export function subjectsOfPlan(plan: string): readonly string[] {
  const drawn = SUBJECTS.filter((e) => e.plan === plan || e.variants?.some((v) => v.plan === plan));
  return [...new Set(drawn.map((e) => e.key))];
}

/** The subjects a character can hold in a hand. */
export function heldSubjects(): readonly string[] {
  return [...new Set(SUBJECTS.filter((e) => e.held).map((e) => e.key))];
}

/**
 * How subject `key` looks in a hand: its held shape, or its own shape when it is a held shape
 * subject; undefined for weapons (the weapon drawer's) and things not held.
 */
export function heldShapeOf(key: string): ShapeSpec | undefined {
  const entry = BY_KEY.get(key);
  if (!entry?.held) return undefined;
  return entry.heldShape ?? ("shape" in entry.draw ? entry.draw.shape : undefined);
}

/** Materials a whole body can be made of (a golem's, a robot's); cloth, leather, fur make a garment. */
export const BODY_MATERIALS: readonly string[] = [
  "stone",
  "wood",
  "metal",
  "gold",
  "silver",
  "bronze",
  "crystal",
  "ice",
  "obsidian",
  "bone",
  "clay",
  "glass",
];

/**
 * Materials a figure wears and a beast's coat takes, by kind: a garment in cloth or leather, a
 * coat of fur or scales. An armoured figure lists `ARMOUR` (its metal takes the metal named).
 */
const WORN: Readonly<Partial<Record<AssetType, readonly string[]>>> = {
  character: ["cloth", "leather"],
  creature: ["fur", "scale"],
  // A tile named in a material is drawn as that terrain (planks, metal plates, ice, cobbles, grass).
  tile: ["wood", "metal", "silver", "ice", "stone", "plant"],
};

/** The kinds of thing whose drawing paints a named material on its main parts. */
const OBJECT_TYPES: ReadonlySet<AssetType> = new Set(["prop", "weapon", "item", "vehicle"]);

/**
 * Whether a drawing of `entry` shows `material` (a material name: `wood`, `stone`...) when the
 * prompt names it ("a wooden golem", "a crystal bow"). The one rule the reader follows to report
 * a material word as not drawn, and the drawers honour:
 * - its own material (`madeOf`, or a shape's `main`) is drawn as it stands (a stone tombstone);
 * - an entry that lists `materials` paints those and no others;
 * - a growing thing (category `nature`: a tree, a mushroom) paints none;
 * - a thing (prop, weapon, item, vehicle) paints any material on its main parts: the object
 *   materials a drawer asks for are dressed in it (a blade, a head and shaft, a hull, a body);
 * - a figure or beast made of something (`madeOf`: a golem, a robot) is made of any body
 *   material instead; any other figure or beast shows only what it wears or its coat takes
 *   ("a wooden witch" reports "wooden": no witch is carved);
 * - a bare terrain tile (stone, metal, ice) paints the materials that are terrains, a named
 *   surface (planks, mud, a road) only its own; backgrounds, interface and effects paint only
 *   the materials their entries list.
 */
export function paintsMaterial(entry: SubjectEntry, material: string): boolean {
  const own = entry.madeOf ?? ("shape" in entry.draw ? entry.draw.shape.main : undefined);
  if (material === own) return true;
  if (entry.materials) return entry.materials.includes(material);
  // Growing things (trees, bushes, mushrooms, rocks) are what they are: never carved or cast.
  if (entry.category.includes("nature")) return false;
  if (OBJECT_TYPES.has(entry.type)) return true;
  // A named surface (planks, mud, moss, a road) is its own terrain: "silver planks" or "ice
  // mud" is not drawn. The bare terrains (stone, metal, ice: weak tiles) take any terrain.
  if (entry.type === "tile" && !entry.weak) return false;
  if (entry.madeOf && BODY_MATERIALS.includes(material)) return true;
  return WORN[entry.type]?.includes(material) ?? false;
}
