import { sql } from "drizzle-orm";
import type { Db } from "../../store/db";
import { queryRows } from "../../store/query";
import { refusal, WINDOW_MS, windowStart } from "./window";

/** Counts admitted here are sent at most this long after the first of them. */
export const FLUSH_MS = 100;

/**
 * How many requests one instance may admit for a key before it must have sent them and read the
 * shared total back: 5% of the limit, at least 1 and at most 50. Requests beyond it wait for
 * that round trip. This is the whole of the slack: with `n` instances a key is admitted at most
 * `limit + n × batchSize(limit)` times in a window, and never refused below its limit.
 */
export function batchSize(limit: number): number {
  return Math.max(1, Math.min(50, Math.floor(limit / 20)));
}

interface SharedWindow {
  keyId: string;
  start: number;
  /** The key's total in the database as of this instance's latest send. */
  shared: number;
  /** Admitted here and not sent yet. */
  pending: number;
  /** Admitted here and being sent now. */
  sending: number;
  /** The send carrying `sending`, while it runs. */
  flight?: Promise<void>;
}

/**
 * The rate limit shared by every instance on one PostgreSQL database (`rate_limit_windows`),
 * without a statement per request: each instance admits against the total it last read plus
 * what it admitted since, and sends its counts at least every `FLUSH_MS`, or at once when a
 * key's unsent count reaches its batch, as one upsert for all keys that returns their totals.
 * A request is refused only when that view, which never exceeds the true total, reaches the
 * limit. A key that no one hits costs nothing.
 */
export class SharedCounter {
  private readonly windows = new Map<string, SharedWindow>();
  private timer: NodeJS.Timeout | undefined;
  private swept = 0;

  constructor(private readonly db: Db) {}

  async hit(keyId: string, limit: number, now: Date): Promise<void> {
    const start = windowStart(now);
    const batch = batchSize(limit);
    for (;;) {
      const window = this.window(keyId, start);
      const unsent = window.pending + window.sending;
      if (window.shared + unsent >= limit) throw refusal(limit, now, start);
      if (unsent < batch) {
        window.pending++;
        if (unsent + 1 >= batch) this.flushInBackground();
        else this.timer ??= setTimeout(() => this.flushInBackground(), FLUSH_MS).unref();
        return;
      }
      // A full batch is unsent: learn the shared total before admitting more.
      await (window.flight ?? this.flush());
    }
  }

  private window(keyId: string, start: number): SharedWindow {
    let window = this.windows.get(keyId);
    if (window?.start !== start) {
      if (start > this.swept) this.sweep(start);
      window = { keyId, start, shared: 0, pending: 0, sending: 0 };
      this.windows.set(keyId, window);
    }
    return window;
  }

  /**
   * Background sends keep unsent counts after a failure, for the next send; a request waiting
   * on a send sees the failure itself.
   */
  private flushInBackground(): void {
    this.flush().catch(() => {});
  }

  /** Sends every key's unsent count in one upsert and takes the totals it returns. */
  private flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const ready = [...this.windows.values()].filter((w) => w.pending > 0 && !w.flight);
    if (ready.length === 0) return Promise.resolve();
    for (const window of ready) {
      window.sending = window.pending;
      window.pending = 0;
    }
    const flight = this.send(ready).then(
      (totals) => {
        for (const window of ready) {
          window.shared = totals.get(window.keyId) ?? window.shared + window.sending;
          window.sending = 0;
          window.flight = undefined;
        }
        // Counts admitted while this send ran wait for the next.
        if (ready.some((window) => window.pending > 0)) {
          this.timer ??= setTimeout(() => this.flushInBackground(), FLUSH_MS).unref();
        }
      },
      (error: unknown) => {
        for (const window of ready) {
          window.pending += window.sending;
          window.sending = 0;
          window.flight = undefined;
        }
        throw error;
      },
    );
    for (const window of ready) window.flight = flight;
    return flight;
  }

  private async send(windows: SharedWindow[]): Promise<Map<string, number>> {
    // Three parallel arrays as array literals: ids are UUIDs, times ISO strings, counts
    // integers, none of which needs quoting inside one.
    const list = (items: (string | number)[]) => `{${items.join(",")}}`;
    const rows = await queryRows<{ key_id: string; count: number }>(
      this.db,
      sql`INSERT INTO rate_limit_windows (key_id, window_start, count)
          SELECT * FROM unnest(
            ${list(windows.map((w) => w.keyId))}::uuid[],
            ${list(windows.map((w) => new Date(w.start).toISOString()))}::timestamptz[],
            ${list(windows.map((w) => w.sending))}::int[])
          ON CONFLICT (key_id, window_start)
            DO UPDATE SET count = rate_limit_windows.count + EXCLUDED.count
          RETURNING key_id, count`,
    );
    return new Map(rows.map((row) => [row.key_id, Number(row.count)]));
  }

  /**
   * A new window began: keys not seen in it are forgotten here, and the table's rows of ended
   * windows are deleted (each instance does this once a minute; a failure is left for the next).
   */
  private sweep(start: number): void {
    this.swept = start;
    for (const [keyId, window] of this.windows) {
      if (window.start < start) this.windows.delete(keyId);
    }
    const ended = new Date(start - WINDOW_MS).toISOString();
    this.db
      .execute(sql`DELETE FROM rate_limit_windows WHERE window_start < ${ended}::timestamptz`)
      .catch(() => {});
  }
}
