import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { JobSummary, ListJobsQuery } from "@/lib/contract/jobs";
import type { ServiceContext } from "../context";
import { jobs } from "../store/schema";

/** GET /api/jobs: the caller's jobs, newest first, filtered by status, type and source. */
export async function listJobs(
  ctx: ServiceContext,
  ownerId: string,
  query: z.output<typeof ListJobsQuery>,
) {
  const filters: SQL[] = [eq(jobs.ownerId, ownerId)];
  if (query.status) filters.push(eq(jobs.status, query.status));
  if (query.type) filters.push(eq(jobs.type, query.type));
  if (query.source_generation_id) {
    filters.push(sql`${jobs.params}->>'source_generation_id' = ${query.source_generation_id}`);
  }
  const rows = await ctx.db
    .select()
    .from(jobs)
    .where(and(...filters))
    .orderBy(desc(jobs.seq))
    .limit(query.limit);
  const summaries: z.output<typeof JobSummary>[] = rows.map((row) => ({
    id: row.id,
    type: row.type as z.output<typeof JobSummary>["type"],
    status: row.status as z.output<typeof JobSummary>["status"],
    progress: row.status === "completed" ? 1 : row.progress / 1000,
    sourceId: String((row.params as { source_generation_id?: string }).source_generation_id),
    cost: row.cost,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    ...(row.status === "failed"
      ? {
          error: {
            code: row.errorCode ?? "provider_failure",
            message: row.errorMessage ?? "The render failed.",
          },
        }
      : {}),
  }));
  return { jobs: summaries };
}
