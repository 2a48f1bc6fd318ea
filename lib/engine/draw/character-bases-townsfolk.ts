/** Royals and townsfolk: crowns, trades and their tools, dressed by what they do. */
import type { OutfitBase } from "./character-outfit-types";
import { HUES } from "./materials";

export const TOWNSFOLK_OUTFITS: Readonly<Record<string, OutfitBase>> = {
  king: {
    headgear: "crown",
    garment: "robe",
    cloth: HUES.red,
    trim: HUES.white,
    held: "wand",
    cape: true,
    beard: true,
    // A white beard on a red robe: red hair on it made the head one red shape with the body.
    hair: HUES.white,
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
    // Under the hat's brim: dark locks beside a dark face lit to grey and read as a patch on it.
    hairStyle: "bald",
  },
  astronaut: {
    headgear: "space",
    garment: "suit",
    cloth: HUES.white,
    trim: HUES.orange,
    held: "none",
  },
  // A crimson tunic behind the lute's honey wood: in orange the bowl sank into the tunic.
  bard: {
    headgear: "cap",
    garment: "tunic",
    cloth: HUES.crimson,
    trim: HUES.purple,
    held: "none",
    heldShape: "lute",
  },
  chef: { headgear: "chef", garment: "coat", cloth: HUES.white, trim: HUES.gray, held: "none" },
  // Goggles, a flask held up and a lab coat worn open over a shirt and tie: a closed white coat
  // and empty hands were the doctor without his cross.
  scientist: {
    garment: "coat",
    cloth: HUES.white,
    trim: HUES.blue,
    held: "none",
    heldShape: "alchemist flask",
    extras: ["goggles", "lab coat"],
  },
  // A police officer is a dark blue uniform under a peaked cap with a badge, a badge on the
  // chest and a black duty belt (a soft cap and a coverall were the mechanic's look).
  police: {
    headgear: "peaked",
    garment: "tunic",
    cloth: HUES.navy,
    trim: HUES.navy,
    held: "none",
    hairStyle: "short",
    extras: ["badge"],
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
  hacker: {
    headgear: "hood",
    garment: "coat",
    cloth: HUES.black,
    trim: { L: 0.82, C: 0.2, h: 150 },
    extras: ["goggles", "handheld"],
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
    extras: ["puffs", "nose", "grin", "pompoms", "ruff"],
  },
  detective: { headgear: "fedora", garment: "coat", cloth: HUES.tan, trim: HUES.brown },
  mechanic: {
    headgear: "cap",
    garment: "suit",
    cloth: HUES.blue,
    trim: HUES.orange,
    heldShape: "wrench",
  },
  // A sage-green tunic, so the brown cane stands out from the clothes and legs behind it.
  "old man": {
    garment: "tunic",
    cloth: { L: 0.56, C: 0.06, h: 150 },
    trim: HUES.tan,
    hair: HUES.white,
    hairStyle: "short",
    beard: true,
    heldShape: "cane",
  },

  child: { garment: "tunic", legs: 0.8, stature: 0.72 },
};
