/**
 * What a humanoid wears and carries, by subject: a knight is a full helm, plate, a sword and a
 * shield; a wizard a pointed hat, a robe, a beard and a staff. The prompt then overrides parts
 * (colors, materials, "with a bow", "hooded", "old"), and the seed picks among human skin and
 * hair colors where the subject leaves them open.
 */
import { heldShapeOf } from "../subjects";
import type { Oklch } from "../color";
import type { Material, SpritePromptReading } from "../prompt";
import { pick, type Random } from "../random";
import { PLAIN_VARIATION, type Variation } from "./variation";
import { HAIRS, HUES, SKINS } from "./materials";
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
  | "headdress";

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
  | "face mask";

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
}

type Base = Partial<Outfit> & { human?: boolean };

const FUR = { L: 0.5, C: 0.04, h: 60 } as const;
const YETI_FUR = { L: 0.97, C: 0.01, h: 240 } as const;
const BANDAGE = { L: 0.86, C: 0.03, h: 85 } as const;
const STONE = { L: 0.6, C: 0.02, h: 80 } as const;

const BASES: Readonly<Record<string, Base>> = {
  knight: {
    headgear: "helm",
    garment: "armor",
    cloth: HUES.blue,
    trim: HUES.red,
    held: "sword",
    shield: true,
    cape: true,
  },
  warrior: { garment: "leather", cloth: HUES.red, hairStyle: "spiky", held: "sword", shield: true },
  soldier: { headgear: "kettle", garment: "armor", cloth: HUES.red, held: "spear", shield: true },
  wizard: {
    headgear: "pointy",
    garment: "robe",
    cloth: HUES.blue,
    trim: { L: 0.8, C: 0.13, h: 90 },
    held: "staff",
    staffHead: "orb",
    beard: true,
    hair: HUES.white,
  },
  witch: {
    headgear: "pointy",
    garment: "dress",
    cloth: HUES.purple,
    trim: HUES.black,
    held: "staff",
    staffHead: "crook",
    hairStyle: "long",
  },
  archer: {
    headgear: "hood",
    garment: "tunic",
    cloth: HUES.forest,
    trim: HUES.brown,
    held: "bow",
    quiver: true,
  },
  rogue: {
    headgear: "hood",
    garment: "leather",
    cloth: HUES.black,
    trim: HUES.brown,
    held: "dagger",
  },
  ninja: {
    headgear: "ninja",
    garment: "tunic",
    cloth: HUES.black,
    trim: HUES.red,
    held: "sword",
    extras: ["sash"],
  },
  // An assassin is dressed for the dark: a black hood and clothes, a crimson sash, the face
  // masked below the eyes (not a red hood over a peasant's tunic).
  assassin: {
    headgear: "hood",
    garment: "tunic",
    cloth: HUES.black,
    trim: HUES.crimson,
    held: "dagger",
    cape: true,
    extras: ["sash", "face mask"],
  },
  pirate: {
    headgear: "tricorn",
    garment: "coat",
    cloth: HUES.red,
    trim: HUES.white,
    held: "sword",
    beard: true,
    extras: ["eyepatch"],
  },
  king: {
    headgear: "crown",
    garment: "robe",
    cloth: HUES.red,
    trim: HUES.white,
    held: "wand",
    cape: true,
    beard: true,
  },
  queen: {
    headgear: "crown",
    garment: "dress",
    cloth: HUES.purple,
    trim: HUES.white,
    held: "wand",
    hairStyle: "long",
    cape: true,
  },
  prince: {
    headgear: "crown",
    garment: "tunic",
    cloth: HUES.blue,
    trim: HUES.white,
    held: "sword",
    cape: true,
  },
  princess: {
    headgear: "crown",
    garment: "dress",
    cloth: HUES.pink,
    trim: HUES.white,
    hairStyle: "long",
  },
  villager: { garment: "tunic", held: "none" },
  angel: {
    garment: "robe",
    cloth: HUES.white,
    trim: { L: 0.8, C: 0.13, h: 88 },
    wings: true,
    hair: HAIRS[2],
    held: "none",
  },
  farmer: { headgear: "straw", garment: "tunic", cloth: HUES.blue, trim: HUES.brown, held: "none" },
  // A traveling merchant: a wide-brimmed hat, a big pack of goods with wares poking out, a
  // purse, and a ware held up to sell (a potion), so the goods show and not only the pack.
  merchant: {
    headgear: "fedora",
    garment: "coat",
    cloth: HUES.green,
    trim: HUES.tan,
    held: "none",
    heldItem: "potion",
    pack: true,
  },
  monk: {
    garment: "robe",
    cloth: HUES.orange,
    trim: HUES.brown,
    held: "staff",
    staffHead: "plain",
    hairStyle: "bald",
  },
  priest: {
    garment: "robe",
    cloth: HUES.white,
    trim: { L: 0.78, C: 0.13, h: 88 },
    held: "staff",
    staffHead: "cross",
    extras: ["cross"],
  },
  // Plates lacquered dark red over black cloth: the armour of a samurai, not a bronze doll.
  samurai: {
    headgear: "kabuto",
    garment: "armor",
    cloth: HUES.black,
    trim: HUES.crimson,
    held: "sword",
    lacquer: { L: 0.42, C: 0.14, h: 25 },
  },
  viking: {
    headgear: "horned",
    garment: "leather",
    cloth: HUES.blue,
    trim: HUES.brown,
    held: "axe",
    shield: true,
    roundShield: true,
    beard: true,
    hair: HAIRS[3],
  },
  barbarian: {
    garment: "bare",
    cloth: HUES.brown,
    trim: HUES.tan,
    held: "axe",
    hairStyle: "long",
    build: 1.15,
  },
  hero: {
    garment: "tunic",
    cloth: HUES.green,
    trim: HUES.brown,
    hairStyle: "spiky",
    held: "sword",
    shield: true,
  },
  zombie: {
    garment: "rags",
    skin: SKINS.grayGreen,
    cloth: HUES.brown,
    trim: HUES.navy,
    held: "none",
    eyes: "hollow",
  },
  skeleton: {
    garment: "bones",
    skin: SKINS.bone,
    skinMaterial: "bone",
    hair: null,
    hairStyle: "bald",
    held: "sword",
    eyes: "hollow",
  },
  robot: {
    garment: "robot",
    skin: { L: 0.7, C: 0.02, h: 240 },
    skinMaterial: "metal",
    hair: null,
    hairStyle: "bald",
    held: "none",
    eyes: "visor",
  },
  astronaut: {
    headgear: "space",
    garment: "suit",
    cloth: HUES.white,
    trim: HUES.orange,
    held: "none",
  },
  cowboy: {
    headgear: "cowboy",
    garment: "coat",
    cloth: HUES.brown,
    trim: HUES.red,
    held: "none",
    heldShape: "pistol",
  },
  elf: {
    garment: "tunic",
    cloth: HUES.green,
    trim: HUES.tan,
    held: "bow",
    pointedEars: true,
    hairStyle: "long",
    hair: HAIRS[2],
  },
  dwarf: {
    headgear: "kettle",
    garment: "armor",
    cloth: HUES.red,
    held: "hammer",
    beard: true,
    extras: ["long beard"],
    // Short and broad: a head shorter than a man, as wide as a man, on short legs.
    build: 1.4,
    legs: 0.65,
    stature: 0.86,
    hair: HAIRS[3],
  },
  orc: {
    garment: "leather",
    skin: SKINS.green,
    cloth: HUES.brown,
    trim: HUES.black,
    held: "axe",
    hair: HAIRS[4],
    build: 1.2,
  },
  goblin: {
    garment: "rags",
    skin: SKINS.green,
    cloth: HUES.brown,
    held: "dagger",
    pointedEars: true,
    hairStyle: "bald",
    legs: 0.8,
  },
  vampire: {
    garment: "coat",
    skin: SKINS.pale,
    cloth: HUES.black,
    trim: HUES.crimson,
    hair: HAIRS[4],
    hairStyle: "short",
    cape: true,
    capeStyle: "long",
    held: "none",
    extras: ["high collar", "fangs"],
  },
  necromancer: {
    headgear: "hood",
    garment: "robe",
    cloth: HUES.black,
    trim: HUES.purple,
    held: "staff",
    staffHead: "skull",
    eyes: "glow",
  },
  druid: {
    headgear: "hood",
    garment: "robe",
    cloth: HUES.forest,
    trim: HUES.brown,
    held: "staff",
    staffHead: "leaves",
    beard: true,
  },
  bard: {
    headgear: "cap",
    garment: "tunic",
    cloth: HUES.orange,
    trim: HUES.purple,
    held: "none",
    heldShape: "lute",
  },
  chef: { headgear: "chef", garment: "coat", cloth: HUES.white, trim: HUES.gray, held: "none" },
  scientist: { garment: "coat", cloth: HUES.white, trim: HUES.teal, held: "none" },
  police: { headgear: "cap", garment: "suit", cloth: HUES.navy, trim: HUES.yellow, held: "none" },
  // Stone from head to foot: no loincloth, trousers or belt (fur's rule: the legs are the body's).
  golem: {
    garment: "bare",
    skin: STONE,
    cloth: STONE,
    trim: STONE,
    fur: true,
    skinMaterial: "stone",
    hair: null,
    hairStyle: "bald",
    held: "none",
    eyes: "glow",
    build: 1.35,
    legs: 0.85,
  },
  troll: {
    garment: "rags",
    skin: { L: 0.6, C: 0.07, h: 160 },
    cloth: HUES.brown,
    hairStyle: "bald",
    held: "mace",
    build: 1.3,
  },
  blacksmith: {
    garment: "tunic",
    cloth: HUES.gray,
    trim: HUES.brown,
    held: "hammer",
    extras: ["apron"],
    hairStyle: "short",
    build: 1.15,
  },
  miner: {
    headgear: "miner",
    garment: "tunic",
    cloth: HUES.blue,
    trim: HUES.brown,
    heldShape: "pickaxe",
  },
  doctor: {
    garment: "coat",
    cloth: HUES.white,
    trim: HUES.blue,
    extras: ["cross"],
    hairStyle: "short",
  },
  nurse: {
    headgear: "nurse",
    garment: "dress",
    cloth: HUES.white,
    trim: HUES.pink,
    extras: ["cross"],
    hairStyle: "long",
  },
  alchemist: {
    garment: "robe",
    cloth: HUES.purple,
    trim: { L: 0.8, C: 0.13, h: 88 },
    extras: ["goggles"],
    heldShape: "alchemist flask",
    beard: true,
    hair: HUES.white,
  },
  hacker: {
    headgear: "hood",
    garment: "coat",
    cloth: HUES.black,
    trim: { L: 0.82, C: 0.2, h: 150 },
    extras: ["goggles"],
  },
  cleric: {
    garment: "armor",
    cloth: HUES.white,
    trim: { L: 0.8, C: 0.13, h: 88 },
    held: "mace",
    shield: true,
    extras: ["cross"],
  },
  shaman: {
    headgear: "headdress",
    garment: "leather",
    cloth: HUES.brown,
    trim: HUES.red,
    held: "staff",
    staffHead: "feathers",
    skin: SKINS.tan,
  },
  sailor: {
    headgear: "sailor",
    garment: "tunic",
    cloth: HUES.white,
    trim: HUES.navy,
    extras: ["collar"],
  },
  fisherman: {
    headgear: "cap",
    garment: "coat",
    cloth: HUES.yellow,
    trim: HUES.navy,
    heldShape: "fishing rod",
    beard: true,
  },
  jester: {
    headgear: "jester",
    garment: "tunic",
    cloth: HUES.red,
    trim: HUES.yellow,
    extras: ["motley", "ruff"],
  },
  clown: {
    garment: "tunic",
    cloth: HUES.yellow,
    trim: HUES.blue,
    skin: HUES.white,
    hair: HUES.red,
    hairStyle: "bald",
    extras: ["puffs", "nose", "ruff"],
  },
  detective: { headgear: "fedora", garment: "coat", cloth: HUES.tan, trim: HUES.brown },
  mechanic: {
    headgear: "cap",
    garment: "suit",
    cloth: HUES.blue,
    trim: HUES.orange,
    heldShape: "wrench",
  },
  "old man": {
    garment: "tunic",
    cloth: HUES.brown,
    trim: HUES.tan,
    hair: HUES.white,
    hairStyle: "short",
    beard: true,
    heldShape: "cane",
  },
  child: { garment: "tunic", legs: 0.8, stature: 0.72 },
  mummy: {
    garment: "rags",
    skin: BANDAGE,
    cloth: BANDAGE,
    trim: HUES.tan,
    hair: null,
    hairStyle: "bald",
    eyes: "glow",
    extras: ["bandages"],
  },
  werewolf: {
    garment: "rags",
    skin: FUR,
    hair: { L: 0.42, C: 0.04, h: 60 },
    // A short mane: spikes on top would hide the ears standing up there.
    hairStyle: "short",
    cloth: HUES.navy,
    trim: HUES.brown,
    eyes: "glow",
    extras: ["snout", "wolf ears"],
    build: 1.25,
  },
  // Bald under its horns (dark hair beside them read as a cat's ears), with bat wings.
  demon: {
    garment: "bare",
    skin: { L: 0.5, C: 0.18, h: 28 },
    hair: null,
    hairStyle: "bald",
    batWings: true,
    cloth: HUES.black,
    trim: HUES.black,
    horns: true,
    wings: true,
    eyes: "glow",
    heldShape: "trident",
    extras: ["tail"],
    build: 1.15,
  },
  // A yeti is a big white shaggy ape: white fur all over, no clothes, no weapon, long arms.
  yeti: {
    garment: "bare",
    skin: YETI_FUR,
    hair: YETI_FUR,
    hairStyle: "spiky",
    cloth: YETI_FUR,
    trim: YETI_FUR,
    held: "none",
    fur: true,
    extras: ["shaggy"],
    face: { L: 0.72, C: 0.035, h: 235 },
    arms: 1.4,
    build: 1.35,
    legs: 0.85,
  },
  // An imp is a small red devil: small horns, bat wings, a pointed tail, empty hands.
  imp: {
    garment: "bare",
    skin: { L: 0.55, C: 0.19, h: 28 },
    hair: null,
    hairStyle: "bald",
    cloth: { L: 0.55, C: 0.19, h: 28 },
    trim: { L: 0.55, C: 0.19, h: 28 },
    held: "none",
    horns: true,
    wings: true,
    batWings: true,
    fur: true,
    pointedEars: true,
    eyes: "glow",
    extras: ["tail"],
    stature: 0.78,
    legs: 0.85,
  },
  cultist: {
    headgear: "hood",
    garment: "robe",
    cloth: HUES.crimson,
    trim: HUES.black,
    held: "dagger",
    eyes: "glow",
  },
};

const HUMAN_SKINS: readonly Oklch[] = [SKINS.light, SKINS.medium, SKINS.tan, SKINS.dark];
const TUNICS: readonly Oklch[] = [
  HUES.green,
  HUES.blue,
  HUES.red,
  HUES.brown,
  HUES.teal,
  HUES.orange,
];

/** What a character can hold in its hand, in the order a prompt's words are tried. */
/** A detail that draws a character holding nothing in its weapon hand. */
export const EMPTY_HANDED = "empty-handed";

export const HELD_WORDS: readonly WeaponKind[] = [
  "sword",
  "dagger",
  "axe",
  "bow",
  "staff",
  "wand",
  "spear",
  "hammer",
  "mace",
];
const HEADGEAR_WORDS: Readonly<Record<string, Headgear>> = {
  "brimmed hat": "fedora",
  helmet: "helm",
  hat: "pointy",
  hood: "hood",
  crown: "crown",
  mask: "ninja",
};

/** Headgear with a brim: the hat a prompt's "hat" means on a subject that wears one. */
const BRIMMED: readonly Headgear[] = ["cowboy", "fedora", "straw", "tricorn", "cap", "sailor"];

/**
 * A subject's own helmet that a prompt's "helmet" means (a viking's horned one); a plain helm's
 * subject asking for "a helmet" gets the closed helm the word names.
 */
const OWN_HELMETS: readonly Headgear[] = ["horned", "kabuto", "space", "miner"];

/** How far apart in lightness hair and skin must be for the hair to read as hair. */
const HAIR_APART = 0.15;

/**
 * The seed's hair colour, or the next one in the list that stands apart from the skin: brown
 * hair on brown skin made a villager's head one bald ball.
 */
export function apartFrom(skin: Oklch, hair: Oklch): Oklch {
  const start = Math.max(0, HAIRS.indexOf(hair));
  for (let k = 0; k < HAIRS.length; k++) {
    const candidate = HAIRS[(start + k) % HAIRS.length]!;
    if (Math.abs(candidate.L - skin.L) >= HAIR_APART) return candidate;
  }
  return hair;
}

/** A size word right before a held weapon's name: "a big sword", "a huge axe". */
const BIG_WEAPON = new RegExp(
  `\\b(big|huge|giant|large|great|massive|enormous|oversized)\\s+(${HELD_WORDS.join("|")})`,
  "i",
);

/** Hair a subject leaves open, by the seed. */
export const HAIR_VARIANTS: readonly HairStyle[] = ["spiky", "short", "long", "short"];
/** A plain helmet, by the seed. */
export const HELMET_VARIANTS: readonly Headgear[] = ["helm", "kettle", "helm"];
/** A cape's cut, by the seed (chosen only when a cape is worn). */
export const CAPE_VARIANTS: readonly CapeStyle[] = ["long", "short", "tattered"];

/** The outfit for `subject`, adjusted by the prompt; `random` fills what the subject leaves open. */
export function resolveOutfit(
  subject: string | null,
  reading: SpritePromptReading,
  random: Random,
  variation: Variation = PLAIN_VARIATION,
  heldShapes: readonly string[] = [],
): Outfit {
  const own = BASES[subject ?? "hero"] ?? BASES.hero!;
  // "A goblin shaman", "a skeleton mage": a body (the subject) in a caster's role (a detail),
  // with the caster's staff and, when the body wears nothing on its head, the caster's hat.
  const role = reading.details.find((d) => BASES[d]?.held === "staff" && d !== subject);
  const caster = role ? BASES[role]! : undefined;
  const elf = subject === "archer" && reading.variant === "elf";
  const base: Base = {
    ...own,
    ...(caster
      ? {
          held: caster.held,
          ...(caster.staffHead ? { staffHead: caster.staffHead } : {}),
          ...(own.headgear === undefined && caster.headgear ? { headgear: caster.headgear } : {}),
        }
      : {}),
    // An elf archer: an archer with an elf's pointed ears and long fair hair, the hood down.
    ...(elf ? { pointedEars: true, hairStyle: "long", hair: HAIRS[2], headgear: "none" } : {}),
  };
  // Draw every seeded choice up front, in a fixed order, so overrides never shift the stream.
  const skin = pick(random, HUMAN_SKINS);
  const hair = pick(random, HAIRS);
  const tunic = pick(random, TUNICS);
  const trim = pick(random, TUNICS);
  const details = reading.details;
  const traits = reading.traits;

  // The hand takes what the prompt names first: a weapon; else a shape subject drawn small in
  // the hand (a pickaxe, a lute); else a held thing with its own held shape (a torch, a key);
  // then the subject's own.
  // "empty-handed" is never read from a prompt: an edit asks for it, to draw the character
  // again without what it holds (the same seed, every other choice unchanged).
  const emptyHanded = details.includes(EMPTY_HANDED);
  const namedWeapon = emptyHanded ? undefined : HELD_WORDS.find((w) => details.includes(w));
  const namedShape =
    emptyHanded || namedWeapon ? undefined : details.find((w) => heldShapes.includes(w));
  const heldItem =
    emptyHanded || namedWeapon || namedShape
      ? undefined
      : (details.find((w) => heldShapeOf(w) !== undefined) ?? base.heldItem);
  const held = emptyHanded
    ? "none"
    : (namedWeapon ?? (namedShape || heldItem ? "none" : (base.held ?? "none")));
  const heldShape =
    emptyHanded || namedWeapon || heldItem ? null : (namedShape ?? base.heldShape ?? null);
  // A hat the subject already wears is the hat the prompt means ("a cowboy with a hat").
  const ownHat = base.headgear !== undefined && BRIMMED.includes(base.headgear);
  // So is a helmet the subject already wears ("a viking with a helmet" keeps the horned one).
  const ownHelmet = base.headgear !== undefined && OWN_HELMETS.includes(base.headgear);
  const headgearWord = Object.keys(HEADGEAR_WORDS).find(
    (w) =>
      details.includes(w) &&
      !(ownHat && (w === "hat" || w === "brimmed hat")) &&
      !(ownHelmet && w === "helmet"),
  );
  // "A horned helmet" is the helmet with two horns, on anyone.
  const hornedHelmet = details.includes("helmet") && traits.includes("horned");
  const plainHeadgear: Headgear = traits.includes("hooded")
    ? "hood"
    : hornedHelmet
      ? "horned"
      : headgearWord
        ? HEADGEAR_WORDS[headgearWord]!
        : (base.headgear ?? "none");
  // Hair the prompt names shows: headgear it did not ask for leaves the hair out in sight.
  const namedHair = details.includes("hair");
  const unasked = !headgearWord && !traits.includes("hooded");
  // A helmet the prompt did not describe comes as a closed helm or an open kettle hat.
  const headgear: Headgear =
    plainHeadgear === "helm" && !headgearWord
      ? namedHair
        ? "kettle"
        : HELMET_VARIANTS[variation.choose("helmet", HELMET_VARIANTS.length)]!
      : plainHeadgear === "hood" && unasked && namedHair
        ? "none"
        : plainHeadgear;
  const metal: Material =
    reading.materials.find((m): m is Material =>
      ["gold", "silver", "bronze", "metal", "bone", "crystal", "obsidian"].includes(m),
    ) ??
    base.metal ??
    "metal";
  let garment: Garment = base.garment ?? "tunic";
  if (details.includes("armor") && (garment === "tunic" || garment === "coat")) garment = "armor";
  // "A leather apron" names the apron's leather, not the tunic's.
  const apron = base.extras?.includes("apron") || details.includes("apron");
  if (reading.materials.includes("leather") && garment === "tunic" && !apron) garment = "leather";
  if (reading.materials.includes("cloth") && garment === "leather") garment = "tunic";
  const cape = details.includes("cape") || (base.cape ?? false);
  const old = traits.includes("old");
  const big = traits.includes("big") || traits.includes("fat");
  const small = traits.includes("small") || traits.includes("thin");

  return {
    skin: base.skin ?? skin,
    ...(base.skinMaterial ? { skinMaterial: base.skinMaterial } : {}),
    hair: old
      ? HUES.white
      : base.hair === null
        ? null
        : (base.hair ?? apartFrom(base.skin ?? skin, hair)),
    hairStyle:
      base.hairStyle ??
      (details.includes("hair")
        ? "long"
        : HAIR_VARIANTS[variation.choose("hair", HAIR_VARIANTS.length)]!),
    headgear,
    garment,
    cloth: base.cloth ?? tunic,
    trim: base.trim ?? trim,
    metal,
    held,
    ...(heldItem ? { heldItem } : {}),
    heldShape,
    extras: [
      ...(base.extras ?? []),
      ...(details.includes("apron") && !base.extras?.includes("apron") ? ["apron" as const] : []),
      ...(details.includes("goggles") && !base.extras?.includes("goggles")
        ? ["goggles" as const]
        : []),
      ...(details.includes("hook") ? ["hook" as const] : []),
      ...(details.includes("eyepatch") && !base.extras?.includes("eyepatch")
        ? ["eyepatch" as const]
        : []),
    ],
    banner: details.includes("banner"),
    shield: details.includes("shield") || (base.shield ?? false),
    cape,
    capeStyle: cape
      ? (base.capeStyle ?? CAPE_VARIANTS[variation.choose("cape", CAPE_VARIANTS.length)]!)
      : "long",
    beard: traits.includes("bearded") || details.includes("beard") || old || (base.beard ?? false),
    pointedEars: base.pointedEars ?? false,
    horns: details.includes("horns") || traits.includes("horned") || (base.horns ?? false),
    wings: details.includes("wings") || traits.includes("winged") || (base.wings ?? false),
    build: (base.build ?? 1) * (big ? 1.2 : small ? 0.85 : 1) * variation.build,
    legs: (base.legs ?? 1) * variation.legs,
    stature: base.stature ?? 1,
    eyes: base.eyes ?? (reading.traits.includes("glowing") ? "glow" : "normal"),
    ...((traits as readonly string[]).includes("sad") ? { sad: true } : {}),
    ...(base.fur ? { fur: true } : {}),
    ...(base.batWings ? { batWings: true } : {}),
    ...(base.pack ? { pack: true } : {}),
    ...(base.face ? { face: base.face } : {}),
    ...(base.arms ? { arms: base.arms } : {}),
    ...(base.roundShield ? { roundShield: true } : {}),
    ...(base.quiver ? { quiver: true } : {}),
    ...(held === "staff" && base.staffHead ? { staffHead: base.staffHead } : {}),
    ...(base.lacquer && !reading.materials.length ? { lacquer: base.lacquer } : {}),
    ...(held !== "none" && BIG_WEAPON.test(reading.prompt) ? { bigWeapon: true } : {}),
  };
}
