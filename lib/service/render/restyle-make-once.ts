/**
 * A restyle made once, exactly as its job makes it: a held item added the way a combine puts
 * it, a character drawn again from its recipe (a trait, a held item, a pose, part colours), an
 * appearance drawn on an import's own face, or else the recolor, pose and item tools.
 */
import { growCanvas, type RgbaImage } from "@/lib/engine/raster";
import { drawAppearanceOnImport, readAppearance, refuseRestyle } from "@/lib/engine/restyle";
import { readRedraw, refuseForParts } from "../operations/restyle-redraw";
import { addHeldItem, addsHeld } from "./restyle-add-item";
import { capeAmongOthers, capeOnImport, capeOnlyAsked } from "./cape-on-import";
import type { RenderTaskTable } from "./task-types";
import type { CheckedRestyleParams, RestyleRefusal } from "./restyle-types";
import { quote } from "./restyle-words";
import { subjectOf } from "./restyle-reasons";
import { subjectEntry } from "@/lib/engine/subjects";
import { asksCheer, cutoutCheerStill } from "@/lib/engine/animate";

export type RestyleTasks = Pick<
  RenderTaskTable,
  "restyle" | "restyleRedraw" | "spriteParts" | "combine"
>;

export type Once =
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
export function makeOnce(
  params: CheckedRestyleParams,
  said: string | undefined,
  parts: ReturnType<RestyleTasks["spriteParts"]>,
  tasks: RestyleTasks,
): Once {
  const { source, redraw, mode } = params;
  const prompt = said !== undefined && furred(params) ? hairAsFur(said) : said;
  if (prompt !== undefined && !params.preset) {
    const ask = readRedraw(prompt, mode);
    // A held item the sentence adds without naming what the figure holds goes to a hand as a
    // combine puts it: the figure keeps its size and what it holds in the other hand. An import
    // read as a figure takes it so too (its hand found by shape): drawn by the item tool in the
    // import's blocks, a spear came out a few blocks long and read as a club.
    const figure =
      parts.body === "biped" || (parts.body === "unknown" && !redraw && !params.layered);
    if (ask?.held && !ask.pose && figure && addsHeld(prompt, parts.held)) {
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
    // An import read as a figure cheers with the arms its cut-out motions move: lifted by the
    // pose tool's guess at an arm, a small mage's arms came away from its body.
    if (ask?.pose && !redraw && !params.layered && parts.body === "unknown" && asksCheer(prompt)) {
      const cheer = cutoutCheerStill(source, params.framingMargin ?? 0, params.framingAnchor);
      if (cheer) return { ok: true, image: cheer, unrecognized: [], redrawn: false };
    }
    // An import read as a figure takes a coloured cape on its back as a combine hangs one.
    const cape =
      ask && !redraw && !params.layered && parts.body === "unknown" && capeOnlyAsked(ask);
    if (cape) {
      const image = capeOnImport(params, cape, tasks);
      if (image) return { ok: true, image, unrecognized: [], redrawn: true };
    }
    // Beside other part colours ("gold armor and a blue cape"), the others are recoloured
    // first and the cape hung on the result.
    const mixed =
      ask && !redraw && !params.layered && parts.body === "unknown" ? capeAmongOthers(ask) : null;
    if (mixed) {
      const rest = tasks.restyle({
        ...restyleParams(params, mixed.rest),
        framingMargin: 0,
      });
      const image = capeOnImport({ ...params, source: rest.image }, mixed.cape, tasks);
      if (image) return { ok: true, image, unrecognized: rest.unrecognized, redrawn: false };
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
  const result = tasks.restyle(restyleParams(params, prompt));
  return {
    ok: true,
    image: result.image,
    unrecognized: result.unrecognized,
    redrawn: false,
  };
}

/**
 * Whether the sprite is a beast the engine drew with a furred coat (a mammal that is not a
 * figure on two legs: a wolf, a bear): its hair is its fur, so "pink hair" colours its coat.
 */
function furred(params: CheckedRestyleParams): boolean {
  const request = params.layered?.recipe;
  const subject = params.redraw
    ? subjectOf(params.redraw.prompt, params.redraw.assetType)
    : (request?.reading.subject ?? null);
  const entry = subject ? subjectEntry(subject) : undefined;
  return entry !== undefined && entry.rig !== "biped" && entry.category.includes("mammal");
}

/** The sentence with "hair" read as the coat it is on a furred beast ("pink hair": pink fur). */
const hairAsFur = (prompt: string) => prompt.replace(/\bhair\b/gi, "fur");

/** The recolor, pose and item tools' params for `prompt` on the restyle's source. */
function restyleParams(params: CheckedRestyleParams, prompt: string | undefined) {
  return {
    source: params.source,
    preset: params.preset,
    customPrompt: prompt,
    mode: params.preset ? ("restyle" as const) : params.mode,
    tier: params.tier,
    anchors: params.anchors,
    framingMargin: params.framingMargin,
    framingAnchor: params.framingAnchor,
    seed: params.seed,
    basePalette: params.basePalette,
    paletteExtras: params.paletteExtras,
    redraw: params.redraw,
    layered: params.layered ?? null,
  };
}
