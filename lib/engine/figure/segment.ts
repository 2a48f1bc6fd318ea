/**
 * Cuts a sprite into movable parts, so animation moves the sprite's own pixels and the character
 * stays the same from frame to frame. A humanoid becomes head, torso, two arms (each with what it
 * holds), two legs and a "skirt" (cape or robe below the hips beside the legs, which stays put);
 * anything else is one "body". Every opaque pixel belongs to exactly one part.
 *
 * Landmarks come from the generator's anchors when given, otherwise from the silhouette: the feet
 * are separate runs on the ground rows, the neck is the narrowest row under the head, the hips are
 * where the gap between the legs closes. Left and right here are the screen's, not the character's.
 */
import {
  type Bounds,
  boundsOf,
  boundsWhere,
  floodFill,
  type Pixels,
  type Point,
  type RgbaImage,
  rowRuns,
  runNear,
  toPixels,
} from "../raster";
import { buildBackdrop } from "./backdrop";
import { outlineColor, pixelScale } from "./outline";
import { code, PART_NAMES, type PartName } from "./parts";
import { findHip, findLandmarks, findNeck, symmetry, toesPoint } from "./landmarks";
import type { FigureAnchors } from "./anchors";

export { PART_NAMES, type PartName } from "./parts";

export interface Part {
  readonly name: PartName;
  /** Crop box in canvas pixels; `pixels` is w × h, empty outside the part. */
  readonly x0: number;
  readonly y0: number;
  readonly pixels: Pixels;
  /** Joint the part turns about, in canvas coordinates (pixel edges; +0.5 is a pixel centre). */
  readonly pivot: Point;
  readonly count: number;
}

export interface Figure {
  readonly kind: "humanoid" | "blob";
  readonly width: number;
  readonly height: number;
  readonly source: Pixels;
  readonly parts: ReadonlyMap<PartName, Part>;
  /** Bounds of the opaque pixels; `bounds.bottom` is the ground row. */
  readonly bounds: Bounds;
  readonly neckY: number;
  readonly hipY: number;
  /** Centre line of the body (between the feet). */
  readonly centerX: number;
  /** The arm that attacks and waves: the one holding the weapon. */
  readonly frontArm: "armLeft" | "armRight" | null;
  /** True for a profile view; then `facing` says which way (+1 right, -1 left). */
  readonly side: boolean;
  readonly facing: 1 | -1;
  /** What shows where a moved part used to be: enclosing cape or robe colour, else empty. */
  readonly backdrop: Uint32Array;
  /** Part of each canvas pixel, an index into PART_NAMES (0, "body", also for empty pixels). */
  readonly labels: Uint8Array;
}

/** The pixels labelled `name` as a part turning about `pivot`, or null when it has none. */
export function extractPart(
  name: PartName,
  labels: Uint8Array,
  source: Pixels,
  pivot: Point,
): Part | null {
  const id = code(name);
  const { width, height } = source;
  const inPart = (p: number) => labels[p] === id && source.data[p] !== 0;
  const box = boundsWhere(width, height, inPart);
  if (!box) return null;
  const { left, top, right, bottom } = box;
  const w = right - left + 1;
  const h = bottom - top + 1;
  const data = new Uint32Array(w * h);
  let count = 0;
  for (let y = top; y <= bottom; y++) {
    for (let x = left; x <= right; x++) {
      const p = y * width + x;
      if (inPart(p)) count++;
      if (labels[p] === id) data[(y - top) * w + (x - left)] = source.data[p]!;
    }
  }
  return { name, x0: left, y0: top, pixels: { width: w, height: h, data }, pivot, count };
}

/**
 * A blade or staff held up beside the head and touching it is cut into the head's rows by the
 * head's reach: give the arm back what is its own, so it moves whole. Starting from the arm, the
 * head's pixels next to it in a color the arm has at least twice as much of as the head (the
 * blade's steel) become the arm's, spreading through such pixels; then an outline pixel of the
 * head with the arm's pixels above and below it (the item's own edge) does too. The head's own
 * colors (hair, skin, a hat of the robe's color) are never taken.
 */
function claimHeldAboveNeck(labels: Uint8Array, source: Pixels, arm: number): void {
  const { width, data } = source;
  const head = code("head");
  const counts = new Map<number, [number, number]>();
  for (let p = 0; p < labels.length; p++) {
    if (data[p] === 0 || (labels[p] !== head && labels[p] !== arm)) continue;
    const c = counts.get(data[p]!) ?? [0, 0];
    c[labels[p] === arm ? 1 : 0]++;
    counts.set(data[p]!, c);
  }
  const armColor = (v: number) => {
    const c = counts.get(v);
    return c !== undefined && c[1] >= 2 * c[0] && c[1] > 0;
  };
  const near = (p: number) => {
    const x = p % width;
    return [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, p - width, p + width].filter(
      (q) => q >= 0 && q < labels.length,
    );
  };
  const seeds: number[] = [];
  for (let p = 0; p < labels.length; p++) if (labels[p] === arm && data[p] !== 0) seeds.push(p);
  // From the arm into the head's pixels of the arm's colours, each taken into the arm.
  const joins = (p: number) =>
    data[p] !== 0 && (labels[p] === arm || (labels[p] === head && armColor(data[p]!)));
  floodFill(width, source.height, seeds, joins, {
    connectivity: 4,
    visit: (p) => {
      labels[p] = arm;
    },
  });
  for (let p = width; p < labels.length - width; p++) {
    if (labels[p] === head && labels[p - width] === arm && labels[p + width] === arm)
      labels[p] = arm;
  }
  // An outline pixel of the head's reach beside the item's own fill (the blade's steel) and none
  // of the head's (hair, skin) is the item's edge: the tip of a blade above the head, the blade's
  // outline beside the head's, and the outline pixels joined to those that touch no fill of the
  // head either.
  const outline = outlineColor(source);
  const itemFill = (q: number) => labels[q] === arm && data[q] !== 0 && data[q] !== outline;
  const headFill = (q: number) => labels[q] === head && data[q] !== 0 && data[q] !== outline;
  // Bare: no fill of the head within an art pixel around it (the face's own outline lies beside
  // hair or skin; an eye drawn in the outline's colour does too).
  const reach = pixelScale(source);
  const height = labels.length / width;
  const bare = (q: number) => {
    if (labels[q] !== head || data[q] !== outline) return false;
    const qx = q % width;
    const qy = (q - qx) / width;
    for (let y = Math.max(0, qy - reach); y <= Math.min(height - 1, qy + reach); y++)
      for (let x = Math.max(0, qx - reach); x <= Math.min(width - 1, qx + reach); x++)
        if (headFill(y * width + x)) return false;
    return true;
  };
  const edges: number[] = [];
  for (let p = 0; p < labels.length; p++) if (bare(p) && near(p).some(itemFill)) edges.push(p);
  for (const p of edges) labels[p] = arm;
  // The rest of such an edge, outline touching outline (a tip drawn thicker than a pixel).
  while (edges.length > 0) {
    for (const q of near(edges.pop()!)) {
      if (!bare(q)) continue;
      labels[q] = arm;
      edges.push(q);
    }
  }
}

/** The highest mirror overlap of the body's core about an axis near `centerX`. */
function bestSymmetry(
  labels: Uint8Array,
  source: Pixels,
  centerX: number,
  headWidth: number,
): number {
  const reach = Math.max(1, Math.round(headWidth * 0.15));
  let best = 0;
  for (let d = -reach; d <= reach; d += 0.5) {
    best = Math.max(best, symmetry(labels, source.width, source.height, centerX - 0.5 + d));
  }
  return best;
}

function blobFigure(source: Pixels, bounds: Bounds): Figure {
  const labels = new Uint8Array(source.data.length);
  const centerX = (bounds.left + bounds.right + 1) / 2;
  const body = extractPart("body", labels, source, { x: centerX, y: bounds.bottom + 1 });
  const parts = new Map<PartName, Part>();
  if (body) parts.set("body", body);
  return {
    kind: "blob",
    width: source.width,
    height: source.height,
    source,
    parts,
    bounds,
    neckY: bounds.top,
    hipY: bounds.bottom,
    centerX,
    frontArm: null,
    side: false,
    facing: 1,
    backdrop: new Uint32Array(source.data.length),
    labels,
  };
}

export function segmentFigure(image: RgbaImage, anchors?: FigureAnchors): Figure {
  const source = toPixels(image);
  const { width, height, data } = source;
  const found = boundsOf(source);
  const bounds = found ?? { left: 0, top: 0, right: width - 1, bottom: height - 1 };
  const marks = found ? findLandmarks(source, bounds, anchors) : null;
  if (!marks) return blobFigure(source, bounds);

  const ground = bounds.bottom;
  const { head, headWidth, feet, hands } = marks;
  const neckY = findNeck(source, bounds, head);
  const hipY = findHip(source, bounds, neckY, marks);
  const centerX = (feet[0].x + feet[1].x + 1) / 2;
  const splitX = Math.floor(centerX);
  const bodyX = (head.x + centerX) / 2;

  // Torso about as wide as the head; the hands, when known, sit outside it.
  let torsoLeft = Math.round(bodyX - headWidth / 2);
  let torsoRight = torsoLeft + headWidth - 1;
  // Profile: the hands hang close together, both near the body's middle.
  const profile = hands !== null && hands[1].x - hands[0].x < headWidth * 0.75;
  if (hands && !profile) {
    const inset = Math.max(1, Math.round(headWidth * 0.12));
    torsoLeft = Math.max(torsoLeft, hands[0].x + inset);
    torsoRight = Math.min(torsoRight, hands[1].x - inset);
    if (torsoLeft > torsoRight) torsoLeft = torsoRight = Math.round(bodyX);
  }
  // Legs span the feet on the ground rows.
  let legsLeft = width;
  let legsRight = -1;
  for (let y = ground - 1; y <= ground; y++) {
    for (const [s, e] of rowRuns(source, y)) {
      if (e < feet[0].x - headWidth / 2 || s > feet[1].x + headWidth / 2) continue;
      legsLeft = Math.min(legsLeft, s);
      legsRight = Math.max(legsRight, e);
    }
  }
  const handBottom = hands ? Math.max(hands[0].y, hands[1].y) : hipY;
  const armBottom = Math.max(hipY, handBottom + Math.round((ground - handBottom) * 0.2));

  const facing = toesPoint(source, [legsLeft, legsRight], hipY, ground);
  // In profile the near hand lies over the body: it goes with its arm, so a swung weapon keeps
  // its hand (the far hand is hidden behind the body and stays part of it).
  const nearHand = profile && hands ? (facing === 1 ? hands[1] : hands[0]) : null;
  const handReach = Math.max(2, Math.round(headWidth * 0.18));
  const labels = new Uint8Array(data.length);
  const headReach = Math.round(headWidth * 0.8);
  for (let y = bounds.top; y <= ground; y++) {
    let headRun: [number, number] | null = null;
    if (y <= neckY) {
      const near = runNear(source, y, head.x);
      if (near && near.distance <= headWidth / 2) {
        headRun = [
          Math.max(near.run[0], head.x - headReach),
          Math.min(near.run[1], head.x + headReach),
        ];
      }
    }
    for (let x = bounds.left; x <= bounds.right; x++) {
      const p = y * width + x;
      if (data[p] === 0) continue;
      const sideArm = x < bodyX ? "armLeft" : "armRight";
      let name: PartName;
      if (y <= neckY) name = headRun && x >= headRun[0] && x <= headRun[1] ? "head" : sideArm;
      else if (y <= hipY) {
        name = x >= torsoLeft && x <= torsoRight ? "torso" : sideArm;
        if (
          nearHand &&
          name === "torso" &&
          (x - nearHand.x) ** 2 + (y - nearHand.y) ** 2 <= handReach ** 2
        ) {
          name = nearHand.x < bodyX ? "armLeft" : "armRight";
        }
      } else if (x >= legsLeft && x <= legsRight) name = x < splitX ? "legLeft" : "legRight";
      else name = y <= armBottom ? sideArm : "skirt";
      labels[p] = code(name);
    }
  }
  for (const arm of ["armLeft", "armRight"] as const) claimHeldAboveNeck(labels, source, code(arm));

  const shoulderY = neckY + Math.max(1, Math.round((hipY - neckY) * 0.15));
  const pivots: Record<PartName, Point> = {
    head: { x: head.x + 0.5, y: neckY + 1 },
    torso: { x: bodyX + 0.5, y: hipY + 1 },
    armLeft: { x: (profile ? bodyX : torsoLeft) + 0.5, y: shoulderY + 0.5 },
    armRight: { x: (profile ? bodyX : torsoRight) + 0.5, y: shoulderY + 0.5 },
    legLeft: { x: (legsLeft + splitX) / 2 + 0.5, y: hipY + 1 },
    legRight: { x: (splitX + legsRight) / 2 + 0.5, y: hipY + 1 },
    skirt: { x: centerX, y: ground + 1 },
    body: { x: centerX, y: ground + 1 },
  };
  const parts = new Map<PartName, Part>();
  for (const name of PART_NAMES) {
    const part = extractPart(name, labels, source, pivots[name]);
    if (part) parts.set(name, part);
  }

  const left = parts.get("armLeft")?.count ?? 0;
  const right = parts.get("armRight")?.count ?? 0;
  let frontArm: Figure["frontArm"] =
    left === 0 && right === 0 ? null : left >= right ? "armLeft" : "armRight";
  if (anchors?.grip) frontArm = anchors.grip.x < bodyX ? "armLeft" : "armRight";
  // Without hands, a profile is a lopsided body core. The toes point the way it faces. A front
  // view drawn by hand is rarely symmetric to the pixel about the middle of its feet (a mage's
  // boots a pixel to one side of its hat): the body's own axis is looked for near that middle.
  const side = hands ? profile : bestSymmetry(labels, source, centerX, headWidth) < 0.7;
  return {
    kind: "humanoid",
    width,
    height,
    source,
    parts,
    bounds,
    neckY,
    hipY,
    centerX,
    frontArm,
    side,
    facing,
    backdrop: buildBackdrop(
      labels,
      source,
      [torsoLeft, torsoRight],
      // Hands read off an import's skin colour are single pixels inside the sleeve: what hangs
      // below them is the arm's own outline, not a robe's flare to keep when the arm moves.
      hands && !profile && anchors
        ? {
            below: Math.max(hands[0].y, hands[1].y),
            reach: Math.max(2, Math.round(headWidth * 0.2)),
          }
        : null,
    ),
    labels,
  };
}
