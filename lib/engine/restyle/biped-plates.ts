/**
 * Plate armour laid over a figure's own clothes on its layers, as a pixel artist draws it:
 * a breastplate over the chest (the clothes still showing at its sides and below it), a
 * pauldron over each shoulder and a greave down each shin. Every plate is a part of its own
 * painted after the clothes, so the drawer's inner-line pass edges it in the plate's darkest
 * shade where it lies on cloth: it reads as metal worn over the tunic or robe, not as a
 * recoloured patch. The plates stay in the layers they lie on (the torso, the arms, the lower
 * legs), so a pose or an animation moves each with its part.
 */
import { EMPTY, LEVELS, OUTLINE_INK, type SpriteLayer } from "../draw";
import { commonestRamp } from "./layer-inks";

/** Share of the torso's height, from its top, a breastplate covers at most (a belt stops it sooner). */
const BREASTPLATE = 0.75;
/** Share of an arm's height, from its top, a pauldron covers. */
const PAULDRON = 0.3;
/** Share of a lower leg's height, from the knee, a greave covers (the boot shows below). */
const GREAVE = 0.6;

/** Plate shades in a gold-like ramp: lit body, shadowed side, highlight. */
const BODY = 2;
const SHADE = 1;
const SHINE = 3;

/**
 * The layer's inks and parts with its plate in ramp `ramp` and part `part` (a pauldron in
 * part `part + 1`, so it is edged where it lies on the breastplate too), or null when the layer
 * is not one a plate lies on (or shows nothing there).
 */
export function bipedPlate(
  layer: SpriteLayer,
  ramp: number,
  part: number,
): { ink: Int16Array; part: Uint16Array } | null {
  const share =
    layer.role === "torso"
      ? BREASTPLATE
      : layer.role === "arm"
        ? PAULDRON
        : layer.role === "leg-lower"
          ? GREAVE
          : 0;
  if (share === 0 || layer.width === 0) return null;
  const { width, height } = layer;
  const ink = Int16Array.from(layer.ink);
  const parts = Uint16Array.from(layer.part);
  // A breastplate lies on the torso's cloth (its commonest ramp), not on what else the layer
  // draws (a quiver and its fletching on the back, a strap, the belt it stops at).
  const main = layer.role === "torso" ? commonestRamp(layer) : -1;
  const cloth = (i: number) => Math.floor(layer.ink[i]! / LEVELS) === main;
  const painted = (u: number, v: number) => {
    const i = v * width + u;
    const x = layer.ink[i]!;
    return x !== EMPTY && x !== OUTLINE_INK && (main < 0 || cloth(i));
  };
  let first = -1;
  let last = -1;
  for (let v = 0; v < height; v++) {
    for (let u = 0; u < width; u++) {
      if (!painted(u, v)) continue;
      if (first < 0) first = v;
      last = v;
    }
  }
  if (first < 0) return null;
  let end = first + Math.max(1, Math.round((last - first) * share));
  // A breastplate stops at the belt (a row the clothes cover less than half of) when that
  // comes before its share's end.
  if (main >= 0) {
    for (let v = first + 2; v <= last; v++) {
      let all = 0;
      let clothed = 0;
      for (let u = 0; u < width; u++) {
        const x = layer.ink[v * width + u]!;
        if (x === EMPTY || x === OUTLINE_INK) continue;
        all++;
        if (cloth(v * width + u)) clothed++;
      }
      if (all > 0 && clothed * 2 < all) {
        end = Math.min(end, v - 1);
        break;
      }
    }
  }
  // A breastplate leaves the clothes a pixel wide at its sides, so it shows as worn over them.
  const margin = layer.role === "torso" ? 1 : 0;
  let count = 0;
  for (let v = first; v <= end; v++) {
    let left = -1;
    let right = -1;
    for (let u = 0; u < width; u++) {
      if (!painted(u, v)) continue;
      if (left < 0) left = u;
      right = u;
    }
    if (left < 0) continue;
    // A pauldron is a cap wider than the arm under it: a pixel past it each side below its
    // top row, where the layer has room.
    const flare = layer.role === "arm" && v > first ? 1 : 0;
    const a = Math.max(0, left + margin - flare);
    const b = Math.min(width - 1, right - margin + flare);
    if (b < a) continue;
    // Lit from the upper left: a highlight down a third of the way across, the far side in
    // shadow, the top row of a pauldron catching the light.
    const shine = a + Math.round((b - a) / 3);
    for (let u = a; u <= b; u++) {
      const i = v * width + u;
      if (!painted(u, v) && (flare === 0 || layer.ink[i] !== EMPTY)) continue;
      const level =
        (layer.role === "arm" && v === first) || (u === shine && v > first && v < end)
          ? SHINE
          : u > a + ((b - a) * 3) / 4
            ? SHADE
            : BODY;
      ink[i] = ramp * LEVELS + level;
      parts[i] = layer.role === "arm" ? part + 1 : part;
      count++;
    }
  }
  return count > 0 ? { ink, part: parts } : null;
}
