import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { readEnv } from "@/lib/service/config";
import { startTestService, type TestService } from "@/lib/service/testing";
import { SessionStore } from "@/lib/session/sessions";
import { createStudio } from "./studio";

/** Every studio prunes its session table from the start, by its own (injected) clock. */
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

const HOUR = 3_600_000;
const T0 = Date.parse("2026-03-01T00:00:00Z");

async function sessionCount(): Promise<number> {
  const result = (await svc.service.store.db.execute(
    sql`SELECT count(*)::int AS n FROM sessions`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

it("a studio deletes sessions that can no longer be used, and keeps the others", async () => {
  let now = T0;
  const clock = () => new Date(now);
  const limits = { idleMs: 24 * HOUR, absoluteMs: 24 * HOUR };
  const store = new SessionStore(svc.service.store.db, limits, clock);
  await store.create(); // its lifetime ends at T0 + 24 h
  now = T0 + 20 * HOUR;
  const live = await store.create();
  now = T0 + 25 * HOUR;
  expect(await sessionCount()).toBe(2);

  const studio = await createStudio(
    readEnv({
      DATA_DIR: "memory://",
      SESSION_SECRET: "p".repeat(40),
      SESSION_IDLE_MINUTES: String(24 * 60),
      SESSION_MAX_HOURS: "24",
    }),
    { service: svc.service, now: clock },
  );
  try {
    for (let i = 0; i < 300 && (await sessionCount()) !== 1; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await sessionCount()).toBe(1);
    expect(await store.isAlive(live)).toBe(true);
  } finally {
    await studio.close();
  }
});
