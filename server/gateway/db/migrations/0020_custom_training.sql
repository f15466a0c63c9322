-- The custom-training builder (spec 2 §4 "Custom training", §5): the questions of a quiz chapter (four
-- answers, '' for a blank one, the 1-based correct one) and the uploaded video of a video chapter (its
-- bytes a file in the gateway's files folder named after the row's unguessable id). Both go with their
-- chapter.
CREATE TABLE "custom_training_questions" (
	"chapter_id" text NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"answers" text[] NOT NULL,
	"correct_answer" integer NOT NULL,
	CONSTRAINT "custom_training_questions_chapter_id_position_pk" PRIMARY KEY("chapter_id","position"),
	CONSTRAINT "custom_training_questions_answers_check" CHECK (cardinality("custom_training_questions"."answers") = 4),
	CONSTRAINT "custom_training_questions_correct_answer_check" CHECK ("custom_training_questions"."correct_answer" BETWEEN 1 AND 4)
);
--> statement-breakpoint
CREATE TABLE "custom_training_videos" (
	"chapter_id" text PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"course_id" text NOT NULL,
	"company_id" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_training_videos_id_unique" UNIQUE("id")
);
--> statement-breakpoint
ALTER TABLE "custom_training_questions" ADD CONSTRAINT "custom_training_questions_chapter_id_course_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."course_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_training_videos" ADD CONSTRAINT "custom_training_videos_chapter_id_course_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."course_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_training_videos" ADD CONSTRAINT "custom_training_videos_course_id_training_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."training_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_training_videos" ADD CONSTRAINT "custom_training_videos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_training_videos_course_idx" ON "custom_training_videos" USING btree ("course_id");
