CREATE TABLE "user_brand_kits" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"logo_key" text,
	"logo_corner" text DEFAULT 'top-right' NOT NULL,
	"logo_opacity" double precision DEFAULT 0.85 NOT NULL,
	"primary_color" text,
	"secondary_color" text,
	"caption_style" text,
	"font" text,
	"music" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_brand_kits" ADD CONSTRAINT "user_brand_kits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;