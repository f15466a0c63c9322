import { describe, expect, test } from 'vitest'
import { GameCampaignCreatedSchema, GameCampaignDetailSchema, GameCampaignsSchema } from '#app/gateway/gaming.server.ts'
import { GAME_SEED } from '#server/gateway/db/seed-gaming.ts'
import { POSTGRES_URL, SEED, type TestGateway, usePostgresGateway } from '#tests/fixtures/gateway.ts'

// The games on a PostgreSQL server (TEST_DATABASE_URL): the averages (numeric there) and a campaign
// ended twice at once, where only one end wins.

describe.skipIf(!POSTGRES_URL)('the games on PostgreSQL', () => {
	let t: TestGateway
	let globex: string
	let fabrikam: string
	const C = SEED.companies

	usePostgresGateway('gaming', async (gateway) => {
		t = gateway
		globex = await t.signIn(SEED.users.globexAdmin.email)
		fabrikam = await t.signIn(SEED.users.fabrikamAdmin.email)
	})

	test("the statistic is the learners' scores: average to one decimal and maximum, out of 10", async () => {
		const list = GameCampaignsSchema.parse(
			(await t.call('GET', `/api/v1/fake-or-real/company/${C.globex}/campaigns`, { token: globex })).body,
		)
		const running = list.campaigns.find((c) => c.id === GAME_SEED.fakeOrReal.globexRunning)!
		const detail = GameCampaignDetailSchema.parse(
			(await t.call('GET', `/api/v1/fake-or-real/company/${C.globex}/campaigns/${running.id}`, { token: globex })).body,
		)
		const scores = detail.results.flatMap((r) => (r.score === null ? [] : [r.score]))
		expect(running.statistic.averageScore).toBe(Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10)
		expect(running.statistic.maxScore).toBe(Math.max(...scores))
	})

	test('of two ends at once, one ends the campaign and the other is told it has ended', async () => {
		const created = GameCampaignCreatedSchema.parse(
			(
				await t.call('POST', `/api/v1/gaming/company/${C.fabrikam}/campaigns`, {
					token: fabrikam,
					body: {
						name: 'Twice',
						assignmentType: 'all',
						startDate: new Date().toISOString().slice(0, 10),
						notificationsEnabled: false,
					},
				})
			).body,
		)
		const end = () => t.call('POST', `/api/v1/gaming/company/${C.fabrikam}/campaigns/${created.id}/end`, { token: fabrikam })
		const replies = await Promise.all([end(), end()])
		expect(replies.map((r) => r.status).sort()).toEqual([204, 409])
	})
})
