import { createStore } from "zustand/vanilla";
import {
  contains,
  defaultRect,
  HANDLES,
  type Handle,
  handlePoint,
  moveRect,
  nudgeFor,
  type Point,
  type Rect,
  rectFromDrag,
  resizeByHandle,
  type Size,
  withField,
} from "./region";

/**
 * The touch-up region editor's state: the region, and the pointer gesture under way. One store
 * per editor (created with the editor, handed down by context), never a module global, so two
 * editors on a page, or a remount after navigating, never share a region.
 *
 * Points are in sprite pixels (fractions allowed); the canvas divides by its zoom first.
 */
export type Gesture =
  | { kind: "draw"; start: Point }
  | { kind: "move"; grab: Point; origin: Rect }
  | { kind: "resize"; handle: Handle; origin: Rect };

export interface RegionEditorState {
  bounds: Size;
  region: Rect;
  gesture: Gesture | null;
  /** Replaces the region (normalised by the caller's geometry). */
  setRegion: (region: Rect) => void;
  /** One spinbutton's value; text that is not a number changes nothing. */
  setField: (field: keyof Rect, value: number) => void;
  /** Arrow keys: returns whether the key nudged. */
  nudge: (key: string, shift: boolean) => boolean;
  /** Pointer down: a handle resizes, inside the region moves, anywhere else draws anew. */
  begin: (point: Point, handleRadius: number) => void;
  update: (point: Point) => void;
  end: () => void;
}

/**
 * Which handle (if any) is within `radius` sprite pixels of a point; the nearest wins.
 */
export function hitHandle(region: Rect, point: Point, radius: number): Handle | null {
  let best: Handle | null = null;
  let bestDistance = radius;
  for (const handle of HANDLES) {
    const at = handlePoint(region, handle);
    const distance = Math.max(Math.abs(at.x - point.x), Math.abs(at.y - point.y));
    if (distance <= bestDistance) {
      best = handle;
      bestDistance = distance;
    }
  }
  return best;
}

/** What a pointer down at `point` would start (also the hover cursor). */
export function gestureAt(region: Rect, point: Point, handleRadius: number) {
  const handle = hitHandle(region, point, handleRadius);
  if (handle) return { kind: "resize" as const, handle };
  if (contains(region, point)) return { kind: "move" as const };
  return { kind: "draw" as const };
}

export function createRegionEditor(bounds: Size, initial?: Rect) {
  return createStore<RegionEditorState>()((set, get) => ({
    bounds,
    region: initial ?? defaultRect(bounds),
    gesture: null,
    setRegion: (region) => set({ region }),
    setField: (field, value) => {
      const next = withField(get().region, field, value, get().bounds);
      if (next) set({ region: next });
    },
    nudge: (key, shift) => {
      const step = nudgeFor(key, shift);
      if (!step) return false;
      set(({ region, bounds: b }) => ({ region: moveRect(region, step.x, step.y, b) }));
      return true;
    },
    begin: (point, handleRadius) => {
      const { region, bounds: b } = get();
      const hit = gestureAt(region, point, handleRadius);
      if (hit.kind === "resize") {
        set({ gesture: { kind: "resize", handle: hit.handle, origin: region } });
      } else if (hit.kind === "move") {
        set({ gesture: { kind: "move", grab: point, origin: region } });
      } else {
        set({ gesture: { kind: "draw", start: point }, region: rectFromDrag(point, point, b) });
      }
    },
    update: (point) => {
      const { gesture, bounds: b } = get();
      if (!gesture) return;
      if (gesture.kind === "draw") set({ region: rectFromDrag(gesture.start, point, b) });
      else if (gesture.kind === "move") {
        const dx = Math.round(point.x - gesture.grab.x);
        const dy = Math.round(point.y - gesture.grab.y);
        set({ region: moveRect(gesture.origin, dx, dy, b) });
      } else set({ region: resizeByHandle(gesture.origin, gesture.handle, point, b) });
    },
    end: () => set({ gesture: null }),
  }));
}

export type RegionEditor = ReturnType<typeof createRegionEditor>;
