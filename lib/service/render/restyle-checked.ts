/**
 * A restyle made and checked in one render: the picture is made exactly as the job makes it
 * (a character drawn again from its recipe for a trait, held item or pose; the recolor, pose
 * and item tools otherwise), then compared with its source. A result that leaves the sprite
 * unchanged or barely changed is a refusal, never a picture, so it can be refused before the
 * job is charged. Each word of a custom sentence is weighed by ablation: the sentence is made
 * again without it, and the word counts as used only when leaving it out changes the result.
 * A word read as a change (a color, a part, a preset, a pose, an item) that changes nothing on
 * this sprite ("cape" on a slime, "gold armor" on a wizard in a robe) is refused by name, unless
 * another word of the sentence was made: then it is reported ignored.
 */
import { contentWords, readAttributes, tokenize } from "@/lib/engine/prompt";
import { growCanvas, type RgbaImage } from "@/lib/engine/raster";
import { sideWords } from "@/lib/engine/combine";
import { opaqueCount, differingPixels } from "./pixel-diff";
import { explainRefusal, subjectOf } from "./restyle-reasons";
import { colorsImportFace, HAIR_ON_FACE } from "./restyle-import-hair";
import { makeOnce, type RestyleTasks } from "./restyle-make-once";
import type { CheckedRestyle, CheckedRestyleParams } from "./restyle-types";
import { kindOf, quote, weighWords } from "./restyle-words";
import { TORN_MESSAGE, tornApart } from "./restyle-pose-whole";

export type { CheckedRestyle, CheckedRestyleParams, RestyleRefusal } from "./restyle-types";

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
export function checkedRestyle(params: CheckedRestyleParams, tasks: RestyleTasks): CheckedRestyle {
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

function decideRestyle(params: CheckedRestyleParams, tasks: RestyleTasks): CheckedRestyle {
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
  const poseWords = asked.filter((w) => kindOf(w) === "pose");
  if (poseWords.length > 0 && tornApart(framed, full.image)) {
    return refused(poseWords, TORN_MESSAGE(poseWords));
  }
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

  // Fewer units on a bigger canvas, where each render costs more (12 at 64 px, 3 at 256 px).
  const cap = Math.max(
    3,
    Math.min(MAX_UNITS, Math.round((MAX_UNITS * 64 * 64) / (framed.width * framed.height))),
  );
  const { used, refused: refusedWords } = weighWords({
    prompt,
    asked,
    matters,
    cap,
    holds: parts.held,
    unrecognized: full.unrecognized,
    ...(full.placement ? { placement: full.placement } : {}),
    mode: params.mode,
  });
  // Part colors that change nothing refuse the sentence only when nothing else in it was made:
  // "gold armor and a blue cape" on a wolf hangs the cape and reports "gold" and "armor"
  // ignored. A held thing the sprite does not hold ("swap the staff") still refuses it.
  const bindings = readAttributes(prompt).bindings.filter((b) => b.color !== null);
  const partWords = new Set(bindings.flatMap((b) => [b.partWord, ...(b.color?.words ?? [])]));
  const partly =
    refusedWords.every((w) => partWords.has(w)) && [...used].some((w) => asked.includes(w));
  if (refusedWords.length > 0 && !partly) {
    return refused(
      refusedWords,
      `${quote(refusedWords)} would change nothing on this sprite (it has no such part, or it shows it already): leave ${refusedWords.length === 1 ? "it" : "them"} out or pick another sprite. Nothing is made or charged.`,
    );
  }
  // A color bound to a part that changed nothing ("gold" of "gold armor" on a wolf) is not used.
  const unmade = new Set([
    ...refusedWords,
    ...bindings
      .filter((b) => refusedWords.includes(b.partWord))
      .flatMap((b) => b.color?.words ?? []),
  ]);
  const made = (w: string) => used.has(w) && !unmade.has(w);
  return {
    ok: true,
    image: full.image,
    unrecognized: full.unrecognized,
    words: {
      used: asked.filter(made),
      ignored: asked.filter((w) => !made(w)),
    },
    redrawn: full.redrawn,
    ...(full.replaced ? { replaced: full.replaced } : {}),
  };
}

const refused = (words: readonly string[], message: string): CheckedRestyle => ({
  ok: false,
  refusal: { words, message },
});
