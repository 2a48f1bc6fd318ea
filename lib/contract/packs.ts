import { z } from "zod";
import { AnimationPreset, PublicFlag, queryInt, Timestamp, Uuid } from "./common";
import { BOUNDS } from "./operations";
import { EditReading } from "./sprites";

/**
 * Asset packs (`/api/agent`): planned from one prompt, priced step by step, and run only after
 * the artist approves the total.
 */

export const PackStepOperation = z
  .enum(["generate", "animation"])
  .meta({ id: "PackStepOperation" });
export const PackStepStatus = z
  .enum(["pending", "completed", "failed", "cancelled"])
  .meta({ id: "PackStepStatus" });
export const PackStatus = z
  .enum(["planned", "processing", "completed", "failed", "cancelled"])
  .meta({ id: "PackStatus" });

export const PackStep = z
  .object({
    index: z.number().int(),
    operation: PackStepOperation,
    description: z.string(),
    /** generate: the sprite prompt and asset type; animation: the preset and frame count. */
    prompt: z.string().nullable(),
    asset_type: z.string().nullable(),
    preset: AnimationPreset.nullable(),
    frame_count: z.number().int().nullable(),
    /** The step whose sprite this one animates. */
    depends_on: z.number().int().nullable(),
    cost: z.number().int(),
    status: PackStepStatus,
    result_id: Uuid.nullable(),
  })
  .meta({ id: "PackStep" });
export type PackStep = z.infer<typeof PackStep>;

export const Pack = z
  .object({
    id: Uuid,
    status: PackStatus,
    prompt: z.string(),
    read_as: z.string(),
    /** Every content word of the prompt: used by a planned step, or ignored (named nothing drawable). */
    reading: EditReading.optional(),
    steps: z.array(PackStep),
    total_tokens: z.number().int(),
    progress: z.number().min(0).max(1),
    created_at: Timestamp,
  })
  .meta({ id: "Pack" });
export type Pack = z.infer<typeof Pack>;

/** POST /api/agent: plan only; nothing is charged or made. */
export const CreatePackRequest = z
  .object({
    prompt: z.string().trim().min(BOUNDS.pack.prompt.min).max(BOUNDS.pack.prompt.max),
    public: PublicFlag,
  })
  .meta({ id: "CreatePackRequest" });

/** A plan holds at most this many steps. */
export const PACK_MAX_STEPS = 12;

/**
 * One change to a planned step, by its index in the plan: `remove` drops it; `prompt` redraws a
 * generate step's sprite from other words (its asset type read from them); `preset` and
 * `frame_count` change an animation step.
 */
export const PackStepEdit = z
  .object({
    index: z.number().int().min(0),
    remove: z.boolean().optional(),
    prompt: z
      .string()
      .trim()
      .min(BOUNDS.generate.prompt.min)
      .max(BOUNDS.generate.prompt.max)
      .optional(),
    preset: AnimationPreset.exclude(["Custom"]).optional(),
    frame_count: z
      .number()
      .int()
      .min(BOUNDS.animation.frames.min)
      .max(BOUNDS.animation.frames.max)
      .multipleOf(BOUNDS.animation.frames.step, "must be even")
      .optional(),
  })
  .meta({ id: "PackStepEdit" });
export type PackStepEdit = z.infer<typeof PackStepEdit>;

/**
 * PATCH /api/agent/{id} (extension): edits a planned pack before it runs, and answers the plan
 * priced again. Running it still needs the new total, exactly.
 */
export const UpdatePackRequest = z
  .object({ steps: z.array(PackStepEdit).min(1).max(PACK_MAX_STEPS) })
  .meta({ id: "UpdatePackRequest" });

/** POST /api/agent/{id}/run: the total the client approved; a stale one is 409 price_changed. */
export const RunPackRequest = z
  .object({ approved_total: z.number().int().min(0) })
  .meta({ id: "RunPackRequest" });

/** GET /api/agent (extension): your packs, newest first, so a list survives a reload. */
export const ListPacksQuery = z.object({ limit: queryInt(1, 100).default(20) });
export const PackList = z.object({ packs: z.array(Pack) }).meta({ id: "PackList" });
