/** Weapons: drawn alone as an icon, and held in a character's hand. */
import { kind } from "./make";

const weapon = kind("weapon", {
  plan: "weapon",
  rig: "rigid",
  draw: { drawer: "weapon" },
  category: ["object", "weapon"],
});
const held = (key: string, aliases: readonly string[], madeOf?: string) =>
  weapon(key, aliases, { held: true, ...(madeOf ? { madeOf } : {}) });

export const WEAPONS = [
  held(
    "sword",
    ["blade", "longsword", "broadsword", "sabre", "saber", "cutlass", "scimitar"],
    "metal",
  ),
  held("dagger", ["knife", "dirk", "stiletto", "kunai"], "metal"),
  held("axe", ["hatchet", "battleaxe", "battle axe", "tomahawk"]),
  held("bow", ["longbow", "shortbow"]),
  held("staff", ["stave", "quarterstaff", "rod", "scepter", "sceptre"]),
  held("wand", []),
  held("spear", ["pike", "polearm", "javelin"]),
  held("hammer", []),
  held("mace", []),
  weapon("shield", ["buckler", "aegis"], {
    category: ["object", "armor"],
    variants: [{ name: "round", words: ["round", "buckler", "circular"] }],
  }),
];
