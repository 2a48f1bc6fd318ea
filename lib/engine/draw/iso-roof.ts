/**
 * An isometric gable roof on an `IsoBox` of walls: the ridge runs along the box's `a` side, over
 * the middle of `b`, `rise` pixels above the wall tops. Every pixel is inverted onto the roof's
 * planes, as `fillIsoBox` does for a box's faces, so the ridge and eaves are exact 2:1 lines.
 * The roof paints in two passes so something standing on its back slope (a chimney) can go in
 * between: `back` paints the slope facing away; `front` the slope facing the viewer and the
 * gable end on the `a` side's far end.
 */
import { type InkCanvas, inkOf, put } from "./canvas";
import type { IsoBox } from "./iso";

/** Shade levels of the roof's faces: the front slope lit, the gable in half-light. */
const LEVELS = { front: 3, gable: 2, back: 2 } as const;

/** Which roof face covers the pixel offset (dx, dy) from the box's top rear vertex, if any. */
function roofFace(
  dx: number,
  dy: number,
  A: number,
  B: number,
  rise: number,
): "front" | "gable" | "back" | null {
  // Height above the wall tops at v across b: k * (distance to the nearer eave).
  const k = (2 * rise) / B;
  // Screen of (u, v, z): x = 2(u - v), y = u + v - z.
  {
    const v = (dy - dx / 2 + k * B) / (2 + k);
    const u = dx / 2 + v;
    if (v >= B / 2 && v < B && u >= 0 && u < A) return "front";
  }
  {
    const v = A - dx / 2;
    const z = A + v - dy;
    if (v >= 0 && v < B && z >= 0 && z < k * Math.min(v, B - v)) return "gable";
  }
  if (k < 2) {
    const v = (dy - dx / 2) / (2 - k);
    const u = dx / 2 + v;
    if (v >= 0 && v < B / 2 && u >= 0 && u < A) return "back";
  }
  return null;
}

export function fillIsoRoof(
  canvas: InkCanvas,
  ramp: number,
  part: number,
  box: IsoBox,
  rise: number,
  pass: "back" | "front",
): void {
  const { ox, oy, a: A, b: B } = box;
  const x0 = Math.max(0, Math.floor(ox - 2 * B));
  const x1 = Math.min(canvas.width - 1, Math.ceil(ox + 2 * A));
  const y0 = Math.max(0, Math.floor(oy - rise));
  const y1 = Math.min(canvas.height - 1, Math.ceil(oy + A + B));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const face = roofFace(x + 0.5 - ox, y + 0.5 - oy, A, B, rise);
      if (face === null || (face === "back") !== (pass === "back")) continue;
      put(canvas, x, y, inkOf(ramp, LEVELS[face]), part);
    }
  }
}
