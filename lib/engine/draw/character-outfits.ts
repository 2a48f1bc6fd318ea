/**
 * What a humanoid wears and carries, by subject: a knight is a full helm, plate, a sword and a
 * shield; a wizard a pointed hat, a robe, a beard and a staff. The prompt then overrides parts
 * (colors, materials, "with a bow", "hooded", "old"), and the seed picks among human skin and
 * hair colors where the subject leaves them open. The subjects' own outfits live by family in
 * `character-bases-*.ts`.
 */
import { BODY_MATERIALS as BODY_MATERIAL_NAMES, heldShapeOf } from "../subjects";
import type { Oklch } from "../color";
import type { Material, SpritePromptReading } from "../prompt";
import { pick, type Random } from "../random";
import { PLAIN_VARIATION, type Variation } from "./variation";
import { HAIRS, HUES, SKINS } from "./materials";
import type { WeaponKind } from "./weapon-shapes";
import { CASTERS_OUTFITS } from "./character-bases-casters";
import { MARTIAL_OUTFITS } from "./character-bases-martial";
import { MONSTERS_OUTFITS } from "./character-bases-monsters";
import { TOWNSFOLK_OUTFITS } from "./character-bases-townsfolk";
import type {
  CapeStyle,
  Garment,
  HairStyle,
  Headgear,
  Outfit,
  OutfitBase,
} from "./character-outfit-types";

/** Materials a whole body can be made of (the registry's list, one fact in one place). */
const BODY_MATERIALS: ReadonlySet<string> = new Set(BODY_MATERIAL_NAMES);

export type {
  CapeStyle,
  Extra,
  Garment,
  HairStyle,
  Headgear,
  Outfit,
} from "./character-outfit-types";

type Base = OutfitBase;

const BASES: Readonly<Record<string, Base>> = {
  ...MARTIAL_OUTFITS,
  ...CASTERS_OUTFITS,
  ...TOWNSFOLK_OUTFITS,
  ...MONSTERS_OUTFITS,
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
const BRIMMED: readonly Headgear[] = [
  "cowboy",
  "fedora",
  "straw",
  "tricorn",
  "cap",
  "sailor",
  "peaked",
];

/**
 * A subject's own helmet that a prompt's "helmet" means (a viking's horned one); a plain helm's
 * subject asking for "a helmet" gets the closed helm the word names.
 */
const OWN_HELMETS: readonly Headgear[] = ["horned", "kabuto", "space", "miner"];

/**
 * How far apart in lightness hair and skin must be for the hair to read as hair; on a dark
 * skin further, as its shadows already reach down to a dark hair's lightness (a villager's
 * dark brown hair on dark skin read as one brown ball).
 */
const HAIR_APART = 0.15;
const HAIR_APART_DARK_SKIN = 0.22;

/**
 * The seed's hair colour, or the next one in the list that stands apart from the skin: brown
 * hair on brown skin made a villager's head one bald ball.
 */
export function apartFrom(skin: Oklch, hair: Oklch): Oklch {
  const start = Math.max(0, HAIRS.indexOf(hair));
  for (let k = 0; k < HAIRS.length; k++) {
    const candidate = HAIRS[(start + k) % HAIRS.length]!;
    const apart = skin.L <= 0.55 ? HAIR_APART_DARK_SKIN : HAIR_APART;
    if (Math.abs(candidate.L - skin.L) >= apart) return candidate;
  }
  return hair;
}

/**
 * The seed's tunic, or the next one in the list that stands apart from the skin: a brown tunic
 * under a brown face made the head and the body one brown shape.
 */
function tunicApartFrom(skin: Oklch, tunic: Oklch): Oklch {
  const start = Math.max(0, TUNICS.indexOf(tunic));
  for (let k = 0; k < TUNICS.length; k++) {
    const candidate = TUNICS[(start + k) % TUNICS.length]!;
    const hueGap = Math.abs(((candidate.h - skin.h + 540) % 360) - 180);
    const apart =
      Math.abs(candidate.L - skin.L) >= 0.18 ||
      hueGap >= 45 ||
      Math.abs(candidate.C - skin.C) >= 0.08;
    if (apart) return candidate;
  }
  return tunic;
}

/** A size word right before a held weapon's name: "a big sword", "a huge axe". */
const BIG_WEAPON = new RegExp(
  `\\b(big|huge|giant|large|great|massive|enormous|oversized)\\s+(${HELD_WORDS.join("|")})`,
  "i",
);

/**
 * A held weapon named twice over ("daggers", "two swords", "dual axes"): one in each hand. The
 * reader files "daggers" as the dagger, so the prompt's own words tell the pair.
 */
const PAIRED_WEAPON = new RegExp(
  `\\b(?:(?:two|twin|dual|paired)\\s+(?:${HELD_WORDS.join("|")})s?|(?:${HELD_WORDS.join("|")})s|axes)\\b`,
  "i",
);

/** How much shorter a size word ("a little robot") makes a figure than its subject stands. */
const SMALL_STATURE = 0.74;

/** Hair a subject leaves open, by the seed. */
export const HAIR_VARIANTS: readonly HairStyle[] = ["spiky", "short", "long", "short"];
/** A plain helmet, by the seed. */
export const HELMET_VARIANTS: readonly Headgear[] = ["helm", "kettle", "helm"];
/** A cape's cut, by the seed (chosen only when a cape is worn). */
/**
 * An old figure's white hair and beard beside plate armour: cream, not the neutral white, whose
 * ramp shades to the same greys as the steel (a knight's grey beard read as a gorget).
 */
export const WARM_WHITE = { L: 0.96, C: 0.03, h: 88 } as const;

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
  // A body made of its material (a golem's stone, a robot's metal) is made of the one the
  // prompt names instead: "a wooden golem", "an ice golem", "a gold robot".
  const bodyMaterial = base.skinMaterial
    ? reading.materials.find((m) => BODY_MATERIALS.has(m))
    : undefined;
  const skinMaterial = bodyMaterial ?? base.skinMaterial;
  const metal: Material =
    bodyMaterial ??
    reading.materials.find((m): m is Material =>
      ["gold", "silver", "bronze", "metal", "bone", "crystal", "obsidian"].includes(m),
    ) ??
    base.metal ??
    "metal";
  let garment: Garment = base.garment ?? "tunic";
  // Armor the prompt asks of a tunic or coat wearer is drawn as plate; a robe or dress has no
  // plate to show, so it stays cloth. Armor a restyle asks ("gold armor" on an elf) keeps the
  // figure's own clothes: plates are laid over them on its layers (drawn as a knight's plate
  // suit, the elf read as recoloured gold all over).
  if (details.includes("armor") && (garment === "tunic" || garment === "coat")) garment = "armor";
  // "A leather apron" names the apron's leather, not the tunic's.
  const apron = base.extras?.includes("apron") || details.includes("apron");
  if (reading.materials.includes("leather") && garment === "tunic" && !apron) garment = "leather";
  if (reading.materials.includes("cloth") && garment === "leather") garment = "tunic";
  const cape = details.includes("cape") || (base.cape ?? false);
  const old = traits.includes("old");
  const big = traits.includes("big") || traits.includes("fat");
  const thin = traits.includes("thin");
  // "Little", "small", "tiny": the figure stands shorter in the frame, whatever its own height.
  const small = traits.includes("small");
  // A pair: the prompt names the weapon twice over, or the subject carries its own pair.
  const paired = namedWeapon
    ? PAIRED_WEAPON.test(reading.prompt)
    : held !== "none" && !heldShape && !heldItem && base.paired === true;

  return {
    skin: base.skin ?? skin,
    ...(skinMaterial ? { skinMaterial } : {}),
    ...(bodyMaterial && bodyMaterial !== base.skinMaterial ? { skinDressed: true } : {}),
    hair: old
      ? garment === "armor"
        ? WARM_WHITE
        : HUES.white
      : base.hair === null
        ? null
        : (base.hair ?? apartFrom(base.skin ?? skin, hair)),
    hairStyle:
      base.hairStyle ??
      (details.includes("hair") || (subject === "villager" && reading.variant === "woman")
        ? "long"
        : HAIR_VARIANTS[variation.choose("hair", HAIR_VARIANTS.length)]!),
    headgear,
    garment,
    cloth: base.cloth ?? tunicApartFrom(base.skin ?? skin, tunic),
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
    build: (base.build ?? 1) * (big ? 1.2 : thin || small ? 0.85 : 1) * variation.build,
    legs: (base.legs ?? 1) * variation.legs,
    stature: (base.stature ?? 1) * (small ? SMALL_STATURE : 1),
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
    ...(paired ? { paired: true } : {}),
    ...(base.pants ? { pants: base.pants } : {}),
    ...(base.colorIsSkin ? { colorIsSkin: true } : {}),
    ...(base.skinWings ? { skinWings: true } : {}),
    ...(base.halo ? { halo: true } : {}),
    ...(base.earSize ? { earSize: base.earSize } : {}),
    ...(base.sleeves ? { sleeves: true } : {}),
  };
}
