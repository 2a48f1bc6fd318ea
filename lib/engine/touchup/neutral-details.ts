/**
 * What a recolour of a part the engine drew leaves alone: the part's near-neutral details.
 */
import type { ObjectContext } from "./object-context";

/**
 * A part the engine drew, named whole, a third or more of it in colour (a shield's red field):
 * its near-neutral details (a steel rim, a pale emblem painted on it) are the part's own
 * drawing, not its colour, and keep theirs. Returns the mask without them, or the mask as it
 * was when the part is mostly neutral (a steel blade with a leather grip).
 */
export function withoutNeutralDetails(ctx: ObjectContext, mask: Uint8Array): Uint8Array {
  const { before } = ctx.canvas;
  let hued = 0;
  let all = 0;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    all++;
    if (chromaOf(ctx, before.data[i]!) >= NEUTRAL) hued++;
  }
  if (all === 0 || hued < all * HUED_SHARE) return mask;
  return Uint8Array.from(mask, (v, i) => (v && chromaOf(ctx, before.data[i]!) >= NEUTRAL ? 1 : 0));
}

const chromaOf = (ctx: ObjectContext, v: number) => ctx.palette.byValue.get(v)?.lch.C ?? 0;

/** A part this much in colour is named by that colour (a shield's field; not a steel sword). */
const HUED_SHARE = 1 / 3;
/** Below this chroma a detail reads as white, grey or steel rather than a colour. */
const NEUTRAL = 0.035;
