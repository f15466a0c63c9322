-- A campaign of a course for the company's learners (spec 1 §5 "Assignment form", spec 2 §3): the assignment
-- email's subject, message and link on training_campaigns (sent when the campaign starts: now, or by the
-- hourly round on its start date), the departments or groups it was started for, and an index of the
-- queued campaigns by start date for that round.
CREATE TABLE "training_campaign_targets" (
	"campaign_id" text NOT NULL,
	"kind" text NOT NULL,
	"target_id" text NOT NULL,
	CONSTRAINT "training_campaign_targets_campaign_id_kind_target_id_pk" PRIMARY KEY("campaign_id","kind","target_id"),
	CONSTRAINT "training_campaign_targets_kind_check" CHECK ("training_campaign_targets"."kind" IN ('department', 'group'))
);
--> statement-breakpoint
ALTER TABLE "training_campaigns" ADD COLUMN "notification_subject" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "training_campaigns" ADD COLUMN "notification_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "training_campaigns" ADD COLUMN "attachment_link" text;--> statement-breakpoint
ALTER TABLE "training_campaign_targets" ADD CONSTRAINT "training_campaign_targets_campaign_id_training_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."training_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_campaigns_queued_start_idx" ON "training_campaigns" USING btree ("start_date") WHERE status = 'QUEUED';