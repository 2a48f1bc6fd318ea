ALTER TABLE "sprites" ADD COLUMN "from_upload" boolean DEFAULT false NOT NULL;--> statement-breakpoint
WITH RECURSIVE uploaded AS (
  SELECT id FROM sprites WHERE operation = 'import'
  UNION
  SELECT s.id FROM sprites s JOIN uploaded u
    ON (s.parent_id = u.id AND s.operation <> 'generate')
    OR (s.operation = 'combine' AND s.meta->>'itemId' = u.id::text)
)
UPDATE sprites SET from_upload = true FROM uploaded WHERE sprites.id = uploaded.id;--> statement-breakpoint
UPDATE sprites SET is_public = false, slug = NULL WHERE from_upload AND is_public;--> statement-breakpoint
DELETE FROM sprite_counts WHERE scope = 'public';--> statement-breakpoint
INSERT INTO sprite_counts (scope, kind, asset_type, status, count)
  SELECT 'public', kind, COALESCE(asset_type, ''), status, count(*)::int
  FROM sprites WHERE is_public AND deleted_at IS NULL
  GROUP BY kind, COALESCE(asset_type, ''), status;
