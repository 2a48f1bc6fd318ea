import { z } from "zod";
import { Uuid } from "@/lib/contract/common";
import { BOUNDS } from "@/lib/contract/operations";
import { decodePng, encodePng } from "../codec";
import type { ServiceContext } from "../context";
import { requireBalance } from "../domain/ledger/require-balance";
import { getOwnedSprite } from "../domain/sprites/get-sprite";
import { presentSprite, type SpriteRow } from "../domain/sprites/present";
import { derivedTitle } from "../domain/sprites/titles";
import { type FrameLayout, layoutOf, requireFrameSize } from "../domain/edits/source-frames";
import { storeDerived } from "../domain/edits/store-derived";
import { defineJobRenderer, defineOperation } from "./define";
import { jobSource, step } from "./job-sources";

/**
 * POST /api/normal-maps: a tangent-space normal map per frame (an animation's strip, or a
 * still's `columns`×`rows` sheet), alpha equal to the source silhouette. 1 token per frame.
 * OpenGL convention (+Y up) unless `flip_green`.
 */
export const normalMapOperation = defineOperation({
  endpoint: "normalMap",
  serve: async (ctx, ownerId, input) => {
    const source = await getOwnedSprite(ctx.db, ownerId, input.source_generation_id);
    // Columns and rows describe a still that is a sheet; an animation keeps its own layout.
    const layout = layoutOf(source, { columns: input.columns, rows: input.rows });
    requireFrameSize(layout, BOUNDS.normalMap.frame.min, BOUNDS.normalMap.frame.max);
    const cost = ctx.prices.normalMap({ frames: layout.frames });
    await requireBalance(ctx, ownerId, cost);
    const settings = { strength: input.strength, flipGreen: input.flip_green };
    const image = await drawNormalMap(ctx, source, layout, settings);
    const row = await storeDerived(ctx, ownerId, {
      source,
      image,
      operation: "normal-map",
      cost,
      isPublic: false,
      // A normal map is data, not colors: it is not held to the source's palette.
      paletteId: null,
      meta: normalMapMeta(layout, settings),
      animation: normalMapAnimation(source, layout),
    });
    return presentSprite(row);
  },
});

interface NormalMapSettings {
  strength: number;
  flipGreen: boolean;
}

async function drawNormalMap(
  ctx: ServiceContext,
  source: SpriteRow,
  layout: FrameLayout,
  settings: NormalMapSettings,
) {
  return ctx.renderTask("normalMap", {
    source: await decodePng(source.png),
    strength: settings.strength,
    flipGreen: settings.flipGreen,
    columns: layout.columns,
    rows: layout.rows,
  });
}

const normalMapMeta = (layout: FrameLayout, settings: NormalMapSettings) => ({
  strength: settings.strength,
  flipGreen: settings.flipGreen,
  columns: layout.columns,
  rows: layout.rows,
});

const normalMapAnimation = (source: SpriteRow, layout: FrameLayout) =>
  source.kind === "animation"
    ? {
        frameWidth: layout.frameWidth,
        frameHeight: layout.frameHeight,
        frameCount: layout.frames,
        fps: source.fps ?? 10,
      }
    : undefined;

/**
 * What a normal-map job stores. Normal maps are synchronous; they are jobs only when an older
 * version's map is redone on a newer one (`redo_of` names it), so a batch charges at once and
 * each redo ends and refunds on its own.
 */
export const NormalMapJobParams = z.object({
  source_generation_id: Uuid,
  strength: z.number(),
  flip_green: z.boolean(),
  columns: z.number().int().min(1),
  rows: z.number().int().min(1),
  redo_of: Uuid,
});

export const normalMapRenderer = defineJobRenderer({
  params: NormalMapJobParams,
  render: async (ctx, job, params, run) => {
    const source = await jobSource(ctx, job.ownerId, params.source_generation_id);
    const layout = layoutOf(source, { columns: params.columns, rows: params.rows });
    const settings = { strength: params.strength, flipGreen: params.flip_green };
    await step(run, 0.05);
    const image = await drawNormalMap(ctx, source, layout, settings);
    await step(run, 0.9);
    const animation = normalMapAnimation(source, layout);
    return {
      assetType: source.assetType,
      prompt: source.prompt,
      parentId: source.id,
      paletteId: null,
      isPublic: false,
      slug: null,
      kind: animation ? "animation" : "sprite",
      title: derivedTitle(source, "normal map"),
      width: image.width,
      height: image.height,
      frameCount: animation?.frameCount ?? null,
      frameWidth: animation?.frameWidth ?? null,
      frameHeight: animation?.frameHeight ?? null,
      fps: animation?.fps ?? null,
      meta: { ...normalMapMeta(layout, settings), redoOf: params.redo_of },
      png: await encodePng(image),
    };
  },
});
