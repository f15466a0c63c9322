import { randomUUID } from 'node:crypto'
import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import {
	outbox,
	simulationCampaigns,
	simulationCampaignTemplates,
	simulationDeliveries,
	simulationRounds,
} from '#server/gateway/db/schema.ts'
import { createMailer } from '#server/gateway/lib/mailer.ts'
import { advanceSimulationCampaigns } from '#server/gateway/services/phishing-simulation-sending.ts'
import { CONSOLE_URL, createTestGateway, type TestGateway } from '#tests/fixtures/gateway.ts'

// The public tracking of the phishing simulation (server/gateway/services/phishing-simulation-tracking.ts):
// the open pixel, the landing page, its form, the report button and the login page preview, by the delivery's
// token and without a session; and the mailbox test page's view of a simulation email (pages/mailbox.ts).

let t: TestGateway
beforeAll(async () => {
	t = await createTestGateway()
})
afterAll(() => t?.close())

const db = () => t.database.db

/** A launched Acme campaign to two recipients whose emails have gone out; their deliveries. */
async function sentCampaign(loginPageId = 'lp_microsoft') {
	const id = `sim_track_${randomUUID()}`
	const now = new Date()
	await db()
		.insert(simulationCampaigns)
		.values({
			id,
			companyId: 'cmp_acme',
			name: 'Tracking test',
			status: 'QUEUED',
			frequency: 'once',
			daysPerRound: 1,
			timezone: 'UTC',
			loginPageId,
			usersType: 'USERS_SELECTED',
			selectedUserIds: ['usr_acme_admin', 'usr_acme_learner'],
			nextRoundAt: new Date(now.getTime() - 2 * 24 * 60 * 60 * 1000),
		})
	await db().insert(simulationCampaignTemplates).values({ campaignId: id, templateId: 'tpl_it_password_expiry', orderNumber: 1 })
	await advanceSimulationCampaigns(
		{ db: db(), mailer: createMailer(db(), { now: () => now }), now: () => now, config: { pagesBaseUrl: CONSOLE_URL } },
		{ campaignId: id, now },
	)
	const deliveries = await db()
		.select()
		.from(simulationDeliveries)
		.where(eq(simulationDeliveries.campaignId, id))
		.orderBy(asc(simulationDeliveries.id))
	expect(deliveries.every((d) => d.sentAt)).toBe(true)
	return { id, deliveries }
}

const counters = async (campaignId: string) => {
	const [campaign] = await db().select().from(simulationCampaigns).where(eq(simulationCampaigns.id, campaignId))
	const [round] = await db().select().from(simulationRounds).where(eq(simulationRounds.campaignId, campaignId))
	const pick = (r: typeof round | typeof campaign) => ({
		opened: r!.openedCount,
		clicked: r!.clickedCount,
		phished: r!.phishedCount,
		reported: r!.reportedCount,
	})
	return { campaign: pick(campaign), round: pick(round) }
}
const delivery = async (token: string) => (await db().select().from(simulationDeliveries).where(eq(simulationDeliveries.token, token)))[0]!

function get(path: string) {
	return t.gateway.fetch(new Request(new URL(path, CONSOLE_URL)))
}
function post(path: string, body: string, type = 'application/x-www-form-urlencoded') {
	return t.gateway.fetch(
		new Request(new URL(path, CONSOLE_URL), { method: 'POST', headers: { 'Content-Type': type }, body, redirect: 'manual' }),
	)
}

describe('tracking by token', () => {
	test('the open pixel is a 1×1 GIF, not cached, and records the email opened the first time only', async () => {
		const { id, deliveries } = await sentCampaign()
		const token = deliveries[0]!.token
		const first = await get(`/__gateway/phish/${token}/open.gif`)
		expect(first.status).toBe(200)
		expect(first.headers.get('content-type')).toBe('image/gif')
		expect(first.headers.get('cache-control')).toContain('no-store')
		const bytes = new Uint8Array(await first.arrayBuffer())
		expect(String.fromCharCode(...bytes.slice(0, 6))).toBe('GIF89a')
		const openedAt = (await delivery(token)).openedAt
		expect(openedAt).not.toBeNull()
		await get(`/__gateway/phish/${token}/open.gif`)
		expect((await delivery(token)).openedAt).toEqual(openedAt)
		expect(await counters(id)).toEqual({
			campaign: { opened: 1, clicked: 0, phished: 0, reported: 0 },
			round: { opened: 1, clicked: 0, phished: 0, reported: 0 },
		})
	})

	test('the link shows the campaign’s landing page under a strict policy and records a click (and the opening) once', async () => {
		const { id, deliveries } = await sentCampaign('lp_google')
		const token = deliveries[1]!.token
		// A link checker's HEAD records nothing.
		expect((await t.gateway.fetch(new Request(new URL(`/__gateway/phish/${token}`, CONSOLE_URL), { method: 'HEAD' }))).status).toBe(200)
		expect((await delivery(token)).clickedAt).toBeNull()
		const page = await get(`/__gateway/phish/${token}`)
		expect(page.status).toBe(200)
		const csp = page.headers.get('content-security-policy')!
		expect(csp).toContain("default-src 'none'")
		expect(csp).toContain("form-action 'self'")
		expect(csp).toContain('img-src data:')
		const html = await page.text()
		expect(html).toContain('Google')
		expect(html).toContain(`<form method="post" action="/__gateway/phish/${token}">`)
		expect(html).not.toMatch(/<script|https?:\/\/(?!www\.w3\.org)/)
		await get(`/__gateway/phish/${token}`)
		const row = await delivery(token)
		expect(row.clickedAt).not.toBeNull()
		expect(row.openedAt).toEqual(row.clickedAt)
		expect(await counters(id)).toEqual({
			campaign: { opened: 1, clicked: 1, phished: 0, reported: 0 },
			round: { opened: 1, clicked: 1, phished: 0, reported: 0 },
		})
	})

	test('submitting the landing page records phished, answers the teaching page and keeps nothing that was typed', async () => {
		const { id, deliveries } = await sentCampaign()
		const token = deliveries[0]!.token
		const secret = `Hunter2-${randomUUID()}`
		const logged = [vi.spyOn(console, 'log'), vi.spyOn(console, 'info'), vi.spyOn(console, 'warn')]
		const answer = await post(`/__gateway/phish/${token}`, new URLSearchParams({ email: 'admin@acme.test', password: secret }).toString())
		expect(answer.status).toBe(200)
		const html = await answer.text()
		expect(html).toContain('This was a phishing simulation run by Acme Corp')
		expect(html).toContain('Check the sender')
		expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'")
		// A second submission counts nothing more.
		await post(`/__gateway/phish/${token}`, `password=${secret}`)
		expect(await counters(id)).toEqual({
			campaign: { opened: 1, clicked: 1, phished: 1, reported: 0 },
			round: { opened: 1, clicked: 1, phished: 1, reported: 0 },
		})
		// The password is nowhere: not in any table, not in the logs.
		const tables = await db().execute(sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`)
		for (const { table_name } of (tables as unknown as { rows: Array<{ table_name: string }> }).rows) {
			const found = await db().execute(
				sql`SELECT count(*)::int AS n FROM ${sql.identifier(table_name)} AS r WHERE r::text LIKE ${`%${secret}%`}`,
			)
			expect((found as unknown as { rows: Array<{ n: number }> }).rows[0]!.n, table_name).toBe(0)
		}
		for (const spy of logged) {
			expect(JSON.stringify(spy.mock.calls)).not.toContain(secret)
			spy.mockRestore()
		}
	})

	test('the report button records reported (and opened) once: JSON for a mail client, back to the message for the mailbox', async () => {
		const { id, deliveries } = await sentCampaign()
		const [a, b] = deliveries.map((d) => d.token) as [string, string]
		const json = await post(`/__gateway/phish/${a}/report`, '{}', 'application/json')
		expect(json.status).toBe(200)
		expect(await json.json()).toEqual({ reported: true })
		const form = await post(`/__gateway/phish/${b}/report`, 'messageId=42')
		expect(form.status).toBe(303)
		expect(form.headers.get('location')).toBe('/__gateway/mailbox/42')
		// Not a number: no redirect anywhere else.
		const odd = await post(`/__gateway/phish/${b}/report`, `messageId=${encodeURIComponent('//evil.example')}`)
		expect(odd.status).toBe(200)
		expect(await counters(id)).toEqual({
			campaign: { opened: 2, clicked: 0, phished: 0, reported: 2 },
			round: { opened: 2, clicked: 0, phished: 0, reported: 2 },
		})
	})

	test('an unknown token is a 404 page and an archived campaign’s link records nothing but still shows its page', async () => {
		const unknown = await get(`/__gateway/phish/${'x'.repeat(32)}`)
		expect(unknown.status).toBe(404)
		expect(await unknown.text()).toContain('Page not found')
		expect((await post(`/__gateway/phish/${'x'.repeat(32)}/report`, '{}', 'application/json')).status).toBe(404)

		const { id, deliveries } = await sentCampaign()
		await db().update(simulationCampaigns).set({ status: 'ARCHIVED', archivedAt: new Date() }).where(eq(simulationCampaigns.id, id))
		const token = deliveries[0]!.token
		expect((await get(`/__gateway/phish/${token}`)).status).toBe(200)
		expect((await get(`/__gateway/phish/${token}/open.gif`)).status).toBe(200)
		expect(await (await post(`/__gateway/phish/${token}`, 'password=x')).text()).toContain('This was a phishing simulation')
		expect((await post(`/__gateway/phish/${token}/report`, '{}', 'application/json')).status).toBe(200)
		const row = await delivery(token)
		expect([row.openedAt, row.clickedAt, row.phishedAt, row.reportedAt]).toEqual([null, null, null, null])
		expect(await counters(id)).toEqual({
			campaign: { opened: 0, clicked: 0, phished: 0, reported: 0 },
			round: { opened: 0, clicked: 0, phished: 0, reported: 0 },
		})
	})

	test('the preview of a login page has its form disabled and records nothing', async () => {
		for (const id of ['lp_microsoft', 'lp_google', 'lp_generic', 'lp_parcel']) {
			const page = await get(`/__gateway/phish-preview/${id}`)
			expect(page.status, id).toBe(200)
			const html = await page.text()
			expect(html).toContain('<fieldset disabled>')
			expect(html).toContain('Preview: this form is disabled and records nothing.')
			expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
		}
		expect((await get('/__gateway/phish-preview/lp_nothing')).status).toBe(404)
	})
})

describe('the mailbox', () => {
	test('a simulation email shows its HTML in a sandboxed frame with a report button, then "Reported"; the JSON outbox has its HTML and token', async () => {
		const { deliveries } = await sentCampaign()
		const token = deliveries[0]!.token
		const [message] = await db().select().from(outbox).where(eq(outbox.trackingToken, token))
		const page = await get(`/__gateway/mailbox/${message!.id}`)
		const html = await page.text()
		expect(html).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox"')
		expect(html).toContain('srcdoc="')
		expect(html).toContain('&lt;base target=&quot;_blank&quot;&gt;')
		expect(html).toContain(`action="/__gateway/phish/${token}/report"`)
		expect(html).toContain('Report phishing')
		expect(page.headers.get('content-security-policy')).toContain(`img-src 'self' data: ${CONSOLE_URL}`)

		const latest = await t.call('GET', '/__gateway/api/outbox/latest', { query: { to: message!.to, subject: message!.subject } })
		expect(latest.body).toMatchObject({ trackingToken: token, html: expect.stringContaining(`/__gateway/phish/${token}`) })

		const reported = await post(`/__gateway/phish/${token}/report`, `messageId=${message!.id}`)
		expect(reported.headers.get('location')).toBe(`/__gateway/mailbox/${message!.id}`)
		const after = await (await get(`/__gateway/mailbox/${message!.id}`)).text()
		expect(after).toContain('Reported')
		expect(after).not.toContain('Report phishing')
	})
})
