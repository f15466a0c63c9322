ALTER TABLE "departments" ADD COLUMN "users_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "users_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- departments.users_count and groups.users_count follow users.department_id and user_groups, by
-- statement-level triggers with transition tables (one update per statement, as user_counts does).
CREATE FUNCTION "department_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Each branch names only the transition tables its event has.
	IF TG_OP = 'INSERT' THEN
		UPDATE "departments" AS d SET "users_count" = d."users_count" + c.delta
		FROM (SELECT "department_id", sum(delta) AS delta FROM (SELECT "department_id", 1 AS delta FROM new_rows) AS changes WHERE "department_id" IS NOT NULL GROUP BY 1 HAVING sum(delta) <> 0) AS c
		WHERE d."id" = c."department_id";
	ELSIF TG_OP = 'DELETE' THEN
		UPDATE "departments" AS d SET "users_count" = d."users_count" + c.delta
		FROM (SELECT "department_id", sum(delta) AS delta FROM (SELECT "department_id", -1 AS delta FROM old_rows) AS changes WHERE "department_id" IS NOT NULL GROUP BY 1 HAVING sum(delta) <> 0) AS c
		WHERE d."id" = c."department_id";
	ELSE
		UPDATE "departments" AS d SET "users_count" = d."users_count" + c.delta
		FROM (SELECT "department_id", sum(delta) AS delta FROM (SELECT "department_id", -1 AS delta FROM old_rows UNION ALL SELECT "department_id", 1 AS delta FROM new_rows) AS changes WHERE "department_id" IS NOT NULL GROUP BY 1 HAVING sum(delta) <> 0) AS c
		WHERE d."id" = c."department_id";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "group_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Each branch names only the transition tables its event has.
	IF TG_OP = 'INSERT' THEN
		UPDATE "groups" AS g SET "users_count" = g."users_count" + c.delta
		FROM (SELECT "group_id", sum(delta) AS delta FROM (SELECT "group_id", 1 AS delta FROM new_rows) AS changes GROUP BY 1 HAVING sum(delta) <> 0) AS c
		WHERE g."id" = c."group_id";
	ELSIF TG_OP = 'DELETE' THEN
		UPDATE "groups" AS g SET "users_count" = g."users_count" + c.delta
		FROM (SELECT "group_id", sum(delta) AS delta FROM (SELECT "group_id", -1 AS delta FROM old_rows) AS changes GROUP BY 1 HAVING sum(delta) <> 0) AS c
		WHERE g."id" = c."group_id";
	ELSE
		UPDATE "groups" AS g SET "users_count" = g."users_count" + c.delta
		FROM (SELECT "group_id", sum(delta) AS delta FROM (SELECT "group_id", -1 AS delta FROM old_rows UNION ALL SELECT "group_id", 1 AS delta FROM new_rows) AS changes GROUP BY 1 HAVING sum(delta) <> 0) AS c
		WHERE g."id" = c."group_id";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_department_counts_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "department_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "users_department_counts_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "department_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "users_department_counts_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "department_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "user_groups_counts_insert" AFTER INSERT ON "user_groups" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "group_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "user_groups_counts_update" AFTER UPDATE ON "user_groups" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "group_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "user_groups_counts_delete" AFTER DELETE ON "user_groups" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "group_counts_apply"();
--> statement-breakpoint
-- Databases that already have users.
UPDATE "departments" AS d SET "users_count" = c.n
FROM (SELECT "department_id", count(*) AS n FROM "users" WHERE "department_id" IS NOT NULL GROUP BY 1) AS c
WHERE d."id" = c."department_id";
--> statement-breakpoint
UPDATE "groups" AS g SET "users_count" = c.n
FROM (SELECT "group_id", count(*) AS n FROM "user_groups" GROUP BY 1) AS c
WHERE g."id" = c."group_id";
