"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import type { GenerateSpriteRequest, SpriteRecord } from "@/lib/contract/sprites";
import { accountKeys } from "./account";
import { ASSET_TYPES, COSTS } from "./constants";
import { type GeneratedSprite, generateSprite, keepGenerated } from "./sprites";

/** How many drawings "variations" makes side by side. */
export const VARIATION_COUNT = 4;

/** The largest seed the service takes; seeds wrap round past it. */
export const SEED_MAX = 2_147_483_647;

/** What a re-roll and a set of variations cost: one generation each. */
export const REROLL_COST = COSTS.generate;
export const VARIATIONS_COST = COSTS.generate * VARIATION_COUNT;

/**
 * The seeds of `count` variations: none (the service draws a fresh one for each) or, from a
 * seed the artist picked, that seed and the ones after it, so the set can be drawn again.
 */
export function variationSeeds(count: number, first?: number): (number | undefined)[] {
  return Array.from({ length: count }, (_, i) =>
    first === undefined ? undefined : (first + i) % (SEED_MAX + 1),
  );
}

/**
 * The generation request that drew a generated sprite, without its seed: what a re-roll sends
 * again. Null for anything not generated from a prompt (imports, edits, animations). The facing
 * and camera it was drawn with come from the record.
 */
export function rerollRequest(sprite: SpriteRecord): GenerateSpriteRequest | null {
  if (sprite.operation !== "generate" || sprite.kind !== "sprite" || !sprite.prompt) return null;
  const assetType = (ASSET_TYPES as readonly string[]).includes(sprite.assetType ?? "")
    ? (sprite.assetType as GenerateSpriteRequest["asset_type"])
    : undefined;
  return {
    prompt: sprite.prompt,
    width: sprite.width,
    height: sprite.height,
    public: false,
    ...(assetType ? { asset_type: assetType } : {}),
    ...(sprite.direction ? { direction: sprite.direction } : {}),
    ...(sprite.cameraPerspective ? { camera_perspective: sprite.cameraPerspective } : {}),
    ...(sprite.paletteId ? { palette_id: sprite.paletteId } : {}),
  };
}

/**
 * Another artist's public sprite, drawn from its prompt in your library: the same request
 * without their saved palette (yours cannot name it), private. The variations of a gallery
 * sprite send this.
 */
export function galleryRequest(sprite: SpriteRecord): GenerateSpriteRequest | null {
  const request = rerollRequest(sprite);
  if (!request) return null;
  const { palette_id: _theirs, ...mine } = request;
  return mine;
}

/**
 * The exact drawing of a public sprite, for your library: its request with its seed. The
 * engine is deterministic, so the same prompt, parameters and seed give the same pixels. Null
 * when that cannot hold from another account: a drawing in a saved palette, or one that
 * borrowed another sprite's style (`parentId`), or one without a seed on its record.
 */
export function redrawRequest(sprite: SpriteRecord): GenerateSpriteRequest | null {
  const request = galleryRequest(sprite);
  if (!request || sprite.paletteId || sprite.parentId || sprite.seed === undefined) return null;
  // A type the reader found in the words is left for it to find again: the reading of a
  // prompt with a type given can differ from one without.
  const reading = sprite.reading;
  if (reading && "assetTypeSource" in reading && reading.assetTypeSource !== "given") {
    const { asset_type: _read, ...rest } = request;
    return { ...rest, seed: sprite.seed };
  }
  return { ...request, seed: sprite.seed };
}

export type VariationSlot =
  | { state: "pending"; seed?: number }
  | { state: "done"; sprite: GeneratedSprite }
  | { state: "failed"; error: unknown };

/**
 * Draws several variations of one request at once, each slot filling as its answer arrives;
 * one slot can be drawn again with a fresh seed. Every drawing is a sprite of its own in the
 * library; picking one is the caller's business.
 */
export function useVariations() {
  const queryClient = useQueryClient();
  const [slots, setSlots] = useState<VariationSlot[]>([]);
  // A newer set replaces the slots; answers for an older one must not land in them.
  const run = useRef({ id: 0, request: null as GenerateSpriteRequest | null });

  const fill = useCallback(
    async (id: number, index: number, request: GenerateSpriteRequest, seed?: number) => {
      let slot: VariationSlot;
      try {
        const sprite = await generateSprite(seed === undefined ? request : { ...request, seed });
        keepGenerated(queryClient, sprite);
        slot = { state: "done", sprite };
      } catch (error) {
        void queryClient.invalidateQueries({ queryKey: accountKeys.all });
        slot = { state: "failed", error };
      }
      if (run.current.id !== id) return;
      setSlots((current) => current.map((old, i) => (i === index ? slot : old)));
    },
    [queryClient],
  );

  const draw = useCallback(
    async (request: GenerateSpriteRequest, seeds: (number | undefined)[]) => {
      const id = run.current.id + 1;
      run.current = { id, request };
      setSlots(seeds.map((seed) => ({ state: "pending", seed })));
      await Promise.all(seeds.map((seed, index) => fill(id, index, request, seed)));
    },
    [fill],
  );

  /** Draws slot `index` again with a fresh seed; the drawing it replaces stays in the library. */
  const reroll = useCallback(
    async (index: number) => {
      const { id, request } = run.current;
      if (!request) return;
      setSlots((current) => current.map((old, i) => (i === index ? { state: "pending" } : old)));
      await fill(id, index, request);
    },
    [fill],
  );

  const clear = useCallback(() => {
    run.current = { id: run.current.id + 1, request: null };
    setSlots([]);
  }, []);

  const pending = slots.some((slot) => slot.state === "pending");
  return { slots, pending, draw, reroll, clear };
}
