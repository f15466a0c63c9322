-- The users search reads a stored lower-case text (name, last name, email) with its trigram index, instead
-- of an index on the expression: a broad search rechecks every candidate row, and the stored text spares
-- computing the expression for each (db/schema.ts users.searchText). fastupdate off: PGlite has no
-- autovacuum, so GIN's pending list of new rows would never be merged and every search would scan it.
DROP INDEX "users_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || last_name || chr(10) || email)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_search_text_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- Statistics for the new column, so the planner knows how selective a search is.
ANALYZE "users";
