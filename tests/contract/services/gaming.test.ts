import { describe, expect, test } from 'vitest'
import { GameCampaignCreatedSchema, GameCampaignDetailSchema, GameCampaignsSchema, GameRoundsSchema } from '#app/gateway/gaming.server.ts'
import { GAME_SEED } from '#server/gateway/db/seed-gaming.ts'
import { SEED, useTestGateway } from '#tests/fixtures/gateway.ts'

// Gaming, the phishing quiz (spec 2 §2 /gaming, §3 "Gaming campaign", §9 "Gaming score out of 10"), on the
// reference gateway (services/gaming.ts, the paths its own). Fake Or Real runs on the same module: its
// calls are fake-or-real.test.ts's.

const { t, tokens } = useTestGateway({ signIn: ['globexAdmin', 'wingtipAdmin', 'fabrikamAdmin', 'acmeLearner', 'support'] })

const C = SEED.companies
const base = (companyId: string) => `/api/v1/gaming/company/${companyId}`
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
const today = () => new Date().toISOString().slice(0, 10)

async function campaigns(token: string, companyId: string) {
	const reply = await t.call('GET', `${base(companyId)}/campaigns`, { token })
	expect(reply.status, reply.text).toBe(200)
	return GameCampaignsSchema.parse(reply.body).campaigns
}
async function detail(token: string, companyId: string, campaignId: string) {
	const reply = await t.call('GET', `${base(companyId)}/campaigns/${campaignId}`, { token })
	expect(reply.status, reply.text).toBe(200)
	return GameCampaignDetailSchema.parse(reply.body)
}
const newCampaign = (overrides: Record<string, unknown> = {}) => ({
	name: 'Phishing Quiz: Winter',
	assignmentType: 'all',
	departmentIds: [],
	groupIds: [],
	startDate: today(),
	notificationsEnabled: true,
	notificationSubject: 'Play the phishing quiz',
	notificationMessage: 'Ten minutes, six questions.',
	...overrides,
})

describe('gaming: the preview', () => {
	test("the phishing quiz's questions, in order, each with four choices, the right one and why", async () => {
		const reply = await t.call('GET', `${base(C.globex)}/rounds`, { token: tokens.globexAdmin })
		expect(reply.status, reply.text).toBe(200)
		const { rounds } = GameRoundsSchema.parse(reply.body)
		expect(rounds).toHaveLength(6)
		expect(rounds[0]).toMatchObject({ id: 'gmr_quiz_invoice', channel: 'email', question: 'What gives this email away?', correctChoice: 1 })
		for (const round of rounds) {
			expect(round.choices).toHaveLength(4)
			expect(round.correctChoice).toBeGreaterThanOrEqual(0)
			expect(round.isReal).toBeNull()
			expect(round.explanation).not.toBe('')
		}
		// A language without its own content plays the English rounds; an unknown code is refused.
		const german = await t.call('GET', `${base(C.globex)}/rounds`, { token: tokens.globexAdmin, query: { languageCode: 'de' } })
		expect(GameRoundsSchema.parse(german.body).rounds.map((r) => r.id)).toEqual(rounds.map((r) => r.id))
		expect((await t.call('GET', `${base(C.globex)}/rounds`, { token: tokens.globexAdmin, query: { languageCode: 'xx' } })).status).toBe(422)
	})
})

describe('gaming: the statistics', () => {
	test("Globex's ended campaigns, newest first, with assigned users and scores out of 10 that match the learners' results", async () => {
		const list = await campaigns(tokens.globexAdmin!, C.globex)
		expect(list.map((c) => [c.id, c.name, c.status])).toEqual([
			[GAME_SEED.gaming.globexSales, 'Phishing Quiz: Sales Team', 'ARCHIVED'],
			[GAME_SEED.gaming.globexSpring, 'Phishing Quiz: Spring', 'ARCHIVED'],
		])
		for (const row of list) {
			const { campaign, results } = await detail(tokens.globexAdmin!, C.globex, row.id)
			expect(campaign).toEqual(row)
			expect(results).toHaveLength(row.assignedUsers)
			const scores = results.flatMap((r) => (r.score === null ? [] : [r.score]))
			expect(row.completedUsers).toBe(scores.length)
			expect(scores.every((s) => s >= 0 && s <= 10)).toBe(true)
			expect(row.statistic.maxScore).toBe(Math.max(...scores))
			expect(row.statistic.averageScore).toBe(Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10)
			// Best first, those who have not played last.
			expect(results.map((r) => r.score)).toEqual([
				...scores.sort((a, b) => b - a),
				...results.filter((r) => r.score === null).map(() => null),
			])
			expect(row.startAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
			expect(row.endedAt).not.toBeNull()
		}
		const spring = list.find((c) => c.id === GAME_SEED.gaming.globexSpring)!
		const sales = list.find((c) => c.id === GAME_SEED.gaming.globexSales)!
		expect(spring.assignedUsers).toBeGreaterThan(sales.assignedUsers)
		expect(sales.assignedUsers).toBeGreaterThan(0)
	})

	test("Wingtip's running quiz (the seed's) has its learners' results; a company without campaigns has none", async () => {
		const [league] = await campaigns(tokens.wingtipAdmin!, C.wingtip)
		expect(league).toMatchObject({ id: SEED.campaigns.wingtipGaming, name: 'Security League', status: 'IN_PROGRESS' })
		expect(league!.assignedUsers).toBeGreaterThan(0)
		expect(league!.statistic.averageScore).not.toBeNull()
		expect(await campaigns(tokens.fabrikamAdmin!, C.fabrikam)).toEqual([])
	})

	test("another company's campaign is not found; a learner and a stranger are refused", async () => {
		expect(
			(await t.call('GET', `${base(C.fabrikam)}/campaigns/${GAME_SEED.gaming.globexSpring}`, { token: tokens.fabrikamAdmin })).status,
		).toBe(404)
		expect((await t.call('GET', `${base(C.globex)}/campaigns`, { token: tokens.fabrikamAdmin })).status).toBe(403)
		expect((await t.call('GET', `${base(C.acme)}/campaigns`, { token: tokens.acmeLearner })).status).toBe(403)
		expect((await t.call('GET', `${base(C.globex)}/campaigns`)).status).toBe(401)
		// Staff read any company.
		expect(await campaigns(tokens.support!, C.globex)).toHaveLength(2)
	})
})

describe('gaming: starting and ending a campaign', () => {
	test('a campaign starting today runs for every enabled learner, each invited by email; ending it archives it once', async () => {
		const reply = await t.call('POST', `${base(C.fabrikam)}/campaigns`, { token: tokens.fabrikamAdmin, body: newCampaign() })
		expect(reply.status, reply.text).toBe(201)
		const created = GameCampaignCreatedSchema.parse(reply.body)
		expect(created.status).toBe('IN_PROGRESS')
		expect(created.assignedUsers).toBeGreaterThan(0)
		const [row] = await campaigns(tokens.fabrikamAdmin!, C.fabrikam)
		expect(row).toMatchObject({
			id: created.id,
			name: 'Phishing Quiz: Winter',
			status: 'IN_PROGRESS',
			assignedUsers: created.assignedUsers,
			completedUsers: 0,
			statistic: { averageScore: null, maxScore: null },
		})
		const { results } = await detail(tokens.fabrikamAdmin!, C.fabrikam, created.id)
		expect(results.every((r) => r.status === 'NOT_STARTED' && r.score === null)).toBe(true)
		const mail = await t.latestEmail(SEED.users.fabrikamAdmin.email)
		expect(mail).toMatchObject({ subject: 'Play the phishing quiz', kind: 'gaming_assigned' })
		expect(mail!.text).toContain('Ten minutes, six questions.')
		expect(mail!.text).toContain('Phishing Quiz: Winter')

		const end = () => t.call('POST', `${base(C.fabrikam)}/campaigns/${created.id}/end`, { token: tokens.fabrikamAdmin })
		expect((await end()).status).toBe(204)
		const [ended] = await campaigns(tokens.fabrikamAdmin!, C.fabrikam)
		expect(ended).toMatchObject({ status: 'ARCHIVED' })
		expect(ended!.endedAt).not.toBeNull()
		const again = await end()
		expect(again.status).toBe(409)
		expect(again.body).toMatchObject({ code: 'campaign_archived', message: 'The campaign has already ended.' })
		// Another company cannot end it, and an unknown one is not found.
		expect((await t.call('POST', `${base(C.wingtip)}/campaigns/${created.id}/end`, { token: tokens.wingtipAdmin })).status).toBe(404)
	})

	test('a later start date queues it; departments assign their learners only, and no email without notifications', async () => {
		const departments = await t.call('GET', `/customers/api/v1/company/${C.globex}/departments`, {
			token: tokens.globexAdmin,
			query: { pageSize: '100' },
		})
		expect(departments.status, departments.text).toBe(200)
		const sales = (departments.body.data as { id: string; name: string }[]).find((d) => d.name === 'Sales')!
		const reply = await t.call('POST', `${base(C.globex)}/campaigns`, {
			token: tokens.globexAdmin,
			body: newCampaign({
				name: 'Sales, next week',
				assignmentType: 'departments',
				departmentIds: [sales.id],
				startDate: tomorrow(),
				notificationsEnabled: false,
				notificationSubject: '',
			}),
		})
		expect(reply.status, reply.text).toBe(201)
		const created = GameCampaignCreatedSchema.parse(reply.body)
		expect(created.status).toBe('QUEUED')
		const seededSales = (await campaigns(tokens.globexAdmin!, C.globex)).find((c) => c.id === GAME_SEED.gaming.globexSales)!
		expect(created.assignedUsers).toBe(seededSales.assignedUsers)
		const [row] = await campaigns(tokens.globexAdmin!, C.globex)
		expect(row).toMatchObject({ id: created.id, status: 'QUEUED', startAt: `${tomorrow()}T00:00:00.000Z` })
	})

	test("the spec's messages for what is missing or wrong; another company's department is refused", async () => {
		const post = (body: unknown) => t.call('POST', `${base(C.fabrikam)}/campaigns`, { token: tokens.fabrikamAdmin, body })
		const missing = await post(
			newCampaign({ name: ' ', assignmentType: 'groups', groupIds: [], notificationSubject: '', startDate: '2020-01-01' }),
		)
		expect(missing.status).toBe(422)
		expect(missing.body.validationResults).toEqual(
			expect.arrayContaining([
				{ field: 'name', message: 'Field is required' },
				{ field: 'groupIds', message: 'At least one value must be selected' },
				{ field: 'notificationSubject', message: 'Field is required' },
				{ field: 'startDate', message: 'The start date cannot be in the past.' },
			]),
		)
		const foreign = await post(newCampaign({ assignmentType: 'departments', departmentIds: ['dep_globex_sales'] }))
		expect(foreign.status).toBe(422)
		expect(foreign.body.validationResults).toEqual([{ field: 'departmentIds', message: 'A selected department does not exist.' }])
		expect((await campaigns(tokens.fabrikamAdmin!, C.fabrikam)).filter((c) => c.status !== 'ARCHIVED')).toEqual([])
	})
})
