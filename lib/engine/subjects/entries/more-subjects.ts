/**
 * Subjects ordinary game-art prompts name that the first entry files did not: townsfolk and
 * monsters drawn by the character drawer (a blacksmith, a miner, a jester, a werewolf...), and
 * the small things they hold (a lute, a cane) as shape-language items that a character's hand
 * can take ("a bard with a lute").
 */
import type { SubjectEntry } from "../types";
import type { ShapePart, XY } from "../shape";
import { arc, bar, ell, heart, line, poly, rect, shaped, star } from "./shape-kit";
import { kind } from "./make";

/** A poison cloud's billows round its middle: centres and radii, top, sides and underside. */
const POISON_BILLOWS: readonly (readonly [XY, XY])[] = [
  [
    [0.28, 0.46],
    [0.14, 0.12],
  ],
  [
    [0.5, 0.38],
    [0.17, 0.14],
  ],
  [
    [0.73, 0.45],
    [0.14, 0.12],
  ],
  [
    [0.13, 0.57],
    [0.1, 0.09],
  ],
  [
    [0.87, 0.56],
    [0.1, 0.09],
  ],
  [
    [0.28, 0.66],
    [0.12, 0.08],
  ],
  [
    [0.52, 0.69],
    [0.13, 0.08],
  ],
  [
    [0.74, 0.66],
    [0.11, 0.08],
  ],
];

const person = kind("character", {
  plan: "humanoid",
  rig: "biped",
  draw: { drawer: "humanoid" },
  category: ["person"],
});
const monster = (key: string, aliases: readonly string[]) =>
  person(key, aliases, { category: ["person", "monster"] });
const item = shaped("item");
const tile = kind("tile", {
  plan: "terrain",
  rig: "rigid",
  draw: { drawer: "tile" },
  category: ["terrain"],
});

export const MORE_CHARACTERS: readonly SubjectEntry[] = [
  person("blacksmith", ["smith", "black smith", "armorer", "armourer", "smithy"]),
  person("miner", ["digger", "prospector"]),
  person("doctor", ["physician", "medic", "surgeon"]),
  person("nurse", []),
  person("alchemist", ["apothecary"]),
  person("hacker", ["cyberpunk", "netrunner", "cyberpunk hacker"]),
  person("cleric", []),
  person("shaman", ["tribal shaman", "witch doctor", "medicine man"]),
  person("sailor", ["seaman", "mariner", "deckhand", "sea captain"]),
  person("fisherman", ["fisher", "fisherwoman", "angler"]),
  person("jester", ["fool", "harlequin"]),
  person("clown", []),
  person("detective", ["investigator", "sleuth", "private eye", "inspector"]),
  person("mechanic", ["repairman", "technician"]),
  person("old man", ["old woman", "elder", "grandpa", "grandfather", "grandma", "granny"]),
  person("child", ["kid", "little kid", "toddler", "little boy", "little girl"]),
  monster("mummy", []),
  monster("werewolf", ["wolfman", "wolf man", "lycan", "lycanthrope"]),
  monster("demon", ["devil", "fiend", "demon lord", "archdemon"]),
  // A small red devil with bat wings (not the green goblin it was drawn as).
  monster("imp", ["imps", "devilkin"]),
  // A big white shaggy ape (not a white-skinned troll in a tunic).
  monster("yeti", ["abominable snowman", "snow ape"]),
  person("cultist", ["cult member", "acolyte", "zealot"]),
];

/**
 * A lute's geometry along its axis, from the middle of its body up and to the left: `at(t, s)`
 * is `t` along the neck's line and `s` across it (positive to the lower left); `peg(t, s)` is
 * the same along the pegbox, which turns back 70 degrees from the neck's end; `body` is the
 * pear's outline, round at the bottom and narrowing into the neck.
 */
const LUTE = (() => {
  const centre: XY = [0.32, 0.7];
  const u: XY = [Math.SQRT1_2, -Math.SQRT1_2];
  const n: XY = [Math.SQRT1_2, Math.SQRT1_2];
  const r = (v: number) => Math.round(v * 1000) / 1000;
  // Drawn with the bowl at the bottom left, then mirrored: a bard holds it at the bowl with
  // the neck rising across the chest to the other shoulder (`anchors.grip` below).
  const at = (t: number, s: number): XY => [
    r(1 - (centre[0] + t * u[0] + s * n[0])),
    r(centre[1] + t * u[1] + s * n[1]),
  ];
  const bend = (25 * Math.PI) / 180;
  const end = at(0.66, 0);
  const peg = (t: number, s = 0): XY => [
    r(end[0] - t * Math.cos(bend) - s * Math.sin(bend)),
    r(end[1] + t * Math.sin(bend) - s * Math.cos(bend)),
  ];
  // Half the body's width `t` along it: a circle of radius 0.21 below, a taper above it.
  const half = (t: number) =>
    t <= 0.04 ? Math.sqrt(Math.max(0, 0.21 ** 2 - (t - 0.0) ** 2)) : 0.21 - (t - 0.04) * 0.82;
  const steps = 18;
  const down = Array.from({ length: steps + 1 }, (_, i) => -0.21 + (0.46 * i) / steps);
  const body = [...down.map((t) => at(t, half(t))), ...down.reverse().map((t) => at(t, -half(t)))];
  return { at, peg, body };
})();

/** Things a character holds that nothing drew before: drawn as icons, held end bottom left. */
export const MORE_HELD: readonly SubjectEntry[] = [
  item(
    "alchemist flask",
    {
      aliases: ["round flask", "erlenmeyer flask", "bubbling flask"],
      category: ["container"],
      held: true,
      colors: ["#5ad06a"],
      anchors: { grip: [0.5, 0.2] },
    },
    [
      rect("neck", "glass", [0.42, 0.06], [0.16, 0.34]),
      ell("bulb", "glass", [0.5, 0.66], [0.32, 0.3]),
      ell("liquid", "main", [0.5, 0.74], [0.26, 0.2], { join: true }),
      ell("bubble", "white", [0.4, 0.68], [0.05, 0.05], { detail: true }),
    ],
  ),
  item(
    "lute",
    {
      aliases: ["mandolin", "guitar"],
      category: ["instrument"],
      held: true,
      colors: ["#b8743a"],
      // Held at the bowl, the neck rising across the player's chest to the other shoulder: held
      // out to the side, a round bowl with its neck pointing away read as a frying pan.
      anchors: { grip: [0.72, 0.8] },
    },
    [
      // A lute, not a pan on a stick: a pear-shaped body narrowing into the neck, a sound hole
      // with a pale rosette, a bridge, frets up the neck and a pegbox bent sharply back with
      // its pegs.
      poly("body", "main", LUTE.body),
      bar("neck", "darkWood", LUTE.at(0.2, 0), LUTE.at(0.66, 0), 0.038),
      ...[0.4, 0.48, 0.56].map((t) =>
        line("frets", "paper", [LUTE.at(t, -0.035), LUTE.at(t, 0.035)], 0.012, { detail: true }),
      ),
      bar("pegbox", "darkWood", LUTE.at(0.65, 0), LUTE.peg(0.17), 0.036, 0.026),
      ...[0.06, 0.11, 0.16].map((t) =>
        ell("pegs", "paper", LUTE.peg(t, -0.045), [0.02, 0.02], { detail: true }),
      ),
      ell("rosette", "paper", LUTE.at(0.02, 0), [0.075, 0.075], { detail: true }),
      ell("sound hole", "dark", LUTE.at(0.02, 0), [0.052, 0.052], { detail: true }),
      line("bridge", "darkWood", [LUTE.at(-0.13, -0.07), LUTE.at(-0.13, 0.07)], 0.03, {
        detail: true,
      }),
      line("strings", "white", [LUTE.at(-0.13, 0), LUTE.at(0.65, 0)], 0.012, { detail: true }),
    ],
  ),
  item(
    "cane",
    {
      aliases: ["walking stick", "walking cane"],
      category: ["tool"],
      held: true,
      colors: ["#7a4a26"],
      // Held by the end of its crook, so the shaft stands out beside the hand, clear of the leg.
      anchors: { grip: [0.26, 0.18] },
    },
    [
      line("shaft", "main", "0.54,0.96 0.54,0.14", 0.16),
      line("crook", "main", "0.54,0.14 0.47,0.04 0.34,0.03 0.26,0.1 0.26,0.2", 0.14, {
        join: true,
      }),
      bar("tip", "dark", [0.54, 0.92], [0.54, 0.98], 0.06),
    ],
  ),
];

/** Terrain the tile drawer knows by these keys (`draw/tile-more.ts`). */
export const MORE_TILES: readonly SubjectEntry[] = [
  tile("carpet", ["rug", "red carpet", "carpeted floor"], { materials: [] }),
  tile("marble", ["marble floor", "marble tiles", "marble tile"], { madeOf: "stone" }),
  tile("gravel", ["pebbles", "shingle", "gravel path"], { madeOf: "stone" }),
  tile("mud", ["muddy ground", "mire", "sludge"]),
  tile("swamp water", ["marsh water", "bog water", "murky water"]),
  tile("moss", ["mossy", "mossy stone", "moss covered stone", "mossy cobblestone"]),
  tile("road", ["asphalt", "asphalt road", "tarmac", "highway"]),
  tile("roof", ["roof tiles", "roof tile", "rooftop", "shingles", "roofing", "tiled roof"]),
  tile("farmland", ["tilled farmland", "tilled soil", "tilled", "furrows", "plowed field"]),
  tile("wheat", ["wheat field", "grain field", "cornfield", "crops"]),
  // Weak: "a hedge" alone is the bush prop; asked for as a tile it is this texture.
  tile("hedge", ["hedges", "hedgerow", "hedge wall", "shrubbery"], { weak: true }),
  tile("sandstone", ["sandstone bricks", "sandstone wall", "sandstone blocks"], {
    madeOf: "stone",
  }),
];

const scene = kind("background", {
  plan: "scene",
  rig: "rigid",
  draw: { drawer: "background" },
  category: ["scene"],
});

/** Scenes the background drawer paints with the things that make them (`draw/background-more.ts`). */
export const MORE_SCENES: readonly SubjectEntry[] = [
  scene("underwater", [
    "under water",
    "underwater scene",
    "seabed",
    "sea floor",
    "seafloor",
    "ocean floor",
    "sea bottom",
    "coral reef",
    "reef",
  ]),
  scene("swamp", ["marsh", "bog", "wetland", "wetlands", "bayou", "swampland"]),
  scene("jungle", ["rainforest", "rain forest", "tropical forest"]),
  scene("beach", ["tropical beach", "sandy beach"]),
  scene("volcano", ["volcanoes", "volcanic", "erupting volcano"]),
  scene("graveyard", ["cemetery", "churchyard", "burial ground", "necropolis"]),
  scene("village", ["hamlet", "farm village", "medieval village"]),
  scene("ruins", ["ruin", "ancient ruins", "temple ruins", "ruined temple"]),
];

const uiShape = shaped("ui");
const effectShape = shaped("effect");
/** An effect the effect drawer paints pixel by pixel. */
const softEffect = kind("effect", {
  plan: "effect",
  rig: "rigid",
  draw: { drawer: "effect" },
  category: ["effect"],
});

/** A "Z" of strokes with its top-left corner at `at`, `s` across. */
const zed = (at: XY, s: number, width: number): ShapePart => {
  const [x, y] = at;
  const r = (v: number) => Math.round(v * 1000) / 1000;
  return line(
    "z",
    "main",
    [
      [x, y],
      [r(x + s), y],
      [x, r(y + s)],
      [r(x + s), r(y + s)],
    ],
    width,
    { glow: true },
  );
};

/** The outer radii of a hit spark's eight spikes, clockwise from the top: long, short, uneven. */
const HIT_RAYS = [0.48, 0.24, 0.4, 0.2, 0.46, 0.26, 0.36, 0.22];

/** A burst about `c`: spikes reaching `rays` (from the top, clockwise) round a hub of `inner`. */
function burst(c: XY, rays: readonly number[], inner: number): XY[] {
  const r = (v: number) => Math.round(v * 1000) / 1000;
  return rays.flatMap((outer, i) => {
    const a = ((-90 + (360 * i) / rays.length) * Math.PI) / 180;
    const b = ((-90 + (360 * (i + 0.5)) / rays.length) * Math.PI) / 180;
    return [
      [r(c[0] + outer * Math.cos(a)), r(c[1] + outer * Math.sin(a))] as XY,
      [r(c[0] + inner * Math.cos(b)), r(c[1] + inner * Math.sin(b))] as XY,
    ];
  });
}

/** A low bumpy cloud of dust about `c`, `r` across each side: three puffs, lit on top. */
/** A bubble about `c`, radius `r`: a thin ring and a curved glint inside its lit side. */
const bubble = (c: XY, r: number): ShapePart[] => [
  line("bubble", "main", arc(c, [r, r], 0, 360, 20), 0.03),
  line("glint", "white", arc(c, [r * 0.68, r * 0.68], 195, 255, 5), 0.03, {
    detail: true,
    glow: true,
  }),
];

/**
 * Interface icons and effects drawn from shapes: a heart health bar, a cursor, a checkbox, a
 * dialog box, close and arrow buttons, a star rating; ice shards, a poison cloud, dust, a
 * shockwave, a beam, bubbles, a tornado, a meteor, a hit spark, a sleeper's "zzz".
 */
export const MORE_INTERFACE: readonly SubjectEntry[] = [
  uiShape(
    "heart bar",
    {
      aliases: ["heart health bar", "hearts bar", "health hearts", "heart meter", "life hearts"],
      colors: ["#e03c3c"],
    },
    [
      ...heart("heart", "main", [0.17, 0.5], 0.26),
      ...heart("heart", "main", [0.5, 0.5], 0.26),
      ...heart("empty heart", "dark", [0.83, 0.5], 0.26),
    ],
  ),
  uiShape(
    "cursor",
    {
      aliases: ["mouse cursor", "mouse pointer", "pointer", "arrow cursor"],
      colors: ["#f4f4f4"],
      anchors: { tip: [0.22, 0.04] },
    },
    [poly("arrow", "main", "0.22,0.04 0.22,0.8 0.4,0.64 0.52,0.94 0.64,0.88 0.52,0.6 0.76,0.6")],
  ),
  uiShape(
    "checkbox",
    { aliases: ["check box", "tick box", "tickbox"], colors: ["#eae6da", "#3ca84a"] },
    [
      rect("box", "dark", [0.06, 0.06], [0.88, 0.88]),
      rect("face", "main", [0.14, 0.14], [0.72, 0.72], { form: "flat" }),
      line("check", "accent", "0.24,0.5 0.44,0.72 0.84,0.18", 0.13),
    ],
  ),
  uiShape(
    "dialog box",
    {
      aliases: [
        "dialogue box",
        "text box",
        "textbox",
        "message box",
        "speech box",
        "dialog window",
      ],
      colors: ["#2c3e7a"],
    },
    [
      rect("border", "gold", [0.02, 0.2], [0.96, 0.6]),
      rect("face", "main", [0.06, 0.25], [0.88, 0.5], { form: "flat" }),
      rect("text", "white", [0.12, 0.33], [0.62, 0.05], { detail: true }),
      rect("text", "white", [0.12, 0.45], [0.7, 0.05], { detail: true, join: true }),
      rect("text", "white", [0.12, 0.57], [0.44, 0.05], { detail: true, join: true }),
      poly("next", "white", "0.8,0.6 0.9,0.6 0.85,0.68", { detail: true }),
    ],
  ),
  uiShape(
    "close button",
    { aliases: ["x button", "exit button", "close icon", "cancel button"], colors: ["#d03a30"] },
    [
      rect("button", "main", [0.06, 0.06], [0.88, 0.88]),
      line("cross", "white", "0.3,0.3 0.7,0.7", 0.13, { glow: true }),
      line("cross", "white", "0.7,0.3 0.3,0.7", 0.13, { join: true, glow: true }),
    ],
  ),
  uiShape(
    "arrow button",
    {
      aliases: ["right arrow button", "next button", "forward button", "arrow key"],
      colors: ["#3a78d0"],
    },
    [
      rect("button", "main", [0.06, 0.06], [0.88, 0.88]),
      poly("arrow", "white", "0.24,0.4 0.52,0.4 0.52,0.22 0.8,0.5 0.52,0.78 0.52,0.6 0.24,0.6", {
        glow: true,
      }),
    ],
  ),
  uiShape(
    "star rating",
    { aliases: ["stars rating", "rating stars", "star bar", "rating"], colors: ["#f2c230"] },
    [
      poly("star", "main", star([0.17, 0.5], 0.16, 0.07, 5)),
      poly("star", "main", star([0.5, 0.5], 0.16, 0.07, 5)),
      poly("star", "main", star([0.83, 0.5], 0.16, 0.07, 5)),
    ],
  ),
  effectShape(
    "ice shard",
    {
      aliases: ["ice shards", "ice spike", "frost shard", "icicle"],
      colors: ["#6cb8e8", "#dff6ff"],
    },
    // A six-sided crystal drawn to a sharp point at its head and a shorter one at its foot,
    // lit facet and shaded facet split along its ridge, a glint at the tip, with chips of ice
    // flying off it. Blunt ends read as a gem or an eraser; a long thin lens as a sword blade.
    [
      poly("shard", "main", "0.12,0.88 0.22,0.52 0.56,0.22 0.92,0.08 0.78,0.46 0.46,0.78", {
        form: "pillow",
      }),
      poly("facet", "main", "0.12,0.88 0.22,0.52 0.56,0.22 0.92,0.08 0.58,0.42 0.3,0.66", {
        glow: true,
      }),
      poly("tip", "white", "0.92,0.08 0.72,0.2 0.78,0.24", { glow: true, join: true }),
      poly("fragment", "main", "0.8,0.64 0.94,0.6 0.86,0.76", { glow: true }),
      poly("fragment", "main", "0.1,0.3 0.22,0.24 0.18,0.38", { form: "flat" }),
      poly("fragment", "main", "0.62,0.88 0.72,0.82 0.7,0.94", { glow: true }),
    ],
  ),
  effectShape(
    "poison cloud",
    {
      aliases: ["toxic cloud", "poison gas", "toxic gas", "miasma", "gas cloud"],
      colors: ["#8cc83a", "#d8f27c"],
      align: 0.5,
    },
    // A drifting bank of gas floating in the air: billows bulging all round its edge (below
    // too, so it does not sit on the ground like a puddle), pale wisps curling in it, small
    // puffs drifting off under it, a skull to say poison, and bubbles rising as rings.
    [
      ell("cloud", "main", [0.5, 0.55], [0.32, 0.13], { form: "pillow" }),
      ...POISON_BILLOWS.map(([c, r]) => ell("cloud", "main", c, r, { join: true, form: "pillow" })),
      line("swirl", "accent", arc([0.26, 0.56], [0.08, 0.05], 180, 400, 8), 0.03, { glow: true }),
      line("swirl", "accent", arc([0.76, 0.55], [0.07, 0.05], 200, 420, 8), 0.03, {
        join: true,
        glow: true,
      }),
      line("swirl", "accent", "0.3,0.66 0.42,0.69 0.5,0.66", 0.03, { join: true, glow: true }),
      ell("skull", "white", [0.52, 0.47], [0.1, 0.09], { glow: true }),
      rect("skull", "white", [0.465, 0.5], [0.11, 0.07], { join: true, glow: true }),
      ell("eyes", "dark", [0.485, 0.475], [0.028, 0.028], { detail: true }),
      ell("eyes", "dark", [0.555, 0.475], [0.028, 0.028], { detail: true, join: true }),
      ell("wisps", "main", [0.2, 0.84], [0.06, 0.035], { form: "pillow" }),
      ell("wisps", "main", [0.27, 0.85], [0.04, 0.025], { join: true, form: "pillow" }),
      ell("wisps", "main", [0.8, 0.86], [0.05, 0.03], { form: "pillow" }),
      line("bubble", "accent", arc([0.3, 0.2], [0.06, 0.06], 0, 360, 12), 0.032),
      line("bubble", "accent", arc([0.7, 0.14], [0.05, 0.05], 0, 360, 10), 0.03),
      line("bubble", "accent", arc([0.52, 0.05], [0.035, 0.035], 0, 360, 8), 0.028),
    ],
  ),
  // Dust kicked up: soft pale billows whose rims dissolve, no outline (`draw/effect-soft.ts`).
  softEffect("dust", ["dust cloud", "dust puff", "dirt cloud", "sand cloud"]),
  // A ring of force spreading over the ground: light fading outward from a white-hot crest,
  // with no outline (`draw/effect-wave.ts`).
  softEffect("shockwave", ["shock wave", "ground slam", "impact wave", "pulse"]),
  // A beam of light: a glow ramp round a white-hot core, tapering at its ends.
  softEffect("beam", ["laser", "laser beam", "energy beam", "ray", "death ray"]),
  effectShape(
    "bubbles",
    { aliases: ["bubble", "soap bubbles", "air bubbles", "foam"], colors: ["#9cd4ff"] },
    // Bubbles are thin rings you see through, each with a curved glint on its lit side: solid
    // discs read as balls.
    [
      ...bubble([0.36, 0.62], 0.24),
      ...bubble([0.74, 0.3], 0.16),
      ...bubble([0.78, 0.8], 0.1),
      ell("bubble", "main", [0.28, 0.16], [0.06, 0.06], { form: "pillow" }),
    ],
  ),
  effectShape(
    "tornado",
    {
      aliases: ["twister", "whirlwind", "cyclone", "wind vortex", "dust devil"],
      colors: ["#a8b0b8"],
    },
    [
      ell("funnel", "main", [0.5, 0.12], [0.42, 0.09]),
      ell("funnel", "main", [0.52, 0.28], [0.34, 0.08]),
      ell("funnel", "main", [0.5, 0.43], [0.26, 0.07]),
      ell("funnel", "main", [0.46, 0.57], [0.19, 0.06]),
      ell("funnel", "main", [0.48, 0.7], [0.13, 0.05]),
      ell("funnel", "main", [0.54, 0.81], [0.08, 0.045]),
      ell("funnel", "main", [0.56, 0.91], [0.05, 0.04]),
      ell("debris", "darkWood", [0.16, 0.36], [0.03, 0.03]),
      ell("debris", "darkWood", [0.86, 0.52], [0.03, 0.025]),
    ],
  ),
  effectShape(
    "meteor",
    {
      aliases: ["meteorite", "falling star", "comet", "asteroid strike"],
      colors: ["#ffd24a", "#ff6a28"],
    },
    [
      poly("trail", "accent", "0.98,0.02 0.46,0.5 0.2,0.82 0.16,0.56 0.56,0.34"),
      poly("trail", "main", "0.9,0.12 0.44,0.56 0.28,0.7 0.3,0.54", { join: true }),
      ell("rock", "stone", [0.26, 0.74], [0.16, 0.16]),
      ell("crater", "dark", [0.22, 0.78], [0.04, 0.035], { detail: true }),
    ],
  ),
  effectShape(
    "hit spark",
    {
      aliases: ["hit", "hit effect", "impact", "impact spark", "hit flash", "critical hit"],
      colors: ["#ffb02a"],
    },
    // An impact flash: a jagged burst of uneven spikes round a white-hot core, lit flat
    // (shading one side of a star turns its rays white and hollow), and sparks flying off it.
    [
      poly("burst", "main", burst([0.5, 0.5], HIT_RAYS, 0.13), { form: "flat" }),
      poly(
        "core",
        "white",
        burst(
          [0.5, 0.5],
          HIT_RAYS.map((r) => r * 0.5),
          0.07,
        ),
        {
          detail: true,
          glow: true,
        },
      ),
      ...[
        "0.12,0.2 0.2,0.27",
        "0.86,0.16 0.8,0.24",
        "0.9,0.84 0.82,0.77",
        "0.18,0.9 0.24,0.82",
      ].map((at) => line("sparks", "main", at, 0.035)),
    ],
  ),
  effectShape(
    "zzz",
    {
      aliases: ["sleeping", "sleep", "snore", "snoring", "zzzz", "z z z", "sleep bubble"],
      colors: ["#dfe8ff"],
    },
    // Three flat Zs climbing and growing, with air between them, so each reads as a letter.
    [zed([0.02, 0.7], 0.18, 0.06), zed([0.3, 0.4], 0.22, 0.07), zed([0.64, 0.02], 0.28, 0.08)],
  ),
];

/** A bar the ui drawer draws as its bar, filled blue (`draw/ui.ts`). */
const MANA_BAR = kind("ui", {
  plan: "ui piece",
  rig: "rigid",
  draw: { drawer: "ui" },
  category: ["ui"],
})("mana bar", ["mp bar", "magic bar", "energy bar", "stamina bar"]);

export const MORE_SUBJECTS: readonly SubjectEntry[] = [
  MANA_BAR,
  ...MORE_INTERFACE,
  ...MORE_SCENES,
  ...MORE_CHARACTERS,
  ...MORE_HELD,
  ...MORE_TILES,
];
