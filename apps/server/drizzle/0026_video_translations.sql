-- Translations (issue 28 item 2): a video made from another in another language points at its source;
-- deleting the source keeps the translation (the link becomes null).
ALTER TABLE "videos" ADD COLUMN "translation_of" uuid;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_translation_of_videos_id_fk" FOREIGN KEY ("translation_of") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;