/**
 * A cape given to a generated sprite, on its layers (a combine's cape item "on his back", a
 * restyle's "a blue cape"): a biped is drawn again by its drawer with a cape (the same seed, so
 * nothing else moves), hung from the shoulders behind the body, and that layer is painted in
 * the cape's colour; a figure that already wore one has it painted so (the result says it
 * replaced the cape). A four-legged body has the cape draped over its back on its layers.
 */
import { drapeCape, paintRole, withLayerFrom } from "@/lib/engine/combine";
import type { Oklch } from "@/lib/engine/color";
import { generateLayered, type LayeredSprite } from "@/lib/engine/generate";

export interface Caped {
  readonly doc: LayeredSprite;
  /** "cape" when the figure wore one already, which the new one took the place of. */
  readonly replaced: string | null;
}

/** The sprite with a cape in `color` on its layers, or null when its body cannot wear one. */
export function capeOnLayers(doc: LayeredSprite, color: Oklch): Caped | null {
  if (doc.rig === "quadruped") {
    const draped = drapeCape(doc, color);
    return draped ? { doc: draped, replaced: null } : null;
  }
  if (doc.rig !== "biped") return null;
  const hasCape = (d: LayeredSprite) => d.layers.some((l) => l.role === "cape" && l.width > 0);
  if (hasCape(doc)) return { doc: paintRole(doc, "cape", color), replaced: "cape" };
  const { reading } = doc.recipe;
  let drawn: LayeredSprite;
  try {
    drawn = generateLayered({
      ...doc.recipe,
      reading: { ...reading, details: [...reading.details, "cape"] },
    });
  } catch {
    return null;
  }
  // The drawer's cape, hung on this figure as drawn (drawn with a cape, the figure may have
  // been fitted to the frame a little aside); null for a body the drawer gives no cape.
  const worn = withLayerFrom(doc, drawn, "cape", color);
  return worn ? { doc: worn, replaced: null } : null;
}
