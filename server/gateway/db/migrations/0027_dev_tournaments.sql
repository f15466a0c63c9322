-- Developer training's secure-code tournaments (spec 2 §2 "/for-developers", §3 "Tournament", §4
-- "Tournament: one in progress cannot be cancelled", §7 "Tournaments", §9 "tournament score out of 6";
-- services/tournaments.ts). The six challenges of a tournament are reference data (every database gets
-- them, like the course catalogue of 0016); a company's tournaments, each with its dates (its status is
-- derived from them: scheduled, in progress, ended; or canceled), who takes part (all users, departments
-- or groups, resolved to participants when it is set up) and each participant's result: challenges
-- solved (0 to 6), score out of 6 and last activity.
CREATE TABLE "secure_code_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"language" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
INSERT INTO "secure_code_challenges" ("id", "name", "category", "language", "position") VALUES
	('chl_sql_injection', 'Login Form SQL Injection', 'Injection', 'Java', 1),
	('chl_stored_xss', 'Stored XSS in Comments', 'Cross-Site Scripting', 'JavaScript', 2),
	('chl_idor', 'Insecure Direct Object Reference', 'Broken Access Control', 'Python', 3),
	('chl_hardcoded_secret', 'Hard-Coded API Secret', 'Sensitive Data Exposure', 'Go', 4),
	('chl_path_traversal', 'File Download Path Traversal', 'Path Traversal', 'C#', 5),
	('chl_ssrf', 'Image Fetcher SSRF', 'Server-Side Request Forgery', 'Node.js', 6);
--> statement-breakpoint
CREATE TABLE "dev_tournaments" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"assignment_type" text DEFAULT 'all' NOT NULL,
	"department_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notifications_enabled" boolean DEFAULT true NOT NULL,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "dev_tournaments_dates_check" CHECK ("dev_tournaments"."ends_at" > "dev_tournaments"."starts_at"),
	CONSTRAINT "dev_tournaments_assignment_type_check" CHECK ("dev_tournaments"."assignment_type" IN ('all', 'departments', 'groups'))
);
--> statement-breakpoint
ALTER TABLE "dev_tournaments" ADD CONSTRAINT "dev_tournaments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dev_tournaments" ADD CONSTRAINT "dev_tournaments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dev_tournaments_company_idx" ON "dev_tournaments" USING btree ("company_id","starts_at");--> statement-breakpoint
CREATE TABLE "dev_tournament_participants" (
	"tournament_id" text NOT NULL,
	"user_id" text NOT NULL,
	"solved_challenges" integer DEFAULT 0 NOT NULL,
	"score" real DEFAULT 0 NOT NULL,
	"last_activity_at" timestamp with time zone,
	CONSTRAINT "dev_tournament_participants_tournament_id_user_id_pk" PRIMARY KEY("tournament_id","user_id"),
	CONSTRAINT "dev_tournament_participants_solved_check" CHECK ("dev_tournament_participants"."solved_challenges" BETWEEN 0 AND 6),
	CONSTRAINT "dev_tournament_participants_score_check" CHECK ("dev_tournament_participants"."score" BETWEEN 0 AND 6)
);
--> statement-breakpoint
ALTER TABLE "dev_tournament_participants" ADD CONSTRAINT "dev_tournament_participants_tournament_id_dev_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."dev_tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dev_tournament_participants" ADD CONSTRAINT "dev_tournament_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dev_tournament_participants_user_idx" ON "dev_tournament_participants" USING btree ("user_id");
