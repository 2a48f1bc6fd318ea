import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** PNG bytes. PGlite and node-postgres both hand bytea back as Uint8Array/Buffer. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const accounts = pgTable(
  "accounts",
  {
    id: uuid("id").primaryKey(),
    email: text("email").notNull(),
    plan: text("plan").notNull(),
    billingPeriod: text("billing_period").notNull(),
    rateLimitPerMinute: integer("rate_limit_per_minute").notNull(),
    monthlyTokenAllotment: integer("monthly_token_allotment").notNull(),
    monthlyTokensUsed: integer("monthly_tokens_used").notNull().default(0),
    purchasedTokenBalance: integer("purchased_token_balance").notNull().default(0),
    monthlyRenewsAt: timestamp("monthly_renews_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("accounts_email_unique").on(t.email),
    // The database itself refuses a negative balance, whatever the code above it does.
    check("accounts_purchased_non_negative", sql`${t.purchasedTokenBalance} >= 0`),
    check("accounts_monthly_used_non_negative", sql`${t.monthlyTokensUsed} >= 0`),
    check(
      "accounts_monthly_within_allotment",
      sql`${t.monthlyTokensUsed} <= ${t.monthlyTokenAllotment}`,
    ),
  ],
);

export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id),
    /** SHA-256 of the whole key, hex. The key itself is never stored. */
    keyHash: text("key_hash").notNull(),
    /** The first characters, shown so a person can tell keys apart. */
    prefix: text("prefix").notNull(),
    name: text("name").notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("api_keys_hash_unique").on(t.keyHash),
    index("api_keys_account_idx").on(t.accountId, t.createdAt),
  ],
);

/**
 * Every balance change is a row: what changed (split between the monthly allotment and
 * purchased tokens), why, and the operation it paid for. Partial unique indexes make "charged
 * once" and "refunded once" facts the database enforces.
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id),
    /** Change to the total balance: negative for a charge. */
    delta: integer("delta").notNull(),
    monthlyDelta: integer("monthly_delta").notNull(),
    purchasedDelta: integer("purchased_delta").notNull(),
    /** grant | purchase | charge | refund | renewal */
    reason: text("reason").notNull(),
    /** The paid operation (generate, animation, ...) or the admin action. */
    operation: text("operation").notNull(),
    /** The charge's own reference (a request or job id); refunds point at the charge's. */
    refId: text("ref_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("ledger_account_idx").on(t.accountId, t.id),
    uniqueIndex("ledger_charge_once").on(t.refId).where(sql`reason = 'charge'`),
    uniqueIndex("ledger_refund_once").on(t.refId).where(sql`reason = 'refund'`),
  ],
);

export const palettes = pgTable(
  "palettes",
  {
    id: uuid("id").primaryKey(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => accounts.id),
    name: text("name").notNull(),
    colors: jsonb("colors").$type<string[]>().notNull(),
    source: text("source").notNull(),
    recipe: jsonb("recipe").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("palettes_owner_idx").on(t.ownerId, t.createdAt, t.id)],
);

export const sprites = pgTable(
  "sprites",
  {
    id: uuid("id").primaryKey(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => accounts.id),
    kind: text("kind").notNull(),
    operation: text("operation").notNull(),
    status: text("status").notNull().default("completed"),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    assetType: text("asset_type"),
    title: text("title"),
    prompt: text("prompt"),
    parentId: uuid("parent_id"),
    /**
     * The first sprite of this one's line of edits (itself when it was not derived from
     * another): versions, touch-ups and other derivations group under it in the library.
     */
    rootId: uuid("root_id"),
    /**
     * This sprite's pixels come, through its line of edits, from an uploaded image: it is an
     * import, or derived from a sprite that is (a combine counts both of its sources). Such a
     * sprite is never public.
     */
    fromUpload: boolean("from_upload").notNull().default(false),
    paletteId: uuid("palette_id"),
    isPublic: boolean("is_public").notNull().default(false),
    slug: text("slug"),
    tokensSpent: integer("tokens_spent").notNull().default(0),
    frameCount: integer("frame_count"),
    frameWidth: integer("frame_width"),
    frameHeight: integer("frame_height"),
    fps: integer("fps"),
    /** Operation-specific fields (region, method, matteColor, directions, anchors, ...). */
    meta: jsonb("meta").$type<Record<string, unknown>>().notNull().default({}),
    png: bytea("png").notNull(),
    createdAt: createdAt(),
    /**
     * Set by a delete. The row stays as a tombstone so sprites derived from it keep their
     * source in lineage; every read, list and job treats it as gone.
     */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    // Each list query walks one of these backwards (newest first) and stops after a page.
    index("sprites_owner_recent_idx").on(t.ownerId, t.createdAt, t.id),
    index("sprites_owner_type_recent_idx").on(t.ownerId, t.assetType, t.createdAt, t.id),
    index("sprites_owner_kind_recent_idx").on(t.ownerId, t.kind, t.createdAt, t.id),
    index("sprites_public_recent_idx").on(t.createdAt, t.id).where(sql`is_public`),
    index("sprites_owner_root_idx").on(t.ownerId, t.rootId, t.createdAt),
    // A new generation finds an earlier one of the same prompt (to join its line) here.
    index("sprites_owner_prompt_idx")
      .on(t.ownerId, sql`md5(lower(${t.prompt}))`)
      .where(sql`operation = 'generate'`),
  ],
);

/**
 * The layered document of a sprite the engine drew, or of an edit of one: each part whole in its
 * own layer (as inks, with its joint, parent, side, role and z-order), the rig, the anchors, the
 * finishing that turns posed layers into a picture, and the recipe that drew it. Written in the
 * transaction that inserts the sprite; imports and edits of sprites without one have no row.
 * `doc` is the engine's document packed as bytes (see domain/layers/codec.ts); `format` is that
 * packing's version. The flat pixels stay in `sprites.png`.
 */
export const spriteLayers = pgTable("sprite_layers", {
  spriteId: uuid("sprite_id")
    .primaryKey()
    .references(() => sprites.id),
  format: integer("format").notNull(),
  rig: text("rig").notNull(),
  layerCount: integer("layer_count").notNull(),
  doc: bytea("doc").notNull(),
  createdAt: createdAt(),
});

/**
 * Running totals of lines of edits per owner and filter, for the library's grouped list
 * (`group=line`): `filter` is "" (every line), "animation" (lines holding an animation) or an
 * asset type (lines holding a sprite of that type). Kept in the transaction that adds or
 * deletes a sprite, so a grouped page's total costs the same at any library size.
 */
export const spriteLineCounts = pgTable(
  "sprite_line_counts",
  {
    ownerId: uuid("owner_id").notNull(),
    filter: text("filter").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.filter] })],
);

/**
 * Running totals for list metadata, so `total` costs the same at 100,000 sprites as at 1,000.
 * `scope` is an owner id, or `public` for the gallery. Kept in the transaction that inserts.
 */
export const spriteCounts = pgTable(
  "sprite_counts",
  {
    scope: text("scope").notNull(),
    kind: text("kind").notNull(),
    assetType: text("asset_type").notNull(),
    status: text("status").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.kind, t.assetType, t.status] })],
);

/**
 * What each account stores, kept in the transaction that inserts or deletes a sprite, so the
 * storage quota is checked against a running total (the same cost at any library size). Counts
 * live sprites (not deleted) and the bytes of their PNGs.
 */
export const accountStorage = pgTable("account_storage", {
  ownerId: uuid("owner_id")
    .primaryKey()
    .references(() => accounts.id),
  sprites: integer("sprites").notNull().default(0),
  bytes: bigint("bytes", { mode: "number" }).notNull().default(0),
});

/**
 * Whose turn it is to have a job claimed: each claim stamps its account with the next turn, and
 * workers take the oldest claimable job of the account served longest ago (accounts never served
 * first). One account's backlog then delays another account's job by at most one job per
 * account ahead of it, not by the whole backlog.
 */
export const jobTurns = pgTable(
  "job_turns",
  {
    ownerId: uuid("owner_id")
      .primaryKey()
      .references(() => accounts.id),
    turn: bigint("turn", { mode: "number" }).notNull(),
  },
  (t) => [index("job_turns_turn_idx").on(t.turn)],
);

/** Fixed one-minute windows per key, shared by every instance on the database. */
export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    keyId: uuid("key_id").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.windowStart] })],
);

/**
 * `Idempotency-Key` on POST (our extension of the API): the first request's response is kept
 * for 24 h and replayed to retries with the same key and body; a different body is a 409.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    accountId: uuid("account_id").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of method, path and body: a retry must be the same request. */
    requestHash: text("request_hash").notNull(),
    /** in_progress | done */
    state: text("state").notNull(),
    responseStatus: integer("response_status"),
    responseBody: text("response_body"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.key] }),
    index("idempotency_created_idx").on(t.createdAt),
  ],
);

/**
 * Asynchronous jobs (animations, restyles, combines). The row is the truth: workers claim it
 * with `FOR UPDATE SKIP LOCKED` and a lease; the status moves from `processing` to exactly one
 * terminal state, guarded by `WHERE status = 'processing'`, in the same transaction as the
 * result sprite or the refund. The job's id is also the id of the sprite it produces.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey(),
    /** Submission order: workers take the oldest first (ids are random, clocks coarse). */
    seq: bigint("seq", { mode: "number" }).notNull().generatedAlwaysAsIdentity(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => accounts.id),
    /** animation | restyle | combine */
    type: text("type").notNull(),
    status: text("status").notNull(),
    /** The validated request. */
    params: jsonb("params").$type<Record<string, unknown>>().notNull(),
    cost: integer("cost").notNull(),
    /**
     * Tokens already delivered as results (asset packs complete step by step). A failure or
     * cancel refunds `cost - spent`, once. Migration 0004 adds CHECK (0 <= spent <= cost).
     */
    spent: integer("spent").notNull().default(0),
    /** The ledger reference of the charge; a refund names it. */
    chargeRef: text("charge_ref").notNull(),
    progress: integer("progress").notNull().default(0),
    leaseOwner: text("lease_owner"),
    leaseExpiresAt: timestamp("lease_expires_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    errorCode: text("error_code"),
    errorMessage: text("error_message"),
    createdAt: createdAt(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    check(
      "jobs_status_known",
      sql`${t.status} IN ('processing', 'completed', 'failed', 'cancelled')`,
    ),
    check(
      "jobs_finished_when_terminal",
      sql`(${t.status} = 'processing') = (${t.finishedAt} IS NULL)`,
    ),
    index("jobs_claimable_idx").on(t.seq).where(sql`status = 'processing'`),
    index("jobs_owner_idx").on(t.ownerId, t.type, t.status),
    // Counts an account's queued jobs against its cap.
    index("jobs_owner_queued_idx").on(t.ownerId).where(sql`status = 'processing'`),
  ],
);

/** Operational switches shared by every instance (e.g. `jobs_paused` for maintenance). */
export const serviceSettings = pgTable("service_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<unknown>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Asset packs (`/api/agent`): a plan made from one prompt, priced step by step, run only after
 * its total is approved. Running makes a job of type `pack` with the same id; `steps` records
 * each step's status and result.
 */
export const packs = pgTable(
  "packs",
  {
    id: uuid("id").primaryKey(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => accounts.id),
    prompt: text("prompt").notNull(),
    readAs: text("read_as").notNull(),
    steps: jsonb("steps").$type<Record<string, unknown>[]>().notNull(),
    total: integer("total").notNull(),
    /** planned | processing | completed | failed | cancelled */
    status: text("status").notNull(),
    isPublic: boolean("is_public").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("packs_owner_idx").on(t.ownerId, t.createdAt)],
);
