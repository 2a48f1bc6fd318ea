/** Monsters and the other folk: bodies that are not a plain human (skin, build, ears, fur, wings). */
import type { OutfitBase } from "./character-outfit-types";
import { HAIRS, HUES, SKINS } from "./materials";

const FUR = { L: 0.5, C: 0.04, h: 60 } as const;
const YETI_FUR = { L: 0.97, C: 0.01, h: 240 } as const;
const BANDAGE = { L: 0.86, C: 0.03, h: 85 } as const;
const STONE = { L: 0.6, C: 0.02, h: 80 } as const;
/** An imp's bright orange-red: lighter and warmer than a demon's deep red. */
const IMP = { L: 0.62, C: 0.18, h: 38 } as const;

export const MONSTERS_OUTFITS: Readonly<Record<string, OutfitBase>> = {
  // A faded blue shirt in rags over brown trousers: an orc's brown leather on the same green
  // skin made the two one figure.
  zombie: {
    garment: "rags",
    skin: SKINS.grayGreen,
    cloth: { L: 0.56, C: 0.05, h: 235 },
    trim: HUES.brown,
    held: "none",
    eyes: "hollow",
    extras: ["torn"],
    colorIsSkin: true,
  },
  // A skull face and bone feet come with the bones; a battered round shield makes it a
  // warrior and not only a sword beside a ribcage.
  skeleton: {
    garment: "bones",
    skin: SKINS.bone,
    skinMaterial: "bone",
    hair: null,
    hairStyle: "bald",
    held: "sword",
    shield: true,
    roundShield: true,
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
  // A forest elf is not the elf archer: a leaf-topped staff of living wood and a short green
  // cape over a moss tunic, silver hair, no bow or quiver.
  elf: {
    garment: "tunic",
    cloth: { L: 0.52, C: 0.11, h: 135 },
    trim: HUES.tan,
    held: "staff",
    staffHead: "leaves",
    cape: true,
    capeStyle: "short",
    pointedEars: true,
    hairStyle: "long",
    hair: HUES.white,
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
    // Shorter in his frame than a man stands in his: a compact hammer no longer widens the
    // drawing, so the fit no longer shrinks him for it.
    stature: 0.76,
    hair: HAIRS[3],
  },
  // Tusks, a scowl, a bald head and spiked iron on the shoulders over the leather: without
  // them the orc was a green peasant with an axe, the troll's twin.
  orc: {
    garment: "leather",
    skin: SKINS.green,
    cloth: HUES.brown,
    trim: HUES.black,
    held: "axe",
    hair: HAIRS[4],
    hairStyle: "bald",
    extras: ["tusks", "pauldrons"],
    build: 1.2,
    colorIsSkin: true,
  },
  goblin: {
    garment: "rags",
    skin: SKINS.green,
    cloth: HUES.brown,
    held: "dagger",
    pointedEars: true,
    hairStyle: "bald",
    legs: 0.8,
    colorIsSkin: true,
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
    extras: ["cracks"],
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
    colorIsSkin: true,
  },
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
  // Bald under its horns (dark hair beside them read as a cat's ears), with bat wings of its
  // own deep red, black trousers and a pitchfork: big and dark where an imp is small and bright.
  demon: {
    garment: "bare",
    skin: { L: 0.47, C: 0.17, h: 25 },
    colorIsSkin: true,
    skinWings: true,
    pants: HUES.black,
    hair: null,
    hairStyle: "bald",
    batWings: true,
    cloth: HUES.black,
    trim: HUES.black,
    horns: true,
    wings: true,
    eyes: "glow",
    heldShape: "pitchfork",
    // Fangs under the glowing eyes: without a mouth the head was a blank red ball.
    extras: ["tail", "fangs"],
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
    skin: IMP,
    colorIsSkin: true,
    hair: null,
    hairStyle: "bald",
    cloth: IMP,
    trim: IMP,
    held: "none",
    horns: true,
    wings: true,
    batWings: true,
    fur: true,
    pointedEars: true,
    earSize: 1.6,
    eyes: "glow",
    // A fanged grin under big ears and brown leather wings: the imp's mischief, where a demon is
    // stern, deep red and red-winged.
    extras: ["tail", "fangs"],
    stature: 0.78,
    legs: 0.85,
  },
};
