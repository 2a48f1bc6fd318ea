import { sql } from "drizzle-orm";
import type { LayeredSprite } from "@/lib/engine/draw";
import type { Executor } from "../../store/db";
import { queryRows } from "../../store/query";
import { spriteLayers } from "../../store/schema";
import { encodeLayered, LAYERS_FORMAT } from "./codec";

/** A layered document as it will be stored: its bytes count against the storage quota. */
export interface EncodedLayers {
  rig: string;
  layerCount: number;
  doc: Uint8Array;
}

export function encodeLayers(doc: LayeredSprite): EncodedLayers {
  return { rig: doc.rig, layerCount: doc.layers.length, doc: encodeLayered(doc) };
}

/** Stores a sprite's layered document; call it in the transaction that inserts the sprite. */
export async function storeLayers(tx: Executor, spriteId: string, encoded: EncodedLayers) {
  await tx.insert(spriteLayers).values({ spriteId, format: LAYERS_FORMAT, ...encoded });
}

/**
 * A deleted sprite's layers go with its pixels. Returns the bytes freed (0 when it had none),
 * which the delete gives back to the storage quota.
 */
export async function dropLayers(tx: Executor, spriteId: string): Promise<number> {
  const dropped = await queryRows<{ bytes: number | string }>(
    tx,
    sql`DELETE FROM ${spriteLayers} WHERE ${spriteLayers.spriteId} = ${spriteId}
        RETURNING octet_length(${spriteLayers.doc}) AS bytes`,
  );
  return dropped.reduce((sum, row) => sum + Number(row.bytes), 0);
}
