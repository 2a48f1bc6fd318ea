/**
 * Reads a restyle's custom prompt into what the engine can do with it: a preset named by any of
 * its words ("burning", "frozen", "midas"), a ramp from a color, material or element word, pose
 * moves ("arms raised", "crouching", "lean left"), and a new held item ("give him an axe",
 * "replace the sword with a staff"). Words nothing understood come back in `unrecognized`.
 */
import { hexToRgb, type Oklch, oklabToOklch, rgbToOklab } from "../color";
import {
  ELEMENT_COLORS,
  MATERIAL_LOOKS,
  MATERIAL_WORDS,
  PART_WORDS,
  type PartBinding,
  readAttributes,
  readWords,
  SUBJECTS,
  tokenize,
  unrecognizedWords,
} from "../prompt";
import type { LayeredLook } from "./layered-look";
import { type PresetLook, PRESET_LOOKS, type RestylePreset, rampFromColor } from "./ramps";

export type PoseMove =
  | { readonly kind: "raise"; readonly side: "both" | "right" | "left" }
  | { readonly kind: "spread" }
  | { readonly kind: "crouch"; readonly depth: number }
  | { readonly kind: "lean"; readonly side: "right" | "left" }
  | { readonly kind: "jump" }
  | { readonly kind: "turn" };

export interface RestyleReading {
  readonly preset: RestylePreset | null;
  /**
   * A look drawn on a generated sprite's layers where it has them (royal: cloth and trim only;
   * robot: steel plates and a visor), named by the preset or by its own words ("robot").
   */
  readonly layeredLook: LayeredLook | null;
  /** A look built from color, material or element words; null when none were named. */
  readonly look: PresetLook | null;
  /** Parts named with a color ("gold armor", "cape blue"): each recolored on its own. */
  readonly parts: readonly PartBinding[];
  readonly poses: readonly PoseMove[];
  /** Subject key of the item to put in the hand (`axe`, `staff`, `potion`), and its type. */
  readonly newItem: { readonly subject: string; readonly type: "weapon" | "item" } | null;
  /**
   * The sprite set on fire ("burning", "on fire", "in flames"): its own colours kept and flames
   * drawn on it (see burning.ts), where "fire", "lava" or "molten" recolour it as fire.
   */
  readonly burning: boolean;
  readonly unrecognized: readonly string[];
}

const PRESET_WORDS: Readonly<Record<string, RestylePreset>> = {
  fire: "fire",
  fiery: "fire",
  flame: "fire",
  flames: "fire",
  flaming: "fire",
  burning: "fire",
  burn: "fire",
  burns: "fire",
  blazing: "fire",
  ablaze: "fire",
  aflame: "fire",
  afire: "fire",
  lava: "fire",
  magma: "fire",
  inferno: "fire",
  ember: "fire",
  molten: "fire",
  ice: "ice",
  icy: "ice",
  frost: "ice",
  frosty: "ice",
  frozen: "ice",
  snow: "ice",
  snowy: "ice",
  glacial: "ice",
  winter: "ice",
  gold: "gold",
  golden: "gold",
  gilded: "gold",
  midas: "gold",
  treasure: "gold",
  zombie: "zombie",
  undead: "zombie",
  rotting: "zombie",
  rotten: "zombie",
  decayed: "zombie",
  ghoul: "zombie",
  infected: "zombie",
  holy: "holy",
  divine: "holy",
  angelic: "holy",
  sacred: "holy",
  celestial: "holy",
  blessed: "holy",
  heavenly: "holy",
  radiant: "holy",
  cursed: "cursed",
  corrupted: "cursed",
  demonic: "cursed",
  hellish: "cursed",
  evil: "cursed",
  unholy: "cursed",
  possessed: "cursed",
  poison: "poison",
  poisonous: "poison",
  toxic: "poison",
  venom: "poison",
  venomous: "poison",
  acid: "poison",
  acidic: "poison",
  radioactive: "poison",
  royal: "royal",
  regal: "royal",
  noble: "royal",
  majestic: "royal",
  imperial: "royal",
  shadow: "shadow",
  shadowy: "shadow",
  void: "shadow",
  stealth: "shadow",
  umbral: "shadow",
  steampunk: "steampunk",
  clockwork: "steampunk",
  steam: "steampunk",
  brass: "steampunk",
  copper: "steampunk",
  mechanical: "steampunk",
  gears: "steampunk",
};

/** Words saying the sprite is on fire, not made of fire (see `RestyleReading.burning`). */
const BURNING_WORDS: ReadonlySet<string> = new Set([
  "burning",
  "burn",
  "burns",
  "flaming",
  "flames",
  "blazing",
  "ablaze",
  "aflame",
  "afire",
]);

/** "on fire", "catches fire", "set fire": fire as something happening to the sprite. */
const ON_FIRE = /\b(?:on|catch|catches|catching|caught|set|sets)\s+(?:\w+\s+)?fire\b/i;

/** Words asking for the robot look, which no preset is. */
export const ROBOT_WORDS: ReadonlySet<string> = new Set([
  "robot",
  "robots",
  "robotic",
  "cyborg",
  "android",
  "mech",
  "droid",
  "automaton",
]);

const POSE_WORDS = new Set([
  "raise",
  "raised",
  "raising",
  "up",
  "arm",
  "arms",
  "hand",
  "hands",
  "cheer",
  "cheering",
  "celebrate",
  "celebrating",
  "victory",
  "wave",
  "waving",
  "spread",
  "outstretched",
  "open",
  "tpose",
  "t",
  "pose",
  "out",
  "wide",
  "apart",
  "crouch",
  "crouching",
  "crouched",
  "squat",
  "squatting",
  "kneel",
  "kneeling",
  "duck",
  "ducking",
  "sit",
  "sitting",
  "seated",
  "lean",
  "leaning",
  "tilt",
  "tilted",
  "bow",
  "bowing",
  "forward",
  "back",
  "backward",
  "left",
  "right",
  "jump",
  "jumping",
  "leap",
  "leaping",
  "hop",
  "hopping",
  "airborne",
  "turn",
  "turned",
  "turning",
  "around",
  "flip",
  "flipped",
  "mirror",
  "mirrored",
  "other",
  "way",
  "side",
  "both",
  "one",
  "stand",
  "standing",
  "idle",
  "straight",
  "pose",
  "posing",
  "position",
]);

const ITEM_VERBS = new Set([
  "give",
  "gives",
  "replace",
  "replaced",
  "swap",
  "swapped",
  "switch",
  "change",
  "instead",
  "equip",
  "equipped",
  "grab",
  "take",
  "use",
  "using",
  "new",
  "him",
  "her",
  "them",
  "make",
  "recolor",
  "recolour",
  "color",
  "colour",
  "paint",
  "painted",
  "look",
  "like",
  "turn",
  "into",
  "theme",
  "themed",
  "version",
  "variant",
  "edition",
  "skin",
  "outfit",
]);

const OWN_VOCAB = new Set([
  ...Object.keys(PRESET_WORDS),
  ...ROBOT_WORDS,
  ...POSE_WORDS,
  ...ITEM_VERBS,
]);

const ITEM_ALIASES: ReadonlyMap<string, { subject: string; type: "weapon" | "item" }> = (() => {
  const map = new Map<string, { subject: string; type: "weapon" | "item" }>();
  for (const entry of SUBJECTS) {
    // Weak entries are worn or named in passing (boots, a hat, a gem word): never handed over.
    if ((entry.type !== "weapon" && entry.type !== "item") || entry.weak) continue;
    for (const alias of entry.aliases) {
      if (!map.has(alias)) map.set(alias, { subject: entry.key, type: entry.type });
    }
  }
  return map;
})();

function itemAt(
  tokens: readonly string[],
  i: number,
): { subject: string; type: "weapon" | "item"; used: number } | null {
  for (const n of [3, 2, 1]) {
    const phrase = tokens.slice(i, i + n).join(" ");
    const singular = phrase.endsWith("s") ? phrase.slice(0, -1) : phrase;
    const hit = ITEM_ALIASES.get(phrase) ?? ITEM_ALIASES.get(singular);
    if (hit && i + n <= tokens.length) return { ...hit, used: n };
  }
  return null;
}

/** The item to hand over: after "with/for/into" when two are named, else the last one named. */
function readNewItem(tokens: readonly string[]): RestyleReading["newItem"] {
  const found: { subject: string; type: "weapon" | "item"; at: number }[] = [];
  let insteadAt = -1;
  let connectorAt = -1;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t === "instead" && tokens[i + 1] === "of") insteadAt = i;
    if (t === "with" || t === "for" || t === "into" || t === "by") connectorAt = i;
    const hit = itemAt(tokens, i);
    if (hit) {
      found.push({ subject: hit.subject, type: hit.type, at: i });
      i += hit.used - 1;
    }
  }
  if (found.length === 0) return null;
  let pick = found[found.length - 1]!;
  if (insteadAt >= 0) pick = found.find((f) => f.at < insteadAt) ?? pick;
  else if (found.length > 1 && connectorAt >= 0)
    pick = found.find((f) => f.at > connectorAt) ?? pick;
  return { subject: pick.subject, type: pick.type };
}

function readPoses(tokens: readonly string[]): PoseMove[] {
  const has = (...words: string[]) => words.some((w) => tokens.includes(w));
  const side: "right" | "left" | null = has("left") ? "left" : has("right") ? "right" : null;
  const poses: PoseMove[] = [];
  const oneArm = has("arm", "hand") && !has("arms", "hands", "both");
  if (
    has("raise", "raised", "raising", "cheer", "cheering", "celebrate", "celebrating", "victory") ||
    (has("up") && has("arm", "arms", "hand", "hands"))
  ) {
    poses.push({ kind: "raise", side: oneArm ? (side ?? "right") : "both" });
  } else if (has("wave", "waving")) poses.push({ kind: "raise", side: side ?? "right" });
  const armsWide = has("arms", "hands") && has("out", "wide", "apart", "open");
  if (has("spread", "outstretched", "tpose") || armsWide || (has("t") && has("pose"))) {
    poses.push({ kind: "spread" });
  }
  if (has("kneel", "kneeling", "sit", "sitting", "seated"))
    poses.push({ kind: "crouch", depth: 0.4 });
  else if (has("crouch", "crouching", "crouched", "squat", "squatting", "duck", "ducking")) {
    poses.push({ kind: "crouch", depth: 0.28 });
  }
  if (has("lean", "leaning", "tilt", "tilted", "bow", "bowing")) {
    poses.push({ kind: "lean", side: side ?? (has("back", "backward") ? "left" : "right") });
  }
  if (has("jump", "jumping", "leap", "leaping", "hop", "hopping", "airborne"))
    poses.push({ kind: "jump" });
  // "Turn him into a robot" asks for a look, not a turn.
  const into = tokens.includes("into");
  if (
    has("turn", "turned", "turning", "flip", "flipped", "mirror", "mirrored") &&
    !(into && !has("flip", "flipped", "mirror", "mirrored")) &&
    !poses.some((p) => p.kind === "lean")
  ) {
    poses.push({ kind: "turn" });
  }
  return poses;
}

const fromHex = (hex: string): Oklch => oklabToOklch(rgbToOklab(hexToRgb(hex)));

export function readRestylePrompt(text: string): RestyleReading {
  const tokens = tokenize(text);
  const reading = readWords(text);
  // "gold armor and a blue cape": colors bound to parts recolor those parts only; they are no
  // preset ("gold") and no whole-sprite ramp.
  const attributes = readAttributes(text);
  const parts = attributes.bindings.filter((b) => b.color !== null);
  const bound = new Set(parts.flatMap((b) => b.color!.words));
  let preset: RestylePreset | null = null;
  for (const t of tokens) {
    const hit = PRESET_WORDS[t];
    if (hit && !bound.has(t)) {
      preset = hit;
      break;
    }
  }
  let base: Oklch | null = null;
  let second: Oklch | null = null;
  const colors = (reading?.colors ?? []).filter(
    (c) => !c.word.split(" ").some((w) => bound.has(w)),
  );
  const material = reading?.materials.find(
    (m) => !tokens.some((t) => bound.has(t) && MATERIAL_WORDS[t] === m),
  );
  const color = colors[0];
  if (color) {
    base = fromHex(color.hex);
    const next = colors[1];
    if (next) second = fromHex(next.hex);
  } else if (!preset && material) base = MATERIAL_LOOKS[material].base;
  else if (!preset && parts.length === 0 && reading?.elements[0])
    base = ELEMENT_COLORS[reading.elements[0]];
  let look: PresetLook | null = null;
  if (base) {
    const main = rampFromColor(base);
    const accent = second ? rampFromColor(second) : preset ? PRESET_LOOKS[preset].accent : main;
    look = { main, accent, protectSkin: true };
  }
  const robot = tokens.some((t) => ROBOT_WORDS.has(t));
  return {
    preset,
    layeredLook: robot ? "robot" : preset === "royal" && !look ? "royal" : null,
    look,
    parts,
    poses: readPoses(tokens),
    newItem: readNewItem(tokens),
    // A colour named with the fire ("blue flames") keeps the recolour in that colour.
    burning: !look && (tokens.some((t) => BURNING_WORDS.has(t)) || ON_FIRE.test(text)),
    unrecognized: unrecognizedWords(text, reading, OWN_VOCAB).filter((w) => !PART_WORDS.has(w)),
  };
}
