ALTER TABLE "videos" ADD COLUMN "size_bytes" bigint;--> statement-breakpoint
CREATE INDEX "library_items_user_recent_idx" ON "library_items" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "library_items_user_likes_idx" ON "library_items" USING btree ("user_id","likes" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "library_items_user_views_idx" ON "library_items" USING btree ("user_id","views" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "templates_user_recent_idx" ON "templates" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "templates_user_likes_idx" ON "templates" USING btree ("user_id","likes" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "videos_user_recent_idx" ON "videos" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "videos_user_likes_idx" ON "videos" USING btree ("user_id","likes" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "videos_user_views_idx" ON "videos" USING btree ("user_id","views" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id");--> statement-breakpoint
-- Name order as the page sorts it (Intl.Collator 'en', base sensitivity, numeric): case and accents
-- equal, "Video 2" before "Video 10". Not expressible in the drizzle schema, so written here.
CREATE COLLATION IF NOT EXISTS "library_name" (provider = icu, locale = 'en-u-ks-level1-kn-true', deterministic = false);--> statement-breakpoint
CREATE INDEX "videos_user_name_idx" ON "videos" USING btree ("user_id", ("title" COLLATE "library_name"), "created_at" DESC NULLS LAST, "id");--> statement-breakpoint
CREATE INDEX "templates_user_name_idx" ON "templates" USING btree ("user_id", ("name" COLLATE "library_name"), "created_at" DESC NULLS LAST, "id");--> statement-breakpoint
CREATE INDEX "library_items_user_name_idx" ON "library_items" USING btree ("user_id", ("name" COLLATE "library_name"), "created_at" DESC NULLS LAST, "id");
--> statement-breakpoint
-- Counts and bytes per user read from the index alone (no heap visit per row).
CREATE INDEX "videos_user_size_idx" ON "videos" USING btree ("user_id") INCLUDE ("size_bytes");--> statement-breakpoint
CREATE INDEX "library_items_user_size_idx" ON "library_items" USING btree ("user_id") INCLUDE ("size", "type", "category");
--> statement-breakpoint
-- What the size backfill still has to measure (empty once it has run).
CREATE INDEX "videos_size_unknown_idx" ON "videos" USING btree ("user_id", "id") WHERE "video_key" IS NOT NULL AND "size_bytes" IS NULL;
