/**
 * Touch-up region geometry in sprite pixels, origin top-left: plain functions the region
 * editor's store and canvas call, so every rule (whole pixels, inside the sprite, at most
 * 200 × 200) is written once and unit-tested without a browser.
 */

import { TOUCH_UP_MAX_REGION } from "./constants";

/** The service refuses a region larger than this per side once clipped to the sprite. */
export const REGION_MAX = TOUCH_UP_MAX_REGION;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** The eight handles of the region: edges and corners, by compass point. */
export type Handle = "n" | "ne" | "e" | "se" | "s" | "sw" | "w" | "nw";
export const HANDLES: readonly Handle[] = ["nw", "n", "ne", "e", "se", "s", "sw", "w"];

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The largest side a region may have on a sprite of this side: the sprite itself or 200. */
export const maxSide = (side: number, cap = REGION_MAX) => Math.max(1, Math.min(cap, side));

/**
 * Any rectangle made whole and legal: integer edges, at least 1 × 1, at most `cap` per side,
 * and entirely inside the sprite (moved in rather than cut when it overhangs).
 */
export function normalizeRect(rect: Rect, bounds: Size, cap = REGION_MAX): Rect {
  const width = clamp(Math.round(rect.width), 1, maxSide(bounds.width, cap));
  const height = clamp(Math.round(rect.height), 1, maxSide(bounds.height, cap));
  return {
    x: clamp(Math.round(rect.x), 0, bounds.width - width),
    y: clamp(Math.round(rect.y), 0, bounds.height - height),
    width,
    height,
  };
}

/** The pixel under a point in sprite coordinates (fractions from the zoom), kept inside. */
export function pixelAt(point: Point, bounds: Size): Point {
  return {
    x: clamp(Math.floor(point.x), 0, bounds.width - 1),
    y: clamp(Math.floor(point.y), 0, bounds.height - 1),
  };
}

/** A pixel edge near a point: edges lie between pixels, 0 to the sprite's side. */
const edgeAt = (value: number, side: number) => clamp(Math.round(value), 0, side);

/**
 * The region a drag draws: from the pixel where it started to the pixel under the pointer, both
 * included, so even a click covers one whole pixel. Past `cap` the region stops growing away
 * from the start, whichever way the drag goes.
 */
export function rectFromDrag(start: Point, current: Point, bounds: Size, cap = REGION_MAX): Rect {
  const a = pixelAt(start, bounds);
  const b = pixelAt(current, bounds);
  const span = (from: number, to: number) => {
    const length = Math.min(Math.abs(to - from) + 1, cap);
    return to >= from ? { start: from, length } : { start: from - length + 1, length };
  };
  const h = span(a.x, b.x);
  const v = span(a.y, b.y);
  return { x: h.start, y: v.start, width: h.length, height: v.length };
}

/** The region moved by whole pixels, stopping at the sprite's edges without changing size. */
export function moveRect(rect: Rect, dx: number, dy: number, bounds: Size): Rect {
  return {
    ...rect,
    x: clamp(rect.x + Math.round(dx), 0, Math.max(0, bounds.width - rect.width)),
    y: clamp(rect.y + Math.round(dy), 0, Math.max(0, bounds.height - rect.height)),
  };
}

/** Arrow-key nudging: 1 px, or 10 with shift. Null for a key that does not nudge. */
export function nudgeFor(key: string, shift: boolean): Point | null {
  const step = shift ? 10 : 1;
  switch (key) {
    case "ArrowLeft":
      return { x: -step, y: 0 };
    case "ArrowRight":
      return { x: step, y: 0 };
    case "ArrowUp":
      return { x: 0, y: -step };
    case "ArrowDown":
      return { x: 0, y: step };
    default:
      return null;
  }
}

/**
 * Resizing by a handle: the handle's edges follow the pointer (to the nearest pixel edge), the
 * opposite edges stay put. An edge cannot cross its opposite (the region keeps at least one
 * pixel), leave the sprite, or take the region past `cap`.
 */
export function resizeByHandle(
  rect: Rect,
  handle: Handle,
  pointer: Point,
  bounds: Size,
  cap = REGION_MAX,
): Rect {
  let left = rect.x;
  let top = rect.y;
  let right = rect.x + rect.width;
  let bottom = rect.y + rect.height;
  if (handle.includes("w")) {
    left = clamp(edgeAt(pointer.x, bounds.width), Math.max(0, right - cap), right - 1);
  }
  if (handle.includes("e")) {
    right = clamp(edgeAt(pointer.x, bounds.width), left + 1, Math.min(bounds.width, left + cap));
  }
  if (handle.includes("n")) {
    top = clamp(edgeAt(pointer.y, bounds.height), Math.max(0, bottom - cap), bottom - 1);
  }
  if (handle.includes("s")) {
    bottom = clamp(edgeAt(pointer.y, bounds.height), top + 1, Math.min(bounds.height, top + cap));
  }
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * One field of the region typed into its spinbutton. Position fields keep the size and stop at
 * the far edge; size fields keep the position and stop at the sprite's edge or the cap. Text
 * that is not a whole number leaves the region as it was (null).
 */
export function withField(
  rect: Rect,
  field: keyof Rect,
  value: number,
  bounds: Size,
  cap = REGION_MAX,
): Rect | null {
  if (!Number.isFinite(value)) return null;
  const n = Math.round(value);
  switch (field) {
    case "x":
      return { ...rect, x: clamp(n, 0, bounds.width - rect.width) };
    case "y":
      return { ...rect, y: clamp(n, 0, bounds.height - rect.height) };
    case "width":
      return { ...rect, width: clamp(n, 1, Math.min(cap, bounds.width - rect.x)) };
    case "height":
      return { ...rect, height: clamp(n, 1, Math.min(cap, bounds.height - rect.y)) };
  }
}

/** Where a region starts before the artist draws one: centred, half the sprite, within the cap. */
export function defaultRect(bounds: Size, cap = REGION_MAX): Rect {
  const width = Math.min(cap, Math.max(1, Math.round(bounds.width / 2)));
  const height = Math.min(cap, Math.max(1, Math.round(bounds.height / 2)));
  return {
    x: Math.floor((bounds.width - width) / 2),
    y: Math.floor((bounds.height - height) / 2),
    width,
    height,
  };
}

/** Whether a point (sprite coordinates) lies inside the region. */
export const contains = (rect: Rect, point: Point) =>
  point.x >= rect.x &&
  point.x < rect.x + rect.width &&
  point.y >= rect.y &&
  point.y < rect.y + rect.height;

/** The position of a handle on the region's outline, in sprite coordinates. */
export function handlePoint(rect: Rect, handle: Handle): Point {
  const x = handle.includes("w")
    ? rect.x
    : handle.includes("e")
      ? rect.x + rect.width
      : rect.x + rect.width / 2;
  const y = handle.includes("n")
    ? rect.y
    : handle.includes("s")
      ? rect.y + rect.height
      : rect.y + rect.height / 2;
  return { x, y };
}

/** The CSS cursor for a handle. */
export const handleCursor = (handle: Handle) =>
  handle === "n" || handle === "s"
    ? "ns-resize"
    : handle === "e" || handle === "w"
      ? "ew-resize"
      : handle === "ne" || handle === "sw"
        ? "nesw-resize"
        : "nwse-resize";
