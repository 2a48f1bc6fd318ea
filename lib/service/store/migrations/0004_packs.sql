CREATE TABLE "packs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"prompt" text NOT NULL,
	"read_as" text NOT NULL,
	"steps" jsonb NOT NULL,
	"total" integer NOT NULL,
	"status" text NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "spent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "packs" ADD CONSTRAINT "packs_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "packs_owner_idx" ON "packs" USING btree ("owner_id","created_at");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_spent_within_cost" CHECK ("jobs"."spent" >= 0 AND "jobs"."spent" <= "jobs"."cost");
