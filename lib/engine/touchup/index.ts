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
import { cloneImage, type RgbaImage, toPixels } from "../raster";
import { createRandom } from "../random";
import { type Oklch, outlineInk, paletteMatcher } from "../color";
import type { FigureAnchors } from "../figure";
import { readWords, type WordAccount } from "../prompt";
import { addItem } from "./add-item";
import { addDetail } from "./detail";
import { addMotif } from "./motifs";
import { readTouchUpPrompt, type TouchUpReading } from "./read-touchup-prompt";
import { materialMask, recolor } from "./recolor";
import { sizeDegree } from "./grow-round";
import { carryPastRegion, grownRegion, missedInObject, pastRegion } from "./cut-object";
import { clip, type Region, type RegionCanvas, regionCanvas } from "./region";
import { removeRegion } from "./remove";
import { namedPartMask, withOwnLines } from "./named-part";
import { partMask } from "./part-mask";
import { materialsOf } from "./materials";
import { type Found, listObjects, resolveObject } from "./objects";
import { spritePalette } from "./sprite-palette";
import type { LayeredSprite } from "../draw";
import { readEdit } from "../edit-grammar";
import { type EditAction, editByGrammar } from "./edit";
import type { PartMap } from "./part-map";
import { partMapOf } from "./part-map";
import { withPeeking } from "./peeking";

export type { TouchUpAction, TouchUpReading } from "./read-touchup-prompt";
export type { EditAction } from "./edit";
export type { Region } from "./region";
export type { PartMap } from "./part-map";
export { partMapOf } from "./part-map";

/**
 * One thing a region holds, as the touch-up reader can name it back to the artist: a part the
 * engine drew ("shield"), a colour family ("red"), a shape ("dots"), or a component the region
 * isolates. The studio lists these as chips; a refusal names them.
 */
export interface RegionObject {
  /** The words that pick it in a sentence: `cap`, `dots`, `the red`, `shield`. */
  readonly name: string;
  /** Its main colour as `#rrggbb`. */
  readonly color: string;
  /** How many of the region's pixels it covers. */
  readonly pixels: number;
}

interface TouchUpOutcome {
  readonly action: EditAction;
  /**
   * What the region holds, for chips and refusals. Empty until the region reader names objects.
   */
  readonly objects?: readonly RegionObject[];
  /** What the touch-up does, in one sentence ("Recolor the cap (red) to blue: 112 px"). */
  readonly summary?: string;
  /** Prompt words nothing understood. */
  readonly unrecognized: string[];
  /** The content words the action acted on and the ones it did not. */
  readonly words: WordAccount;
}

/** The region redrawn: at least one pixel inside it differs from the source. */
export interface TouchUpEdited extends TouchUpOutcome {
  readonly kind: "edited";
  readonly image: RgbaImage;
  /**
   * Where pixels may have changed: the region, or with `extendToObject` the box the object
   * grew it to (every pixel outside this box is the source's).
   */
  readonly region: Region;
  /**
   * The object the touch-up changed runs on past the region's edge and `extendToObject` was
   * not asked: `pixels` of it keep their old colour, and asking again with `extendToObject`
   * would change them too, writing inside `region` (the region grown to the object's box).
   */
  readonly wholeObject?: { readonly region: Region; readonly pixels: number };
}

/** Nothing the sentence asks for can happen in this region; the reason says why. */
export interface TouchUpRefused extends TouchUpOutcome {
  readonly kind: "refused";
  readonly reason: string;
  /**
   * The region cuts the object, and the same sentence over `region` (the region grown the few
   * pixels the object runs past it) would do what was asked: asking again with
   * `extendToObject` does it there. Nothing is charged for the refusal.
   */
  readonly wholeObject?: { readonly region: Region; readonly pixels: number };
}

export type TouchUpResult = TouchUpEdited | TouchUpRefused;

/** Why an action left every pixel as it was, in words for the person who asked. */
function refusalReason(reading: TouchUpReading, opaque: boolean): string {
  if (!opaque && reading.action !== "add") return "the region holds no pixels of the sprite";
  switch (reading.action) {
    case "remove":
      return "nothing in the region to remove";
    case "recolor":
      return reading.color
        ? "nothing in the region can take that color: it already has it, or holds only outline"
        : "no color was named to recolor with";
    case "add":
      return `no room in the region to add ${reading.motif ?? "a gem"}`;
    case "detail":
      return "nothing in the region to shade: it holds only outline or flat single pixels";
  }
}

export interface TouchUpOptions {
  readonly seed: number;
  /** The generator's anchors for a sprite it drew; found from the silhouette otherwise. */
  readonly anchors?: FigureAnchors;
  /**
   * The parts the engine drew, when the sprite is still exactly its drawing: its layered
   * document, or a per-pixel part map. "The shield", "the beard" are then those pixels.
   */
  readonly layers?: LayeredSprite | PartMap;
  /**
   * The sprite's saved palette (`#rrggbb`): every colour the touch-up writes is one of these,
   * and a recolor's target is the palette's colour nearest the asked one.
   */
  readonly palette?: readonly string[];
  /**
   * "Extend to the whole object": when the recoloured (lightened, darkened) object
   * runs on past the region's edge, the change follows it to its end instead of stopping at
   * the edge, and the result's `region` is the grown box. Without it nothing past the region
   * is written and the result offers the grown box as `wholeObject`.
   */
  readonly extendToObject?: boolean;
}

/** Every opaque pixel of the region. */
function opaqueIn(canvas: RegionCanvas): Uint8Array {
  const { region, px } = canvas;
  const mask = new Uint8Array(px.data.length);
  for (let y = region.y; y < region.y + region.height; y++) {
    for (let x = region.x; x < region.x + region.width; x++)
      if (canvas.get(x, y) !== 0) mask[y * px.width + x] = 1;
  }
  return mask;
}

/** `box` with a margin of a staff's width, kept on the picture. */
function widened(box: Region, px: { width: number; height: number }): Region {
  return clip(
    { x: box.x - 3, y: box.y - 3, width: box.width + 6, height: box.height + 6 },
    px.width,
    px.height,
  );
}

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
  const isLine = (v: number) => (palette.byValue.get(v)?.family ?? -1) < 0;
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
  /**
   * The region grown by a pixel or two on one side (the side the object runs past), with the
   * edit redone there on a fresh copy, when that edit changes something: the first that does.
   */
  const aroundObject = (
    region: Region,
    redo: (grown: typeof ctx) => ReturnType<typeof editByGrammar>,
  ) => {
    for (const k of [1, 2]) {
      for (const side of ["bottom", "top", "left", "right"] as const) {
        const grown = clip(
          {
            x: side === "left" ? region.x - k : region.x,
            y: side === "top" ? region.y - k : region.y,
            width: region.width + (side === "left" || side === "right" ? k : 0),
            height: region.height + (side === "top" || side === "bottom" ? k : 0),
          },
          px.width,
          px.height,
        );
        if (grown.width === region.width && grown.height === region.height) continue;
        const copy = { width: px.width, height: px.height, data: new Uint32Array(before.data) };
        const again = regionCanvas(copy, before, grown);
        const done = redo({ ...ctx, canvas: again });
        if (done?.kind !== "edited") continue;
        let changed = false;
        for (let i = 0; i < copy.data.length && !changed; i++)
          changed = copy.data[i] !== before.data[i];
        if (changed) return { region: grown, canvas: again, plan: done };
      }
    }
    return null;
  };
  if (plan) {
    const action = plan.action ?? outcome.action;
    const asking = (why: string) =>
      listed.length > 0 ? `${why}. In this region: ${listed.map(label).join(", ")}.` : why;
    if (plan.kind === "refused") {
      const offer = plan.cut ? aroundObject(r, (g) => editByGrammar(g, edit, read, env)) : null;
      if (!offer) return { ...refuse(asking(plan.reason)), action };
      // The sprite's pixels the grown region takes in past the drawn one.
      let pixels = 0;
      for (let y = offer.region.y; y < offer.region.y + offer.region.height; y++)
        for (let x = offer.region.x; x < offer.region.x + offer.region.width; x++)
          if (!canvas.inside(x, y) && before.data[y * px.width + x] !== 0) pixels++;
      if (!options.extendToObject)
        return {
          ...refuse(
            asking(
              `${plan.reason}, or extend to the whole object (${pixels} px past the region's edge)`,
            ),
          ),
          action,
          wholeObject: { region: offer.region, pixels },
        };
      const all = writeBack(offer.canvas, before, image, options.palette);
      return {
        kind: "edited",
        image,
        ...outcome,
        action: offer.plan.action ?? action,
        objects,
        region: offer.region,
        summary: `${offer.plan.summary}: ${all} px, the region extended to the whole ${(offer.plan.object ?? "object").replace(/^the /, "")} (${pixels} px past its edge)`,
      };
    }
    const changed = writeBack(canvas, before, image, options.palette);
    if (changed === 0) return { ...refuse(asking(plan.idle)), action };
    const edited = { kind: "edited" as const, image, ...outcome, action, objects, region: r };
    // "It" is whatever the region holds, so it is never cut (a key's teeth boxed as "it").
    const named = plan.object && plan.object !== "it" ? plan.object : null;
    if (!named || action !== "recolor")
      return { ...edited, summary: `${plan.summary}: ${changed} px` };
    // The colours run on past the edge, but only what the sentence names there counts: the
    // object found again in the box they reach ("the ring" of a key is its bow, not the shaft
    // of the same gold that joins it).
    const past = pastRegion(canvas, px.data);
    const again =
      past.length > 0
        ? resolveObject(
            { ...ctx, canvas: regionCanvas(px, before, grownRegion(r, past, px.width)) },
            edit.object,
            true,
          )
        : null;
    const ownPast = again?.kind === "found" ? past.filter((i) => again.object.mask[i] === 1) : past;
    if (ownPast.length === 0) return { ...edited, summary: `${plan.summary}: ${changed} px` };
    const box = grownRegion(r, ownPast, px.width);
    // Pixels of the object the flood from the changed ones cannot reach (walled off by its own
    // dots or by a latch) join it, so nothing of the old ramp is left standing.
    // On the engine's drawing a sleeve showing past the staff is the robe's too.
    const whole =
      again?.kind === "found"
        ? partMap
          ? withPeeking(regionCanvas(px, before, widened(box, px)), again.object.mask, partMap)
          : again.object.mask
        : null;
    const missed = whole ? missedInObject(canvas, px.data, whole, widened(box, px)) : [];
    const carried = [...ownPast, ...missed];
    const reach = grownRegion(box, missed, px.width);
    if (!options.extendToObject) {
      // Nothing is written past the region unless asked: the reading says what stays, and the
      // result offers the object's whole box, so the preview shows both before anything is paid.
      return {
        ...edited,
        summary: `${plan.summary}: ${changed} px; the region cuts ${named}: ${ownPast.length} px of it past the region's edge keep their colour (extend to the whole object, or draw the region around all of it)`,
        wholeObject: { region: reach, pixels: ownPast.length },
      };
    }
    carryPastRegion(canvas, px.data, carried);
    const all = writeBack({ ...canvas, region: reach }, before, image, options.palette);
    return {
      ...edited,
      region: reach,
      summary: `${plan.summary}: ${all} px, the region extended to the whole ${named.replace(/^the /, "")} (${all - changed} px past its edge)`,
    };
  }
  // Each named part, found in the whole sprite and cut to the region. A part the region does
  // not hold is refused by name rather than replaced by whatever the region holds.
  const parts: { mask: Uint8Array; color: Oklch | null }[] = [];
  for (const target of reading.targets) {
    const mask = namedPartMask(source, canvas, target, palette.lab, options.anchors);
    if (!mask) return refuse(`nothing in the region matches '${target.word}'`);
    parts.push({ mask, color: target.color });
  }
  const found = () => partMask(canvas, palette) ?? opaqueIn(canvas);
  switch (reading.action) {
    case "recolor": {
      if (parts.length > 0) {
        for (const p of parts) recolor(canvas, p.mask, p.color!, palette.lab, reading.trim);
      } else if (reading.color) {
        const mask = materialMask(canvas, palette, found(), reading.color);
        if (mask) recolor(canvas, mask, reading.color, palette.lab, reading.trim);
      }
      break;
    }
    case "add":
      if (reading.item) {
        const look = readWords(prompt);
        const colorWords = [...(look?.colors.map((c) => c.word) ?? []), ...(look?.materials ?? [])];
        const drew = addItem(
          canvas,
          palette,
          { ...reading.item, colorWords: colorWords.join(" "), color: reading.color },
          options.seed,
        );
        if (drew) break;
      }
      addMotif(
        canvas,
        palette,
        reading.motif ?? "gem",
        reading.color,
        ink,
        createRandom(`${options.seed}|touch-up|${prompt}`),
      );
      break;
    case "remove": {
      const mask = parts[0]
        ? withOwnLines(canvas, parts[0].mask, isLine)
        : partMask(canvas, palette);
      if (mask) removeRegion(canvas, mask, ink, (v) => palette.lab(v).L >= 0.35);
      break;
    }
    case "detail":
      addDetail(canvas, palette, parts[0]?.mask ?? null);
      break;
  }
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

/** "cap (red)" for a chip or a refusal; a colour name is not repeated ("the red"). */
function label(o: Found): string {
  return o.name.startsWith("the ") ? o.name : `${o.name} (${o.colorWord})`;
}

/**
 * Writes the region's changed pixels into `image` and counts them. Only changed pixels are
 * written back, so untouched bytes (even of transparent pixels whose color channels are not
 * zero) stay exactly as they were. With a saved palette, each written colour is the palette's
 * nearest.
 */
function writeBack(
  canvas: Pick<RegionCanvas, "region" | "px">,
  before: { data: Uint32Array },
  image: RgbaImage,
  held: readonly string[] | undefined,
): number {
  const { region: r, px } = canvas;
  const match = held && held.length > 0 ? paletteMatcher(held) : null;
  let changed = 0;
  for (let y = r.y; y < r.y + r.height; y++) {
    for (let x = r.x; x < r.x + r.width; x++) {
      const i = y * px.width + x;
      let v = px.data[i]!;
      if (v === before.data[i]) continue;
      if (match && v >>> 24 !== 0) {
        const [cr, cg, cb] = match.nearest([v & 255, (v >>> 8) & 255, (v >>> 16) & 255]);
        v = (cr | (cg << 8) | (cb << 16) | ((v >>> 24) << 24)) >>> 0;
        if (v === before.data[i]) continue;
      }
      changed++;
      const o = i * 4;
      image.data[o] = v & 255;
      image.data[o + 1] = (v >>> 8) & 255;
      image.data[o + 2] = (v >>> 16) & 255;
      image.data[o + 3] = v >>> 24;
    }
  }
  return changed;
}
