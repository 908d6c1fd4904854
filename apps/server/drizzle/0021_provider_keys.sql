CREATE TABLE "user_media_keys" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"pexels_key_enc" text,
	"pexels_last4" text,
	"pixabay_key_enc" text,
	"pixabay_last4" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_speech_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"base_url" text,
	"model" text,
	"voices" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"api_key_enc" text,
	"api_key_last4" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_media_keys" ADD CONSTRAINT "user_media_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_speech_settings" ADD CONSTRAINT "user_speech_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;