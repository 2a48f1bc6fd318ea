import { eq } from "drizzle-orm";
import type {
  CreateAnimationRequest,
  CreateCombineRequest,
  CreateRestyleRequest,
} from "@/lib/contract/jobs";
import { animateSprite } from "@/lib/engine/animate";
import { combineSprites, NoItemFoundError } from "@/lib/engine/combine";
import type { RgbaImage } from "@/lib/engine/image";
import { applyPaletteExtras, paletteOf } from "@/lib/engine/palette/lock";
import { hashString } from "@/lib/engine/random";
import { restyleSprite } from "@/lib/engine/restyle";
import { decodePng, encodePng } from "../codec";
import type { ServiceContext } from "../context";
import type { SpriteRow } from "../domain/sprites/present";
import { slugFor } from "../domain/sprites/slug";
import { palettes, sprites } from "../store/schema";
import { createPackHandler } from "./pack-handler";
import {
  JobAborted,
  JobFailure,
  type JobHandler,
  type JobOutput,
  type JobRunContext,
} from "./types";

/**
 * The renderers of each job type: read the sources, draw with the engine (no transaction
 * open), hold the colors to the spec's palette rule, encode. The queue stores the result.
 */
export function createJobHandlers(ctx: ServiceContext): Partial<Record<string, JobHandler>> {
  /** A source as it was when the job was accepted; gone (or not the owner's) fails the job. */
  async function source(ownerId: string, id: string): Promise<SpriteRow> {
    const [row] = await ctx.db.select().from(sprites).where(eq(sprites.id, id));
    if (!row || row.ownerId !== ownerId)
      throw new JobFailure("invalid_request", "The source sprite no longer exists.");
    return row;
  }

  /** The colors a result is held to: the sprite's saved palette, else its own pixels' colors. */
  async function basePalette(row: SpriteRow, image: RgbaImage): Promise<string[]> {
    if (row.paletteId) {
      const [saved] = await ctx.db
        .select({ colors: palettes.colors })
        .from(palettes)
        .where(eq(palettes.id, row.paletteId));
      if (saved) return saved.colors;
    }
    return paletteOf(image);
  }

  const step = async (run: JobRunContext, fraction: number) => {
    if (!(await run.progress(fraction))) throw new JobAborted();
  };

  const common = (row: SpriteRow, isPublic: boolean, jobId: string) => ({
    assetType: row.assetType,
    prompt: row.prompt,
    parentId: row.id,
    paletteId: row.paletteId,
    isPublic,
    slug: isPublic ? slugFor(row.prompt ?? row.title, jobId) : null,
  });

  const handlers: Partial<Record<string, JobHandler>> = {
    animation: async (job, run): Promise<JobOutput> => {
      const params = job.params as unknown as CreateAnimationRequest & { palette_extras: number };
      const row = await source(job.ownerId, params.source_generation_id);
      const image = await decodePng(row.png);
      await step(run, 0.05);
      const result = animateSprite(image, {
        preset: params.preset,
        frameCount: params.frame_count,
        customPrompt: params.custom_prompt,
        anchors: (row.meta as { anchors?: Parameters<typeof animateSprite>[1]["anchors"] }).anchors,
        framingMargin: params.framing_margin,
        framingAnchor: params.framing_anchor,
        seed: hashString(job.id),
      });
      await step(run, 0.8);
      const strip = applyPaletteExtras(
        result.strip,
        await basePalette(row, image),
        params.palette_extras,
      );
      await step(run, 0.9);
      return {
        ...common(row, params.public, job.id),
        kind: "animation",
        title: `${params.preset} animation of ${row.title ?? row.prompt ?? "sprite"}`.slice(0, 200),
        width: strip.width,
        height: strip.height,
        frameCount: result.frameCount,
        frameWidth: result.frameWidth,
        frameHeight: result.frameHeight,
        fps: result.fps,
        meta: { preset: params.preset, motions: result.motions, unrecognized: result.unrecognized },
        png: await encodePng(strip),
      };
    },

    restyle: async (job, run): Promise<JobOutput> => {
      const params = job.params as unknown as CreateRestyleRequest & { palette_extras: number };
      const row = await source(job.ownerId, params.source_generation_id);
      const image = await decodePng(row.png);
      await step(run, 0.1);
      const result = restyleSprite(image, {
        preset: params.preset,
        customPrompt: params.custom_prompt,
        mode: params.mode,
        tier: params.tier,
        anchors: (row.meta as { anchors?: Parameters<typeof restyleSprite>[1]["anchors"] }).anchors,
        framingMargin: params.framing_margin,
        framingAnchor: params.framing_anchor,
        seed: hashString(job.id),
      });
      await step(run, 0.8);
      const out = applyPaletteExtras(
        result.image,
        await basePalette(row, image),
        params.palette_extras,
      );
      return {
        ...common(row, params.public, job.id),
        kind: "sprite",
        title:
          `${params.preset ?? params.mode} restyle of ${row.title ?? row.prompt ?? "sprite"}`.slice(
            0,
            200,
          ),
        width: out.width,
        height: out.height,
        meta: {
          preset: params.preset ?? null,
          mode: params.mode,
          tier: params.tier,
          unrecognized: result.unrecognized,
        },
        png: await encodePng(out),
      };
    },

    combine: async (job, run): Promise<JobOutput> => {
      const params = job.params as unknown as CreateCombineRequest;
      const [base, item] = await Promise.all([
        source(job.ownerId, params.source_generation_id),
        source(job.ownerId, params.item_generation_id),
      ]);
      const [baseImage, itemImage] = await Promise.all([decodePng(base.png), decodePng(item.png)]);
      await step(run, 0.1);
      let result: ReturnType<typeof combineSprites>;
      try {
        result = combineSprites(baseImage, itemImage, {
          prompt: params.prompt,
          baseAnchors: (
            base.meta as { anchors?: Parameters<typeof combineSprites>[2]["baseAnchors"] }
          ).anchors,
          itemAnchors: (
            item.meta as { anchors?: Parameters<typeof combineSprites>[2]["itemAnchors"] }
          ).anchors,
          tier: params.tier,
          framingMargin: params.framing_margin,
          framingAnchor: params.framing_anchor,
          seed: hashString(job.id),
        });
      } catch (error) {
        if (error instanceof NoItemFoundError)
          throw new JobFailure(
            "provider_failure",
            "No item could be found in the second sprite; tokens were refunded.",
          );
        throw error;
      }
      await step(run, 0.8);
      // Spec: the result is locked to both sprites' palettes, plus `palette_extras` more.
      const union = [
        ...new Set([
          ...(await basePalette(base, baseImage)),
          ...(await basePalette(item, itemImage)),
        ]),
      ];
      const out = applyPaletteExtras(result.image, union, params.palette_extras);
      return {
        ...common(base, params.public, job.id),
        kind: "sprite",
        title:
          `${base.title ?? base.prompt ?? "Sprite"} with ${item.title ?? item.prompt ?? "item"}`.slice(
            0,
            200,
          ),
        width: out.width,
        height: out.height,
        meta: { placement: result.placement, itemId: item.id, tier: params.tier },
        png: await encodePng(out),
      };
    },
  };
  handlers.pack = createPackHandler(ctx, handlers.animation!);
  return handlers;
}
