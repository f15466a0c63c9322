-- The monthly video calendar (spec 2 §3 "Calendar settings", "Calendar event", §4 "Monthly video calendar",
-- §6 "a monthly-video flag decides whether the add-monthly-video dialog opens"; services/calendar.ts):
-- the company's flag, its calendar settings (on/off and the learners' notification), one library video
-- per month, and each learner's progress on a month's video (no row: not started).
ALTER TABLE "companies" ADD COLUMN "is_monthly_video_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "calendar_settings" (
	"company_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"subject" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"notifications_enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "calendar_settings" ADD CONSTRAINT "calendar_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_settings" ADD CONSTRAINT "calendar_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "calendar_events" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"video_id" text NOT NULL,
	"date" date NOT NULL,
	"month" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "calendar_events_month_check" CHECK ("month" = to_char("date", 'YYYY-MM'))
);
--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_video_id_library_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."library_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_events_company_month_key" ON "calendar_events" USING btree ("company_id","month");--> statement-breakpoint
CREATE INDEX "calendar_events_company_date_idx" ON "calendar_events" USING btree ("company_id","date");--> statement-breakpoint
CREATE TABLE "calendar_video_progress" (
	"event_id" text NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "calendar_video_progress_event_id_user_id_pk" PRIMARY KEY("event_id","user_id"),
	CONSTRAINT "calendar_video_progress_status_check" CHECK ("status" IN ('inProgress', 'completed'))
);
--> statement-breakpoint
ALTER TABLE "calendar_video_progress" ADD CONSTRAINT "calendar_video_progress_event_id_calendar_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_video_progress" ADD CONSTRAINT "calendar_video_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_video_progress_user_idx" ON "calendar_video_progress" USING btree ("user_id");
