/**
 * Touch-up (POST /api/touch-ups): one region of a sprite redrawn from a sentence. The region
 * limits where pixels may change; the sentence says what changes: it is read into one action
 * (recolor, add, remove, detail; see read-touchup-prompt) and the parts it names ("the hair",
 * "the sword"), which are found in the sprite and acted on inside the region, pixel by pixel,
 * never as a rectangle. Guarantees, tested: every byte outside the region equals the source's;
 * remove and detail draw only in colors the sprite already has, add too unless it was asked for
 * a hue the sprite lacks ("a yellow star" on a sprite with no yellow), and a recolor only in the
 * asked color's ramp, on the part's pixels; the size is unchanged. A named part the region does
 * not hold is refused by name ("nothing in the region matches 'sword'").
 * A touch-up never silently does nothing: when no pixel would change it is refused with a
 * reason the caller can show ("nothing in the region to remove"), and nothing is made.
 * Pure and deterministic for a given source, region, prompt and seed.
 */
import { outlineInk } from "../color";
import { readEdit } from "../edit-grammar";
import { cloneImage, type RgbaImage, toPixels } from "../raster";
import { editByGrammar } from "./edit";
import { grammarResult } from "./grammar-result";
import { sizeDegree } from "./grow-round";
import { materialsOf } from "./materials";
import { listObjects } from "./objects";
import { editByOlderReader, refusalReason } from "./older-reader";
import { partMapOf } from "./part-map";
import { readTouchUpPrompt } from "./read-touchup-prompt";
import { clip, type Region, regionCanvas } from "./region";
import { spritePalette } from "./sprite-palette";
import type { RegionObject, TouchUpOptions, TouchUpRefused, TouchUpResult } from "./touchup-types";
import { writeBack } from "./write-back";

export type { TouchUpAction, TouchUpReading } from "./read-touchup-prompt";
export type { EditAction } from "./edit";
export type { Region } from "./region";
export type { PartMap } from "./part-map";
export { partMapOf } from "./part-map";
export type {
  RegionObject,
  TouchUpEdited,
  TouchUpOptions,
  TouchUpRefused,
  TouchUpResult,
} from "./touchup-types";

/**
 * Redraws `region` (clipped to the image by the caller; clipped again here for safety) as
 * `prompt` says.
 */
export function touchUp(
  source: RgbaImage,
  region: Region,
  prompt: string,
  options: TouchUpOptions,
): TouchUpResult {
  const reading = readTouchUpPrompt(prompt);
  const outcome = {
    action: reading.action,
    unrecognized: reading.unrecognized,
    words: reading.words,
  };
  let objects: readonly RegionObject[] = [];
  const refuse = (reason: string): TouchUpRefused => ({
    kind: "refused",
    reason,
    ...outcome,
    objects,
    summary: reason,
  });
  const image = cloneImage(source);
  const r = clip(region, source.width, source.height);
  if (r.width === 0 || r.height === 0) return refuse("the region lies outside the sprite");
  const before = toPixels(source);
  const px = { width: before.width, height: before.height, data: new Uint32Array(before.data) };
  const canvas = regionCanvas(px, before, r);
  let opaque = false;
  for (let y = r.y; y < r.y + r.height && !opaque; y++) {
    for (let x = r.x; x < r.x + r.width && !opaque; x++) opaque = canvas.get(x, y) !== 0;
  }
  const palette = spritePalette(before);
  if (palette.colors.length === 0) return refuse("the sprite has no colors to draw with");
  const ink = outlineInk(before, palette.lab);
  const partMap = options.layers
    ? "map" in options.layers
      ? options.layers
      : partMapOf(options.layers)
    : null;
  const ctx = {
    source,
    canvas,
    palette,
    materials: materialsOf(palette),
    parts: partMap,
    anchors: options.anchors,
  };
  const listed = listObjects(ctx);
  objects = listed.map(({ name, color, pixels }) => ({ name, color, pixels }));
  const edit = readEdit(prompt);
  if (!opaque && edit.verb !== "add" && reading.action !== "add")
    return refuse("the region holds no pixels of the sprite");
  // "Make the rim gold" names the rim as its object: the rim part is recoloured, not the edge
  // of whatever the region holds, which is what a bare "gold trim" asks for.
  const rimObject =
    edit.object?.shape === "rim" &&
    edit.target?.color != null &&
    !prompt.trim().toLowerCase().startsWith(edit.target.color.words);
  const env = {
    ink,
    isLine: (v: number) => ctx.materials.of(v) === -1,
    held: options.palette,
    degree: sizeDegree(prompt),
    ...(options.layers && !("map" in options.layers) ? { doc: options.layers } : {}),
  };
  const read = rimObject ? { ...reading, trim: false } : reading;
  const plan = editByGrammar(ctx, edit, read, env);
  if (plan)
    return grammarResult(
      {
        ctx,
        edit,
        reading: read,
        env,
        before,
        image,
        held: options.palette,
        extendToObject: options.extendToObject === true,
        outcome,
        objects,
        listed,
        refuse,
      },
      plan,
    );
  const missing = editByOlderReader(ctx, reading, prompt, ink, options);
  if (missing) return refuse(missing);
  const changed = writeBack(canvas, before, image, options.palette);
  if (changed === 0) return refuse(refusalReason(reading, opaque));
  return {
    kind: "edited",
    image,
    ...outcome,
    objects,
    region: r,
    summary: `${reading.action[0]!.toUpperCase()}${reading.action.slice(1)}: ${changed} px`,
  };
}
