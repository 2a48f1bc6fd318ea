/**
 * Every render the service does, as a named pure function of plain data. Params and results
 * are structured-cloneable (numbers, strings, arrays, plain objects, typed arrays), so a task
 * runs the same in a render thread as in this process, and images cross as their pixel buffers.
 *
 * A task throws only for faults. What the engine refuses on purpose (corners already
 * transparent, no item to take) is part of the result, as `{ ok: false, refusal }`: error
 * classes do not survive a thread boundary, data does, and the caller decides what it means.
 *
 * This table is where the service runs the engine's modules (what each task takes and gives is
 * in task-types.ts; the longer renders are in restyle-redraw.ts and combine-task.ts); the
 * render threads' bundle is built from it.
 */
import type { RgbaImage } from "@/lib/engine";
import { detectPixelGrid, fromBlocks, toBlocks, toImage, toPixels } from "@/lib/engine/raster";
import { carryEdit, layerPictures } from "@/lib/engine/draw";
import {
  animateLayered,
  partsOf,
  partsOfPixels,
  animateSprite,
  canAnimateLayered,
} from "@/lib/engine/animate";
import { removeBackground, TransparentCornersError } from "@/lib/engine/matte";
import { generateLayered } from "@/lib/engine/generate";
import { normalMap } from "@/lib/engine/normal-map";
import { applyPaletteExtras, lockToPalette, paletteOf } from "@/lib/engine/palette";
import { readRestylePrompt, restyleSprite } from "@/lib/engine/restyle";
import { layeredRedraw, rotateFacings, showsFace, threeQuarterOf } from "@/lib/engine/rotate";
import { touchUp } from "@/lib/engine/touchup";
import { checkedRestyle } from "./restyle-checked";
import { partsLacking, partsShown, skinShown } from "./layer-parts";
import { combineTask } from "./combine-task";
import { restyleRedraw } from "./restyle-redraw";
import { drawnAsStored, redrawer, samePicture } from "./stored-drawing";
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

  restyleRedraw,

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

  combine: combineTask,
};
