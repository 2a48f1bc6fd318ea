/**
 * Finds a named part of a sprite ("the hair", "the cape", "the sword") as a mask of its pixels.
 * A humanoid is cut into zones (head, torso, arms, legs, cape: see segment), the held item is
 * found apart (see held-item), and inside its zone a part is one color family (see
 * color-families): the hair is the head's largest family that is not skin, the hat its highest,
 * the face its skin, the shirt or armor the torso's largest family, the belt what crosses the
 * hips in another family. Anything that is not a humanoid has only a body. A part that cannot
 * be found is null: the caller says so rather than changing something else.
 */
import { isSkinLike, type LabOf, labCache, lchOf } from "../color";
import type { Pixels, RgbaImage } from "../raster";
import { SIDE_STEPS, toPixels } from "../raster";
import type { FigureAnchors } from "./anchors";
import { findBody } from "./body";
import { colorFamilies, dominantFamily, LINE_FAMILY } from "./color-families";
import { findHeldItem } from "./held-item";
import { code, PART_NAMES, type PartName } from "./parts";
import { segmentFigure } from "./segment";
import { withHilt } from "./item-hilt";

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
function eyes(px: Pixels, head: Uint8Array, skin: (v: number) => boolean, lab: LabOf): Uint8Array {
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

type BodyMarks = ReturnType<typeof findBody>;

/**
 * The face: from a few rows around the head's centre (where the eyes are), flooded through the
 * colors common there. Hair and skin often share one hue family, so the face is found by where
 * it is, not by its color alone.
 */
function faceOf(
  px: Pixels,
  head: Uint8Array,
  body: BodyMarks,
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
  const stack = core.filter((i) => skin.has(data[i]!));
  for (const i of stack) face[i] = 1;
  while (stack.length > 0) {
    const i = stack.pop()!;
    const x = i % width;
    for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
      if (j < 0 || j >= data.length || face[j] || !head[j] || !skin.has(data[j]!)) continue;
      face[j] = 1;
      stack.push(j);
    }
  }
  return face;
}

/** The hair (with any hat): the head's colored pixels that are not the face. */
function hairOf(
  px: Pixels,
  head: Uint8Array,
  body: BodyMarks,
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
function withoutHeadgear(px: Pixels, hair: Uint8Array, lab: LabOf): Uint8Array | null {
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
function enclosedByFace(px: Pixels, face: Uint8Array, i: number): boolean {
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
function besideFace(px: Pixels, face: Uint8Array, i: number): boolean {
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
function completeItem(
  px: Pixels,
  item: Uint8Array | null,
  labels: Uint8Array,
  body: NonNullable<BodyMarks>,
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

/**
 * The cape: seen from the front, a short cape shows only where the body does not cover it, as
 * slivers beside the torso, arms and legs from the shoulders down (the arms' and the skirt's
 * zones). It is one color family that the body itself does not wear: not the torso's, arms' or
 * legs' main family, not skin, nothing the head wears (hair, a helmet's plume), not the neutral
 * metal or the line work. It hangs: what shows of it lies on average below the lower hand,
 * where a shield or a hilt (centred on the hand) and a sleeve's trim or stripes (above it) do
 * not; of the families that do, the one with the most pixels there.
 *
 * The mask holds those pixels and the color's pixels in the legs' columns below the hips,
 * never the torso's columns, so a tabard of the cape's color on the chest keeps its own.
 * `beside` is the arms' and skirt's zones with the held item left in: a sword's hilt, grown
 * from the hand, can reach over the cape hanging behind that hand, and the cape is still the
 * cape there. Null when no family shows so; the caller then falls back to the skirt's zone.
 */
function capeOf(
  px: Pixels,
  area: (names: readonly PartName[]) => Uint8Array,
  beside: Uint8Array,
  at: { families: Map<number, number>; lab: LabOf; neckY: number; handY: number },
): Uint8Array | null {
  const { families, lab, neckY, handY } = at;
  const { width, data } = px;
  const worn = new Set<number>([LINE_FAMILY, 0]);
  for (const names of [["torso"], ["armLeft", "armRight"], ["legLeft", "legRight"]] as const) {
    const main = dominantFamily(px, area(names), families);
    if (main) worn.add(main.family);
  }
  const head = area(["head"]);
  for (let i = 0; i < data.length; i++) {
    const v = data[i]!;
    if (v === 0) continue;
    const f = families.get(v);
    if (f === undefined) continue;
    if (head[i] || isSkinLike(lchOf(lab(v)))) worn.add(f);
  }
  const rows = new Map<number, { sum: number; count: number }>();
  for (let i = (neckY + 1) * width; i < beside.length; i++) {
    if (!beside[i]) continue;
    const f = families.get(data[i]!);
    if (f === undefined || worn.has(f)) continue;
    const tally = rows.get(f) ?? { sum: 0, count: 0 };
    tally.sum += Math.floor(i / width);
    tally.count++;
    rows.set(f, tally);
  }
  let cape = -2;
  let best = 0;
  for (const [f, { sum, count }] of rows) {
    if (sum / count <= handY) continue;
    if (count > best || (count === best && f < cape)) {
      cape = f;
      best = count;
    }
  }
  if (cape === -2) return null;
  const mask = new Uint8Array(beside.length);
  for (let i = (neckY + 1) * width; i < beside.length; i++) {
    if (beside[i] && families.get(data[i]!) === cape) mask[i] = 1;
  }
  // Between and beside the legs the cape shows in the legs' columns too. A tabard of its color
  // can run on below the hips there: what of the color joins the torso's own is the tabard's.
  const torso = area(["torso"]);
  const legs = area(["legLeft", "legRight"]);
  const ofCape = (i: number) => families.get(data[i]!) === cape;
  const tabard = new Uint8Array(data.length);
  const stack: number[] = [];
  for (let i = 0; i < data.length; i++) {
    if (torso[i] && ofCape(i)) {
      tabard[i] = 1;
      stack.push(i);
    }
  }
  while (stack.length > 0) {
    const i = stack.pop()!;
    const x = i % width;
    for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
      if (j < 0 || j >= data.length || tabard[j] || !(torso[j] || legs[j]) || !ofCape(j)) continue;
      tabard[j] = 1;
      stack.push(j);
    }
  }
  for (let i = 0; i < data.length; i++) if (legs[i] && ofCape(i) && !tabard[i]) mask[i] = 1;
  return mask;
}

/**
 * A dress or a robe: the torso's main color family wherever it shows below the head (bodice,
 * sleeves, skirt down to the hem), one mask so one ramp maps all of it. The held item is not
 * in the zones `area` gives, so a staff of the robe's color keeps its own.
 */
function garmentOf(
  px: Pixels,
  area: (names: readonly PartName[]) => Uint8Array,
  families: Map<number, number>,
  fromRow: number,
): Uint8Array | null {
  const top = dominantFamily(px, area(["torso"]), families);
  if (!top) return null;
  const below = area(["torso", "armLeft", "armRight", "skirt", "legLeft", "legRight"]);
  const mask = new Uint8Array(below.length);
  const stack: number[] = [];
  for (let i = 0; i < below.length; i++) {
    if (below[i] && families.get(px.data[i]!) === top.family) {
      mask[i] = 1;
      stack.push(i);
    }
  }
  // The neckline can fall in the head's zone: the garment's color joined to it there counts,
  // below the face's middle (so hair of the same color stays hair).
  const { width, data } = px;
  const head = area(["head"]);
  while (stack.length > 0) {
    const i = stack.pop()!;
    const x = i % width;
    for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
      if (j < 0 || j >= data.length || mask[j] || !head[j] || j / width <= fromRow) continue;
      if (families.get(data[j]!) !== top.family) continue;
      mask[j] = 1;
      stack.push(j);
    }
  }
  return mask;
}

/**
 * The feet: of the colors at the bottom of the legs, the one that reaches lowest (what stands on
 * the ground). When the torso's color fills the gap between the legs (a robe or a gown to the
 * floor), feet can show only below its hem; if none of the lowest color shows there, the feet
 * are hidden: null, so "red boots" is refused by name rather than painting the hem.
 */
function feetOf(
  px: Pixels,
  area: (names: readonly PartName[]) => Uint8Array,
  body: NonNullable<BodyMarks>,
  families: Map<number, number>,
): Uint8Array | null {
  const { width, data } = px;
  const legs = area(["legLeft", "legRight", "skirt"]);
  const top = body.footY - Math.max(2, Math.round(body.height * 0.12));
  const lowest = new Map<number, { row: number; count: number }>();
  for (let i = top * width; i < legs.length; i++) {
    const f = families.get(data[i]!);
    if (!legs[i] || f === undefined || f === LINE_FAMILY) continue;
    const row = Math.floor(i / width);
    const seen = lowest.get(f);
    lowest.set(f, { row: Math.max(row, seen?.row ?? 0), count: (seen?.count ?? 0) + 1 });
  }
  let feet = -2;
  let best = { row: -1, count: 0 };
  for (const [f, v] of lowest) {
    if (v.row > best.row || (v.row === best.row && v.count > best.count)) {
      feet = f;
      best = v;
    }
  }
  if (feet === -2) return null;
  const mask = new Uint8Array(legs.length);
  for (let i = top * width; i < legs.length; i++) {
    if (legs[i] && families.get(data[i]!) === feet) mask[i] = 1;
  }
  // A garment to the floor closes the gap between the legs: one run of the torso's color spans
  // most of the row there.
  const torso = dominantFamily(px, area(["torso"]), families);
  const across = (y: number, member: (i: number) => boolean) => {
    let run = 0;
    let longest = 0;
    let filled = 0;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (data[i] !== 0) filled++;
      run = member(i) ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
    return filled > 0 && longest >= filled * 0.6;
  };
  if (torso && across(top, (i) => families.get(data[i]!) === torso.family)) {
    // Under it, feet show only below its hem (the lowest row one color spans), as two things
    // apart; nothing of the lowest color there means the garment hides them.
    if (feet === torso.family) return null;
    let hem = top;
    for (let y = top; y < px.height; y++) {
      const colored = (i: number) => {
        const f = families.get(data[i]!);
        return f !== undefined && f !== LINE_FAMILY;
      };
      if (across(y, colored)) hem = y;
    }
    let shown = 0;
    for (let i = 0; i < mask.length; i++) {
      if (!mask[i]) continue;
      if (i < (hem + 1) * width) mask[i] = 0;
      else shown++;
    }
    if (shown === 0) return null;
  }
  return mask;
}

/** The hands: the colored pixels of the arms' zones close to the body's hand landmarks. */
function nearPoints(
  px: Pixels,
  area: (names: readonly PartName[]) => Uint8Array,
  body: NonNullable<ReturnType<typeof findBody>>,
  families: Map<number, number>,
): Uint8Array | null {
  const { width } = px;
  const reach = Math.max(1, Math.round(body.height / 16));
  const zoneMask = area(["armLeft", "armRight"]);
  const near = new Uint8Array(zoneMask.length);
  for (let i = 0; i < zoneMask.length; i++) {
    if (!zoneMask[i]) continue;
    const x = i % width;
    const y = Math.floor(i / width);
    const close = [body.handLeft, body.handRight].some(
      (p) => Math.abs(p.x - x) <= reach + 1 && Math.abs(p.y - y) <= reach + 1,
    );
    if (close) near[i] = 1;
  }
  // The hand's own color is the one at the landmarks (a pixel around each): the sleeve above a
  // small hand can have more pixels in reach, and must not win by count.
  const core = new Uint8Array(near.length);
  for (let i = 0; i < near.length; i++) {
    const x = i % width;
    const y = Math.floor(i / width);
    const onHand = [body.handLeft, body.handRight].some(
      (p) => Math.abs(p.x - x) <= 1 && Math.abs(p.y - y) <= 1,
    );
    if (near[i] && onHand) core[i] = 1;
  }
  const hand = dominantFamily(px, core, families)?.family;
  if (hand === undefined) return dominantFamily(px, near, families)?.mask ?? null;
  return dominantFamily(px, near, families, (f) => f !== hand)?.mask ?? null;
}

/**
 * The belt: the band of rows across the torso's lower half where one family other than the
 * torso's own covers at least half of the row, nearest the hips.
 */
function beltOf(
  px: Pixels,
  torso: Uint8Array,
  body: NonNullable<BodyMarks>,
  families: Map<number, number>,
): Uint8Array | null {
  const { width, height, data } = px;
  const main = dominantFamily(px, torso, families)?.family;
  const rows: { y: number; family: number }[] = [];
  let top = height;
  let bottom = -1;
  for (let i = 0; i < torso.length; i++) {
    if (!torso[i]) continue;
    const y = Math.floor(i / width);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
  }
  for (let y = Math.floor((top + bottom) / 2); y <= bottom; y++) {
    const tally = new Map<number, number>();
    let n = 0;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!torso[i]) continue;
      n++;
      const f = families.get(data[i]!);
      if (f !== undefined && f !== LINE_FAMILY && f !== main) tally.set(f, (tally.get(f) ?? 0) + 1);
    }
    for (const [family, count] of tally) if (count * 2 >= n && n > 0) rows.push({ y, family });
  }
  if (rows.length === 0) return null;
  const nearest = rows.reduce((a, b) =>
    Math.abs(b.y - body.hipY) < Math.abs(a.y - body.hipY) ? b : a,
  );
  const band = new Set<number>([nearest.y]);
  for (const step of [-1, 1]) {
    for (
      let y = nearest.y + step;
      rows.some((r) => r.y === y && r.family === nearest.family);
      y += step
    )
      band.add(y);
  }
  const mask = new Uint8Array(torso.length);
  for (const y of band) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (torso[i] && families.get(data[i]!) === nearest.family) mask[i] = 1;
    }
  }
  return mask;
}

/**
 * A held thing the asymmetry test misses (both hands full, or a weapon held upright in front of
 * the arm): in each arm's zone, what rises above the neck (no arm does), and what continues it
 * below in the same colors and columns (the blade down to the hilt), never the arm's own colors
 * beside it. Null when neither arm holds anything that large.
 */
function raisedItem(
  px: Pixels,
  labels: Uint8Array,
  body: NonNullable<BodyMarks>,
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
    const stack = [...seeds];
    for (const i of stack) mask[i] = 1;
    let count = stack.length;
    while (stack.length > 0) {
      const i = stack.pop()!;
      const x = i % width;
      for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
        if (j < 0 || j >= data.length || mask[j] || !inArm(j)) continue;
        const jx = j % width;
        if (jx < lo || jx > hi || !colors.has(data[j]!)) continue;
        mask[j] = 1;
        count++;
        stack.push(j);
      }
    }
    if (count >= Math.max(6, Math.round(body.height / 4)) && (!best || count > best.count))
      best = { mask, count };
  }
  return best?.mask ?? null;
}
