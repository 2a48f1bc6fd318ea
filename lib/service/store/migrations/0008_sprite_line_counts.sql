CREATE TABLE "sprite_line_counts" (
	"owner_id" uuid NOT NULL,
	"filter" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "sprite_line_counts_owner_id_filter_pk" PRIMARY KEY("owner_id","filter")
);
--> statement-breakpoint
CREATE INDEX "sprites_owner_prompt_idx" ON "sprites" USING btree ("owner_id",md5(lower("prompt"))) WHERE operation = 'generate';--> statement-breakpoint
INSERT INTO "sprite_line_counts" ("owner_id", "filter", "count")
SELECT owner_id, '', count(DISTINCT root_id) FROM sprites WHERE deleted_at IS NULL GROUP BY owner_id
UNION ALL
SELECT owner_id, 'animation', count(DISTINCT root_id) FROM sprites
  WHERE deleted_at IS NULL AND kind = 'animation' GROUP BY owner_id
UNION ALL
SELECT owner_id, asset_type, count(DISTINCT root_id) FROM sprites
  WHERE deleted_at IS NULL AND asset_type IS NOT NULL GROUP BY owner_id, asset_type;
