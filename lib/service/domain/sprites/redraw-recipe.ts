import type { ServiceContext } from "../../context";
import { getOwnedPalette } from "../palettes/get-palette";
import type { SpriteRow } from "./present";
import type { RedrawRecipe } from "../../render/tasks";

/**
 * How the generator draws a generated sprite again (the same seed, as data for the render
 * thread): in another facing for a rotation, as its layered document for an animation. Null
 * for sprites it did not draw (imports, hand-edited versions, touch-ups and other edits),
 * whose other facings are invented and whose frames are cut from their pixels.
 */
export async function redrawRecipe(
  ctx: ServiceContext,
  ownerId: string,
  source: SpriteRow,
): Promise<RedrawRecipe | null> {
  const meta = source.meta as {
    seed?: number;
    camera?: string;
    direction?: string;
    reference?: RedrawRecipe["reference"] | null;
  };
  if (
    source.operation !== "generate" ||
    !source.prompt ||
    typeof meta.seed !== "number" ||
    !source.assetType
  )
    return null;
  const palette = source.paletteId
    ? (await getOwnedPalette(ctx.db, ownerId, source.paletteId)).colors
    : undefined;
  return {
    prompt: source.prompt,
    assetType: source.assetType as RedrawRecipe["assetType"],
    width: source.width,
    height: source.height,
    facing: (meta.direction ?? "none") as RedrawRecipe["facing"],
    camera: (meta.camera ?? "none") as RedrawRecipe["camera"],
    seed: meta.seed,
    palette,
    reference: meta.reference ?? undefined,
  };
}
