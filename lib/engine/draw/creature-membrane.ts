/**
 * A bat-winged beast's membranes (a dragon's) are its belly's pale colour, not the body's colour
 * a step darker: in nearly the body's red the wing sank into the body, and the finger struts
 * drawn over it in the body's colour had nothing to stand out against. A wing colour the prompt
 * names ("green wings") still wins.
 */
import { CREATURE_PART_WORDS, partColors } from "../prompt";
import type { DrawContext } from "./context";
import type { CreaturePaints } from "./creature-kit";

export function withMembraneWings(ctx: DrawContext, mats: CreaturePaints): CreaturePaints {
  const { bound } = partColors(ctx.reading, CREATURE_PART_WORDS, (b) => b.part);
  return bound.wings ? mats : { ...mats, wing: mats.belly };
}
