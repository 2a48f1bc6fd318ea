import { eq } from "drizzle-orm";
import type { LayeredSprite } from "@/lib/engine/draw";
import type { Executor } from "../../store/db";
import { spriteLayers } from "../../store/schema";
import { encodeLayered, LAYERS_FORMAT } from "./codec";

/** Stores a sprite's layered document; call it in the transaction that inserts the sprite. */
export async function storeLayers(tx: Executor, spriteId: string, doc: LayeredSprite) {
  await tx.insert(spriteLayers).values({
    spriteId,
    format: LAYERS_FORMAT,
    rig: doc.rig,
    layerCount: doc.layers.length,
    doc: encodeLayered(doc),
  });
}

/** A deleted sprite's layers go with its pixels. */
export async function dropLayers(tx: Executor, spriteId: string) {
  await tx.delete(spriteLayers).where(eq(spriteLayers.spriteId, spriteId));
}
