/**
 * Attachment points of a figure, in image pixels: what the drawer reports for a sprite it drew
 * and what the figure readers find or sharpen. Later operations use them (combine places items in
 * hands, animation moves feet). Left and right are the character's own, not the viewer's.
 */
import type { Point } from "../raster";

export interface Anchors {
  readonly head?: Point;
  readonly handLeft?: Point;
  readonly handRight?: Point;
  readonly feet?: readonly Point[];
  /** Where a weapon or tool is held; picks the attacking arm when animating. */
  readonly grip?: Point;
  /** The working end of a weapon (blade tip, spear point). */
  readonly tip?: Point;
  /** Visual center of the silhouette (bounding-box center). */
  readonly center?: Point;
}

/** The anchors that locate a body's parts (head, hands, feet, grip). */
export type FigureAnchors = Pick<Anchors, "head" | "handLeft" | "handRight" | "feet" | "grip">;

/**
 * Anchors of the picture mirrored left to right in a canvas `width` wide. The character's own left
 * and right hands trade places on screen, so their names swap with the flip.
 */
export function flipAnchors(anchors: Anchors, width: number): Anchors {
  const f = (p: Point | undefined) => (p ? { x: width - 1 - p.x, y: p.y } : undefined);
  const out: Record<string, unknown> = {};
  const set = (key: keyof Anchors, value: unknown) => {
    if (value !== undefined) out[key] = value;
  };
  set("head", f(anchors.head));
  set("handLeft", f(anchors.handRight));
  set("handRight", f(anchors.handLeft));
  set(
    "feet",
    anchors.feet?.map((p) => f(p)!),
  );
  set("grip", f(anchors.grip));
  set("tip", f(anchors.tip));
  set("center", f(anchors.center));
  return out as Anchors;
}
