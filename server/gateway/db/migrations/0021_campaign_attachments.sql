-- A PDF attached to a course campaign's assignment email (spec 1 §5 "Assignment form"): uploaded first
-- (campaign_attachments), then named by the campaign (training_campaigns.attachment_file_id).
CREATE TABLE "campaign_attachments" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_attachments" ADD CONSTRAINT "campaign_attachments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_attachments_company_idx" ON "campaign_attachments" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "training_campaigns" ADD COLUMN "attachment_file_id" text;--> statement-breakpoint
ALTER TABLE "training_campaigns" ADD CONSTRAINT "training_campaigns_attachment_file_id_campaign_attachments_id_fk" FOREIGN KEY ("attachment_file_id") REFERENCES "public"."campaign_attachments"("id") ON DELETE set null ON UPDATE no action;
