import { eq, sql } from "drizzle-orm";
import type { Db } from "../store/db";
import { queryRows } from "../store/query";
import { jobs } from "../store/schema";
import type { JobRow } from "./types";

/** After this many claims a job that keeps losing its worker is failed and refunded. */
export const MAX_ATTEMPTS = 3;

interface RawJob {
  id: string;
}

/**
 * Claims a claimable job: still `processing`, not leased (or its lease ran out: the worker
 * died), and, for animations, no other animation of the same account currently leased (one at a
 * time per account; the rest wait). Accounts take turns: the job claimed is the oldest of the
 * account whose last claim is the longest ago (`job_turns`; an account never served goes
 * first), so one account's backlog of thousands delays another account's job by one job per
 * account, not by the backlog. Nothing is claimed while an operator has paused job processing
 * (`jobs_paused`, e.g. for maintenance; jobs queue up meanwhile). Claims are serialised by a
 * transaction-scoped advisory lock, so the per-account checks and the turn counter cannot race
 * across workers or instances; `FOR UPDATE SKIP LOCKED` keeps workers off rows another is
 * updating (a finish or cancel in flight).
 */
export async function claimNextJob(
  db: Db,
  workerId: string,
  leaseMs: number,
  now: Date,
): Promise<JobRow | null> {
  const leaseUntil = new Date(now.getTime() + leaseMs);
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727275)`);
    const [row] = await queryRows<RawJob>(
      tx,
      sql`SELECT j.id FROM jobs j
          WHERE j.status = 'processing'
            AND NOT EXISTS (SELECT 1 FROM service_settings s WHERE s.key = 'jobs_paused' AND s.value = 'true'::jsonb)
            AND j.attempts < ${MAX_ATTEMPTS}
            AND (j.lease_expires_at IS NULL OR j.lease_expires_at < ${now})
            AND NOT (j.type = 'animation' AND EXISTS (
              SELECT 1 FROM jobs o
              WHERE o.owner_id = j.owner_id AND o.type = 'animation' AND o.status = 'processing'
                AND o.id <> j.id AND o.lease_expires_at >= ${now}))
          ORDER BY (SELECT t.turn FROM job_turns t WHERE t.owner_id = j.owner_id) NULLS FIRST, j.seq
          LIMIT 1
          FOR UPDATE OF j SKIP LOCKED`,
    );
    if (!row) return null;
    await tx.execute(sql`INSERT INTO job_turns (owner_id, turn)
        SELECT owner_id, (SELECT COALESCE(MAX(turn), 0) + 1 FROM job_turns) FROM jobs WHERE id = ${row.id}
        ON CONFLICT (owner_id) DO UPDATE SET turn = EXCLUDED.turn`);
    await tx.execute(sql`UPDATE jobs SET lease_owner = ${workerId}, lease_expires_at = ${leaseUntil},
        attempts = attempts + 1, started_at = COALESCE(started_at, ${now}) WHERE id = ${row.id}`);
    return row.id;
  });
  if (!id) return null;
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
  return job ?? null;
}

/** Jobs whose workers died too often: still `processing`, lease gone, no attempts left. */
export async function exhaustedJobIds(db: Db, now: Date): Promise<string[]> {
  const rows = await queryRows<RawJob>(
    db,
    sql`SELECT id FROM jobs WHERE status = 'processing' AND attempts >= ${MAX_ATTEMPTS}
        AND (lease_expires_at IS NULL OR lease_expires_at < ${now}) LIMIT 50`,
  );
  return rows.map((row) => row.id);
}
