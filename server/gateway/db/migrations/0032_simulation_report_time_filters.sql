-- Two report indexes widened so the filters they serve read the index alone, and the group cells kept per
-- template too.
--
-- The median time to report under any filter walks the report-time index to the middle of the kept
-- deliveries: the columns the filters test (round, department, recipient, the other three events) are
-- included, so the walk reads the index alone and skips what a filter leaves out, where a sort of the kept
-- deliveries read them from the table (PGlite: 195 ms for one campaign filtered by clicks).
DROP INDEX "simulation_deliveries_report_time_idx";
--> statement-breakpoint
CREATE INDEX "simulation_deliveries_report_time_idx" ON "simulation_deliveries" ("campaign_id", ("reported_at" - "sent_at"))
	INCLUDE ("reported_at", "sent_at", "round_id", "department_id", "user_id", "opened_at", "clicked_at", "phished_at")
	WHERE "reported_at" IS NOT NULL AND "sent_at" IS NOT NULL;
--> statement-breakpoint
-- A department filter that the rollups cannot answer (the recipients tab: its rows keep their last event)
-- reads the department's deliveries from the index alone (the counted columns and the recipient included),
-- not from a table page per delivery.
DROP INDEX "simulation_deliveries_campaign_department_idx";
--> statement-breakpoint
CREATE INDEX "simulation_deliveries_campaign_department_idx" ON "simulation_deliveries" ("campaign_id", "department_id")
	INCLUDE ("user_id", "round_id", "template_id", "sent_at", "opened_at", "clicked_at", "phished_at", "reported_at");
--> statement-breakpoint
-- The group cells per template too, so the templates tab under one group reads cells, not the campaign's every
-- delivery (PGlite: 137 ms). The two writers of the group cells (0031) now key them by template; the cells
-- are worked out again from the deliveries and the memberships.
TRUNCATE "simulation_group_cells";
--> statement-breakpoint
ALTER TABLE "simulation_group_cells" ADD COLUMN "template_id" text NOT NULL;
--> statement-breakpoint
DROP INDEX "simulation_group_cells_key_idx";
--> statement-breakpoint
CREATE UNIQUE INDEX "simulation_group_cells_key_idx" ON "simulation_group_cells"
	("campaign_id", "round_id", "template_id", "group_id", "sent_on", "events") NULLS NOT DISTINCT;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "simulation_rollups_apply"() RETURNS trigger LANGUAGE plpgsql AS $fn$
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
	EXECUTE simulation_rollup_sql('simulation_group_cells', ARRAY['campaign_id', 'round_id', 'template_id', 'group_id', 'sent_on', 'events'],
		cell_sums, '{}', format('SELECT campaign_id, round_id, template_id, ug.group_id, %s FROM (%s) c JOIN user_groups ug ON ug.user_id = c.user_id%s
			GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(sign) <> 0', cell, changes, live_campaigns), deleting);
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
CREATE OR REPLACE FUNCTION "simulation_memberships_apply"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
	passes text[] := CASE TG_OP WHEN 'INSERT' THEN ARRAY['new_rows'] WHEN 'DELETE' THEN ARRAY['old_rows'] ELSE ARRAY['old_rows', 'new_rows'] END;
	members text;
	sign int;
BEGIN
	FOREACH members IN ARRAY passes LOOP
		sign := CASE members WHEN 'old_rows' THEN -1 ELSE 1 END;
		EXECUTE simulation_rollup_sql('simulation_group_cells', ARRAY['campaign_id', 'round_id', 'template_id', 'group_id', 'sent_on', 'events'],
			ARRAY['deliveries', 'report_seconds'], '{}',
			format('SELECT d.campaign_id, d.round_id, d.template_id, m.group_id, (d.sent_at AT TIME ZONE ''UTC'')::date AS sent_on,
					simulation_event_set(d.sent_at, d.opened_at, d.clicked_at, d.phished_at, d.reported_at) AS events, %1$s * count(*)::int AS deliveries,
					%1$s * coalesce(sum(extract(epoch FROM d.reported_at - d.sent_at)), 0)::float8 AS report_seconds
				FROM %2$s m JOIN simulation_deliveries d ON d.user_id = m.user_id GROUP BY 1, 2, 3, 4, 5, 6', sign, members), sign < 0);
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
INSERT INTO "simulation_group_cells" ("campaign_id", "round_id", "template_id", "group_id", "sent_on", "events", "deliveries", "report_seconds")
	SELECT d.campaign_id, d.round_id, d.template_id, ug.group_id, (d.sent_at AT TIME ZONE 'UTC')::date,
		simulation_event_set(d.sent_at, d.opened_at, d.clicked_at, d.phished_at, d.reported_at), count(*)::int,
		coalesce(sum(extract(epoch FROM d.reported_at - d.sent_at)), 0)::float8
	FROM "simulation_deliveries" d JOIN "user_groups" ug ON ug.user_id = d.user_id
	GROUP BY 1, 2, 3, 4, 5, 6;
