import { z } from "zod";
import {
  AnimationPreset,
  FramingAnchor,
  FramingMargin,
  JobStatus,
  PaletteExtras,
  PublicFlag,
  queryInt,
  RestyleMode,
  RestylePreset,
  Tier,
  Uuid,
} from "./common";
import { BOUNDS, PALETTE_EXTRAS_DEFAULTS } from "./operations";

const FRAMES = BOUNDS.animation.frames;

/** 202 body of every job-creating request. */
export const JobAcceptance = z
  .object({ id: Uuid, status: z.literal("processing") })
  .meta({ id: "JobAcceptance" });

/** Poll body while a job runs; animations add `progress`. */
export const JobProgress = z
  .object({
    id: Uuid,
    status: JobStatus,
    progress: z.number().min(0).max(1).optional(),
    error: z.object({ code: z.string(), message: z.string() }).optional(),
  })
  .meta({ id: "JobProgress" });

export const CancelResponse = z
  .object({ id: Uuid, status: z.literal("cancelled") })
  .meta({ id: "CancelledJob" });

/** POST /api/animations. Priced by `PRICES.animation` (lib/contract/operations.ts). */
export const CreateAnimationRequest = z
  .object({
    source_generation_id: Uuid,
    preset: AnimationPreset,
    frame_count: z
      .number()
      .int()
      .min(FRAMES.min)
      .max(FRAMES.max)
      .multipleOf(FRAMES.step, "must be even")
      .default(FRAMES.default),
    custom_prompt: z.string().max(BOUNDS.animation.customPromptMax).optional(),
    palette_extras: PaletteExtras.optional(),
    framing_margin: FramingMargin,
    framing_anchor: FramingAnchor.default("center"),
    public: PublicFlag,
  })
  .refine((body) => body.preset !== "Custom" || (body.custom_prompt ?? "").trim().length > 0, {
    message: "custom_prompt is required when preset is Custom",
    path: ["custom_prompt"],
  })
  .meta({ id: "CreateAnimationRequest" });
export type CreateAnimationRequest = z.infer<typeof CreateAnimationRequest>;

/** POST /api/restyles. Cost: 2 normal, 9 pro. */
export const CreateRestyleRequest = z
  .object({
    source_generation_id: Uuid,
    preset: RestylePreset.optional(),
    custom_prompt: z.string().min(1).max(BOUNDS.restyle.promptMax).optional(),
    mode: RestyleMode.default("restyle"),
    tier: Tier.default("normal"),
    palette_extras: PaletteExtras.optional(),
    framing_margin: FramingMargin,
    framing_anchor: FramingAnchor.default("center"),
    public: PublicFlag,
  })
  .refine((body) => body.preset !== undefined || body.custom_prompt !== undefined, {
    message: "give a preset or a custom_prompt",
    path: ["preset"],
  })
  .meta({ id: "CreateRestyleRequest" });
export type CreateRestyleRequest = z.infer<typeof CreateRestyleRequest>;

/** POST /api/combines. Cost: 3 normal, 9 pro. */
export const CreateCombineRequest = z
  .object({
    source_generation_id: Uuid,
    item_generation_id: Uuid,
    prompt: z.string().min(1).max(BOUNDS.combine.promptMax),
    tier: Tier.default("normal"),
    palette_extras: PaletteExtras.default(PALETTE_EXTRAS_DEFAULTS.combine),
    framing_margin: FramingMargin,
    framing_anchor: FramingAnchor.default("center"),
    public: PublicFlag,
  })
  .refine((body) => body.source_generation_id !== body.item_generation_id, {
    message: "item_generation_id must differ from source_generation_id",
    path: ["item_generation_id"],
  })
  .meta({ id: "CreateCombineRequest" });
export type CreateCombineRequest = z.infer<typeof CreateCombineRequest>;

/** Rotations and normal maps are jobs only when redone on a newer version (`redo-derivatives`). */
export const JobType = z
  .enum(["animation", "restyle", "combine", "pack", "rotation", "normal-map"])
  .meta({ id: "JobType" });

/** GET /api/jobs (extension): your jobs, newest first, so a client finds running ones again. */
export const ListJobsQuery = z.object({
  status: JobStatus.optional(),
  type: JobType.optional(),
  source_generation_id: Uuid.optional(),
  limit: queryInt(1, 100).default(20),
});

export const JobSummary = z
  .object({
    id: Uuid,
    type: JobType,
    status: JobStatus,
    progress: z.number().min(0).max(1),
    /** The sprite the job works on (for combines, the one that keeps its identity). */
    sourceId: Uuid,
    cost: z.number().int(),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
    error: z.object({ code: z.string(), message: z.string() }).optional(),
  })
  .meta({ id: "JobSummary" });

export const JobList = z.object({ jobs: z.array(JobSummary) }).meta({ id: "JobList" });
