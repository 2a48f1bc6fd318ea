import type {
  CreateAnimationRequest,
  CreateCombineRequest,
  CreateRestyleRequest,
} from "@/lib/contract/jobs";
import type { ServiceContext } from "../../context";
import { enqueueJob } from "../../jobs/enqueue";
import { requireSource } from "./job-source";

/** Spec defaults of `palette_extras`: 12 for Attack and Custom, 0 for every other preset. */
export const animationExtrasDefault = (preset: CreateAnimationRequest["preset"]) =>
  preset === "Attack" || preset === "Custom" ? 12 : 0;

/** Spec defaults of `palette_extras` per restyle mode. */
export const RESTYLE_EXTRAS_DEFAULT = { restyle: 16, pose: 0, item: 12, custom: 12 } as const;

/** POST /api/animations: a still you own, at most 256 px per side; frame_count / 2 tokens. */
export async function createAnimation(
  ctx: ServiceContext,
  ownerId: string,
  input: CreateAnimationRequest,
) {
  await requireSource(ctx.db, ownerId, input.source_generation_id, {
    min: 1,
    max: 256,
    still: true,
    what: "Animation",
  });
  return enqueueJob(ctx, {
    ownerId,
    type: "animation",
    cost: input.frame_count / 2,
    params: {
      ...input,
      palette_extras: input.palette_extras ?? animationExtrasDefault(input.preset),
    },
  });
}

/** POST /api/restyles: a sprite you own, 32 to 256 px per side; 2 tokens normal, 9 pro. */
export async function createRestyle(
  ctx: ServiceContext,
  ownerId: string,
  input: CreateRestyleRequest,
) {
  await requireSource(ctx.db, ownerId, input.source_generation_id, {
    min: 32,
    max: 256,
    still: true,
    what: "Restyle",
  });
  // A preset always means mode restyle (spec).
  const mode = input.preset ? "restyle" : input.mode;
  return enqueueJob(ctx, {
    ownerId,
    type: "restyle",
    cost: input.tier === "pro" ? 9 : 2,
    params: {
      ...input,
      mode,
      palette_extras: input.palette_extras ?? RESTYLE_EXTRAS_DEFAULT[mode],
    },
  });
}

/** POST /api/combines: two different sprites you own, 32 to 256 px per side; 3 normal, 9 pro. */
export async function createCombine(
  ctx: ServiceContext,
  ownerId: string,
  input: CreateCombineRequest,
) {
  await requireSource(ctx.db, ownerId, input.source_generation_id, {
    min: 32,
    max: 256,
    still: true,
    what: "Combine",
  });
  await requireSource(ctx.db, ownerId, input.item_generation_id, {
    field: "item_generation_id",
    min: 32,
    max: 256,
    still: true,
    what: "Combine",
  });
  return enqueueJob(ctx, {
    ownerId,
    type: "combine",
    cost: input.tier === "pro" ? 9 : 3,
    params: { ...input },
  });
}
