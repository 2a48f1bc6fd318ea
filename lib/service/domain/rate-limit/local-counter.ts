import { refusal, windowStart } from "./window";

/**
 * Exact counting in this process's memory, for a service that is the only one on its
 * database (PGlite: one process per directory). Only keys seen in the current window are kept.
 */
export class LocalCounter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private current = 0;

  hit(keyId: string, limit: number, now: Date): void {
    const start = windowStart(now);
    if (start !== this.current) this.sweep(start);
    let window = this.windows.get(keyId);
    if (window?.start !== start) {
      window = { start, count: 0 };
      this.windows.set(keyId, window);
    }
    if (window.count >= limit) throw refusal(limit, now, start);
    window.count++;
  }

  /** A new window began: keys not seen in it are forgotten. */
  private sweep(start: number): void {
    this.current = start;
    for (const [keyId, window] of this.windows) {
      if (window.start < start) this.windows.delete(keyId);
    }
  }
}
