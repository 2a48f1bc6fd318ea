/**
 * Reads a touch-up sentence into one action:
 *
 * - remove: "remove the hat", "erase", "get rid of", "delete", "without"
 * - detail: "add detail", "more texture", "shading", "dither", "highlights"
 * - add: a motif noun ("add a scar", "a gem", "stars"), with an optional color
 * - recolor: a color or material word ("make the cape red", "gold trim")
 *
 * in that order of precedence; a sentence naming none of them means detail.
 */
import { hexToRgb, type Oklch, oklabToOklch, rgbToOklab } from "../color";
import { GARMENT_WORDS } from "./object-parts";
import {
  type AssetType,
  type BodyPart,
  ELEMENT_COLORS,
  PART_WORDS,
  readAttributes,
  inVocab,
  MATERIAL_LOOKS,
  readWords,
  tokenize,
  unrecognizedWords,
  type WordAccount,
  accountWords,
} from "../prompt";

export type TouchUpAction = "recolor" | "add" | "remove" | "detail";

export const MOTIFS = [
  "scar",
  "gem",
  "stars",
  "spots",
  "stripes",
  "crack",
  "hole",
  "eye",
  "heart",
  "cross",
  "rune",
  "flower",
  "buttons",
  "patch",
] as const;
export type Motif = (typeof MOTIFS)[number];

/** A part the sentence names, with the color asked for it (recolor) or none. */
export interface TouchUpTarget {
  readonly part: BodyPart | "garment";
  /** The part word as written ("hair", "cape"). */
  readonly word: string;
  readonly color: Oklch | null;
  /** The color's own words, so they can be reported with the part when it is not found. */
  readonly colorWords: readonly string[];
}

export interface TouchUpReading {
  readonly action: TouchUpAction;
  /**
   * The parts named, each with its color: recolor acts on every target that has a color,
   * remove and detail on the first target. Empty when no part is named: then the action takes
   * what it finds in the region.
   */
  readonly targets: readonly TouchUpTarget[];
  /** The asked color, or null. */
  readonly color: Oklch | null;
  readonly motif: Motif | null;
  /**
   * A thing from the drawer's vocabulary to add ("a yellow star", "a sword"): drawn rather than
   * stamped. Null for marks on a surface (scar, crack, spots...) and plural scatterings (stars).
   */
  readonly item: { readonly subject: string; readonly type: AssetType } | null;
  /** Recolor only the edges of the material ("gold trim"). */
  readonly trim: boolean;
  readonly unrecognized: string[];
  /**
   * Which content words the action acts on (`used`) and which it does not (`ignored`): a second
   * color, a color given to "remove", or a thing the touch-up cannot locate ("the hat") lands
   * in `ignored`, so the caller can say so.
   */
  readonly words: WordAccount;
}

const MOTIF_WORDS: Readonly<Record<string, Motif>> = {
  scar: "scar",
  wound: "scar",
  cut: "scar",
  gash: "scar",
  scratch: "scar",
  scratches: "scar",
  gem: "gem",
  jewel: "gem",
  gemstone: "gem",
  crystal: "gem",
  diamond: "gem",
  ruby: "gem",
  emerald: "gem",
  sapphire: "gem",
  amethyst: "gem",
  stone: "gem",
  orb: "gem",
  star: "stars",
  stars: "stars",
  sparkle: "stars",
  sparkles: "stars",
  glitter: "stars",
  twinkle: "stars",
  shine: "stars",
  shiny: "stars",
  glint: "stars",
  spot: "spots",
  spots: "spots",
  dot: "spots",
  dots: "spots",
  freckles: "spots",
  speckles: "spots",
  polka: "spots",
  dirt: "spots",
  stain: "spots",
  stains: "spots",
  stripe: "stripes",
  stripes: "stripes",
  striped: "stripes",
  lines: "stripes",
  bands: "stripes",
  crack: "crack",
  cracks: "crack",
  cracked: "crack",
  fracture: "crack",
  broken: "crack",
  hole: "hole",
  holes: "hole",
  tear: "hole",
  rip: "hole",
  torn: "hole",
  eye: "eye",
  eyes: "eye",
  heart: "heart",
  hearts: "heart",
  love: "heart",
  cross: "cross",
  plus: "cross",
  rune: "rune",
  runes: "rune",
  symbol: "rune",
  sigil: "rune",
  emblem: "rune",
  logo: "rune",
  glyph: "rune",
  mark: "rune",
  insignia: "rune",
  crest: "rune",
  tattoo: "rune",
  flower: "flower",
  flowers: "flower",
  rose: "flower",
  blossom: "flower",
  daisy: "flower",
  button: "buttons",
  buttons: "buttons",
  rivet: "buttons",
  rivets: "buttons",
  studs: "buttons",
  patch: "patch",
  patches: "patch",
  stitch: "patch",
  stitches: "patch",
  bandage: "patch",
};

const REMOVE_VERBS = new Set(["remove", "erase", "delete", "eliminate", "without", "hide"]);
const REMOVE = new Set([...REMOVE_VERBS, "rid", "clear", "drop", "off", "away"]);
const DETAIL = new Set([
  "detail",
  "details",
  "detailed",
  "texture",
  "textured",
  "shading",
  "shade",
  "shaded",
  "shadow",
  "shadows",
  "dither",
  "dithering",
  "dithered",
  "highlight",
  "highlights",
  "polish",
  "refine",
  "refined",
  "sharpen",
  "improve",
  "depth",
  "volume",
  "rounder",
  "rough",
  "worn",
  "weathered",
]);
const TRIM = new Set([
  "trim",
  "trimmed",
  "edge",
  "edges",
  "edging",
  "border",
  "rim",
  "outline",
  "hem",
]);
const VERBS = new Set([
  "add",
  "put",
  "place",
  "draw",
  "give",
  "insert",
  "make",
  "turn",
  "paint",
  "color",
  "colour",
  "recolor",
  "recolour",
  "dye",
  "tint",
  "change",
  "get",
  "take",
  "more",
  "less",
  "some",
  "little",
  "bit",
  "small",
  "tiny",
  "big",
  "large",
  "here",
  "there",
  "area",
  "region",
  "part",
  "this",
  "please",
  "instead",
  "now",
  "be",
  "should",
  "look",
  "like",
]);
const OWN = new Set([...Object.keys(MOTIF_WORDS), ...REMOVE, ...DETAIL, ...TRIM, ...VERBS]);
/** Phrasing and action words: understood whatever the action. */
const PHRASING = new Set([...REMOVE, ...DETAIL, ...VERBS]);

const fromHex = (hex: string): Oklch => oklabToOklch(rgbToOklab(hexToRgb(hex)));

/** Motifs that are marks on a surface or scatterings: stamped, never drawn as a thing. */
const MARKS: ReadonlySet<Motif> = new Set([
  "scar",
  "spots",
  "stripes",
  "crack",
  "hole",
  "eye",
  "rune",
  "buttons",
  "patch",
]);
/** Asset types whose subjects a touch-up can draw as a thing in a region. */
const DRAWABLE: ReadonlySet<AssetType> = new Set(["item", "weapon", "prop"]);

export function readTouchUpPrompt(prompt: string): TouchUpReading {
  const tokens = tokenize(prompt);
  const reading = readWords(prompt);
  const has = (set: ReadonlySet<string>) => tokens.some((t) => inVocab(t, set));
  const attributes = readAttributes(prompt);
  const named = attributes.bindings.map((b) => ({
    part: GARMENT_WORDS.has(b.partWord) ? ("garment" as const) : b.part,
    word: b.partWord,
    color: b.color?.color ?? null,
    colorWords: b.color?.words ?? [],
  }));
  // "make the eyes red" recolors the eyes: a part word with a color is no motif to add.
  const coloredParts = new Set(named.filter((t) => t.color).map((t) => t.word));
  let motif: Motif | null = null;
  for (const t of tokens) {
    const m = MOTIF_WORDS[t];
    if (m && !coloredParts.has(t)) {
      motif = m;
      break;
    }
  }
  const colorWord = reading?.colors[0];
  const material = reading?.materials[0];
  const element = reading?.elements[0];
  const color: Oklch | null = colorWord
    ? fromHex(colorWord.hex)
    : material
      ? MATERIAL_LOOKS[material].base
      : element
        ? ELEMENT_COLORS[element]
        : null;
  const trim = has(TRIM);
  // "take off" and "get rid" remove only with their partner word.
  const removal =
    has(REMOVE_VERBS) ||
    (tokens.includes("rid") && tokens.includes("get")) ||
    (tokens.includes("take") && (tokens.includes("off") || tokens.includes("away")));
  // "a star" is drawn; "stars" and "sparkles" scatter; a scar or a crack is a mark.
  const subject = reading?.subject ?? null;
  const drawable =
    subject !== null &&
    reading !== null &&
    reading.assetTypeSource === "subject" &&
    DRAWABLE.has(reading.assetType) &&
    !coloredParts.has(subject) &&
    !(motif && MARKS.has(motif)) &&
    !tokens.includes("stars") &&
    !tokens.includes("sparkles");
  const item = drawable ? { subject, type: reading.assetType } : null;
  let action: TouchUpAction;
  if (removal) action = "remove";
  else if (has(DETAIL) && !motif && !item) action = "detail";
  else if (item && !(trim && color)) action = "add";
  else if (motif && !(trim && color)) action = "add";
  else if (color) action = "recolor";
  else action = "detail";
  // Recolor acts on each part that has a color; remove and detail on the first part named.
  const targets =
    action === "recolor"
      ? named.filter((t) => t.color !== null)
      : action === "remove" || action === "detail"
        ? named.slice(0, 1)
        : [];
  const partWords = new Set(targets.map((t) => t.word));
  const boundColorWords = new Set(targets.flatMap((t) => t.colorWords));
  const unrecognized = unrecognizedWords(prompt, reading, OWN).filter((w) => !PART_WORDS.has(w));
  const colorTokens = new Set(colorWord ? tokenize(colorWord.word) : []);
  const colorUsed = action === "recolor" || action === "add";
  const words = accountWords(prompt, (w) => {
    if (inVocab(w, PHRASING)) return true;
    if (partWords.has(w) || boundColorWords.has(w)) return true;
    // A second color bound to a part recolors that part; a loose color is the first color.
    if (action === "recolor" && targets.length > 0) return false;
    if (action === "add" && item && readWords(w)?.subject === item.subject) return true;
    if (action === "add" && !item && MOTIF_WORDS[w] === motif) return true;
    if (action === "recolor" && inVocab(w, TRIM)) return true;
    if (!colorUsed) return false;
    if (colorWord) return colorTokens.has(w);
    const alone = readWords(w);
    if (material) return alone?.materials[0] === material;
    return element !== undefined && alone?.elements[0] === element;
  });
  return {
    action,
    targets,
    color: targets.length > 0 ? (targets[0]!.color ?? color) : color,
    motif: action === "add" && !item ? motif : null,
    item: action === "add" ? item : null,
    trim: action === "recolor" && trim,
    unrecognized,
    words,
  };
}
