import type { TouchUpRequest } from "@/lib/contract/edits";
import type { TouchUpPreview } from "@/lib/contract/touch-up-preview";
import type { ServiceContext } from "../../context";
import { changeMask } from "./change-mask";
import { clipRegion } from "./region";
import { renderTouchUp, requireTouchUpSource } from "./render-touch-up";

/**
 * What POST /api/touch-ups would do with `input`, charged and stored nowhere: the same source
 * checks (404 for another account's sprite), the same clipped region and the same render with
 * the same seed, answered as the reading, the region's objects and the exact pixels that change.
 * A touch-up the engine would refuse is answered with the reason, not as an error, so the studio
 * can show it while the artist types. A recolour whose object runs on past the region says so
 * in `whole_object`: the grown box the same body with `extend_to_object` would write in.
 */
export async function previewTouchUp(
  ctx: ServiceContext,
  ownerId: string,
  input: TouchUpRequest,
): Promise<TouchUpPreview> {
  const source = await requireTouchUpSource(ctx, ownerId, input);
  const region = clipRegion(input.region, source.width, source.height);
  const { image, result } = await renderTouchUp(
    ctx,
    ownerId,
    source,
    input.prompt,
    region,
    input.extend_to_object === true,
  );
  const reading = {
    action: result.action,
    summary: result.summary ?? null,
    used: [...result.words.used],
    ignored: [...result.words.ignored],
    unrecognized: [...result.unrecognized],
  };
  const objects = (result.objects ?? []).map((o) => ({
    name: o.name,
    color: o.color.toLowerCase(),
    pixels: o.pixels,
  }));
  // The object runs on past the region: the same body with `extend_to_object` changes it whole
  // (a recolour) or can be done at all (shorter legs whose region misses their sole).
  const whole = result.wholeObject
    ? { whole_object: { region: result.wholeObject.region, pixels: result.wholeObject.pixels } }
    : {};
  if (result.kind === "refused") {
    return { reading, objects, region, mask: null, refused: { reason: result.reason }, ...whole };
  }
  return {
    reading,
    objects,
    region: result.region,
    mask: await changeMask(image, result.image),
    ...whole,
  };
}
