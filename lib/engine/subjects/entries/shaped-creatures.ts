/**
 * Creatures of a game's sets that the creature drawers do not draw, described in the shape
 * language. Animals are seen from the side, facing right; sea creatures and bugs from where they
 * read best (a starfish from above, a butterfly flat). These creatures have no rig of their
 * own: they animate as one piece.
 */
import type { SubjectEntry } from "../types";
import { arc, bar, ell, line, points, poly, rect, shaped, spikes, star } from "./shape-kit";

const creature = shaped("creature");
/** A far limb, in shadow behind the body. */
const FAR = { shade: -0.45 } as const;

export const SHAPED_CREATURES: readonly SubjectEntry[] = [
  creature(
    "butterfly",
    {
      category: ["insect"],
      colors: ["#e8742a", "#2c2c34"],
      near: [{ word: "moth", look: "with brown wings" }],
    },
    [
      poly("wings", "main", "0.5,0.42 0.2,0.08 0.04,0.2 0.1,0.46 0.5,0.52"),
      poly("wings", "main", "0.5,0.42 0.8,0.08 0.96,0.2 0.9,0.46 0.5,0.52"),
      poly("wings", "main", "0.5,0.5 0.16,0.56 0.14,0.8 0.3,0.86 0.5,0.58"),
      poly("wings", "main", "0.5,0.5 0.84,0.56 0.86,0.8 0.7,0.86 0.5,0.58"),
      ...[
        [0.2, 0.24],
        [0.8, 0.24],
        [0.24, 0.72],
        [0.76, 0.72],
      ].map(([x, y]) => ell("spots", "accent", [x ?? 0, y ?? 0], [0.05, 0.05], { detail: true })),
      bar("body", "dark", [0.5, 0.3], [0.5, 0.78], 0.04),
      line("antennae", "dark", "0.48,0.3 0.38,0.12", 0.02),
      line("antennae", "dark", "0.52,0.3 0.62,0.12", 0.02),
    ],
  ),
  creature(
    "snail",
    { category: ["mollusc"], colors: ["#d8b07a", "#c87a4a"], near: [{ word: "slug" }] },
    [
      bar("body", "main", [0.12, 0.82], [0.86, 0.82], 0.08),
      bar("neck", "main", [0.78, 0.82], [0.84, 0.52], 0.07, 0.06, { join: true }),
      line("stalks", "main", "0.82,0.5 0.78,0.34", 0.025),
      line("stalks", "main", "0.86,0.5 0.92,0.36", 0.025),
      ell("shell", "accent", [0.44, 0.56], [0.3, 0.28]),
      line("spiral", "darkWood", arc([0.46, 0.56], [0.14, 0.13], 0, 330, 10), 0.03, {
        detail: true,
      }),
    ],
  ),
  creature(
    "jellyfish",
    { aliases: ["jelly fish", "medusa jelly"], category: ["sea"], colors: ["#b48ae8"] },
    [
      ...[0.28, 0.42, 0.58, 0.72].map((x, i) =>
        line(
          "tentacles",
          "main",
          [
            [x, 0.5],
            [x + (i % 2 ? 0.04 : -0.04), 0.72],
            [x, 0.94],
          ],
          0.035,
        ),
      ),
      poly(
        "bell",
        "main",
        [...arc([0.5, 0.5], [0.38, 0.42], 180, 360, 12), [0.88, 0.54], [0.12, 0.54]],
        { form: "dome" },
      ),
    ],
  ),
  creature("starfish", { aliases: ["sea star"], category: ["sea"], colors: ["#f07a4a"] }, [
    poly("body", "main", star([0.5, 0.54], 0.46, 0.2, 5), { form: "dome" }),
    ...points("0.5,0.3 0.7,0.48 0.62,0.72 0.38,0.72 0.3,0.48").map((p) =>
      ell("bumps", "white", p, [0.025, 0.025], { detail: true }),
    ),
  ]),
  // A pale face and snout out of the dark spines, a black eye with a glint and a black nose: a
  // dark eye on a brown face was a grey pixel and the face was lost.
  creature(
    "hedgehog",
    { aliases: ["porcupine"], category: ["mammal"], colors: ["#7a5a3a", "#dcc09a"] },
    [
      poly("spines", "main", [
        [0.16, 0.74],
        ...spikes([0.5, 0.74], [0.42, 0.5], [0.32, 0.38], 180, 350, 9),
        [0.82, 0.74],
      ]),
      ell("body", "wood", [0.56, 0.7], [0.3, 0.16]),
      ell("face", "accent", [0.8, 0.7], [0.11, 0.1]),
      ell("snout", "accent", [0.9, 0.73], [0.08, 0.06], { join: true }),
      ell("nose", "dark", [0.97, 0.72], [0.03, 0.03], { detail: true }),
      ell("eye", "dark", [0.8, 0.66], [0.035, 0.04], { detail: true }),
      ell("eye", "white", [0.79, 0.65], [0.01, 0.01], { detail: true, glow: true, join: true }),
      rect("feet", "darkWood", [0.36, 0.84], [0.08, 0.06]),
      rect("feet", "darkWood", [0.7, 0.84], [0.08, 0.06]),
    ],
  ),
  // A dolphin, not a shark: a long narrow beak under a rounded melon, a pale belly, a small
  // swept-back fin and flat flukes seen edge-on (a shark's tail stands upright).
  creature(
    "dolphin",
    { aliases: ["porpoise"], category: ["sea", "mammal"], colors: ["#6e92c8", "#e2eaf4"] },
    [
      poly("flukes", "main", "0.2,0.55 0.04,0.48 0.0,0.5 0.08,0.57 0.0,0.63 0.04,0.65 0.2,0.6"),
      poly(
        "body",
        "main",
        "0.14,0.55 0.3,0.44 0.48,0.36 0.62,0.33 0.7,0.34 0.76,0.5 0.66,0.64 0.46,0.67 0.28,0.64 0.14,0.6",
        { form: "tubeH", join: true },
      ),
      ell("melon", "main", [0.71, 0.45], [0.11, 0.12], { join: true }),
      poly("beak", "main", "0.8,0.5 0.98,0.51 0.985,0.55 0.8,0.56", { join: true }),
      poly(
        "belly",
        "accent",
        "0.28,0.62 0.5,0.61 0.7,0.56 0.84,0.555 0.66,0.64 0.46,0.67 0.28,0.64",
        {
          join: true,
        },
      ),
      poly("fin", "main", "0.44,0.37 0.36,0.24 0.33,0.23 0.36,0.3 0.36,0.39"),
      poly("flipper", "main", "0.6,0.6 0.52,0.74 0.49,0.73 0.54,0.61"),
      ell("eye", "dark", [0.76, 0.46], [0.02, 0.02], { detail: true }),
      line("smile", "dark", "0.82,0.545 0.88,0.54", 0.012, { detail: true }),
    ],
  ),
  creature("penguin", { category: ["bird"], colors: ["#2c2c34", "#f2f0ea"] }, [
    ell("body", "main", [0.5, 0.56], [0.26, 0.36]),
    ell("belly", "accent", [0.52, 0.62], [0.16, 0.26]),
    // Each eye a white with a dark pupil and a one-pixel glint: white discs alone read blind.
    ell("eyes", "white", [0.44, 0.32], [0.045, 0.045], { detail: true, glow: true }),
    ell("eyes", "white", [0.6, 0.32], [0.045, 0.045], { detail: true, glow: true }),
    ell("pupils", "dark", [0.455, 0.33], [0.03, 0.032], { detail: true, shade: -0.4 }),
    ell("pupils", "dark", [0.585, 0.33], [0.03, 0.032], { detail: true, shade: -0.4 }),
    rect("glints", "white", [0.44, 0.31], [0.022, 0.022], { detail: true, glow: true }),
    rect("glints", "white", [0.57, 0.31], [0.022, 0.022], { detail: true, glow: true }),
    poly("beak", "gold", "0.46,0.4 0.58,0.4 0.52,0.46", { detail: true }),
    poly("flippers", "main", "0.26,0.5 0.2,0.72 0.28,0.68"),
    poly("flippers", "main", "0.74,0.5 0.8,0.72 0.72,0.68"),
    rect("feet", "gold", [0.36, 0.9], [0.12, 0.05]),
    rect("feet", "gold", [0.54, 0.9], [0.12, 0.05]),
  ]),
  creature(
    "duck",
    {
      aliases: ["duckling", "mallard"],
      category: ["bird"],
      colors: ["#f2d23c", "#f08a2a"],
    },
    [
      ell("body", "main", [0.46, 0.66], [0.34, 0.2]),
      poly("tail", "main", "0.14,0.62 0.06,0.5 0.2,0.56"),
      ell("head", "main", [0.72, 0.36], [0.15, 0.14]),
      poly("bill", "accent", "0.84,0.36 0.98,0.4 0.84,0.44", { detail: true }),
      ell("wing", "main", [0.42, 0.62], [0.18, 0.1]),
      ell("eye", "dark", [0.76, 0.32], [0.025, 0.025], { detail: true }),
      rect("feet", "accent", [0.4, 0.84], [0.14, 0.05]),
    ],
  ),
  // A goose: a duck's body on a long upright neck, white with grey wings, an orange bill with
  // a dark knob at its base. A short neck reads as a duck.
  creature(
    "goose",
    { aliases: ["gander", "gosling"], category: ["bird"], colors: ["#f2f0ea", "#f08a2a"] },
    [
      ell("body", "main", [0.42, 0.7], [0.32, 0.17]),
      poly("tail", "main", "0.12,0.66 0.04,0.56 0.18,0.6"),
      line("neck", "main", "0.66,0.64 0.7,0.42 0.72,0.24", 0.1),
      ell("head", "main", [0.75, 0.2], [0.1, 0.09]),
      poly("bill", "accent", "0.82,0.17 0.98,0.23 0.82,0.26", { detail: true }),
      ell("knob", "dark", [0.83, 0.19], [0.02, 0.02], { detail: true }),
      ell("wing", "metal", [0.38, 0.66], [0.2, 0.1]),
      ell("eye", "dark", [0.76, 0.18], [0.022, 0.022], { detail: true }),
      line("legs", "accent", "0.4,0.84 0.4,0.92", 0.03),
      line("legs", "accent", "0.5,0.84 0.5,0.92", 0.03),
      rect("feet", "accent", [0.36, 0.91], [0.2, 0.04], { join: true }),
    ],
  ),
  creature(
    "mimic",
    {
      aliases: ["mimic chest", "chest monster"],
      category: ["monster", "object"],
      colors: ["#b8202a", "#f2ece0"],
    },
    [
      rect("base", "wood", [0.08, 0.56], [0.84, 0.38]),
      rect("bands", "gold", [0.08, 0.56], [0.84, 0.05]),
      poly("lid", "wood", "0.08,0.4 0.14,0.12 0.86,0.12 0.92,0.4 0.8,0.34 0.2,0.34"),
      poly("mouth", "dark", "0.14,0.36 0.86,0.36 0.86,0.58 0.14,0.58"),
      line("tongue", "main", "0.3,0.56 0.5,0.48 0.66,0.72 0.6,0.9", 0.07),
      ...[0.2, 0.34, 0.48, 0.62, 0.76].map((x) =>
        poly(
          "teeth",
          "accent",
          [
            [x, 0.36],
            [x + 0.1, 0.36],
            [x + 0.05, 0.46],
          ],
          { detail: true },
        ),
      ),
      ...[0.27, 0.41, 0.55, 0.69].map((x) =>
        poly(
          "teeth",
          "accent",
          [
            [x, 0.58],
            [x + 0.1, 0.58],
            [x + 0.05, 0.49],
          ],
          { detail: true },
        ),
      ),
      ell("eyes", "gold", [0.36, 0.22], [0.04, 0.04], { detail: true }),
      ell("eyes", "gold", [0.64, 0.22], [0.04, 0.04], { detail: true }),
    ],
  ),
  creature(
    "elephant",
    {
      category: ["mammal"],
      colors: ["#8a8e9a"],
      near: [{ word: "mammoth", look: "with brown fur" }],
    },
    [
      ell("body", "main", [0.44, 0.5], [0.32, 0.24]),
      ...[0.2, 0.34, 0.54, 0.66].map((x) => rect("legs", "main", [x, 0.62], [0.1, 0.32])),
      ell("head", "main", [0.76, 0.4], [0.16, 0.16]),
      line("trunk", "main", "0.88,0.44 0.92,0.64 0.96,0.8 0.9,0.84", 0.07, { join: true }),
      ell("ear", "main", [0.68, 0.42], [0.1, 0.16]),
      poly("tusk", "white", "0.84,0.54 0.92,0.62 0.82,0.6", { detail: true }),
      ell("eye", "dark", [0.8, 0.36], [0.02, 0.02], { detail: true }),
      line("tail", "main", "0.12,0.44 0.04,0.6", 0.02),
    ],
  ),
  // A giraffe: a short deep body sloping down to the hips, long legs that taper from the
  // shoulder and haunch through a knee to a dark hoof (straight bars read as table legs), a long
  // neck with a mane, a horse-like head with ossicones, and big brown patches.
  // The far legs are in shadow, so the body stands on four legs in depth and not a cut-out.
  creature("giraffe", { category: ["mammal"], colors: ["#f0c060", "#a8642a"] }, [
    bar("legs", "main", [0.26, 0.58], [0.25, 0.78], 0.05, 0.028, FAR),
    bar("legs", "main", [0.25, 0.78], [0.26, 0.95], 0.028, 0.022, { ...FAR, join: true }),
    bar("legs", "main", [0.5, 0.56], [0.5, 0.78], 0.045, 0.026, FAR),
    bar("legs", "main", [0.5, 0.78], [0.51, 0.95], 0.026, 0.022, { ...FAR, join: true }),
    line("tail", "main", "0.2,0.5 0.15,0.7", 0.015),
    ell("tail", "darkWood", [0.15, 0.72], [0.02, 0.035], { join: true }),
    poly(
      "body",
      "main",
      "0.2,0.5 0.3,0.42 0.52,0.36 0.64,0.4 0.66,0.56 0.54,0.62 0.3,0.62 0.2,0.58",
    ),
    bar("legs", "main", [0.3, 0.58], [0.31, 0.78], 0.055, 0.03),
    bar("legs", "main", [0.31, 0.78], [0.3, 0.96], 0.03, 0.024, { join: true }),
    bar("legs", "main", [0.58, 0.56], [0.6, 0.78], 0.05, 0.028),
    bar("legs", "main", [0.6, 0.78], [0.6, 0.96], 0.028, 0.024, { join: true }),
    ...[
      [0.25, 0.975, -1],
      [0.3, 0.98, 0],
      [0.51, 0.975, -1],
      [0.6, 0.98, 0],
    ].map(([x, y, far]) =>
      ell("hooves", "darkWood", [x ?? 0, y ?? 0], [0.026, 0.018], far ? FAR : {}),
    ),
    bar("neck", "main", [0.6, 0.44], [0.76, 0.12], 0.065, 0.035),
    line("mane", "darkWood", "0.58,0.38 0.72,0.1", 0.018),
    bar("head", "main", [0.76, 0.1], [0.9, 0.15], 0.045, 0.03),
    line("ossicones", "darkWood", "0.75,0.07 0.74,0.0", 0.018),
    line("ossicones", "darkWood", "0.79,0.07 0.79,0.0", 0.018),
    ell("ear", "main", [0.71, 0.08], [0.03, 0.015]),
    ...[
      [0.3, 0.48, 0.035],
      [0.4, 0.44, 0.04],
      [0.51, 0.43, 0.035],
      [0.35, 0.56, 0.035],
      [0.46, 0.54, 0.04],
      [0.57, 0.52, 0.03],
      [0.65, 0.34, 0.025],
      [0.69, 0.25, 0.022],
      [0.73, 0.17, 0.018],
    ].map(([x, y, r]) =>
      ell("spots", "accent", [x ?? 0, y ?? 0], [r ?? 0, (r ?? 0) * 0.8], { detail: true }),
    ),
    ell("eye", "dark", [0.8, 0.1], [0.015, 0.015], { detail: true }),
  ]),
  creature(
    "monkey",
    {
      aliases: ["chimp", "chimpanzee", "ape", "baboon"],
      category: ["mammal", "primate"],
      colors: ["#8a5a34", "#e8c8a0"],
    },
    [
      line("tail", "main", "0.3,0.8 0.12,0.72 0.08,0.5 0.16,0.4", 0.05),
      ell("body", "main", [0.46, 0.66], [0.2, 0.22]),
      line("arms", "main", "0.34,0.56 0.3,0.86", 0.07),
      line("arms", "main", "0.6,0.56 0.68,0.84", 0.07),
      ell("legs", "main", [0.38, 0.88], [0.1, 0.06]),
      ell("legs", "main", [0.58, 0.88], [0.1, 0.06]),
      ell("ears", "accent", [0.3, 0.3], [0.06, 0.07]),
      ell("ears", "accent", [0.66, 0.3], [0.06, 0.07]),
      ell("head", "main", [0.48, 0.3], [0.17, 0.16]),
      ell("face", "accent", [0.48, 0.35], [0.12, 0.1]),
      ell("eyes", "dark", [0.43, 0.3], [0.025, 0.03], { detail: true }),
      ell("eyes", "dark", [0.53, 0.3], [0.025, 0.03], { detail: true }),
    ],
  ),
  // A gorilla standing: a crested head with a bare dark face under an arched brow, a broad chest,
  // arms hanging to knuckles on the ground, two short legs between them.
  creature(
    "gorilla",
    {
      aliases: ["silverback", "great ape"],
      category: ["mammal", "primate"],
      colors: ["#3a3a44", "#a08068"],
    },
    [
      bar("legs", "main", [0.4, 0.72], [0.38, 0.9], 0.07),
      bar("legs", "main", [0.6, 0.72], [0.62, 0.9], 0.07),
      rect("feet", "main", [0.3, 0.88], [0.14, 0.06]),
      rect("feet", "main", [0.56, 0.88], [0.14, 0.06]),
      poly("body", "main", "0.32,0.78 0.2,0.5 0.26,0.34 0.5,0.29 0.74,0.34 0.8,0.5 0.68,0.78", {
        form: "pillow",
      }),
      ell("chest", "main", [0.42, 0.47], [0.09, 0.07], { join: true }),
      ell("chest", "main", [0.58, 0.47], [0.09, 0.07], { join: true }),
      line("arms", "main", "0.26,0.38 0.13,0.62 0.13,0.86", 0.085),
      line("arms", "main", "0.74,0.38 0.87,0.62 0.87,0.86", 0.085),
      ell("knuckles", "main", [0.13, 0.9], [0.07, 0.05]),
      ell("knuckles", "main", [0.87, 0.9], [0.07, 0.05]),
      ell("crest", "main", [0.5, 0.14], [0.09, 0.08]),
      ell("head", "main", [0.5, 0.24], [0.14, 0.13], { join: true }),
      // A paler bare face, and under the heavy brow eyes with a white glint each: dark eyes on
      // a dark face were a smudge at 1x.
      ell("face", "accent", [0.5, 0.29], [0.11, 0.09]),
      line("brow", "dark", "0.4,0.235 0.46,0.215 0.5,0.235 0.54,0.215 0.6,0.235", 0.022, {
        detail: true,
      }),
      ell("eyes", "dark", [0.45, 0.262], [0.024, 0.02], { detail: true }),
      ell("eyes", "dark", [0.55, 0.262], [0.024, 0.02], { detail: true }),
      ell("eyes", "white", [0.44, 0.258], [0.008, 0.008], { detail: true, glow: true }),
      ell("eyes", "white", [0.54, 0.258], [0.008, 0.008], { detail: true, glow: true }),
      ell("nostrils", "dark", [0.47, 0.31], [0.015, 0.012], { detail: true }),
      ell("nostrils", "dark", [0.53, 0.31], [0.015, 0.012], { detail: true }),
      line("mouth", "dark", "0.45,0.345 0.55,0.345", 0.01, { detail: true }),
    ],
  ),
  creature(
    "ladybug",
    { aliases: ["ladybird", "lady bug"], category: ["insect"], colors: ["#d8202a", "#1c1c24"] },
    [
      ...[0.3, 0.5, 0.7].flatMap((y) => [
        line(
          "legs",
          "dark",
          [
            [0.3, y],
            [0.08, y + 0.06],
          ],
          0.03,
        ),
        line(
          "legs",
          "dark",
          [
            [0.7, y],
            [0.92, y + 0.06],
          ],
          0.03,
        ),
      ]),
      ell("head", "dark", [0.5, 0.18], [0.16, 0.1]),
      ell("shell", "main", [0.5, 0.56], [0.32, 0.36]),
      line("split", "dark", "0.5,0.22 0.5,0.92", 0.025),
      ...points("0.36,0.44 0.64,0.44 0.34,0.66 0.66,0.66 0.44,0.82 0.56,0.82").map((p) =>
        ell("spots", "dark", p, [0.05, 0.05], { detail: true }),
      ),
    ],
  ),
  creature(
    "mushroom monster",
    {
      aliases: [
        "myconid",
        "mushroom man",
        "walking mushroom",
        "shroom monster",
        "mushroom creature",
      ],
      category: ["monster", "plant"],
      colors: ["#d8303a"],
    },
    [
      line("legs", "paper", "0.4,0.74 0.36,0.96", 0.07),
      line("legs", "paper", "0.6,0.74 0.64,0.96", 0.07),
      rect("stem", "paper", [0.3, 0.42], [0.4, 0.36], { form: "tubeV" }),
      line("arms", "paper", "0.3,0.52 0.14,0.68", 0.05),
      line("arms", "paper", "0.7,0.52 0.86,0.68", 0.05),
      ell("eyes", "dark", [0.42, 0.56], [0.03, 0.045], { detail: true }),
      ell("eyes", "dark", [0.58, 0.56], [0.03, 0.045], { detail: true }),
      poly("cap", "main", [...arc([0.5, 0.46], [0.44, 0.4], 180, 360, 12)], { form: "dome" }),
      ell("spots", "white", [0.34, 0.28], [0.06, 0.05], { detail: true }),
      ell("spots", "white", [0.62, 0.18], [0.07, 0.05], { detail: true }),
      ell("spots", "white", [0.74, 0.36], [0.05, 0.04], { detail: true }),
    ],
  ),
  creature(
    "plant monster",
    {
      aliases: [
        "carnivorous plant",
        "venus flytrap",
        "flytrap",
        "man eating plant",
        "piranha plant",
        "carnivorous plant monster",
      ],
      category: ["monster", "plant"],
      colors: ["#4a9a3c", "#d8303a"],
    },
    [
      ell("pot", "leaf", [0.5, 0.92], [0.26, 0.06]),
      line("stem", "main", "0.5,0.92 0.44,0.7 0.52,0.5", 0.07),
      ell("leaves", "main", [0.3, 0.8], [0.14, 0.06]),
      ell("leaves", "main", [0.7, 0.76], [0.14, 0.06]),
      poly("jaw", "main", "0.2,0.42 0.5,0.1 0.86,0.24 0.6,0.34 0.5,0.44"),
      poly("jaw", "main", "0.2,0.44 0.5,0.46 0.86,0.5 0.56,0.62"),
      poly("mouth", "accent", "0.26,0.43 0.48,0.3 0.8,0.3 0.62,0.46"),
      ...[0.34, 0.46, 0.58, 0.7].map((x) =>
        poly(
          "teeth",
          "white",
          [
            [x, 0.38],
            [x + 0.04, 0.44],
            [x + 0.08, 0.37],
          ],
          { detail: true },
        ),
      ),
    ],
  ),
];
