CREATE TABLE "user_voice_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"voice_id" text NOT NULL,
	"engine" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_voice_settings" ADD CONSTRAINT "user_voice_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;