import { z } from "zod";
import { Timestamp } from "./common";

/**
 * What the account stores against its quota (an extension, on `GET /api/me`): live sprites and
 * the bytes of their PNGs, next to the most it may store.
 */
export const StorageUsage = z
  .object({
    sprites: z.number().int(),
    bytes: z.number().int(),
    max_sprites: z.number().int(),
    max_bytes: z.number().int(),
  })
  .meta({ id: "StorageUsage" });
export type StorageUsage = z.infer<typeof StorageUsage>;

/** GET /api/me */
export const Account = z
  .object({
    user_id: z.string(),
    email: z.string(),
    plan: z.string(),
    rate_limit_per_minute: z.number().int(),
    monthly_token_allotment: z.number().int(),
    monthly_tokens_used: z.number().int(),
    purchased_token_balance: z.number().int(),
    total_token_balance: z.number().int(),
    monthly_renews_at: Timestamp,
    billing_period: z.string(),
    /** Always present on `GET /api/me`; other answers that show an account leave it out. */
    storage: StorageUsage.optional(),
  })
  .meta({ id: "Account" });
export type Account = z.infer<typeof Account>;

/** GET /api/balance: a subset of the account. */
export const Balance = Account.pick({
  plan: true,
  total_token_balance: true,
  purchased_token_balance: true,
  monthly_token_allotment: true,
  monthly_tokens_used: true,
  monthly_renews_at: true,
  billing_period: true,
}).meta({ id: "Balance" });
export type Balance = z.infer<typeof Balance>;

/** GET /api/limits: the bounds actually enforced. */
export const Limits = z
  .object({
    rate_limit_per_minute: z.number().int(),
    sprite: z.object({
      min_size: z.number().int(),
      max_size: z.number().int(),
      prompt_max_length: z.number().int(),
    }),
    animation: z.object({
      min_frames: z.number().int(),
      max_frames: z.number().int(),
      frames_must_be_even: z.boolean(),
    }),
  })
  .meta({ id: "Limits" });
export type Limits = z.infer<typeof Limits>;

export const AssetTypeEntry = z
  .object({
    name: z.string(),
    token_cost: z.number().int(),
    min_size: z.number().int(),
    max_size: z.number().int(),
  })
  .meta({ id: "AssetTypeEntry" });
export const AssetTypeList = z
  .object({ asset_types: z.array(AssetTypeEntry) })
  .meta({ id: "AssetTypeList" });
export type AssetTypeList = z.infer<typeof AssetTypeList>;
