-- pg_trgm backs the users search (a contains-search over name, last name and email). PGlite loads it
-- from @electric-sql/pglite/contrib/pg_trgm (db/open.ts); on PostgreSQL it is a trusted extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "invite_templates" (
	"company_id" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invite_templates_company_id_kind_pk" PRIMARY KEY("company_id","kind")
);
--> statement-breakpoint
ALTER TABLE "invite_templates" ADD CONSTRAINT "invite_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_company_created_id_idx" ON "users" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "users_company_name_idx" ON "users" USING btree ("company_id",lower("name"),lower("last_name"),"id");--> statement-breakpoint
CREATE INDEX "users_company_email_idx" ON "users" USING btree ("company_id",lower("email"),"id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (lower(name || ' ' || last_name || chr(10) || email) gin_trgm_ops);