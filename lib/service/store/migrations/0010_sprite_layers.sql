CREATE TABLE "sprite_layers" (
	"sprite_id" uuid PRIMARY KEY NOT NULL,
	"format" integer NOT NULL,
	"rig" text NOT NULL,
	"layer_count" integer NOT NULL,
	"doc" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sprite_layers" ADD CONSTRAINT "sprite_layers_sprite_id_sprites_id_fk" FOREIGN KEY ("sprite_id") REFERENCES "public"."sprites"("id") ON DELETE no action ON UPDATE no action;