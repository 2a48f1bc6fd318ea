/**
 * A restyle made and checked in one render: the picture is made exactly as the job makes it
 * (a character drawn again from its recipe for a trait, held item or pose; the recolor, pose
 * and item tools otherwise), then compared with its source. A result that leaves the sprite
 * unchanged or barely changed is a refusal, never a picture, so it can be refused before the
 * job is charged. Each word of a custom sentence is weighed by ablation: the sentence is made
 * again without it, and the word counts as used only when leaving it out changes the result.
 * A word read as a change (a color, a part, a preset, a pose, an item) that changes nothing on
 * this sprite ("cape" on a slime, "gold armor" on a wizard in a robe) is refused by name.
 */
import { rgbToOklab } from "@/lib/engine/color";
import { contentWords, readAttributes, SUBJECTS, tokenize } from "@/lib/engine/prompt";
import { type FramingAnchor, growCanvas, type RgbaImage } from "@/lib/engine/raster";
import { readGestures } from "@/lib/engine/animate";
import { sideWords } from "@/lib/engine/combine";
import {
  drawAppearanceOnImport,
  importFaceMask,
  readAppearance,
  readRestylePrompt,
  refuseRestyle,
  type RestyleMode,
  type RestylePreset,
  type Tier,
} from "@/lib/engine/restyle";
import { readRedraw, refuseForParts } from "../operations/restyle-redraw";
import type { LayeredSprite } from "@/lib/engine/draw";
import type { RedrawRecipe, RenderParams, RenderTaskTable } from "./tasks";
import { addHeldItem, addsHeld } from "./restyle-add-item";
import { capeOnImport, capeOnlyAsked } from "./cape-on-import";
import { explainRefusal, subjectOf } from "./restyle-reasons";

export interface CheckedRestyleParams {
  readonly source: RgbaImage;
  /** How the generator draws the source again; null for imports and edited versions. */
  readonly redraw: RedrawRecipe | null;
  /**
   * The source's stored layered document (a generation, or an edit of one with the edit in its
   * layers); left out or null, the recipe's drawing when still exactly the pixels.
   */
  readonly layered?: LayeredSprite | null;
  readonly preset?: RestylePreset;
  readonly customPrompt?: string;
  readonly mode: RestyleMode;
  readonly tier: Tier;
  readonly anchors?: RenderParams<"restyle">["anchors"];
  readonly framingMargin?: number;
  readonly framingAnchor?: FramingAnchor;
  readonly seed: number;
  readonly basePalette: RenderParams<"restyle">["basePalette"];
  readonly paletteExtras: number;
}

export interface RestyleRefusal {
  readonly words: readonly string[];
  readonly message: string;
}

export type CheckedRestyle =
  | {
      readonly ok: true;
      readonly image: RgbaImage;
      readonly unrecognized: readonly string[];
      /** Content words of the custom sentence: `used` changed the result, `ignored` did not. */
      readonly words: { readonly used: readonly string[]; readonly ignored: readonly string[] };
      /** Drawn again from the recipe (a trait, a held item, a pose) rather than recolored. */
      readonly redrawn: boolean;
      /**
       * An added held item took the place of this (`sword`, `shield`): both hands were full, or
       * the sentence named the hand that held it.
       */
      readonly replaced?: string;
    }
  | { readonly ok: false; readonly refusal: RestyleRefusal };

type Tasks = Pick<RenderTaskTable, "restyle" | "restyleRedraw" | "spriteParts" | "combine">;

/**
 * Words that frame a request rather than ask for a change ("make him look", "give her", "swap
 * ... for"): left out, they change nothing, and that is no reason to refuse the sentence.
 */
const FRAMING = new Set([
  "give",
  "gives",
  "make",
  "makes",
  "look",
  "looks",
  "like",
  "him",
  "her",
  "them",
  "it",
  "his",
  "its",
  "their",
  "add",
  "put",
  "get",
  "have",
  "has",
  "wear",
  "wearing",
  "new",
  "swap",
  "swapped",
  "replace",
  "replaced",
  "change",
  "exchange",
  "switch",
  "trade",
  "instead",
  "hold",
  "holding",
  "turn",
  "into",
  "version",
  "variant",
  "edition",
  "theme",
  "themed",
  "style",
  "styled",
  "pose",
  "posing",
  "position",
  "arm",
  "arms",
  "hand",
  "hands",
  "both",
  "one",
  "side",
  "other",
  "way",
  "up",
  "very",
  "more",
  "all",
  "over",
  "covered",
  "fully",
]);

/** Every subject word and alias, with its asset type. */
const SUBJECT_WORDS: ReadonlyMap<string, string> = new Map(
  SUBJECTS.flatMap((s) => [s.key, ...s.aliases].map((w) => [w, s.type] as const)),
);

/** A pixel differs visibly: it appears or vanishes, or its OKLab color moves by this much. */
const COLOR_STEP = 0.04;
/**
 * Share of the figure a whole restyle must change to count as a change at all: a cape seen
 * from the front recolored is about 2%; a few frost pixels on an otherwise unchanged sprite,
 * under 1%, are not a restyle.
 */
const MIN_CHANGE_SHARE = 0.015;
/** Units weighed one by one at 64 px; the rest of a longer sentence is weighed together. */
const MAX_UNITS = 12;
/** Share of the figure leaving a word out must change for the word to count as used. */
const MIN_WORD_SHARE = 0.008;

/** The restyle made and checked; a refusal says why in a sentence about this sprite. */
export function checkedRestyle(params: CheckedRestyleParams, tasks: Tasks): CheckedRestyle {
  const result = decideRestyle(params, tasks);
  if (result.ok) return result;
  const parts = tasks.spriteParts({
    source: params.source,
    redraw: params.redraw,
    ...(params.layered ? { layered: params.layered } : {}),
  });
  const subject = params.redraw
    ? subjectOf(params.redraw.prompt, params.redraw.assetType)
    : (params.layered?.recipe.reading.subject ?? null);
  const drawn = params.redraw !== null || Boolean(params.layered);
  const said = params.customPrompt ?? params.preset ?? "";
  return { ok: false, refusal: explainRefusal(result.refusal, said, { subject, parts, drawn }) };
}

function decideRestyle(params: CheckedRestyleParams, tasks: Tasks): CheckedRestyle {
  const framed = growCanvas(
    params.source,
    params.framingMargin ?? 0,
    params.framingAnchor ?? "center",
  ).image;
  const parts = tasks.spriteParts({
    source: params.source,
    redraw: params.redraw,
    ...(params.layered ? { layered: params.layered } : {}),
  });
  const once = (prompt: string | undefined) => makeOnce(params, prompt, parts, tasks);

  const full = once(params.customPrompt);
  if (!full.ok) return full;
  const figure = opaqueCount(framed, full.image);
  const changed = differingPixels(framed, full.image);
  // Side words ("in his left hand") are filler to the generation vocabulary but pick a hand
  // here: accounted for, used only when the result went to that side.
  const asked = params.customPrompt
    ? [...contentWords(params.customPrompt), ...sideWords(params.customPrompt)]
    : [params.preset ?? ""];
  // A redraw changes only the parts asked for, on purpose (a frown and brows are a handful of
  // pixels): it is held to the floor of 6 pixels, not to a share of the figure.
  if (changed < (full.redrawn ? 6 : Math.max(6, figure * MIN_CHANGE_SHARE))) {
    const held = params.paletteExtras === 0 ? " (palette_extras 0 holds it to its own colors)" : "";
    return refused(
      asked,
      `${quote(asked)} would leave this sprite unchanged or barely changed (${changed} of ${figure} pixels)${held}: nothing is made or charged.`,
    );
  }
  const hairOnFace = colorsImportFace(params, full.image);
  if (hairOnFace) return refused(hairOnFace, HAIR_ON_FACE(hairOnFace));
  if (!params.customPrompt) {
    return {
      ok: true,
      image: full.image,
      unrecognized: [],
      words: { used: [], ignored: [] },
      redrawn: false,
    };
  }
  const prompt = params.customPrompt;
  const minWord = full.redrawn ? 3 : Math.max(3, figure * MIN_WORD_SHARE);
  const without = (drop: ReadonlySet<string>): RgbaImage => {
    const rest = tokenize(prompt).filter((t) => !drop.has(t));
    const made = rest.length > 0 ? once(rest.join(" ")) : null;
    return made?.ok ? made.image : framed;
  };
  const matters = (drop: ReadonlySet<string>) =>
    differingPixels(full.image, without(drop)) >= minWord;

  // A color bound to a part ("blue cape") is one ask: weighed together, so leaving the part
  // out does not turn its color into a look for the whole sprite.
  const units: string[][] = [];
  const inUnit = new Set<string>();
  for (const b of readAttributes(prompt).bindings) {
    if (!b.color) continue;
    const words = [b.partWord, ...b.color.words].filter((w) => asked.includes(w) && !inUnit.has(w));
    if (words.length === 0) continue;
    for (const w of words) inUnit.add(w);
    units.push(words);
  }
  // Words the reader does not know change nothing by construction: reported ignored, not
  // weighed. Past MAX_UNITS, the rest of a long sentence is weighed as one unit, so a
  // 500-character prompt costs a bounded number of renders.
  const unknown = new Set(readRestylePrompt(prompt).unrecognized);
  const read = (w: string) =>
    !unknown.has(w) ||
    readAppearance(w) !== null ||
    readGestures(w).gestures.length > 0 ||
    readRestylePrompt(w).newItem !== null;
  // Side words are not weighed: they are used exactly when an added item went to that side.
  const sides = sideWords(prompt);
  const single = asked.filter(
    (w) => !inUnit.has(w) && !FRAMING.has(w) && !sides.includes(w) && read(w),
  );
  // Fewer units on a bigger canvas, where each render costs more (12 at 64 px, 3 at 256 px).
  const cap = Math.max(
    3,
    Math.min(MAX_UNITS, Math.round((MAX_UNITS * 64 * 64) / (framed.width * framed.height))),
  );
  const room = Math.max(0, cap - units.length);
  for (const w of single.slice(0, room)) units.push([w]);
  if (single.length > room) units.push(single.slice(room));
  if (units.length > cap) units.splice(cap - 1, units.length, units.slice(cap - 1).flat());

  const used = new Set<string>();
  const idle: string[][] = [];
  for (const unit of units) {
    if (matters(new Set(unit))) for (const w of unit) used.add(w);
    else idle.push(unit);
  }
  // Synonyms ("frozen in ice", "cheers with arms raised") each change nothing alone, as the
  // other still asks for it: every word of one kind (a look, a pose), left out together,
  // shows what they did. Item words are not synonyms: the one replaced must be held.
  const idleWords = idle.flat();
  const kinds = new Map<string, string[]>();
  for (const w of asked) {
    const kind = kindOf(w);
    if (kind) kinds.set(kind, [...(kinds.get(kind) ?? []), w]);
  }
  for (const words of kinds.values()) {
    if (!words.some((w) => idleWords.includes(w) && !used.has(w))) continue;
    if (matters(new Set(words))) for (const w of words) used.add(w);
  }
  // The word naming the item the sprite holds ("raise the staff", "swap the sword for an
  // axe") says what the change acts on: the rest of the sentence would pick it anyway, but it
  // is what moved or was replaced, and a sprite without it is refused before this.
  const holds = parts.held;
  for (const w of idleWords) if (holds && (w === holds || w === `${holds}s`)) used.add(w);
  const unrecognized = new Set(full.unrecognized);
  // Words naming what the sprite is ("a knight with a sword" beside a preset) describe it; they
  // ask for a change only as the item to hold or swap, in the modes that do items.
  const items = params.mode === "item" || params.mode === "custom" || params.mode === "pose";
  const describes = (w: string) => {
    const subject = SUBJECT_WORDS.get(w) ?? SUBJECT_WORDS.get(w.replace(/s$/, ""));
    return subject !== undefined && (!items || (subject !== "weapon" && subject !== "item"));
  };
  // A side word is used when the added item went to that hand; otherwise (that hand holds
  // what the sentence did not name, and the other was free) it is reported ignored.
  for (const w of sides) if (full.placement?.includes(w)) used.add(w);
  const refusedWords = idleWords.filter(
    (w) => !used.has(w) && !unrecognized.has(w) && !describes(w),
  );
  if (refusedWords.length > 0) {
    return refused(
      refusedWords,
      `${quote(refusedWords)} would change nothing on this sprite (it has no such part, or it shows it already): leave ${refusedWords.length === 1 ? "it" : "them"} out or pick another sprite. Nothing is made or charged.`,
    );
  }
  return {
    ok: true,
    image: full.image,
    unrecognized: full.unrecognized,
    words: {
      used: asked.filter((w) => used.has(w)),
      ignored: asked.filter((w) => !used.has(w)),
    },
    redrawn: full.redrawn,
    ...(full.replaced ? { replaced: full.replaced } : {}),
  };
}

const HAIR_ON_FACE = (words: readonly string[]) =>
  `This imported picture shows no hair: the only part a hair colour would find on it is its face, so ${quote(words)} would change nothing it has. Nothing is made or charged.`;

/**
 * The words of a hair colour ("pink hair") that, on an import (no layers to say where its hair
 * is), would paint mostly its face: the pixels changed lie on the face the appearance changes
 * find. Null otherwise.
 */
function colorsImportFace(params: CheckedRestyleParams, result: RgbaImage): string[] | null {
  if (params.redraw || params.layered || !params.customPrompt) return null;
  const hair = readAttributes(params.customPrompt).bindings.find(
    (b) => b.part === "hair" && b.color,
  );
  if (!hair?.color) return null;
  const { source } = params;
  if (result.width !== source.width || result.height !== source.height) return null;
  const face = importFaceMask(source);
  if (!face) return null;
  let changed = 0;
  let onFace = 0;
  for (let i = 0; i < face.length; i++) {
    const o = i * 4;
    if ([0, 1, 2, 3].every((k) => source.data[o + k] === result.data[o + k])) continue;
    changed++;
    if (face[i]) onFace++;
  }
  return changed > 0 && onFace * 2 > changed ? [...hair.color.words, hair.partWord] : null;
}

type Once =
  | {
      readonly ok: true;
      readonly image: RgbaImage;
      readonly unrecognized: readonly string[];
      readonly redrawn: boolean;
      /** Where an added held item went (`left hand`; see restyle-add-item). */
      readonly placement?: string;
      readonly replaced?: string | null;
    }
  | { readonly ok: false; readonly refusal: RestyleRefusal };

/** The restyle made once, as the job makes it, or the reason the sentence is refused. */
function makeOnce(
  params: CheckedRestyleParams,
  prompt: string | undefined,
  parts: ReturnType<Tasks["spriteParts"]>,
  tasks: Tasks,
): Once {
  const { source, redraw, mode } = params;
  if (prompt !== undefined && !params.preset) {
    const ask = readRedraw(prompt, mode);
    // A held item the sentence adds without naming what the figure holds goes to a hand as a
    // combine puts it: the figure keeps its size and what it holds in the other hand.
    if (ask?.held && !ask.pose && parts.body === "biped" && addsHeld(prompt, parts.held)) {
      const added = addHeldItem(params, prompt, ask.held, tasks);
      if (added) {
        return {
          ok: true,
          image: added.image,
          unrecognized: [],
          redrawn: true,
          placement: added.placement,
          replaced: added.replaced,
        };
      }
    }
    const again =
      ask && (redraw || params.layered)
        ? tasks.restyleRedraw({
            source,
            redraw,
            traits: ask.traits,
            held: ask.held,
            pose: ask.pose,
            partColors: ask.partColors,
            layered: params.layered ?? null,
          })
        : null;
    const redrawn = again?.image ?? null;
    // Part colors the drawer itself painted and that show nothing (pink hair under a helmet)
    // are no change: the recolor would paint whatever it took for the hair.
    if (again?.drawn && !redrawn && ask?.partColors && !ask.pose && !ask.held) {
      const refusal = refuseRestyle(prompt, mode, false);
      if (refusal) return { ok: false, refusal };
      const image = growCanvas(
        source,
        params.framingMargin ?? 0,
        params.framingAnchor ?? "center",
      ).image;
      return { ok: true, image, unrecognized: [], redrawn: true };
    }
    // An import has no drawer to draw it again: a beard, an older look or a sad face is drawn
    // on its own face when one can be found, or refused saying why.
    const appearance = readAppearance(prompt);
    if (appearance && ask && !redraw && !params.layered && !ask.held && !ask.pose) {
      const drawn = drawAppearanceOnImport(source, ask.traits);
      if (!drawn.ok) {
        const words = appearance.words;
        return {
          ok: false,
          refusal: { words, message: `${quote(words)} cannot be drawn: ${drawn.reason}.` },
        };
      }
      if (!ask.partColors) {
        const image = growCanvas(
          drawn.image,
          params.framingMargin ?? 0,
          params.framingAnchor ?? "center",
        ).image;
        return { ok: true, image, unrecognized: [], redrawn: true };
      }
    }
    // An import read as a figure takes a coloured cape on its back as a combine hangs one.
    const cape =
      ask && !redraw && !params.layered && parts.body === "unknown" && capeOnlyAsked(ask);
    if (cape) {
      const image = capeOnImport(params, cape, tasks);
      if (image) return { ok: true, image, unrecognized: [], redrawn: true };
    }
    const refusal =
      refuseRestyle(prompt, mode, appearance !== null && redrawn !== null) ??
      refuseForParts(prompt, mode, parts);
    if (refusal) return { ok: false, refusal };
    if (redrawn && ask) {
      // Framed like any restyle: the margin asked for, the sprite at the anchor.
      const image = growCanvas(
        redrawn,
        params.framingMargin ?? 0,
        params.framingAnchor ?? "center",
      ).image;
      return { ok: true, image, unrecognized: [], redrawn: true };
    }
  }
  const result = tasks.restyle({
    source,
    preset: params.preset,
    customPrompt: prompt,
    mode: params.preset ? "restyle" : mode,
    tier: params.tier,
    anchors: params.anchors,
    framingMargin: params.framingMargin,
    framingAnchor: params.framingAnchor,
    seed: params.seed,
    basePalette: params.basePalette,
    paletteExtras: params.paletteExtras,
    redraw,
    layered: params.layered ?? null,
  });
  return {
    ok: true,
    image: result.image,
    unrecognized: result.unrecognized,
    redrawn: false,
  };
}

/** What a word asks for read alone: a look (color, material, preset) or a pose. */
function kindOf(word: string): "look" | "pose" | null {
  const r = readRestylePrompt(word);
  if (r.newItem) return null;
  if (r.poses.length > 0 || readGestures(word).gestures.length > 0) return "pose";
  if (r.preset || r.look) return "look";
  return null;
}

const refused = (words: readonly string[], message: string): CheckedRestyle => ({
  ok: false,
  refusal: { words, message },
});

const quote = (words: readonly string[]) => words.map((w) => `"${w}"`).join(", ");

/** Pixels shown in either picture (they are the same size). */
function opaqueCount(a: RgbaImage, b: RgbaImage): number {
  let n = 0;
  for (let o = 3; o < a.data.length; o += 4) if (a.data[o]! > 0 || b.data[o]! > 0) n++;
  return n;
}

/** Pixels that differ visibly between two pictures of one size (all of them if sizes differ). */
export function differingPixels(a: RgbaImage, b: RgbaImage): number {
  if (a.width !== b.width || a.height !== b.height) return a.width * a.height;
  const lab = new Map<number, ReturnType<typeof rgbToOklab>>();
  const labOf = (d: Uint8ClampedArray, o: number) => {
    const key = (d[o]! << 16) | (d[o + 1]! << 8) | d[o + 2]!;
    let v = lab.get(key);
    if (!v) {
      v = rgbToOklab([d[o]!, d[o + 1]!, d[o + 2]!]);
      lab.set(key, v);
    }
    return v;
  };
  let n = 0;
  for (let o = 0; o < a.data.length; o += 4) {
    const sa = a.data[o + 3]! > 0;
    const sb = b.data[o + 3]! > 0;
    if (sa !== sb) {
      n++;
      continue;
    }
    if (!sa) continue;
    const x = labOf(a.data, o);
    const y = labOf(b.data, o);
    const d = Math.hypot(x.L - y.L, x.a - y.a, x.b - y.b);
    if (d > COLOR_STEP) n++;
  }
  return n;
}
