import { describe, expect, test } from 'vitest'
import { GameCampaignCreatedSchema, GameCampaignDetailSchema, GameCampaignsSchema, GameRoundsSchema } from '#app/gateway/gaming.server.ts'
import { GAME_SEED } from '#server/gateway/db/seed-gaming.ts'
import { SEED, useTestGateway } from '#tests/fixtures/gateway.ts'

// Fake Or Real (spec 2 §2 /fake-or-real (Beta)) on the reference gateway: the same calls as gaming's
// (services/gaming.ts) under /api/v1/fake-or-real, over its own campaigns and messages.

const { t, tokens } = useTestGateway({ signIn: ['globexAdmin', 'fabrikamAdmin'] })
const C = SEED.companies
const base = (companyId: string) => `/api/v1/fake-or-real/company/${companyId}`

async function campaigns(token: string, companyId: string) {
	const reply = await t.call('GET', `${base(companyId)}/campaigns`, { token })
	expect(reply.status, reply.text).toBe(200)
	return GameCampaignsSchema.parse(reply.body).campaigns
}

describe('Fake Or Real on the gateway', () => {
	test('the messages learners judge: real or fake, each with why; no quiz choices', async () => {
		const reply = await t.call('GET', `${base(C.globex)}/rounds`, { token: tokens.globexAdmin })
		expect(reply.status, reply.text).toBe(200)
		const { rounds } = GameRoundsSchema.parse(reply.body)
		expect(rounds).toHaveLength(10)
		expect(rounds.every((r) => typeof r.isReal === 'boolean' && r.choices === null && r.explanation !== '')).toBe(true)
		expect(rounds.filter((r) => r.isReal)).toHaveLength(5)
		expect(rounds[0]).toMatchObject({ id: 'for_bank_login', isReal: false, channel: 'email' })
	})

	test("Globex's running and ended campaigns, apart from gaming's; a new company has none", async () => {
		const list = await campaigns(tokens.globexAdmin!, C.globex)
		expect(list.map((c) => [c.id, c.status])).toEqual([
			[GAME_SEED.fakeOrReal.globexRunning, 'IN_PROGRESS'],
			[GAME_SEED.fakeOrReal.globexPilot, 'ARCHIVED'],
		])
		const running = list[0]!
		expect(running.completedUsers).toBeGreaterThan(0)
		expect(running.completedUsers).toBeLessThan(running.assignedUsers)
		const detail = GameCampaignDetailSchema.parse(
			(await t.call('GET', `${base(C.globex)}/campaigns/${running.id}`, { token: tokens.globexAdmin })).body,
		)
		expect(detail.results.filter((r) => r.status === 'COMPLETED')).toHaveLength(running.completedUsers)
		// Gaming's campaign ids are not Fake Or Real's.
		expect(
			(await t.call('GET', `${base(C.globex)}/campaigns/${GAME_SEED.gaming.globexSpring}`, { token: tokens.globexAdmin })).status,
		).toBe(404)
		expect(await campaigns(tokens.fabrikamAdmin!, C.fabrikam)).toEqual([])
	})

	test('a campaign started here is listed here only, and its invitation is the one typed', async () => {
		const reply = await t.call('POST', `${base(C.fabrikam)}/campaigns`, {
			token: tokens.fabrikamAdmin,
			body: {
				name: 'Fake Or Real: Launch',
				assignmentType: 'all',
				departmentIds: [],
				groupIds: [],
				startDate: new Date().toISOString().slice(0, 10),
				notificationsEnabled: true,
				notificationSubject: 'Can you tell real from fake?',
				notificationMessage: 'Judge ten messages.',
			},
		})
		expect(reply.status, reply.text).toBe(201)
		const created = GameCampaignCreatedSchema.parse(reply.body)
		expect((await campaigns(tokens.fabrikamAdmin!, C.fabrikam)).map((c) => c.id)).toEqual([created.id])
		const gaming = await t.call('GET', `/api/v1/gaming/company/${C.fabrikam}/campaigns`, { token: tokens.fabrikamAdmin })
		expect(GameCampaignsSchema.parse(gaming.body).campaigns.map((c) => c.id)).not.toContain(created.id)
		expect(await t.latestEmail(SEED.users.fabrikamAdmin.email)).toMatchObject({
			subject: 'Can you tell real from fake?',
			kind: 'fake_or_real_assigned',
		})
		expect((await t.call('POST', `${base(C.fabrikam)}/campaigns/${created.id}/end`, { token: tokens.fabrikamAdmin })).status).toBe(204)
	})
})
