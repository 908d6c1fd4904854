CREATE TABLE "video_totals" (
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"videos" integer DEFAULT 0 NOT NULL,
	"rendered" integer DEFAULT 0 NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"likes" bigint DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "video_totals_user_id_status_pk" PRIMARY KEY("user_id","status")
);
--> statement-breakpoint
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
-- Uploads' counts and bytes per user read from the index alone (no heap visit per row).
CREATE INDEX "library_items_user_size_idx" ON "library_items" USING btree ("user_id") INCLUDE ("size", "type", "category");
--> statement-breakpoint
-- What the size backfill still has to measure (empty once it has run).
CREATE INDEX "videos_size_unknown_idx" ON "videos" USING btree ("user_id", "id") WHERE "video_key" IS NOT NULL AND "size_bytes" IS NULL;
--> statement-breakpoint
-- video_totals kept by statement triggers over the changed rows (like video_list_versions): each
-- statement adds its rows' deltas per (user, status) in one upsert, in key order (no deadlocks
-- between two statements touching the same users' rows).
CREATE FUNCTION "apply_video_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "video_totals" AS t ("user_id", "status", "videos", "rendered", "views", "likes", "revenue_cents", "bytes")
      SELECT user_id, status, sum(n), sum(r), sum(v), sum(l), sum(c), sum(b) FROM (SELECT user_id, status, 1 AS n, (video_key IS NOT NULL)::int AS r, views::bigint AS v, likes::bigint AS l, revenue_cents::bigint AS c, coalesce(size_bytes, 0) AS b FROM new_videos) d
      GROUP BY user_id, status
      HAVING sum(n) <> 0 OR sum(r) <> 0 OR sum(v) <> 0 OR sum(l) <> 0 OR sum(c) <> 0 OR sum(b) <> 0
      ORDER BY user_id, status
    ON CONFLICT ("user_id", "status") DO UPDATE SET
      "videos" = t."videos" + EXCLUDED."videos", "rendered" = t."rendered" + EXCLUDED."rendered",
      "views" = t."views" + EXCLUDED."views", "likes" = t."likes" + EXCLUDED."likes",
      "revenue_cents" = t."revenue_cents" + EXCLUDED."revenue_cents", "bytes" = t."bytes" + EXCLUDED."bytes";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "video_totals" AS t ("user_id", "status", "videos", "rendered", "views", "likes", "revenue_cents", "bytes")
      SELECT user_id, status, sum(n), sum(r), sum(v), sum(l), sum(c), sum(b) FROM (SELECT user_id, status, -1 AS n, -(video_key IS NOT NULL)::int AS r, -views::bigint AS v, -likes::bigint AS l, -revenue_cents::bigint AS c, -coalesce(size_bytes, 0) AS b FROM old_videos) d
      GROUP BY user_id, status
      HAVING sum(n) <> 0 OR sum(r) <> 0 OR sum(v) <> 0 OR sum(l) <> 0 OR sum(c) <> 0 OR sum(b) <> 0
      ORDER BY user_id, status
    ON CONFLICT ("user_id", "status") DO UPDATE SET
      "videos" = t."videos" + EXCLUDED."videos", "rendered" = t."rendered" + EXCLUDED."rendered",
      "views" = t."views" + EXCLUDED."views", "likes" = t."likes" + EXCLUDED."likes",
      "revenue_cents" = t."revenue_cents" + EXCLUDED."revenue_cents", "bytes" = t."bytes" + EXCLUDED."bytes";
  ELSE
    INSERT INTO "video_totals" AS t ("user_id", "status", "videos", "rendered", "views", "likes", "revenue_cents", "bytes")
      SELECT user_id, status, sum(n), sum(r), sum(v), sum(l), sum(c), sum(b) FROM (SELECT user_id, status, 1 AS n, (video_key IS NOT NULL)::int AS r, views::bigint AS v, likes::bigint AS l, revenue_cents::bigint AS c, coalesce(size_bytes, 0) AS b FROM new_videos UNION ALL SELECT user_id, status, -1, -(video_key IS NOT NULL)::int, -views::bigint, -likes::bigint, -revenue_cents::bigint, -coalesce(size_bytes, 0) FROM old_videos) d
      GROUP BY user_id, status
      HAVING sum(n) <> 0 OR sum(r) <> 0 OR sum(v) <> 0 OR sum(l) <> 0 OR sum(c) <> 0 OR sum(b) <> 0
      ORDER BY user_id, status
    ON CONFLICT ("user_id", "status") DO UPDATE SET
      "videos" = t."videos" + EXCLUDED."videos", "rendered" = t."rendered" + EXCLUDED."rendered",
      "views" = t."views" + EXCLUDED."views", "likes" = t."likes" + EXCLUDED."likes",
      "revenue_cents" = t."revenue_cents" + EXCLUDED."revenue_cents", "bytes" = t."bytes" + EXCLUDED."bytes";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "videos_totals_insert" AFTER INSERT ON "videos"
  REFERENCING NEW TABLE AS new_videos FOR EACH STATEMENT EXECUTE FUNCTION "apply_video_totals"();--> statement-breakpoint
CREATE TRIGGER "videos_totals_update" AFTER UPDATE ON "videos"
  REFERENCING OLD TABLE AS old_videos NEW TABLE AS new_videos FOR EACH STATEMENT EXECUTE FUNCTION "apply_video_totals"();--> statement-breakpoint
CREATE TRIGGER "videos_totals_delete" AFTER DELETE ON "videos"
  REFERENCING OLD TABLE AS old_videos FOR EACH STATEMENT EXECUTE FUNCTION "apply_video_totals"();--> statement-breakpoint
-- The totals so far, in the same transaction as the triggers (writers wait for it: one pass).
INSERT INTO "video_totals" ("user_id", "status", "videos", "rendered", "views", "likes", "revenue_cents", "bytes")
  SELECT "user_id", "status", count(*), count("video_key"), sum("views"), sum("likes"), sum("revenue_cents"), coalesce(sum("size_bytes"), 0)
  FROM "videos" GROUP BY "user_id", "status";
--> statement-breakpoint
-- Analytics' top videos read in this order (views, then likes, then newest).
CREATE INDEX "videos_user_top_idx" ON "videos" USING btree ("user_id", "views" DESC, "likes" DESC, "created_at" DESC);
