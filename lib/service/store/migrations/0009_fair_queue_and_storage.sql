CREATE TABLE "account_storage" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"sprites" integer DEFAULT 0 NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_turns" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"turn" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_storage" ADD CONSTRAINT "account_storage_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_turns" ADD CONSTRAINT "job_turns_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_turns_turn_idx" ON "job_turns" USING btree ("turn");--> statement-breakpoint
CREATE INDEX "jobs_owner_queued_idx" ON "jobs" USING btree ("owner_id") WHERE status = 'processing';--> statement-breakpoint
INSERT INTO "account_storage" ("owner_id", "sprites", "bytes")
SELECT "owner_id", count(*), COALESCE(sum(octet_length("png")), 0) FROM "sprites"
WHERE "deleted_at" IS NULL GROUP BY "owner_id";
