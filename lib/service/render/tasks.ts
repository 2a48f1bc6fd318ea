/**
 * Every render the service does, as a named pure function of plain data. Params and results
 * are structured-cloneable (numbers, strings, arrays, plain objects, typed arrays), so a task
 * runs the same in a render thread as in this process, and images cross as their pixel buffers.
 *
 * A task throws only for faults. What the engine refuses on purpose (corners already
 * transparent, no item to take) is part of the result, as `{ ok: false, refusal }`: error
 * classes do not survive a thread boundary, data does, and the caller decides what it means.
 *
 * This is the one module that runs the engine's modules (what each task takes and gives is in
 * task-types.ts); the render threads' bundle is built from it.
 */
import type { RgbaImage } from "@/lib/engine";
import {
  detectPixelGrid,
  flipImage,
  fromBlocks,
  toBlocks,
  toImage,
  toPixels,
} from "@/lib/engine/raster";
import {
  carryEdit,
  HELD_WORDS,
  insertItemLayer,
  type LayeredSprite,
  layerPictures,
} from "@/lib/engine/draw";
import {
  animateLayered,
  partsOf,
  partsOfPixels,
  poseLayered,
  animateSprite,
  canAnimateLayered,
} from "@/lib/engine/animate";
import {
  combineSprites,
  NoItemFoundError,
  mainColor,
  namesCape,
  readCombineWords,
  withLayerFrom,
  readPlacement,
} from "@/lib/engine/combine";
import { generateLayered, generateSided, type SpriteRequest } from "@/lib/engine/generate";
import { removeBackground, TransparentCornersError } from "@/lib/engine/matte";
import { normalMap } from "@/lib/engine/normal-map";
import { applyPaletteExtras, lockToPalette, paletteOf } from "@/lib/engine/palette";
import { type Direction, readAttributes, readSpritePrompt } from "@/lib/engine/prompt";
import type { Oklch } from "@/lib/engine/color";
import { readRestylePrompt, restyleSprite } from "@/lib/engine/restyle";
import { checkedRestyle } from "./restyle-checked";
import { differingPixels } from "./pixel-diff";
import { emptyHanded, partsLacking, partsShown, skinShown } from "./layer-parts";
import { capeOnLayers } from "./cape-on-layers";
import { sadCreature, sadShows, slumpedBiped } from "./sad-looks";
import { cheerWithRoom, raiseWithRoom } from "./cheer-room";
import {
  layeredRedraw,
  type RedrawDirection,
  rotateFacings,
  showsFace,
  threeQuarterOf,
} from "@/lib/engine/rotate";
import { touchUp } from "@/lib/engine/touchup";
import type { RedrawRecipe } from "./redraw-recipe";
import type { RenderTaskName, RenderTaskTable } from "./task-types";

export type {
  CombineRefusal,
  RedrawRecipe,
  Refusable,
  RenderParams,
  RenderResult,
  RenderTaskName,
  RenderTaskTable,
  RenderTasks,
} from "./task-types";

/** Fewer pixels than this changing visibly is no combine: nothing was put into the sprite. */
const MIN_COMBINE_CHANGE = 6;

/** What a failed or stopped render is called in its error message ("The rotation could not..."). */
export const RENDER_TASK_LABELS: Record<RenderTaskName, string> = {
  generate: "sprite",
  touchUp: "touch-up",
  rotation: "rotation",
  normalMap: "normal map",
  removeBackground: "background removal",
  animation: "animation",
  restyle: "restyle",
  combine: "combine",
  spriteParts: "reading of the sprite's parts",
  restyleRedraw: "restyle",
  layeredDoc: "layered drawing",
  carryEdit: "edit of the layers",
  layerPictures: "layer pictures",
  restyleChecked: "restyle",
};

/** The longer side a pose preview is drawn at. */
const PREVIEW_SIZE = 64;

function previewSize(doc: { width: number; height: number }): { width: number; height: number } {
  const k = PREVIEW_SIZE / Math.max(doc.width, doc.height);
  return { width: Math.round(doc.width * k), height: Math.round(doc.height * k) };
}

export const renderTaskTable: RenderTaskTable = {
  generate: (request) => {
    const layered = generateLayered(request);
    return { ...layered.sprite, layered };
  },

  touchUp: ({ source, region, prompt, seed, anchors, redraw, palette, extendToObject }) =>
    touchUp(source, region, prompt, {
      seed,
      ...(anchors ? { anchors } : {}),
      ...(palette ? { palette } : {}),
      ...(extendToObject ? { extendToObject } : {}),
      // The layers only while the pixels are still exactly the recipe's drawing.
      ...((redraw && { layers: drawnAsStored(source, redraw) ?? undefined }) || {}),
    }),

  rotation: ({ source, seed, redraw, layered }) =>
    rotateFacings(source, {
      seed,
      redraw: layered ? layeredRedraw(layered) : redraw ? redrawer(redraw) : undefined,
    }),

  normalMap: ({ source, ...options }) => normalMap(source, options),

  removeBackground: ({ source, palette, ...options }) => {
    try {
      const keyed = removeBackground(source, options);
      const image = palette ? lockToPalette(keyed.image, palette) : keyed.image;
      return { ok: true, image, matteHex: keyed.matteHex };
    } catch (error) {
      if (error instanceof TransparentCornersError) {
        return { ok: false, refusal: "transparent-corners" };
      }
      throw error;
    }
  },

  animation: ({ source, basePalette, paletteExtras, redraw, layered, ...options }) => {
    const found = layered !== undefined ? layered : redraw ? drawnAsStored(source, redraw) : null;
    const doc =
      found && canAnimateLayered(found, options.preset, options.customPrompt) ? found : null;
    // Cut from the pixels, a glance draws the head as the rotations turn it.
    const result = doc
      ? animateLayered(doc, options)
      : animateSprite(source, { ...options, threeQuarter: threeQuarterOf });
    const strip = applyPaletteExtras(result.strip, basePalette ?? paletteOf(source), paletteExtras);
    return { ...result, strip, rig: doc ? doc.rig : null };
  },

  spriteParts: ({ source, redraw, layered }) => {
    const doc = layered !== undefined ? layered : redraw ? drawnAsStored(source, redraw) : null;
    // A bottle's nod or sorrow is refused for want of a head: the rotations read faces.
    return doc ? partsOf(doc) : partsOfPixels(source, showsFace);
  },

  restyleRedraw: ({ source, redraw, traits, held, pose, partColors, layered }) => {
    // The drawing's request: the recipe's, or for an edited version (which has none of its
    // own) the one its stored layers were drawn from.
    const request = redraw ? recipeRequest(redraw, redraw.facing) : layered?.recipe;
    if (request?.assetType !== "character") {
      const stored =
        layered && samePicture(layered.sprite.image.data, source.data) ? layered : null;
      const doc = stored ?? (redraw ? drawnAsStored(source, redraw) : null);
      // "A blue cape" on a beast: draped over its back on its layers, in the color asked.
      const cape = capeColorAsked(partColors);
      if (doc && cape && !held && traits.length === 0) {
        const caped = capeOnLayers(doc, cape);
        return { image: caped?.doc.sprite.image ?? null, drawn: true };
      }
      return sadCreature(source, doc, traits, !held && !partColors);
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
    if (newCape && capeColor) {
      const caped = generateLayered({
        ...request,
        reading: { ...reading, details: [...kept, "cape"] },
      });
      doc = withLayerFrom(doc, caped, "cape", capeColor) ?? doc;
    }
    // A pose chosen by trying many (a cheer) is chosen on the figure drawn small, then drawn big.
    const big = Math.max(doc.width, doc.height) > PREVIEW_SIZE * 1.5;
    const redrawn = edited ? null : { ...request, reading };
    const aloft = pose
      ? (raiseWithRoom(doc, pose, redrawn, big) ?? cheerWithRoom(doc, pose, redrawn, big))
      : null;
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
    return { image: changed ? image : null, drawn: true };
  },

  layeredDoc: ({ source, redraw }) => ({ doc: drawnAsStored(source, redraw) }),

  carryEdit: ({ doc, before, after }) => ({ doc: carryEdit(doc, before, after) }),

  layerPictures: ({ doc }) => layerPictures(doc),

  restyle: ({ source, basePalette, paletteExtras, redraw, layered, ...options }) => {
    const stored = layered && samePicture(layered.sprite.image.data, source.data) ? layered : null;
    const doc = stored ?? (redraw ? drawnAsStored(source, redraw) : null);
    const restyled = (picture: RgbaImage) =>
      restyleSprite(picture, {
        ...options,
        lacks: doc ? partsLacking(doc) : [],
        shown: doc ? partsShown(doc) : {},
        ...(doc ? { skin: skinShown(doc) ?? undefined } : {}),
        layered: doc,
      });
    // An import drawn in blocks (a 16-pixel mage at 3 px a pixel) is restyled one pixel a
    // block and painted back whole, so frost, flames or a spear come in its own blocks, never
    // as finer pixels pasted on. Not when the frame grows or anchors name source pixels, nor
    // for a pose (turning a block picture's arms tears its robe).
    const px = toPixels(source);
    const posing =
      options.mode === "pose" ||
      (options.customPrompt ? readRestylePrompt(options.customPrompt).poses.length > 0 : false);
    const grid =
      doc || options.framingMargin || options.anchors || posing ? null : detectPixelGrid(px);
    let result: ReturnType<typeof restyleSprite>;
    if (grid && grid.size > 1) {
      const blocks = toBlocks(px, grid);
      const made = restyled(toImage(blocks));
      result = { ...made, image: toImage(fromBlocks(px, blocks, toPixels(made.image), grid)) };
    } else result = restyled(source);
    const image = applyPaletteExtras(result.image, basePalette ?? paletteOf(source), paletteExtras);
    return { ...result, image };
  },

  restyleChecked: (params) => checkedRestyle(params, renderTaskTable),

  combine: ({
    base,
    item,
    basePalette,
    itemPalette,
    paletteExtras,
    baseRedraw,
    baseLayered,
    ...options
  }) => {
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
        baseLayered !== undefined
          ? baseLayered
          : baseRedraw
            ? drawnAsStored(base, baseRedraw)
            : null;
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
  },
};

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

/** The color a restyle's part colors bind to a cape ("blue" of "pink hair, a blue cape"). */
function capeColorAsked(partColors: string | null | undefined): Oklch | null {
  if (!partColors) return null;
  const binding = readAttributes(partColors).bindings.find((b) => b.color && namesCape(b.partWord));
  return binding?.color?.color ?? null;
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

/** The generation request a recipe stands for, drawn facing `direction`. */
function recipeRequest(recipe: RedrawRecipe, direction: Direction): SpriteRequest {
  const reading = readSpritePrompt(recipe.prompt, recipe.assetType);
  return {
    reading,
    assetType: reading.assetType,
    width: recipe.width,
    height: recipe.height,
    direction,
    camera: recipe.camera,
    seed: recipe.seed,
    palette: recipe.palette,
    reference: recipe.reference,
  };
}

/** The recipe's layered drawing when it is still exactly the stored pixels, else null. */
function drawnAsStored(source: RgbaImage, recipe: RedrawRecipe) {
  // One task asks many times for the same pair (a restyle weighing each word): drawn once.
  let known = drawnCache.get(source);
  if (!known) {
    known = new Map();
    drawnCache.set(source, known);
  }
  if (known.has(recipe)) return known.get(recipe)!;
  const doc = drawIfStored(source, recipe);
  known.set(recipe, doc);
  return doc;
}

const drawnCache = new WeakMap<
  RgbaImage,
  Map<RedrawRecipe, ReturnType<typeof generateLayered> | null>
>();

function drawIfStored(source: RgbaImage, recipe: RedrawRecipe) {
  let doc: ReturnType<typeof generateLayered>;
  try {
    doc = generateLayered(recipeRequest(recipe, recipe.facing));
  } catch {
    // A recipe the generator no longer takes: its pixels are all there is, as for an import.
    return null;
  }
  const drawn = doc.sprite.image;
  if (drawn.width !== source.width || drawn.height !== source.height) return null;
  if (!samePicture(drawn.data, source.data)) return null;
  return doc;
}

/** Same pixels: equal alpha everywhere, equal color wherever a pixel shows. */
function samePicture(a: Uint8ClampedArray, b: Uint8ClampedArray): boolean {
  if (a.length !== b.length) return false;
  for (let o = 0; o < a.length; o += 4) {
    if (a[o + 3] !== b[o + 3]) return false;
    if (a[o + 3] === 0) continue;
    if (a[o] !== b[o] || a[o + 1] !== b[o + 1] || a[o + 2] !== b[o + 2]) return false;
  }
  return true;
}

/**
 * The generator drawing the recipe's character in another facing (same seed), or null. Each
 * facing is drawn once per rotation (a retry asks again for the same pictures), and a W-side
 * facing whose E-side twin's drawer ignored the side it drew for (a symmetric design) is that
 * twin flipped: what drawing it would give, pixel for pixel.
 */
function redrawer(recipe: RedrawRecipe) {
  const drawn = new Map<RedrawDirection, { image: RgbaImage; symmetric: boolean } | null>();
  const draw = (direction: RedrawDirection) => {
    if (drawn.has(direction)) return drawn.get(direction)!;
    const east = EAST_TWIN[direction];
    const twin = east ? drawn.get(east) : undefined;
    let made: { image: RgbaImage; symmetric: boolean } | null;
    if (twin?.symmetric) {
      made = { image: flipImage(twin.image), symmetric: true };
    } else {
      try {
        const { sprite, symmetric } = generateSided(recipeRequest(recipe, direction));
        made = { image: sprite.image, symmetric };
      } catch {
        made = null;
      }
    }
    drawn.set(direction, made);
    return made;
  };
  return (direction: RedrawDirection): RgbaImage | null => {
    // A source facing south is the south view itself: its own pixels are observed. A source
    // drawn with no facing is redrawn facing south too (a creature's default is its profile).
    if (direction === "south" && recipe.facing === "south") return null;
    return draw(direction)?.image ?? null;
  };
}

/** A W-side facing's E-side twin, drawn first in strip order. */
const EAST_TWIN: Partial<Record<RedrawDirection, RedrawDirection>> = {
  west: "east",
  "south-west": "south-east",
  "north-west": "north-east",
};
