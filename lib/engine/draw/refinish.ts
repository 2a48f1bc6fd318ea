/**
 * A layered document changed on its layers (a part painted, a layer added) and its flat picture
 * finished again by the drawer's own passes, so the change gets inner lines, outline and colours
 * as drawn parts do.
 */
import { flipImage } from "../raster";
import { composeAtRest } from "./carry-edit";
import { finishInks } from "./finish-inks";
import type { SpriteLayer } from "./layer-types";
import type { LayeredSprite } from "./types";

/**
 * The document with new layers and ramps, its flat picture finished again from them (a cape
 * hung, plates laid on). With `keepOthers`, only the layer of that role (or the pixels of those
 * parts: plates laid on clothes) and its outline change: every other pixel keeps the drawing's
 * colour.
 */
export function refinished(
  doc: LayeredSprite,
  layers: readonly SpriteLayer[],
  ramps: LayeredSprite["finish"]["ramps"],
  keepOthers?: string | { readonly parts: ReadonlySet<number> },
): LayeredSprite {
  const finish = { ...doc.finish, ramps };
  const kept = { ...doc, layers, finish };
  const canvas = composeAtRest(kept);
  const top = Int16Array.from(canvas.top);
  const finished = finishInks(canvas, finish).image;
  if (keepOthers) {
    // Only the painted part changes: every pixel another layer shows keeps the drawing's
    // colour (finished again with a ramp more, the colour budget would merge a shade of the
    // plume or the shield's cross into a neighbour's).
    const was = doc.mirrored ? flipImage(doc.sprite.image) : doc.sprite.image;
    const painted = (i: number) =>
      typeof keepOthers === "string"
        ? layers[top[i]!]?.role === keepOthers
        : keepOthers.parts.has(canvas.part[i]!);
    const w = doc.width;
    for (let i = 0; i < top.length; i++) {
      const x = i % w;
      // The painted part and its outline (a pixel beside it that no layer shows) are new.
      if (painted(i)) continue;
      const beside =
        (x > 0 && painted(i - 1)) ||
        (x < w - 1 && painted(i + 1)) ||
        (i >= w && painted(i - w)) ||
        (i + w < top.length && painted(i + w));
      if (top[i]! < 0 && beside) continue;
      finished.data.set(was.data.subarray(i * 4, i * 4 + 4), i * 4);
    }
  }
  const image = doc.mirrored ? flipImage(finished) : finished;
  return { ...kept, sprite: { ...doc.sprite, image } };
}
