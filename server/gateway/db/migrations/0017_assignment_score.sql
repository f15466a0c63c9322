-- A training assignment's score (spec 2 §3 "Training campaign row": a campaign's average score): the
-- learner's score, 0 to 100, once the assignment is completed; null before.
ALTER TABLE "training_assignments" ADD COLUMN "score" integer;--> statement-breakpoint
ALTER TABLE "training_assignments" ADD CONSTRAINT "training_assignments_score_check" CHECK ("training_assignments"."score" BETWEEN 0 AND 100);
