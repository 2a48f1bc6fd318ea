/**
 * West facings are exact mirror images of east ones (a pixel artist flips, not redraws), so a
 * west sprite is the east sprite flipped, anchors included. The character's own left and right
 * hands trade places on screen, so their names swap with the flip.
 */
import { createImage, type RgbaImage } from "../image";
import type { Anchors, Point } from "./types";

export function flipImage(image: RgbaImage): RgbaImage {
  const out = createImage(image.width, image.height);
  const w = image.width;
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < w; x++) {
      const from = (y * w + x) * 4;
      const to = (y * w + (w - 1 - x)) * 4;
      out.data[to] = image.data[from]!;
      out.data[to + 1] = image.data[from + 1]!;
      out.data[to + 2] = image.data[from + 2]!;
      out.data[to + 3] = image.data[from + 3]!;
    }
  }
  return out;
}

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
