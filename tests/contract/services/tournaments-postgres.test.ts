import { describe, expect, test } from 'vitest'
import { TournamentDashboardSchema, TournamentDetailSchema, TournamentStatisticsSchema } from '#app/gateway/tournaments.server.ts'
import { TOURNAMENT_SEED } from '#server/gateway/db/seed-tournaments.ts'
import { POSTGRES_URL, SEED, type TestGateway, usePostgresGateway } from '#tests/fixtures/gateway.ts'

// The tournaments on a PostgreSQL server (TEST_DATABASE_URL): the dashboard's aggregates (avg of a real
// column, distinct users) and cancels of one tournament at once, decided under the lock on its row.

describe.skipIf(!POSTGRES_URL)('secure-code tournaments on PostgreSQL', () => {
	let t: TestGateway
	let token: string
	const base = `/ctf/api/v1/company/${SEED.companies.globex}`

	usePostgresGateway('tournaments', async (gateway) => {
		t = gateway
		token = await t.signIn(SEED.users.globexAdmin.email)
	})

	test('the dashboard and the statistics read as on PGlite', async () => {
		const dashboard = TournamentDashboardSchema.parse((await t.call('GET', `${base}/tournament/dashboard`, { token })).body)
		expect(dashboard.totalTournaments).toBe(3)
		expect(dashboard.averageScore).toBeGreaterThan(0)
		expect(dashboard.averageScore).toBeLessThanOrEqual(6)
		const stats = TournamentStatisticsSchema.parse(
			(await t.call('GET', `${base}/tournament/${TOURNAMENT_SEED.globexEnded}/statistics`, { token })).body,
		)
		expect(stats.statistic).toHaveLength(7)
	})

	test('five cancels of one scheduled tournament at once all succeed and cancel it once; one in progress stays', async () => {
		const path = `${base}/tournament/${TOURNAMENT_SEED.globexScheduled}`
		const replies = await Promise.all(Array.from({ length: 5 }, () => t.call('DELETE', path, { token })))
		expect(replies.map((r) => r.status)).toEqual([204, 204, 204, 204, 204])
		expect(TournamentDetailSchema.parse((await t.call('GET', path, { token })).body).status).toBe('CANCELED')
		const live = await Promise.all(
			Array.from({ length: 3 }, () => t.call('DELETE', `${base}/tournament/${TOURNAMENT_SEED.globexInProgress}`, { token })),
		)
		expect(live.map((r) => r.status)).toEqual([412, 412, 412])
	})
})
