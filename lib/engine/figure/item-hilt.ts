/**
 * A held item's hilt: the mirror test (see held-item) finds the part of an item that stands
 * free of the body (a blade, a shaft), but the crossguard, grip and pommel lie across the hand,
 * where the other side of the figure (an arm, a shield) mirrors them, so they are missed and a
 * removal would leave them floating. They are recovered here as what touches the item near the
 * hand in colors the body does not wear: pixels within `reach` of the hand and outside the
 * cape's zone, reached from the item across its own line work and the fist closed over the
 * grip, whose color the figure below the head never shows away from the hand. The body keeps
 * its own colors, so the hand stays a hand and the belt beside it stays a belt.
 */
import { floodFill, type Pixels, type Point } from "../raster";
import { LINE_FAMILY } from "./color-families";
import { code } from "./parts";

/** The item's mask grown over its hilt; `labels` is the figure's part map (see segment). */
export function withHilt(
  px: Pixels,
  item: Uint8Array,
  labels: Uint8Array,
  hand: Point,
  reach: number,
  familyOf: (v: number) => number | undefined,
): Uint8Array {
  const isLine = (v: number) => familyOf(v) === LINE_FAMILY;
  const { width, height, data } = px;
  const distance = (i: number) => {
    const x = i % width;
    return Math.hypot(x - hand.x, (i - x) / width - hand.y);
  };
  const near = (i: number) => distance(i) <= reach;
  // The fist closes over the grip: its pixels are walked across, never taken.
  const fist = Math.max(2, reach * 0.4);
  // The head is left out: a helmet's highlight is often the guard's metal, never near a hand.
  const head = (i: number) => labels[i] === code("head");
  const bodyColors = new Set<number>();
  for (let i = 0; i < data.length; i++) {
    if (data[i] !== 0 && !item[i] && !head(i) && !near(i)) bodyColors.add(data[i]!);
  }
  // A cape shows beside the hand in its own zone; it is worn, never held.
  const cape = code("skirt");
  const out = new Uint8Array(item);
  // Line pixels are walked across (the hilt has its own outline) but only colors join the mask.
  const seeds: number[] = [];
  for (let i = 0; i < out.length; i++) if (out[i]) seeds.push(i);
  const takes = (v: number, j: number) => !isLine(v) && !bodyColors.has(v) && labels[j] !== cape;
  floodFill(
    width,
    height,
    seeds,
    (j) => {
      if (item[j]) return true;
      const v = data[j]!;
      if (v === 0 || !near(j)) return false;
      return takes(v, j) || isLine(v) || distance(j) <= fist;
    },
    {
      connectivity: 8,
      visit: (j) => {
        if (!item[j] && takes(data[j]!, j)) out[j] = 1;
      },
    },
  );
  return out;
}
