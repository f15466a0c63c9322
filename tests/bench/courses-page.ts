/**
 * Server time of All Courses and a course page for a company with 50,000 users and 200 courses
 * (issue 16's budget: p50 ≤ 40 ms on the embedded gateway, All Courses and a course's statistics tab). Builds its own data directory (the demo
 * data, 50,000 Acme users, the catalogue grown to 200 English courses, an Acme campaign on 40 of them
 * with the 50,000 users assigned to the annual one), starts the production console on it, signs in as
 * admin@acme.test and times whole-document GETs from localhost. Prints figures; never fails on them.
 *
 *   npm run build && npx tsx tests/bench/courses-page.ts
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { openGatewayDatabase } from '../../server/gateway/app.ts'
import { signInCookie, startConsole } from '../fixtures/console-process.ts'
import { percentile, timePageRequests, treeCpuMs } from './bench-kit.ts'

const USERS = Number(process.env.BENCH_USERS ?? 50_000)
const COURSES = 200
const RUNS = Number(process.env.BENCH_RUNS ?? 60)
const PORT = Number(process.env.BENCH_PORT ?? 3491)
const BASE = `http://localhost:${PORT}`
const COMPANY = 'cmp_acme'

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-courses-page-'))
try {
	const started = performance.now()
	const database = await openGatewayDatabase({ dataDir })
	const db = database.db
	await db.execute(sql`
		INSERT INTO users (id, company_id, email, name, last_name, role, status, email_verified, created_at)
		SELECT 'usr_bench_' || n, ${COMPANY}, 'bench.user' || n || '@acme-bench.test', 'Bench' || (n % 997), 'User' || n,
			'user', 'ENABLED', true, now() - (n || ' minutes')::interval
		FROM generate_series(1, ${USERS}) AS n`)
	// The catalogue's English courses, copied with their sections and chapters until there are 200.
	const counted = await database.pglite!.query<{ english: number }>(`SELECT count(*)::int AS english FROM training_courses
		WHERE language = 'en' AND custom_training_company_id IS NULL AND NOT deleted AND NOT is_gaming`)
	const english = counted.rows[0]!.english
	await db.execute(sql`
		INSERT INTO training_courses (id, name, course_type, language, description, "order", total_chapters, total_quizzes, total_time_in_minutes)
		SELECT 'crs_bench_' || n, 'Bench course ' || n, (ARRAY['awareness','specialized','compliance'])[1 + n % 3], 'en',
			'A course of the bench catalogue number ' || n, 100 + n, 6, 2, 30
		FROM generate_series(1, ${COURSES - english}) AS n`)
	await db.execute(sql`
		INSERT INTO course_sections (id, course_id, name, "order")
		SELECT 'sec_bench_' || n || '_' || s, 'crs_bench_' || n, 'Section ' || s, s FROM generate_series(1, ${COURSES - english}) AS n, generate_series(1, 3) AS s`)
	await db.execute(sql`
		INSERT INTO course_chapters (id, section_id, course_id, name, kind, duration_minutes, "order")
		SELECT 'chp_bench_' || n || '_' || s || '_' || c, 'sec_bench_' || n || '_' || s, 'crs_bench_' || n, 'Chapter ' || c,
			CASE WHEN c = 2 THEN 'quiz' ELSE 'video' END, 5, c
		FROM generate_series(1, ${COURSES - english}) AS n, generate_series(1, 3) AS s, generate_series(1, 2) AS c`)
	// 40 campaigns of Acme; all 50,000 users assigned to the annual course's.
	await db.execute(sql`
		INSERT INTO training_campaigns (id, company_id, course_id, name, status, assignment_type, start_date, started_at, days_to_complete)
		SELECT 'tcp_bench_' || n, ${COMPANY}, 'crs_bench_' || n, 'Bench campaign ' || n, 'IN_PROGRESS', 'all', current_date, now(), 30
		FROM generate_series(1, 39) AS n`)
	await db.execute(sql`
		INSERT INTO training_campaigns (id, company_id, course_id, name, status, assignment_type, start_date, started_at, days_to_complete)
		VALUES ('tcp_bench_annual', ${COMPANY}, 'crs_annual_awareness', 'Annual Training Campaign', 'IN_PROGRESS', 'all', current_date, now(), 30)`)
	await db.execute(sql`
		INSERT INTO training_assignments (campaign_id, user_id, status)
		SELECT 'tcp_bench_annual', 'usr_bench_' || n, (ARRAY['NOT_STARTED','IN_PROGRESS','COMPLETED'])[1 + n % 3]
		FROM generate_series(1, ${USERS}) AS n`)
	await database.close()
	console.log(`data: ${USERS} users, ${COURSES} English courses, 40 campaigns in ${Math.round(performance.now() - started)} ms`)

	const { child: server } = await startConsole({
		port: PORT,
		dataDir,
		sessionSecret: 'bench-session-secret-0123456789abcdef0123456789',
		env: { SIGN_IN_LIMIT_PER_MINUTE: '10000' },
		stderr: 'inherit',
	})
	try {
		const cookie = await signInCookie(BASE, 'admin@acme.test')
		const cases: [string, string][] = [
			['All Courses (200)', '/learning/courses'],
			['a category', '/learning/courses?category=compliance'],
			['a search', '/learning/courses?searchText=ransomware'],
			['German', '/learning/courses?language=de'],
			['a course preview', '/courses/crs_annual_awareness/preview'],
			// The annual campaign's 50,000 assignments counted by state.
			['statistics (50,000 assigned)', '/courses/crs_annual_awareness/statistics'],
			['(reference) guides page', '/guides-and-resources'],
		]
		for (const [, url] of cases) await timePageRequests(BASE, url, cookie, 20)
		for (const [name, url] of cases) {
			const cpuBefore = await treeCpuMs(server.pid!)
			const times = await timePageRequests(BASE, url, cookie, RUNS)
			const cpu = ((await treeCpuMs(server.pid!)) - cpuBefore) / (RUNS + 5)
			console.log(
				`${name.padEnd(26)} p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms  cpu ${cpu.toFixed(1)} ms/request  (${RUNS} runs, budget p50 ≤ 40 ms)`,
			)
		}
	} finally {
		const exited = new Promise((resolve) => server.once('exit', resolve))
		server.kill()
		await exited
	}
} finally {
	await rm(dataDir, { recursive: true, force: true })
}
