import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Studio sessions: the cookie names one of these; ending it makes every copy of the cookie void.
 * The table is the studio's; its migrations live in the service's one history
 * (`drizzle.config.ts` reads both schema files), so whichever database keeps the sessions (the
 * embedded service's, or remote mode's local one) is brought up to date by the same migrator.
 */
export const sessions = pgTable("sessions", {
  /** SHA-256 of the session id in the cookie, hex. */
  idHash: text("id_hash").primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  endedAt: timestamp("ended_at", { withTimezone: true }),
});
