/**
 * How far two pictures of one size differ, as a person would count it: pixels that appear or
 * vanish, or whose colour moves visibly. The checks that refuse an unchanged restyle or combine
 * and weigh each word of a sentence all count with this.
 */
import { rgbToOklab } from "@/lib/engine/color";
import type { RgbaImage } from "@/lib/engine/raster";

/** A pixel differs visibly: it appears or vanishes, or its OKLab color moves by this much. */
const COLOR_STEP = 0.04;

/** Pixels shown in either picture (they are the same size). */
export function opaqueCount(a: RgbaImage, b: RgbaImage): number {
  let n = 0;
  for (let o = 3; o < a.data.length; o += 4) if (a.data[o]! > 0 || b.data[o]! > 0) n++;
  return n;
}

/** Pixels that differ visibly between two pictures of one size (all of them if sizes differ). */
export function differingPixels(a: RgbaImage, b: RgbaImage): number {
  if (a.width !== b.width || a.height !== b.height) return a.width * a.height;
  const lab = new Map<number, ReturnType<typeof rgbToOklab>>();
  const labOf = (d: Uint8ClampedArray, o: number) => {
    const key = (d[o]! << 16) | (d[o + 1]! << 8) | d[o + 2]!;
    let v = lab.get(key);
    if (!v) {
      v = rgbToOklab([d[o]!, d[o + 1]!, d[o + 2]!]);
      lab.set(key, v);
    }
    return v;
  };
  let n = 0;
  for (let o = 0; o < a.data.length; o += 4) {
    const sa = a.data[o + 3]! > 0;
    const sb = b.data[o + 3]! > 0;
    if (sa !== sb) {
      n++;
      continue;
    }
    if (!sa) continue;
    const x = labOf(a.data, o);
    const y = labOf(b.data, o);
    const d = Math.hypot(x.L - y.L, x.a - y.a, x.b - y.b);
    if (d > COLOR_STEP) n++;
  }
  return n;
}
