CREATE TABLE "template_likes" (
	"template_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "template_likes_template_id_user_id_pk" PRIMARY KEY("template_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "structure" text;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "tone" text;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "duration" text;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "platform" text;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "aspect" text;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "voice_id" text;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "caption_style" text;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "visual_source" text;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "music" text;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "presenter_layout" text;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "instructions" text;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "starter_key" text;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "template_likes" ADD CONSTRAINT "template_likes_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_likes" ADD CONSTRAINT "template_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "template_likes_user_idx" ON "template_likes" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_starter_key_unique" UNIQUE("starter_key");