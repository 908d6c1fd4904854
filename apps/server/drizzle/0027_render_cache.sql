-- The render cache (issue 26): what render-cache/ in storage holds, for LRU eviction within RENDER_CACHE_MAX_MB, and the steps of each video's latest render.
CREATE TABLE "render_cache_entries" (
	"key" text PRIMARY KEY NOT NULL,
	"bytes" bigint NOT NULL,
	"used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "render_steps" (
	"video_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"scene_index" integer,
	"status" text NOT NULL,
	"cached" boolean NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"seconds" double precision NOT NULL,
	CONSTRAINT "render_steps_video_id_position_pk" PRIMARY KEY("video_id","position")
);
--> statement-breakpoint
ALTER TABLE "render_steps" ADD CONSTRAINT "render_steps_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "render_cache_entries_used_at" ON "render_cache_entries" USING btree ("used_at");