-- The phishing simulation reports' rollups (issue 19: a company of 100,000 recipients and 1,000,000 events,
-- every report tab p50 ≤ 100 ms with its filters). simulation_deliveries keeps one row per recipient and
-- round; the reports read these three tables instead wherever they answer exactly
-- (services/phishing-simulation-report-source.ts says which):
--   simulation_report_cells       deliveries counted per campaign, round, template, department (at the round's
--                                  start), UTC day sent and event set (bit mask: sent 1, opened 2, clicked 4,
--                                  phished 8, reported 16), with the seconds from sent to reported summed: every
--                                  count of the funnel, the series and the template/department/round tabs, under
--                                  any filter but groups, is a sum over a few hundred cells.
--   simulation_recipient_stats    per campaign and recipient: deliveries and each event's count, the last event.
--   simulation_department_recipients  per campaign, department and recipient: deliveries and each event's count
--                                  (a department's distinct recipients, with an events filter too).
-- Kept by one statement-level trigger on simulation_deliveries (like user_counts, 0004), so every writer
-- (round start, sending, tracking, the seed, a department's deletion setting department_id to null) keeps
-- them. A delete only lowers rows that are still there: a campaign's or user's deletion removes theirs by
-- cascade. Rows that reach zero deliveries stay (readers skip them).
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
CREATE TABLE "simulation_recipient_stats" (
	"campaign_id" text NOT NULL REFERENCES "simulation_campaigns"("id") ON DELETE CASCADE,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"company_id" text NOT NULL,
	"deliveries" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"opened" integer DEFAULT 0 NOT NULL,
	"clicked" integer DEFAULT 0 NOT NULL,
	"phished" integer DEFAULT 0 NOT NULL,
	"reported" integer DEFAULT 0 NOT NULL,
	"last_event_at" timestamp with time zone,
	CONSTRAINT "simulation_recipient_stats_pk" PRIMARY KEY ("campaign_id", "user_id")
);
--> statement-breakpoint
-- The phishing dashboard (every campaign of a company, per recipient).
CREATE INDEX "simulation_recipient_stats_company_idx" ON "simulation_recipient_stats" ("company_id", "user_id");
--> statement-breakpoint
-- The recipients tab's default sort (phished, most first).
CREATE INDEX "simulation_recipient_stats_phished_idx" ON "simulation_recipient_stats" ("campaign_id", "phished" DESC NULLS LAST);
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
	"reported" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "simulation_department_recipients_key_idx" ON "simulation_department_recipients"
	("campaign_id", "department_id", "user_id") NULLS NOT DISTINCT;
--> statement-breakpoint
-- changes: the rows of the statement, old ones with sign -1 and new ones with +1 (an update is both), so an
-- update that moves no count (a department renamed, a token read) nets to zero and writes nothing.
CREATE FUNCTION "simulation_rollups_apply"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
	changes text := CASE TG_OP
		WHEN 'INSERT' THEN 'SELECT n.*, 1 AS sign FROM new_rows n'
		WHEN 'DELETE' THEN 'SELECT o.*, -1 AS sign FROM old_rows o'
		ELSE 'SELECT o.*, -1 AS sign FROM old_rows o UNION ALL SELECT n.*, 1 AS sign FROM new_rows n'
	END;
	counts text := 'sum(sign)::int AS deliveries, sum(sign * (sent_at IS NOT NULL)::int)::int AS sent,
		sum(sign * (opened_at IS NOT NULL)::int)::int AS opened, sum(sign * (clicked_at IS NOT NULL)::int)::int AS clicked,
		sum(sign * (phished_at IS NOT NULL)::int)::int AS phished, sum(sign * (reported_at IS NOT NULL)::int)::int AS reported';
	moved text := 'HAVING sum(sign) <> 0 OR sum(sign * (sent_at IS NOT NULL)::int) <> 0 OR sum(sign * (opened_at IS NOT NULL)::int) <> 0
		OR sum(sign * (clicked_at IS NOT NULL)::int) <> 0 OR sum(sign * (phished_at IS NOT NULL)::int) <> 0
		OR sum(sign * (reported_at IS NOT NULL)::int) <> 0';
	add_counts text := 'deliveries = t.deliveries + x.deliveries, sent = t.sent + x.sent, opened = t.opened + x.opened,
		clicked = t.clicked + x.clicked, phished = t.phished + x.phished, reported = t.reported + x.reported';
	cells text := format('SELECT campaign_id, round_id, template_id, department_id, (sent_at AT TIME ZONE ''UTC'')::date AS sent_on,
			((sent_at IS NOT NULL)::int + 2 * (opened_at IS NOT NULL)::int + 4 * (clicked_at IS NOT NULL)::int
				+ 8 * (phished_at IS NOT NULL)::int + 16 * (reported_at IS NOT NULL)::int)::smallint AS events,
			sum(sign)::int AS deliveries,
			coalesce(sum(sign * extract(epoch FROM reported_at - sent_at)), 0)::float8 AS report_seconds
		FROM (%s) c GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(sign) <> 0', changes);
	recipients text := format('SELECT campaign_id, user_id, min(company_id) AS company_id, %s,
			max(greatest(sent_at, opened_at, clicked_at, phished_at, reported_at)) FILTER (WHERE sign = 1) AS last_event_at
		FROM (%s) c GROUP BY 1, 2 %s', counts, changes, moved);
	department_recipients text := format('SELECT campaign_id, department_id, user_id, %s FROM (%s) c GROUP BY 1, 2, 3 %s', counts, changes, moved);
BEGIN
	IF TG_OP = 'DELETE' THEN
		EXECUTE format('UPDATE simulation_report_cells t SET deliveries = t.deliveries + x.deliveries,
				report_seconds = t.report_seconds + x.report_seconds
			FROM (%s) x WHERE t.campaign_id = x.campaign_id AND t.round_id = x.round_id AND t.template_id = x.template_id
				AND t.department_id IS NOT DISTINCT FROM x.department_id AND t.sent_on IS NOT DISTINCT FROM x.sent_on
				AND t.events = x.events', cells);
		EXECUTE format('UPDATE simulation_recipient_stats t SET %s FROM (%s) x
			WHERE t.campaign_id = x.campaign_id AND t.user_id = x.user_id', add_counts, recipients);
		EXECUTE format('UPDATE simulation_department_recipients t SET %s FROM (%s) x
			WHERE t.campaign_id = x.campaign_id AND t.department_id IS NOT DISTINCT FROM x.department_id
				AND t.user_id = x.user_id', add_counts, department_recipients);
		RETURN NULL;
	END IF;
	EXECUTE format('INSERT INTO simulation_report_cells AS t (campaign_id, round_id, template_id, department_id, sent_on, events,
			deliveries, report_seconds) %s
		ON CONFLICT (campaign_id, round_id, template_id, department_id, sent_on, events) DO UPDATE
		SET deliveries = t.deliveries + excluded.deliveries, report_seconds = t.report_seconds + excluded.report_seconds', cells);
	EXECUTE format('INSERT INTO simulation_recipient_stats AS t (campaign_id, user_id, company_id, deliveries, sent, opened,
			clicked, phished, reported, last_event_at) %s
		ON CONFLICT (campaign_id, user_id) DO UPDATE SET %s, last_event_at = greatest(t.last_event_at, excluded.last_event_at)',
		recipients, replace(add_counts, 'x.', 'excluded.'));
	EXECUTE format('INSERT INTO simulation_department_recipients AS t (campaign_id, department_id, user_id, deliveries, sent,
			opened, clicked, phished, reported) %s
		ON CONFLICT (campaign_id, department_id, user_id) DO UPDATE SET %s', department_recipients, replace(add_counts, 'x.', 'excluded.'));
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
-- Databases that already have deliveries: taken out and put back, so the trigger counts them as it will count
-- every later write (nothing references a delivery row; ids are kept).
CREATE TEMP TABLE "simulation_rollups_backfill" AS SELECT * FROM "simulation_deliveries";
--> statement-breakpoint
DELETE FROM "simulation_deliveries";
--> statement-breakpoint
INSERT INTO "simulation_deliveries" SELECT * FROM "simulation_rollups_backfill";
--> statement-breakpoint
DROP TABLE "simulation_rollups_backfill";
