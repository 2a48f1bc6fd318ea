CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "jobs_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"params" jsonb NOT NULL,
	"cost" integer NOT NULL,
	"charge_ref" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"lease_expires_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error_code" text,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_status_known" CHECK ("jobs"."status" IN ('processing', 'completed', 'failed', 'cancelled')),
	CONSTRAINT "jobs_finished_when_terminal" CHECK (("jobs"."status" = 'processing') = ("jobs"."finished_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_claimable_idx" ON "jobs" USING btree ("seq") WHERE status = 'processing';--> statement-breakpoint
CREATE INDEX "jobs_owner_idx" ON "jobs" USING btree ("owner_id","type","status");--> statement-breakpoint
-- A job's terminal state is final: the database refuses to move a finished job anywhere else,
-- whatever the code racing to update it believes.
CREATE FUNCTION jobs_terminal_is_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> 'processing' AND NEW.status IS DISTINCT FROM OLD.status THEN
    RAISE EXCEPTION 'job % is already %', OLD.id, OLD.status USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER jobs_terminal_is_final BEFORE UPDATE ON jobs FOR EACH ROW EXECUTE FUNCTION jobs_terminal_is_final();
