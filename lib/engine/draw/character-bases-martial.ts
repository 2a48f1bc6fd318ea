/** Fighters: knights, soldiers, archers, rogues and raiders, each with the arms and armour that name them. */
import type { OutfitBase } from "./character-outfit-types";
import { HAIRS, HUES } from "./materials";

export const MARTIAL_OUTFITS: Readonly<Record<string, OutfitBase>> = {
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
  archer: {
    headgear: "hood",
    garment: "tunic",
    cloth: HUES.forest,
    trim: HUES.brown,
    held: "bow",
    quiver: true,
  },
  // A charcoal hood and tunic over brown leather trousers: leather all over made the hood,
  // the clothes and a dark face one brown.
  rogue: {
    headgear: "hood",
    garment: "tunic",
    cloth: { L: 0.36, C: 0.02, h: 250 },
    trim: HUES.brown,
    held: "dagger",
    // Brows and a sly mouth under the hood: two dots alone read as a blank face.
    extras: ["smirk"],
  },
  // Black from the head wrap to the feet, only the eyes showing, a sword in hand and a red sash.
  ninja: {
    headgear: "ninja",
    garment: "tunic",
    cloth: HUES.black,
    trim: HUES.red,
    pants: HUES.black,
    held: "sword",
    extras: ["sash"],
  },
  // An assassin is not a ninja: a deep hood and a long cloak in slate, the face masked below
  // the eyes, a dagger in each hand, brown leather at the belt.
  assassin: {
    headgear: "hood",
    garment: "coat",
    cloth: { L: 0.4, C: 0.03, h: 255 },
    trim: HUES.crimson,
    pants: { L: 0.3, C: 0.02, h: 255 },
    held: "dagger",
    paired: true,
    cape: true,
    capeStyle: "long",
    extras: ["face mask"],
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
  // Plates lacquered dark red over black cloth: the armour of a samurai, not a bronze doll.
  samurai: {
    headgear: "kabuto",
    garment: "armor",
    // The cloth between the plates is their own red: a black tabard read as a bar down the
    // chest.
    cloth: { L: 0.42, C: 0.14, h: 25 },
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
  cowboy: {
    headgear: "cowboy",
    garment: "coat",
    cloth: HUES.brown,
    trim: HUES.red,
    held: "none",
    heldShape: "pistol",
  },
};
