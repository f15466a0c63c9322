CREATE TABLE "user_counts" (
	"company_id" text NOT NULL,
	"role" text NOT NULL,
	"status" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_counts_company_id_role_status_pk" PRIMARY KEY("company_id","role","status")
);
--> statement-breakpoint
DROP INDEX "users_company_idx";--> statement-breakpoint
-- Statement-level triggers with transition tables: one upsert per statement (an invite of 5,000 users
-- is one insert per batch), and updates that change no company, role or status (last_login) write nothing.
CREATE FUNCTION "user_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "user_counts" AS uc ("company_id", "role", "status", "n")
		SELECT "company_id", "role", "status", count(*) FROM new_rows GROUP BY 1, 2, 3
		ON CONFLICT ("company_id", "role", "status") DO UPDATE SET "n" = uc."n" + EXCLUDED."n";
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "user_counts" AS uc ("company_id", "role", "status", "n")
		SELECT "company_id", "role", "status", -count(*) FROM old_rows GROUP BY 1, 2, 3
		ON CONFLICT ("company_id", "role", "status") DO UPDATE SET "n" = uc."n" + EXCLUDED."n";
	ELSE
		INSERT INTO "user_counts" AS uc ("company_id", "role", "status", "n")
		SELECT "company_id", "role", "status", sum(d) FROM (
			SELECT "company_id", "role", "status", -1 AS d FROM old_rows
			UNION ALL
			SELECT "company_id", "role", "status", 1 AS d FROM new_rows
		) AS changes GROUP BY 1, 2, 3 HAVING sum(d) <> 0
		ON CONFLICT ("company_id", "role", "status") DO UPDATE SET "n" = uc."n" + EXCLUDED."n";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_counts_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "users_counts_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "users_counts_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_apply"();
--> statement-breakpoint
-- Databases that already have users.
INSERT INTO "user_counts" ("company_id", "role", "status", "n")
SELECT "company_id", "role", "status", count(*) FROM "users" GROUP BY 1, 2, 3;
