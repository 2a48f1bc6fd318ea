/**
 * "Add ..." read with the edit grammar: a crown on the head, an orb on a staff's tip, a hat over
 * the head, a gem set in a ring's hole, and any other thing drawn from its shape fitted to the
 * region; a thing nothing can draw is refused before any charge.
 */
import type { EditReading } from "../edit-grammar";
import { MATERIAL_LOOKS } from "../prompt";
import { addAnother, COPIED_THINGS } from "./add-another";
import { addShape, shapeToAdd, tooSmallFor } from "./add-shape";
import type { EditEnv, GrammarOutcome } from "./edit-types";
import { lchOfHex, targetColor } from "./edit-colour";
import { knobOf, redrawKnob } from "./knob-orb";
import { isolated, type ObjectContext, resolveObject } from "./objects";
import type { TouchUpReading } from "./read-touchup-prompt";
import { drawCrown, drawOrb, rampOf } from "./reshape";
import { holeIn, setInHole } from "./set-in-hole";
import { drawSmallCap } from "./small-cap";
import { drawSmallCrown } from "./small-crown";

/** Things drawn as shapes of their own; others go to the drawer (the older path). */
const ORB_WORDS = new Set(["orb", "ball", "sphere", "bubble", "pearl"]);
const CROWN_WORDS = new Set(["crown", "tiara", "diadem"]);

function bounds(mask: Uint8Array, width: number) {
  let top = -1;
  let x0 = Infinity;
  let x1 = -Infinity;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    const y = Math.floor(i / width);
    if (top < 0) top = y;
    if (y > top + 1) break;
    const x = i % width;
    x0 = Math.min(x0, x);
    x1 = Math.max(x1, x);
  }
  return top < 0 ? null : { top, x0, x1 };
}

/** Things worn on the head: drawn on top of it, in the region's rows above the head. */
const HEADWEAR = new Set(["hat", "cap", "helmet", "hood", "beanie", "bonnet", "tiara"]);

/**
 * The part of the region a hat is drawn in: its rows from the top down to the head's top row
 * (the region's first drawn row, the head's outline, which the brim covers), so the hat sits
 * on the head instead of over it. The whole region when it holds only air.
 */
function aboveHead(ctx: ObjectContext): { x: number; y: number; width: number; height: number } {
  const { region } = ctx.canvas;
  let first = -1;
  for (let y = region.y; y < region.y + region.height && first < 0; y++)
    for (let x = region.x; x < region.x + region.width; x++)
      if (ctx.canvas.get(x, y) !== 0) {
        first = y;
        break;
      }
  if (first < 0) return region;
  return { x: region.x, y: region.y, width: region.width, height: first - region.y + 1 };
}

/** Rows the drawn crown takes at its smallest: a band of two and points of two. */
const CROWN_ROWS = 4;
/** Rows the one-pixel crown takes (see small-crown): its band over the outline, points above. */
const SMALL_CROWN_ROWS = 2;

export function addThing(
  ctx: ObjectContext,
  edit: EditReading,
  env: EditEnv,
  legacy: TouchUpReading,
): GrammarOutcome | null {
  const thing = edit.target?.thing;
  if (!thing) return null;
  const orb = ORB_WORDS.has(thing);
  const crown = CROWN_WORDS.has(thing);
  if (!orb && !crown) return addShaped(ctx, edit, thing, env, legacy);
  const { canvas } = ctx;
  const { region, px } = canvas;
  const asked = edit.target?.color;
  const color = asked
    ? targetColor(asked)
    : crown
      ? MATERIAL_LOOKS.gold.base
      : lchOfHex(edit.target?.glowing ? "#8ad8f0" : "#3c6cd0");
  const ramp = rampOf(color);
  const ink = env.ink ?? ramp[0]!;
  // Where it goes: on the named place, else on top of the region's subject (a head for a crown).
  let on: Uint8Array | null = null;
  if (edit.place && !(edit.place.pronoun && !edit.place.noun)) {
    const r = resolveObject(ctx, edit.place);
    if (r.kind === "missing")
      return {
        kind: "refused",
        reason: `nothing in the region matches '${r.words}'`,
        action: "add",
      };
    on = r.object.mask;
  }
  if (!on && crown && ctx.parts) {
    const r = resolveObject(ctx, {
      noun: "head",
      color: null,
      shape: null,
      position: null,
      pronoun: false,
    });
    if (r.kind === "found") on = r.object.mask;
  }
  on ??= isolated(ctx);
  const side = Math.min(region.width, region.height);
  let drew: boolean;
  const top = on ? bounds(on, px.width) : null;
  const knob = orb && on ? knobOf(on, px.width, region) : null;
  if (knob) {
    // The place already ends in a round knob (an orb on a staff): that knob is drawn again as
    // the orb asked for, in its place and at its size, rather than a second one stacked on it.
    drew = redrawKnob(canvas, knob, ramp, ink, edit.target!.glowing);
  } else if (orb) {
    const r = Math.max(2, Math.min(6, Math.round(side * 0.12)));
    const cx = top ? (top.x0 + top.x1) / 2 : region.x + region.width / 2;
    const cy = top ? top.top - r : region.y + region.height / 2;
    drew = drawOrb(
      canvas,
      Math.round(cx),
      Math.max(region.y + r, Math.round(cy)),
      r,
      ramp,
      ink,
      edit.target!.glowing,
    );
  } else {
    const headWidth = top ? top.x1 - top.x0 + 1 : Math.round(side * 0.6);
    let w = Math.max(5, Math.min(Math.round(side * 0.8), Math.round(Math.max(headWidth, 6) * 0.9)));
    let cx = top ? (top.x0 + top.x1) / 2 : region.x + region.width / 2;
    // The crown's band sits over the head's top row (its outline: the first drawn pixel above
    // the head's middle) and its points rise into the air above: it needs at least 4 rows of
    // the region from that row up, or it would be sunk into the head, where no crown reads.
    let crest = top ? top.top : 0;
    for (let pass = 0; top && pass < 2; pass++) {
      while (crest > region.y && canvas.get(Math.round(cx), crest - 1) !== 0) crest--;
      // Centred on the head's top run of pixels there, not on the region's cut of it.
      let a = Math.round(cx);
      let b = a;
      while (canvas.get(a - 1, crest) !== 0 && a - 1 >= 0) a--;
      while (canvas.get(b + 1, crest) !== 0 && b + 1 < px.width) b++;
      if (canvas.get(a, crest) !== 0) cx = (a + b) / 2;
    }
    if (top) {
      // A head whose top is the region's top row (a slime's dome against the canvas edge)
      // wears the small crown sunk one row into it: its band over the dome, its points on the
      // outline, rather than no crown at all.
      if (crest - region.y + 1 < SMALL_CROWN_ROWS && region.height >= SMALL_CROWN_ROWS + 1)
        crest = region.y + SMALL_CROWN_ROWS - 1;
      const room = crest - region.y + 1;
      if (room < SMALL_CROWN_ROWS)
        return {
          kind: "refused",
          action: "add",
          reason: `no room above the head in the region: a ${thing} needs ${SMALL_CROWN_ROWS} rows from the head's top up and the region has ${Math.max(0, room)}; draw the region higher above the head`,
        };
      while (w > 5 && Math.max(4, Math.round(w * 0.6)) > room) w--;
      if (room < CROWN_ROWS) w = Math.min(w, headWidth - 2);
    }
    const h = Math.max(4, Math.round(w * 0.6));
    const base = top ? crest : Math.max(region.y + h, region.y + Math.round(region.height / 2));
    drew =
      top && crest - region.y + 1 < CROWN_ROWS
        ? drawSmallCrown(canvas, cx, crest, w, ramp, ink)
        : drawCrown(canvas, cx, base, w, ramp, ink);
  }
  return {
    kind: "edited",
    action: "add",
    summary: `Add ${withArticle(asked?.words, thing)}`,
    idle: drew ? `the ${thing} would change nothing` : `no room in the region to add a ${thing}`,
  };
}

/** The words for a stone that is set in a ring's hole when the region holds one. */
const GEM_WORDS = new Set(["gem", "jewel", "ruby", "diamond", "stone", "sapphire", "emerald"]);

/** The least lightness a small cap's colour has, to stand apart from the outline under it. */
const SMALL_CAP_MIN_L = 0.42;

/**
 * A thing other than a crown or an orb: drawn from its shape when one is known; left to the item
 * drawer or the mark stamper when the older reader knows it; refused, before any charge, when
 * nothing can draw it.
 */
function addShaped(
  ctx: ObjectContext,
  edit: EditReading,
  thing: string,
  env: EditEnv,
  legacy: TouchUpReading,
): GrammarOutcome | null {
  const shape = shapeToAdd(thing);
  const asked = edit.target?.color;
  if (!shape) {
    // "add detail", "add texture" are the detail pass's; a thing no reader knows is refused.
    if (legacy.item || legacy.motif) return null;
    if (legacy.action !== "add" && !legacy.words.ignored.includes(thing)) return null;
    return {
      kind: "refused",
      reason: `there is no way to draw '${thing}' in a touch-up yet`,
      action: "add",
    };
  }
  const box = HEADWEAR.has(thing) ? aboveHead(ctx) : ctx.canvas.region;
  if (box.height < 1)
    return {
      kind: "refused",
      reason: `no room above the head in the region: a ${thing} sits on top of it; draw the region higher above the head`,
      action: "add",
    };
  const small = tooSmallFor(thing, box.width, box.height);
  // A head with two to six rows of air above it (the region's top to its outline) wears the
  // smallest cap rather than none.
  if (small && HEADWEAR.has(thing) && box !== ctx.canvas.region && box.height >= 2) {
    const crestY = box.y + box.height - 1;
    let x0 = -1;
    let x1 = -1;
    for (let x = box.x; x < box.x + box.width; x++) {
      if (ctx.canvas.get(x, crestY) === 0) continue;
      if (x0 < 0) x0 = x;
      x1 = x;
    }
    if (x0 >= 0 && x1 - x0 >= 2) {
      // Two rows of a near-black hat vanish into the head's outline: unless a colour is asked,
      // the cap takes the hat's lighter colour (a top hat's red band) so it reads as a cap.
      const own = shape.colors.map(lchOfHex);
      const lit = own.find((c) => c.L >= SMALL_CAP_MIN_L) ?? lchOfHex("#8a5a36");
      const ramp = rampOf(asked ? targetColor(asked) : lit);
      const drew = drawSmallCap(ctx.canvas, x0, x1, crestY, ramp, env.ink ?? ramp[0]!);
      return {
        kind: "edited",
        action: "add",
        summary: `Add ${withArticle(asked?.words, thing)}`,
        idle: drew
          ? `the ${thing} would change nothing`
          : `no room in the region to add a ${thing}`,
      };
    }
  }
  if (small) {
    const where =
      box === ctx.canvas.region ? small : small.replace(/^the region/, "the room above the head");
    return { kind: "refused", reason: where, action: "add" };
  }
  // A gem in a region holding a ring's hole (a key's bow) is set in the hole, the ring kept.
  const hole = GEM_WORDS.has(thing) ? holeIn(ctx.canvas) : null;
  if (hole) {
    const ramp = rampOf(asked ? targetColor(asked) : lchOfHex(shape.colors[0] ?? "#d83048"));
    setInHole(ctx.canvas, hole, ramp);
    return {
      kind: "edited",
      action: "add",
      summary: `Add ${withArticle(asked?.words, thing)} set in the ring`,
      idle: `the ${thing} would change nothing`,
    };
  }
  // Another of what the sprite already bears (an apple among the canopy's apples) is a copy of
  // one of them, in their size and shading.
  if (COPIED_THINGS.has(thing)) {
    const main = asked ? targetColor(asked) : lchOfHex(shape.colors[0] ?? "#d83048");
    if (addAnother(ctx.canvas, main) > 0)
      return {
        kind: "edited",
        action: "add",
        summary: `Add ${withArticle(asked?.words, thing)} like the ones there`,
        idle: `the ${thing} would change nothing`,
      };
  }
  const drew = addShape(
    ctx.canvas,
    shape,
    asked?.words ?? "",
    asked ? targetColor(asked) : null,
    ctx.palette,
    env.ink,
    box,
  );
  return {
    kind: "edited",
    action: "add",
    summary: `Add ${withArticle(asked?.words, thing)}`,
    idle:
      drew > 0 ? `the ${thing} would change nothing` : `no room in the region to add a ${thing}`,
  };
}

/** "a red apple", "an orb": the added thing with the article its first word takes. */
function withArticle(colour: string | undefined, thing: string): string {
  const words = colour ? `${colour} ${thing}` : thing;
  return `${/^[aeiou]/i.test(words) ? "an" : "a"} ${words}`;
}
