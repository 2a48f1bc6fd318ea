/**
 * A combine: an item sprite put into a base sprite where the prompt places it. A cape on the
 * back of a generated sprite still as drawn is worn on its layers; an item asked into a hand
 * that holds something else goes into the drawing emptied of it. The result keeps layers when
 * the base had them, with the item as its own layer when it went into a hand.
 */
import { carryEdit, HELD_WORDS, insertItemLayer, type LayeredSprite } from "@/lib/engine/draw";
import {
  combineSprites,
  NoItemFoundError,
  mainColor,
  namesCape,
  readCombineWords,
  readPlacement,
} from "@/lib/engine/combine";
import { applyPaletteExtras, paletteOf } from "@/lib/engine/palette";
import { differingPixels } from "./pixel-diff";
import { emptyHanded } from "./layer-parts";
import { capeOnLayers } from "./cape-on-layers";
import { drawnAsStored } from "./stored-drawing";
import type { RenderParams, RenderResult } from "./task-types";

/** Fewer pixels than this changing visibly is no combine: nothing was put into the sprite. */
const MIN_COMBINE_CHANGE = 6;

export function combineTask({
  base,
  item,
  basePalette,
  itemPalette,
  paletteExtras,
  baseRedraw,
  baseLayered,
  ...options
}: RenderParams<"combine">): RenderResult<"combine"> {
  try {
    const union = [
      ...new Set([...(basePalette ?? paletteOf(base)), ...(itemPalette ?? paletteOf(item))]),
    ];
    // A cape on the back of a generated sprite still as drawn is worn on its layers: hung
    // from a biped's shoulders behind its body by its drawer, draped over a beast's back.
    const asDrawn = baseRedraw ? drawnAsStored(base, baseRedraw) : null;
    const placedOn = readPlacement(options.prompt, options.itemName);
    const color = namesCape(options.itemName ?? "") ? mainColor(item) : null;
    const caped =
      asDrawn && color && placedOn.kind === "back" ? capeOnLayers(asDrawn, color) : null;
    if (caped) {
      const image = applyPaletteExtras(caped.doc.sprite.image, union, paletteExtras);
      // A cape painted the colour it already was is the sprite as it was: no combine.
      if (differingPixels(base, image) < MIN_COMBINE_CHANGE) {
        return { ok: false, refusal: caped.replaced ? "wears-it" : "no-change" };
      }
      return {
        ok: true,
        image,
        placement: placedOn.label,
        words: readCombineWords(options.prompt),
        layered: caped.doc,
        replaced: caped.replaced,
      };
    }
    const doc = baseRedraw?.assetType === "character" ? asDrawn : null;
    const emptied = doc && baseRedraw ? emptyHanded(doc, options) : null;
    const made = emptied
      ? combineSprites(emptied.image, item, {
          ...options,
          prompt: emptied.prompt,
          baseAnchors: emptied.anchors,
          handEmptied: true,
        })
      : combineSprites(base, item, options);
    // The words are the caller's; a side word not acted on (the named hand held something
    // else, so the free hand took the item) is reported ignored.
    const asked = readCombineWords(options.prompt);
    const moved = emptied?.side !== undefined || made.sideMoved === true;
    const notDone = (w: string) => moved && (w === "left" || w === "right");
    const result = {
      ...made,
      ...(emptied?.label ? { placement: emptied.label } : {}),
      words: {
        used: asked.used.filter((w) => !notDone(w)),
        ignored: [...asked.ignored, ...asked.used.filter(notDone)],
      },
    };
    const image = applyPaletteExtras(result.image, union, paletteExtras);
    if (differingPixels(base, image) < MIN_COMBINE_CHANGE) {
      return { ok: false, refusal: "no-change" };
    }
    // The layers the result keeps: those of what the item went into (the drawing emptied of
    // its old item, the drawing as it was, or the base's stored document).
    const found =
      baseLayered !== undefined ? baseLayered : baseRedraw ? drawnAsStored(base, baseRedraw) : null;
    const into = emptied ? emptied.doc : found;
    const before = emptied ? emptied.image : base;
    const inHand = readPlacement(options.prompt, options.itemName).kind === "hand";
    const layered = !into
      ? null
      : inHand
        ? insertItemLayer(into, before, image, heldKind(options.itemName))
        : carryEdit(into, before, image);
    return { ok: true, ...result, image, layered, replaced: replacedBy(doc, emptied?.doc) };
  } catch (error) {
    if (error instanceof NoItemFoundError) return { ok: false, refusal: "no-item" };
    throw error;
  }
}

/**
 * What a combine took away to make room: the held item's kind or "shield" when the drawing it
 * went into lacks a layer the figure as drawn had; null when nothing was taken.
 */
function replacedBy(drawn: LayeredSprite | null, into: LayeredSprite | undefined): string | null {
  if (!drawn || !into) return null;
  const shown = (doc: LayeredSprite, role: string) =>
    doc.layers.find((l) => l.role === role && l.width > 0);
  const item = shown(drawn, "item");
  if (item && !shown(into, "item")) return item.kind ?? "item";
  if (shown(drawn, "shield") && !shown(into, "shield")) return "shield";
  return null;
}

/** What a combined item is, as a held thing's word ("axe" for "a battle axe"). */
function heldKind(name: string | undefined): string | undefined {
  const words = (name ?? "").toLowerCase().split(/[^a-z]+/);
  return words.find((w) => (HELD_WORDS as readonly string[]).includes(w));
}
