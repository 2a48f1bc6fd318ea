import type { TouchUpRequest } from "@/lib/contract/edits";
import { hashString } from "@/lib/engine/random";
import { touchUp as redrawRegion } from "@/lib/engine/touchup";
import { decodePng } from "../../codec";
import type { ServiceContext } from "../../context";
import { requireBalance } from "../ledger/require-balance";
import { requireSource } from "../jobs/job-source";
import { presentSprite } from "../sprites/present";
import { clipRegion } from "./region";
import { storeDerived } from "./store-derived";

export const TOUCH_UP_COST = 1;

/**
 * POST /api/touch-ups: redraws one region from a sentence, in the sprite's own colors. Every
 * pixel outside the clipped region is byte-identical to the source. 1 token, whatever the size.
 */
export async function touchUp(ctx: ServiceContext, ownerId: string, input: TouchUpRequest) {
  const source = await requireSource(ctx.db, ownerId, input.source_generation_id, {
    min: 32,
    max: 1024,
    still: true,
    what: "Touch-up",
  });
  const region = clipRegion(input.region, source.width, source.height);
  await requireBalance(ctx, ownerId, TOUCH_UP_COST);
  const seed = hashString(
    `${source.id}|${input.prompt.trim().toLowerCase()}|${region.x},${region.y},${region.width},${region.height}`,
  );
  const result = await ctx.render("touch-up", async () =>
    redrawRegion(await decodePng(source.png), region, input.prompt, { seed }),
  );
  const row = await storeDerived(ctx, ownerId, {
    source,
    image: result.image,
    operation: "touch-up",
    cost: TOUCH_UP_COST,
    isPublic: input.public,
    paletteId: source.paletteId,
    meta: { region, action: result.action, touchUpPrompt: input.prompt },
  });
  return { ...presentSprite(row), action: result.action, unrecognized: result.unrecognized };
}
