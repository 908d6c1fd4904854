CREATE TABLE "agent_settings" (
	"user_id" uuid NOT NULL,
	"agent" text NOT NULL,
	"priority" text NOT NULL,
	"auto_scaling" boolean NOT NULL,
	"resource_allocation" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_settings_user_id_agent_pk" PRIMARY KEY("user_id","agent")
);
--> statement-breakpoint
ALTER TABLE "agent_settings" ADD CONSTRAINT "agent_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;