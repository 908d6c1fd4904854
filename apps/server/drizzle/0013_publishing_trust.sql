ALTER TABLE "post_results" ADD COLUMN "error_detail" text;--> statement-breakpoint
ALTER TABLE "social_connections" ADD COLUMN "avatar_url" text;--> statement-breakpoint
ALTER TABLE "social_connections" ADD COLUMN "checked_at" timestamp with time zone;