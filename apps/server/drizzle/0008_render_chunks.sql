CREATE TABLE "render_chunk_plans" (
	"render_id" text PRIMARY KEY NOT NULL,
	"video_id" uuid NOT NULL,
	"plan" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "render_chunks" (
	"render_id" text NOT NULL,
	"chunk_index" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"worker" text,
	"frames" integer NOT NULL,
	"heartbeat_at" timestamp with time zone,
	CONSTRAINT "render_chunks_render_id_chunk_index_pk" PRIMARY KEY("render_id","chunk_index")
);
--> statement-breakpoint
ALTER TABLE "render_chunk_plans" ADD CONSTRAINT "render_chunk_plans_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "render_chunks" ADD CONSTRAINT "render_chunks_render_id_render_chunk_plans_render_id_fk" FOREIGN KEY ("render_id") REFERENCES "public"."render_chunk_plans"("render_id") ON DELETE cascade ON UPDATE no action;