/**
 * The edit grammar: a sentence an artist writes about a sprite, read into roles rather than
 * keywords. A verb (what to do), an object (what to do it to: a part noun, a colour, a shape
 * word, a position, "it") and a target (the colour or material to use, or the thing to add).
 *
 * "make the X Y", "turn X into Y", "X to Y", "change the X colour to Y", "paint it Y" all give
 * object X and target Y, so "make the red blue" recolors the red, and "make the blue ball red"
 * recolors the blue ball. Colour and material words are the prompt vocabulary's own (read with
 * the sprite prompt reader, so "dark red" and "forest green" mean what they mean there).
 *
 * Pure: no sprite is looked at here. Finding the object in a region is the touch-up's job.
 */
import {
  COLOR_MODIFIERS,
  COLOR_WORDS,
  MATERIAL_WORDS,
  materialSwatch,
  readWords,
  tokenize,
} from "../prompt";

export type EditVerb =
  | "recolor"
  | "lighten"
  | "darken"
  | "remove"
  | "add"
  | "bigger"
  | "smaller"
  | "longer"
  | "shorter"
  | "flip"
  | "outline"
  | "close";

/** A colour the sentence names, as written, with its swatch. */
export interface EditColor {
  /** The words as written: `red`, `dark red`, `gold`. */
  readonly words: string;
  readonly hex: string;
  /** Set when the word is a material ("gold", "steel"), whose look is more than a hue. */
  readonly material: string | null;
}

export type EditShape = "dots" | "stripes" | "rim" | "highlights";
export type EditPosition = "left" | "right" | "top" | "bottom" | "middle";

/** What the edit acts on. Every field may be empty: "it" is the region's main subject. */
export interface EditObject {
  /** The phrase's head noun as written ("ball", "cap", "dots", "shield"), or null. */
  readonly noun: string | null;
  /** A colour naming it ("the red", "the blue ball"). */
  readonly color: EditColor | null;
  readonly shape: EditShape | null;
  readonly position: EditPosition | null;
  /** "it", "him", "this", "everything": the region's main subject. */
  readonly pronoun: boolean;
}

/** What the edit makes: a colour to recolor with, or a thing to add (in a colour). */
export interface EditTarget {
  readonly color: EditColor | null;
  /** A thing to add ("crown", "orb"), or null. */
  readonly thing: string | null;
  /** A glow asked for the thing ("a glowing orb"). */
  readonly glowing: boolean;
}

export interface EditReading {
  /** Null when no verb could be read and nothing implies one. */
  readonly verb: EditVerb | null;
  readonly object: EditObject | null;
  readonly target: EditTarget | null;
  /** Where an added thing goes ("on the staff"), or what a removal is taken from. */
  readonly place: EditObject | null;
  /** Further recolors joined by "and" ("the hair pink and the shirt blue"). */
  readonly more: readonly EditReading[];
  /** Words no role took. */
  readonly unknown: readonly string[];
}

const DETERMINERS = new Set([
  "the",
  "a",
  "an",
  "his",
  "her",
  "its",
  "their",
  "my",
  "our",
  "your",
  "that",
  "these",
  "those",
  "some",
  "of",
]);
const PRONOUNS = new Set(["it", "him", "her", "them", "this", "everything", "all", "whole"]);
const FILLERS = new Set([
  "please",
  "pls",
  "plz",
  "thanks",
  "thx",
  "i",
  "want",
  "wanna",
  "need",
  "like",
  "id",
  "can",
  "could",
  "would",
  "you",
  "just",
  "bit",
  "little",
  "slightly",
  "lot",
  "much",
  "more",
  "very",
  "now",
  "instead",
  "too",
  "also",
  "color",
  "colour",
  "colors",
  "colours",
  "colored",
  "coloured",
  "part",
  "parts",
  "area",
  "bits",
  "one",
  "ones",
  "pixels",
  "be",
  "is",
  "are",
  "should",
  "so",
  "in",
  "with",
  "tone",
  "hue",
  "completely",
  "entirely",
]);
const VERBS: Readonly<Record<string, EditVerb>> = {
  recolor: "recolor",
  recolour: "recolor",
  make: "recolor",
  paint: "recolor",
  turn: "recolor",
  change: "recolor",
  color: "recolor",
  colour: "recolor",
  dye: "recolor",
  tint: "recolor",
  set: "recolor",
  switch: "recolor",
  swap: "recolor",
  fill: "recolor",
  lighten: "lighten",
  brighten: "lighten",
  darken: "darken",
  shade: "darken",
  dim: "darken",
  deepen: "darken",
  remove: "remove",
  erase: "remove",
  delete: "remove",
  eliminate: "remove",
  clear: "remove",
  drop: "remove",
  rid: "remove",
  add: "add",
  put: "add",
  draw: "add",
  give: "add",
  place: "add",
  insert: "add",
  attach: "add",
  stick: "add",
  enlarge: "bigger",
  grow: "bigger",
  widen: "bigger",
  shrink: "smaller",
  lengthen: "longer",
  extend: "longer",
  shorten: "shorter",
  flip: "flip",
  mirror: "flip",
  outline: "outline",
  close: "close",
  shut: "close",
};
/** Comparatives that say the verb whatever verb carries them ("make the stem darker"). */
const COMPARATIVES: Readonly<Record<string, EditVerb>> = {
  darker: "darken",
  lighter: "lighten",
  brighter: "lighten",
  paler: "lighten",
  bigger: "bigger",
  larger: "bigger",
  taller: "longer",
  longer: "longer",
  wider: "bigger",
  smaller: "smaller",
  tinier: "smaller",
  shorter: "shorter",
  closed: "close",
};
const SHAPES: Readonly<Record<string, EditShape>> = {
  dot: "dots",
  dots: "dots",
  spot: "dots",
  spots: "dots",
  speck: "dots",
  specks: "dots",
  speckles: "dots",
  freckles: "dots",
  stripe: "stripes",
  stripes: "stripes",
  bands: "stripes",
  rim: "rim",
  edge: "rim",
  edges: "rim",
  border: "rim",
  trim: "rim",
  outline: "rim",
  highlight: "highlights",
  highlights: "highlights",
  shine: "highlights",
};
const POSITIONS: Readonly<Record<string, EditPosition>> = {
  left: "left",
  right: "right",
  top: "top",
  upper: "top",
  bottom: "bottom",
  lower: "bottom",
  middle: "middle",
  center: "middle",
  centre: "middle",
};
/** Parts every figure has: "give him red hair" recolors them rather than adding a second. */
const OWN_PARTS = new Set(["hair", "eyes", "skin", "beard", "fur", "feathers", "scales"]);
/** Words after which the target follows ("change the cape to red", "turn it into gold"). */
const TO = new Set(["to", "into"]);
/** Words before where an added thing goes. */
const PLACES = new Set(["on", "onto", "to", "at", "above", "over", "under", "below", "near"]);
const GLOW = new Set(["glowing", "glowy", "shining", "shiny", "bright", "luminous", "magic"]);

const isModifier = (w: string) => COLOR_MODIFIERS[w] !== undefined;
const plainColor = (w: string) =>
  COLOR_WORDS[w] !== undefined ||
  MATERIAL_WORDS[w] !== undefined ||
  (w.endsWith("s") && COLOR_WORDS[w.slice(0, -1)] !== undefined);

/** The colour a phrase of one or two words names ("red", "dark red", "gold"), or null. */
function colorOf(words: readonly string[]): EditColor | null {
  const text = words.join(" ");
  const last = words[words.length - 1]!;
  const reading = readWords(text.length >= 3 ? text : `${text}  `);
  const color = reading?.colors[0];
  if (color) return { words: color.word, hex: color.hex, material: null };
  const material = MATERIAL_WORDS[last];
  if (material) {
    // The material's swatch from the material lexicon, the colour it is drawn in.
    const hex = materialSwatch(material);
    return { words: text, hex, material };
  }
  return null;
}

/**
 * The colour a material word looks like when it is named as a thing ("the wood", "the gold"),
 * or null for a word that is no material.
 */
export function materialColor(word: string): EditColor | null {
  return MATERIAL_WORDS[word] !== undefined ? colorOf([word]) : null;
}

/** Where a colour phrase starts at `i` ("dark red" → 2 words, "red" → 1), or 0. */
function colorSpan(tokens: readonly string[], i: number): number {
  const w = tokens[i];
  if (w === undefined) return 0;
  if (isModifier(w) && tokens[i + 1] !== undefined && plainColor(tokens[i + 1]!)) return 2;
  if (w === "forest" && tokens[i + 1] === "green") return 2;
  return plainColor(w) ? 1 : 0;
}

/** Reads an object phrase ("the left eye", "the white dots", "the red", "it"). */
export function readObject(words: readonly string[]): {
  object: EditObject | null;
  unknown: string[];
} {
  let color: EditColor | null = null;
  let shape: EditShape | null = null;
  let position: EditPosition | null = null;
  let pronoun = false;
  let noun: string | null = null;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const span = colorSpan(words, i);
    // A material word last in the phrase is the thing ("the glass", "his robe"), not its colour.
    const thing =
      span === 1 &&
      MATERIAL_WORDS[w] !== undefined &&
      COLOR_WORDS[w] === undefined &&
      words.slice(i + 1).every((x) => DETERMINERS.has(x) || FILLERS.has(x));
    if (span > 0 && color === null && !thing) {
      color = colorOf(words.slice(i, i + span));
      i += span - 1;
      continue;
    }
    if (DETERMINERS.has(w) || FILLERS.has(w)) continue;
    if (PRONOUNS.has(w)) {
      pronoun = true;
      continue;
    }
    if (POSITIONS[w] && position === null) {
      position = POSITIONS[w]!;
      continue;
    }
    if (w === "side" || w === "half" || w === "end") continue;
    if (SHAPES[w]) shape = SHAPES[w]!;
    // The head noun is the last one: "the wizard beard" is the beard.
    noun = w;
  }
  if (!noun && !color && !shape && !position && !pronoun) return { object: null, unknown: [] };
  return { object: { noun, color, shape, position, pronoun }, unknown: [] };
}

/** The trailing colour phrase of `words` ("... dark blue"), as [start, colour] or null. */
function trailingColor(words: readonly string[]): [number, EditColor] | null {
  const n = words.length;
  for (const span of [2, 1]) {
    const start = n - span;
    if (start < 0) continue;
    if (colorSpan(words, start) === span) {
      const color = colorOf(words.slice(start));
      if (color) return [start, color];
    }
  }
  return null;
}

function withoutTail(words: readonly string[]): string[] {
  const out = [...words];
  while (out.length > 0 && (DETERMINERS.has(out[out.length - 1]!) || FILLERS.has(out.at(-1)!)))
    out.pop();
  return out;
}

function readRecolor(rest: readonly string[]): Pick<EditReading, "object" | "target"> | null {
  // "change the cape from red to blue": the object is the cape, in red. "Swap the red for
  // green": "for" says what it becomes when no "to" does.
  const toAt = rest.findLastIndex((w) => TO.has(w));
  const to = toAt >= 0 ? toAt : rest.lastIndexOf("for");
  if (to >= 0) {
    // "to be grey": the filler between "to" and the colour is no part of it.
    const tail = withoutTail(
      rest.slice(to + 1).filter((w) => !DETERMINERS.has(w) && !FILLERS.has(w)),
    );
    // "into a yellow slime": a colour and then the thing itself again.
    const span = tail.length > 0 ? colorSpan(tail, 0) : 0;
    const color =
      span > 0 && (span === tail.length || tail.length === span + 1)
        ? colorOf(tail.slice(0, span))
        : null;
    if (color) {
      const before = rest.slice(0, to).map((w) => (w === "from" ? "the" : w));
      return { object: readObject(before).object, target: target(color) };
    }
  }
  const words = withoutTail(rest);
  const trailing = trailingColor(words);
  if (!trailing) return null;
  const [start, color] = trailing;
  return { object: readObject(words.slice(0, start)).object, target: target(color) };
}

const target = (color: EditColor | null, thing: string | null = null, glowing = false) => ({
  color,
  thing,
  glowing,
});

function readAdd(rest: readonly string[], give: boolean): Partial<EditReading> {
  let words = [...rest];
  let object: EditObject | null = null;
  // "give him a crown", "give the ball a red outline": the first phrase is who gets it.
  if (give) {
    const second = words.findIndex((w, i) => i > 0 && (w === "a" || w === "an" || w === "some"));
    const split = PRONOUNS.has(words[0] ?? "") ? 1 : second;
    if (split > 0) {
      object = readObject(words.slice(0, split)).object;
      words = words.slice(split);
    }
  }
  const at = words.findIndex((w) => PLACES.has(w));
  const place = at >= 0 ? readObject(words.slice(at + 1)).object : null;
  const thingWords = (at >= 0 ? words.slice(0, at) : words).filter((w) => !DETERMINERS.has(w));
  let color: EditColor | null = null;
  let glowing = false;
  let thing: string | null = null;
  for (let i = 0; i < thingWords.length; i++) {
    const span = colorSpan(thingWords, i);
    if (span > 0 && !color) {
      color = colorOf(thingWords.slice(i, i + span));
      i += span - 1;
      continue;
    }
    const w = thingWords[i]!;
    if (GLOW.has(w)) glowing = true;
    else if (!FILLERS.has(w) && !PRONOUNS.has(w)) thing = w;
  }
  if (thing === "outline" || thing === "border")
    return { verb: "outline", object: place ?? object, target: target(color), place: null };
  return { verb: "add", object, target: target(color, thing, glowing), place };
}

function splitClauses(tokens: readonly string[]): string[][] {
  const clauses: string[][] = [[]];
  for (const w of tokens) {
    if (w === "and" || w === "then") clauses.push([]);
    else clauses.at(-1)!.push(w);
  }
  return clauses.filter((c) => c.length > 0);
}

function readClause(tokens: readonly string[]): EditReading {
  const none: EditReading = {
    verb: null,
    object: null,
    target: null,
    place: null,
    more: [],
    unknown: [],
  };
  let words = tokens.filter((w, i) => !(i === 0 && FILLERS.has(w)));
  while (words.length > 0 && FILLERS.has(words[0]!)) words = words.slice(1);
  // "get rid of", "take off/away/out": removal phrases.
  let verb: EditVerb | null = null;
  let verbWord: string | null = null;
  if (words[0] === "get" && words[1] === "rid") {
    verb = "remove";
    words = words.slice(words[2] === "of" ? 3 : 2);
  } else if (words[0] === "take" && words.some((w) => w === "off" || w === "away" || w === "out")) {
    verb = "remove";
    words = words.slice(1).filter((w) => w !== "off" && w !== "away" && w !== "out");
  } else if (words[0] && VERBS[words[0]]) {
    verbWord = words[0];
    verb = VERBS[words[0]]!;
    words = words.slice(1);
  }
  const comparative = words.find((w) => COMPARATIVES[w] !== undefined);
  if (comparative && (verb === null || verbWord === "make" || verbWord === "turn")) {
    const rest = words.filter((w) => w !== comparative);
    return { ...none, verb: COMPARATIVES[comparative]!, object: readObject(rest).object };
  }
  if (verb === "lighten" || verb === "darken" || verb === "remove" || verb === "close") {
    const of = words.indexOf("from");
    const obj = readObject(of >= 0 ? words.slice(0, of) : words).object;
    const place = of >= 0 ? readObject(words.slice(of + 1)).object : null;
    return { ...none, verb, object: obj, place };
  }
  if (verb === "bigger" || verb === "smaller" || verb === "longer" || verb === "shorter")
    return { ...none, verb, object: readObject(words).object };
  if (verb === "flip")
    return {
      ...none,
      verb,
      object: readObject(words.filter((w) => !/^(horizontal|vertical)/.test(w))).object,
    };
  if (verb === "outline") {
    const inAt = words.findIndex((w) => w === "in" || w === "with");
    const color =
      inAt >= 0 ? colorOf(words.slice(inAt + 1).filter((w) => !DETERMINERS.has(w))) : null;
    return {
      ...none,
      verb,
      object: readObject(inAt >= 0 ? words.slice(0, inAt) : words).object,
      target: target(color),
    };
  }
  if (verb === "add") {
    const read = readAdd(words, verbWord === "give");
    // "give him red hair": a figure has hair already; a colour for it is a recolor.
    const thing = read.target?.thing;
    if (verbWord === "give" && thing && OWN_PARTS.has(thing) && read.target?.color)
      return {
        ...none,
        verb: "recolor",
        object: { noun: thing, color: null, shape: null, position: null, pronoun: false },
        target: target(read.target.color),
      };
    return { ...none, ...read };
  }
  // A recolor: with a verb ("make the red blue") or without ("cape to red", "red cape").
  const recolor = readRecolor(words);
  if (recolor) return { ...none, verb: "recolor", ...recolor };
  if (verb === null) {
    // "red cape", "gold trim": a leading colour on a noun.
    const span = colorSpan(words, 0);
    if (span > 0 && words.length > span) {
      return {
        ...none,
        verb: "recolor",
        object: readObject(words.slice(span)).object,
        target: target(colorOf(words.slice(0, span))),
      };
    }
  }
  return { ...none, verb, object: readObject(words).object, unknown: words };
}

/** Reads a sentence into its roles (see the module comment). */
export function readEdit(sentence: string): EditReading {
  const clauses = splitClauses(tokenize(sentence));
  if (clauses.length === 0)
    return { verb: null, object: null, target: null, place: null, more: [], unknown: [] };
  const first = readClause(clauses[0]!);
  // Further clauses inherit the first verb: "make the hair pink and the shirt blue".
  const more = clauses.slice(1).map((c) => {
    const read = readClause(c);
    if (read.verb !== null || !first.verb) return read;
    return readClause([first.verb === "recolor" ? "make" : first.verb, ...c]);
  });
  return { ...first, more };
}
