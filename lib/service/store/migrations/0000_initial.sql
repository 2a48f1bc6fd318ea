CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"plan" text NOT NULL,
	"billing_period" text NOT NULL,
	"rate_limit_per_minute" integer NOT NULL,
	"monthly_token_allotment" integer NOT NULL,
	"monthly_tokens_used" integer DEFAULT 0 NOT NULL,
	"purchased_token_balance" integer DEFAULT 0 NOT NULL,
	"monthly_renews_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_purchased_non_negative" CHECK ("accounts"."purchased_token_balance" >= 0),
	CONSTRAINT "accounts_monthly_used_non_negative" CHECK ("accounts"."monthly_tokens_used" >= 0),
	CONSTRAINT "accounts_monthly_within_allotment" CHECK ("accounts"."monthly_tokens_used" <= "accounts"."monthly_token_allotment")
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"key_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" uuid NOT NULL,
	"delta" integer NOT NULL,
	"monthly_delta" integer NOT NULL,
	"purchased_delta" integer NOT NULL,
	"reason" text NOT NULL,
	"operation" text NOT NULL,
	"ref_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "palettes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"colors" jsonb NOT NULL,
	"source" text NOT NULL,
	"recipe" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_windows" (
	"key_id" uuid NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "rate_limit_windows_key_id_window_start_pk" PRIMARY KEY("key_id","window_start")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sprite_counts" (
	"scope" text NOT NULL,
	"kind" text NOT NULL,
	"asset_type" text NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "sprite_counts_scope_kind_asset_type_status_pk" PRIMARY KEY("scope","kind","asset_type","status")
);
--> statement-breakpoint
CREATE TABLE "sprites" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"operation" text NOT NULL,
	"status" text DEFAULT 'completed' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"asset_type" text,
	"title" text,
	"prompt" text,
	"parent_id" uuid,
	"palette_id" uuid,
	"is_public" boolean DEFAULT false NOT NULL,
	"slug" text,
	"tokens_spent" integer DEFAULT 0 NOT NULL,
	"frame_count" integer,
	"frame_width" integer,
	"frame_height" integer,
	"fps" integer,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"png" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "palettes" ADD CONSTRAINT "palettes_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprites" ADD CONSTRAINT "sprites_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_unique" ON "accounts" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_hash_unique" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_account_idx" ON "api_keys" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_account_idx" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_charge_once" ON "ledger_entries" USING btree ("ref_id") WHERE reason = 'charge';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_refund_once" ON "ledger_entries" USING btree ("ref_id") WHERE reason = 'refund';--> statement-breakpoint
CREATE INDEX "palettes_owner_idx" ON "palettes" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sprites_owner_recent_idx" ON "sprites" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sprites_owner_type_recent_idx" ON "sprites" USING btree ("owner_id","asset_type","created_at","id");--> statement-breakpoint
CREATE INDEX "sprites_owner_kind_recent_idx" ON "sprites" USING btree ("owner_id","kind","created_at","id");--> statement-breakpoint
CREATE INDEX "sprites_public_recent_idx" ON "sprites" USING btree ("created_at","id") WHERE is_public;