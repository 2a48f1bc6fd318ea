/**
 * Deterministic randomness: the engine never calls Math.random. A seed (any safe integer or a
 * string hashed to one) gives the same stream on every machine.
 */
export type Random = () => number;

/** FNV-1a over UTF-16 code units: a stable 32-bit hash for seeding from text. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Folds a safe integer (up to ±2^53) to 32 bits without losing its high bits. */
export function foldSeed(seed: number): number {
  const hi = Math.floor(seed / 2 ** 32);
  return (Math.imul(hi ^ 0x9e3779b9, 0x85ebca6b) ^ (seed >>> 0)) >>> 0;
}

/** mulberry32: small, fast, good enough for drawing decisions. Returns floats in [0, 1). */
export function createRandom(seed: number | string): Random {
  let state = typeof seed === "string" ? hashString(seed) : foldSeed(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomInt(random: Random, min: number, maxInclusive: number): number {
  return min + Math.floor(random() * (maxInclusive - min + 1));
}

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}
