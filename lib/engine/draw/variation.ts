/**
 * Variations: what the seed changes in a sprite, the way an artist's "four takes" on one request
 * differ. The seed never changes what the prompt fixed (the subject, its named colors, its
 * materials); it moves choices within them: a small hue, lightness and chroma drift of every
 * ramp (red stays red), proportions within a subject's range, the angle a held item is carried
 * at, and which variant of a part is drawn where the prompt did not say. The same seed gives the
 * same variation, so the same request still gives the same pixels.
 */
import { createRandom, foldSeed, hashString, type Random } from "../random";
import type { Box } from "./layout";

export interface Variation {
  /** Hue drift of every ramp, degrees, within ±8 (a named color keeps its name). */
  readonly hue: number;
  /** Lightness drift of every ramp, within ±0.03 (OKLab L). */
  readonly light: number;
  /** Chroma factor of every ramp, 0.88 to 1.12. */
  readonly chroma: number;
  /** Width factor of a subject's frame, 0.84 to 1. */
  readonly width: number;
  /** Height factor of a subject's frame, 0.86 to 1. */
  readonly height: number;
  /** Build factor of a figure (shoulders, limbs), 0.9 to 1.1. */
  readonly build: number;
  /** Leg length factor of a figure, 0.92 to 1.08. */
  readonly legs: number;
  /** Turn of a held or posed item from its usual angle, radians, within ±0.22. */
  readonly lean: number;
  /** A stable choice among `count` variants of the part named `part`. */
  choose(part: string, count: number): number;
}

const span = (random: Random, low: number, high: number): number => low + (high - low) * random();

/**
 * A well-mixed 32-bit key for (seed, part). Hashing the text "seed|part" alone leaves
 * neighbouring seeds (1, 2, 3...) with nearly equal first draws, so a part would keep one variant
 * for a run of seeds; the murmur3 finalizer spreads every input bit over the whole word.
 */
function partKey(seed: number, part: string): number {
  let h = (foldSeed(seed) ^ hashString(part)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The variation of one seed; seed-only, so every asset type reads the same takes. */
export function variationFor(seed: number): Variation {
  const random = createRandom(`${seed}|variation`);
  return {
    hue: span(random, -8, 8),
    light: span(random, -0.03, 0.03),
    chroma: span(random, 0.88, 1.12),
    width: span(random, 0.84, 1),
    height: span(random, 0.86, 1),
    build: span(random, 0.9, 1.1),
    legs: span(random, 0.92, 1.08),
    lean: span(random, -0.22, 0.22),
    choose(part, count) {
      if (count <= 1) return 0;
      return Math.floor(createRandom(partKey(seed, part))() * count);
    },
  };
}

/** No drift at all: for callers that must draw the plain take. */
export const PLAIN_VARIATION: Variation = {
  hue: 0,
  light: 0,
  chroma: 1,
  width: 1,
  height: 1,
  build: 1,
  legs: 1,
  lean: 0,
  choose: () => 0,
};

/**
 * `box` narrowed and shortened by the variation's frame factors, centered across and standing
 * on the box's bottom (`align` 1) or centered (`align` 0.5). `strength` scales the drift (0.5:
 * half as much narrowing), for subjects that must stay close to filling their frame.
 */
export function variedBox(box: Box, variation: Variation, align = 1, strength = 1): Box {
  const w = box.w * (1 - (1 - variation.width) * strength);
  const h = box.h * (1 - (1 - variation.height) * strength);
  return { x: box.x + (box.w - w) / 2, y: box.y + (box.h - h) * align, w, h };
}

/**
 * `variation` that also remembers every part choice a generator actually made (part → index), so
 * the plan report names what was drawn: a part the subject or prompt fixed is never chosen, and
 * so never reported.
 */
export function recordingChoices(variation: Variation): {
  variation: Variation;
  chosen: ReadonlyMap<string, number>;
} {
  const chosen = new Map<string, number>();
  return {
    variation: {
      ...variation,
      choose(part, count) {
        const index = variation.choose(part, count);
        chosen.set(part, index);
        return index;
      },
    },
    chosen,
  };
}
