ALTER TABLE "videos" ADD COLUMN "rendered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "rendered_signature" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "render_requested_at" timestamp with time zone;--> statement-breakpoint
-- Videos rendered before this migration: their file shows the title and script of their render
-- options (the studio offers Re-render only after a later edit). Same hash as renderedSignature().
UPDATE "videos" SET
  "rendered_at" = "updated_at",
  "rendered_signature" = encode(sha256(convert_to(coalesce("render_options"->>'title', "title") || E'\n' || coalesce("render_options"->>'script', "script", ''), 'UTF8')), 'hex')
WHERE "video_key" IS NOT NULL;--> statement-breakpoint
UPDATE "videos" SET "render_requested_at" = "created_at" WHERE "render_options" IS NOT NULL;
