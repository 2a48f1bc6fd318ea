import { eq } from "drizzle-orm";
import { slugFor } from "../domain/sprites/slug";
import type { SpriteRow } from "../domain/sprites/present";
import type { ServiceContext } from "../context";
import { JobAborted, JobFailure, type JobRunContext } from "../jobs/types";
import { sprites } from "../store/schema";

/**
 * What job renderers share: reading a job's sources as they are now, the colours a result is
 * held to, progress that stops a job that is no longer this worker's, and the fields every
 * derived result copies from its source.
 */

/** A source as it is when the job runs; gone (or no longer the owner's) fails the job. */
export async function jobSource(
  ctx: ServiceContext,
  ownerId: string,
  id: string,
): Promise<SpriteRow> {
  const [row] = await ctx.db.select().from(sprites).where(eq(sprites.id, id));
  if (!row || row.ownerId !== ownerId || row.deletedAt)
    throw new JobFailure("invalid_request", "The source sprite no longer exists.");
  return row;
}

/** Reports progress; stops the render when the job was cancelled or taken over. */
export async function step(run: JobRunContext, fraction: number): Promise<void> {
  if (!(await run.progress(fraction))) throw new JobAborted();
}

/** Fields a job's result takes from its source. */
export const derivedFields = (row: SpriteRow, isPublic: boolean, jobId: string) => ({
  assetType: row.assetType,
  prompt: row.prompt,
  parentId: row.id,
  paletteId: row.paletteId,
  isPublic,
  slug: isPublic ? slugFor(row.prompt ?? row.title, jobId) : null,
});
