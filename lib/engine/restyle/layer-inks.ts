/**
 * Readings of a layered sprite's inks shared by the restyles that paint over its layers: the
 * ramp a layer is mostly drawn in (its coat or cloth), and which way a beast's snout points.
 */
import { type LayeredSprite, LEVELS, type SpriteLayer } from "../draw";

/** The ramp that paints most of a layer's pixels (its coat or cloth). */
export function commonestRamp(layer: SpriteLayer): number {
  const counts = new Map<number, number>();
  for (const v of layer.ink) {
    if (v < 0) continue;
    const r = Math.floor(v / LEVELS);
    counts.set(r, (counts.get(r) ?? 0) + 1);
  }
  let best = -1;
  let most = 0;
  for (const [r, n] of counts) if (n > most) [best, most] = [r, n];
  return best;
}

/** Which way a beast's snout points: +1 toward +x, -1 toward -x (from its head to its body). */
export function snoutward(doc: LayeredSprite, head: SpriteLayer): number {
  const body = doc.layers.find((l) => l.role === "body" && l.width > 0);
  if (!body) return 1;
  return head.x + head.width / 2 >= body.x + body.width / 2 ? 1 : -1;
}
