/**
 * The phishing simulation bench's data (tests/bench/phishing-simulation.ts): a new company of 100,000
 * recipients in 50 departments and 20 groups, eight email templates, one quarterly campaign with four
 * rounds (400,000 deliveries) and a small archived one, whose timestamps make over 1,000,000 events.
 * Built straight in SQL (INSERT … SELECT generate_series), on whichever database `db` is. A library
 * for the bench; it runs nothing on its own.
 */
import { sql } from 'drizzle-orm'
import { FIRST_NAMES, LAST_NAMES } from '../../server/gateway/db/seed.ts'
import { hashPassword } from '../../server/gateway/lib/passwords.ts'
import { pgArray } from './bench-kit.ts'
import type { GatewayDb } from '../../server/gateway/db/types.ts'

export const SIM_BENCH = {
	company: 'cmp_simbench',
	admin: 'admin@simbench.test',
	password: 'Bench-Pass-2026!',
	campaign: 'sim_bench',
	archived: 'sim_bench_old',
	users: 100_000,
	rounds: 4,
	departments: 50,
	groups: 20,
	templates: 8,
	roundStarts: ['2026-01-05', '2026-04-05', '2026-07-05', '2026-10-05'],
} as const

const run = (db: GatewayDb, text: string) => db.execute(sql.raw(text))

/** Loads the data; returns the number of deliveries and of events (non-null event timestamps). */
export async function buildSimulationData(db: GatewayDb): Promise<{ deliveries: number; events: number }> {
	const B = SIM_BENCH
	const C = B.company
	const passwordHash = await hashPassword(B.password, 1024)
	await run(
		db,
		`INSERT INTO companies (id, name, slug, api_key, owner_id, has_boost) VALUES ('${C}', 'Sim Bench Corp', 'simbench', 'simbench', 'usb_admin', true)`,
	)
	await run(
		db,
		`INSERT INTO departments (id, company_id, name) SELECT 'dsb_' || g, '${C}', 'Department ' || g FROM generate_series(0, ${B.departments - 1}) g`,
	)
	await run(
		db,
		`INSERT INTO groups (id, company_id, name) SELECT 'gsb_' || g, '${C}', 'Group ' || g FROM generate_series(0, ${B.groups - 1}) g`,
	)
	await db.execute(
		sql`INSERT INTO users (id, company_id, email, name, last_name, role, password_hash) VALUES ('usb_admin', ${C}, ${B.admin}, 'Ada', 'Bench', 'admin', ${passwordHash})`,
	)
	// Bulk load without the trigram index, then build it (the same end state, minutes faster).
	await run(db, 'DROP INDEX IF EXISTS users_search_text_trgm_idx')
	await run(
		db,
		`INSERT INTO users (id, company_id, email, name, last_name, role, department_id, created_at)
		SELECT 'usb_' || g, '${C}',
			lower((${pgArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}] || '.' || (${pgArray(LAST_NAMES)})[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}]) || '.' || g || '@simbench.test',
			(${pgArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}], (${pgArray(LAST_NAMES)})[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
			'user', 'dsb_' || (g % ${B.departments}), now() - g * interval '1 minute'
		FROM generate_series(1, ${B.users}) g`,
	)
	await run(db, 'CREATE INDEX users_search_text_trgm_idx ON users USING gin (search_text gin_trgm_ops) WITH (fastupdate = off)')
	await run(
		db,
		`INSERT INTO user_groups (user_id, group_id) SELECT 'usb_' || g, 'gsb_' || (g % ${B.groups}) FROM generate_series(1, ${B.users}) g`,
	)
	await run(
		db,
		`INSERT INTO user_groups (user_id, group_id) SELECT 'usb_' || g, 'gsb_' || ((g + 7) % ${B.groups}) FROM generate_series(3, ${B.users}, 3) g`,
	)
	await run(
		db,
		`INSERT INTO exercise_templates (id, company_id, type, name, layout_type, subject, legend, html, difficulty, category, answers)
		SELECT 'tsb_' || g, '${C}', 'CUSTOM', 'Bench template ' || g, 'EMAIL', 'Subject ' || g, 'Legend', '<p>Hello {{phishing_link}}</p>',
			1 + g % 3, (array['custom','corporate','consumer'])[1 + g % 3], '[]'::jsonb
		FROM generate_series(0, ${B.templates - 1}) g`,
	)
	await run(
		db,
		`INSERT INTO simulation_campaigns (id, company_id, name, status, frequency, days_per_round, send_hour, timezone, start_date, launched_at, started_at, current_round, next_round_at)
		VALUES ('${B.campaign}', '${C}', 'Quarterly credential check', 'IN_PROGRESS', 'quarterly', 1, 9, 'UTC', '${B.roundStarts[0]}',
			'${B.roundStarts[0]}T08:00:00Z', '${B.roundStarts[0]}T09:00:00Z', ${B.rounds}, '2027-01-05T09:00:00Z'),
			('${B.archived}', '${C}', 'Invoice lure', 'ARCHIVED', 'once', 1, 9, 'UTC', '2025-11-03', '2025-11-03T08:00:00Z', '2025-11-03T09:00:00Z', 1, NULL)`,
	)
	await run(
		db,
		`INSERT INTO simulation_campaign_templates (campaign_id, template_id, order_number) SELECT '${B.campaign}', 'tsb_' || g, g FROM generate_series(0, ${B.templates - 1}) g`,
	)
	const starts = [...B.roundStarts].map((d) => `'${d}T09:00:00Z'::timestamptz`).join(', ')
	await run(
		db,
		`INSERT INTO simulation_rounds (id, campaign_id, round_number, starts_at, send_until, ends_at)
		SELECT 'rsb_' || r, '${B.campaign}', r, (array[${starts}])[r], (array[${starts}])[r] + interval '1 day',
			coalesce((array[${starts}])[r + 1], (array[${starts}])[r] + interval '3 months')
		FROM generate_series(1, ${B.rounds}) r`,
	)
	await run(
		db,
		`INSERT INTO simulation_rounds (id, campaign_id, round_number, starts_at, send_until, ends_at)
		VALUES ('rsb_old', '${B.archived}', 1, '2025-11-03T09:00:00Z', '2025-11-04T09:00:00Z', '2025-11-04T09:00:00Z')`,
	)
	// One delivery per user and round: sent over the round's first day; h (0–99, a fixed hash of user and
	// round) decides the events: 75 % opened, 40 % clicked, 18 % phished (each implying the one before),
	// 25 % reported (k, another hash; reported implies opened). The last round's last 5,000 are not sent yet.
	await run(
		db,
		`INSERT INTO simulation_deliveries (company_id, campaign_id, round_id, user_id, department_id, template_id, token, scheduled_at,
			sent_at, opened_at, clicked_at, phished_at, reported_at)
		SELECT '${C}', '${B.campaign}', 'rsb_' || r, 'usb_' || g, 'dsb_' || (g % ${B.departments}), 'tsb_' || ((g + r) % ${B.templates}),
			'tksb_' || r || '_' || g, x.sched,
			CASE WHEN x.sent THEN x.sched END,
			CASE WHEN x.sent AND (x.h < 75 OR x.k < 25) THEN x.sched + (x.h + 1) * interval '3 minutes' END,
			CASE WHEN x.sent AND x.h < 40 THEN x.sched + (x.h + 2) * interval '4 minutes' END,
			CASE WHEN x.sent AND x.h < 18 THEN x.sched + (x.h + 3) * interval '5 minutes' END,
			CASE WHEN x.sent AND x.k < 25 THEN x.sched + (x.k + 1) * interval '17 minutes' END
		FROM generate_series(1, ${B.rounds}) r, generate_series(1, ${B.users}) g,
			LATERAL (SELECT (array[${starts}])[r] + (g % 1440) * interval '1 minute' AS sched,
				((g::bigint * 2654435761 + r * 40503) % 1000003) % 100 AS h,
				((g::bigint * 40503 + r * 2654435761) % 999983) % 100 AS k,
				NOT (r = ${B.rounds} AND g > ${B.users - 5000}) AS sent) x`,
	)
	await run(
		db,
		`INSERT INTO simulation_deliveries (company_id, campaign_id, round_id, user_id, department_id, template_id, token, scheduled_at, sent_at, opened_at, clicked_at)
		SELECT '${C}', '${B.archived}', 'rsb_old', 'usb_' || g, 'dsb_' || (g % ${B.departments}), 'tsb_0', 'tksb_old_' || g,
			'2025-11-03T09:00:00Z', '2025-11-03T09:00:00Z', '2025-11-03T10:00:00Z', CASE WHEN g % 4 = 0 THEN '2025-11-03T10:05:00Z'::timestamptz END
		FROM generate_series(1, 20000) g`,
	)
	// The counters the sending and tracking keep (H2), as they would be.
	await run(
		db,
		`UPDATE simulation_rounds r SET recipients_count = x.n, sent_count = x.s, opened_count = x.o, clicked_count = x.c, phished_count = x.p, reported_count = x.rp
		FROM (SELECT round_id, count(*) n, count(sent_at) s, count(opened_at) o, count(clicked_at) c, count(phished_at) p, count(reported_at) rp
			FROM simulation_deliveries GROUP BY round_id) x WHERE x.round_id = r.id`,
	)
	await run(
		db,
		`UPDATE simulation_campaigns sc SET recipients_count = x.u, deliveries_count = x.n, sent_count = x.s, opened_count = x.o, clicked_count = x.c, phished_count = x.p, reported_count = x.rp
		FROM (SELECT campaign_id, count(DISTINCT user_id) u, count(*) n, count(sent_at) s, count(opened_at) o, count(clicked_at) c, count(phished_at) p, count(reported_at) rp
			FROM simulation_deliveries GROUP BY campaign_id) x WHERE x.campaign_id = sc.id`,
	)
	// An in-memory database gets no maintenance (db/open.ts keeps persistent ones analysed), and a fresh
	// PostgreSQL one would be vacuumed by autovacuum in the middle of the timings: both done here, as a
	// database in use would have them (the visibility map lets index-only scans skip the table).
	await run(db, 'VACUUM ANALYZE')
	const result = (await db.execute(
		sql.raw(`SELECT count(*)::int AS deliveries,
			(count(sent_at) + count(opened_at) + count(clicked_at) + count(phished_at) + count(reported_at))::int AS events
			FROM simulation_deliveries WHERE company_id = '${C}'`),
	)) as unknown as { rows: Array<{ deliveries: number; events: number }> }
	return { deliveries: Number(result.rows[0]!.deliveries), events: Number(result.rows[0]!.events) }
}
