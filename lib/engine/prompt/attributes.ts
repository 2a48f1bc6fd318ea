/**
 * Attributes bound to the parts they name: "gold armor and a blue cape" is two bindings (armor
 * → gold, cape → blue), "pink hair" colours the hair and nothing else, "make the cape red" binds
 * red to the cape. Clauses are cut at "and", "with", "but", "plus" and punctuation; inside a
 * clause a color binds to the part word right after it ("blue cape"), else to the nearest part
 * word before it ("armor gold", "make the cape red"). A color with no part in its clause is
 * `loose` (it applies to whatever the operation acts on); a part with no color is still listed,
 * so an edit can act on it ("remove the hair"). Shared by restyle and touch-up.
 */
import { HAIR_COLOR_WORDS, hexToRgb, type Oklch, oklabToOklch, rgbToOklab } from "../color";
import { tokenize } from "./edit-words";
import { MATERIAL_LOOKS } from "./looks";
import { type BodyPart, PART_WORDS } from "./part-words";
import { readSpritePrompt } from "./read-sprite-prompt";
import { COLOR_MODIFIERS, COLOR_WORDS, MATERIAL_WORDS } from "./vocabulary";

export { BODY_PARTS, type BodyPart, PART_WORDS } from "./part-words";

/** A color as the prompt named it: the words and the OKLCH they mean. */
export interface NamedColor {
  readonly words: readonly string[];
  readonly color: Oklch;
}

export interface PartBinding<P extends string = BodyPart> {
  readonly part: P;
  /** The word as written ("cape", "armor"). */
  readonly partWord: string;
  readonly color: NamedColor | null;
}

export interface AttributeReading<P extends string = BodyPart> {
  /** Every part word in order, each with the color bound to it (or null). */
  readonly bindings: readonly PartBinding<P>[];
  /** Colors in clauses that name no part. */
  readonly loose: readonly NamedColor[];
}

const CLAUSE_BREAK = /[,;.:!?]|\b(?:and|with|but|plus|while|also)\b/;

const lchOfHex = (hex: string): Oklch => oklabToOklch(rgbToOklab(hexToRgb(hex)));

/** The color term starting at token `i` (a modifier and a color word, a color, a material). */
function colorAt(
  tokens: readonly string[],
  i: number,
): { named: NamedColor; length: number } | null {
  const word = tokens[i]!;
  const next = tokens[i + 1];
  if (COLOR_MODIFIERS[word] && next !== undefined && COLOR_WORDS[next]) {
    // The sprite reader already knows how a modifier shifts a color: reuse it.
    const reading = readSpritePrompt(`${word} ${next}`);
    const hex = reading.colors[0]?.hex ?? COLOR_WORDS[next]!;
    return { named: { words: [word, next], color: lchOfHex(hex) }, length: 2 };
  }
  const hex = COLOR_WORDS[word];
  if (hex) return { named: { words: [word], color: lchOfHex(hex) }, length: 1 };
  const material = MATERIAL_WORDS[word];
  if (material)
    return { named: { words: [word], color: MATERIAL_LOOKS[material].base }, length: 1 };
  return null;
}

function readClause<P extends string>(
  tokens: readonly string[],
  words: ReadonlyMap<string, P>,
  bindings: PartBinding<P>[],
  loose: NamedColor[],
): void {
  const parts: { at: number; part: P; word: string; color: NamedColor | null }[] = [];
  const colors: { at: number; named: NamedColor }[] = [];
  for (let i = 0; i < tokens.length; ) {
    // A word that is both ("fur", "scales") is the part: "orange fur" colours the fur.
    const found = words.has(tokens[i]!) ? null : colorAt(tokens, i);
    if (found) {
      // "brown leather boots": a color then a material is one term, and the color is its hue.
      const after = tokens[i + found.length];
      const isColor = !MATERIAL_WORDS[tokens[i]!];
      const textured =
        isColor && after !== undefined && !words.has(after) && MATERIAL_WORDS[after] !== undefined;
      const named = textured
        ? { words: [...found.named.words, after], color: found.named.color }
        : found.named;
      colors.push({ at: i, named });
      i += found.length + (textured ? 1 : 0);
      continue;
    }
    const part = words.get(tokens[i]!);
    if (part) parts.push({ at: i, part, word: tokens[i]!, color: null });
    i++;
  }
  const hair = words.get("hair");
  for (const { at, named } of colors) {
    // "blue cape": the first part word after the color, unless another color comes first.
    const nextColor = colors.find((c) => c.at > at)?.at ?? Infinity;
    const after = parts.find((p) => p.at > at && p.at < nextColor && p.color === null);
    const before = [...parts].reverse().find((p) => p.at < at && p.color === null);
    const target = after ?? before;
    if (target) target.color = named;
    else if (hair !== undefined && named.words.some((w) => HAIR_COLOR_WORDS.has(w)))
      // "a blonde elf": a colour said only of hair colours the hair when no part is named.
      parts.push({ at, part: hair, word: "hair", color: named });
    else loose.push(named);
  }
  for (const p of parts) bindings.push({ part: p.part, partWord: p.word, color: p.color });
}

/** The bindings of `text` over the part words of a figure (hair, cape, armor...). */
export function readAttributes(text: string): AttributeReading {
  return readPartAttributes(text, PART_WORDS);
}

/** The same reading over another body's part words (a creature's wings, horns, belly). */
export function readPartAttributes<P extends string>(
  text: string,
  words: ReadonlyMap<string, P>,
): AttributeReading<P> {
  const bindings: PartBinding<P>[] = [];
  const loose: NamedColor[] = [];
  for (const clause of text.toLowerCase().split(CLAUSE_BREAK)) {
    const tokens = tokenize(clause);
    if (tokens.length > 0) readClause(tokens, words, bindings, loose);
  }
  return { bindings, loose };
}
