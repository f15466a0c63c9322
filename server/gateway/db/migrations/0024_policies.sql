-- Policies (spec 2 §2 /policies, §3 "Policy report columns", §5 "Policy statuses"; services/policies.ts):
-- a company's policies, their revisions (each a PDF of the company's campaign attachments, assigned to
-- learners with the assignment form's settings) and the learners' acknowledgements of each revision.
CREATE TABLE "policies" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policies_company_idx" ON "policies" USING btree ("company_id");--> statement-breakpoint
CREATE TABLE "policy_revisions" (
	"id" text PRIMARY KEY NOT NULL,
	"policy_id" text NOT NULL,
	"company_id" text NOT NULL,
	"revision" integer NOT NULL,
	"document_id" text NOT NULL,
	"assignment_type" text NOT NULL,
	"days_to_complete" integer NOT NULL,
	"start_date" text NOT NULL,
	"notifications_enabled" boolean DEFAULT true NOT NULL,
	"notification_subject" text DEFAULT '' NOT NULL,
	"notification_message" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "policy_revisions" ADD CONSTRAINT "policy_revisions_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_revisions" ADD CONSTRAINT "policy_revisions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_revisions" ADD CONSTRAINT "policy_revisions_document_id_campaign_attachments_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."campaign_attachments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_revisions" ADD CONSTRAINT "policy_revisions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "policy_revisions_policy_revision_idx" ON "policy_revisions" USING btree ("policy_id","revision");--> statement-breakpoint
CREATE INDEX "policy_revisions_company_idx" ON "policy_revisions" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE TABLE "policy_acknowledgements" (
	"revision_id" text NOT NULL,
	"user_id" text NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone,
	CONSTRAINT "policy_acknowledgements_revision_id_user_id_pk" PRIMARY KEY("revision_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "policy_acknowledgements" ADD CONSTRAINT "policy_acknowledgements_revision_id_policy_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."policy_revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_acknowledgements" ADD CONSTRAINT "policy_acknowledgements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policy_acknowledgements_user_idx" ON "policy_acknowledgements" USING btree ("user_id");
