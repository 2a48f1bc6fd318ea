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

/** POST /api/agent/{id}/run: the total the client approved; a stale one is 409 price_changed. */
export const RunPackRequest = z
  .object({ approved_total: z.number().int().min(0) })
  .meta({ id: "RunPackRequest" });

/** GET /api/agent (extension): your packs, newest first, so a list survives a reload. */
export const ListPacksQuery = z.object({ limit: queryInt(1, 100).default(20) });
export const PackList = z.object({ packs: z.array(Pack) }).meta({ id: "PackList" });
