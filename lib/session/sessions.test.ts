import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService, type TestService } from "@/lib/service/testing";
import { pruneSessionsEvery, SessionStore } from "./sessions";

/**
 * Session pruning on a real database with an injected clock: what can no longer be used is
 * deleted, what can is kept, on a timer until stopped. The studio runs that timer:
 * `lib/gateway/session-pruning.test.ts`.
 */
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

const HOUR = 3_600_000;
const T0 = Date.parse("2026-03-01T00:00:00Z");
const limits = { idleMs: 3 * HOUR, absoluteMs: 24 * HOUR };

async function sessionCount(): Promise<number> {
  const result = (await svc.service.store.db.execute(
    sql`SELECT count(*)::int AS n FROM sessions`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 300; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("condition never held");
}

/**
 * Five sessions at T0 + 25 h: two still usable, three not (past its lifetime though used every
 * two hours, idle for four hours, signed out a day ago).
 */
async function seed(store: SessionStore, at: (ms: number) => void) {
  at(T0);
  const expired = await store.create(); // its lifetime ends at T0 + 24 h
  const endedLongAgo = await store.create();
  await store.end(endedLongAgo);
  for (let hour = 1; hour <= 23; hour += 2) {
    at(T0 + hour * HOUR);
    expect(await store.isAlive(expired)).toBe(true);
  }
  at(T0 + 21 * HOUR);
  const idle = await store.create(); // never used again: idle from T0 + 24 h
  const active = await store.create();
  at(T0 + 23 * HOUR);
  expect(await store.isAlive(active)).toBe(true);
  at(T0 + 24 * HOUR + 30 * 60_000);
  const endedToday = await store.create();
  await store.end(endedToday); // kept a day after sign-out
  expect(await store.isAlive(active)).toBe(true);
  at(T0 + 25 * HOUR);
  return { expired, endedLongAgo, idle, active, endedToday };
}

describe("session pruning", () => {
  it("deletes sessions past their lifetime, idle too long or ended over a day ago", async () => {
    await svc.service.store.db.execute(sql`DELETE FROM sessions`);
    let now = T0;
    const store = new SessionStore(svc.service.store.db, limits, () => new Date(now));
    const s = await seed(store, (ms) => {
      now = ms;
    });
    expect(await sessionCount()).toBe(5);
    await store.prune();
    expect(await sessionCount()).toBe(2);
    expect(await store.isAlive(s.active)).toBe(true);
    for (const gone of [s.expired, s.endedLongAgo, s.idle, s.endedToday]) {
      expect(await store.isAlive(gone)).toBe(false);
    }
  });

  it("runs on a timer until stopped", async () => {
    await svc.service.store.db.execute(sql`DELETE FROM sessions`);
    let now = T0;
    const store = new SessionStore(svc.service.store.db, limits, () => new Date(now));
    await seed(store, (ms) => {
      now = ms;
    });
    const stop = pruneSessionsEvery(store, 20);
    await until(async () => (await sessionCount()) === 2);
    // A prune already under way when the timer stops finishes before stop() resolves.
    await stop();
    now = T0;
    await store.create(); // already past its lifetime once the clock moves on
    now = T0 + 25 * HOUR;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await sessionCount()).toBe(3);
  });
});
