import { clampZoom, MAX_ZOOM, MIN_ZOOM } from "./store";

/**
 * Where the picture sits on screen: `zoom` screen px per document pixel and `pan`, the screen
 * position of the picture's top-left corner. Pure geometry, shared by the view and its tests.
 */
export interface View {
  zoom: number;
  pan: { x: number; y: number };
}

/** The zoom levels the buttons and the wheel step through; pinching reaches anything between. */
export const ZOOM_STEPS = [1, 2, 3, 4, 6, 8, 12, 16, 24, 32] as const;

/** The next step above (`direction` 1) or below (-1) `zoom`, staying within 1 to 32. */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  if (direction > 0) return ZOOM_STEPS.find((step) => step > zoom + 1e-9) ?? MAX_ZOOM;
  return [...ZOOM_STEPS].reverse().find((step) => step < zoom - 1e-9) ?? MIN_ZOOM;
}

/** The pixel grid shows once a pixel is at least this many screen px wide. */
export const GRID_MIN_ZOOM = 4;

/**
 * The largest whole zoom (1 to 32) at which the picture fits the viewport with a margin, and the
 * pan that centres it there.
 */
export function fitView(
  picture: { width: number; height: number },
  viewport: { width: number; height: number },
  margin = 16,
): View {
  const room = Math.min(
    (viewport.width - 2 * margin) / Math.max(1, picture.width),
    (viewport.height - 2 * margin) / Math.max(1, picture.height),
  );
  const zoom = clampZoom(Math.floor(room));
  return {
    zoom,
    pan: {
      x: Math.round((viewport.width - picture.width * zoom) / 2),
      y: Math.round((viewport.height - picture.height * zoom) / 2),
    },
  };
}

/** The document pixel under a screen point (may lie outside the picture). */
export function cellAt(view: View, point: { x: number; y: number }) {
  return {
    x: Math.floor((point.x - view.pan.x) / view.zoom),
    y: Math.floor((point.y - view.pan.y) / view.zoom),
  };
}

/**
 * A two-finger gesture: the view that keeps the document point first under the fingers' midpoint
 * under their new midpoint, zoomed by how far the fingers spread.
 */
export function pinchView(
  start: View,
  from: { mid: { x: number; y: number }; distance: number },
  to: { mid: { x: number; y: number }; distance: number },
): View {
  const zoom = clampZoom(start.zoom * (to.distance / Math.max(1, from.distance)));
  const docX = (from.mid.x - start.pan.x) / start.zoom;
  const docY = (from.mid.y - start.pan.y) / start.zoom;
  return { zoom, pan: { x: to.mid.x - docX * zoom, y: to.mid.y - docY * zoom } };
}
