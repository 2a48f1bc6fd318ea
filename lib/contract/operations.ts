/**
 * The facts of every operation, written once: what it costs and the bounds its requests are
 * held to. The request schemas, the service's charges and source checks, pack planning,
 * `GET /api/asset-types` and `/api/limits`, the OpenAPI document and the studio's cost labels
 * all read them from here, so changing a price is one line.
 *
 * Plain values and functions with no zod: the browser imports this module for its labels.
 */

import { PROMPT_MAX_LENGTH, PROMPT_MIN_LENGTH } from "@/lib/engine";

type Tier = "normal" | "pro";

/** A side range in pixels, inclusive. */
export interface SideBounds {
  min: number;
  max: number;
}

/**
 * Token prices, each a function of the request fields that decide it. Prices are whole tokens
 * and never negative.
 */
export const PRICES = {
  /** Every asset type costs the same. */
  generate: (_request: { asset_type?: string }) => 1,
  import: () => 0,
  /** A hand-edited version saved from the studio's pixel editor. */
  version: () => 0,
  /** Whatever the sprite's size. */
  touchUp: () => 1,
  rotation: () => 12,
  /** Per frame: a still is one frame, a sheet or an animation one per cell. */
  normalMap: (request: { frames: number }) => request.frames,
  backgroundRemoval: (request: { method: "standard" | "refined" }) =>
    request.method === "refined" ? 1 : 0,
  paletteGeneration: () => 0,
  paletteSave: () => 0,
  animation: (request: { frame_count: number }) => Math.floor(request.frame_count / 2),
  restyle: (request: { tier: Tier }) => (request.tier === "pro" ? 9 : 2),
  combine: (request: { tier: Tier }) => (request.tier === "pro" ? 9 : 3),
};

export type PriceBook = typeof PRICES;
export type PricedOperation = keyof PriceBook;

/** The price book with some prices replaced (tests prove every surface follows the book). */
export function withPrices(overrides: Partial<PriceBook>): PriceBook {
  return { ...PRICES, ...overrides };
}

/** Bounds of each operation's request and source, per side in pixels unless named otherwise. */
export const BOUNDS = {
  generate: {
    prompt: { min: PROMPT_MIN_LENGTH, max: PROMPT_MAX_LENGTH },
    side: { min: 32, max: 400, default: 64 },
    /** `seed` picks the variation: 0 to 2^31 − 1. */
    seedMax: 2_147_483_647,
  },
  import: { side: { min: 16, max: 256 }, titleMax: 200 },
  touchUp: {
    prompt: { min: 1, max: 300 },
    source: { min: 32, max: 1024 },
    /** A region is clipped to the sprite, then capped at this many pixels per side. */
    regionMax: 200,
  },
  rotation: { source: { min: 32, max: 256 } },
  normalMap: { frame: { min: 32, max: 256 }, maxCells: 24, strengthMax: 5 },
  animation: {
    source: { min: 1, max: 256 },
    frames: { min: 4, max: 16, step: 2, default: 8 },
    customPromptMax: 1500,
  },
  restyle: { source: { min: 32, max: 256 }, promptMax: 500 },
  combine: { source: { min: 32, max: 256 }, promptMax: 500 },
  paletteGeneration: {
    prompt: { min: 3, max: 200 },
    colors: { min: 4, max: 64 },
    options: { min: 2, max: 4 },
  },
  paletteSave: { nameMax: 80, colors: { min: 2, max: 256 } },
  pack: { prompt: { min: PROMPT_MIN_LENGTH, max: PROMPT_MAX_LENGTH } },
  /**
   * Jobs (animations, restyles, combines, pack runs) one account may have queued or running at
   * once. One more is 429 `rate_limited` with `Retry-After: retryAfterSeconds`, charged nothing.
   */
  jobs: { maxQueuedPerAccount: 50, retryAfterSeconds: 10 },
  /**
   * What one account may store: live (not deleted) sprites, and the bytes of their PNGs. Every
   * stored result counts (generations, edits, job results, imports, versions); deleting frees
   * its share. Over it: 409 `storage_quota_exceeded`, nothing stored or charged.
   */
  storage: { maxSprites: 5000, maxBytes: 256 * 1024 * 1024 },
  /**
   * Synchronous renders one process lets wait for a render thread. One more is 503
   * `service_busy` with `Retry-After: retryAfterSeconds`, charged nothing. Job renders are not
   * counted here: each job worker waits for at most one render at a time.
   */
  renderQueue: { maxWaiting: 16, retryAfterSeconds: 2 },
} as const;

/** Sizes per side that generation takes for each asset type. */
export const ASSET_TYPE_SIDES: Record<string, SideBounds> = {
  tile: { min: 8, max: 400 },
  background: { min: 8, max: 400 },
  ui: { min: 8, max: 400 },
  effect: { min: 8, max: 400 },
};
/** Asset types not listed above take the generation request's own bounds. */
export const sidesForAssetType = (assetType: string): SideBounds =>
  ASSET_TYPE_SIDES[assetType] ?? { min: BOUNDS.generate.side.min, max: BOUNDS.generate.side.max };

/**
 * `palette_extras` when a request leaves it out: how many colours a result may add beyond the
 * source's palette. Motion that adds effects (Attack, Custom) and restyles that recolour get
 * room; poses and plain motion keep the source's colours exactly.
 */
export const PALETTE_EXTRAS_DEFAULTS = {
  animation: (preset: string) => (preset === "Attack" || preset === "Custom" ? 12 : 0),
  restyle: { restyle: 16, pose: 0, item: 12, custom: 12 },
  combine: 4,
} as const;

const tokens = (n: number) => `${n} token${n === 1 ? "" : "s"}`;

/**
 * A price in words, computed from the price book (so it follows any change): what the OpenAPI
 * document and price lists say an operation costs.
 */
export function describePrice(operation: PricedOperation, prices: PriceBook = PRICES): string {
  const frames = BOUNDS.animation.frames;
  switch (operation) {
    case "generate":
      return `${tokens(prices.generate({}))} for every asset type`;
    case "normalMap":
      return `${tokens(prices.normalMap({ frames: 1 }))} per frame`;
    case "backgroundRemoval":
      return `${tokens(prices.backgroundRemoval({ method: "standard" }))} standard, ${tokens(prices.backgroundRemoval({ method: "refined" }))} refined`;
    case "animation":
      return `${tokens(prices.animation({ frame_count: frames.min }))} for ${frames.min} frames to ${tokens(prices.animation({ frame_count: frames.max }))} for ${frames.max}`;
    case "restyle":
    case "combine":
      return `${tokens(prices[operation]({ tier: "normal" }))} normal, ${tokens(prices[operation]({ tier: "pro" }))} pro`;
    default:
      return tokens(prices[operation]());
  }
}
