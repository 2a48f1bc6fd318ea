import { paletteMatcher, type Rgb } from "../color";
import { type InkCanvas, OUTLINE_INK } from "./canvas";
import { closePinholes, removeSpecks } from "./cleanup";
import { drawInnerLines } from "./inner-lines";
import { drawOutline } from "./outline";
import { type Rendered, render } from "./render";
import type { Finish } from "./types";

/**
 * The finishing passes every drawn picture goes through, generated or posed: speck cleanup,
 * inner lines, the outline, a last cleanup, then color (consolidated, or held to the lock).
 * Changes the canvas's inks. `pinholes` > 0 (posed frames) also closes enclosed empty pockets of
 * up to that many pixels with the outline color. `fixed` holds inks to the colors another
 * picture of the sprite rendered them in (see render).
 */
export function finishInks(
  canvas: InkCanvas,
  finish: Finish,
  pinholes = 0,
  fixed?: ReadonlyMap<number, Rgb>,
): Rendered {
  removeSpecks(canvas, -2, finish.wrap);
  drawInnerLines(canvas);
  if (finish.outline !== "none") drawOutline(canvas, finish.outline, finish.outlineTint);
  if (pinholes > 0) closePinholes(canvas, pinholes);
  removeSpecks(canvas, OUTLINE_INK, finish.wrap);
  const lock = finish.lock ? paletteMatcher(finish.lock) : undefined;
  return render(
    canvas,
    { ramps: finish.ramps, outline: finish.outlineColor, exactRamps: finish.exactRamps },
    finish.maxColors,
    lock,
    fixed,
  );
}
