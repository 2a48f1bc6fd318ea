import type { z } from "zod";
import type { RotationRequest } from "@/lib/contract/edits";
import { generateSprite } from "@/lib/engine/generate";
import type { RgbaImage } from "@/lib/engine/image";
import { readSpritePrompt } from "@/lib/engine/prompt/read-sprite-prompt";
import { hashString } from "@/lib/engine/random";
import { rotateFacings } from "@/lib/engine/rotate";
import { decodePng } from "../../codec";
import type { ServiceContext } from "../../context";
import { requireBalance } from "../ledger/require-balance";
import { getOwnedPalette } from "../palettes/get-palette";
import { requireSource } from "../jobs/job-source";
import type { SpriteRow } from "../sprites/present";
import { presentSprite } from "../sprites/present";
import { storeDerived } from "./store-derived";

export const ROTATION_COST = 12;
const ROTATION_FPS = 4;

/**
 * POST /api/rotations: 8 facings (S, SE, E, NE, N, NW, W, SW) as one strip stored as an
 * animation, W-side facings mirrored from the E side, with a calibration score that says how
 * much of it was observed rather than invented. For a sprite the engine drew, the generator
 * redraws the same character (same seed) in each facing: observed. An imported sprite's other
 * facings can only be invented from its pixels, and the score says so.
 */
export async function rotate(
  ctx: ServiceContext,
  ownerId: string,
  input: z.output<typeof RotationRequest>,
) {
  const source = await requireSource(ctx.db, ownerId, input.source_generation_id, {
    min: 32,
    max: 256,
    still: true,
    what: "Rotation",
  });
  await requireBalance(ctx, ownerId, ROTATION_COST);
  const redraw = await redrawerFor(ctx, ownerId, source);
  const result = await ctx.render("rotation", async () =>
    rotateFacings(await decodePng(source.png), { redraw, seed: hashString(source.id) }),
  );
  const row = await storeDerived(ctx, ownerId, {
    source,
    image: result.strip,
    operation: "rotation",
    cost: ROTATION_COST,
    isPublic: input.public,
    paletteId: source.paletteId,
    meta: {
      directions: result.directions,
      calibrationScore: round(result.calibrationScore),
      attempts: result.attempts,
    },
    animation: {
      frameWidth: source.width,
      frameHeight: source.height,
      frameCount: 8,
      fps: ROTATION_FPS,
    },
  });
  return presentSprite(row);
}

const round = (value: number) => Math.round(value * 1000) / 1000;

type Facing = "south" | "south-east" | "east" | "north-east" | "north";

/** The generator's redraw of a generated sprite in another facing; none for other sprites. */
async function redrawerFor(ctx: ServiceContext, ownerId: string, source: SpriteRow) {
  const meta = source.meta as {
    seed?: number;
    camera?: string;
    reference?: { palette: string[]; outline: "dark" | "selective" | "none" } | null;
  };
  if (
    source.operation !== "generate" ||
    !source.prompt ||
    typeof meta.seed !== "number" ||
    !source.assetType
  )
    return undefined;
  const palette = source.paletteId
    ? (await getOwnedPalette(ctx.db, ownerId, source.paletteId)).colors
    : undefined;
  const reading = readSpritePrompt(
    source.prompt,
    source.assetType as Parameters<typeof readSpritePrompt>[1],
  );
  const facing = (meta as { direction?: string }).direction ?? "none";
  return (direction: Facing): RgbaImage | null => {
    // The source already is the front view: the engine uses its own pixels for S (observed).
    if (direction === "south" && (facing === "south" || facing === "none")) return null;
    try {
      return generateSprite({
        reading,
        assetType: reading.assetType,
        width: source.width,
        height: source.height,
        direction,
        camera: (meta.camera ?? "none") as Parameters<typeof generateSprite>[0]["camera"],
        seed: meta.seed!,
        palette,
        reference: meta.reference ?? undefined,
      }).image;
    } catch {
      return null;
    }
  };
}
