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
