import type { z } from "zod";
import { randomInt, randomUUID } from "node:crypto";
import { BOUNDS } from "@/lib/contract/operations";
import type { GenerateSpriteRequest, PromptReading } from "@/lib/contract/sprites";
import { referenceStyle } from "@/lib/engine/generate";
import { readSpritePrompt } from "@/lib/engine/prompt";
import { hashString } from "@/lib/engine/random";
import { decodePng, encodePng } from "../codec";
import type { ServiceContext } from "../context";
import { defineOperation } from "./define";
import { invalid } from "../errors";
import { charge } from "../domain/ledger/charge";
import { requireBalance } from "../domain/ledger/require-balance";
import { getOwnedPalette } from "../domain/palettes/get-palette";
import { getOwnedSprite } from "../domain/sprites/get-sprite";
import { insertSprite, type NewSprite } from "../domain/sprites/insert-sprite";
import { presentSprite } from "../domain/sprites/present";
import { slugFor } from "../domain/sprites/slug";
import { subjectName } from "../domain/sprites/titles";

/**
 * POST /api/sprites: draws a sprite with the procedural engine, then charges and stores it in
 * one transaction (so a failed render costs nothing, and 402 creates nothing). The same request
 * gives the same pixels: the seed is a hash of everything that shapes the drawing.
 */
export const generateOperation = defineOperation({
  endpoint: "generateSprite",
  serve: async (ctx, ownerId, input) => {
    refuseUndrawable(input.prompt, input.asset_type);
    const cost = ctx.prices.generate({ asset_type: input.asset_type });
    await requireBalance(ctx, ownerId, cost);
    const sprite = await renderGeneration(ctx, ownerId, input, randomUUID(), cost);
    const row = await ctx.db.transaction(async (tx) => {
      await charge(tx, {
        accountId: ownerId,
        cost,
        operation: "generate",
        refId: sprite.id,
        now: sprite.createdAt,
      });
      return insertSprite(tx, sprite);
    });
    return { ...presentSprite(row), reading: sprite.meta.reading };
  },
});

/**
 * A prompt whose main thing the engine cannot draw, with nothing close enough to stand in, is
 * refused before anything is charged: drawing something else (the default hero, the hammer of
 * "a blacksmith with a hammer") would be a silent substitute.
 */
function refuseUndrawable(prompt: string, assetType: GenerateSpriteRequest["asset_type"]): void {
  const missing = readSpritePrompt(prompt, assetType).missingSubject;
  if (!missing) return;
  const words = missing.map((w) => `“${w}”`).join(", ");
  throw invalid(
    "prompt",
    `The engine cannot draw ${words}: no subject it knows is named, and none is close enough to stand in. Name a subject it draws (a knight, a slime, a barrel...). Nothing was charged.`,
  );
}

/**
 * Draws a generation and returns the row to store, charging nothing: `generateSprite` charges
 * and stores it in one transaction; an asset pack stores it as one of its paid steps.
 */
export async function renderGeneration(
  ctx: ServiceContext,
  ownerId: string,
  input: GenerateSpriteRequest,
  id: string,
  cost: number,
): Promise<
  NewSprite & { id: string; createdAt: Date; meta: { reading: z.infer<typeof PromptReading> } }
> {
  const palette = input.palette_id
    ? (await getOwnedPalette(ctx.db, ownerId, input.palette_id)).colors
    : undefined;
  const reference = input.reference_asset_id
    ? referenceStyle(
        await decodePng((await getOwnedSprite(ctx.db, ownerId, input.reference_asset_id)).png),
      )
    : undefined;
  const reading = readSpritePrompt(input.prompt, input.asset_type);
  const direction = input.direction ?? reading.view.direction ?? "none";
  const camera = input.camera_perspective ?? reading.view.camera ?? "none";
  // A request without a seed draws a fresh variation; retries are what Idempotency-Key is for.
  const variation = input.seed ?? randomInt(BOUNDS.generate.seedMax);
  // Direction is left out of the seed on purpose: a west facing must be the exact mirror of
  // the east one, which only holds when both are drawn from the same random stream.
  const seed = hashString(
    JSON.stringify([
      variation,
      input.prompt.trim().toLowerCase(),
      reading.assetType,
      input.width,
      input.height,
      camera,
      palette ?? null,
      reference ?? null,
    ]),
  );
  const drawn = await ctx.renderTask("generate", {
    reading,
    assetType: reading.assetType,
    width: input.width,
    height: input.height,
    direction,
    camera,
    seed,
    palette,
    reference,
  });
  const png = await encodePng(drawn.image);
  return {
    id,
    ownerId,
    kind: "sprite",
    operation: "generate",
    status: "completed",
    width: drawn.image.width,
    height: drawn.image.height,
    assetType: reading.assetType,
    // A short name from the prompt's reading; the prompt itself stays on the record.
    title: subjectName(input.prompt, reading.subject),
    prompt: input.prompt,
    parentId: input.reference_asset_id ?? null,
    paletteId: input.palette_id ?? null,
    isPublic: input.public,
    slug: input.public ? slugFor(input.prompt, id) : null,
    tokensSpent: cost,
    frameCount: null,
    meta: {
      anchors: drawn.anchors,
      palette: drawn.palette,
      direction,
      camera,
      seed,
      variation,
      reference: reference ?? null,
      // What the prompt reader made of the text, including what it did not understand.
      reading: {
        assetType: reading.assetType,
        assetTypeSource: reading.assetTypeSource,
        subject: reading.subject,
        materials: [...reading.materials],
        colors: reading.colors.map((c) => c.word),
        mood: [...reading.mood],
        details: [...reading.details],
        unrecognized: [...reading.unrecognized],
        ...(reading.substituted ? { substituted: { ...reading.substituted } } : {}),
      },
    },
    png,
    // Stored beside the sprite: the parts it was drawn from, which animations pose and edits
    // are written into.
    layers: drawn.layered,
    createdAt: ctx.now(),
  };
}
