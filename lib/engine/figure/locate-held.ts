/**
 * What a figure holds, found from its pixels: the asymmetry test's find or a thing raised above
 * the neck in an arm's zone, completed with its hilt so taking it away leaves nothing floating.
 */
import { labCache } from "../color";
import type { Pixels, RgbaImage } from "../raster";
import { floodFill, toPixels } from "../raster";
import type { FigureAnchors } from "./anchors";
import { type Body, findBody } from "./body";
import { colorFamilies } from "./color-families";
import { findHeldItem } from "./held-item";
import { code, PART_NAMES, type PartName } from "./parts";
import { segmentFigure } from "./segment";
import { withHilt } from "./item-hilt";

/**
 * What the figure holds in the hand on `side` (the character's own), or in either hand: the
 * asymmetry test's find, else a thing raised above the neck in that arm's zone. Combine and
 * restyle take it out before a new item goes into that hand.
 */
export function heldItemMask(
  image: RgbaImage,
  anchors?: FigureAnchors,
  side?: "right" | "left",
): Uint8Array | null {
  const px = toPixels(image);
  const body = findBody(px, anchors);
  if (!body) return null;
  const found = findHeldItem(px, body, side);
  const figure = segmentFigure(image, anchors);
  if (found) {
    if (figure.kind !== "humanoid") return found.mask;
    return completeItem(px, found.mask, figure.labels, body, colorFamilies(px, labCache()));
  }
  if (figure.kind !== "humanoid") return null;
  let arms: PartName[] = ["armRight", "armLeft"];
  if (side) {
    // The zone under that hand: segment names arms by the screen's side, hands by the figure's.
    const hand = side === "right" ? body.handRight : body.handLeft;
    const name = PART_NAMES[figure.labels[hand.y * px.width + hand.x]!];
    if (name === "armRight" || name === "armLeft") arms = [name];
  }
  const raised = raisedItem(px, figure.labels, body, figure.neckY, arms);
  return completeItem(px, raised, figure.labels, body, colorFamilies(px, labCache()));
}

/**
 * The item with its hilt (see item-hilt), grown from the hand nearer its lowest pixel: a blade
 * found without its crossguard and grip would leave them floating when taken away.
 */
export function completeItem(
  px: Pixels,
  item: Uint8Array | null,
  labels: Uint8Array,
  body: Body,
  families: Map<number, number>,
): Uint8Array | null {
  if (!item) return null;
  let low = -1;
  for (let i = 0; i < item.length; i++) if (item[i]) low = i;
  if (low < 0) return item;
  const x = low % px.width;
  const y = (low - x) / px.width;
  const hand = [body.handRight, body.handLeft].reduce((a, b) =>
    Math.hypot(b.x - x, b.y - y) < Math.hypot(a.x - x, a.y - y) ? b : a,
  );
  const reach = Math.max(3, Math.round(body.height / 5));
  return withHilt(px, item, labels, hand, reach, (v) => families.get(v));
}

/** The named part of `image`, or null when the sprite has no such part that can be found. */

/**
 * A held thing the asymmetry test misses (both hands full, or a weapon held upright in front of
 * the arm): in each arm's zone, what rises above the neck (no arm does), and what continues it
 * below in the same colors and columns (the blade down to the hilt), never the arm's own colors
 * beside it. Null when neither arm holds anything that large.
 */
export function raisedItem(
  px: Pixels,
  labels: Uint8Array,
  body: Body,
  neckY: number,
  arms: readonly PartName[],
): Uint8Array | null {
  const { width, data } = px;
  let best: { mask: Uint8Array; count: number } | null = null;
  for (const arm of arms) {
    const id = code(arm);
    const inArm = (i: number) => labels[i] === id && data[i] !== 0;
    const seeds: number[] = [];
    for (let i = 0; i < data.length; i++) {
      if (inArm(i) && Math.floor(i / width) < neckY) seeds.push(i);
    }
    if (seeds.length < 4) continue;
    const colors = new Set(seeds.map((i) => data[i]!));
    const xs = seeds.map((i) => i % width);
    const lo = Math.min(...xs) - 1;
    const hi = Math.max(...xs) + 1;
    const mask = new Uint8Array(data.length);
    const inReach = (i: number) =>
      inArm(i) && i % width >= lo && i % width <= hi && colors.has(data[i]!);
    const count = floodFill(width, data.length / width, seeds, inReach, {
      connectivity: 4,
      seen: mask,
    });
    if (count >= Math.max(6, Math.round(body.height / 4)) && (!best || count > best.count))
      best = { mask, count };
  }
  return best?.mask ?? null;
}
