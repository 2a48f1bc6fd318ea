/**
 * A restyle drawn again by the generator: the sprite's recipe (or, for an edited version, the
 * request its stored layers were drawn from) with the asked traits, held item, part colours or
 * cape joined to its reading, posed if a pose was asked, and checked to differ from the source.
 * `image: null` with `drawn: true` means the drawing was made and changed nothing visible.
 */
import type { RgbaImage } from "@/lib/engine";
import { carryEdit, HELD_WORDS, type LayeredSprite } from "@/lib/engine/draw";
import { poseLayered } from "@/lib/engine/animate";
import { namesCape, withLayerFrom } from "@/lib/engine/combine";
import { generateLayered, type SpriteRequest } from "@/lib/engine/generate";
import { readAttributes } from "@/lib/engine/prompt";
import { armourOnLayers, wearsColor } from "@/lib/engine/restyle";
import type { Oklch } from "@/lib/engine/color";
import { differingPixels } from "./pixel-diff";
import { skinShown } from "./layer-parts";
import { capeOnLayers } from "./cape-on-layers";
import { oldCreature } from "./old-creature";
import { sadCreature, sadShows, slumpedBiped } from "./sad-looks";
import { cheerWithRoom, raiseWithRoom } from "./cheer-room";
import { drawnAsStored, recipeRequest, samePicture } from "./stored-drawing";
import type { RenderParams, RenderResult } from "./task-types";

/** The longer side a pose preview is drawn at. */
const PREVIEW_SIZE = 64;

/**
 * Fewer pixels than this changed by a hair colour alone is hair a helmet or hood hides (a
 * sideburn each side, 16 pixels on a 64 px knight, a pink smudge no one sees at 1x): 26 at
 * 64 px, about a tenth of a head of bare hair that size.
 */
const hiddenHairPixels = (source: RgbaImage) =>
  Math.max(8, Math.round((source.width * source.height) / 160));

function previewSize(doc: { width: number; height: number }): { width: number; height: number } {
  const k = PREVIEW_SIZE / Math.max(doc.width, doc.height);
  return { width: Math.round(doc.width * k), height: Math.round(doc.height * k) };
}

export function restyleRedraw({
  source,
  redraw,
  traits,
  held,
  pose,
  partColors,
  layered,
}: RenderParams<"restyleRedraw">): RenderResult<"restyleRedraw"> {
  // The drawing's request: the recipe's, or for an edited version (which has none of its
  // own) the one its stored layers were drawn from.
  const request = redraw ? recipeRequest(redraw, redraw.facing) : layered?.recipe;
  if (request?.assetType !== "character") {
    const stored = layered && samePicture(layered.sprite.image.data, source.data) ? layered : null;
    const doc = stored ?? (redraw ? drawnAsStored(source, redraw) : null);
    // "A blue cape" on a beast: draped over its back on its layers, in the color asked.
    const cape = capeColorAsked(partColors);
    const armour = armourColorAsked(partColors);
    if (doc && (cape || armour) && !held && traits.length === 0) {
      // "Gold armor": plates over its back and head, under a cape asked with it.
      const plated = armour && !wearsColor(doc, armour) ? armourOnLayers(doc, armour) : null;
      const caped = cape ? (capeOnLayers(plated ?? doc, cape)?.doc ?? null) : plated;
      return { image: caped?.sprite.image ?? null, drawn: true };
    }
    const alone = !held && !partColors;
    if (traits.includes("old")) return oldCreature(source, doc, traits, alone);
    return sadCreature(source, doc, traits, alone);
  }
  const asDrawn = redraw ? drawnAsStored(source, redraw) : null;
  // An edited sprite (a hand edit, a touch-up) whose stored layers carry the edit: the
  // drawing it was edited from, to tell the edit's pixels.
  const edited =
    !asDrawn && layered && samePicture(layered.sprite.image.data, source.data)
      ? editOf(source, request)
      : null;
  if (!asDrawn && !edited) return { image: null, drawn: false };
  // Changes join the reading, not the prompt text: the same seed then makes the same draws
  // (skin, cloth, hair), and only what was asked is drawn differently.
  const kept = held
    ? [
        held,
        ...request.reading.details.filter((d) => !(HELD_WORDS as readonly string[]).includes(d)),
      ]
    : request.reading.details;
  // A colored cape on a figure drawn without one ("a blue cape" on a wizard): the drawer
  // draws its cape on the figure drawn again with one, and that layer is hung on this
  // figure in the color asked (drawn with a cape, the drawer would fit the figure to the
  // frame anew, a few pixels aside). The figure itself is drawn without the cape's binding,
  // which would otherwise paint its cloth.
  const known = asDrawn ?? layered;
  const capeColor = capeColorAsked(partColors);
  const newCape =
    capeColor !== null && !known?.layers.some((l) => l.role === "cape" && l.width > 0);
  const figureColors = newCape ? withoutCape(partColors) : partColors;
  const reading = {
    ...request.reading,
    details: kept,
    traits: [...new Set([...request.reading.traits, ...traits])] as typeof request.reading.traits,
    ...(figureColors ? { partColorsAsked: figureColors } : {}),
  };
  // Nothing asked of the drawing itself (a pose alone): the drawing as stored is that drawing.
  const unchanged = !held && traits.length === 0 && !figureColors && !newCape;
  let doc: LayeredSprite =
    unchanged && asDrawn ? asDrawn : generateLayered({ ...request, reading });
  if (edited) {
    // The edit kept: its pixels painted over the new drawing and carried into its layers,
    // so a pose moves them with their part.
    const after = { ...doc.sprite.image, data: doc.sprite.image.data.slice() };
    for (const i of edited) after.data.set(source.data.subarray(i * 4, i * 4 + 4), i * 4);
    doc = carryEdit(doc, doc.sprite.image, after) ?? doc;
  }
  // Armour asked of a figure its drawer gives none (a tunic, a robe): plates over its clothes
  // in that colour, on the figure drawn without the armour's words (which would only colour
  // other things, an elf's fletching gold).
  const armour = armourColorAsked(figureColors);
  if (armour && !wearsColor(doc, armour)) {
    // The first drawing answers whether the drawer wears the colour already; the plates go on
    // a second one drawn without the armour's words (an edited sprite keeps its own drawing).
    if (!edited) {
      const rest = withoutArmour(figureColors);
      const { partColorsAsked: _, ...plain } = reading;
      doc = generateLayered({
        ...request,
        reading: rest ? { ...plain, partColorsAsked: rest } : plain,
      });
    }
    doc = armourOnLayers(doc, armour) ?? doc;
  }
  if (newCape && capeColor) {
    const caped = generateLayered({
      ...request,
      reading: { ...reading, details: [...kept, "cape"] },
    });
    doc = withLayerFrom(doc, caped, "cape", capeColor) ?? doc;
  }
  // A pose chosen by trying many (a cheer) is chosen on the figure drawn small, then drawn big.
  const big = Math.max(doc.width, doc.height) > PREVIEW_SIZE * 1.5;
  const aloft = pose ? (raiseWithRoom(doc, pose, big) ?? cheerWithRoom(doc, pose, big)) : null;
  const preview =
    pose && !aloft && big
      ? generateLayered({ ...request, reading, ...previewSize(doc) })
      : undefined;
  let image = pose ? (aloft ?? poseLayered(doc, pose, preview)) : doc.sprite.image;
  // Sad shows in the body as well as the face (which a hat brim and a beard may hide): the
  // head hangs, the shoulders drop, and tears run where the face shows skin.
  if (!pose && traits.includes("sad") && image) {
    image = slumpedBiped(doc, skinShown(doc)) ?? (sadShows(image, source) ? image : null);
  }
  const changed =
    image !== null &&
    image.width === source.width &&
    image.height === source.height &&
    !samePicture(image.data, source.data);
  // A hair colour alone on a head whose hair a helmet or hood covers shows on a few
  // sideburn pixels, invisible at 1x: that is no change, and is refused saying the hair
  // does not show, rather than charged.
  const colorsAlone = !held && !pose && traits.length === 0 && !newCape;
  if (image && changed && colorsAlone && figureColors && /\bhair\b/.test(figureColors)) {
    if (differingPixels(image, source) < hiddenHairPixels(source)) {
      return { image: null, drawn: true };
    }
  }
  return { image: changed ? image : null, drawn: true };
}

/**
 * The pixels (indices) an edit changed on the recipe's drawing, or null when the recipe no
 * longer draws this sprite's size or the edit is most of the picture (not an edit of it).
 */
function editOf(source: RgbaImage, request: SpriteRequest): number[] | null {
  let drawn: RgbaImage;
  try {
    drawn = generateLayered(request).sprite.image;
  } catch {
    return null;
  }
  if (drawn.width !== source.width || drawn.height !== source.height) return null;
  const out: number[] = [];
  let figure = 0;
  for (let o = 0; o < drawn.data.length; o += 4) {
    if (drawn.data[o + 3]) figure++;
    const a = drawn.data[o + 3]! > 0;
    const b = source.data[o + 3]! > 0;
    if (a !== b || (a && [0, 1, 2].some((k) => drawn.data[o + k] !== source.data[o + k])))
      out.push(o / 4);
  }
  return out.length <= figure / 2 ? out : null;
}

/** Part colors ("gold armor, blue cape") without those bound to a cape, or null if none left. */
function withoutCape(partColors: string | null | undefined): string | null {
  const rest = (partColors ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter((p) => p && !namesCape(p));
  return rest.length > 0 ? rest.join(", ") : null;
}

/** Part colors without those bound to armour ("gold armor, pink hair" is "pink hair"). */
function withoutArmour(partColors: string | null | undefined): string | null {
  const rest = (partColors ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter((p) => p && !/\barmou?r\b/i.test(p));
  return rest.length > 0 ? rest.join(", ") : null;
}

/** The color a restyle's part colors bind to armour ("gold" of "gold armor, a blue cape"). */
function armourColorAsked(partColors: string | null | undefined): Oklch | null {
  if (!partColors) return null;
  const binding = readAttributes(partColors).bindings.find(
    (b) => b.color && /^armou?r$/.test(b.partWord),
  );
  return binding?.color?.color ?? null;
}

/** The color a restyle's part colors bind to a cape ("blue" of "pink hair, a blue cape"). */
function capeColorAsked(partColors: string | null | undefined): Oklch | null {
  if (!partColors) return null;
  const binding = readAttributes(partColors).bindings.find((b) => b.color && namesCape(b.partWord));
  return binding?.color?.color ?? null;
}
