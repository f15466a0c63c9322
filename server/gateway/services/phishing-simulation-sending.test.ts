import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CONSOLE_URL, POSTGRES_URL, createTestGateway, type TestGateway, usePostgresGateway } from '#tests/fixtures/gateway.ts'
import { PHISHING_LINK_PLACEHOLDER } from '../../shared/phishing-simulation.ts'
import {
	outbox,
	simulationCampaigns,
	simulationCampaignTemplates,
	simulationDeliveries,
	simulationRounds,
	userGroups,
	users,
} from '../db/schema.ts'
import { createMailer, simulatedSender } from '../lib/mailer.ts'
import { addMonthsToDay, zonedTime } from '../lib/zoned-time.ts'
import {
	advanceSimulationCampaigns,
	prepareSimulationEmail,
	roundSchedule,
	roundTemplates,
	selectRecipients,
} from './phishing-simulation-sending.ts'

// Rounds and sending of the phishing simulation (phishing-simulation-sending.ts) on the seeded PGlite gateway:
// campaigns are inserted as a launch leaves them (QUEUED, nextRoundAt = the start), then advanced with a clock.

let t: TestGateway
beforeAll(async () => {
	t = await createTestGateway()
})
afterAll(() => t?.close())

const db = () => t.database.db
const advance = (at: Date, campaignId?: string) =>
	advanceSimulationCampaigns(
		{ db: db(), mailer: createMailer(db(), { now: () => at }), now: () => at, config: { pagesBaseUrl: CONSOLE_URL } },
		{ now: at, campaignId },
	)

type CampaignInsert = typeof simulationCampaigns.$inferInsert

async function queuedCampaign(overrides: Partial<CampaignInsert> & { companyId: string; nextRoundAt: Date }, templateIds: string[]) {
	const id = `sim_test_${randomUUID()}`
	await db()
		.insert(simulationCampaigns)
		.values({ id, name: `Test ${id}`, status: 'QUEUED', loginPageId: 'lp_microsoft', frequency: 'monthly', daysPerRound: 1, ...overrides })
	await db()
		.insert(simulationCampaignTemplates)
		.values(templateIds.map((templateId, i) => ({ campaignId: id, templateId, orderNumber: i + 1 })))
	return id
}

const campaignRow = async (id: string) => (await db().select().from(simulationCampaigns).where(eq(simulationCampaigns.id, id)))[0]!
const roundsOf = (id: string) =>
	db().select().from(simulationRounds).where(eq(simulationRounds.campaignId, id)).orderBy(asc(simulationRounds.roundNumber))
const deliveriesOf = (id: string) =>
	db()
		.select()
		.from(simulationDeliveries)
		.where(eq(simulationDeliveries.campaignId, id))
		.orderBy(asc(simulationDeliveries.scheduledAt), asc(simulationDeliveries.id))

describe('round scheduling', () => {
	const campaign = { sendHour: 9, timezone: 'Europe/Berlin', startDate: '2026-03-10' }

	test('a campaign sent once has one round: its window is the days per round, or 30 days for the entire round', () => {
		const start = new Date('2026-03-10T08:00:00Z')
		expect(roundSchedule({ ...campaign, frequency: 'once', daysPerRound: 3 }, 1, start)).toEqual({
			startsAt: start,
			sendUntil: new Date('2026-03-13T08:00:00Z'),
			endsAt: new Date('2026-03-13T08:00:00Z'),
			nextRoundAt: null,
		})
		const entire = roundSchedule({ ...campaign, frequency: 'once', daysPerRound: 0 }, 1, start)
		expect(entire.sendUntil).toEqual(new Date('2026-04-09T07:00:00Z')) // 30 days later, 9 AM Berlin summer time
		expect(entire.nextRoundAt).toBeNull()
		expect(entire.endsAt).toEqual(entire.sendUntil)
	})

	test('monthly rounds stay at the send hour in the campaign time zone across a DST change', () => {
		// 10 March is winter time in Berlin (UTC+1), 10 April summer time (UTC+2): 9 AM both times.
		const first = zonedTime('2026-03-10', 9, 'Europe/Berlin')
		expect(first).toEqual(new Date('2026-03-10T08:00:00Z'))
		const schedule = roundSchedule({ ...campaign, frequency: 'monthly', daysPerRound: 0 }, 1, first)
		expect(schedule.nextRoundAt).toEqual(new Date('2026-04-10T07:00:00Z'))
		// Entire round: the window runs until the next round begins.
		expect(schedule.sendUntil).toEqual(schedule.nextRoundAt)
		expect(schedule.endsAt).toEqual(schedule.nextRoundAt)
		// And back to winter time in November (New York too).
		expect(
			roundSchedule({ ...campaign, frequency: 'monthly', daysPerRound: 1, startDate: '2026-10-10' }, 1, new Date('2026-10-10T07:00:00Z'))
				.nextRoundAt,
		).toEqual(new Date('2026-11-10T08:00:00Z'))
		expect(zonedTime('2026-11-02', 9, 'America/New_York')).toEqual(new Date('2026-11-02T14:00:00Z'))
	})

	test('three days per round are three calendar days, even over the night the clocks change', () => {
		const start = new Date('2026-03-27T08:00:00Z') // Friday 9 AM CET; Sunday the clocks go forward
		const schedule = roundSchedule({ ...campaign, frequency: 'quarterly', daysPerRound: 3, startDate: '2026-03-27' }, 1, start)
		expect(schedule.sendUntil).toEqual(new Date('2026-03-30T07:00:00Z')) // Monday 9 AM CEST
		expect(schedule.nextRoundAt).toEqual(new Date('2026-06-27T07:00:00Z'))
		expect(schedule.endsAt).toEqual(schedule.nextRoundAt)
	})

	test('rounds count months from the start date, so a start on the 31st does not drift', () => {
		expect(addMonthsToDay('2026-01-31', 1)).toBe('2026-02-28')
		const c = { sendHour: 0, timezone: 'UTC', startDate: '2026-01-31', frequency: 'monthly', daysPerRound: 1 }
		expect(roundSchedule(c, 2, new Date('2026-02-28T00:00:00Z')).nextRoundAt).toEqual(new Date('2026-03-31T00:00:00Z'))
		expect(roundSchedule({ ...c, frequency: 'half_yearly' }, 1, new Date('2026-01-31T00:00:00Z')).nextRoundAt).toEqual(
			new Date('2026-07-31T00:00:00Z'),
		)
	})
})

describe('recipient selection', () => {
	const campaign = { companyId: 'cmp_acme', selectedDepartmentIds: [], selectedGroupIds: [], selectedUserIds: [] }
	const ids = async (selection: Partial<Parameters<typeof selectRecipients>[1]>) =>
		(await selectRecipients(db(), { ...campaign, usersType: 'USERS_ALL', ...selection })).map((u) => u.id)

	test('everyone is the company’s enabled learners and admins; chosen users, departments and groups narrow it; disabled users never', async () => {
		const everyone = await ids({})
		expect(everyone).toContain('usr_acme_admin')
		expect(everyone).toContain('usr_acme_learner')
		expect(everyone).not.toContain('usr_acme_suspended')
		expect(everyone.every((id) => id.startsWith('usr_acme_'))).toBe(true)
		expect(
			await ids({ usersType: 'USERS_SELECTED', selectedUserIds: ['usr_acme_learner', 'usr_acme_suspended', 'usr_globex_admin'] }),
		).toEqual(['usr_acme_learner'])
		const managers = await db().select({ id: userGroups.userId }).from(userGroups).where(eq(userGroups.groupId, 'grp_acme_managers'))
		const inGroup = await ids({ usersType: 'USERS_FROM_GROUPS', selectedGroupIds: ['grp_acme_managers'] })
		expect(inGroup.length).toBeGreaterThan(0)
		expect(new Set(inGroup)).toEqual(new Set(managers.map((m) => m.id).filter((id) => everyone.includes(id))))
		expect(await ids({ usersType: 'USERS_FROM_DEPARTMENTS', selectedDepartmentIds: [] })).toEqual([])
		expect(await ids({ usersType: 'USERS_FROM_GROUPS', selectedGroupIds: [] })).toEqual([])
	})
})

describe('template rotation', () => {
	test('templates are dealt round-robin in a shuffled order that is the same every time and changes between rounds', () => {
		const templates = ['a', 'b', 'c', 'd']
		const round1 = roundTemplates('sim_x', 1, templates, 10)
		expect(roundTemplates('sim_x', 1, templates, 10)).toEqual(round1)
		expect(new Set(round1.slice(0, 4))).toEqual(new Set(templates))
		expect(round1.slice(4, 8)).toEqual(round1.slice(0, 4))
		const orders = new Set([1, 2, 3, 4, 5].map((n) => roundTemplates('sim_x', n, templates, 4).join()))
		expect(orders.size).toBeGreaterThan(1)
	})
})

describe('the email', () => {
	const template = {
		subject: 'Invoice',
		fromName: 'Accounts',
		fromEmail: 'accounts@billing.example',
		html: `<html><head></head><body><p>Pay at ${PHISHING_LINK_PLACEHOLDER} today.</p><span style="display:inline-block;background:#000">Pay now</span><script>alert(1)</script></body></html>`,
	}
	const links = { link: 'http://console.test/__gateway/phish/TOKEN123', pixel: 'http://console.test/__gateway/phish/TOKEN123/open.gif' }

	test('the placeholder, the button and every link lead to the tracked link, opening a new tab, and the pixel comes last', () => {
		const email = prepareSimulationEmail(template).render(links)
		expect(email.subject).toBe('Invoice')
		expect(email.html).not.toContain(PHISHING_LINK_PLACEHOLDER)
		expect(email.html).not.toContain('<script')
		const hrefs = [...email.html!.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1])
		expect(hrefs).toEqual([links.link, links.link])
		expect(email.html).toMatch(/<a [^>]*target="_blank"[^>]*>Pay now|<a [^>]*target="_blank"[^>]*><span[^>]*>Pay now/)
		expect(email.html).toMatch(
			/<img src="http:\/\/console\.test\/__gateway\/phish\/TOKEN123\/open\.gif" width="1" height="1" alt="">\s*<\/body>/,
		)
		expect(email.text.split('\n')[0]).toBe('From: Accounts <accounts@billing.example>')
		expect(email.text).toContain(`Pay at ${links.link} today.`)
	})

	test('with SMTP, the email goes out as its template’s sender: the text’s From line', () => {
		const email = prepareSimulationEmail(template).render(links)
		expect(simulatedSender(email.text)).toEqual({
			from: 'Accounts <accounts@billing.example>',
			text: email.text.split('\n').slice(2).join('\n'),
		})
		expect(simulatedSender('Hello\nFrom: someone')).toBeNull()
	})

	test('a template without any link gets one at its end', () => {
		const email = prepareSimulationEmail({ ...template, html: '<p>Hello</p>' }).render(links)
		expect(email.html).toContain(`<a href="${links.link}" target="_blank" rel="noopener noreferrer">Open the document</a>`)
	})
})

describe('advancing campaigns', () => {
	const T0 = new Date('2030-05-06T07:00:00Z')

	test('a due campaign begins its round with the recipients its selection names now, spread over the window, and sends the due emails', async () => {
		const id = await queuedCampaign(
			{
				companyId: 'cmp_acme',
				usersType: 'USERS_FROM_DEPARTMENTS',
				selectedDepartmentIds: ['dep_acme_sales', 'dep_acme_hr'],
				daysPerRound: 2,
				timezone: 'UTC',
				sendHour: 7,
				startDate: '2030-05-06',
				nextRoundAt: T0,
			},
			['tpl_it_password_expiry', 'tpl_hr_payslip'],
		)
		// Not due yet: nothing happens.
		expect(await advance(new Date(T0.getTime() - 1000), id)).toEqual({ roundsBegun: 0, emailsSent: 0 })

		const expected = await db()
			.select({ id: users.id, departmentId: users.departmentId })
			.from(users)
			.where(
				and(
					eq(users.companyId, 'cmp_acme'),
					eq(users.status, 'ENABLED'),
					inArray(users.role, ['user', 'admin']),
					inArray(users.departmentId, ['dep_acme_sales', 'dep_acme_hr']),
				),
			)
			.orderBy(asc(users.id))
		expect(expected.length).toBeGreaterThan(3)

		expect(await advance(T0, id)).toEqual({ roundsBegun: 1, emailsSent: 1 })
		const [round] = await roundsOf(id)
		expect(round).toMatchObject({
			roundNumber: 1,
			startsAt: T0,
			sendUntil: new Date('2030-05-08T07:00:00Z'),
			endsAt: new Date('2030-06-06T07:00:00Z'),
			recipientsCount: expected.length,
			sentCount: 1,
		})
		const deliveries = await deliveriesOf(id)
		expect(deliveries.map((d) => [d.userId, d.departmentId]).sort()).toEqual(expected.map((u) => [u.id, u.departmentId]).sort())
		expect(deliveries[0]!.scheduledAt).toEqual(T0)
		for (let i = 1; i < deliveries.length; i++) {
			expect(deliveries[i]!.scheduledAt.getTime()).toBeGreaterThan(deliveries[i - 1]!.scheduledAt.getTime())
			expect(deliveries[i]!.scheduledAt.getTime()).toBeLessThan(round!.sendUntil.getTime())
		}
		expect(new Set(deliveries.map((d) => d.token)).size).toBe(deliveries.length)
		for (const d of deliveries) expect(d.token).toMatch(/^[A-Za-z0-9_-]{32}$/)
		expect(await campaignRow(id)).toMatchObject({
			status: 'IN_PROGRESS',
			currentRound: 1,
			startedAt: T0,
			nextRoundAt: new Date('2030-06-06T07:00:00Z'),
			recipientsCount: expected.length,
			deliveriesCount: expected.length,
			sentCount: 1,
		})

		// The window's end: every email has gone, once.
		expect(await advance(new Date('2030-05-08T07:00:00Z'), id)).toEqual({ roundsBegun: 0, emailsSent: expected.length - 1 })
		expect(await advance(new Date('2030-05-09T07:00:00Z'), id)).toEqual({ roundsBegun: 0, emailsSent: 0 })
		const sent = await deliveriesOf(id)
		expect(sent.every((d) => d.sentAt)).toBe(true)
		const mails = await db()
			.select()
			.from(outbox)
			.where(
				inArray(
					outbox.trackingToken,
					sent.map((d) => d.token),
				),
			)
		expect(mails).toHaveLength(expected.length)
		const first = mails.find((m) => m.trackingToken === sent[0]!.token)!
		expect(first.kind).toBe('phishing-simulation')
		expect(first.html).toContain(`href="${CONSOLE_URL}/__gateway/phish/${sent[0]!.token}"`)
		expect(first.html).toContain(`<img src="${CONSOLE_URL}/__gateway/phish/${sent[0]!.token}/open.gif" width="1" height="1" alt="">`)
		expect(first.text).toContain(`${CONSOLE_URL}/__gateway/phish/${sent[0]!.token}`)
		expect(first.text).toMatch(/^From: .+ <.+@.+>\n/)
		expect((await roundsOf(id))[0]!.sentCount).toBe(expected.length)
		expect((await campaignRow(id)).sentCount).toBe(expected.length)

		// The next round: the templates rotate, dealt evenly.
		expect((await advance(new Date('2030-06-06T07:00:00Z'), id)).roundsBegun).toBe(1)
		const rounds = await roundsOf(id)
		expect(rounds.map((r) => r.roundNumber)).toEqual([1, 2])
		const second = (await deliveriesOf(id)).filter((d) => d.roundId === rounds[1]!.id)
		const dealt = roundTemplates(id, 2, ['tpl_it_password_expiry', 'tpl_hr_payslip'], second.length)
		expect(second.map((d) => d.templateId)).toEqual(dealt)
		const perTemplate = dealt.filter((x) => x === 'tpl_hr_payslip').length
		expect(Math.abs(perTemplate - (second.length - perTemplate))).toBeLessThanOrEqual(1)
		expect(await campaignRow(id)).toMatchObject({ currentRound: 2, recipientsCount: expected.length, deliveriesCount: expected.length * 2 })
	})

	test('two advances at once begin one round and send each email once', async () => {
		const at = new Date('2030-07-01T09:00:00Z')
		const id = await queuedCampaign(
			{ companyId: 'cmp_contoso', usersType: 'USERS_ALL', frequency: 'once', daysPerRound: 1, timezone: 'UTC', nextRoundAt: at },
			['tpl_bank_locked'],
		)
		await Promise.all([advance(at, id), advance(at, id)])
		expect(await roundsOf(id)).toHaveLength(1)
		const deliveries = await deliveriesOf(id)
		expect(deliveries.length).toBe(25)
		await Promise.all([advance(new Date('2030-07-03T09:00:00Z'), id), advance(new Date('2030-07-03T09:00:00Z'), id)])
		const mails = await db()
			.select({ token: outbox.trackingToken })
			.from(outbox)
			.where(
				inArray(
					outbox.trackingToken,
					deliveries.map((d) => d.token),
				),
			)
		expect(mails).toHaveLength(25)
		expect(await campaignRow(id)).toMatchObject({ currentRound: 1, nextRoundAt: null, sentCount: 25, deliveriesCount: 25 })
	})

	test('more than one batch of due emails all go out, and an archived campaign sends nothing more', async () => {
		const at = new Date('2030-09-01T09:00:00Z')
		const ids = [
			await queuedCampaign({ companyId: 'cmp_globex', usersType: 'USERS_ALL', daysPerRound: 1, timezone: 'UTC', nextRoundAt: at }, [
				'tpl_hr_payslip',
			]),
			await queuedCampaign({ companyId: 'cmp_globex', usersType: 'USERS_ALL', daysPerRound: 1, timezone: 'UTC', nextRoundAt: at }, [
				'tpl_bank_locked',
			]),
			await queuedCampaign({ companyId: 'cmp_globex', usersType: 'USERS_ALL', daysPerRound: 1, timezone: 'UTC', nextRoundAt: at }, [
				'tpl_bank_locked',
			]),
		]
		// Round 1 of all three begins; only the recipients due at the start are sent.
		await advance(at)
		await db().update(simulationCampaigns).set({ status: 'ARCHIVED', archivedAt: at }).where(eq(simulationCampaigns.id, ids[2]!))
		// (The seeded campaigns are due by 2030 too: more than one batch of 500.)
		const result = await advance(new Date('2030-09-02T09:00:00Z'))
		expect(result.emailsSent).toBeGreaterThan(500)
		for (const id of ids.slice(0, 2)) expect((await campaignRow(id)).sentCount).toBe(300)
		expect((await campaignRow(ids[2]!)).sentCount).toBe(1)
		expect((await deliveriesOf(ids[2]!)).filter((d) => d.sentAt)).toHaveLength(1)
	})
})

describe.skipIf(!POSTGRES_URL)('on PostgreSQL, two processes at once', () => {
	let pgt: TestGateway
	usePostgresGateway('simulation_sending', (gateway) => {
		pgt = gateway
	})

	test('begin one round, send each email once and record each event once', async () => {
		const pdb = pgt.database.db
		const at = new Date('2031-03-02T08:00:00Z')
		const id = `sim_pg_${randomUUID()}`
		await pdb.insert(simulationCampaigns).values({
			id,
			companyId: 'cmp_globex',
			name: 'Concurrent',
			status: 'QUEUED',
			frequency: 'monthly',
			daysPerRound: 1,
			timezone: 'Europe/Berlin',
			startDate: '2031-03-02',
			sendHour: 9,
			usersType: 'USERS_ALL',
			nextRoundAt: at,
		})
		await pdb.insert(simulationCampaignTemplates).values({ campaignId: id, templateId: 'tpl_hr_payslip', orderNumber: 1 })
		// Two gateways (the console's workers) share the database; each has its own mailer.
		const worker = (now: Date) =>
			advanceSimulationCampaigns(
				{ db: pdb, mailer: createMailer(pdb, { now: () => now }), now: () => now, config: { pagesBaseUrl: CONSOLE_URL } },
				{ now, campaignId: id },
			)
		await Promise.all([worker(at), worker(at), worker(at)])
		const rounds = await pdb.select().from(simulationRounds).where(eq(simulationRounds.campaignId, id))
		expect(rounds).toHaveLength(1)
		const later = new Date('2031-03-03T09:00:00Z')
		const results = await Promise.all([worker(later), worker(later)])
		const deliveries = await pdb.select().from(simulationDeliveries).where(eq(simulationDeliveries.campaignId, id))
		expect(deliveries).toHaveLength(300)
		expect(results[0]!.emailsSent + results[1]!.emailsSent).toBe(299)
		const mails = await pdb
			.select({ token: outbox.trackingToken })
			.from(outbox)
			.where(
				inArray(
					outbox.trackingToken,
					deliveries.map((d) => d.token),
				),
			)
		expect(mails).toHaveLength(300)
		const [campaign] = await pdb.select().from(simulationCampaigns).where(eq(simulationCampaigns.id, id))
		expect(campaign).toMatchObject({ currentRound: 1, sentCount: 300, deliveriesCount: 300, recipientsCount: 300 })

		const token = deliveries[0]!.token
		const clicks = await Promise.all(
			Array.from({ length: 4 }, () => pgt.gateway.fetch(new Request(`${CONSOLE_URL}/__gateway/phish/${token}`))),
		)
		expect(clicks.map((r) => r.status)).toEqual([200, 200, 200, 200])
		const [after] = await pdb.select().from(simulationCampaigns).where(eq(simulationCampaigns.id, id))
		expect(after).toMatchObject({ openedCount: 1, clickedCount: 1 })
	})
})
