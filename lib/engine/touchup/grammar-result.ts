/**
 * A grammar edit's plan turned into the touch-up's answer: its pixels written back, or its
 * refusal with the region's objects listed; and, for an object the region cuts, what a region
 * grown around the whole object would do (offered before anything is paid, or done when
 * "extend to the whole object" was asked).
 */
import type { EditReading } from "../edit-grammar";
import type { Pixels, RgbaImage } from "../raster";
import { carryPastRegion, grownRegion, missedInObject, pastRegion } from "./cut-object";
import { editByGrammar } from "./edit";
import type { EditEnv, GrammarOutcome } from "./edit-types";
import { type Found, type ObjectContext, resolveObject } from "./objects";
import { withPeeking } from "./peeking";
import type { TouchUpReading } from "./read-touchup-prompt";
import { clip, type Region, regionCanvas } from "./region";
import type { RegionObject, TouchUpOutcome, TouchUpResult, TouchUpRefused } from "./touchup-types";
import { writeBack } from "./write-back";

/** Everything the touch-up read and set up before the grammar's plan was made. */
export interface GrammarRun {
  readonly ctx: ObjectContext;
  readonly edit: EditReading;
  readonly reading: TouchUpReading;
  readonly env: EditEnv;
  /** The source's pixels, never written. */
  readonly before: Pixels;
  /** The answer's picture, a copy of the source the changed pixels are written into. */
  readonly image: RgbaImage;
  /** The sprite's saved palette, when it has one. */
  readonly held: readonly string[] | undefined;
  readonly extendToObject: boolean;
  readonly outcome: Omit<TouchUpOutcome, "objects" | "summary">;
  readonly objects: readonly RegionObject[];
  readonly listed: readonly Found[];
  readonly refuse: (reason: string) => TouchUpRefused;
}

/** "cap (red)" for a chip or a refusal; a colour name is not repeated ("the red"). */
function label(o: Found): string {
  return o.name.startsWith("the ") ? o.name : `${o.name} (${o.colorWord})`;
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
 * The region grown by a pixel or two on one side (the side the object runs past), with the
 * edit redone there on a fresh copy, when that edit changes something: the first that does.
 */
function aroundObject(run: GrammarRun, region: Region) {
  const { ctx, before } = run;
  const { px } = ctx.canvas;
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
      const done = editByGrammar({ ...ctx, canvas: again }, run.edit, run.reading, run.env);
      if (done?.kind !== "edited") continue;
      let changed = false;
      for (let i = 0; i < copy.data.length && !changed; i++)
        changed = copy.data[i] !== before.data[i];
      if (changed) return { region: grown, canvas: again, plan: done, strip: k };
    }
  }
  return null;
}

/** Whether every sprite pixel `grown` takes in past `region` is line work (an outline). */
function stripIsLine(run: GrammarRun, region: Region, grown: Region): boolean {
  const { before, env } = run;
  let any = false;
  for (let y = grown.y; y < grown.y + grown.height; y++)
    for (let x = grown.x; x < grown.x + grown.width; x++) {
      const inside =
        x >= region.x &&
        y >= region.y &&
        x < region.x + region.width &&
        y < region.y + region.height;
      const v = before.data[y * before.width + x]!;
      if (inside || v === 0) continue;
      if (!env.isLine(v)) return false;
      any = true;
    }
  return any;
}

/** The answer to a touch-up the grammar planned (and, planning, drew on the region's canvas). */
export function grammarResult(run: GrammarRun, plan: GrammarOutcome): TouchUpResult {
  const { ctx, before, image, held, outcome, objects, listed, refuse } = run;
  const { canvas } = ctx;
  const { px, region: r } = canvas;
  const action = plan.action ?? outcome.action;
  const asking = (why: string) =>
    listed.length > 0 ? `${why}. In this region: ${listed.map(label).join(", ")}.` : why;
  if (plan.kind === "refused") {
    const offer = plan.cut ? aroundObject(run, r) : null;
    if (!offer) return { ...refuse(asking(plan.reason)), action };
    // The sprite's pixels the grown region takes in past the drawn one.
    let pixels = 0;
    for (let y = offer.region.y; y < offer.region.y + offer.region.height; y++)
      for (let x = offer.region.x; x < offer.region.x + offer.region.width; x++)
        if (!canvas.inside(x, y) && before.data[y * px.width + x] !== 0) pixels++;
    // A region that misses only the object's outline (its sole, the pixel row an artist's drag
    // stops short of) is taken to hold it: the outline is the object's own, so doing it is
    // what was asked, not an extension to be offered.
    const outlineOnly = offer.strip === 1 && stripIsLine(run, r, offer.region);
    if (!run.extendToObject && !outlineOnly)
      return {
        ...refuse(
          asking(
            `${plan.reason}, or extend to the whole object (${pixels} px past the region's edge)`,
          ),
        ),
        action,
        wholeObject: { region: offer.region, pixels },
      };
    const all = writeBack(offer.canvas, before, image, held);
    const thing = (offer.plan.object ?? "object").replace(/^the /, "");
    return {
      kind: "edited",
      image,
      ...outcome,
      action: offer.plan.action ?? action,
      objects,
      region: offer.region,
      summary: outlineOnly
        ? `${offer.plan.summary}: ${all} px, the region taken a pixel further to hold the outline of the ${thing}`
        : `${offer.plan.summary}: ${all} px, the region extended to the whole ${thing} (${pixels} px past its edge)`,
    };
  }
  const changed = writeBack(canvas, before, image, held);
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
          run.edit.object,
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
      ? ctx.parts
        ? withPeeking(regionCanvas(px, before, widened(box, px)), again.object.mask, ctx.parts)
        : again.object.mask
      : null;
  const missed = whole ? missedInObject(canvas, px.data, whole, widened(box, px)) : [];
  const carried = [...ownPast, ...missed];
  const reach = grownRegion(box, missed, px.width);
  if (!run.extendToObject) {
    // Nothing is written past the region unless asked: the reading says what stays, and the
    // result offers the object's whole box, so the preview shows both before anything is paid.
    return {
      ...edited,
      summary: `${plan.summary}: ${changed} px; the region cuts ${named}: ${ownPast.length} px of it past the region's edge keep their colour (extend to the whole object, or draw the region around all of it)`,
      wholeObject: { region: reach, pixels: ownPast.length },
    };
  }
  carryPastRegion(canvas, px.data, carried);
  const all = writeBack({ ...canvas, region: reach }, before, image, held);
  return {
    ...edited,
    region: reach,
    summary: `${plan.summary}: ${all} px, the region extended to the whole ${named.replace(/^the /, "")} (${all - changed} px past its edge)`,
  };
}
