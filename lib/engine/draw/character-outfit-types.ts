/** What a humanoid wears and carries: the parts an outfit names, read by every character drawer. */
import type { Oklch } from "../color";
import type { Material } from "../prompt";
import type { StaffHead, WeaponKind } from "./weapon-shapes";

export type Headgear =
  | "none"
  | "helm"
  | "kettle"
  | "horned"
  | "kabuto"
  | "pointy"
  | "hood"
  | "crown"
  | "tricorn"
  | "cowboy"
  | "chef"
  | "cap"
  | "space"
  | "straw"
  | "ninja"
  | "jester"
  | "fedora"
  | "nurse"
  | "sailor"
  | "miner"
  | "headdress"
  /** A police officer's cap: a flat top wider than the head, a black band and visor, a badge. */
  | "peaked";

/**
 * What a character wears or has over its garment, drawn on top of it: an apron, goggles, a
 * muzzle, a clown's nose and hair puffs, a mummy's bandages, a cross on the chest, a ruff
 * collar, a sailor's collar, a jester's two-coloured halves.
 */
export type Extra =
  | "apron"
  /** Long fur: a ragged outline of tufts on the arms and body, a ragged hem (a yeti). */
  | "shaggy"
  | "goggles"
  | "snout"
  | "wolf ears"
  | "nose"
  | "puffs"
  | "bandages"
  | "cross"
  | "ruff"
  | "collar"
  | "motley"
  | "tail"
  | "eyepatch"
  | "hook"
  | "fangs"
  | "high collar"
  | "long beard"
  | "sash"
  /** A cloth over the face below the eyes (an assassin's). */
  | "face mask"
  /** Rips in the shirt, a gash and a slack open mouth (a zombie's). */
  | "torn"
  /** Cracks and moss on a stone body (a golem's). */
  | "cracks"
  /** A gold badge on the chest and a black duty belt (a police officer's). */
  | "badge"
  /** Ivory tusks up from the lower jaw and a scowl (an orc's). */
  | "tusks"
  /** Iron plates on the shoulders, each with a spike (an orc's). */
  | "pauldrons"
  /** A white coat worn open over a shirt and tie, unbelted (a scientist's). */
  | "lab coat"
  /** A glowing handheld device with code on its screen, held up in the off hand (a hacker's). */
  | "handheld"
  /** A wide red painted smile turned up at the ends (a clown's). */
  | "grin"
  /** Big round pompom buttons down the front of the costume (a clown's). */
  | "pompoms"
  /** Brows drawn in and a mouth turned up at one corner (a rogue's sly look). */
  | "smirk";

export type Garment =
  | "tunic"
  | "armor"
  | "leather"
  | "robe"
  | "dress"
  | "coat"
  | "rags"
  | "bones"
  | "robot"
  | "bare"
  | "suit";

export type HairStyle = "short" | "long" | "spiky" | "bald";

/** How a cape hangs: to the ankles, to the hips, or long with a ragged hem. */
export type CapeStyle = "long" | "short" | "tattered";

export interface Outfit {
  readonly skin: Oklch;
  readonly skinMaterial?: Material;
  /**
   * The body's material is one the prompt named in place of the figure's own (a wooden golem,
   * a crystal robot): its ramp is dressed, so it takes the material's surface.
   */
  readonly skinDressed?: boolean;
  readonly hair: Oklch | null;
  readonly hairStyle: HairStyle;
  readonly headgear: Headgear;
  readonly garment: Garment;
  readonly cloth: Oklch;
  readonly trim: Oklch;
  /** Armor and helmet metal. */
  readonly metal: Material;
  readonly held: WeaponKind | "none";
  /**
   * A held thing that is not a weapon (a subject key: `torch`, `lantern`, `potion`...), drawn
   * from its held shape; only when no weapon is held.
   */
  readonly heldItem?: string;
  /**
   * A shape-language subject held in the weapon hand instead of a weapon (a pickaxe, a wrench,
   * a lute): its registry key, or null.
   */
  readonly heldShape: string | null;
  readonly extras: readonly Extra[];
  /** Carries a banner on a pole in the weapon hand, in place of the weapon. */
  readonly banner: boolean;
  readonly shield: boolean;
  readonly cape: boolean;
  readonly capeStyle: CapeStyle;
  readonly beard: boolean;
  readonly pointedEars: boolean;
  readonly horns: boolean;
  readonly wings: boolean;
  /** Width factor of the body: 1 normal, above 1 for ogres and dwarves. */
  readonly build: number;
  /** Height as a share of the frame's: below 1 for a child. */
  readonly stature: number;
  /** Leg length factor: below 1 for dwarves and goblins. */
  readonly legs: number;
  readonly eyes: "normal" | "glow" | "hollow" | "visor";
  /** A sad face (brows raised inside, a frown): only a restyle asks for it. */
  readonly sad?: boolean;
  /** Furred all over (a yeti): legs and feet are the skin's fur, no belt. */
  readonly fur?: boolean;
  /** Dark membrane wings (an imp's bat wings), not white feathers. */
  readonly batWings?: boolean;
  /** Arm length factor: above 1 for an ape's long arms (a yeti's hang to its knees). */
  readonly arms?: number;
  /** A bare face set in the fur, in its own color (a yeti's pale blue-grey face). */
  readonly face?: Oklch;
  /** A traveler's big pack of goods on the back, a pot hanging from it, a purse at the belt. */
  readonly pack?: boolean;
  /** The shield is a round one (a viking's planked disc with a boss), not a heater. */
  readonly roundShield?: boolean;
  /** A quiver of arrows on the back, fletchings showing over a shoulder (an archer's). */
  readonly quiver?: boolean;
  /** What tops a held staff: a caster's own (a necromancer's skull, a druid's leaves). */
  readonly staffHead?: StaffHead;
  /** Armour lacquered in a colour (a samurai's dark red plates), not bare metal. */
  readonly lacquer?: Oklch;
  /** The held weapon is a big one ("a big sword"): longer and broader than the usual. */
  readonly bigWeapon?: boolean;
  /** The same weapon in the other hand too ("a rogue with daggers", an assassin's pair). */
  readonly paired?: boolean;
  /** Trousers of their own colour (a ninja's black), not a darker shade of the trim. */
  readonly pants?: Oklch;
  /**
   * The body's own colour is what a loose colour word names ("a green zombie", "a red demon"):
   * the skin takes it, not the clothes.
   */
  readonly colorIsSkin?: boolean;
  /** Wings of the skin's colour, darker (a demon's red membranes), not brown leather. */
  readonly skinWings?: boolean;
  /** How far pointed ears reach, 1 an elf's; an imp's stick out half again as far. */
  readonly earSize?: number;
  /** A gold ring floating over the head (an angel's). */
  readonly halo?: boolean;
  /**
   * Long sleeves of the cloth on a garment that otherwise bares the arms (a witch's dress): a
   * wooden staff held against a bare brown arm melted into it.
   */
  readonly sleeves?: boolean;
}

/** A subject's own outfit: what it fixes, the rest left to the prompt and the seed. */
export type OutfitBase = Partial<Outfit>;
