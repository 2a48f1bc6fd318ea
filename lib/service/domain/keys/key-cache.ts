import type { ServiceContext } from "../../context";
import { setBounded } from "./bounded-map";
import type { Caller } from "./caller";

/** What authentication remembers of one key, by the key's hash. */
export interface KeyEntry {
  caller: Caller;
  revoked: boolean;
  /**
   * The account's `monthly_renews_at` (ms): from then on the entry is read again, and that read
   * applies the renewal, as authentication always has.
   */
  renewsAt: number;
  /** `last_used_at` (ms) as last written, so it is written at most once a minute. */
  lastUsedAt: number | null;
  /** When it was read (`performance.now()`): entries live for the cache's time to live. */
  readAt: number;
}

/**
 * How long a key's lookup is reused. On PostgreSQL several processes share the keys, and a
 * revocation made by another process must hold within one second: a time to live of one second
 * is that bound, with nothing else to run or fail (no listening connection to lose, no notice to
 * miss; any writer, even SQL by hand, is seen). It costs one lookup per key per second per
 * process. On PGlite every revocation is made in this process and clears the entry at once, so
 * the time to live only bounds how long anything else about a key is reused.
 */
export const KEY_TTL_MS = { postgres: 1_000, pglite: 5_000 } as const;
/** Keys remembered per process; past it the oldest are dropped. */
export const KEY_CACHE_CAPACITY = 10_000;

export class KeyCache {
  private readonly entries = new Map<string, KeyEntry>();
  /** Bumped by every `forget`: a lookup that began before one is not kept. */
  private generation = 0;

  constructor(
    readonly ttlMs: number,
    private readonly capacity = KEY_CACHE_CAPACITY,
  ) {}

  /** The entry for a key hash if it is still good at `now`, the service's clock. */
  get(hash: string, now: Date): KeyEntry | undefined {
    const entry = this.entries.get(hash);
    if (!entry) return undefined;
    const age = performance.now() - entry.readAt;
    if (age >= 0 && age < this.ttlMs && now.getTime() < entry.renewsAt) return entry;
    this.entries.delete(hash);
    return undefined;
  }

  /**
   * Runs a lookup and keeps what it found, unless a key was forgotten meanwhile: the lookup may
   * have read the key before its revocation was committed. Unknown keys are not kept (a
   * key is known from its creation on).
   */
  async fill(
    hash: string,
    lookUp: () => Promise<Omit<KeyEntry, "readAt"> | undefined>,
  ): Promise<KeyEntry | undefined> {
    const generation = this.generation;
    const readAt = performance.now();
    const found = await lookUp();
    if (!found) return undefined;
    const entry = { ...found, readAt };
    if (generation === this.generation) setBounded(this.entries, hash, entry, this.capacity);
    return entry;
  }

  /** Drops every entry `matches` selects, and any lookup still running. */
  forget(matches: (hash: string, entry: KeyEntry) => boolean): void {
    this.generation++;
    for (const [hash, entry] of this.entries) if (matches(hash, entry)) this.entries.delete(hash);
  }
}

const caches = new WeakMap<ServiceContext, KeyCache>();

/** The key cache of one service instance (each `createService` has its own context). */
export function keyCacheFor(ctx: ServiceContext): KeyCache {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new KeyCache(ctx.env.DATABASE_URL ? KEY_TTL_MS.postgres : KEY_TTL_MS.pglite);
    caches.set(ctx, cache);
  }
  return cache;
}
