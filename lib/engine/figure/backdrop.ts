import { code } from "./parts";
import type { Pixels } from "../raster";

/**
 * What lies behind a part: for a leg, the cape or robe enclosing it in its row; for a hand held
 * over the body, and for what hangs below the hands beside the body (a robe's or tunic's flare),
 * the torso's nearest color in its row. Elsewhere a moved part leaves empty space, which is what a
 * gap between an arm and the body really is.
 */
export function buildBackdrop(
  labels: Uint8Array,
  source: Pixels,
  torso: readonly [number, number],
  /** Arm pixels below this row and within `reach` of the torso are clothing, not arm. */
  clothing: { readonly below: number; readonly reach: number } | null,
): Uint32Array {
  const { width, height, data } = source;
  const backdrop = new Uint32Array(width * height);
  const skirt = code("skirt");
  const torsoCode = code("torso");
  const legs = [code("legLeft"), code("legRight")];
  const arms = [code("armLeft"), code("armRight")];
  const nearest = (row: number, x: number, label: number, enclosed: boolean) => {
    let l = x - 1;
    while (l >= 0 && labels[row + l] !== label) l--;
    let r = x + 1;
    while (r < width && labels[row + r] !== label) r++;
    if (enclosed ? l < 0 || r >= width : l < 0 && r >= width) return -1;
    const near = r >= width || (l >= 0 && x - l <= r - x) ? l : r;
    // One pixel further in, so an outline does not smear across the hole.
    const further = near === l ? l - 1 : r + 1;
    return further >= 0 && further < width && labels[row + further] === label ? further : near;
  };
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (data[row + x] === 0) continue;
      const label = labels[row + x]!;
      let pick = -1;
      if (legs.includes(label)) pick = nearest(row, x, skirt, true);
      else if (arms.includes(label)) {
        if (x >= torso[0] && x <= torso[1]) pick = nearest(row, x, torsoCode, false);
        else if (clothing && y > clothing.below) {
          const edge = x < torso[0] ? torso[0] - x : x - torso[1];
          if (edge <= clothing.reach) pick = nearest(row, x, torsoCode, false);
        }
      }
      if (pick >= 0) backdrop[row + x] = data[row + pick]!;
    }
  }
  return backdrop;
}
