CREATE TABLE "reminder_settings" (
	"company_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"frequency" text DEFAULT 'weekly' NOT NULL,
	"weekday" integer DEFAULT 1 NOT NULL,
	"include_gaming" boolean DEFAULT false NOT NULL,
	"include_video_training" boolean DEFAULT true NOT NULL,
	"include_policies" boolean DEFAULT false NOT NULL,
	"include_calendar_videos" boolean DEFAULT false NOT NULL,
	"subject" text NOT NULL,
	"custom_message" text DEFAULT '' NOT NULL,
	"last_sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
