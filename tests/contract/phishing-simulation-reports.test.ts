import { and, eq, isNull, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { GatewayError, isNotFound, isNotFoundOrForbidden } from '#app/gateway/errors.ts'
import {
	REPORT_ROUNDS_AND_DATES_MESSAGE,
	getCampaignReportFilters,
	getCampaignReportList,
	getCampaignReportOverview,
	getSimulationDashboard,
	getSummaryOverview,
	getSummaryReportFilters,
	getSummaryReportList,
	isCampaignNotStarted,
	isRoundsAndDatesError,
	openCampaignReportCsv,
	readReportFieldErrors,
} from '#app/gateway/phishing-simulation-reports.server.ts'
import * as s from '#server/gateway/db/schema.ts'
import type { GatewayDb } from '#server/gateway/db/types.ts'
import { hashPassword } from '#server/gateway/lib/passwords.ts'
import { useConsoleGateway } from '#tests/fixtures/console-gateway.ts'
import { DEMO_PASSWORD, POSTGRES_URL, SEED, type TestGateway, usePostgresGateway } from '#tests/fixtures/gateway.ts'

// The phishing simulation's reports through the console's contract (app/gateway/phishing-simulation-
// reports.server.ts, whose zod schemas parse every reply) against the reference gateway on PGlite, over
// a small hand-made company whose deliveries are inserted directly (independent of the demo seed), so
// every number below is worked out by hand from the table of deliveries.

let t: TestGateway
let token = ''
let acme = ''
const C = 'cmp_rt'
const A = 'sim_rt_a' // IN_PROGRESS, two rounds
const B = 'sim_rt_b' // ARCHIVED, one round
const DRAFT = 'sim_rt_draft'
const U = { alice: 'u_rt_1', bob: 'u_rt_2', carol: 'u_rt_3', dan: 'u_rt_4' }
const D = { finance: 'dep_rt_fin', formula: 'dep_rt_eq' }
const G = { alpha: 'grp_rt_a', beta: 'grp_rt_b' }
let T1 = ''
let T2 = ''

const at = (iso: string, plusMinutes = 0) => new Date(Date.parse(iso) + plusMinutes * 60_000)
const R1 = '2026-01-05T09:00:00Z'
const R2 = '2026-04-06T09:00:00Z'
const RB = '2026-02-10T09:00:00Z'

useConsoleGateway(async (gateway) => {
	t = gateway
	await seedReportData(t.database.db)
	token = await t.signIn('admin@report-corp.test')
	acme = await t.signIn(SEED.users.acmeAdmin.email)
})

/** The hand-made company and its deliveries (the same on PGlite and PostgreSQL). */
async function seedReportData(db: GatewayDb) {
	const emailTemplates = await db
		.select({ id: s.exerciseTemplates.id })
		.from(s.exerciseTemplates)
		.where(and(eq(s.exerciseTemplates.layoutType, 'EMAIL'), isNull(s.exerciseTemplates.companyId)))
		.orderBy(s.exerciseTemplates.id)
		.limit(2)
	T1 = emailTemplates[0]!.id
	T2 = emailTemplates[1]!.id
	await db.insert(s.companies).values({ id: C, name: 'Report Corp', slug: 'report-corp', apiKey: 'rt', ownerId: 'u_rt_admin' })
	await db.insert(s.departments).values([
		{ id: D.finance, companyId: C, name: 'Finance' },
		{ id: D.formula, companyId: C, name: '=SUM(1+1)' },
	])
	await db.insert(s.groups).values([
		{ id: G.alpha, companyId: C, name: 'Alpha team' },
		{ id: G.beta, companyId: C, name: 'Beta team' },
	])
	const passwordHash = await hashPassword(DEMO_PASSWORD, 1024)
	await db.insert(s.users).values([
		{ id: 'u_rt_admin', companyId: C, email: 'admin@report-corp.test', name: 'Ada', lastName: 'Admin', role: 'admin', passwordHash },
		{ id: U.alice, companyId: C, email: 'alice@report-corp.test', name: 'Alice', lastName: 'Able', role: 'user', departmentId: D.finance },
		{ id: U.bob, companyId: C, email: 'bob@report-corp.test', name: 'Bob', lastName: 'Brown', role: 'user', departmentId: D.finance },
		{ id: U.carol, companyId: C, email: 'carol@report-corp.test', name: 'Carol', lastName: 'Crane', role: 'user', departmentId: D.formula },
		{ id: U.dan, companyId: C, email: 'dan@report-corp.test', name: 'Dan', lastName: 'Dull', role: 'user', departmentId: D.formula },
	])
	await db.insert(s.userGroups).values([
		{ userId: U.alice, groupId: G.alpha },
		{ userId: U.bob, groupId: G.alpha },
		{ userId: U.bob, groupId: G.beta },
		{ userId: U.carol, groupId: G.beta },
	])
	const campaign = (id: string, name: string, status: string, startedAt: Date | null) => ({
		id,
		companyId: C,
		name,
		status,
		frequency: 'quarterly',
		startDate: startedAt?.toISOString().slice(0, 10) ?? null,
		startedAt,
		launchedAt: startedAt,
		currentRound: startedAt ? 1 : 0,
	})
	await db
		.insert(s.simulationCampaigns)
		.values([
			{ ...campaign(A, 'Quarterly check', 'IN_PROGRESS', at(R1)), currentRound: 2 },
			{ ...campaign(B, 'Invoice lure', 'ARCHIVED', at(RB)), archivedAt: at(RB, 60 * 24 * 20) },
			campaign(DRAFT, 'Draft one', 'DRAFT', null),
		])
	await db.insert(s.simulationCampaignTemplates).values([
		{ campaignId: A, templateId: T1, orderNumber: 0 },
		{ campaignId: A, templateId: T2, orderNumber: 1 },
	])
	const round = (id: string, campaignId: string, roundNumber: number, start: string, days: number) => ({
		id,
		campaignId,
		roundNumber,
		startsAt: at(start),
		sendUntil: at(start, 60 * 24),
		endsAt: at(start, 60 * 24 * days),
	})
	await db
		.insert(s.simulationRounds)
		.values([round('rnd_rt_a1', A, 1, R1, 91), round('rnd_rt_a2', A, 2, R2, 91), round('rnd_rt_b1', B, 1, RB, 1)])
	let n = 0
	// minutes after the round's start; null: did not happen
	const delivery = (
		roundId: string,
		campaignId: string,
		start: string,
		userId: string,
		departmentId: string,
		templateId: string,
		e: { sent?: boolean; opened?: number; clicked?: number; phished?: number; reported?: number },
	) => ({
		companyId: C,
		campaignId,
		roundId,
		userId,
		departmentId,
		templateId,
		token: `tok_rt_${++n}`,
		scheduledAt: at(start),
		sentAt: e.sent === false ? null : at(start),
		openedAt: e.opened === undefined ? null : at(start, e.opened),
		clickedAt: e.clicked === undefined ? null : at(start, e.clicked),
		phishedAt: e.phished === undefined ? null : at(start, e.phished),
		reportedAt: e.reported === undefined ? null : at(start, e.reported),
	})
	await db.insert(s.simulationDeliveries).values([
		// Round 1: Alice phished, Bob reported after an hour, Carol clicked, Dan ignored it.
		delivery('rnd_rt_a1', A, R1, U.alice, D.finance, T1, { opened: 60, clicked: 120, phished: 125 }),
		delivery('rnd_rt_a1', A, R1, U.bob, D.finance, T2, { opened: 30, reported: 60 }),
		delivery('rnd_rt_a1', A, R1, U.carol, D.formula, T1, { opened: 10, clicked: 60 }),
		delivery('rnd_rt_a1', A, R1, U.dan, D.formula, T2, {}),
		// Round 2: Alice clicked and reported after 2 h, Bob reported after 4 h, Carol phished, Dan's not sent yet.
		delivery('rnd_rt_a2', A, R2, U.alice, D.finance, T2, { opened: 5, clicked: 10, reported: 120 }),
		delivery('rnd_rt_a2', A, R2, U.bob, D.finance, T1, { opened: 60, reported: 240 }),
		delivery('rnd_rt_a2', A, R2, U.carol, D.formula, T2, { opened: 5, clicked: 30, phished: 40 }),
		delivery('rnd_rt_a2', A, R2, U.dan, D.formula, T1, { sent: false }),
		// Campaign B (archived): Alice clicked.
		delivery('rnd_rt_b1', B, RB, U.alice, D.finance, T1, { opened: 1, clicked: 2 }),
	])
	// The counters the sending and the tracking keep with each delivery and event (phishing-simulation-
	// sending.ts, -tracking.ts): the unfiltered overview and rounds tab read them.
	await db.execute(
		sql.raw(`UPDATE simulation_rounds r SET recipients_count = x.n, sent_count = x.s, opened_count = x.o, clicked_count = x.c,
			phished_count = x.p, reported_count = x.rp
		FROM (SELECT round_id, count(*) n, count(sent_at) s, count(opened_at) o, count(clicked_at) c, count(phished_at) p,
			count(reported_at) rp FROM simulation_deliveries GROUP BY round_id) x WHERE x.round_id = r.id AND r.id LIKE 'rnd_rt_%'`),
	)
	await db.execute(
		sql.raw(`UPDATE simulation_campaigns sc SET recipients_count = x.u, deliveries_count = x.n, sent_count = x.s, opened_count = x.o,
			clicked_count = x.c, phished_count = x.p, reported_count = x.rp
		FROM (SELECT campaign_id, count(DISTINCT user_id) u, count(*) n, count(sent_at) s, count(opened_at) o, count(clicked_at) c,
			count(phished_at) p, count(reported_at) rp FROM simulation_deliveries GROUP BY campaign_id) x
		WHERE x.campaign_id = sc.id AND sc.id LIKE 'sim_rt_%'`),
	)
}

const ids = <T extends { userId?: string }>(rows: T[]) => rows.map((r) => r.userId)

describe('a campaign report', () => {
	test('overview: funnel, rates of sent, recipients, times to report, repeat clickers, one point per round', async () => {
		const o = await getCampaignReportOverview(token, C, A)
		expect(o.funnel).toEqual({ sent: 7, opened: 6, clicked: 4, phished: 2, reported: 3 })
		expect(o.rates).toEqual({ opened: 85.7, clicked: 57.1, phished: 28.6, reported: 42.9 })
		expect(o.recipients).toBe(4)
		expect(o.medianTimeToReportSeconds).toBe(7200)
		expect(o.averageTimeToReportSeconds).toBe(8400)
		expect(o.repeatClickers).toBe(2)
		expect(o.series).toEqual([
			{ label: '1', startsAt: at(R1).toISOString(), sent: 4, opened: 3, clicked: 2, phished: 1, reported: 1 },
			{ label: '2', startsAt: at(R2).toISOString(), sent: 3, opened: 3, clicked: 2, phished: 1, reported: 2 },
		])
	})

	test('recipients: phished first, then by name; counts, rates, department, last event, repeat clicker', async () => {
		const page = await getCampaignReportList(token, C, A, 'recipients')
		expect(ids(page.rows)).toEqual([U.alice, U.carol, U.bob, U.dan])
		expect(page.pageInfo).toEqual({ number: 0, size: 10, totalCount: 4 })
		expect(page.rows[0]).toEqual({
			userId: U.alice,
			name: 'Alice Able',
			email: 'alice@report-corp.test',
			departmentName: 'Finance',
			lastEventAt: at(R2, 120).toISOString(),
			repeatClicker: true,
			sent: 2,
			opened: 2,
			clicked: 2,
			phished: 1,
			reported: 1,
			openRate: 100,
			clickRate: 100,
			phishRate: 50,
			reportRate: 50,
		})
		expect(page.rows[3]).toMatchObject({
			userId: U.dan,
			sent: 1,
			opened: 0,
			openRate: 0,
			repeatClicker: false,
			lastEventAt: at(R1).toISOString(),
		})
	})

	test('templates, departments, groups by click rate; rounds by number', async () => {
		const templates = await getCampaignReportList(token, C, A, 'templates')
		expect(templates.rows.map((r) => [r.templateId, r.sent, r.opened, r.clicked, r.phished, r.reported, r.clickRate])).toEqual([
			[T1, 3, 3, 2, 1, 1, 66.7],
			[T2, 4, 3, 2, 1, 2, 50],
		])
		expect(templates.rows[0]!.difficulty).toBeGreaterThanOrEqual(1)
		const departments = await getCampaignReportList(token, C, A, 'departments')
		expect(departments.rows.map((r) => [r.name, r.recipients, r.sent, r.opened, r.clicked, r.phished, r.reported])).toEqual([
			['=SUM(1+1)', 2, 3, 2, 2, 1, 0],
			['Finance', 2, 4, 4, 2, 1, 3],
		])
		const groups = await getCampaignReportList(token, C, A, 'groups')
		expect(groups.rows.map((r) => [r.name, r.recipients, r.sent, r.clicked, r.reported, r.clickRate])).toEqual([
			['Alpha team', 2, 4, 2, 3, 50],
			['Beta team', 2, 4, 2, 2, 50],
		])
		const rounds = await getCampaignReportList(token, C, A, 'rounds')
		expect(rounds.rows.map((r) => [r.roundNumber, r.recipients, r.sent, r.opened, r.clicked, r.phished, r.reported])).toEqual([
			[1, 4, 4, 3, 2, 1, 1],
			[2, 4, 3, 3, 2, 1, 2],
		])
		expect(rounds.rows[0]!.startsAt).toBe(at(R1).toISOString())
	})

	test('filters: phishing events, departments, groups, rounds, sent-date range, search', async () => {
		const phished = await getCampaignReportList(token, C, A, 'recipients', { events: ['phished'] })
		expect(ids(phished.rows)).toEqual([U.alice, U.carol])
		expect(phished.rows[0]!.sent).toBe(2) // a recipient's whole row, not only the matching deliveries
		expect((await getCampaignReportOverview(token, C, A, { events: ['phished'] })).funnel).toEqual({
			sent: 2,
			opened: 2,
			clicked: 2,
			phished: 2,
			reported: 0,
		})
		const reportedOrPhished = await getCampaignReportList(token, C, A, 'recipients', { events: ['phished', 'reported'] })
		expect(reportedOrPhished.pageInfo.totalCount).toBe(3)

		expect(ids((await getCampaignReportList(token, C, A, 'recipients', { departments: [D.finance] })).rows)).toEqual([U.alice, U.bob])
		expect((await getCampaignReportOverview(token, C, A, { departments: [D.finance] })).funnel.sent).toBe(4)
		expect(ids((await getCampaignReportList(token, C, A, 'recipients', { groups: [G.beta] })).rows)).toEqual([U.carol, U.bob])
		const betaOnly = await getCampaignReportList(token, C, A, 'groups', { groups: [G.beta] })
		expect(betaOnly.rows.map((r) => r.name)).toEqual(['Beta team'])

		const round2 = await getCampaignReportOverview(token, C, A, { rounds: [2] })
		expect(round2.funnel).toEqual({ sent: 3, opened: 3, clicked: 2, phished: 1, reported: 2 })
		expect(round2.series.map((p) => p.label)).toEqual(['2'])
		expect(round2.repeatClickers).toBe(0)

		const april = await getCampaignReportOverview(token, C, A, { dateFrom: '2026-04-01', dateTo: '2026-04-06' })
		expect(april.funnel.sent).toBe(3)
		expect(april.recipients).toBe(3) // Dan's delivery of round 2 was not sent
		const beforeApril = await getCampaignReportOverview(token, C, A, { dateFrom: '2026-01-01', dateTo: '2026-04-05' })
		expect(beforeApril.funnel.sent).toBe(4)

		expect(ids((await getCampaignReportList(token, C, A, 'recipients', { searchText: 'BOB' })).rows)).toEqual([U.bob])
		expect(ids((await getCampaignReportList(token, C, A, 'recipients', { searchText: 'carol@report' })).rows)).toEqual([U.carol])
		const financeSearch = await getCampaignReportList(token, C, A, 'departments', { searchText: 'fin' })
		expect(financeSearch.rows.map((r) => r.name)).toEqual(['Finance'])
	})

	test('sort, paging and an invalid orderBy (falls back to the default, descending)', async () => {
		const byName = await getCampaignReportList(token, C, A, 'recipients', { orderBy: 'name', order: 'asc' })
		expect(ids(byName.rows)).toEqual([U.alice, U.bob, U.carol, U.dan])
		const bySentDesc = await getCampaignReportList(token, C, A, 'recipients', { orderBy: 'reported', order: 'desc' })
		expect(ids(bySentDesc.rows)).toEqual([U.bob, U.alice, U.carol, U.dan])
		const second = await getCampaignReportList(token, C, A, 'recipients', { pageNumber: 1, pageSize: 2 })
		expect(ids(second.rows)).toEqual([U.bob, U.dan])
		expect(second.pageInfo).toEqual({ number: 1, size: 2, totalCount: 4 })
		const past = await getCampaignReportList(token, C, A, 'recipients', { pageNumber: 5, pageSize: 2 })
		expect(past.rows).toEqual([])
		expect(past.pageInfo.totalCount).toBe(4)
		const bogus = await getCampaignReportList(token, C, A, 'recipients', { orderBy: 'password', order: 'asc' })
		expect(ids(bogus.rows)).toEqual([U.alice, U.carol, U.bob, U.dan])
		const templates = await getCampaignReportList(token, C, A, 'templates', { orderBy: 'nope', order: 'asc' })
		expect(templates.rows.map((r) => r.templateId)).toEqual([T1, T2])
		const templatesAsc = await getCampaignReportList(token, C, A, 'templates', { orderBy: 'clickRate', order: 'asc' })
		expect(templatesAsc.rows.map((r) => r.templateId)).toEqual([T2, T1])
	})

	test('rounds together with a date range is refused with the field; a bad date too', async () => {
		const both = getCampaignReportList(token, C, A, 'recipients', { rounds: [1], dateFrom: '2026-01-01' })
		await expect(both).rejects.toSatisfy(isRoundsAndDatesError)
		await expect(both).rejects.toMatchObject({ status: 422 })
		try {
			await getCampaignReportOverview(token, C, A, { rounds: [1], dateTo: '2026-01-31' })
		} catch (error) {
			expect(readReportFieldErrors(error)).toEqual({ rounds: REPORT_ROUNDS_AND_DATES_MESSAGE })
		}
		const tooLong = getCampaignReportOverview(token, C, A, { dateFrom: '2025-01-01', dateTo: '2026-03-01' })
		await expect(tooLong).rejects.toSatisfy(
			(e: unknown) => e instanceof GatewayError && e.status === 422 && 'dateTo' in readReportFieldErrors(e),
		)
		await expect(getCampaignReportOverview(token, C, A, { dateFrom: '2026-02-30' })).rejects.toMatchObject({ status: 422 })
	})

	test('filters: the company departments and groups, the rounds, the templates, the header', async () => {
		const f = await getCampaignReportFilters(token, C, A)
		expect(f.departments.map((d) => d.name)).toEqual(['=SUM(1+1)', 'Finance'])
		expect(f.groups.map((g) => g.id)).toEqual([G.alpha, G.beta])
		expect(f.rounds).toEqual([
			{ roundNumber: 1, startsAt: at(R1).toISOString() },
			{ roundNumber: 2, startsAt: at(R2).toISOString() },
		])
		expect(f.templates.map((tpl) => tpl.id)).toEqual([T1, T2])
		expect(f.campaign).toMatchObject({ id: A, name: 'Quarterly check', status: 'IN_PROGRESS', currentRound: 2, frequency: 'quarterly' })
	})

	test("a draft's report is 409 campaign_not_started; another company's campaign is not found", async () => {
		await expect(getCampaignReportOverview(token, C, DRAFT)).rejects.toSatisfy(isCampaignNotStarted)
		await expect(getCampaignReportOverview(acme, SEED.companies.acme, A)).rejects.toSatisfy(isNotFound)
		await expect(getCampaignReportList(acme, C, A, 'recipients')).rejects.toSatisfy(isNotFoundOrForbidden)
		await expect(getCampaignReportOverview(token, C, 'sim_missing')).rejects.toSatisfy(isNotFound)
	})
})

describe('CSV', () => {
	test('Accept text/csv streams the whole filtered list: header, rows, a formula cell neutralised', async () => {
		const response = await openCampaignReportCsv(token, C, A, 'departments')
		expect(response.headers.get('content-type')).toMatch(/^text\/csv/)
		expect(response.body).toBeInstanceOf(ReadableStream)
		const text = (await response.text()).replace(/^\uFEFF/, '')
		const lines = text.trimEnd().split('\r\n')
		expect(lines[0]).toBe('Department,Recipients,Sent,Opened,Clicked,Phished,Reported,Open rate %,Click rate %,Phish rate %,Report rate %')
		expect(lines.slice(1)).toEqual(["'=SUM(1+1),2,3,2,2,1,0,66.7,66.7,33.3,0", 'Finance,2,4,4,2,1,3,100,50,25,75'])
	})

	test('the recipients CSV has every recipient (no paging), filtered, by name', async () => {
		const response = await openCampaignReportCsv(token, C, A, 'recipients', { orderBy: 'name', order: 'asc' })
		const lines = (await response.text())
			.replace(/^\uFEFF/, '')
			.trimEnd()
			.split('\r\n')
		expect(lines).toHaveLength(5)
		expect(lines[0]!.startsWith('Name,Email,Department,Last event,Repeat clicker,Sent')).toBe(true)
		expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['Alice Able', 'Bob Brown', 'Carol Crane', 'Dan Dull'])
		expect(lines[3]).toContain("'=SUM(1+1)")
		const filtered = await openCampaignReportCsv(token, C, A, 'recipients', { events: ['reported'] })
		const rows = (await filtered.text()).trimEnd().split('\r\n').slice(1)
		expect(rows.map((l) => l.split(',')[0])).toEqual(['Alice Able', 'Bob Brown'])
	})

	test('a filter no recipient matches streams the header alone (the stream ends)', async () => {
		const response = await openCampaignReportCsv(token, C, A, 'recipients', { departments: ['dep_nobody'] })
		const lines = (await response.text())
			.replace(/^\uFEFF/, '')
			.trimEnd()
			.split('\r\n')
		expect(lines).toHaveLength(1)
		expect(lines[0]).toMatch(/^Name,Email,/)
	})

	test('Accept application/json answers { data: csvText }', async () => {
		const reply = await t.call('GET', `/phishing/api/v3/company/${C}/campaign/${A}/report/rounds`, { token, query: { isCsv: 'true' } })
		expect(reply.status).toBe(200)
		expect(reply.body.data).toMatch(/^\uFEFFRound,Starts,Ends,Recipients,Sent/)
		expect(reply.body.data.trimEnd().split('\r\n')).toHaveLength(3)
	})
})

describe('the phishing summary', () => {
	test('overview over the started campaigns (archived included, drafts not), one point per month', async () => {
		const o = await getSummaryOverview(token, C)
		expect(o.funnel).toEqual({ sent: 8, opened: 7, clicked: 5, phished: 2, reported: 3 })
		expect(o.series.map((p) => [p.label, p.sent, p.clicked])).toEqual([
			['2026-01', 4, 2],
			['2026-02', 1, 1],
			['2026-04', 3, 2],
		])
		expect(o.series[1]!.startsAt).toBe('2026-02-01T00:00:00.000Z')
		expect(o.repeatClickers).toBe(2)
	})

	test('campaigns newest first, the campaign start filter, recipients across campaigns', async () => {
		const campaigns = await getSummaryReportList(token, C, 'campaigns')
		expect(campaigns.rows.map((r) => [r.campaignId, r.status, r.sent, r.recipients])).toEqual([
			[B, 'ARCHIVED', 1, 1],
			[A, 'IN_PROGRESS', 7, 4],
		])
		const fromFebruary = await getSummaryReportList(token, C, 'campaigns', {
			campaignStartFrom: '2026-02-01',
			campaignStartTo: '2026-02-28',
		})
		expect(fromFebruary.rows.map((r) => r.campaignId)).toEqual([B])
		const recipients = await getSummaryReportList(token, C, 'recipients', { orderBy: 'clicked', order: 'desc' })
		expect(recipients.rows[0]).toMatchObject({ userId: U.alice, sent: 3, clicked: 3, repeatClicker: true })
		const filters = await getSummaryReportFilters(token, C)
		expect(filters.campaigns.map((c) => c.id).sort()).toEqual([A, B].sort())
	})

	test('the dashboard period: engaged, ignored, reported, phished with and without reporting', async () => {
		const all = await getSimulationDashboard(token, C)
		expect(all).toEqual({
			recipientsEngaged: { count: 3, percent: 75 },
			recipientsIgnored: { count: 1, percent: 25 },
			recipientsTotal: { count: 4, percent: 100 },
			campaignsNumber: { count: 2, percent: 100 },
			reported: { count: 2, percent: 50 },
			phishedAndReported: { count: 1, percent: 25 },
			phishedWithoutReporting: { count: 1, percent: 25 },
		})
		const february = await getSimulationDashboard(token, C, { dateFrom: '2026-02-01', dateTo: '2026-02-28' })
		expect(february.recipientsTotal.count).toBe(1)
		expect(february.recipientsEngaged).toEqual({ count: 1, percent: 100 })
		expect(february.campaignsNumber).toEqual({ count: 1, percent: 50 })
	})
})

describe.skipIf(!POSTGRES_URL)('on PostgreSQL (TEST_DATABASE_URL)', () => {
	let pg: TestGateway
	let pgToken = ''
	usePostgresGateway('simulation_reports', async (gateway, database) => {
		pg = gateway
		await seedReportData(database.db)
		pgToken = await pg.signIn('admin@report-corp.test')
	})

	test('every tab, the filters, the CSV and the dashboard answer as on PGlite', async () => {
		const paths = [
			`campaign/${A}/report/overview`,
			`campaign/${A}/report/overview?departments=${D.finance}`,
			`campaign/${A}/report/overview?dateFrom=2026-04-01&dateTo=2026-04-30`,
			`campaign/${A}/report/recipients`,
			`campaign/${A}/report/recipients?events=phished&events=reported&orderBy=name&order=asc`,
			`campaign/${A}/report/templates`,
			`campaign/${A}/report/departments`,
			`campaign/${A}/report/groups?groups=${G.beta}`,
			`campaign/${A}/report/rounds?rounds=2`,
			`campaign/${A}/report/filters`,
			'reports/summary/overview',
			'reports/summary/campaigns',
			'reports/summary/recipients?searchText=ali',
			'dashboard/report',
			'dashboard/report?dateFrom=2026-02-01&dateTo=2026-02-28',
		]
		for (const path of paths) {
			const [onPglite, onPostgres] = await Promise.all([
				t.call('GET', `/phishing/api/v3/company/${C}/${path}`, { token }),
				pg.call('GET', `/phishing/api/v3/company/${C}/${path}`, { token: pgToken }),
			])
			expect(onPostgres.status, path).toBe(200)
			expect(onPostgres.body, path).toEqual(onPglite.body)
		}
		const csv = (g: TestGateway, tk: string) =>
			g.call('GET', `/phishing/api/v3/company/${C}/campaign/${A}/report/recipients`, {
				token: tk,
				query: { isCsv: 'true' },
				headers: { Accept: 'text/csv' },
			})
		const [a, b] = await Promise.all([csv(t, token), csv(pg, pgToken)])
		expect(b.text).toBe(a.text)
		expect(b.text.trimEnd().split('\r\n')).toHaveLength(5)
	})
})
