/**
 * Finds a named part of a sprite ("the hair", "the cape", "the sword") as a mask of its pixels.
 * A humanoid is cut into zones (head, torso, arms, legs, cape: see segment), the held item is
 * found apart (see held-item), and inside its zone a part is one color family (see
 * color-families): the hair is the head's largest family that is not skin, the hat its highest,
 * the face its skin, the shirt or armor the torso's largest family, the belt what crosses the
 * hips in another family. Anything that is not a humanoid has only a body. A part that cannot
 * be found is null: the caller says so rather than changing something else. The head's parts
 * are found in locate-head, clothes and what is worn in locate-clothes, a held item in
 * locate-held.
 */
import { isSkinLike, type LabOf, lchOf } from "../color";
import type { Pixels, RgbaImage } from "../raster";
import { toPixels } from "../raster";
import type { FigureAnchors } from "./anchors";
import { findBody } from "./body";
import { beltOf, capeOf, feetOf, garmentOf, nearPoints } from "./locate-clothes";
import { eyes, faceOf, hairOf, withoutHeadgear } from "./locate-head";
import { completeItem, raisedItem } from "./locate-held";
import { colorFamilies, dominantFamily, LINE_FAMILY } from "./color-families";
import { findHeldItem } from "./held-item";
import { code, type PartName } from "./parts";
import { segmentFigure } from "./segment";

/** Parts an edit can name; the prompt layer's part words map onto these. */
export type FigureZone =
  | "hair"
  | "head"
  | "face"
  | "eyes"
  | "hat"
  | "torso"
  | "arms"
  | "hands"
  | "legs"
  | "feet"
  | "cape"
  | "belt"
  | "garment"
  | "held"
  | "body";

export interface LocatedPart {
  /** 1 on the part's colored pixels (its line work excluded). */
  readonly mask: Uint8Array;
  readonly count: number;
}

function zoneArea(labels: Uint8Array, source: Pixels, names: readonly PartName[]): Uint8Array {
  const ids = new Set(names.map(code));
  const area = new Uint8Array(labels.length);
  for (let i = 0; i < labels.length; i++) {
    if (source.data[i] !== 0 && ids.has(labels[i]!)) area[i] = 1;
  }
  return area;
}

function opaqueArea(px: Pixels): Uint8Array {
  const area = new Uint8Array(px.data.length);
  for (let i = 0; i < area.length; i++) if (px.data[i] !== 0) area[i] = 1;
  return area;
}

function located(mask: Uint8Array | null | undefined): LocatedPart | null {
  if (!mask) return null;
  let count = 0;
  for (const m of mask) count += m;
  return count === 0 ? null : { mask, count };
}

/** Mean row of a family's pixels inside an area. */

function meanRow(px: Pixels, area: Uint8Array, families: Map<number, number>, f: number): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < area.length; i++) {
    if (area[i] && families.get(px.data[i]!) === f) {
      sum += Math.floor(i / px.width);
      n++;
    }
  }
  return n === 0 ? Infinity : sum / n;
}

/** Eyes: small dark marks inside the head with skin beside them. */

export function locatePart(
  image: RgbaImage,
  zone: FigureZone,
  lab: LabOf,
  anchors?: FigureAnchors,
): LocatedPart | null {
  const px = toPixels(image);
  const families = colorFamilies(px, lab);
  const figure = segmentFigure(image, anchors);
  if (figure.kind !== "humanoid") {
    return zone === "body" ? located(dominantFamily(px, opaqueArea(px), families)?.mask) : null;
  }
  const body = findBody(px, anchors);
  const held = body
    ? completeItem(
        px,
        findHeldItem(px, body)?.mask ??
          raisedItem(px, figure.labels, body, figure.neckY, ["armRight", "armLeft"]),
        figure.labels,
        body,
        families,
      )
    : null;
  const area = (names: readonly PartName[]) => {
    const a = zoneArea(figure.labels, px, names);
    if (held) for (let i = 0; i < a.length; i++) if (held[i]) a[i] = 0;
    return a;
  };
  const nonLine = (mask: Uint8Array) => {
    const out = new Uint8Array(mask.length);
    for (let i = 0; i < mask.length; i++) {
      if (mask[i] && families.get(px.data[i]!) !== LINE_FAMILY) out[i] = 1;
    }
    return out;
  };
  switch (zone) {
    case "held":
      return located(held ? nonLine(held) : null);
    case "body":
      return located(dominantFamily(px, opaqueArea(px), families)?.mask);
    case "head":
      return located(nonLine(area(["head"])));
    case "face":
      return located(faceOf(px, area(["head"]), body, families));
    case "hair": {
      const head = hairOf(px, area(["head"]), body, families);
      return located(head ? withoutHeadgear(px, head, lab) : null);
    }
    case "garment":
      return located(garmentOf(px, area, families, body ? body.head.y + 2 : px.height));
    case "hat": {
      const head = hairOf(px, area(["head"]), body, families);
      if (!head) return null;
      let best: { f: number; row: number } | null = null;
      const seen = new Set<number>();
      for (let i = 0; i < head.length; i++) {
        const f = families.get(px.data[i]!);
        if (!head[i] || f === undefined || f === LINE_FAMILY || seen.has(f)) continue;
        seen.add(f);
        const row = meanRow(px, head, families, f);
        if (!best || row < best.row) best = { f, row };
      }
      if (!best) return null;
      const f = best.f;
      return located(dominantFamily(px, head, families, (g) => g !== f)?.mask);
    }
    case "eyes": {
      const skin = (v: number) => v !== 0 && isSkinLike(lchOf(lab(v)));
      return located(eyes(px, area(["head"]), skin, lab));
    }
    case "torso":
      return located(dominantFamily(px, area(["torso"]), families)?.mask);
    case "arms":
      return located(dominantFamily(px, area(["armLeft", "armRight"]), families)?.mask);
    case "legs":
      return located(dominantFamily(px, area(["legLeft", "legRight"]), families)?.mask);
    case "cape":
      return located(
        (body
          ? capeOf(px, area, zoneArea(figure.labels, px, ["armLeft", "armRight", "skirt"]), {
              families,
              lab,
              neckY: figure.neckY,
              handY: Math.max(body.handLeft.y, body.handRight.y),
            })
          : null) ?? dominantFamily(px, area(["skirt"]), families)?.mask,
      );
    case "hands":
      return body ? located(nearPoints(px, area, body, families)) : null;
    case "feet":
      return body ? located(feetOf(px, area, body, families)) : null;
    case "belt":
      return body ? located(beltOf(px, area(["torso"]), body, families)) : null;
  }
}

export { heldItemMask } from "./locate-held";
