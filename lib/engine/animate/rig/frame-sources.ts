/**
 * Where a posed frame's effects come from: the parts that cast, think or loose an arrow, where
 * they show in a frame, and the colors the effects take from the sprite.
 */
import type { SpriteLayer } from "../../draw";
import { SPIDER_HEAD } from "../../draw";
import type { RgbaImage } from "../../raster";
import type { Biped } from "./biped";
import type { Frame } from "./compose";
import type { Prepared } from "./rig-pose";

/** The parts of what casts: the held item, else the raising hand's arm; and the glow's color. */
export function spellSource(prep: Prepared, b: Biped) {
  const layer =
    b.item ??
    (b.weaponArm ? prep.byName.get(b.weaponArm) : undefined) ??
    prep.byName.get(b.arms[0] ?? "");
  if (!layer) return null;
  const parts = new Set<number>();
  layer.ink.forEach((ink, i) => {
    if (ink >= 0) parts.add(layer.part[i]!);
  });
  return { parts, color: glowColor(prep.doc.sprite.image) };
}

/**
 * The parts of what thinks or feels (the head, else the body: a slime thinks with all of
 * itself) and the dots' color; with the body's parts beside a head (which way the head is from
 * the body is which way it faces) and, for a body that is its own head (a spider), the parts
 * of its face (the fangs), which say which end of the body is the head.
 */
export function thinkerSource(prep: Prepared) {
  const layer = ["head", "body", "torso"]
    .map((name) => prep.byName.get(name))
    .find((l) => l !== undefined && l.width > 0);
  if (!layer) return null;
  const body = prep.byName.get("body");
  const face = new Set<number>();
  // A spider's head end drawn as a layer of its own is part of the body that is its own head.
  const parts = ownParts(layer);
  const front = layer === body ? prep.byName.get(SPIDER_HEAD) : undefined;
  if (front && front.width > 0) for (const id of ownParts(front)) parts.add(id);
  if (layer === body) {
    for (const name of ["fang.left", "fang.right"]) {
      const fang = prep.byName.get(name);
      if (fang && fang.width > 0) for (const id of ownParts(fang)) face.add(id);
    }
  }
  return {
    parts,
    color: darkestColor(prep.doc.sprite.image),
    body: body && body !== layer && body.width > 0 ? ownParts(body) : null,
    face: face.size > 0 ? face : null,
  };
}

/** How much of a body that is its own head is the head: its front, this share of its width. */
const FRONT_SHARE = 0.4;

/**
 * Where the head is in a posed frame (in the canvas, before any mirror) and which way it faces
 * (+1 right, -1 left, 0 seen from the front): a head layer's box, facing away from the body when
 * it sits well to one side of it; a spider's front (the end of the body its fangs are at).
 */
export function headIn(
  canvas: Frame["canvas"],
  source: NonNullable<ReturnType<typeof thinkerSource>>,
): { left: number; right: number; top: number; bottom: number; facing: -1 | 0 | 1 } | null {
  const whole = extent(canvas, source.parts);
  if (!whole) return null;
  const middle = (b: { left: number; right: number }) => (b.left + b.right) / 2;
  if (source.face) {
    const face = extent(canvas, source.face);
    if (!face) return { ...whole, facing: 0 };
    const facing = middle(face) >= middle(whole) ? 1 : -1;
    const reach = Math.round((whole.right - whole.left) * FRONT_SHARE);
    const front = extent(
      canvas,
      source.parts,
      facing > 0 ? [whole.right - reach, whole.right] : [whole.left, whole.left + reach],
    );
    return { ...(front ?? whole), facing };
  }
  if (source.body) {
    const body = extent(canvas, source.body);
    if (body) {
      const off = middle(whole) - middle(body);
      const facing = Math.abs(off) > (body.right - body.left) * 0.15 ? (off > 0 ? 1 : -1) : 0;
      return { ...whole, facing };
    }
  }
  return { ...whole, facing: 0 };
}

/** The sprite's darkest opaque color: its outline ink. */
export function darkestColor(image: RgbaImage): [number, number, number] {
  let best: [number, number, number] = [26, 28, 44];
  let low = Number.POSITIVE_INFINITY;
  for (let o = 0; o < image.data.length; o += 4) {
    if (image.data[o + 3]! < 128) continue;
    const sum = image.data[o]! + image.data[o + 1]! + image.data[o + 2]!;
    if (sum < low) {
      low = sum;
      best = [image.data[o]!, image.data[o + 1]!, image.data[o + 2]!];
    }
  }
  return best;
}

/** The part ids a layer's pixels carry. */
export function ownParts(layer: SpriteLayer): Set<number> {
  const parts = new Set<number>();
  layer.ink.forEach((ink, i) => {
    if (ink >= 0) parts.add(layer.part[i]!);
  });
  return parts;
}

/**
 * The box of any of `parts` in a posed frame's inks (the outline around it included), within
 * the canvas columns `columns` when given.
 */
export function extent(
  canvas: Frame["canvas"],
  parts: ReadonlySet<number>,
  columns?: readonly [number, number],
) {
  let left = canvas.width;
  let right = -1;
  let top = canvas.height;
  let bottom = -1;
  const [x0, x1] = columns ?? [0, canvas.width - 1];
  for (let y = 0; y < canvas.height; y++) {
    for (let x = Math.max(0, x0); x <= Math.min(canvas.width - 1, x1); x++) {
      const i = y * canvas.width + x;
      if (canvas.ink[i]! < 0 || !parts.has(canvas.part[i]!)) continue;
      left = Math.min(left, x - 1);
      right = Math.max(right, x + 1);
      top = Math.min(top, y - 1);
      bottom = Math.max(bottom, y + 1);
    }
  }
  return right < 0 ? null : { left, right, top, bottom };
}

/**
 * The skull of a head on a long neck, seen in profile: the head layer's extent over the top half
 * of its rows, when that half stands well ahead of the whole (by a quarter of the head's height
 * or more: the neck reaches down and back to the shoulders). A mark set "beside the back of the
 * head" by the whole extent sat back over the shoulders (a dragon's wing tip), far from the
 * head. A head without such a neck (a bird's, a wolf's) is returned as it is.
 */
export function skullOf(
  canvas: Frame["canvas"],
  parts: ReadonlySet<number>,
  head: { left: number; right: number; top: number; bottom: number; facing: -1 | 0 | 1 },
) {
  if (head.facing === 0) return head;
  const half = Math.floor((head.top + head.bottom) / 2);
  let left = canvas.width;
  let right = -1;
  for (let y = Math.max(0, head.top); y <= half; y++)
    for (let x = 0; x < canvas.width; x++) {
      const i = y * canvas.width + x;
      if (canvas.ink[i]! < 0 || !parts.has(canvas.part[i]!)) continue;
      left = Math.min(left, x - 1);
      right = Math.max(right, x + 1);
    }
  if (right < 0) return head;
  const ahead = head.facing > 0 ? left - head.left : head.right - right;
  if (ahead < (head.bottom - head.top) / 4) return head;
  return { ...head, left, right, bottom: half };
}

/** The topmost row any ink reaches in a posed frame's columns `left` to `right`. */
export function inkTop(canvas: Frame["canvas"], left: number, right: number): number {
  for (let y = 0; y < canvas.height; y++)
    for (let x = Math.max(0, left); x <= Math.min(canvas.width - 1, right); x++)
      if (canvas.ink[y * canvas.width + x]! >= 0) return y;
  return canvas.height;
}

/** The topmost pixel of any of `parts` in a posed frame's inks (ties: the leftmost). */
export function topmost(canvas: Frame["canvas"], parts: ReadonlySet<number>) {
  for (let y = 0; y < canvas.height; y++) {
    for (let x = 0; x < canvas.width; x++) {
      const i = y * canvas.width + x;
      if (canvas.ink[i]! >= 0 && parts.has(canvas.part[i]!)) return { x, y };
    }
  }
  return null;
}

/** A light tint of the sprite's most colorful pixel: the spell glows in the figure's accent. */
export function glowColor(image: RgbaImage): [number, number, number] {
  let best: [number, number, number] = [150, 230, 255];
  let chroma = 40;
  for (let o = 0; o < image.data.length; o += 4) {
    if (image.data[o + 3]! < 128) continue;
    const r = image.data[o]!;
    const g = image.data[o + 1]!;
    const b = image.data[o + 2]!;
    const c = Math.max(r, g, b) - Math.min(r, g, b);
    if (c > chroma) {
      chroma = c;
      best = [r, g, b];
    }
  }
  // Lightened a third of the way to white: light enough to glow, colored enough to show on a
  // pale sprite (a lighter tint of a knight's red read as grey on the steel).
  return best.map((v) => Math.round(v + (255 - v) * 0.35)) as [number, number, number];
}
