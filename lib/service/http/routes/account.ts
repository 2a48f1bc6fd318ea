import { ASSET_TYPES } from "@/lib/contract/common";
import { BOUNDS, sidesForAssetType } from "@/lib/contract/operations";
import type { PriceBook } from "@/lib/contract/operations";
import { presentAccount, presentBalance } from "../../domain/accounts/present";
import { currentAccountRow } from "../../domain/keys/account-rows";
import { presentStorage, readStorageUse } from "../../domain/storage/quota";
import { type PreparedJson, prepared, preparedResponse } from "../respond";
import { route } from "../router";

const FRAMES = BOUNDS.animation.frames;
/** The widest side range any asset type takes: what the limits object reports for sprites. */
const SPRITE_SIDES = {
  min: Math.min(...ASSET_TYPES.map((type) => sidesForAssetType(type).min)),
  max: Math.max(...ASSET_TYPES.map((type) => sidesForAssetType(type).max)),
};

const assetTypeDocuments = new WeakMap<PriceBook, PreparedJson>();
/** By rate limit, the one field that varies; rate limits are few, so this stays small. */
const limitDocuments = new Map<number, PreparedJson>();

export const accountRoutes = [
  // Balances come from `currentAccountRow`, never from the authentication cache.
  route("me", async ({ ctx, caller }) => {
    const [row, storage] = await Promise.all([
      currentAccountRow(ctx, caller.account.id),
      readStorageUse(ctx.db, caller.account.id),
    ]);
    return { ...presentAccount(row), storage: presentStorage(storage) };
  }),
  route("balance", async ({ ctx, caller }) =>
    presentBalance(await currentAccountRow(ctx, caller.account.id)),
  ),
  // Constant per price book, and per rate limit: serialised once, answered 304 when unchanged.
  route("assetTypes", async ({ ctx, request }) =>
    preparedResponse(
      request,
      prepared(assetTypeDocuments, ctx.prices, () => ({
        asset_types: ASSET_TYPES.map((name) => ({
          name,
          token_cost: ctx.prices.generate({ asset_type: name }),
          min_size: sidesForAssetType(name).min,
          max_size: sidesForAssetType(name).max,
        })),
      })),
      "private",
    ),
  ),
  route("limits", async ({ caller, request }) => {
    const perMinute = caller.account.rateLimitPerMinute;
    if (limitDocuments.size >= 1000) limitDocuments.clear();
    return preparedResponse(
      request,
      prepared(limitDocuments, perMinute, () => ({
        rate_limit_per_minute: perMinute,
        sprite: {
          min_size: SPRITE_SIDES.min,
          max_size: SPRITE_SIDES.max,
          prompt_max_length: BOUNDS.generate.prompt.max,
        },
        animation: {
          min_frames: FRAMES.min,
          max_frames: FRAMES.max,
          frames_must_be_even: FRAMES.step === 2,
        },
      })),
      "private",
    );
  }),
];
