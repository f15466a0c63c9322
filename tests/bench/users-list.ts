/**
 * The users table's gateway call with 50,000 users in one company (ARCHITECTURE.md budget: server time
 * of a table page p50 ≤ 40 ms on the embedded gateway), and an invite of 5,000 users in one request.
 * Builds its own fresh in-memory PGlite (never the demo data), calls the gateway's fetch handler as
 * the console does, and prints p50/p95 and the query plans. Prints figures; never fails on them.
 *
 *   npx tsx tests/bench/users-list.ts [runs=50]
 */
import { and, count, sql } from 'drizzle-orm'
import * as s from '../../server/gateway/db/schema.ts'
import { FIRST_NAMES, LAST_NAMES } from '../../server/gateway/db/seed.ts'
import { hashPassword } from '../../server/gateway/lib/passwords.ts'
import { type UserOrderBy, userConditions, userOrder, userRowsQuery } from '../../server/gateway/services/directory-shared.ts'
import { ms, openBenchGateway, pgArray, time } from './bench-kit.ts'
import type { Actor, CompanyRow } from '../../server/gateway/lib/context.ts'

const RUNS = Number(process.argv[2] ?? 50)
const USERS = 50_000
const COMPANY = 'cmp_bench'
const PASSWORD = 'Bench-Pass-2026!'

const started = performance.now()
const { db, pglite, call, signIn, close } = await openBenchGateway()

// ─── Data: one company, 20 departments, 10 groups, 50,000 users (a third in two groups) ───
const passwordHash = await hashPassword(PASSWORD, 1024)
await db.insert(s.companies).values({ id: COMPANY, name: 'Bench Corp', slug: 'bench', apiKey: 'bench', ownerId: 'ub_admin' })
await db.execute(
	sql.raw(
		`INSERT INTO departments (id, company_id, name) SELECT 'dep_bench_' || g, '${COMPANY}', 'Department ' || g FROM generate_series(0, 19) g`,
	),
)
await db.execute(
	sql.raw(`INSERT INTO groups (id, company_id, name) SELECT 'grp_bench_' || g, '${COMPANY}', 'Group ' || g FROM generate_series(0, 9) g`),
)
await db.insert(s.users).values({
	id: 'ub_admin',
	companyId: COMPANY,
	email: 'admin@bench.test',
	name: 'Ada',
	lastName: 'Bench',
	role: 'admin',
	passwordHash,
})
// Bulk load without the trigram index, then build it (the same end state, minutes faster).
await db.execute(sql.raw('DROP INDEX users_search_text_trgm_idx'))
await db.execute(
	sql.raw(`INSERT INTO users (id, company_id, email, name, last_name, role, status, department_id, password_hash, last_login, created_at, updated_at)
	SELECT 'ub_' || g, '${COMPANY}',
		lower((${pgArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}] || '.' || (${pgArray(LAST_NAMES)})[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}]) || '.' || g || '@bench.test',
		(${pgArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}], (${pgArray(LAST_NAMES)})[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
		CASE WHEN g % 50 = 0 THEN 'admin' ELSE 'user' END,
		CASE WHEN g % 40 = 0 THEN 'DISABLED' ELSE 'ENABLED' END,
		'dep_bench_' || (g % 20),
		CASE WHEN g % 7 = 0 THEN NULL ELSE 'x' END,
		CASE WHEN g % 3 = 0 THEN now() - g * interval '1 minute' END,
		now() - g * interval '1 minute', now()
	FROM generate_series(1, ${USERS}) g`),
)
await db.execute(
	sql.raw(`INSERT INTO user_groups (user_id, group_id) SELECT 'ub_' || g, 'grp_bench_' || (g % 10) FROM generate_series(1, ${USERS}) g`),
)
await db.execute(
	sql.raw(
		`INSERT INTO user_groups (user_id, group_id) SELECT 'ub_' || g, 'grp_bench_' || ((g + 5) % 10) FROM generate_series(3, ${USERS}, 3) g`,
	),
)
await db.execute(sql.raw(`CREATE INDEX users_search_text_trgm_idx ON users USING gin (search_text gin_trgm_ops) WITH (fastupdate = off)`))
// An in-memory database gets no maintenance (db/open.ts keeps persistent ones analysed): analyse here.
await db.execute(sql`ANALYZE`)
console.log(`data: ${USERS.toLocaleString('en')} users in ${Math.round(performance.now() - started)} ms (fresh in-memory PGlite)`)

// ─── Sign in as the company's admin through the gateway ───
const idToken = await signIn('admin@bench.test', PASSWORD)

const company = { id: COMPANY, ownerId: 'ub_admin' } as CompanyRow
const actor = { role: 'admin', lac: false } as Actor

type Case = {
	label: string
	orderBy: UserOrderBy
	order: 'asc' | 'desc'
	searchText?: string
	departmentIds?: string[]
}
const cases: Case[] = [
	{ label: 'default order (createdAt desc)', orderBy: 'createdAt', order: 'desc' },
	{ label: 'sorted by name', orderBy: 'name', order: 'asc' },
	{
		label: 'search "tanaka" (2,500 matches), default order',
		orderBy: 'createdAt',
		order: 'desc',
		searchText: 'tanaka',
	},
	{ label: 'search "tanaka", sorted by name', orderBy: 'name', order: 'asc', searchText: 'tanaka' },
	{
		label: 'search "grace.silva.1" (few matches), default order',
		orderBy: 'createdAt',
		order: 'desc',
		searchText: 'grace.silva.1',
	},
	{ label: 'search "al" (short term), default order', orderBy: 'createdAt', order: 'desc', searchText: 'al' },
	{ label: 'department filter, sorted by name', orderBy: 'name', order: 'asc', departmentIds: ['dep_bench_3'] },
]

console.log(`\nGET customers/api/v1/company/{id}/users, 25-row page, ${RUNS} runs each (through createGateway().fetch)`)
for (const c of cases) {
	const query = new URLSearchParams({ pageNumber: '1', pageSize: '25', order: c.order, orderBy: c.orderBy })
	if (c.searchText) query.set('searchText', c.searchText)
	for (const id of c.departmentIds ?? []) query.append('departmentIds', id)
	let total = 0
	const whole = await time(async () => {
		const reply = await call('GET', `/customers/api/v1/company/${COMPANY}/users?${query}`, idToken)
		total = reply.pageInfo.totalItems
	}, RUNS)
	// The same query's parts, straight on the database: the page, and the filtered count.
	const conditions = userConditions(actor, company, { searchText: c.searchText, departmentIds: c.departmentIds })
	const page = userRowsQuery(db, conditions, { order: userOrder(c.orderBy, c.order), limit: 25, offset: 0 })
	const pageTime = await time(() => page.execute(), Math.min(RUNS, 20))
	const narrowed = !!(c.searchText || c.departmentIds)
	const countTime = narrowed
		? await time(
				() =>
					db
						.select({ n: count() })
						.from(s.users)
						.where(and(...conditions)),
				Math.min(RUNS, 20),
			)
		: null
	const plan = await pglite!.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${page.toSQL().sql}`, page.toSQL().params as unknown[])
	const lines = plan.rows.map((r) => r['QUERY PLAN'])
	const scans = lines
		.filter((l) => /Scan/.test(l))
		.map((l) =>
			l
				.trim()
				.replace(/\s+\(cost.*$/, '')
				.replace(/^->\s*/, ''),
		)
	console.log(`\n${c.label}: ${total.toLocaleString('en')} rows`)
	console.log(`  endpoint p50 ${ms(whole.p50)}  p95 ${ms(whole.p95)}`)
	console.log(
		`  page query p50 ${ms(pageTime.p50)}${countTime ? `   filtered count p50 ${ms(countTime.p50)}` : '   (count: the company counts, no extra query)'}`,
	)
	console.log(`  plan: ${lines[0]!.trim()}`)
	console.log(`  scans: ${scans.join(' | ')}`)
}

// ─── Invite 5,000 users in one request (one transaction, one email each) ───
console.log('\nPOST customers/api/v1/company/{id}/invite with 5,000 users (one transaction, 5,000 emails queued)')
for (let round = 1; round <= 3; round++) {
	const emails = Array.from({ length: 5000 }, (_, i) => ({
		email: `invitee.${round}.${i}@invite.bench.test`,
		role: 'user',
		departments: [`dep_bench_${i % 20}`],
		groups: [`grp_bench_${i % 10}`],
	}))
	const body = {
		emails,
		company_id: COMPANY,
		custom_subject: 'Welcome to {{companyName}}',
		custom_message: 'Hi {{name}}, {{adminName}} invites you.',
		sso: false,
		departments: null,
		groups: null,
		notificationsEnabled: true,
	}
	const t0 = performance.now()
	const reply = await call('POST', `/customers/api/v1/company/${COMPANY}/invite`, idToken, body)
	console.log(
		`  round ${round}: ${reply.invited} invited in ${Math.round(performance.now() - t0)} ms (body ${(JSON.stringify(body).length / 1024).toFixed(0)} KB)`,
	)
}

await close()
