/**
 * The head's parts found from its pixels, for `locatePart`: the face (flooded from the skin
 * colours round the head's centre), the eyes in it, the hair around it, and the hair without a
 * hat or helmet of another colour family.
 */
import { isSkinLike, type LabOf, lchOf } from "../color";
import type { Pixels } from "../raster";
import { floodFill, SIDE_STEPS } from "../raster";
import type { Body } from "./body";
import { LINE_FAMILY } from "./color-families";

export function eyes(
  px: Pixels,
  head: Uint8Array,
  skin: (v: number) => boolean,
  lab: LabOf,
): Uint8Array {
  const { width, height, data } = px;
  const mask = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i++) {
    if (!head[i] || lab(data[i]!).L >= 0.4) continue;
    const x = i % width;
    const y = Math.floor(i / width);
    const around = SIDE_STEPS.map(([dx, dy]) => [x + dx, y + dy] as const).filter(
      ([nx, ny]) => nx >= 0 && ny >= 0 && nx < width && ny < height,
    );
    const inner = around.every(([nx, ny]) => data[ny * width + nx] !== 0);
    const bySkin = around.filter(([nx, ny]) => skin(data[ny * width + nx]!)).length >= 2;
    // An eye sits in the face: skin above it and below it (within two rows, an eye may be two
    // tall). The outline under the chin, beside the neck, has skin on one side only.
    const skinAt = (ny: number) => ny >= 0 && ny < height && skin(data[ny * width + x]!);
    const framed = (skinAt(y - 1) || skinAt(y - 2)) && (skinAt(y + 1) || skinAt(y + 2));
    if (inner && bySkin && framed) mask[i] = 1;
  }
  return mask;
}

/**
 * The face: from a few rows around the head's centre (where the eyes are), flooded through the
 * colors common there. Hair and skin often share one hue family, so the face is found by where
 * it is, not by its color alone.
 */
export function faceOf(
  px: Pixels,
  head: Uint8Array,
  body: Body | null,
  families: Map<number, number>,
): Uint8Array | null {
  if (!body) return null;
  const { width, data } = px;
  const hx = Math.round(body.head.x);
  const hy = Math.round(body.head.y);
  const half = Math.max(2, Math.round(body.height / 16));
  const tally = new Map<number, number>();
  let total = 0;
  const core: number[] = [];
  for (let y = hy - 1; y <= hy + 2; y++) {
    for (let x = hx - half; x <= hx + half; x++) {
      const i = y * width + x;
      if (x < 0 || y < 0 || x >= width || i >= data.length || !head[i]) continue;
      if (families.get(data[i]!) === LINE_FAMILY) continue;
      tally.set(data[i]!, (tally.get(data[i]!) ?? 0) + 1);
      total++;
      core.push(i);
    }
  }
  const skin = new Set([...tally].filter(([, n]) => n >= total * 0.15).map(([v]) => v));
  if (skin.size === 0) return null;
  const face = new Uint8Array(data.length);
  const seeds = core.filter((i) => skin.has(data[i]!));
  const height = data.length / width;
  floodFill(width, height, seeds, (i) => head[i] === 1 && skin.has(data[i]!), {
    connectivity: 4,
    seen: face,
  });
  return face;
}

/** The hair (with any hat): the head's colored pixels that are not the face. */

export function hairOf(
  px: Pixels,
  head: Uint8Array,
  body: Body | null,
  families: Map<number, number>,
): Uint8Array | null {
  const face = faceOf(px, head, body, families);
  if (!face) return null;
  const hair = new Uint8Array(head.length);
  const faceBottom = Math.round(body!.head.y) + 2;
  for (let i = 0; i < head.length; i++) {
    const v = px.data[i]!;
    if (!head[i] || face[i] || families.get(v) === LINE_FAMILY) continue;
    // Below the eyes, only what hangs at the sides (long hair), never the chin's shading.
    if (Math.floor(i / px.width) > faceBottom && !besideFace(px, face, i)) continue;
    // What the face closes in on every side (an eye, a mouth) is the face's, not hair.
    if (enclosedByFace(px, face, i)) continue;
    hair[i] = 1;
  }
  return hair;
}

/**
 * The hair without what is worn on it. The hair's main color (its most common) marks where the
 * hair begins; a color that lies mostly above that row is worn on top (a crown, its gem), and so
 * is one mostly at that row that is not the hair's kind of color (far more or less saturated, or
 * another hue: the crown's band). A highlight of the hair shares its hue and lies among it.
 * Skin-toned colors are left out too when the hair is not skin-toned itself.
 */
export function withoutHeadgear(px: Pixels, hair: Uint8Array, lab: LabOf): Uint8Array | null {
  const { width, data } = px;
  const rows = new Map<number, number[]>();
  for (let i = 0; i < hair.length; i++) {
    if (!hair[i]) continue;
    const list = rows.get(data[i]!) ?? [];
    list.push(Math.floor(i / width));
    rows.set(data[i]!, list);
  }
  let main = -1;
  for (const [v, list] of rows) if (main < 0 || list.length > rows.get(main)!.length) main = v;
  if (main < 0) return null;
  const top = Math.min(...rows.get(main)!);
  const mainLch = lchOf(lab(main));
  const worn = new Set<number>();
  for (const [v, list] of rows) {
    if (v === main) continue;
    const above = list.filter((y) => y < top).length;
    const near = list.filter((y) => y <= top + 1).length;
    const c = lchOf(lab(v));
    const hueApart =
      Math.min(c.C, mainLch.C) >= 0.04 &&
      Math.min(Math.abs(c.h - mainLch.h), 360 - Math.abs(c.h - mainLch.h)) > 35;
    const other = hueApart || c.C > mainLch.C * 2 + 0.02 || mainLch.C > c.C * 2 + 0.02;
    // Skin the face's flood missed (a lit cheek) is no hair either, unless the hair is skin-toned.
    const skin = isSkinLike(c) && !isSkinLike(mainLch);
    if (skin || above * 2 > list.length || (near * 2 > list.length && other)) worn.add(v);
  }
  const out = new Uint8Array(hair);
  for (let i = 0; i < out.length; i++) if (out[i] && worn.has(data[i]!)) out[i] = 0;
  return out;
}

/** True when face pixels lie left, right, above and below `i` in its row and column. */

export function enclosedByFace(px: Pixels, face: Uint8Array, i: number): boolean {
  const { width } = px;
  const y = Math.floor(i / width);
  const x = i % width;
  const rowSides = !besideFace(px, face, i);
  if (!rowSides) return false;
  let above = false;
  let below = false;
  for (let k = 0; k < px.height; k++) {
    if (!face[k * width + x]) continue;
    if (k < y) above = true;
    if (k > y) below = true;
  }
  return above && below;
}

/** True when no face pixel lies between `i` and the silhouette's edge on one side of its row. */

export function besideFace(px: Pixels, face: Uint8Array, i: number): boolean {
  const { width } = px;
  const y = Math.floor(i / width);
  const x = i % width;
  let left = false;
  let right = false;
  for (let k = 0; k < width; k++) {
    if (!face[y * width + k]) continue;
    if (k < x) left = true;
    if (k > x) right = true;
  }
  return !(left && right);
}
