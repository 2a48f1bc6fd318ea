/**
 * Furniture, monuments and street furniture of a game's interior, dungeon and town sets,
 * described in the shape language.
 */
import type { SubjectEntry } from "../types";
import { arc, bar, ell, line, poly, rect, shaped } from "./shape-kit";

const prop = shaped("prop");

export const SHAPED_HOUSE_PROPS: readonly SubjectEntry[] = [
  prop(
    "door",
    {
      aliases: ["doorway", "wooden door", "gate door"],
      category: ["furniture"],
      madeOf: "wood",
    },
    [
      poly("door", "wood", [
        ...arc([0.5, 0.34], [0.32, 0.28], 180, 360, 10),
        [0.82, 0.96],
        [0.18, 0.96],
      ]),
      line("planks", "darkWood", "0.39,0.14 0.39,0.94", 0.025),
      line("planks", "darkWood", "0.61,0.14 0.61,0.94", 0.025, { join: true }),
      rect("hinges", "metal", [0.18, 0.36], [0.3, 0.05]),
      rect("hinges", "metal", [0.18, 0.72], [0.3, 0.05]),
      ell("handle", "gold", [0.72, 0.6], [0.04, 0.04], { detail: true }),
    ],
  ),
  prop("bed", { aliases: ["cot"], category: ["furniture"], colors: ["#c8302c"] }, [
    rect("headboard", "wood", [0.06, 0.3], [0.12, 0.62]),
    rect("frame", "wood", [0.1, 0.68], [0.84, 0.14]),
    rect("mattress", "white", [0.16, 0.54], [0.76, 0.16], { form: "pillow" }),
    ell("pillow", "white", [0.28, 0.5], [0.1, 0.07]),
    rect("blanket", "main", [0.42, 0.5], [0.52, 0.22], { form: "pillow" }),
    rect("legs", "darkWood", [0.9, 0.68], [0.06, 0.26]),
  ]),
  prop(
    "wardrobe",
    { aliases: ["closet", "cupboard", "armoire", "cabinet"], category: ["furniture"] },
    [
      rect("body", "wood", [0.16, 0.08], [0.68, 0.84]),
      rect("top", "darkWood", [0.12, 0.04], [0.76, 0.08]),
      line("doors", "darkWood", "0.5,0.14 0.5,0.88", 0.025),
      ell("knobs", "gold", [0.44, 0.5], [0.03, 0.03], { detail: true }),
      ell("knobs", "gold", [0.56, 0.5], [0.03, 0.03], { detail: true }),
      rect("feet", "darkWood", [0.18, 0.9], [0.64, 0.06]),
    ],
  ),
  prop("stool", { category: ["furniture"] }, [
    ell("seat", "wood", [0.5, 0.36], [0.34, 0.1]),
    line("legs", "darkWood", "0.26,0.4 0.18,0.94", 0.05),
    line("legs", "darkWood", "0.74,0.4 0.82,0.94", 0.05, { join: true }),
    line("legs", "darkWood", "0.5,0.44 0.5,0.9", 0.05, { join: true }),
    line("rung", "darkWood", "0.22,0.7 0.78,0.7", 0.03),
  ]),
  prop(
    "throne",
    {
      aliases: ["royal throne"],
      category: ["furniture"],
      main: "gold",
      colors: ["#e6b422", "#9a1e2c"],
    },
    [
      poly("back", "main", "0.24,0.9 0.24,0.12 0.36,0.0 0.5,0.08 0.64,0.0 0.76,0.12 0.76,0.9"),
      rect("cushion", "accent", [0.3, 0.18], [0.4, 0.44], { form: "pillow" }),
      rect("seat", "accent", [0.2, 0.58], [0.6, 0.12], { form: "pillow" }),
      rect("arms", "main", [0.14, 0.5], [0.12, 0.4]),
      rect("arms", "main", [0.74, 0.5], [0.12, 0.4]),
      ell("jewel", "accent", [0.5, 0.1], [0.04, 0.04], { detail: true }),
    ],
  ),
  prop(
    "statue",
    { aliases: ["sculpture", "stone statue", "idol"], main: "stone", category: ["decoration"] },
    // A figure on a plinth: a warrior standing on two legs, shield arm down, sword raised. A
    // robe with no legs under a round head reads as a chess pawn.
    [
      rect("pedestal", "stone", [0.18, 0.86], [0.64, 0.1]),
      rect("pedestal", "stone", [0.26, 0.77], [0.48, 0.1], { join: true }),
      bar("legs", "main", [0.45, 0.56], [0.42, 0.77], 0.048),
      bar("legs", "main", [0.55, 0.56], [0.59, 0.77], 0.048),
      poly("tunic", "main", "0.39,0.6 0.37,0.36 0.63,0.36 0.61,0.6"),
      ell("shoulders", "main", [0.5, 0.37], [0.15, 0.05], { join: true }),
      ell("head", "main", [0.5, 0.25], [0.08, 0.09]),
      bar("arm", "main", [0.38, 0.39], [0.32, 0.56], 0.035),
      ell("shield", "main", [0.3, 0.52], [0.08, 0.1]),
      bar("arm", "main", [0.62, 0.39], [0.72, 0.22], 0.035),
      line("sword", "main", "0.72,0.24 0.72,0.0", 0.04),
      line("hilt", "main", "0.66,0.22 0.78,0.22", 0.03),
    ],
  ),
  prop("fountain", { category: ["decoration"], colors: ["#4a9ae0"] }, [
    ell("basin", "stone", [0.5, 0.82], [0.46, 0.14]),
    ell("water", "main", [0.5, 0.78], [0.38, 0.08], { form: "flat" }),
    rect("column", "stone", [0.44, 0.36], [0.12, 0.42], { form: "tubeV" }),
    ell("bowl", "stone", [0.5, 0.36], [0.22, 0.07]),
    line("jets", "main", arc([0.36, 0.46], [0.16, 0.3], 270, 180, 6), 0.04),
    line("jets", "main", arc([0.64, 0.46], [0.16, 0.3], 270, 360, 6), 0.04),
    ell("spout", "main", [0.5, 0.2], [0.05, 0.1]),
  ]),
  prop(
    "pillar",
    { aliases: ["column", "stone pillar"], main: "stone", category: ["architecture"] },
    [
      rect("base", "main", [0.2, 0.86], [0.6, 0.1]),
      rect("shaft", "main", [0.3, 0.14], [0.4, 0.72], { form: "tubeV" }),
      line("flutes", "main", "0.43,0.18 0.43,0.84", 0.02, { detail: true }),
      line("flutes", "main", "0.57,0.18 0.57,0.84", 0.02, { detail: true }),
      rect("capital", "main", [0.2, 0.04], [0.6, 0.1]),
    ],
  ),
  prop("altar", { aliases: ["shrine", "sacrificial altar"], colors: ["#9a1e2c", "#ffb23c"] }, [
    rect("block", "stone", [0.12, 0.5], [0.76, 0.44]),
    rect("cloth", "main", [0.1, 0.46], [0.8, 0.1], { form: "flat" }),
    rect("drape", "main", [0.4, 0.54], [0.2, 0.26], { form: "flat" }),
    rect("candles", "white", [0.18, 0.32], [0.08, 0.14]),
    rect("candles", "white", [0.74, 0.32], [0.08, 0.14]),
    ell("flames", "accent", [0.22, 0.27], [0.03, 0.05], { detail: true }),
    ell("flames", "accent", [0.78, 0.27], [0.03, 0.05], { detail: true }),
  ]),
  prop(
    "totem",
    { aliases: ["totem pole"], colors: ["#c8302c", "#3a8a9a"], category: ["decoration"] },
    // Carved heads stacked up a pole, each wider than the pole between them: a thunderbird
    // with spread wings on top, a beaked face, a grinning face at the foot. A plank with dot
    // eyes reads as a board.
    [
      rect("pole", "wood", [0.36, 0.1], [0.28, 0.88], { form: "tubeV" }),
      poly("wings", "main", "0.12,0.12 0.32,0.16 0.32,0.3 0.2,0.26"),
      poly("wings", "main", "0.88,0.12 0.68,0.16 0.68,0.3 0.8,0.26"),
      rect("bird", "accent", [0.3, 0.1], [0.4, 0.22], { form: "tubeV" }),
      ell("eyes", "white", [0.42, 0.18], [0.045, 0.035], { detail: true }),
      ell("eyes", "white", [0.58, 0.18], [0.045, 0.035], { detail: true }),
      poly("beak", "gold", "0.44,0.24 0.56,0.24 0.5,0.36", { detail: true }),
      rect("face", "main", [0.27, 0.4], [0.46, 0.22], { form: "tubeV" }),
      ell("eyes", "white", [0.41, 0.47], [0.05, 0.04], { detail: true }),
      ell("eyes", "white", [0.59, 0.47], [0.05, 0.04], { detail: true }),
      poly("nose", "accent", "0.46,0.5 0.54,0.5 0.5,0.6", { detail: true }),
      rect("face", "accent", [0.29, 0.67], [0.42, 0.21], { form: "tubeV" }),
      ell("eyes", "white", [0.42, 0.74], [0.045, 0.035], { detail: true }),
      ell("eyes", "white", [0.58, 0.74], [0.045, 0.035], { detail: true }),
      rect("mouth", "dark", [0.38, 0.8], [0.24, 0.06], { detail: true }),
      rect("teeth", "white", [0.41, 0.8], [0.18, 0.025], { detail: true }),
    ],
  ),
  prop(
    "signpost",
    { aliases: ["sign post", "direction sign", "guidepost"], category: ["street"] },
    [
      line("post", "darkWood", "0.5,0.96 0.5,0.08", 0.07),
      poly("boards", "wood", "0.5,0.14 0.74,0.14 0.82,0.24 0.74,0.34 0.5,0.34"),
      poly("boards", "wood", "0.5,0.42 0.26,0.42 0.18,0.52 0.26,0.62 0.5,0.62"),
    ],
  ),
  prop(
    "mailbox",
    { aliases: ["letterbox", "postbox"], colors: ["#2e5ad8", "#c8302c"], category: ["street"] },
    [
      line("post", "wood", "0.44,0.96 0.44,0.5", 0.08),
      poly(
        "box",
        "main",
        [...arc([0.44, 0.3], [0.3, 0.16], 180, 360, 8), [0.74, 0.56], [0.14, 0.56]],
        { form: "tubeH" },
      ),
      line("flag", "accent", "0.78,0.5 0.78,0.2", 0.04),
      rect("flag", "accent", [0.78, 0.18], [0.12, 0.08], { join: true }),
    ],
  ),
  prop(
    "trash can",
    {
      aliases: ["bin", "garbage can", "dustbin", "trash bin", "rubbish bin"],
      main: "metal",
      category: ["street"],
    },
    [
      poly("can", "main", "0.2,0.26 0.8,0.26 0.74,0.94 0.26,0.94", { form: "tubeV" }),
      line("ribs", "main", "0.36,0.32 0.38,0.88", 0.025, { detail: true }),
      line("ribs", "main", "0.64,0.32 0.62,0.88", 0.025, { detail: true }),
      ell("lid", "main", [0.5, 0.22], [0.34, 0.08]),
      rect("handle", "dark", [0.44, 0.1], [0.12, 0.06]),
    ],
  ),
  // A dog's kennel: a low box under a pitched roof with a round-topped doorway the dog goes
  // through and a name board over it. Windows or a chimney would make it a people's cottage.
  prop(
    "dog house",
    { aliases: ["doghouse", "kennel", "dog kennel"], colors: ["#b03a2e"], category: ["building"] },
    [
      poly("walls", "wood", "0.16,0.94 0.16,0.46 0.5,0.2 0.84,0.46 0.84,0.94"),
      line("planks", "darkWood", "0.16,0.6 0.84,0.6", 0.02, { detail: true }),
      line("planks", "darkWood", "0.16,0.76 0.84,0.76", 0.02, { detail: true }),
      poly("roof", "main", "0.04,0.52 0.5,0.1 0.96,0.52 0.86,0.56 0.5,0.24 0.14,0.56"),
      poly(
        "doorway",
        "dark",
        [...arc([0.5, 0.68], [0.15, 0.14], 180, 360, 8), [0.65, 0.94], [0.35, 0.94]],
        { form: "flat", shade: -1 },
      ),
      rect("name board", "paper", [0.4, 0.42], [0.2, 0.07], { detail: true }),
    ],
  ),
  // A fish tank: a glass box of water on a dark stand, sand and a plant on the bottom, a fish
  // and rising bubbles inside, a rim along the top. A fish alone is the fish subject.
  prop(
    "fish tank",
    {
      aliases: ["aquarium", "fishbowl", "fish bowl"],
      colors: ["#f08a24", "#4a9ad8"],
      category: ["container"],
    },
    [
      rect("tank", "glass", [0.08, 0.2], [0.84, 0.64]),
      rect("water", "accent", [0.11, 0.3], [0.78, 0.52], { shade: 0.2 }),
      poly("sand", "paper", "0.11,0.82 0.11,0.74 0.3,0.7 0.5,0.74 0.7,0.69 0.89,0.74 0.89,0.82"),
      line("weed", "leaf", "0.24,0.78 0.2,0.6 0.25,0.46", 0.04),
      line("weed", "leaf", "0.3,0.76 0.33,0.56", 0.035),
      ell("fish", "main", [0.6, 0.48], [0.11, 0.07]),
      poly("fish", "main", "0.7,0.48 0.79,0.41 0.79,0.55", { join: true }),
      ell("eye", "dark", [0.54, 0.47], [0.015, 0.015], { detail: true }),
      ell("bubbles", "white", [0.46, 0.4], [0.02, 0.02], { detail: true, glow: true }),
      ell("bubbles", "white", [0.43, 0.33], [0.025, 0.025], { detail: true, glow: true }),
      rect("rim", "dark", [0.06, 0.16], [0.88, 0.05]),
      rect("stand", "darkWood", [0.06, 0.84], [0.88, 0.1]),
    ],
  ),
];
