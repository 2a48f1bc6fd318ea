/**
 * Teeth in an open mouth seen in profile: a toothless gap between the jaws read as a duck's
 * bill. A beast's bite shows its fangs: near the tip of the muzzle an upper fang hangs from the
 * upper jaw into the gap and a lower fang stands up from the lower jaw, both in the lightest ink
 * the head draws with (its eye's highlight, a colour the still already shows).
 */
import type { Pixels } from "../../raster";

/** One column of an open mouth: its x, and the gap's first and last rows. */
export interface GapColumn {
  readonly x: number;
  readonly top: number;
  readonly bottom: number;
}

/**
 * Paints the fangs into the gap's columns (ordered back to front, the tip last), with `tooth` the
 * packed pixel of a tooth. A fang is drawn only where the gap is tall enough that the mouth's
 * inside still shows between the upper and the lower fang.
 */
export function paintFangs(frame: Pixels, gap: readonly GapColumn[], tooth: number): void {
  const { width, data } = frame;
  // The canine stands a column behind the very tip (the tip is the nose and the chin).
  const fang = gap[gap.length - 2];
  if (!fang) return;
  const tall = fang.bottom - fang.top + 1;
  if (tall < 2) return;
  data[fang.top * width + fang.x] = tooth;
  if (tall >= 4) {
    data[(fang.top + 1) * width + fang.x] = tooth;
    data[fang.bottom * width + fang.x] = tooth;
  } else if (tall >= 3) data[fang.bottom * width + fang.x] = tooth;
  // A second, smaller tooth further back on the upper jaw, where the gap still shows.
  const back = gap[gap.length - 4];
  if (back && back.bottom - back.top + 1 >= 3) data[back.top * width + back.x] = tooth;
}
