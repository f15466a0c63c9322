import { describe, expect, test } from 'vitest'
import {
	ChallengeListSchema,
	TOURNAMENT_IN_PROGRESS_CODE,
	TournamentDashboardSchema,
	TournamentDetailSchema,
	TournamentListSchema,
	TournamentStatisticsSchema,
	TournamentUsersReportSchema,
} from '#app/gateway/tournaments.server.ts'
import { demoScore, demoSolved, TOURNAMENT_SEED } from '#server/gateway/db/seed-tournaments.ts'
import { SEED, useTestGateway } from '#tests/fixtures/gateway.ts'

const { t, tokens } = useTestGateway({ signIn: ['globexAdmin', 'acmeAdmin', 'acmeLearner', 'support'] })

const C = SEED.companies
const T = TOURNAMENT_SEED
const base = (companyId: string) => `/ctf/api/v1/company/${companyId}`
const HOUR = 60 * 60 * 1000
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString()

async function get<T>(path: string, schema: { parse: (v: unknown) => T }, token = tokens.globexAdmin!) {
	const reply = await t.call('GET', path, { token })
	expect(reply.status, reply.text).toBe(200)
	return schema.parse(reply.body)
}

const newTournament = (extra: Record<string, unknown> = {}) => ({
	name: 'Contract Cup',
	startDate: at(24),
	endDate: at(24 * 8),
	assignmentType: 'all',
	departmentIds: [],
	groupIds: [],
	notificationsEnabled: true,
	...extra,
})

describe('secure-code tournaments', () => {
	test("Globex's tournaments: one ended, one in progress, one scheduled, each with its participants", async () => {
		const { items } = await get(`${base(C.globex)}/tournaments`, TournamentListSchema)
		const seeded = items.filter((i) => [T.globexEnded, T.globexInProgress, T.globexScheduled].includes(i.id as never))
		expect(seeded.map((i) => [i.id, i.status])).toEqual([
			[T.globexScheduled, 'SCHEDULED'],
			[T.globexInProgress, 'IN_PROGRESS'],
			[T.globexEnded, 'ENDED'],
		])
		const ended = seeded.find((i) => i.id === T.globexEnded)!
		expect(ended).toMatchObject({ name: T.names.globexEnded, assignmentType: 'departments', departmentIds: ['dep_globex_engineering'] })
		expect(ended.totalUsers).toBeGreaterThan(50)
		const detail = await get(`${base(C.globex)}/tournament/${T.globexEnded}`, TournamentDetailSchema)
		expect(detail.challenges.map((c) => c.position)).toEqual([1, 2, 3, 4, 5, 6])
		const { items: challenges } = await get(`${base(C.acme)}/challenges`, ChallengeListSchema, tokens.acmeAdmin)
		expect(challenges).toEqual(detail.challenges)
	})

	test('a company without tournaments has an empty list and a dashboard of zeros', async () => {
		expect((await get(`${base(C.acme)}/tournaments`, TournamentListSchema, tokens.acmeAdmin)).items).toEqual([])
		expect(await get(`${base(C.acme)}/tournament/dashboard`, TournamentDashboardSchema, tokens.acmeAdmin)).toEqual({
			averageScore: 0,
			assignedUsers: 0,
			totalTournaments: 0,
		})
	})

	test('the statistics count the participants by challenges solved, 0 to 6, and add up to totalUsers', async () => {
		const stats = await get(`${base(C.globex)}/tournament/${T.globexEnded}/statistics`, TournamentStatisticsSchema)
		expect(stats.statistic.map((s) => s.solvedChallenges)).toEqual([0, 1, 2, 3, 4, 5, 6])
		expect(stats.statistic.reduce((sum, s) => sum + s.usersAmount, 0)).toBe(stats.totalUsers)
		const expected = Array.from({ length: stats.totalUsers }, (_, i) => demoSolved(i))
		expect(stats.statistic.map((s) => s.usersAmount)).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => expected.filter((e) => e === n).length))
	})

	test('the users report comes a page at a time, best score first, until hasMore is false', async () => {
		const path = `${base(C.globex)}/tournament/${T.globexEnded}/users/report`
		const first = await get(`${path}?pageNumber=1`, TournamentUsersReportSchema)
		expect(first.items).toHaveLength(10)
		expect(first.hasMore).toBe(true)
		const scores = first.items.map((i) => i.score)
		expect(scores).toEqual([...scores].sort((a, b) => b - a))
		expect(first.items[0]).toMatchObject({ solvedChallenges: 6, score: 6 })
		const pages = Math.ceil(first.totalItems / 10)
		const last = await get(`${path}?pageNumber=${pages}`, TournamentUsersReportSchema)
		expect(last.hasMore).toBe(false)
		expect(last.items.length).toBe(first.totalItems - (pages - 1) * 10)
		const seen = new Set<string>()
		for (let page = 1; page <= pages; page++) {
			for (const row of (await get(`${path}?pageNumber=${page}`, TournamentUsersReportSchema)).items) seen.add(row.userId)
		}
		expect(seen.size).toBe(first.totalItems)
		expect((await t.call('GET', `${path}?pageNumber=0`, { token: tokens.globexAdmin })).status).toBe(422)
	})

	test('the dashboard: average score of the ended tournament out of 6, users taking part, tournaments not canceled', async () => {
		const dashboard = await get(`${base(C.globex)}/tournament/dashboard`, TournamentDashboardSchema)
		const stats = await get(`${base(C.globex)}/tournament/${T.globexEnded}/statistics`, TournamentStatisticsSchema)
		const scores = Array.from({ length: stats.totalUsers }, (_, i) => demoScore(i))
		expect(dashboard.averageScore).toBeCloseTo(Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10, 5)
		expect(dashboard.averageScore).toBeLessThanOrEqual(6)
		expect(dashboard.totalTournaments).toBeGreaterThanOrEqual(3)
		expect(dashboard.assignedUsers).toBeGreaterThanOrEqual(290)
	})

	test('a tournament is set up, read back, edited while scheduled, and canceled; canceling again changes nothing', async () => {
		const created = await t.call('POST', `${base(C.acme)}/challenges/tournament`, {
			token: tokens.acmeAdmin,
			body: newTournament({ assignmentType: 'departments', departmentIds: ['dep_acme_sales'] }),
		})
		expect(created.status, created.text).toBe(201)
		const tournament = TournamentDetailSchema.parse(created.body)
		expect(tournament).toMatchObject({ name: 'Contract Cup', status: 'SCHEDULED', departmentIds: ['dep_acme_sales'] })
		expect(tournament.totalUsers).toBeGreaterThan(0)
		expect(tournament.challenges).toHaveLength(6)

		const path = `${base(C.acme)}/tournament/${tournament.id}`
		const edited = await t.call('PATCH', path, { token: tokens.acmeAdmin, body: newTournament({ name: 'Renamed Cup' }) })
		expect(edited.status, edited.text).toBe(200)
		const read = await get(path, TournamentDetailSchema, tokens.acmeAdmin)
		expect(read).toMatchObject({ name: 'Renamed Cup', assignmentType: 'all', departmentIds: [] })
		expect(read.totalUsers).toBeGreaterThan(tournament.totalUsers)

		expect((await t.call('DELETE', path, { token: tokens.acmeAdmin })).status).toBe(204)
		expect((await get(path, TournamentDetailSchema, tokens.acmeAdmin)).status).toBe('CANCELED')
		expect((await t.call('DELETE', path, { token: tokens.acmeAdmin })).status).toBe(204)
		// A canceled tournament is not edited any more.
		expect((await t.call('PATCH', path, { token: tokens.acmeAdmin, body: newTournament() })).status).toBe(409)
	})

	test('with notifications on each participant is invited by email; with them off nobody is', async () => {
		const invited = await t.call('POST', `${base(C.acme)}/challenges/tournament`, {
			token: tokens.acmeAdmin,
			body: newTournament({ name: 'Invite Cup', assignmentType: 'departments', departmentIds: ['dep_acme_sales'] }),
		})
		expect(invited.status, invited.text).toBe(201)
		const email = await t.latestEmail(SEED.users.acmeLearner.email)
		expect(email).toMatchObject({ kind: 'dev_tournament_invitation', subject: "You're invited to the secure-code tournament Invite Cup" })
		expect(email!.text).toContain('Acme Corp invited you to Invite Cup')
		expect(email!.text).toMatch(/It runs from \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC to \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\./)

		const quiet = await t.call('POST', `${base(C.acme)}/challenges/tournament`, {
			token: tokens.acmeAdmin,
			body: newTournament({ name: 'Quiet Cup', notificationsEnabled: false }),
		})
		expect(quiet.status, quiet.text).toBe(201)
		expect((await t.latestEmail(SEED.users.acmeLearner.email))?.id).toBe(email!.id)
	})

	test('one in progress cannot be canceled (412 precondition failed), nor edited; an ended one cannot be canceled', async () => {
		const inProgress = await t.call('DELETE', `${base(C.globex)}/tournament/${T.globexInProgress}`, { token: tokens.globexAdmin })
		expect(inProgress.status).toBe(412)
		expect(inProgress.body).toMatchObject({ code: TOURNAMENT_IN_PROGRESS_CODE, message: 'precondition failed' })
		const edit = await t.call('PATCH', `${base(C.globex)}/tournament/${T.globexInProgress}`, {
			token: tokens.globexAdmin,
			body: newTournament(),
		})
		expect(edit.status).toBe(409)
		expect((await t.call('DELETE', `${base(C.globex)}/tournament/${T.globexEnded}`, { token: tokens.globexAdmin })).status).toBe(409)
		const still = await get(`${base(C.globex)}/tournament/${T.globexInProgress}`, TournamentDetailSchema)
		expect(still.status).toBe('IN_PROGRESS')
	})

	test('the setup is checked: name, dates in order and not past, departments of the company', async () => {
		const post = (body: Record<string, unknown>) =>
			t.call('POST', `${base(C.acme)}/challenges/tournament`, { token: tokens.acmeAdmin, body })
		const fieldsOf = (reply: { body: { validationResults?: { field: string }[] } }) => reply.body.validationResults?.map((r) => r.field)
		const noName = await post(newTournament({ name: '  ' }))
		expect(noName.status).toBe(422)
		expect(fieldsOf(noName)).toEqual(['name'])
		expect(fieldsOf(await post(newTournament({ endDate: at(1) })))).toEqual(['endDate'])
		expect(fieldsOf(await post(newTournament({ startDate: at(-48) })))).toEqual(['startDate'])
		expect(fieldsOf(await post(newTournament({ startDate: 'tomorrow' })))).toContain('startDate')
		expect(fieldsOf(await post(newTournament({ assignmentType: 'groups' })))).toEqual(['groupIds'])
		expect(fieldsOf(await post(newTournament({ assignmentType: 'departments', departmentIds: ['dep_globex_sales'] })))).toEqual([
			'departmentIds',
		])
		expect(fieldsOf(await post(newTournament({ endDate: at(24 * 100) })))).toEqual(['endDate'])
	})

	test("a learner is refused, as is another company's admin or no sign-in; staff read any company", async () => {
		const paths = [
			['GET', `${base(C.globex)}/tournaments`],
			['GET', `${base(C.globex)}/tournament/dashboard`],
			['GET', `${base(C.globex)}/tournament/${T.globexEnded}`],
			['GET', `${base(C.globex)}/tournament/${T.globexEnded}/statistics`],
			['GET', `${base(C.globex)}/tournament/${T.globexEnded}/users/report`],
			['DELETE', `${base(C.globex)}/tournament/${T.globexScheduled}`],
			['POST', `${base(C.globex)}/challenges/tournament`],
		] as const
		for (const [method, path] of paths) {
			const body = method === 'POST' ? newTournament() : undefined
			expect((await t.call(method, path, { token: tokens.acmeAdmin, body })).status, path).toBe(403)
			expect((await t.call(method, path, { token: tokens.acmeLearner, body })).status, path).toBe(403)
			expect((await t.call(method, path, { body })).status, path).toBe(401)
		}
		// Another company's tournament through one's own company: not found.
		expect((await t.call('GET', `${base(C.acme)}/tournament/${T.globexEnded}`, { token: tokens.acmeAdmin })).status).toBe(404)
		expect((await get(`${base(C.globex)}/tournament/${T.globexEnded}`, TournamentDetailSchema, tokens.support)).id).toBe(T.globexEnded)
	})
})
