import { afterEach, expect, test, vi } from 'vitest'
import { createTestGateway, SEED, wrapGateway } from '#tests/fixtures/gateway.ts'
import { DEFAULT_REMINDER_SETTINGS } from './services/reminder-settings.ts'

// Several console workers on one database each create a gateway: one runs the background work
// (config.backgroundWork, the leader: server/runtime/cluster.ts), the others none of it.

// Monday 23 November 2026, 09:00 UTC: Globex's weekly Monday reminders are due.
const MONDAY = new Date('2026-11-23T09:00:00Z')
const REMINDERS_INTERVAL_MS = 15 * 60 * 1000

afterEach(() => {
	vi.useRealTimers()
})

test('of two gateways on one database, only the one running the background work schedules it; it sends the due reminders', async () => {
	vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
	const follower = await createTestGateway({ now: () => MONDAY, backgroundWork: false })
	expect(vi.getTimerCount(), 'a gateway without background work schedules nothing').toBe(0)
	const leader = wrapGateway(follower.database, { now: () => MONDAY })
	expect(vi.getTimerCount(), 'the cleanup and the reminders').toBe(2)
	try {
		const token = await follower.signIn(SEED.users.globexAdmin.email)
		const put = await follower.call('PUT', `/users/company/${SEED.companies.globex}/reminders/automatic`, {
			token,
			body: { ...DEFAULT_REMINDER_SETTINGS, enabled: true, subject: 'Your training is waiting' },
		})
		expect(put.status, put.text).toBe(200)

		const reminders = async () =>
			(await follower.database.db.query.outbox.findMany({ where: (o, { eq }) => eq(o.kind, 'reminder') })).length
		await vi.advanceTimersByTimeAsync(REMINDERS_INTERVAL_MS)
		await expect.poll(reminders, { message: 'the leader sent the round', timeout: 30_000 }).toBeGreaterThan(0)
		expect(await follower.latestEmail('alice.anders@globex.test')).toMatchObject({ kind: 'reminder' })
	} finally {
		await leader.gateway.close()
		await follower.close()
	}
}, 60_000) // a loaded database, a sign-in and a reminder round: over the default 20 s on a busy machine
