/**
 * Armour asked of a generated sprite its drawer draws no plate for ("gold armor" on a wizard in
 * a robe, on a wolf): plates laid over its own layers in the colour asked, each pixel keeping
 * its shade in a ramp of that colour (so the plate is lit as the cloth or fur under it was),
 * with a dark rim along each plate's lower edge and a highlight streak, so it reads as metal
 * plate and not as a recolour.
 *
 * - a biped in a tunic or coat: edged plates over its clothes (biped-plates.ts).
 * - a biped in a robe or dress: a breastplate over the upper half of its torso and a pauldron
 *   over the top third of each arm, in the cloth's own shading.
 * - a four-legged body: a barding over the middle of its back and the upper half of its flank,
 *   and a chanfron over the top of its head.
 *
 * The picture is the layers composed at rest and finished by the drawer's own passes.
 */
import { type Oklch, oklabDistanceSquared, oklchToOklab, rgbToOklab } from "../color";
import {
  buildRamp,
  EMPTY,
  eyesOfLayer,
  FLAG_DETAIL,
  type LayeredSprite,
  LEVELS,
  OUTLINE_INK,
  refinished,
  type SpriteLayer,
} from "../draw";
import { bipedPlate } from "./biped-plates";
import { commonestRamp, snoutward } from "./layer-inks";

/** Share of a robe's torso's height, from its top, its breastplate covers. */
const ROBE_BREASTPLATE = 0.5;
/** Share of a robed arm's height, from its top, its pauldron covers. */
const ROBE_PAULDRON = 0.34;
/** Share of a four-legged body's depth, from its back, a barding covers. */
const BARDING = 0.55;
/** Share of a four-legged head's depth, from its top, a chanfron covers (it shows under a cape). */
const CHANFRON = 0.4;

/** `doc` with plates in `color` over its torso, arms and shins (or a beast's back), or null. */
export function armourOnLayers(doc: LayeredSprite, color: Oklch): LayeredSprite | null {
  const ramp = doc.finish.ramps.length;
  const ramps = [...doc.finish.ramps, buildRamp(color, { contrast: 1.2 })];
  if (doc.rig === "biped" && !robed(doc)) {
    // Each plate a part of its own, painted after the clothes: edged where it lies on them.
    const part = doc.parts.length;
    let plated = 0;
    const layers = doc.layers.map((layer) => {
      const worn = bipedPlate(layer, ramp, part);
      if (!worn) return layer;
      plated++;
      return { ...layer, ...worn };
    });
    if (plated === 0) return null;
    const withParts = { ...doc, parts: [...doc.parts, { innerLine: true }, { innerLine: true }] };
    return refinished(withParts, layers, ramps, { parts: new Set([part, part + 1]) });
  }
  // A robe: a cuirass over the upper half of the robe's torso, lit as the cloth under it, and a
  // pauldron over each arm's top (the edged plates over a tunic shrink on a robe's long torso
  // to a bib under the beard). A beast: a barding on its back and a chanfron on its head.
  const beast = doc.rig === "quadruped";
  let plated = 0;
  const layers = doc.layers.map((layer) => {
    const share =
      doc.rig === "biped"
        ? layer.role === "torso"
          ? ROBE_BREASTPLATE
          : layer.role === "arm"
            ? ROBE_PAULDRON
            : 0
        : beast && layer.role === "body"
          ? BARDING
          : beast && layer.role === "head"
            ? CHANFRON
            : 0;
    if (share === 0 || layer.width === 0) return layer;
    const beastHead = beast && layer.role === "head";
    const ink =
      (beastHead ? chanfron(layer, ramp, snoutward(doc, layer)) : null) ??
      plate(layer, share, ramp, beast, beastHead);
    if (!ink) return layer;
    plated++;
    return { ...layer, ink };
  });
  if (plated === 0) return null;
  return refinished(doc, layers, ramps);
}

/**
 * Whether a figure wears a long garment (a robe or a dress): its torso layer, hem and all,
 * reaches down over the top of its lower legs.
 */
function robed(doc: LayeredSprite): boolean {
  const torso = doc.layers.find((l) => l.role === "torso" && l.width > 0);
  const shins = doc.layers.filter((l) => l.role === "leg-lower" && l.width > 0);
  if (!torso || shins.length === 0) return false;
  return torso.y + torso.height > Math.min(...shins.map((l) => l.y));
}

/**
 * The layer's inks with its plate in ramp `ramp`: per column, from the first filled row down
 * `share` of that column's filled run (of the layer's whole height for a torso or an arm, so
 * the plate's edge runs level), the lowest plated row a dark rim, one column in a third of the
 * way across a highlight. Null when no pixel is plated.
 */
function plate(
  layer: SpriteLayer,
  share: number,
  ramp: number,
  perColumn: boolean,
  whole = false,
): Int16Array | null {
  const { width, height } = layer;
  const ink = Int16Array.from(layer.ink);
  const painted = (v: number) => v !== EMPTY && v !== OUTLINE_INK;
  let first = -1;
  let last = -1;
  for (let v = 0; v < height; v++) {
    for (let u = 0; u < width; u++) {
      if (!painted(ink[v * width + u]!)) continue;
      if (first < 0) first = v;
      last = v;
    }
  }
  if (first < 0) return null;
  // A beast's barding leaves its chest and rump bare: the middle of its length only (a
  // chanfron runs the head's whole length).
  const [u0, u1] =
    perColumn && !whole ? [Math.round(width * 0.22), Math.round(width * 0.8)] : [0, width - 1];
  const shine = u0 + Math.round((u1 - u0) / 3);
  let count = 0;
  for (let u = u0; u <= u1; u++) {
    let top = -1;
    let bottom = -1;
    for (let v = 0; v < height; v++) {
      if (!painted(ink[v * width + u]!)) continue;
      if (top < 0) top = v;
      bottom = v;
    }
    if (top < 0) continue;
    const end = perColumn
      ? top + Math.round((bottom - top) * share)
      : Math.min(bottom, first + Math.round((last - first) * share));
    for (let v = top; v <= end; v++) {
      const i = v * width + u;
      const was = ink[i]!;
      if (!painted(was)) continue;
      const level = v === end ? 0 : u === shine && v > top ? 4 : Math.max(1, was % LEVELS);
      ink[i] = ramp * LEVELS + level;
      count++;
    }
  }
  return count > 0 ? ink : null;
}

/** Rows of the nose bridge a chanfron covers, from the top of the snout down. */
const BRIDGE_ROWS = 3;

/**
 * A four-legged head's inks with a chanfron in ramp `ramp`, or null when the head shows no
 * eye to fit one round (then the plain plate is used). A chanfron is the plate over a beast's
 * forehead and down its nose: the head's own coat (its commonest ramp) from the brow to just
 * below the eye, from two pixels behind the eye to two short of the snout's tip, each column
 * from its top down `BRIDGE_ROWS`; its top row lit, its lowest row a dark rim. The ears, the
 * eye, the nose, the jaw and any marking of another colour keep their colours, so the head
 * still reads as the beast's own (a gold head with gold ears read as a fox).
 */
function chanfron(layer: SpriteLayer, ramp: number, forward: number): Int16Array | null {
  const eye = eyesOfLayer(layer)[0];
  if (!eye) return null;
  const { width, height } = layer;
  const ink = Int16Array.from(layer.ink);
  const coat = commonestRamp(layer);
  const isCoat = (i: number) =>
    ink[i]! >= 0 && Math.floor(ink[i]! / LEVELS) === coat && (layer.flags[i]! & FLAG_DETAIL) === 0;
  let tip = forward > 0 ? -1 : width;
  for (let i = 0; i < ink.length; i++) {
    if (ink[i] === EMPTY) continue;
    const u = i % width;
    tip = forward > 0 ? Math.max(tip, u) : Math.min(tip, u);
  }
  const back = forward > 0 ? eye.x0 - 2 : eye.x1 + 2;
  const front = tip - 2 * forward;
  const rowTop = Math.max(0, eye.y0 - 1);
  const rowBottom = Math.min(height - 1, eye.y1 + 1);
  let count = 0;
  for (let u = back; u !== front + forward; u += forward) {
    if (u < 0 || u >= width) continue;
    let top = -1;
    for (let v = rowTop; v <= rowBottom && top < 0; v++) {
      if (layer.ink[v * width + u] !== EMPTY && layer.ink[v * width + u] !== OUTLINE_INK) top = v;
    }
    if (top < 0) continue;
    const bottom = Math.min(rowBottom, Math.max(top + BRIDGE_ROWS - 1, eye.y1 + 1));
    for (let v = top; v <= bottom; v++) {
      const i = v * width + u;
      if (!isCoat(i)) continue;
      ink[i] = ramp * LEVELS + (v === top ? 3 : v === bottom ? 1 : 2);
      count++;
    }
  }
  return count > 0 ? ink : null;
}

/**
 * Whether the sprite's torso (or a beast's body) is already mostly in `color`: plate the
 * drawer drew in the colour asked ("gold armor" on a knight), which needs no plates over it.
 */
export function wearsColor(doc: LayeredSprite, color: Oklch): boolean {
  const worn =
    doc.layers.find((l) => l.role === "torso" && l.width > 0) ??
    doc.layers.find((l) => l.role === "body" && l.width > 0);
  if (!worn) return false;
  const asked = oklchToOklab(color);
  let near = 0;
  let all = 0;
  for (const v of worn.ink) {
    if (v === EMPTY || v === OUTLINE_INK) continue;
    all++;
    const rgb = doc.finish.ramps[Math.floor(v / LEVELS)]?.[2];
    if (rgb && oklabDistanceSquared(rgbToOklab(rgb), asked) < NEAR ** 2) near++;
  }
  return all > 0 && near >= all * 0.3;
}

/** OKLab distance under which a ramp is the colour asked. */
const NEAR = 0.1;
