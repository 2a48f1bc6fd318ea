import { createHash, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sessions } from "./schema";

/**
 * What the session store needs of a database: a drizzle PostgreSQL handle (PGlite or
 * node-postgres) on a database the migrations have brought up to date, which gives it the
 * `sessions` table. The embedded service's database qualifies, and so does remote mode's small
 * local one; which to use is the gateway's choice.
 */
export type SessionDb = Pick<
  PgDatabase<PgQueryResultHKT>,
  "select" | "insert" | "update" | "execute"
>;

export interface SessionLimits {
  idleMs: number;
  absoluteMs: number;
}

interface CachedCheck {
  valid: boolean;
  checkedAt: number;
}

/** How long a positive check is trusted in this process before asking the database again. */
const CHECK_CACHE_MS = 2_000;
/** `last_seen_at` is written at most this often per session (idle expiry has minute precision). */
const TOUCH_EVERY_MS = 60_000;

/** How often each studio process deletes sessions that can no longer be used. */
export const PRUNE_EVERY_MS = 15 * 60_000;

const hashId = (id: string) => createHash("sha256").update(id).digest("hex");

/**
 * Server-side studio sessions. The cookie names a session; the row decides whether it is still
 * alive: ended by "Sign out" (every copy of the cookie dies with it), idle too long, or past its
 * absolute lifetime. A check is cached for 2 s per process to keep the cookie path cheap; this
 * process's own sign-out drops its cache entry at once, another instance's within 2 s.
 */
export class SessionStore {
  private readonly cache = new Map<string, CachedCheck>();

  constructor(
    private readonly db: SessionDb,
    private readonly limits: SessionLimits,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async create(): Promise<string> {
    const id = randomBytes(32).toString("base64url");
    const now = this.now();
    await this.db.insert(sessions).values({
      idHash: hashId(id),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + this.limits.absoluteMs),
    });
    return id;
  }

  async isAlive(id: string): Promise<boolean> {
    const key = hashId(id);
    const nowMs = this.now().getTime();
    const cached = this.cache.get(key);
    if (cached?.valid && nowMs - cached.checkedAt < CHECK_CACHE_MS) return true;
    const [row] = await this.db.select().from(sessions).where(eq(sessions.idHash, key));
    const valid =
      !!row &&
      !row.endedAt &&
      row.expiresAt.getTime() > nowMs &&
      nowMs - row.lastSeenAt.getTime() < this.limits.idleMs;
    if (!valid) {
      this.cache.delete(key);
      return false;
    }
    if (nowMs - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await this.db
        .update(sessions)
        .set({ lastSeenAt: new Date(nowMs) })
        .where(eq(sessions.idHash, key));
    }
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(key, { valid: true, checkedAt: nowMs });
    return true;
  }

  async end(id: string): Promise<void> {
    const key = hashId(id);
    this.cache.delete(key);
    await this.db.update(sessions).set({ endedAt: this.now() }).where(eq(sessions.idHash, key));
  }

  /**
   * Drops rows that can no longer be used: past their absolute lifetime, idle too long, or
   * signed out more than a day ago. Run by `pruneSessionsEvery`, never on the request path.
   */
  async prune(): Promise<void> {
    const now = this.now();
    await this.db.execute(
      sql`DELETE FROM sessions WHERE expires_at < ${now}
          OR last_seen_at < ${new Date(now.getTime() - this.limits.idleMs)}
          OR ended_at < ${new Date(now.getTime() - 86_400_000)}`,
    );
  }
}

/**
 * Prunes `store` once at once and then every `everyMs` on a timer that never keeps the process
 * alive; a failed prune is logged and tried again next time. Returns the function that stops it,
 * whose promise settles once a prune already under way has finished.
 */
export function pruneSessionsEvery(
  store: SessionStore,
  everyMs = PRUNE_EVERY_MS,
): () => Promise<void> {
  // The prune under way, if any: stopping waits for it, so nothing is pruned after the stop.
  // One at a time: a tick that comes while a slow prune still runs is skipped, so stopping never
  // waits for the newest prune while an older one is still deleting.
  let running: Promise<void> | null = null;
  const prune = () => {
    if (running) return;
    running = store
      .prune()
      .catch((error) => console.error("[sessions] prune failed:", error))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(prune, 0);
  const timer = setInterval(prune, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
    return running ?? Promise.resolve();
  };
}
