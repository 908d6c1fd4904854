-- What the render cache keeps in storage (issue 26): one row per narration or segment, its size and last use, for LRU eviction within RENDER_CACHE_MAX_MB.
CREATE TABLE "render_cache_entries" (
	"key" text PRIMARY KEY NOT NULL,
	"bytes" bigint NOT NULL,
	"used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "render_cache_entries_used_at" ON "render_cache_entries" USING btree ("used_at");