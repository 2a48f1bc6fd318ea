import { z } from "zod";
import { Timestamp, Uuid } from "./common";

/** An API key: `sw_sk_` + 32 base62 characters. */
export const API_KEY_PATTERN = /^sw_sk_[0-9A-Za-z]{32}$/;

export { MAX_ACTIVE_KEYS_PER_ACCOUNT } from "./constants";

/** A key as listed: never the secret, only a recognisable prefix. */
export const ApiKeySummary = z
  .object({
    id: Uuid,
    name: z.string(),
    prefix: z.string(),
    created_at: Timestamp,
    revoked_at: Timestamp.nullable(),
    last_used_at: Timestamp.nullable(),
  })
  .meta({ id: "Key" });
export type ApiKeySummary = z.infer<typeof ApiKeySummary>;

export const ApiKeyList = z.object({ keys: z.array(ApiKeySummary) }).meta({ id: "KeyList" });

export const CreateApiKeyRequest = z
  .object({
    name: z.string().trim().min(1).max(80).default("API key"),
  })
  .meta({ id: "CreateKeyRequest" });

/** The one response that carries the secret: shown once, never stored in clear. */
export const CreatedApiKey = ApiKeySummary.extend({ api_key: z.string() }).meta({
  id: "CreatedKey",
});

export const RevokedApiKey = z
  .object({ id: Uuid, revoked: z.literal(true) })
  .meta({ id: "RevokedKey" });

/* Admin API: exists only when ADMIN_TOKEN is set, and takes only that token. */

export const AdminCreateAccountRequest = z
  .object({
    email: z.email(),
    plan: z.string().min(1).max(40).optional(),
    monthly_token_allotment: z.number().int().min(0).max(100_000_000).optional(),
    purchased_tokens: z.number().int().min(0).max(100_000_000).optional(),
    rate_limit_per_minute: z.number().int().min(1).max(100_000).optional(),
  })
  .meta({ id: "AdminCreateAccountRequest" });
export type AdminCreateAccountRequest = z.infer<typeof AdminCreateAccountRequest>;

export const AdminCreatedAccount = z
  .object({
    user_id: Uuid,
    email: z.string(),
    api_key: z.string(),
  })
  .meta({ id: "AdminCreatedAccount" });
export const AdminCreatedKey = z
  .object({ id: Uuid, api_key: z.string() })
  .meta({ id: "AdminCreatedKey" });
export const AdminRevokeKeyRequest = z
  .object({ api_key: z.string().min(1) })
  .meta({ id: "AdminRevokeKeyRequest" });
export const AdminRevokedKey = z
  .object({ revoked: z.literal(true) })
  .meta({ id: "AdminRevokedKey" });
export const AdminAddTokensRequest = z
  .object({
    purchased_tokens: z.number().int().min(1).max(100_000_000),
  })
  .meta({ id: "AdminAddTokensRequest" });

/** POST /api/admin/jobs/pause and /resume: whether workers may claim jobs. */
export const AdminJobsState = z.object({ paused: z.boolean() }).meta({ id: "AdminJobsState" });
