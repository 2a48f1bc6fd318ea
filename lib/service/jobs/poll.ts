import { and, eq } from "drizzle-orm";
import type { ServiceContext } from "../context";
import { notFound } from "../errors";
import { getOwnedSprite } from "../domain/sprites/get-sprite";
import { presentSprite } from "../domain/sprites/present";
import { jobs } from "../store/schema";
import type { JobType } from "./types";

/**
 * A poll: the finished sprite record once completed; otherwise `{ id, status }` with
 * `progress` while processing and the error once failed (its tokens already refunded).
 */
export async function pollJob(ctx: ServiceContext, ownerId: string, type: JobType, id: string) {
  const [job] = await ctx.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.ownerId, ownerId), eq(jobs.type, type)));
  if (!job) throw notFound("Job");
  if (job.status === "completed") return presentSprite(await getOwnedSprite(ctx.db, ownerId, id));
  if (job.status === "processing") return { id, status: job.status, progress: job.progress / 1000 };
  if (job.status === "failed") {
    return {
      id,
      status: job.status,
      error: {
        code: job.errorCode ?? "provider_failure",
        message: job.errorMessage ?? "The render failed; tokens were refunded.",
      },
    };
  }
  return { id, status: job.status };
}
