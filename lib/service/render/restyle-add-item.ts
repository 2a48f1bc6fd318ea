/**
 * A restyle that adds a held item ("give him a spear", "a staff in his left hand") to a
 * generated character: the item is drawn as an item sprite of its own and put in a hand the way
 * a combine puts it, so the figure keeps its size and whatever it holds that the sentence did
 * not name (an archer keeps her bow and takes the spear in her free hand). With both hands full
 * (a knight's sword and shield) the item takes the place of what the named hand holds (the
 * weapon hand when none is named), and the result says which. A sentence that names what the
 * figure holds ("swap the sword for an axe") is a swap, drawn again by the drawer instead.
 */
import { generateSprite } from "@/lib/engine/generate";
import { readPlace } from "@/lib/engine/edit-grammar";
import { readSpritePrompt, tokenize } from "@/lib/engine/prompt";
import { growCanvas, type RgbaImage } from "@/lib/engine/raster";
import type { CheckedRestyleParams } from "./restyle-types";
import type { RenderTaskTable } from "./task-types";

export interface AddedItem {
  readonly image: RgbaImage;
  /** The hand the item went to, as the combine names it (`left hand`). */
  readonly placement: string;
  /** What it took the place of (`sword`, `shield`), or null when a hand was free. */
  readonly replaced: string | null;
}

/** Whether `held` is added rather than swapped: the sentence does not name what it holds. */
export function addsHeld(prompt: string, holding: string | null): boolean {
  if (!holding) return true;
  const words = tokenize(prompt);
  return !words.includes(holding) && !words.includes(`${holding}s`);
}

/**
 * The character with `held` added in a hand, framed like any restyle: a generated character by
 * its layers, an import by the hand the combine finds on its pixels; null when the combine
 * finds no hand to put it in (the caller then draws it as before).
 */
export function addHeldItem(
  params: CheckedRestyleParams,
  prompt: string,
  held: string,
  tasks: Pick<RenderTaskTable, "combine">,
): AddedItem | null {
  const { source } = params;
  const item = itemSprite(held, source.width, params.seed);
  const place = readPlace(prompt);
  // The hand the sentence names, in the words a combine reads; none named: the weapon hand.
  const where = place.side ? `in the ${place.side} hand` : "in the hand";
  const made = tasks.combine({
    base: source,
    baseRedraw: params.redraw,
    ...(params.layered ? { baseLayered: params.layered } : {}),
    item: item.image,
    prompt: where,
    itemName: held,
    itemAnchors: item.anchors,
    ...(params.anchors ? { baseAnchors: params.anchors } : {}),
    seed: params.seed,
    basePalette: params.basePalette,
    itemPalette: null,
    paletteExtras: params.paletteExtras,
  });
  if (!made.ok) return null;
  const image = growCanvas(
    made.image,
    params.framingMargin ?? 0,
    params.framingAnchor ?? "center",
  ).image;
  return { image, placement: made.placement, replaced: made.replaced };
}

const items = new Map<string, ReturnType<typeof generateSprite>>();

/** The item drawn alone as the weapon generator draws it (one per word, size and seed). */
function itemSprite(held: string, size: number, seed: number) {
  const key = `${held}:${size}:${seed}`;
  let made = items.get(key);
  if (!made) {
    made = generateSprite({
      reading: readSpritePrompt(held, "weapon"),
      assetType: "weapon",
      width: size,
      height: size,
      direction: "none",
      camera: "none",
      seed,
    });
    if (items.size > 32) items.clear();
    items.set(key, made);
  }
  return made;
}
