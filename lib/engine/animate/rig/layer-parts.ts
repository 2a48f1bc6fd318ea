/** Which part ids of a posed document belong to one layer alone. */
import type { SpriteLayer } from "../../draw";
import type { Prepared } from "./rig-pose";

/** The part ids `layer` draws that no other layer of the document draws. */
export function partsOnlyIn(prep: Prepared, layer: SpriteLayer): Set<number> {
  const own = new Set<number>();
  layer.ink.forEach((ink, i) => {
    if (ink >= 0) own.add(layer.part[i]!);
  });
  for (const other of prep.doc.layers) {
    if (other === layer) continue;
    other.ink.forEach((ink, i) => {
      if (ink >= 0) own.delete(other.part[i]!);
    });
  }
  return own;
}
