import { randomUUID } from "node:crypto";
import type { GenerateSpriteRequest } from "@/lib/contract/sprites";
import { generateSprite as drawSprite } from "@/lib/engine/generate";
import { readSpritePrompt } from "@/lib/engine/prompt/read-sprite-prompt";
import { hashString } from "@/lib/engine/random";
import { referenceStyle } from "@/lib/engine/style";
import { decodePng, encodePng } from "../../codec";
import type { ServiceContext } from "../../context";
import { charge } from "../ledger/charge";
import { requireBalance } from "../ledger/require-balance";
import { getOwnedPalette } from "../palettes/get-palette";
import { getOwnedSprite } from "./get-sprite";
import { insertSprite, type NewSprite } from "./insert-sprite";
import { presentSprite } from "./present";
import { slugFor } from "./slug";

export const GENERATION_COST = 1;

/**
 * POST /api/sprites: draws a sprite with the procedural engine, then charges and stores it in
 * one transaction (so a failed render costs nothing, and 402 creates nothing). The same request
 * gives the same pixels: the seed is a hash of everything that shapes the drawing.
 */
export async function generateSprite(
  ctx: ServiceContext,
  ownerId: string,
  input: GenerateSpriteRequest,
) {
  await requireBalance(ctx, ownerId, GENERATION_COST);
  const sprite = await renderGeneration(ctx, ownerId, input, randomUUID());
  const row = await ctx.db.transaction(async (tx) => {
    await charge(tx, {
      accountId: ownerId,
      cost: GENERATION_COST,
      operation: "generate",
      refId: sprite.id,
      now: sprite.createdAt,
    });
    return insertSprite(tx, sprite);
  });
  return presentSprite(row);
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
): Promise<NewSprite & { id: string; createdAt: Date }> {
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
  // Direction is left out of the seed on purpose: a west facing must be the exact mirror of
  // the east one, which only holds when both are drawn from the same random stream.
  const seed = hashString(
    JSON.stringify([
      input.prompt.trim().toLowerCase(),
      reading.assetType,
      input.width,
      input.height,
      camera,
      palette ?? null,
      reference ?? null,
    ]),
  );
  const { drawn, png } = await ctx.render("sprite", async () => {
    const drawn = drawSprite({
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
    return { drawn, png: await encodePng(drawn.image) };
  });
  return {
    id,
    ownerId,
    kind: "sprite",
    operation: "generate",
    status: "completed",
    width: drawn.image.width,
    height: drawn.image.height,
    assetType: reading.assetType,
    title: null,
    prompt: input.prompt,
    parentId: input.reference_asset_id ?? null,
    paletteId: input.palette_id ?? null,
    isPublic: input.public,
    slug: input.public ? slugFor(input.prompt, id) : null,
    tokensSpent: GENERATION_COST,
    frameCount: null,
    meta: {
      anchors: drawn.anchors,
      palette: drawn.palette,
      direction,
      camera,
      seed,
      reference: reference ?? null,
      // What the prompt reader made of the text, including what it did not understand.
      reading: {
        assetType: reading.assetType,
        assetTypeSource: reading.assetTypeSource,
        subject: reading.subject,
        materials: reading.materials,
        colors: reading.colors.map((c) => c.word),
        mood: reading.mood,
        unrecognized: reading.unrecognized,
      },
    },
    png,
    createdAt: ctx.now(),
  };
}
