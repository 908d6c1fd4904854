CREATE TABLE "video_list_versions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- One bump per user per statement (a statement-level trigger sees every changed row at once), in
-- user order so two statements touching the same users lock their counters in the same order.
CREATE FUNCTION "bump_video_list_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "video_list_versions" AS v ("user_id", "version")
    SELECT DISTINCT "user_id", 1 FROM changed_videos ORDER BY "user_id"
  ON CONFLICT ("user_id") DO UPDATE SET "version" = v."version" + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "videos_list_version_insert" AFTER INSERT ON "videos"
  REFERENCING NEW TABLE AS changed_videos FOR EACH STATEMENT EXECUTE FUNCTION "bump_video_list_versions"();
--> statement-breakpoint
CREATE TRIGGER "videos_list_version_update" AFTER UPDATE ON "videos"
  REFERENCING NEW TABLE AS changed_videos FOR EACH STATEMENT EXECUTE FUNCTION "bump_video_list_versions"();
--> statement-breakpoint
CREATE TRIGGER "videos_list_version_delete" AFTER DELETE ON "videos"
  REFERENCING OLD TABLE AS changed_videos FOR EACH STATEMENT EXECUTE FUNCTION "bump_video_list_versions"();
