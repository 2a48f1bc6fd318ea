/**
 * A recolour's object found as one material (a slime's green ramp) leaves out the shine drawn
 * on it: a pale tint of the same hue that the materials keep apart (a mint glint on a green
 * slime). Left as it was, the glint stays green on a blue slime. The shine the object's own
 * ramp lights, where it touches the object, goes with it, so the recolour turns it into a pale
 * tint of the new colour.
 */
import { floodFill } from "../raster";
import type { ObjectContext } from "./object-context";

/** `mask` with the region's pixels of a shine lighting one of its materials, touching it. */
export function withShine(ctx: ObjectContext, mask: Uint8Array): Uint8Array {
  const { canvas, materials } = ctx;
  const { width, height } = canvas.px;
  const lit = new Set<number>();
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    const m = materials.of(canvas.before.data[i]!);
    if (m >= 0) lit.add(m);
  }
  const shines = (v: number) => {
    const m = materials.of(v);
    return m >= 0 && !lit.has(m) && lit.has(materials.lit(m));
  };
  const seeds: number[] = [];
  for (let i = 0; i < mask.length; i++) if (mask[i]) seeds.push(i);
  const out = new Uint8Array(mask.length);
  // A shine patch is taken whole once any of its pixels touches the object.
  floodFill(
    width,
    height,
    seeds,
    (i) => {
      if (mask[i]) return true;
      const x = i % width;
      return canvas.inside(x, (i - x) / width) && shines(canvas.before.data[i]!);
    },
    { connectivity: 4, visit: (i) => (out[i] = 1) },
  );
  return out;
}
