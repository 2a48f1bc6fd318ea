import { sql } from "drizzle-orm";
import type { StorageUsage } from "@/lib/contract/account";
import { BOUNDS } from "@/lib/contract/operations";
import { ApiError } from "../../errors";
import type { Executor } from "../../store/db";
import { queryRows } from "../../store/query";

/** What an account stores now, against its quota. */
export interface StorageUse {
  sprites: number;
  bytes: number;
}

const QUOTA = BOUNDS.storage;

function overQuota(use: StorageUse, adding: StorageUse): ApiError {
  const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  const what =
    use.sprites + adding.sprites > QUOTA.maxSprites
      ? `${QUOTA.maxSprites} sprites`
      : `${mib(QUOTA.maxBytes)} MiB (${mib(use.bytes)} MiB used)`;
  return new ApiError(
    "storage_quota_exceeded",
    `Your library is at its storage quota of ${what}; delete sprites to make room. Nothing was stored or charged.`,
    {
      used: { sprites: use.sprites, bytes: use.bytes },
      quota: { sprites: QUOTA.maxSprites, bytes: QUOTA.maxBytes },
    },
  );
}

const over = (use: StorageUse, adding: StorageUse) =>
  use.sprites + adding.sprites > QUOTA.maxSprites || use.bytes + adding.bytes > QUOTA.maxBytes;

/** What `GET /api/me` shows: the use and the quota side by side. */
export const presentStorage = (use: StorageUse): StorageUsage => ({
  sprites: use.sprites,
  bytes: use.bytes,
  max_sprites: QUOTA.maxSprites,
  max_bytes: QUOTA.maxBytes,
});

/** The account's stored sprites and bytes (zero before its first sprite). */
export async function readStorageUse(db: Executor, ownerId: string): Promise<StorageUse> {
  const [row] = await queryRows<{ sprites: number; bytes: number | string }>(
    db,
    sql`SELECT sprites, bytes FROM account_storage WHERE owner_id = ${ownerId}`,
  );
  return { sprites: row?.sprites ?? 0, bytes: Number(row?.bytes ?? 0) };
}

/**
 * Refuses up front (409 `storage_quota_exceeded`) when the account has no room for one more
 * sprite (or `sprites` more, for a batch of jobs): for jobs, whose result is stored later, so an
 * account at its quota is not charged for a job that could not keep its result. The store
 * itself is checked again by `storeSprite`.
 */
export async function requireStorageRoom(
  db: Executor,
  ownerId: string,
  sprites = 1,
): Promise<void> {
  const use = await readStorageUse(db, ownerId);
  if (over(use, { sprites, bytes: 0 })) throw overQuota(use, { sprites, bytes: 0 });
}

/**
 * Counts a sprite about to be stored against its owner's quota, in the transaction that stores
 * it: the running total's row is locked by the update, so concurrent stores for one account are
 * counted one after the other, and a refusal rolls back the whole transaction (nothing stored,
 * nothing charged).
 */
export async function countStored(tx: Executor, ownerId: string, bytes: number): Promise<void> {
  const [after] = await queryRows<{ sprites: number; bytes: number | string }>(
    tx,
    sql`INSERT INTO account_storage (owner_id, sprites, bytes) VALUES (${ownerId}, 1, ${bytes})
        ON CONFLICT (owner_id) DO UPDATE SET sprites = account_storage.sprites + 1,
          bytes = account_storage.bytes + ${bytes}
        RETURNING sprites, bytes`,
  );
  const use = { sprites: after!.sprites, bytes: Number(after!.bytes) };
  if (use.sprites > QUOTA.maxSprites || use.bytes > QUOTA.maxBytes) {
    throw overQuota({ sprites: use.sprites - 1, bytes: use.bytes - bytes }, { sprites: 1, bytes });
  }
}

/** Gives a deleted sprite's share back, in the transaction that deletes it. */
export async function uncountStored(tx: Executor, ownerId: string, bytes: number): Promise<void> {
  await tx.execute(sql`UPDATE account_storage SET sprites = GREATEST(sprites - 1, 0),
      bytes = GREATEST(bytes - ${bytes}, 0) WHERE owner_id = ${ownerId}`);
}
