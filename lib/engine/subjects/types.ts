/**
 * What a subject entry is made of: the asset types, the rig kinds a drawing can be animated
 * with, and the entry itself. Plain data types, so every layer above can name them.
 */
import type { ShapeSpec } from "./shape";

/**
 * The asset types a request names (mirrored from the request contract's `asset_type`; the
 * engine imports nothing outside itself, so the same strings live here).
 */
export const ASSET_TYPES = [
  "character",
  "creature",
  "prop",
  "weapon",
  "vehicle",
  "tile",
  "background",
  "ui",
  "effect",
  "item",
] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

export function isAssetType(value: string): value is AssetType {
  return (ASSET_TYPES as readonly string[]).includes(value);
}

/**
 * biped: characters; quadruped: four legs, a head on a neck, a tail (in profile); winged: a
 * body with flapping wings; serpent: segments along the body; insect: a body with legs; blob:
 * one soft body and its eyes; hinged: a rigid object with a lid on a hinge (a chest); rigid:
 * one layer.
 */
export type RigKind =
  | "biped"
  | "quadruped"
  | "winged"
  | "serpent"
  | "insect"
  | "blob"
  | "hinged"
  | "rigid";

/**
 * The drawers the engine has, by key: a subject drawn by one of them names the key; the drawer
 * switches on the subject key for the details (a barrel and a crate share `prop`).
 */
export const DRAWERS = [
  "humanoid",
  "blob",
  "serpent",
  "insect",
  "winged",
  "quadruped",
  "prop",
  "weapon",
  "item",
  "vehicle",
  "tile",
  "background",
  "ui",
  "effect",
] as const;
export type DrawerKey = (typeof DRAWERS)[number];

/** How a subject is drawn: by an existing drawer, or from a shape description. */
export type DrawSpec = { readonly drawer: DrawerKey } | { readonly shape: ShapeSpec };

/**
 * A variant of a subject the prompt's words pick ("a pine tree", "a pirate ship"): the reader
 * reports it (`reading.variant`) and the drawer draws it; the plan, when given, is the body plan
 * the variant is drawn with instead of the subject's.
 */
export interface SubjectVariant {
  readonly name: string;
  /** Lowercase words or phrases, singular (the reader also matches simple plurals). */
  readonly words: readonly string[];
  readonly plan?: string;
}

/**
 * A thing the registry does not draw as itself but draws as this subject because it is close in
 * meaning and category (a bigfoot as a brown-skinned troll). The reading reports the substitution.
 */
export interface NearWord {
  readonly word: string;
  /**
   * Words read as if written after the prompt when it names no colour: how the near subject is
   * made to look like the thing asked for (a bigfoot: "with brown skin").
   */
  readonly look?: string;
  /** The subject's variant it is drawn as (a hot air balloon: the airplane's `airship`). */
  readonly variant?: string;
}

/** One subject the engine knows: how the prompt names it, what it is and how it is drawn. */
export interface SubjectEntry {
  /** Canonical subject the generators know, e.g. `knight`, `slime`, `sword`, `grass`. */
  readonly key: string;
  readonly type: AssetType;
  /** Every word or phrase naming it, lowercase, the key first. */
  readonly aliases: readonly string[];
  /**
   * Weak subjects (elements, materials used as nouns, gem names) yield to any strong subject in
   * the same prompt: "fire slime" is a slime, "fire" alone is a fire effect.
   */
  readonly weak?: boolean;
  /** The body plan it is drawn with (a name in the drawer's plan list). */
  readonly plan: string;
  readonly rig: RigKind;
  /**
   * What it is, broadest first (`animal`, `mammal`, `canine`): substitutions stay inside a
   * category, and the reader's nearest-subject search compares these.
   */
  readonly category: readonly string[];
  readonly draw: DrawSpec;
  readonly variants?: readonly SubjectVariant[];
  /** Its own colours (`#rrggbb`, main first) when the prompt names none; drawers may ignore. */
  readonly colors?: readonly string[];
  /** Whether a character can hold it in a hand ("a knight holding a torch"). */
  readonly held?: boolean;
  /**
   * How it looks in a hand, in the shape language, its `grip` anchor where the fingers close
   * (cell units as ever; drawn about a third of the figure's height). Weapons have none: the
   * weapon drawer draws them in the hand. A held shape subject without one is held as drawn.
   */
  readonly heldShape?: ShapeSpec;
  /** Things drawn as this subject because nothing closer exists (see `NearWord`). */
  readonly near?: readonly NearWord[];
  /**
   * The thing is big or small in itself (a greatsword is a big sword): a size word agreeing
   * with it names what is drawn, though the drawer does not scale anything for it.
   */
  readonly size?: "big" | "small";
  /**
   * What it is made of when the prompt names no material (`stone` for a golem, `bone` for a
   * skeleton): a figure or beast made of something takes any body material in its place (see
   * `paintsMaterial`), and the word naming its own material is drawn as it stands.
   */
  readonly madeOf?: string;
  /**
   * The material words its drawing paints, when they are not what its kind paints (see
   * `paintsMaterial`): a drawer that keeps its own colours lists none.
   */
  readonly materials?: readonly string[];
}
