-- The phishing simulation (spec 3 §2 "Phishing simulation", §3, §4 lifecycle and sharing, §7; schema in
-- db/schema-phishing-simulation.ts, services/phishing-simulation*.ts): settings and direct email delivery,
-- landing pages, campaigns (a partner's clones carry parent_campaign_id) with their templates, rounds and
-- one delivery per recipient and round holding the first time of each event. The outbox gains an HTML
-- part and the delivery token of a simulation email (the mailbox test page's report button).
ALTER TABLE "outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "tracking_token" text;--> statement-breakpoint
CREATE TABLE "simulation_campaign_templates" (
	"campaign_id" text NOT NULL,
	"template_id" text NOT NULL,
	"order_number" integer NOT NULL,
	CONSTRAINT "simulation_campaign_templates_campaign_id_template_id_pk" PRIMARY KEY("campaign_id","template_id")
);

--> statement-breakpoint
CREATE TABLE "simulation_campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"parent_campaign_id" text,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"frequency" text DEFAULT 'once' NOT NULL,
	"days_per_round" integer DEFAULT 1 NOT NULL,
	"send_hour" integer DEFAULT 9 NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"start_date" text,
	"start_now" boolean DEFAULT false NOT NULL,
	"login_page_id" text,
	"users_type" text DEFAULT 'USERS_ALL' NOT NULL,
	"selected_department_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"selected_group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"selected_user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"launched_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"next_round_at" timestamp with time zone,
	"current_round" integer DEFAULT 0 NOT NULL,
	"recipients_count" integer DEFAULT 0 NOT NULL,
	"deliveries_count" integer DEFAULT 0 NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"opened_count" integer DEFAULT 0 NOT NULL,
	"clicked_count" integer DEFAULT 0 NOT NULL,
	"phished_count" integer DEFAULT 0 NOT NULL,
	"reported_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "simulation_campaigns_status_check" CHECK ("simulation_campaigns"."status" IN ('DRAFT', 'QUEUED', 'IN_PROGRESS', 'ARCHIVED', 'SUSPENDED')),
	CONSTRAINT "simulation_campaigns_frequency_check" CHECK ("simulation_campaigns"."frequency" IN ('once', 'monthly', 'bimonthly', 'quarterly', 'half_yearly')),
	CONSTRAINT "simulation_campaigns_days_check" CHECK ("simulation_campaigns"."days_per_round" IN (0, 1, 2, 3, 4, 5, 10)),
	CONSTRAINT "simulation_campaigns_hour_check" CHECK ("simulation_campaigns"."send_hour" BETWEEN 0 AND 23)
);

--> statement-breakpoint
CREATE TABLE "simulation_ded_authorizations" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"user_id" text NOT NULL,
	"domain" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"authorized_at" timestamp with time zone
);

--> statement-breakpoint
CREATE TABLE "simulation_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"round_id" text NOT NULL,
	"user_id" text NOT NULL,
	"department_id" text,
	"template_id" text NOT NULL,
	"token" text NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"clicked_at" timestamp with time zone,
	"phished_at" timestamp with time zone,
	"reported_at" timestamp with time zone
);

--> statement-breakpoint
CREATE TABLE "simulation_login_pages" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "simulation_rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"campaign_id" text NOT NULL,
	"round_number" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"send_until" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"recipients_count" integer DEFAULT 0 NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"opened_count" integer DEFAULT 0 NOT NULL,
	"clicked_count" integer DEFAULT 0 NOT NULL,
	"phished_count" integer DEFAULT 0 NOT NULL,
	"reported_count" integer DEFAULT 0 NOT NULL
);

--> statement-breakpoint
CREATE TABLE "simulation_settings" (
	"company_id" text PRIMARY KEY NOT NULL,
	"x_test_phish" boolean DEFAULT false NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"gw_report_action" text DEFAULT 'MOVE_TO_TRASH' NOT NULL,
	"ms_report_action" text DEFAULT 'MOVE_TO_TRASH' NOT NULL,
	"folder_id" text DEFAULT '' NOT NULL,
	"is_gmail_ded_enabled" boolean DEFAULT false NOT NULL,
	"is_microsoft_ded_enabled" boolean DEFAULT false NOT NULL,
	"test_email" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "simulation_campaign_templates" ADD CONSTRAINT "simulation_campaign_templates_campaign_id_simulation_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."simulation_campaigns"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "simulation_campaign_templates" ADD CONSTRAINT "simulation_campaign_templates_template_id_exercise_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."exercise_templates"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "simulation_campaigns" ADD CONSTRAINT "simulation_campaigns_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "simulation_campaigns" ADD CONSTRAINT "simulation_campaigns_parent_campaign_id_simulation_campaigns_id_fk" FOREIGN KEY ("parent_campaign_id") REFERENCES "public"."simulation_campaigns"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "simulation_campaigns" ADD CONSTRAINT "simulation_campaigns_login_page_id_simulation_login_pages_id_fk" FOREIGN KEY ("login_page_id") REFERENCES "public"."simulation_login_pages"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "simulation_campaigns" ADD CONSTRAINT "simulation_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "simulation_ded_authorizations" ADD CONSTRAINT "simulation_ded_authorizations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "simulation_ded_authorizations" ADD CONSTRAINT "simulation_ded_authorizations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "simulation_deliveries" ADD CONSTRAINT "simulation_deliveries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "simulation_deliveries" ADD CONSTRAINT "simulation_deliveries_campaign_id_simulation_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."simulation_campaigns"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "simulation_deliveries" ADD CONSTRAINT "simulation_deliveries_round_id_simulation_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."simulation_rounds"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "simulation_deliveries" ADD CONSTRAINT "simulation_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "simulation_deliveries" ADD CONSTRAINT "simulation_deliveries_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "simulation_deliveries" ADD CONSTRAINT "simulation_deliveries_template_id_exercise_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."exercise_templates"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "simulation_login_pages" ADD CONSTRAINT "simulation_login_pages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "simulation_rounds" ADD CONSTRAINT "simulation_rounds_campaign_id_simulation_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."simulation_campaigns"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "simulation_settings" ADD CONSTRAINT "simulation_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "simulation_campaign_templates_template_idx" ON "simulation_campaign_templates" USING btree ("template_id");
--> statement-breakpoint
CREATE INDEX "simulation_campaigns_company_idx" ON "simulation_campaigns" USING btree ("company_id","status","created_at");
--> statement-breakpoint
CREATE INDEX "simulation_campaigns_parent_idx" ON "simulation_campaigns" USING btree ("parent_campaign_id");
--> statement-breakpoint
CREATE INDEX "simulation_campaigns_due_idx" ON "simulation_campaigns" USING btree ("next_round_at") WHERE "simulation_campaigns"."status" IN ('QUEUED', 'IN_PROGRESS');
--> statement-breakpoint
CREATE INDEX "simulation_ded_authorizations_company_idx" ON "simulation_ded_authorizations" USING btree ("company_id","domain");
--> statement-breakpoint
CREATE UNIQUE INDEX "simulation_deliveries_token_idx" ON "simulation_deliveries" USING btree ("token");
--> statement-breakpoint
CREATE UNIQUE INDEX "simulation_deliveries_round_user_idx" ON "simulation_deliveries" USING btree ("round_id","user_id");
--> statement-breakpoint
CREATE INDEX "simulation_deliveries_campaign_idx" ON "simulation_deliveries" USING btree ("campaign_id","round_id");
--> statement-breakpoint
CREATE INDEX "simulation_deliveries_campaign_user_idx" ON "simulation_deliveries" USING btree ("campaign_id","user_id");
--> statement-breakpoint
CREATE INDEX "simulation_deliveries_company_sent_idx" ON "simulation_deliveries" USING btree ("company_id","sent_at");
--> statement-breakpoint
CREATE INDEX "simulation_deliveries_due_idx" ON "simulation_deliveries" USING btree ("scheduled_at") WHERE "simulation_deliveries"."sent_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "simulation_deliveries_campaign_department_idx" ON "simulation_deliveries" USING btree ("campaign_id","department_id");
--> statement-breakpoint
CREATE INDEX "simulation_deliveries_campaign_sent_idx" ON "simulation_deliveries" USING btree ("campaign_id","sent_at");
--> statement-breakpoint
CREATE INDEX "simulation_deliveries_user_idx" ON "simulation_deliveries" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "simulation_deliveries_clicked_idx" ON "simulation_deliveries" USING btree ("campaign_id","user_id") WHERE "simulation_deliveries"."clicked_at" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "simulation_deliveries_reported_idx" ON "simulation_deliveries" USING btree ("campaign_id") WHERE "simulation_deliveries"."reported_at" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "simulation_login_pages_company_idx" ON "simulation_login_pages" USING btree ("company_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "simulation_rounds_number_idx" ON "simulation_rounds" USING btree ("campaign_id","round_number");
--> statement-breakpoint
-- The platform's landing pages (reference data, in every database: a campaign needs one).
INSERT INTO "simulation_login_pages" ("id", "company_id", "name", "kind") VALUES
	('lp_microsoft', NULL, 'Microsoft 365 sign-in', 'microsoft'),
	('lp_google', NULL, 'Google Workspace sign-in', 'google'),
	('lp_generic', NULL, 'Company portal sign-in', 'generic'),
	('lp_parcel', NULL, 'Parcel delivery confirmation', 'parcel');
