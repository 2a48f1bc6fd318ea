/**
 * Where an item goes on a figure: the point its grip (or, on the head, its bottom middle) is
 * put on for its placement (a hand, the back, the belt, the head), and the offset that puts
 * the posed item's reference point there: a cape hung from under the shoulders, a torch
 * tucked through the belt with its flame at the waist, a flask hung inside the hand, a hat
 * sunk to the brow and centred on the head's own middle.
 */
import type { Pixels, Point } from "../raster";
import type { Body } from "./body";
import { rowRunAt } from "./cape-cloth";
import { leftOfMiddle } from "./head-span";
import type { ItemCut } from "./extract-item";
import type { Placement } from "./placement";

/** Share of a torch hung at the belt that stands above it: the flame and the top of its handle. */
export const TORCH_ABOVE_BELT = 0.35;

export interface Posed {
  readonly px: Pixels;
  readonly grip: Point;
  /** Where the top-left of `px` goes on the canvas, when the pose already decided it (a cape). */
  readonly placedAt?: Point;
}

export function headTop(canvas: Pixels, body: Body): number {
  let top = body.head.y;
  while (top > 0 && canvas.data[(top - 1) * canvas.width + body.head.x] !== 0) top--;
  return top;
}

/** The row a hat's brim sinks to: four fifths of the way from the top of the head to its middle. */
export function sinkRow(canvas: Pixels, body: Body): number {
  const top = headTop(canvas, body);
  return Math.round(top + (body.head.y - top) * 0.8);
}

/**
 * A figure much wider than tall (a wolf, a horse) has its back on top: what goes "on the back"
 * is draped over it, in front, rather than hung behind a standing figure.
 */
export function lying(body: Body): boolean {
  return body.bounds.right - body.bounds.left + 1 > body.height * 1.3;
}

/** A standing figure seen from the side: its hands nearly one above the other. */
export function inProfile(body: Body): boolean {
  return Math.abs(body.handRight.x - body.handLeft.x) < body.height * 0.22;
}

/** Where the item's grip (or, on the head, its bottom middle) goes on the canvas. */
export function anchorPoint(placement: Placement, body: Body, canvas: Pixels): Point {
  const h = body.height;
  switch (placement.kind) {
    case "hand":
      return placement.side === "right" ? body.handRight : body.handLeft;
    case "back":
      return {
        x: Math.round((body.handRight.x + body.handLeft.x) / 2 - h * 0.12),
        // A slung bow hangs from its middle, at the middle of the back.
        y: Math.round(
          placement.handling === "slung"
            ? (body.shoulderY + body.hipY) / 2
            : body.shoulderY + h * 0.25,
        ),
      };
    case "belt": {
      const y = Math.round(body.hipY - h * 0.06);
      const [lo, hi] = rowRunAt(canvas, Math.round((body.handRight.x + body.handLeft.x) / 2), y);
      const wantLeft = placement.side === "left";
      // The character's left is the viewer's right when the left hand is on the right.
      const onRight = wantLeft === body.handLeft.x >= body.handRight.x;
      // Hung at the hip's outer edge (not over the hand hanging there, on a figure whose arms
      // hang at its sides): what hangs from the belt shows beside the body, not over it; a
      // torch's handle stands just outside the body's outline, its flame clear of the face.
      const out = placement.handling === "flame" ? 2 : 0;
      return { x: onRight ? hi + out : lo - out, y };
    }
    case "head": {
      const top = headTop(canvas, body);
      // Headwear sinks onto the head to the brow; anything else rests on top of it.
      if (placement.handling !== "headwear") return { x: body.head.x, y: top - 1 };
      return { x: body.head.x, y: sinkRow(canvas, body) };
    }
  }
}

/**
 * Where the top middle of a cape (or anything body-sized on the back) goes: centred behind a
 * figure seen from the front, hanging from just under its shoulders' top; over the middle of
 * the back of a figure lying along the ground (a wolf). In profile it keeps the slung place.
 */
function backTop(body: Body, canvas: Pixels): Point | null {
  const h = body.height;
  if (lying(body)) {
    const x = Math.round((body.bounds.left + body.bounds.right) / 2);
    let y = body.bounds.top;
    while (y < body.bounds.bottom && canvas.data[y * canvas.width + x] === 0) y++;
    return { x, y: Math.max(0, y - 1) };
  }
  if (inProfile(body)) return null;
  return {
    x: Math.round((body.handRight.x + body.handLeft.x) / 2),
    y: Math.round(body.shoulderY - h * 0.08),
  };
}

/** How far around the hand its own pixels go back over a held item's grip (the fingers). */
export function fistRadius(body: Body): number {
  return Math.max(1, Math.round(body.height / 40));
}

/**
 * A flask or pouch at the belt hangs from it (its top a pixel above the belt row) on the hip,
 * its outer edge far enough inside the hand on that side for the outline between them: the
 * hand hanging at the figure's side stays in view.
 */
function besideHand(posed: Posed, target: Point, body: Body): Point {
  const middle = (body.handRight.x + body.handLeft.x) / 2;
  const hand =
    Math.abs(body.handRight.x - target.x) < Math.abs(body.handLeft.x - target.x)
      ? body.handRight
      : body.handLeft;
  const inward = hand.x > middle ? -1 : 1;
  const edge = hand.x + inward * (fistRadius(body) + 2);
  const x = inward > 0 ? edge : edge - posed.px.width + 1;
  return { x, y: target.y - 1 };
}

/** The offset that puts the posed item's reference point on `target`. */
export function offsetFor(
  placement: Placement,
  posed: Posed,
  target: Point,
  body: Body,
  canvas: Pixels,
  item: ItemCut,
  pulledHead: { middle: number; pulledTo: number } | null,
): Point {
  if (posed.placedAt) return posed.placedAt;
  const top = placement.kind === "back" && placement.size === "body" ? backTop(body, canvas) : null;
  if (top) return { x: top.x - Math.floor(posed.px.width / 2), y: top.y };
  if (placement.kind === "belt" && placement.handling === "flame") {
    // A torch is tucked through the belt near its flame: the flame stands at the waist, not at
    // the chest or the face, and the handle hangs below the belt.
    const above = Math.round(posed.px.height * TORCH_ABOVE_BELT);
    // Never down to the soles: a long handle that would reach the ground rides up.
    const y = Math.min(target.y - above, body.footY - 1 - (posed.px.height - 1));
    return { x: target.x - posed.grip.x, y };
  }
  if (placement.kind === "belt" && !item.elongated) return besideHand(posed, target, body);
  if (placement.kind !== "head") return { x: target.x - posed.grip.x, y: target.y - posed.grip.y };
  let bottom = posed.px.height - 1;
  for (let y = posed.px.height - 1; y >= 0; y--) {
    let any = false;
    for (let x = 0; x < posed.px.width; x++) any ||= posed.px.data[y * posed.px.width + x] !== 0;
    if (any) {
      bottom = y;
      break;
    }
  }
  // On a head something held pulled aside, the item's middle goes on the head's own middle
  // (a whole pixel's rounding put a hat a pixel off to the side away from a sword).
  const x =
    pulledHead === null
      ? target.x - Math.floor(posed.px.width / 2)
      : leftOfMiddle(pulledHead.middle, posed.px.width, pulledHead.pulledTo);
  return { x, y: target.y - bottom };
}
