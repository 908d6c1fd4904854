CREATE TABLE "login_failures" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "avatars" DROP COLUMN "image_url";--> statement-breakpoint
ALTER TABLE "videos" DROP COLUMN "video_url";--> statement-breakpoint
ALTER TABLE "videos" DROP COLUMN "thumbnail_url";