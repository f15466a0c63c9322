-- Training Reviews (spec 2 §2 /reviews, §3 "Review query", §7 reports training/reviews and
-- lists/training/reviewed; services/reviews.ts): what a learner said of a training they finished, a
-- rating from 1 to 5 (spec 2 §9 "Quiz five-star survey 1 to 5") and an optional comment. The campaign
-- is kept when the review came from one (a review outlives its campaign).
CREATE TABLE "training_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"user_id" text NOT NULL,
	"course_id" text NOT NULL,
	"campaign_id" text,
	"rating" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_reviews_rating_check" CHECK ("training_reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "training_reviews" ADD CONSTRAINT "training_reviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_reviews" ADD CONSTRAINT "training_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_reviews" ADD CONSTRAINT "training_reviews_course_id_training_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."training_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_reviews" ADD CONSTRAINT "training_reviews_campaign_id_training_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."training_campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_reviews_company_created_idx" ON "training_reviews" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "training_reviews_company_course_idx" ON "training_reviews" USING btree ("company_id","course_id");
