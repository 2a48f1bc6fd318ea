import { TOUCH_UP_MAX_REGION } from "@/lib/contract/edits";
import { invalid } from "../../errors";

export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Clips a touch-up region to the sprite first (a region may reach past the edges) and
 * applies the ceiling to what remains: more than 200 px on a side is refused, and so is a
 * region that misses the sprite entirely.
 */
export function clipRegion(region: Region, width: number, height: number): Region {
  const x0 = Math.min(region.x, width);
  const y0 = Math.min(region.y, height);
  const x1 = Math.min(region.x + region.width, width);
  const y1 = Math.min(region.y + region.height, height);
  const clipped = { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
  if (clipped.width <= 0 || clipped.height <= 0) {
    throw invalid("region", `The region lies outside the ${width}×${height} sprite.`);
  }
  if (clipped.width > TOUCH_UP_MAX_REGION || clipped.height > TOUCH_UP_MAX_REGION) {
    throw invalid(
      "region",
      `The region is ${clipped.width}×${clipped.height} px inside the sprite; touch-ups redraw at most ${TOUCH_UP_MAX_REGION}×${TOUCH_UP_MAX_REGION}.`,
    );
  }
  return clipped;
}
