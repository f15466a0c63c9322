-- The phishing simulation reports' rollups (issue 19: a company of 100,000 recipients and 1,000,000 events,
-- every report tab p50 ≤ 100 ms with its filters). simulation_deliveries keeps one row per recipient and
-- round; the reports (services/phishing-simulation-reports.ts) read these instead wherever they answer
-- exactly. "Event set": a bit mask of a delivery's events (sent 1, opened 2, clicked 4, phished 8,
-- reported 16; simulation_event_set), or of a recipient's deliveries together (and 32: clicked in two or
-- more, a repeat clicker).
--   simulation_report_cells           deliveries per campaign, round, template, department (at the round's
--                                      start), UTC day sent and event set, with the seconds from sent to
--                                      reported summed: every count of the funnel, the series and the
--                                      template/department/round tabs under any filter but groups.
--   simulation_group_cells            the same per group (the recipient's groups now) instead of template and
--                                      department: the groups tab, and a group's series.
--   simulation_recipient_stats        per campaign and recipient: deliveries, each event's count, the last
--                                      event and the recipient's event set (-1: no delivery left).
--   simulation_company_recipient_stats  the same per company and recipient (every campaign: the summary
--                                      without a campaign-start filter, the dashboard).
--   simulation_department_recipients  per campaign, department and recipient (and their event set): a
--                                      department's distinct recipients, summed per campaign, department and
--                                      event set in simulation_department_counts; the same per company
--                                      (simulation_company_department_recipients, _counts) for the summary.
--   simulation_group_recipients, simulation_company_group_recipients
--                                      recipients per campaign (company), group and event set; group '': all
--                                      of them (a report's recipients and repeat clickers).
-- Kept by statement-level triggers (like user_counts, 0004) on simulation_deliveries, on the two
-- recipient stats and on user_groups, so every writer is followed: a round's start, the sending, the
-- tracking, the seed, a department's deletion (department_id set to none), group membership, deletions.
-- A deletion only lowers rows that are still there, and skips what the same cascade removes anyway (the
-- rows of a deleted campaign or user). Rows that reach zero stay; readers skip them.
-- tests/contract/phishing-simulation-rollups.test.ts checks every rollup against a recount of the deliveries.
CREATE FUNCTION "simulation_event_set"(sent timestamptz, opened timestamptz, clicked timestamptz, phished timestamptz,
	reported timestamptz) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
	SELECT ((sent IS NOT NULL)::int + 2 * (opened IS NOT NULL)::int + 4 * (clicked IS NOT NULL)::int
		+ 8 * (phished IS NOT NULL)::int + 16 * (reported IS NOT NULL)::int)::smallint
$$;
--> statement-breakpoint
-- The statement that adds a source's signed, aggregated rows (keys, then sums, then maxima) to a rollup:
-- an upsert, or (only_existing, for deletions) an update of the rows that are there. Returned as text for
-- the trigger functions to EXECUTE: only they can read their transition tables.
CREATE FUNCTION "simulation_rollup_sql"(target text, keys text[], sums text[], maxima text[], source text, only_existing boolean)
	RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
	columns text := array_to_string(keys || sums || maxima, ', ');
	adds text;
BEGIN
	IF only_existing THEN
		SELECT string_agg(format('%1$I = t.%1$I + x.%1$I', s), ', ') INTO adds FROM unnest(sums) s;
		RETURN format('UPDATE %I t SET %s FROM (%s) x WHERE %s', target, adds, source,
			(SELECT string_agg(format('t.%1$I IS NOT DISTINCT FROM x.%1$I', k), ' AND ') FROM unnest(keys) k));
	END IF;
	SELECT string_agg(format('%1$I = t.%1$I + excluded.%1$I', s), ', ') INTO adds FROM unnest(sums) s;
	IF cardinality(maxima) > 0 THEN
		adds := adds || ', ' || (SELECT string_agg(format('%1$I = greatest(t.%1$I, excluded.%1$I)', m), ', ') FROM unnest(maxima) m);
	END IF;
	RETURN format('INSERT INTO %I AS t (%s) %s ON CONFLICT (%s) DO UPDATE SET %s', target, columns, source,
		array_to_string(keys, ', '), adds);
END
$$;
--> statement-breakpoint
CREATE TABLE "simulation_report_cells" (
	"campaign_id" text NOT NULL REFERENCES "simulation_campaigns"("id") ON DELETE CASCADE,
	"round_id" text NOT NULL REFERENCES "simulation_rounds"("id") ON DELETE CASCADE,
	"template_id" text NOT NULL,
	"department_id" text,
	"sent_on" date,
	"events" smallint NOT NULL,
	"deliveries" integer DEFAULT 0 NOT NULL,
	"report_seconds" double precision DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "simulation_report_cells_key_idx" ON "simulation_report_cells"
	("campaign_id", "round_id", "template_id", "department_id", "sent_on", "events") NULLS NOT DISTINCT;
--> statement-breakpoint
CREATE TABLE "simulation_group_cells" (
	"campaign_id" text NOT NULL REFERENCES "simulation_campaigns"("id") ON DELETE CASCADE,
	"round_id" text NOT NULL REFERENCES "simulation_rounds"("id") ON DELETE CASCADE,
	"group_id" text NOT NULL,
	"sent_on" date,
	"events" smallint NOT NULL,
	"deliveries" integer DEFAULT 0 NOT NULL,
	"report_seconds" double precision DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "simulation_group_cells_key_idx" ON "simulation_group_cells"
	("campaign_id", "round_id", "group_id", "sent_on", "events") NULLS NOT DISTINCT;
--> statement-breakpoint
CREATE TABLE "simulation_recipient_stats" (
	"campaign_id" text NOT NULL REFERENCES "simulation_campaigns"("id") ON DELETE CASCADE,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"deliveries" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"opened" integer DEFAULT 0 NOT NULL,
	"clicked" integer DEFAULT 0 NOT NULL,
	"phished" integer DEFAULT 0 NOT NULL,
	"reported" integer DEFAULT 0 NOT NULL,
	"last_event_at" timestamp with time zone,
	"events" smallint GENERATED ALWAYS AS (CASE WHEN "deliveries" > 0 THEN ("sent" > 0)::int + 2 * ("opened" > 0)::int
		+ 4 * ("clicked" > 0)::int + 8 * ("phished" > 0)::int + 16 * ("reported" > 0)::int + 32 * ("clicked" >= 2)::int
		ELSE -1 END) STORED,
	CONSTRAINT "simulation_recipient_stats_pk" PRIMARY KEY ("campaign_id", "user_id")
);
--> statement-breakpoint
-- The recipients tab's default sort (phished, most first).
CREATE INDEX "simulation_recipient_stats_phished_idx" ON "simulation_recipient_stats" ("campaign_id", "phished" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "simulation_recipient_stats_user_idx" ON "simulation_recipient_stats" ("user_id");
--> statement-breakpoint
CREATE TABLE "simulation_company_recipient_stats" (
	"company_id" text NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"deliveries" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"opened" integer DEFAULT 0 NOT NULL,
	"clicked" integer DEFAULT 0 NOT NULL,
	"phished" integer DEFAULT 0 NOT NULL,
	"reported" integer DEFAULT 0 NOT NULL,
	"last_event_at" timestamp with time zone,
	"events" smallint GENERATED ALWAYS AS (CASE WHEN "deliveries" > 0 THEN ("sent" > 0)::int + 2 * ("opened" > 0)::int
		+ 4 * ("clicked" > 0)::int + 8 * ("phished" > 0)::int + 16 * ("reported" > 0)::int + 32 * ("clicked" >= 2)::int
		ELSE -1 END) STORED,
	CONSTRAINT "simulation_company_recipient_stats_pk" PRIMARY KEY ("company_id", "user_id")
);
--> statement-breakpoint
CREATE INDEX "simulation_company_recipient_stats_phished_idx" ON "simulation_company_recipient_stats"
	("company_id", "phished" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "simulation_company_recipient_stats_user_idx" ON "simulation_company_recipient_stats" ("user_id");
--> statement-breakpoint
CREATE TABLE "simulation_department_recipients" (
	"campaign_id" text NOT NULL REFERENCES "simulation_campaigns"("id") ON DELETE CASCADE,
	"department_id" text,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"deliveries" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"opened" integer DEFAULT 0 NOT NULL,
	"clicked" integer DEFAULT 0 NOT NULL,
	"phished" integer DEFAULT 0 NOT NULL,
	"reported" integer DEFAULT 0 NOT NULL,
	"events" smallint GENERATED ALWAYS AS (CASE WHEN "deliveries" > 0 THEN ("sent" > 0)::int + 2 * ("opened" > 0)::int
		+ 4 * ("clicked" > 0)::int + 8 * ("phished" > 0)::int + 16 * ("reported" > 0)::int + 32 * ("clicked" >= 2)::int
		ELSE -1 END) STORED
);
--> statement-breakpoint
CREATE UNIQUE INDEX "simulation_department_recipients_key_idx" ON "simulation_department_recipients"
	("campaign_id", "department_id", "user_id") NULLS NOT DISTINCT;
--> statement-breakpoint
CREATE TABLE "simulation_group_recipients" (
	"campaign_id" text NOT NULL REFERENCES "simulation_campaigns"("id") ON DELETE CASCADE,
	"group_id" text NOT NULL,
	"events" smallint NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "simulation_group_recipients_pk" PRIMARY KEY ("campaign_id", "group_id", "events")
);
--> statement-breakpoint
CREATE TABLE "simulation_company_department_recipients" (
	"company_id" text NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"department_id" text,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"deliveries" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"opened" integer DEFAULT 0 NOT NULL,
	"clicked" integer DEFAULT 0 NOT NULL,
	"phished" integer DEFAULT 0 NOT NULL,
	"reported" integer DEFAULT 0 NOT NULL,
	"events" smallint GENERATED ALWAYS AS (CASE WHEN "deliveries" > 0 THEN ("sent" > 0)::int + 2 * ("opened" > 0)::int
		+ 4 * ("clicked" > 0)::int + 8 * ("phished" > 0)::int + 16 * ("reported" > 0)::int + 32 * ("clicked" >= 2)::int
		ELSE -1 END) STORED
);
--> statement-breakpoint
CREATE UNIQUE INDEX "simulation_company_department_recipients_key_idx" ON "simulation_company_department_recipients"
	("company_id", "department_id", "user_id") NULLS NOT DISTINCT;
--> statement-breakpoint
CREATE TABLE "simulation_company_department_counts" (
	"company_id" text NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"department_id" text,
	"events" smallint NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "simulation_company_department_counts_key_idx" ON "simulation_company_department_counts"
	("company_id", "department_id", "events") NULLS NOT DISTINCT;
--> statement-breakpoint
CREATE TABLE "simulation_department_counts" (
	"campaign_id" text NOT NULL REFERENCES "simulation_campaigns"("id") ON DELETE CASCADE,
	"department_id" text,
	"events" smallint NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "simulation_department_counts_key_idx" ON "simulation_department_counts" ("campaign_id", "department_id", "events")
	NULLS NOT DISTINCT;
--> statement-breakpoint
CREATE TABLE "simulation_company_group_recipients" (
	"company_id" text NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"group_id" text NOT NULL,
	"events" smallint NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "simulation_company_group_recipients_pk" PRIMARY KEY ("company_id", "group_id", "events")
);
--> statement-breakpoint
-- On simulation_deliveries. changes: the statement's rows, old ones with sign -1 and new ones +1 (an update
-- is both), so an update that moves no count (a token read, a department renamed) nets to zero and writes
-- nothing. A deletion skips the rows of a campaign (or user) that is gone: their rollups go with it.
CREATE FUNCTION "simulation_rollups_apply"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
	deleting boolean := TG_OP = 'DELETE';
	changes text := CASE TG_OP
		WHEN 'INSERT' THEN 'SELECT n.*, 1 AS sign FROM new_rows n'
		WHEN 'DELETE' THEN 'SELECT o.*, -1 AS sign FROM old_rows o'
		ELSE 'SELECT o.*, -1 AS sign FROM old_rows o UNION ALL SELECT n.*, 1 AS sign FROM new_rows n'
	END;
	live_campaign text := 'EXISTS (SELECT 1 FROM simulation_campaigns sc WHERE sc.id = c.campaign_id)';
	live_user text := 'EXISTS (SELECT 1 FROM users lu WHERE lu.id = c.user_id)';
	live_campaigns text := CASE WHEN TG_OP = 'DELETE' THEN ' WHERE ' || live_campaign ELSE '' END;
	live_users text := CASE WHEN TG_OP = 'DELETE' THEN ' WHERE ' || live_user ELSE '' END;
	live_both text := CASE WHEN TG_OP = 'DELETE' THEN ' WHERE ' || live_campaign || ' AND ' || live_user ELSE '' END;
	counts text := 'sum(sign)::int AS deliveries, sum(sign * (sent_at IS NOT NULL)::int)::int AS sent,
		sum(sign * (opened_at IS NOT NULL)::int)::int AS opened, sum(sign * (clicked_at IS NOT NULL)::int)::int AS clicked,
		sum(sign * (phished_at IS NOT NULL)::int)::int AS phished, sum(sign * (reported_at IS NOT NULL)::int)::int AS reported';
	moved text := 'HAVING sum(sign) <> 0 OR sum(sign * (sent_at IS NOT NULL)::int) <> 0 OR sum(sign * (opened_at IS NOT NULL)::int) <> 0
		OR sum(sign * (clicked_at IS NOT NULL)::int) <> 0 OR sum(sign * (phished_at IS NOT NULL)::int) <> 0
		OR sum(sign * (reported_at IS NOT NULL)::int) <> 0';
	cell text := '(sent_at AT TIME ZONE ''UTC'')::date AS sent_on,
		simulation_event_set(sent_at, opened_at, clicked_at, phished_at, reported_at) AS events, sum(sign)::int AS deliveries,
		coalesce(sum(sign * extract(epoch FROM reported_at - sent_at)), 0)::float8 AS report_seconds';
	stat_sums text[] := ARRAY['deliveries', 'sent', 'opened', 'clicked', 'phished', 'reported'];
	cell_sums text[] := ARRAY['deliveries', 'report_seconds'];
	last_event text := 'max(greatest(sent_at, opened_at, clicked_at, phished_at, reported_at)) FILTER (WHERE sign = 1) AS last_event_at';
BEGIN
	EXECUTE simulation_rollup_sql('simulation_report_cells', ARRAY['campaign_id', 'round_id', 'template_id', 'department_id', 'sent_on', 'events'],
		cell_sums, '{}', format('SELECT campaign_id, round_id, template_id, department_id, %s FROM (%s) c%s
			GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(sign) <> 0', cell, changes, live_campaigns), deleting);
	EXECUTE simulation_rollup_sql('simulation_group_cells', ARRAY['campaign_id', 'round_id', 'group_id', 'sent_on', 'events'],
		cell_sums, '{}', format('SELECT campaign_id, round_id, ug.group_id, %s FROM (%s) c JOIN user_groups ug ON ug.user_id = c.user_id%s
			GROUP BY 1, 2, 3, 4, 5 HAVING sum(sign) <> 0', cell, changes, live_campaigns), deleting);
	EXECUTE simulation_rollup_sql('simulation_recipient_stats', ARRAY['campaign_id', 'user_id'], stat_sums, ARRAY['last_event_at'],
		format('SELECT campaign_id, user_id, %s, %s FROM (%s) c%s GROUP BY 1, 2 %s', counts, last_event, changes,
			live_both, moved), deleting);
	EXECUTE simulation_rollup_sql('simulation_company_recipient_stats', ARRAY['company_id', 'user_id'], stat_sums, ARRAY['last_event_at'],
		format('SELECT company_id, user_id, %s, %s FROM (%s) c%s GROUP BY 1, 2 %s', counts, last_event, changes, live_users, moved), deleting);
	EXECUTE simulation_rollup_sql('simulation_department_recipients', ARRAY['campaign_id', 'department_id', 'user_id'], stat_sums, '{}',
		format('SELECT campaign_id, department_id, user_id, %s FROM (%s) c%s GROUP BY 1, 2, 3 %s', counts, changes,
			live_both, moved), deleting);
	EXECUTE simulation_rollup_sql('simulation_company_department_recipients', ARRAY['company_id', 'department_id', 'user_id'], stat_sums, '{}',
		format('SELECT company_id, department_id, user_id, %s FROM (%s) c%s GROUP BY 1, 2, 3 %s', counts, changes, live_users, moved), deleting);
	RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER "simulation_deliveries_rollups_insert" AFTER INSERT ON "simulation_deliveries" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "simulation_rollups_apply"();
--> statement-breakpoint
CREATE TRIGGER "simulation_deliveries_rollups_update" AFTER UPDATE ON "simulation_deliveries"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "simulation_rollups_apply"();
--> statement-breakpoint
CREATE TRIGGER "simulation_deliveries_rollups_delete" AFTER DELETE ON "simulation_deliveries" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "simulation_rollups_apply"();
--> statement-breakpoint
-- On simulation_recipient_stats (TG_ARGV: campaign_id, simulation_group_recipients) and
-- simulation_company_recipient_stats (company_id, simulation_company_group_recipients): a recipient whose
-- event set changes moves, in each group they are in and in the whole campaign's (company's) row (group
-- '': every recipient), from the old set's count to the new one's.
CREATE FUNCTION "simulation_group_recipients_apply"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
	scope text := TG_ARGV[0];
	changes text := CASE TG_OP
		WHEN 'INSERT' THEN 'SELECT n.*, 1 AS sign FROM new_rows n'
		WHEN 'DELETE' THEN 'SELECT o.*, -1 AS sign FROM old_rows o'
		ELSE 'SELECT o.*, -1 AS sign FROM old_rows o UNION ALL SELECT n.*, 1 AS sign FROM new_rows n'
	END;
BEGIN
	EXECUTE simulation_rollup_sql(TG_ARGV[1], ARRAY[scope, 'group_id', 'events'], ARRAY['recipients'], '{}',
		format('SELECT y.key AS %1$I, y.group_id, y.events, sum(y.sign)::int AS recipients FROM (
				SELECT c.%1$I AS key, ug.group_id, c.events, c.sign FROM (%2$s) c JOIN user_groups ug ON ug.user_id = c.user_id
				UNION ALL SELECT c.%1$I, '''', c.events, c.sign FROM (%2$s) c
			) y WHERE y.events >= 0 GROUP BY 1, 2, 3 HAVING sum(y.sign) <> 0', scope, changes), TG_OP = 'DELETE');
	RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER "simulation_recipient_stats_groups_insert" AFTER INSERT ON "simulation_recipient_stats" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "simulation_group_recipients_apply"('campaign_id', 'simulation_group_recipients');
--> statement-breakpoint
CREATE TRIGGER "simulation_recipient_stats_groups_update" AFTER UPDATE ON "simulation_recipient_stats"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "simulation_group_recipients_apply"('campaign_id', 'simulation_group_recipients');
--> statement-breakpoint
CREATE TRIGGER "simulation_recipient_stats_groups_delete" AFTER DELETE ON "simulation_recipient_stats" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "simulation_group_recipients_apply"('campaign_id', 'simulation_group_recipients');
--> statement-breakpoint
CREATE TRIGGER "simulation_company_recipient_stats_groups_insert" AFTER INSERT ON "simulation_company_recipient_stats"
	REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "simulation_group_recipients_apply"('company_id', 'simulation_company_group_recipients');
--> statement-breakpoint
CREATE TRIGGER "simulation_company_recipient_stats_groups_update" AFTER UPDATE ON "simulation_company_recipient_stats"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "simulation_group_recipients_apply"('company_id', 'simulation_company_group_recipients');
--> statement-breakpoint
CREATE TRIGGER "simulation_company_recipient_stats_groups_delete" AFTER DELETE ON "simulation_company_recipient_stats"
	REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "simulation_group_recipients_apply"('company_id', 'simulation_company_group_recipients');
--> statement-breakpoint
-- On simulation_department_recipients (TG_ARGV: campaign_id, simulation_department_counts) and
-- simulation_company_department_recipients (company_id, simulation_company_department_counts): recipients
-- per campaign (company), department and event set.
CREATE FUNCTION "simulation_department_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
	scope text := TG_ARGV[0];
	changes text := CASE TG_OP
		WHEN 'INSERT' THEN 'SELECT n.*, 1 AS sign FROM new_rows n'
		WHEN 'DELETE' THEN 'SELECT o.*, -1 AS sign FROM old_rows o'
		ELSE 'SELECT o.*, -1 AS sign FROM old_rows o UNION ALL SELECT n.*, 1 AS sign FROM new_rows n'
	END;
BEGIN
	EXECUTE simulation_rollup_sql(TG_ARGV[1], ARRAY[scope, 'department_id', 'events'], ARRAY['recipients'], '{}',
		format('SELECT c.%1$I, c.department_id, c.events, sum(c.sign)::int AS recipients FROM (%2$s) c
			WHERE c.events >= 0 GROUP BY 1, 2, 3 HAVING sum(c.sign) <> 0', scope, changes), TG_OP = 'DELETE');
	RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER "simulation_department_recipients_counts_insert" AFTER INSERT ON "simulation_department_recipients"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "simulation_department_counts_apply"('campaign_id', 'simulation_department_counts');
--> statement-breakpoint
CREATE TRIGGER "simulation_department_recipients_counts_update" AFTER UPDATE ON "simulation_department_recipients"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "simulation_department_counts_apply"('campaign_id', 'simulation_department_counts');
--> statement-breakpoint
CREATE TRIGGER "simulation_department_recipients_counts_delete" AFTER DELETE ON "simulation_department_recipients"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "simulation_department_counts_apply"('campaign_id', 'simulation_department_counts');
--> statement-breakpoint
CREATE TRIGGER "simulation_company_department_recipients_counts_insert" AFTER INSERT ON "simulation_company_department_recipients"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "simulation_department_counts_apply"('company_id', 'simulation_company_department_counts');
--> statement-breakpoint
CREATE TRIGGER "simulation_company_department_recipients_counts_update" AFTER UPDATE ON "simulation_company_department_recipients"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "simulation_department_counts_apply"('company_id', 'simulation_company_department_counts');
--> statement-breakpoint
CREATE TRIGGER "simulation_company_department_recipients_counts_delete" AFTER DELETE ON "simulation_company_department_recipients"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "simulation_department_counts_apply"('company_id', 'simulation_company_department_counts');
--> statement-breakpoint
-- On user_groups: a member joining (leaving) a group brings (takes) their deliveries and their recipient
-- rows to (from) that group's rollups (a group's deletion included: its memberships go by cascade while the
-- deliveries stay).
CREATE FUNCTION "simulation_memberships_apply"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
	passes text[] := CASE TG_OP WHEN 'INSERT' THEN ARRAY['new_rows'] WHEN 'DELETE' THEN ARRAY['old_rows'] ELSE ARRAY['old_rows', 'new_rows'] END;
	members text;
	sign int;
BEGIN
	FOREACH members IN ARRAY passes LOOP
		sign := CASE members WHEN 'old_rows' THEN -1 ELSE 1 END;
		EXECUTE simulation_rollup_sql('simulation_group_cells', ARRAY['campaign_id', 'round_id', 'group_id', 'sent_on', 'events'],
			ARRAY['deliveries', 'report_seconds'], '{}',
			format('SELECT d.campaign_id, d.round_id, m.group_id, (d.sent_at AT TIME ZONE ''UTC'')::date AS sent_on,
					simulation_event_set(d.sent_at, d.opened_at, d.clicked_at, d.phished_at, d.reported_at) AS events, %1$s * count(*)::int AS deliveries,
					%1$s * coalesce(sum(extract(epoch FROM d.reported_at - d.sent_at)), 0)::float8 AS report_seconds
				FROM %2$s m JOIN simulation_deliveries d ON d.user_id = m.user_id GROUP BY 1, 2, 3, 4, 5', sign, members), sign < 0);
		EXECUTE simulation_rollup_sql('simulation_group_recipients', ARRAY['campaign_id', 'group_id', 'events'], ARRAY['recipients'], '{}',
			format('SELECT s.campaign_id, m.group_id, s.events, %1$s * count(*)::int AS recipients
				FROM %2$s m JOIN simulation_recipient_stats s ON s.user_id = m.user_id WHERE s.events >= 0 GROUP BY 1, 2, 3', sign, members), sign < 0);
		EXECUTE simulation_rollup_sql('simulation_company_group_recipients', ARRAY['company_id', 'group_id', 'events'], ARRAY['recipients'], '{}',
			format('SELECT s.company_id, m.group_id, s.events, %1$s * count(*)::int AS recipients
				FROM %2$s m JOIN simulation_company_recipient_stats s ON s.user_id = m.user_id WHERE s.events >= 0 GROUP BY 1, 2, 3', sign, members), sign < 0);
	END LOOP;
	RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER "user_groups_simulation_insert" AFTER INSERT ON "user_groups" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "simulation_memberships_apply"();
--> statement-breakpoint
CREATE TRIGGER "user_groups_simulation_update" AFTER UPDATE ON "user_groups" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "simulation_memberships_apply"();
--> statement-breakpoint
CREATE TRIGGER "user_groups_simulation_delete" AFTER DELETE ON "user_groups" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "simulation_memberships_apply"();
--> statement-breakpoint
-- A user with simulation history leaves their groups before the user row goes. The triggers of a
-- cascade run only once every cascade of the statement is done, when neither the memberships nor the
-- deliveries are left to pair; a membership removed first takes its deliveries and recipient rows from
-- the group's rollups while they are still there.
CREATE FUNCTION "simulation_user_leaves_groups"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
	IF EXISTS (SELECT 1 FROM simulation_recipient_stats WHERE user_id = OLD.id) THEN
		DELETE FROM user_groups WHERE user_id = OLD.id;
	END IF;
	RETURN OLD;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER "users_simulation_leave_groups" BEFORE DELETE ON "users"
	FOR EACH ROW EXECUTE FUNCTION "simulation_user_leaves_groups"();
--> statement-breakpoint
-- The overview's median time to report: the reported deliveries of a campaign in that order (an index walk
-- to the middle, from the index alone: the two times are included), replacing the plain partial index on
-- reported deliveries.
DROP INDEX "simulation_deliveries_reported_idx";
--> statement-breakpoint
CREATE INDEX "simulation_deliveries_report_time_idx" ON "simulation_deliveries" ("campaign_id", ("reported_at" - "sent_at"))
	INCLUDE ("reported_at", "sent_at")
	WHERE "reported_at" IS NOT NULL AND "sent_at" IS NOT NULL;
--> statement-breakpoint
-- A group filter that the rollups cannot answer reads its members' deliveries by campaign and user from the
-- index alone (their counted columns included): a few thousand probes, not the campaign's every delivery.
DROP INDEX "simulation_deliveries_campaign_user_idx";
--> statement-breakpoint
CREATE INDEX "simulation_deliveries_campaign_user_idx" ON "simulation_deliveries" ("campaign_id", "user_id")
	INCLUDE ("round_id", "template_id", "department_id", "sent_at", "opened_at", "clicked_at", "phished_at", "reported_at");
--> statement-breakpoint
-- Databases that already have deliveries: taken out and put back, so the triggers count them as they will
-- count every later write (nothing references a delivery row; ids are kept).
CREATE TEMP TABLE "simulation_rollups_backfill" AS SELECT * FROM "simulation_deliveries";
--> statement-breakpoint
DELETE FROM "simulation_deliveries";
--> statement-breakpoint
INSERT INTO "simulation_deliveries" SELECT * FROM "simulation_rollups_backfill";
--> statement-breakpoint
DROP TABLE "simulation_rollups_backfill";
