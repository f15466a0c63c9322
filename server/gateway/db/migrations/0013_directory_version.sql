ALTER TABLE "companies" ADD COLUMN "directory_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- companies.directory_version moves whenever a write can change which users a directory search or filter
-- matches, so the gateway may keep a search's count until it moves (services/directory-shared.ts). One
-- update per statement (transition tables); an update that changes none of the matched columns
-- (last_login, notification flags) moves nothing.
CREATE FUNCTION "directory_version_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		UPDATE "companies" SET "directory_version" = "directory_version" + 1 WHERE "id" IN (SELECT "company_id" FROM new_rows);
	ELSIF TG_OP = 'DELETE' THEN
		UPDATE "companies" SET "directory_version" = "directory_version" + 1 WHERE "id" IN (SELECT "company_id" FROM old_rows);
	ELSE
		UPDATE "companies" SET "directory_version" = "directory_version" + 1 WHERE "id" IN (
			SELECT unnest(ARRAY[o."company_id", n."company_id"]) FROM old_rows o JOIN new_rows n ON n."id" = o."id"
			WHERE (o."company_id", o."name", o."last_name", o."email", o."role", o."status", o."department_id")
				IS DISTINCT FROM (n."company_id", n."name", n."last_name", n."email", n."role", n."status", n."department_id")
		);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_directory_version_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "directory_version_users"();
--> statement-breakpoint
CREATE TRIGGER "users_directory_version_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "directory_version_users"();
--> statement-breakpoint
CREATE TRIGGER "users_directory_version_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "directory_version_users"();
--> statement-breakpoint
-- Group memberships (the groups filter).
CREATE FUNCTION "directory_version_user_groups"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		UPDATE "companies" SET "directory_version" = "directory_version" + 1
		WHERE "id" IN (SELECT u."company_id" FROM "users" u WHERE u."id" IN (SELECT "user_id" FROM new_rows));
	ELSE
		UPDATE "companies" SET "directory_version" = "directory_version" + 1
		WHERE "id" IN (SELECT u."company_id" FROM "users" u WHERE u."id" IN (SELECT "user_id" FROM old_rows));
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "user_groups_directory_version_insert" AFTER INSERT ON "user_groups" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "directory_version_user_groups"();
--> statement-breakpoint
CREATE TRIGGER "user_groups_directory_version_delete" AFTER DELETE ON "user_groups" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "directory_version_user_groups"();
