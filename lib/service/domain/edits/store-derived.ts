import { randomUUID } from "node:crypto";
import type { Operation } from "@/lib/contract/common";
import type { RgbaImage } from "@/lib/engine";
import type { LayeredSprite } from "@/lib/engine/draw";
import { encodePng } from "../../codec";
import type { ServiceContext } from "../../context";
import { charge } from "../ledger/charge";
import { insertSprite } from "../sprites/insert-sprite";
import type { SpriteRow } from "../sprites/present";
import { slugFor } from "../sprites/slug";
import { derivedTitle } from "../sprites/titles";

export interface DerivedSprite {
  source: SpriteRow;
  image: RgbaImage;
  operation: Operation;
  cost: number;
  isPublic: boolean;
  /** Keeps the source's palette unless the result is not drawn in it (normal maps). */
  paletteId: string | null;
  meta?: Record<string, unknown>;
  /** The result's layered document (an edit carried into its source's layers). */
  layers?: LayeredSprite | null;
  /** Animation results keep a frame layout. */
  animation?: { frameWidth: number; frameHeight: number; frameCount: number; fps: number };
}

/**
 * Stores the result of a synchronous edit as a new sprite derived from its source: charge (if
 * any) and insert in one transaction, after the pixels were made outside it.
 */
export async function storeDerived(ctx: ServiceContext, ownerId: string, derived: DerivedSprite) {
  const png = await encodePng(derived.image);
  const id = randomUUID();
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    if (derived.cost > 0) {
      await charge(tx, {
        accountId: ownerId,
        cost: derived.cost,
        operation: derived.operation,
        refId: id,
        now,
      });
    }
    return insertSprite(tx, {
      id,
      ownerId,
      kind: derived.animation ? "animation" : "sprite",
      operation: derived.operation,
      status: "completed",
      width: derived.image.width,
      height: derived.image.height,
      assetType: derived.source.assetType,
      title: derivedTitle(derived.source, WHAT[derived.operation] ?? derived.operation),
      prompt: derived.source.prompt,
      parentId: derived.source.id,
      paletteId: derived.paletteId,
      isPublic: derived.isPublic,
      slug: derived.isPublic ? slugFor(derived.source.prompt ?? derived.source.title, id) : null,
      tokensSpent: derived.cost,
      frameCount: derived.animation?.frameCount ?? null,
      frameWidth: derived.animation?.frameWidth ?? null,
      frameHeight: derived.animation?.frameHeight ?? null,
      fps: derived.animation?.fps ?? null,
      meta: derived.meta ?? {},
      png,
      layers: derived.layers ?? null,
      createdAt: now,
    });
  });
}

/** What each synchronous edit did, as its result's name says it: "knight · touch-up". */
const WHAT: Partial<Record<Operation, string>> = {
  "normal-map": "normal map",
  "background-removal": "no background",
  "touch-up": "touch-up",
  rotation: "rotation",
  version: "edit",
};
