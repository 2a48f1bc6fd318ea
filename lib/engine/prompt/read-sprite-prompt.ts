/**
 * Reads a sprite prompt into what the generators draw from: asset type, subject, materials,
 * colors, moods, and the words it did not understand. Vocabulary-based and deterministic: the
 * same text always gives the same reading, and nothing outside the vocabulary is guessed at;
 * unknown content words are returned in `unrecognized` so the client can tell the user.
 */
import {
  type NearWord,
  paintsMaterial,
  type SubjectEntry as Subject,
  type SubjectVariant,
  shapePartWords,
  subjectEntry,
} from "../subjects";
import { CREATURE_PART_WORDS } from "./creature-parts";
import { PART_WORDS } from "./part-words";
import { clampChroma, hexToRgb, oklabToOklch, oklchToRgb, rgbToHex, rgbToOklab } from "../color";
import { labelText } from "./label";
import { ORIENTATION_WORDS } from "./orientation";
import { PROMPT_MAX_LENGTH, PROMPT_MIN_LENGTH, textLength } from "./limits";
import type { AssetType, Camera, Direction } from "./enums";
import {
  COLOR_MODIFIERS,
  COLOR_WORDS,
  ELEMENT_WORDS,
  type Element,
  FEATURE_WORDS,
  FILLER_WORDS,
  MATERIAL_WORDS,
  type Material,
  MOOD_WORDS,
  type Mood,
  SUBJECTS,
  type SubjectEntry,
  TIME_WORDS,
  type TimeOfDay,
  TRAIT_WORDS,
  type Trait,
  TYPE_WORDS,
  VIEW_WORDS,
} from "./vocabulary";

export interface ColorReading {
  /** The words as written, e.g. `red` or `dark red`. */
  readonly word: string;
  readonly hex: string;
  /** OKLCH hue in degrees; null for near-neutrals (white, gray, black) whose hue means nothing. */
  readonly hue: number | null;
}

export interface SpritePromptReading {
  /** The text read: the prompt, plus the look a near subject lends ("a bigfoot with brown skin"). */
  readonly prompt: string;
  readonly assetType: AssetType;
  /** Where the asset type came from: the caller, a type word ("tile"), the subject, or default. */
  readonly assetTypeSource: "given" | "word" | "subject" | "default";
  /** Canonical subject key (`knight`, `slime`, `sword`, `grass`...), null when none was named. */
  readonly subject: string | null;
  /** Other recognized things in the prompt: second subjects and parts (`shield`, `wings`). */
  readonly details: readonly string[];
  readonly materials: readonly Material[];
  readonly colors: readonly ColorReading[];
  readonly mood: readonly Mood[];
  readonly elements: readonly Element[];
  readonly traits: readonly Trait[];
  readonly timeOfDay: TimeOfDay | null;
  /** Facing and camera words in the text; request fields take precedence over these. */
  readonly view: { readonly direction?: Direction; readonly camera?: Camera };
  /** Content words not understood, lowercase, in order of appearance, without repeats. */
  readonly unrecognized: readonly string[];
  /**
   * The subject's variant the prompt's words pick (`pirate` for "a pirate ship", `airship` for
   * "a zeppelin"), a name from the subject's registry entry; null when none.
   */
  readonly variant: string | null;
  /**
   * The prompt named a thing the registry does not draw as itself, and the subject drawn is the
   * nearest one by meaning and category ("bigfoot" drawn as a brown-skinned `troll`).
   */
  readonly substituted?: { readonly asked: string; readonly drawn: string };
  /**
   * The words naming what the prompt asks for when the engine cannot draw it: the main noun
   * (before "with", "holding"...) is not understood and nothing close stands in. A generation
   * is refused with these words rather than drawn as something else.
   */
  readonly missingSubject?: readonly string[];
  /**
   * Colors bound to parts asked for after the sprite was drawn ("pink hair"), never read from
   * a prompt: an edit draws the sprite again with them (the same seed and prompt, so every
   * other choice is unchanged), and they win over the prompt's own.
   */
  readonly partColorsAsked?: string;
  /**
   * The share of the frame's height kept free above a character, never read from a prompt: a
   * still that raises what the hands hold over the head (a cheer) is drawn again shorter, feet
   * on the same ground, so the raised blade or staff has room to point up.
   */
  readonly headroom?: number;
}

const SUBJECT_INDEX: ReadonlyMap<string, readonly SubjectEntry[]> = (() => {
  const index = new Map<string, SubjectEntry[]>();
  for (const entry of SUBJECTS) {
    for (const alias of entry.aliases) {
      const list = index.get(alias) ?? [];
      list.push(entry);
      index.set(alias, list);
    }
  }
  return index;
})();

/** Words for things drawn as a near subject: word → the entry and how it stands in. */
const NEAR_INDEX: ReadonlyMap<string, { entry: SubjectEntry; near: NearWord }> = (() => {
  const index = new Map<string, { entry: SubjectEntry; near: NearWord }>();
  for (const entry of SUBJECTS) {
    for (const near of entry.near ?? []) if (!entry.weak) index.set(near.word, { entry, near });
  }
  return index;
})();

/** Words that start what the main subject has or holds: "a knight with a sword". */
const COMPOSITION_WORDS: ReadonlySet<string> = new Set([
  "with",
  "holding",
  "holds",
  "wielding",
  "wields",
  "carrying",
  "carries",
  "wearing",
  "wears",
  "riding",
]);

const MAX_PHRASE_WORDS = 3;

/** True when the text (a word or a phrase) means something to the reader. */
function known(text: string): boolean {
  return (
    SUBJECT_INDEX.has(text) ||
    NEAR_INDEX.has(text) ||
    text in TYPE_WORDS ||
    text in MATERIAL_WORDS ||
    text in COLOR_WORDS ||
    text in COLOR_MODIFIERS ||
    text in MOOD_WORDS ||
    text in ELEMENT_WORDS ||
    text in TRAIT_WORDS ||
    text in FEATURE_WORDS ||
    text in TIME_WORDS ||
    text in VIEW_WORDS ||
    // Part words ("shirt", "pants", "belly") carry the colors bound to them.
    PART_WORDS.has(text) ||
    CREATURE_PART_WORDS.has(text) ||
    text in ORIENTATION_WORDS ||
    FILLER_WORDS.has(text)
  );
}

/** Plural and simple inflections back to a known base: wolves → wolf, potions → potion. */
function stem(word: string): string {
  if (known(word)) return word;
  const candidates = [
    word.endsWith("ies") ? `${word.slice(0, -3)}y` : null,
    word.endsWith("ves") ? `${word.slice(0, -3)}f` : null,
    word.endsWith("ves") ? `${word.slice(0, -3)}fe` : null,
    word.endsWith("es") ? word.slice(0, -2) : null,
    word.endsWith("s") ? word.slice(0, -1) : null,
  ];
  for (const candidate of candidates) if (candidate && known(candidate)) return candidate;
  return word;
}

function tokenize(prompt: string): string[] {
  const raw = prompt
    .toLowerCase()
    .replace(/[^a-z0-9'/-]+/g, " ")
    .split(" ");
  const tokens: string[] = [];
  for (const piece of raw) {
    const word = piece.replace(/'s$/, "").replace(/^[-'/]+|[-'/]+$/g, "");
    if (!word) continue;
    if (word.includes("-") && !known(word)) {
      for (const part of word.split("-")) if (part) tokens.push(part);
    } else {
      tokens.push(word.replace(/'/g, ""));
    }
  }
  return tokens;
}

/** Sizes and counts ("32x32", "64px", "3") are understood as layout notes, not content. */
const SIZE_TOKEN = /^\d+(x\d+)?(px)?$|^x\d+$/;

/**
 * The drawers that draw a size word ("little", "giant") so it shows: a figure stands shorter or
 * broader, a beast heavier or smaller in its frame. Every other drawer fits its subject to the
 * frame whatever the word, so there the word changes nothing and is reported not understood.
 */
const SIZED_DRAWERS: ReadonlySet<string> = new Set(["humanoid", "quadruped"]);
const SIZE_TRAITS: ReadonlySet<Trait> = new Set<Trait>(["big", "small"]);

function colorReading(
  word: string,
  hex: string,
  modifier?: { dL: number; kC: number },
): ColorReading {
  let lch = oklabToOklch(rgbToOklab(hexToRgb(hex)));
  if (modifier) {
    lch = clampChroma({
      L: Math.min(0.95, Math.max(0.15, lch.L + modifier.dL)),
      C: lch.C * modifier.kC,
      h: lch.h,
    });
  }
  const out = modifier ? rgbToHex(oklchToRgb(lch)) : hex;
  return { word, hex: out, hue: lch.C < 0.03 ? null : Math.round(lch.h) };
}

/**
 * Reads `prompt` (3 to 1500 characters after trimming; RangeError otherwise). `assetType`, when
 * given, is the caller's choice and wins; otherwise a type word, then the subject, decide, and
 * `character` is the default for prompts that name neither.
 */
export function readSpritePrompt(prompt: string, assetType?: AssetType): SpritePromptReading {
  const text = prompt.trim();
  const length = textLength(text);
  if (length < PROMPT_MIN_LENGTH || length > PROMPT_MAX_LENGTH) {
    throw new RangeError(
      `prompt must be ${PROMPT_MIN_LENGTH} to ${PROMPT_MAX_LENGTH} characters, got ${length}`,
    );
  }
  const tokens = tokenize(text);
  // The label's words and the words asking for it are acted on: they are written, not unknown.
  const labelWords = new Set(tokenize(labelText(text)));
  const subjects: SubjectEntry[] = [];
  const typeWords: AssetType[] = [];
  const materials = new Set<Material>();
  const colors: ColorReading[] = [];
  const moods = new Set<Mood>();
  const elements = new Set<Element>();
  const traits = new Set<Trait>();
  /** The size words as written ("giant", "little"): reported unused where nothing draws them. */
  const sizeWords: string[] = [];
  const features = new Set<string>();
  const unrecognized: string[] = [];
  let timeOfDay: TimeOfDay | null = null;
  let direction: Direction | undefined;
  let camera: Camera | undefined;
  // The main noun phrase runs up to the first composition word ("with", "holding"...).
  let inHead = true;
  let headSubjects = 0;
  const headUnknown: string[] = [];
  const nearBy = new Map<SubjectEntry, { asked: string; near: NearWord }>();
  const named = new Set<SubjectEntry>();
  /**
   * The main noun phrase's first run of subject words with nothing between them ("ghost ship"
   * in "a ghost ship at sea"): each phrase's subjects, in the order written.
   */
  const compound: { phrase: string; entries: SubjectEntry[] }[] = [];
  /** Material words in the main noun phrase, with the token after each. */
  const headMaterials: { phrase: string; material: Material; next: number }[] = [];
  let compoundEnd = -1;

  let i = 0;
  while (i < tokens.length) {
    const word = tokens[i]!;
    const next = tokens[i + 1];
    // "dark red": a modifier directly before a color word shifts that color.
    const modifier = COLOR_MODIFIERS[word];
    if (modifier && next !== undefined && COLOR_WORDS[stem(next)] !== undefined) {
      const base = stem(next);
      colors.push(colorReading(`${word} ${base}`, COLOR_WORDS[base]!, modifier));
      i += 2;
      continue;
    }
    let phrase = "";
    let used = 0;
    for (let n = Math.min(MAX_PHRASE_WORDS, tokens.length - i); n >= 1; n--) {
      const words = tokens.slice(i, i + n);
      const last = words.length - 1;
      const joined = words.join(" ");
      const stemmed = [...words.slice(0, last), stem(words[last]!)].join(" ");
      if (known(joined)) phrase = joined;
      else if (known(stemmed)) phrase = stemmed;
      else continue;
      used = n;
      break;
    }
    if (!phrase) {
      if (!SIZE_TOKEN.test(word) && !labelWords.has(word) && !unrecognized.includes(word)) {
        unrecognized.push(word);
        if (inHead) headUnknown.push(word);
      }
      i += 1;
      continue;
    }
    i += used;
    if (COMPOSITION_WORDS.has(phrase)) inHead = false;
    const entries = SUBJECT_INDEX.get(phrase);
    if (entries) {
      subjects.push(...entries);
      for (const entry of entries) named.add(entry);
    }
    const near = entries ? undefined : NEAR_INDEX.get(phrase);
    if (near) {
      subjects.push(near.entry);
      if (!nearBy.has(near.entry)) nearBy.set(near.entry, { asked: phrase, near: near.near });
    }
    if ((entries || near) && inHead) {
      headSubjects += 1;
      if (compound.length === 0 || compoundEnd === i - used) {
        compound.push({ phrase, entries: entries ? [...entries] : [near!.entry] });
        compoundEnd = i;
      }
    }
    const typeWord = TYPE_WORDS[phrase];
    if (typeWord) typeWords.push(typeWord);
    const material = MATERIAL_WORDS[phrase];
    if (material) materials.add(material);
    if (material && inHead) headMaterials.push({ phrase, material, next: i });
    const color = COLOR_WORDS[phrase];
    if (color) colors.push(colorReading(phrase, color));
    const mood = MOOD_WORDS[phrase];
    if (mood) moods.add(mood);
    const element = ELEMENT_WORDS[phrase];
    if (element) elements.add(element);
    const trait = TRAIT_WORDS[phrase];
    if (trait) traits.add(trait);
    if (trait && SIZE_TRAITS.has(trait)) sizeWords.push(phrase);
    const feature = FEATURE_WORDS[phrase];
    if (feature) features.add(feature);
    const time = TIME_WORDS[phrase];
    if (time && timeOfDay === null) timeOfDay = time;
    const view = VIEW_WORDS[phrase];
    if (view?.direction && !direction) direction = view.direction;
    if (view?.camera && !camera) camera = view.camera;
  }

  const explicitType = assetType ?? typeWords[0];
  const ordered = compoundFirst(
    compound.map((g) => g.entries),
    subjects,
  );
  const subject = chooseSubject(ordered, explicitType);
  // A being or a place named before a thing ("ghost" in "a ghost ship", "dragon" in "a dragon
  // egg", "sea" in "a sea serpent") is not drawn on it: the word is reported, not passed off as
  // drawn. A word that picks the thing's variant ("pirate" in "a pirate ship") is drawn.
  if (subject && ordered !== subjects && compound.at(-1)?.entries.includes(subject)) {
    for (const { phrase, entries } of compound.slice(0, -1)) {
      if (!(living(entries) || place(entries))) continue;
      if (entries.includes(subject) || unrecognized.includes(phrase)) continue;
      if (!readVariant(subject.key, phrase)) unrecognized.push(phrase);
    }
  }
  // A material word the subject's drawing does not paint ("wooden" in "a wooden witch") is
  // reported and not passed on to the drawers, unless it is said of a part ("wooden shield").
  if (subject) {
    for (const { phrase, material, next } of headMaterials) {
      if (paintsMaterial(subject, material) || saidOfPart(subject, tokens, next)) continue;
      if (ELEMENT_WORDS[phrase] && ELEMENT_KINDS.has(subject.type)) continue;
      if (!unrecognized.includes(phrase)) unrecognized.push(phrase);
      materials.delete(material);
    }
    unrecognized.sort((a, b) => tokens.indexOf(a) - tokens.indexOf(b));
  }
  // A word naming a part of the subject's shape ("a crown with a blue jewel") is understood:
  // the shape drawer paints the colour written with it on that part.
  if (subject && "shape" in subject.draw) {
    const parts = shapePartWords(subject.draw.shape);
    for (let k = unrecognized.length - 1; k >= 0; k--)
      if (parts.has(unrecognized[k]!)) unrecognized.splice(k, 1);
  }
  // A size word the subject's drawer does not draw is not understood: it would change nothing.
  if (
    subject &&
    sizeWords.length > 0 &&
    !("drawer" in subject.draw && SIZED_DRAWERS.has(subject.draw.drawer)) &&
    !sizeWords.every((w) => TRAIT_WORDS[w] === subject.size)
  ) {
    for (const size of SIZE_TRAITS) traits.delete(size);
    for (const word of sizeWords) if (!unrecognized.includes(word)) unrecognized.push(word);
    unrecognized.sort((a, b) => tokens.indexOf(a) - tokens.indexOf(b));
  }
  // A subject named only by a near word is a substitution: the reading says so, and the near
  // word's colours stand in for colours the prompt did not name.
  const substitution =
    subject && !named.has(subject) && nearBy.has(subject) ? nearBy.get(subject) : undefined;
  const look = substitution?.near.look;
  if (look && colors.length === 0 && length + look.length < PROMPT_MAX_LENGTH) {
    // The near word's look ("with white skin") is read as if written after the prompt; the
    // second reading finds colours named, so it reads once more at most.
    return readSpritePrompt(`${text} ${look}`, assetType);
  }
  // Nothing drawable names the main thing asked for: either no subject at all among words the
  // reader did not understand, or the subject comes only after "with"/"holding" while the main
  // noun phrase holds unknown words ("a blacksmith with a hammer" is not a hammer).
  const missing =
    subject === null
      ? headUnknown.length > 0
        ? headUnknown
        : unrecognized
      : headSubjects === 0 && headUnknown.length > 0
        ? headUnknown
        : [];
  const details: string[] = [];
  for (const entry of subjects) {
    if (entry !== subject && entry.key !== subject?.key && !details.includes(entry.key)) {
      details.push(entry.key);
    }
  }
  for (const feature of features) if (!details.includes(feature)) details.push(feature);

  const resolvedType: AssetType = assetType ?? typeWords[0] ?? subject?.type ?? "character";
  const assetTypeSource = assetType
    ? "given"
    : typeWords[0]
      ? "word"
      : subject
        ? "subject"
        : "default";

  return {
    prompt: text,
    assetType: resolvedType,
    assetTypeSource,
    subject: subject?.key ?? null,
    details,
    materials: [...materials],
    colors,
    mood: [...moods],
    elements: [...elements],
    traits: [...traits],
    timeOfDay,
    view: { ...(direction ? { direction } : {}), ...(camera ? { camera } : {}) },
    unrecognized,
    variant:
      substitution?.near.variant ?? (subject ? readVariant(subject.key, text)?.name : null) ?? null,
    ...(substitution ? { substituted: { asked: substitution.asked, drawn: subject!.key } } : {}),
    ...(missing.length > 0 ? { missingSubject: missing } : {}),
  };
}

/**
 * The variant of subject `key` that the words of `prompt` pick: the first of the entry's
 * variants with a word or phrase in the text (simple plurals count). Null when none does.
 */
export function readVariant(key: string, prompt: string): SubjectVariant | null {
  const variants = subjectEntry(key)?.variants ?? [];
  if (variants.length === 0) return null;
  const tokens = tokenize(prompt);
  const has = (phrase: string) => {
    const words = phrase.split(" ");
    const last = words.length - 1;
    return tokens.some((_, k) =>
      words.every((w, n) => {
        const t = tokens[k + n];
        return t !== undefined && (t === w || (n === last && t.replace(/e?s$/, "") === w));
      }),
    );
  };
  return variants.find((v) => v.words.some(has)) ?? null;
}

const LIVING: ReadonlySet<AssetType> = new Set(["character", "creature"]);
/** Kinds whose drawing shows an element word ("ice" in "an ice dragon") as its colours. */
const ELEMENT_KINDS: ReadonlySet<AssetType> = new Set(["character", "creature", "effect"]);

/** Whether one of the two words from `next` names a part of the subject ("wooden shield"). */
function saidOfPart(subject: Subject, tokens: readonly string[], next: number): boolean {
  const shapeParts = "shape" in subject.draw ? shapePartWords(subject.draw.shape) : undefined;
  return tokens.slice(next, next + 2).some((t) => {
    const word = stem(t);
    return (
      PART_WORDS.has(word) || CREATURE_PART_WORDS.has(word) || (shapeParts?.has(word) ?? false)
    );
  });
}

const living = (group: readonly SubjectEntry[]) => group.some((e) => LIVING.has(e.type));
/** A phrase naming only a scene ("sea", "forest"): before a thing it says where, not what. */
const place = (group: readonly SubjectEntry[]) => group.every((e) => e.type === "background");

/**
 * The candidates in the order the main subject is sought. English puts the thing last in a
 * compound noun ("a ghost ship", "a sea serpent", "a horse cart", "a mushroom house"): the
 * words before it say what kind it is. So the compound's last subject comes first, unless it
 * and the word before it are both beings: a race before a role names the race ("an orc
 * warrior", "a goblin shaman", "a slime king"), drawn with the role's variant. Subject words
 * apart ("a quiver of arrows", "a dwarf at an anvil") are no compound.
 */
function compoundFirst(
  groups: readonly (readonly SubjectEntry[])[],
  all: readonly SubjectEntry[],
): readonly SubjectEntry[] {
  const last = groups[groups.length - 1];
  const before = groups[groups.length - 2];
  if (!last || !before || (living(last) && living(before))) return all;
  return [...last, ...all.filter((e) => !last.includes(e))];
}

/**
 * The main subject: the first strong subject of the requested type, else the first weak one of
 * that type, else the first strong subject of any type, else the first weak one.
 */
function chooseSubject(candidates: readonly SubjectEntry[], type?: AssetType): SubjectEntry | null {
  const strong = candidates.filter((entry) => !entry.weak);
  const weak = candidates.filter((entry) => entry.weak);
  if (type) {
    const match = strong.find((e) => e.type === type) ?? weak.find((e) => e.type === type);
    if (match) return match;
  }
  return strong[0] ?? weak[0] ?? null;
}
