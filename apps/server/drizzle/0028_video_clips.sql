-- Clips of a long video (issue 28): the library item a clip was cut from (no foreign key: the
-- upload may be deleted, the clip stays) and what the clip job needs (its request and chosen span).
ALTER TABLE "videos" ADD COLUMN "clip_of" uuid;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "clip" jsonb;