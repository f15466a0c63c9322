-- The phishing exercise (spec 3 §2 "Phishing exercise", §3 Template, Answer, Callout, Pack, Phishing
-- exercise campaign, Report rows; services/phishing-exercise*.ts). Templates are the platform's (type
-- PLATFORM, no company: seeded reference data with the packs) or a company's own (CUSTOM); their
-- thumbnails are uploaded images kept here (under 200KB). phishing_exercise_campaigns (0001) gains what a
-- campaign is launched with; its templates, its learners and their answers to each template are new.
ALTER TABLE "phishing_exercise_campaigns" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "phishing_exercise_campaigns" ADD COLUMN "users_type" text DEFAULT 'USERS_ALL' NOT NULL;--> statement-breakpoint
ALTER TABLE "phishing_exercise_campaigns" ADD COLUMN "selected_department_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "phishing_exercise_campaigns" ADD COLUMN "selected_group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "phishing_exercise_campaigns" ADD COLUMN "selected_user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "phishing_exercise_campaigns" ADD COLUMN "pack_id" text;--> statement-breakpoint
ALTER TABLE "phishing_exercise_campaigns" ADD COLUMN "days_to_complete" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "phishing_exercise_campaigns" ADD COLUMN "notifications_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "phishing_exercise_campaigns" ADD COLUMN "notification_subject" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "phishing_exercise_campaigns" ADD COLUMN "notification_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "phishing_exercise_campaigns" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "phishing_exercise_campaigns" ADD CONSTRAINT "phishing_exercise_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phishing_exercise_campaigns" ADD CONSTRAINT "phishing_exercise_campaigns_users_type_check" CHECK ("phishing_exercise_campaigns"."users_type" IN ('USERS_ALL', 'USERS_SELECTED', 'USERS_FROM_DEPARTMENTS', 'USERS_FROM_GROUPS'));--> statement-breakpoint
ALTER TABLE "phishing_exercise_campaigns" ADD CONSTRAINT "phishing_exercise_campaigns_days_check" CHECK ("phishing_exercise_campaigns"."days_to_complete" BETWEEN 1 AND 365);--> statement-breakpoint
CREATE TABLE "exercise_thumbnails" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercise_thumbnails_size_check" CHECK ("exercise_thumbnails"."size" > 0 AND "exercise_thumbnails"."size" < 204800),
	CONSTRAINT "exercise_thumbnails_type_check" CHECK ("exercise_thumbnails"."content_type" IN ('image/png', 'image/jpeg'))
);
--> statement-breakpoint
ALTER TABLE "exercise_thumbnails" ADD CONSTRAINT "exercise_thumbnails_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exercise_thumbnails_company_idx" ON "exercise_thumbnails" USING btree ("company_id");--> statement-breakpoint
CREATE TABLE "exercise_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"layout_type" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"from_name" text,
	"from_email" text,
	"from_phone" text,
	"legend" text NOT NULL,
	"html" text NOT NULL,
	"design_data" jsonb,
	"thumbnail_id" text,
	"thumbnail_url" text,
	"difficulty" integer DEFAULT 1 NOT NULL,
	"category" text DEFAULT 'custom' NOT NULL,
	"answers" jsonb NOT NULL,
	"callouts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercise_templates_type_check" CHECK (("exercise_templates"."type" = 'CUSTOM') = ("exercise_templates"."company_id" IS NOT NULL) AND "exercise_templates"."type" IN ('CUSTOM', 'PLATFORM')),
	CONSTRAINT "exercise_templates_layout_check" CHECK ("exercise_templates"."layout_type" IN ('EMAIL', 'SMS')),
	CONSTRAINT "exercise_templates_difficulty_check" CHECK ("exercise_templates"."difficulty" BETWEEN 1 AND 3),
	CONSTRAINT "exercise_templates_category_check" CHECK ("exercise_templates"."category" IN ('custom', 'corporate', 'consumer'))
);
--> statement-breakpoint
ALTER TABLE "exercise_templates" ADD CONSTRAINT "exercise_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_templates" ADD CONSTRAINT "exercise_templates_thumbnail_id_exercise_thumbnails_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."exercise_thumbnails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_templates" ADD CONSTRAINT "exercise_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exercise_templates_company_idx" ON "exercise_templates" USING btree ("company_id","updated_at");--> statement-breakpoint
CREATE TABLE "exercise_packs" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"thumbnail" text,
	"difficulty" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercise_packs_difficulty_check" CHECK ("exercise_packs"."difficulty" BETWEEN 1 AND 3)
);
--> statement-breakpoint
CREATE TABLE "exercise_pack_templates" (
	"pack_id" text NOT NULL,
	"template_id" text NOT NULL,
	"order_number" integer NOT NULL,
	CONSTRAINT "exercise_pack_templates_pack_id_template_id_pk" PRIMARY KEY("pack_id","template_id")
);
--> statement-breakpoint
ALTER TABLE "exercise_pack_templates" ADD CONSTRAINT "exercise_pack_templates_pack_id_exercise_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."exercise_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_pack_templates" ADD CONSTRAINT "exercise_pack_templates_template_id_exercise_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."exercise_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exercise_pack_templates_order_key" ON "exercise_pack_templates" USING btree ("pack_id","order_number");--> statement-breakpoint
CREATE INDEX "exercise_pack_templates_template_idx" ON "exercise_pack_templates" USING btree ("template_id");--> statement-breakpoint
CREATE TABLE "exercise_campaign_templates" (
	"campaign_id" text NOT NULL,
	"template_id" text NOT NULL,
	"order_number" integer NOT NULL,
	CONSTRAINT "exercise_campaign_templates_campaign_id_template_id_pk" PRIMARY KEY("campaign_id","template_id")
);
--> statement-breakpoint
ALTER TABLE "exercise_campaign_templates" ADD CONSTRAINT "exercise_campaign_templates_campaign_id_phishing_exercise_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."phishing_exercise_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_campaign_templates" ADD CONSTRAINT "exercise_campaign_templates_template_id_exercise_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."exercise_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exercise_campaign_templates_order_key" ON "exercise_campaign_templates" USING btree ("campaign_id","order_number");--> statement-breakpoint
CREATE INDEX "exercise_campaign_templates_template_idx" ON "exercise_campaign_templates" USING btree ("template_id");--> statement-breakpoint
CREATE TABLE "exercise_learners" (
	"campaign_id" text NOT NULL,
	"user_id" text NOT NULL,
	"company_id" text NOT NULL,
	"status" text DEFAULT 'NOT_STARTED' NOT NULL,
	"completion_percentage" integer DEFAULT 0 NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	"partial" integer DEFAULT 0 NOT NULL,
	"wrong" integer DEFAULT 0 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "exercise_learners_campaign_id_user_id_pk" PRIMARY KEY("campaign_id","user_id"),
	CONSTRAINT "exercise_learners_status_check" CHECK ("exercise_learners"."status" IN ('NOT_STARTED', 'IN_PROGRESS', 'COMPLETED')),
	CONSTRAINT "exercise_learners_score_check" CHECK ("exercise_learners"."score" BETWEEN 0 AND 100),
	CONSTRAINT "exercise_learners_completion_check" CHECK ("exercise_learners"."completion_percentage" BETWEEN 0 AND 100),
	CONSTRAINT "exercise_learners_counts_check" CHECK ("exercise_learners"."correct" >= 0 AND "exercise_learners"."partial" >= 0 AND "exercise_learners"."wrong" >= 0)
);
--> statement-breakpoint
ALTER TABLE "exercise_learners" ADD CONSTRAINT "exercise_learners_campaign_id_phishing_exercise_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."phishing_exercise_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_learners" ADD CONSTRAINT "exercise_learners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_learners" ADD CONSTRAINT "exercise_learners_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exercise_learners_user_idx" ON "exercise_learners" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "exercise_learners_company_idx" ON "exercise_learners" USING btree ("company_id");--> statement-breakpoint
CREATE TABLE "exercise_answers" (
	"campaign_id" text NOT NULL,
	"user_id" text NOT NULL,
	"template_id" text NOT NULL,
	"answer" text NOT NULL,
	"status" text NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercise_answers_campaign_id_user_id_template_id_pk" PRIMARY KEY("campaign_id","user_id","template_id"),
	CONSTRAINT "exercise_answers_answer_check" CHECK ("exercise_answers"."answer" IN ('CALL_AND_VERIFY', 'CHECK_OFFICIAL_APP', 'REPORT_PHISHING', 'LOOKS_LEGIT')),
	CONSTRAINT "exercise_answers_status_check" CHECK ("exercise_answers"."status" IN ('CORRECT', 'PARTIAL', 'WRONG'))
);
--> statement-breakpoint
ALTER TABLE "exercise_answers" ADD CONSTRAINT "exercise_answers_template_id_exercise_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."exercise_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_answers" ADD CONSTRAINT "exercise_answers_campaign_id_user_id_exercise_learners_campaign_id_user_id_fk" FOREIGN KEY ("campaign_id","user_id") REFERENCES "public"."exercise_learners"("campaign_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exercise_answers_template_idx" ON "exercise_answers" USING btree ("campaign_id","template_id");
