/**
 * The partner portal's customers table with 5,000 customers of one reseller (budget: server time of a
 * table page p50 ≤ 40 ms on the embedded gateway, with and without a search and a filter), and its
 * overview. Builds its own fresh in-memory PGlite (never the demo data): a reseller with 4,500 direct
 * customers and 10 sub-resellers of 50 customers each (grandchildren access), every customer with an
 * owner and 0–11 more users, a third Boosted with a subscription, and 2,000 companies outside its tree.
 * Calls the gateway's fetch handler as the console does and prints p50/p95 and the page query's plan.
 * Prints figures; never fails on them.
 *
 *   npx tsx tests/bench/partner-customers.ts [runs=50]
 */
import { sql } from 'drizzle-orm'
import * as s from '../../server/gateway/db/schema.ts'
import { FIRST_NAMES, LAST_NAMES } from '../../server/gateway/db/seed.ts'
import { hashPassword } from '../../server/gateway/lib/passwords.ts'
import { ms, openBenchGateway, pgArray, time } from './bench-kit.ts'

const RUNS = Number(process.argv[2] ?? 50)
const DIRECT = 4_500
const SUB_RESELLERS = 10
const PER_SUB_RESELLER = 50
const OUTSIDE = 2_000
const PARTNER = 'cmp_bench_reseller'
const PASSWORD = 'Bench-Pass-2026!'
const WORDS = ['Logistics', 'Dental', 'Foods', 'Legal', 'Robotics', 'Travel', 'Media', 'Health', 'Energy', 'Retail']

const started = performance.now()
const { db, pglite, call, signIn, close } = await openBenchGateway()

// ─── Data ───
const passwordHash = await hashPassword(PASSWORD, 1024)
await db.insert(s.companies).values({
	id: PARTNER,
	name: 'Bench Reseller',
	slug: 'bench-reseller',
	apiKey: 'bench',
	ownerId: 'ub_partner',
	isPartner: true,
	customerType: 'RESELLER',
	isGrandChildrenAccessAllowed: true,
	hasBoost: true,
	subscriptionType: 'PAID',
})
await db.insert(s.users).values({
	id: 'ub_partner',
	companyId: PARTNER,
	email: 'partner@bench.test',
	name: 'Pat',
	lastName: 'Partner',
	role: 'admin',
	passwordHash,
})
// Customers c_1 … c_N: the first SUB_RESELLERS are sub-resellers, their customers come after the direct
// ones; then OUTSIDE companies nobody resells. Licensing by g % 10: 0–3 Boosted, 4–5 trial, 6 unregistered,
// 7–9 free; disabled g % 23 = 0; access by g % 4; deal probability g % 101.
const CUSTOMERS = DIRECT + SUB_RESELLERS * PER_SUB_RESELLER
await db.execute(
	sql.raw(`INSERT INTO companies (id, name, slug, api_key, owner_id, parent_company_id, is_partner, customer_type, has_boost,
		subscription_type, trial_started_at, trial_ends_at, partner_status, login_as_company, is_disabled, disabled_at, seats,
		deal_probability, invited_at, invite_email, created_at, updated_at)
	SELECT 'c_' || g,
		(${pgArray(WORDS)})[1 + g % ${WORDS.length}] || ' ' || (${pgArray(LAST_NAMES)})[1 + (g / ${WORDS.length}) % ${LAST_NAMES.length}] || ' ' || g,
		'c-' || g, 'key-' || g,
		CASE WHEN g % 10 = 6 THEN NULL ELSE 'uo_' || g END,
		CASE WHEN g <= ${DIRECT} THEN '${PARTNER}' WHEN g <= ${CUSTOMERS} THEN 'c_' || (1 + (g - ${DIRECT}) % ${SUB_RESELLERS}) ELSE NULL END,
		g <= ${SUB_RESELLERS}, CASE WHEN g <= ${SUB_RESELLERS} THEN 'SUBRESELLER' END,
		g % 10 < 4 AND g % 10 <> 6, CASE WHEN g % 10 < 4 THEN 'PAID' ELSE 'FREE' END,
		CASE WHEN g % 10 IN (4, 5) THEN now() - interval '5 days' END,
		CASE WHEN g % 10 IN (4, 5) THEN now() + (g % 14) * interval '1 day' END,
		CASE g % 4 WHEN 1 THEN 'pending' WHEN 2 THEN 'access' END, g % 4 = 2,
		g % 23 = 0, CASE WHEN g % 23 = 0 THEN now() END,
		CASE WHEN g % 10 < 4 THEN 5 + g % 20 ELSE 0 END,
		g % 101,
		CASE WHEN g % 10 = 6 THEN now() - g * interval '1 minute' END,
		CASE WHEN g % 10 = 6 THEN 'invitee.' || g || '@bench.test' END,
		now() - g * interval '1 hour', now()
	FROM generate_series(1, ${CUSTOMERS + OUTSIDE}) g`),
)
// Owners, then 0–11 users more per registered company (about 30,000 users).
await db.execute(
	sql.raw(`INSERT INTO users (id, company_id, email, name, last_name, role, password_hash)
	SELECT 'uo_' || g, 'c_' || g, 'owner.' || g || '@customer' || g || '.bench.test',
		(${pgArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}], (${pgArray(LAST_NAMES)})[1 + g % ${LAST_NAMES.length}], 'admin', '${passwordHash}'
	FROM generate_series(1, ${CUSTOMERS + OUTSIDE}) g WHERE g % 10 <> 6`),
)
await db.execute(
	sql.raw(`INSERT INTO users (id, company_id, email, name, last_name, role)
	SELECT 'u_' || g || '_' || n, 'c_' || g, 'user.' || n || '@customer' || g || '.bench.test', 'User', 'Bench', 'user'
	FROM generate_series(1, ${CUSTOMERS + OUTSIDE}) g, generate_series(1, 11) n WHERE g % 10 <> 6 AND n <= g % 12`),
)
await db.execute(
	sql.raw(`INSERT INTO subscriptions (id, company_id, subscription_id, period_start, period_end, reserved_seats, price_per_user_cents, status, type, created_at)
	SELECT 'sbr_' || g, 'c_' || g, 'sub_' || g, now() - (g % 300) * interval '1 day', now() + (65 + g % 300) * interval '1 day', 5 + g % 20, 3000,
		(array['ACTIVE','PAST_DUE','UNPAID'])[1 + g % 3], 'PAID', now() - (g % 300) * interval '1 day'
	FROM generate_series(1, ${CUSTOMERS + OUTSIDE}) g WHERE g % 10 < 4`),
)
await db.insert(s.partnerLicencePools).values({ partnerId: PARTNER, licences: 1000 })
await db.execute(
	sql.raw(`INSERT INTO partner_transactions (id, buyer_company_id, buyer_name, customer_id, customer_name, kind, licences, subtotal_cents,
		amount_due_cents, status, payment_method, admin_name, due_date, created_at)
	SELECT 'ptx_' || g, '${PARTNER}', 'Bench Reseller', 'c_' || g, 'Customer ' || g, 'first', 10, 30000, 30000,
		(array['OPEN','PAID','VOID'])[1 + g % 3], 'INVOICE', 'Pat Partner', now() + interval '30 days', now() - g * interval '1 hour'
	FROM generate_series(1, ${CUSTOMERS}) g WHERE g % 10 < 4`),
)
// A persistent PGlite is vacuumed and analysed hourly (db/open.ts); an in-memory one gets none: do it here,
// as the maintenance would have by the time 5,000 customers exist.
await db.execute(sql`VACUUM ANALYZE`)
console.log(
	`data: ${CUSTOMERS.toLocaleString('en')} customers of one reseller (${DIRECT.toLocaleString('en')} direct, ${SUB_RESELLERS} sub-resellers × ${PER_SUB_RESELLER}), ${OUTSIDE.toLocaleString('en')} other companies, in ${Math.round(performance.now() - started)} ms (fresh in-memory PGlite)`,
)

// ─── Sign in as the reseller's admin through the gateway ───
const idToken = await signIn('partner@bench.test', PASSWORD)

const cases: { label: string; query: Record<string, string> }[] = [
	{ label: 'default order (createdAt desc)', query: { orderBy: 'createdAt', order: 'desc' } },
	{ label: 'sorted by name', query: { orderBy: 'name', order: 'asc' } },
	{ label: 'page 150 (rows 3,751–3,775), by name', query: { orderBy: 'name', order: 'asc', pageNumber: '150' } },
	{ label: 'search "dental" (a tenth), default order', query: { orderBy: 'createdAt', order: 'desc', searchText: 'dental' } },
	{ label: 'search "owner.4242@" (an owner’s email)', query: { orderBy: 'createdAt', order: 'desc', searchText: 'owner.4242@' } },
	{ label: 'filter status BOOSTED, by name', query: { orderBy: 'name', order: 'asc', status: 'BOOSTED' } },
	{
		label: 'search "dental" + status TRIAL_ACTIVE + access REQUESTED',
		query: { orderBy: 'name', order: 'asc', searchText: 'dental', status: 'TRIAL_ACTIVE', accountAccess: 'REQUESTED' },
	},
	{ label: 'filter hasOverages, default order', query: { orderBy: 'createdAt', order: 'desc', hasOverages: 'true' } },
	{ label: 'sorted by overage', query: { orderBy: 'overage', order: 'desc' } },
	{ label: 'sorted by expire date', query: { orderBy: 'expireDate', order: 'asc' } },
	{ label: 'sorted by deal probability, disabled only', query: { orderBy: 'dealProbability', order: 'desc', state: 'DISABLED' } },
	{ label: 'a sub-reseller’s customers (subResellers filter)', query: { orderBy: 'name', order: 'asc', subResellers: 'c_3' } },
]

console.log(`\nGET /partnership/api/v1/company/{id}/resellers/customers, 25-row page, ${RUNS} runs each (through createGateway().fetch)`)
for (const c of cases) {
	const query = new URLSearchParams({ pageNumber: '0', pageSize: '25', ...c.query })
	let total = 0
	const whole = await time(async () => {
		const reply = await call('GET', `/partnership/api/v1/company/${PARTNER}/resellers/customers?${query}`, idToken)
		total = reply.pageInfo.totalItems
	}, RUNS)
	console.log(`${c.label}: ${total.toLocaleString('en')} rows   p50 ${ms(whole.p50)}  p95 ${ms(whole.p95)}`)
}

const overview = await time(() => call('GET', `/partnership/api/v1/company/${PARTNER}/resellers/overview`, idToken), RUNS)
console.log(`\nGET …/resellers/overview (one aggregate over 5,000 customers): p50 ${ms(overview.p50)}  p95 ${ms(overview.p95)}`)
const transactions = await time(
	() =>
		call('GET', `/billing/api/v1/company/${PARTNER}/resellers/transactions?pageNumber=0&pageSize=25&order=desc&orderBy=createdAt`, idToken),
	RUNS,
)
console.log(
	`GET …/resellers/transactions (${Math.round((CUSTOMERS * 4) / 10).toLocaleString('en')} rows): p50 ${ms(transactions.p50)}  p95 ${ms(transactions.p95)}`,
)

// BENCH_PLANS=1: the plan of the default page statement (GATEWAY_TRACE=sql shows each statement and its time).
if (process.env.BENCH_PLANS) {
	const subResellers = Array.from({ length: SUB_RESELLERS }, (_, i) => `'c_${i + 1}'`).join(', ')
	const plan = await pglite!.query<{ 'QUERY PLAN': string }>(
		`EXPLAIN ANALYZE SELECT id, count(*) OVER () FROM companies WHERE parent_company_id IN ('${PARTNER}', ${subResellers}) ORDER BY created_at DESC NULLS LAST, id DESC LIMIT 25`,
	)
	console.log(`\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`)
}

await close()
