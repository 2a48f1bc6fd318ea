ALTER TABLE "sprites" ADD COLUMN "root_id" uuid;--> statement-breakpoint
CREATE INDEX "sprites_owner_root_idx" ON "sprites" USING btree ("owner_id","root_id","created_at");--> statement-breakpoint
WITH RECURSIVE line AS (
  SELECT id, id AS root FROM sprites WHERE parent_id IS NULL OR operation = 'generate'
  UNION ALL
  SELECT s.id, line.root FROM sprites s JOIN line ON s.parent_id = line.id WHERE s.operation <> 'generate'
)
UPDATE sprites SET root_id = line.root FROM line WHERE sprites.id = line.id;--> statement-breakpoint
UPDATE sprites SET root_id = id WHERE root_id IS NULL;
