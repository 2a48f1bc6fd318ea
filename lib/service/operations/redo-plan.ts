import { sql } from "drizzle-orm";
import type { z } from "zod";
import { AnimationPreset } from "@/lib/contract/common";
import { CreateAnimationRequest } from "@/lib/contract/jobs";
import { BOUNDS, PALETTE_EXTRAS_DEFAULTS } from "@/lib/contract/operations";
import type { RedoOperation, RedoPlan } from "@/lib/contract/redo";
import type { ServiceContext } from "../context";
import { layoutOf, requireFrameSize } from "../domain/edits/source-frames";
import { getOwnedSprite } from "../domain/sprites/get-sprite";
import type { SpriteRow } from "../domain/sprites/present";
import { ApiError, invalid } from "../errors";
import type { JobType } from "../jobs/types";
import type { Executor } from "../store/db";
import { queryRows } from "../store/query";
import { AnimationParams, refuseDishonestMotion } from "./animation";

/**
 * Redoing a line's derivatives on a newer version: which animations, rotations and normal maps
 * an older version of the line has, and the job that makes each again from this version with
 * the same parameters, priced by the operation's own price today.
 *
 * A derivative is a direct result of an older version of this sprite: a still it was made from,
 * directly or through other edits (its source, its source's source...), not deleted. A derivative already redone on this version (a job queued, or its result still in the
 * library) is left out, so the offer goes away once taken and comes back if its result is
 * deleted or its job failed.
 */

type Operation = z.infer<typeof RedoOperation>;

export interface RedoJob {
  derivativeId: string;
  operation: Operation;
  type: JobType;
  title: string | null;
  parameters: string;
  params: Record<string, unknown>;
  cost: number;
}

interface Skipped {
  derivativeId: string;
  operation: Operation;
  title: string | null;
  reason: string;
}

export interface Redo {
  target: SpriteRow;
  fromVersionId: string | null;
  jobs: RedoJob[];
  skipped: Skipped[];
}

interface Derivative {
  id: string;
  parent_id: string;
  operation: Operation;
  title: string | null;
  frame_count: number | null;
  is_public: boolean;
  meta: Record<string, unknown> | null;
}

const REDONE = ["animation", "rotation", "normal-map"] as const;

/** The plan of a redo, or the reason it cannot be asked of this sprite (400/404). */
export async function planRedo(
  ctx: ServiceContext,
  ownerId: string,
  spriteId: string,
  fromVersionId: string | undefined,
): Promise<Redo> {
  const target = await getOwnedSprite(ctx.db, ownerId, spriteId);
  if (target.kind === "animation") {
    throw invalid(
      "id",
      "Derivatives are redone on a still version; this sprite is an animation. Open the still it was made from.",
    );
  }
  const versions = await olderVersions(ctx.db, ownerId, target);
  if (fromVersionId) await requireOlderVersion(ctx, ownerId, versions, fromVersionId);
  const redone = await redoneOn(ctx.db, ownerId, target.id);
  const candidates = (await derivativesOf(ctx.db, ownerId, versions)).filter(
    (d) => !redone.has(d.id) && (!fromVersionId || d.parent_id === fromVersionId),
  );
  const from = fromVersionId ?? candidates[0]?.parent_id ?? null;
  const plan: Redo = { target, fromVersionId: from, jobs: [], skipped: [] };
  for (const derivative of candidates.filter((d) => d.parent_id === from)) {
    const made = await redoJob(ctx, ownerId, target, derivative);
    if ("reason" in made) plan.skipped.push(made);
    else plan.jobs.push(made);
  }
  return plan;
}

/** The plan as the API answers it. */
export function presentRedo(plan: Redo): RedoPlan {
  return {
    spriteId: plan.target.id,
    fromVersionId: plan.fromVersionId,
    items: plan.jobs.map(({ derivativeId, operation, title, parameters, cost }) => ({
      derivativeId,
      operation,
      title,
      parameters,
      cost,
    })),
    skipped: plan.skipped,
    total: plan.jobs.reduce((sum, job) => sum + job.cost, 0),
  };
}

async function requireOlderVersion(
  ctx: ServiceContext,
  ownerId: string,
  ancestors: ReadonlySet<string>,
  id: string,
): Promise<void> {
  const from = await getOwnedSprite(ctx.db, ownerId, id).catch((error: unknown) => {
    if (!(error instanceof ApiError) || error.code !== "not_found") throw error;
    throw new ApiError("not_found", "The older version was not found among your sprites.", [
      { path: "from_version_id", message: "not found" },
    ]);
  });
  if (!ancestors.has(from.id) || from.kind === "animation") {
    throw invalid(
      "from_version_id",
      "Name an older still version this sprite was made from (its source, or its source's source).",
    );
  }
}

/**
 * The stills this sprite was made from, its source first, then its source's source, and so on:
 * its older versions. Deleted ones are walked through (their rows stay as tombstones) but are
 * not versions to redo from. Another drawing of the same prompt shares the line but is not an
 * older version of this one, so it is not among them.
 */
async function olderVersions(db: Executor, ownerId: string, target: SpriteRow) {
  if (!target.parentId) return new Set<string>();
  const rows = await queryRows<{ id: string }>(
    db,
    sql`WITH RECURSIVE up(id, parent_id, depth) AS (
          SELECT id, parent_id, 1 FROM sprites WHERE id = ${target.parentId} AND owner_id = ${ownerId}
          UNION ALL
          SELECT s.id, s.parent_id, up.depth + 1 FROM sprites s JOIN up ON s.id = up.parent_id
          WHERE s.owner_id = ${ownerId} AND up.depth < ${MAX_DEPTH})
        SELECT up.id FROM up JOIN sprites s ON s.id = up.id
        WHERE s.kind = 'sprite' AND s.deleted_at IS NULL`,
  );
  return new Set(rows.map((row) => row.id));
}

/** How far back the older versions are looked for: far more edits than a line ever has. */
const MAX_DEPTH = 500;

/**
 * Derivatives of the older versions, the newest version first, each version's derivatives in
 * the order they were made.
 */
async function derivativesOf(db: Executor, ownerId: string, versions: ReadonlySet<string>) {
  if (versions.size === 0) return [];
  return queryRows<Derivative>(
    db,
    sql`SELECT d.id, d.parent_id, d.operation, d.title, d.frame_count, d.is_public, d.meta
        FROM sprites d JOIN sprites p ON p.id = d.parent_id
        WHERE d.owner_id = ${ownerId} AND d.deleted_at IS NULL
          AND d.parent_id IN (${sql.join(
            [...versions].map((id) => sql`${id}`),
            sql`, `,
          )})
          AND d.operation IN (${sql.join(
            REDONE.map((op) => sql`${op}`),
            sql`, `,
          )})
        ORDER BY p.created_at DESC, p.id, d.created_at, d.id`,
  );
}

/** Derivatives already redone on this version: a job queued, or its result still kept. */
export async function redoneOn(db: Executor, ownerId: string, targetId: string) {
  const rows = await queryRows<{ redo_of: string }>(
    db,
    sql`SELECT j.params->>'redo_of' AS redo_of FROM jobs j
        WHERE j.owner_id = ${ownerId}
          AND j.params->>'source_generation_id' = ${targetId}
          AND j.params->>'redo_of' IS NOT NULL
          AND (j.status = 'processing' OR (j.status = 'completed' AND EXISTS (
            SELECT 1 FROM sprites s WHERE s.id = j.id AND s.deleted_at IS NULL)))`,
  );
  return new Set(rows.map((row) => row.redo_of));
}

async function redoJob(
  ctx: ServiceContext,
  ownerId: string,
  target: SpriteRow,
  d: Derivative,
): Promise<RedoJob | Skipped> {
  const base = { derivativeId: d.id, operation: d.operation, title: d.title };
  const skip = (reason: string): Skipped => ({ ...base, reason });
  // What comes from an upload stays private; otherwise the redo is as public as the original.
  const isPublic = d.is_public && !target.fromUpload;
  try {
    switch (d.operation) {
      case "animation": {
        const params = await animationParams(ctx, d, target, isPublic);
        if (!params) return skip("Its motion was not recorded, so it cannot be made again.");
        const { min, max } = BOUNDS.animation.source;
        const outOfBounds = sideOutside(target, min, max);
        if (outOfBounds)
          return skip(`Animation takes ${min} to ${max} px per side; ${outOfBounds}.`);
        if (params.preset === "Custom") {
          await refuseDishonestMotion(ctx, ownerId, target, params.custom_prompt);
        }
        const custom = params.custom_prompt ? ` “${params.custom_prompt.slice(0, 60)}”` : "";
        return {
          ...base,
          type: "animation",
          parameters: `${params.preset}${custom}, ${params.frame_count} frames`,
          params,
          cost: ctx.prices.animation({ frame_count: params.frame_count }),
        };
      }
      case "rotation": {
        const { min, max } = BOUNDS.rotation.source;
        const outOfBounds = sideOutside(target, min, max);
        if (outOfBounds)
          return skip(`Rotation takes ${min} to ${max} px per side; ${outOfBounds}.`);
        return {
          ...base,
          type: "rotation",
          parameters: "8 facings",
          params: { source_generation_id: target.id, public: isPublic, redo_of: d.id },
          cost: ctx.prices.rotation(),
        };
      }
      case "normal-map": {
        const meta = d.meta ?? {};
        const columns = numberOr(meta.columns, 1);
        const rows = numberOr(meta.rows, 1);
        const strength = numberOr(meta.strength, 0);
        const flipGreen = meta.flipGreen === true;
        const layout = layoutOf(target, { columns, rows });
        requireFrameSize(layout, BOUNDS.normalMap.frame.min, BOUNDS.normalMap.frame.max);
        const cells = columns * rows > 1 ? `, ${columns}×${rows} cells` : "";
        return {
          ...base,
          type: "normal-map",
          parameters: `strength ${strength}${flipGreen ? ", green flipped" : ""}${cells}`,
          params: {
            source_generation_id: target.id,
            strength,
            flip_green: flipGreen,
            columns,
            rows,
            redo_of: d.id,
          },
          cost: ctx.prices.normalMap({ frames: layout.frames }),
        };
      }
    }
  } catch (error) {
    // A refusal of this version (a motion it cannot do, a sheet it does not divide into) skips
    // the one derivative; anything else is a fault.
    if (error instanceof ApiError && error.status === 400) return skip(error.message);
    throw error;
  }
}

/**
 * The parameters the animation was made with, on this version: the stored job's request, or
 * for an animation made without its own job (an asset pack's step), its preset and frame
 * count with the defaults a request gets.
 */
async function animationParams(
  ctx: ServiceContext,
  d: Derivative,
  target: SpriteRow,
  isPublic: boolean,
): Promise<AnimationParams | null> {
  const [job] = await queryRows<{ params: unknown }>(
    ctx.db,
    sql`SELECT params FROM jobs WHERE id = ${d.id} AND type = 'animation'`,
  );
  const stored = AnimationParams.safeParse(job?.params);
  if (stored.success) {
    return { ...stored.data, source_generation_id: target.id, public: isPublic, redo_of: d.id };
  }
  const preset = AnimationPreset.safeParse(d.meta?.preset);
  if (!preset.success || preset.data === "Custom") return null;
  const request = CreateAnimationRequest.safeParse({
    source_generation_id: target.id,
    preset: preset.data,
    frame_count: d.frame_count ?? undefined,
    public: isPublic,
  });
  if (!request.success) return null;
  return {
    ...request.data,
    palette_extras: PALETTE_EXTRAS_DEFAULTS.animation(preset.data),
    redo_of: d.id,
  };
}

const numberOr = (value: unknown, fallback: number) =>
  typeof value === "number" && Number.isFinite(value) ? value : fallback;

function sideOutside(sprite: SpriteRow, min: number, max: number): string | null {
  const { width, height } = sprite;
  if (width >= min && height >= min && width <= max && height <= max) return null;
  return `this version is ${width}×${height}`;
}
