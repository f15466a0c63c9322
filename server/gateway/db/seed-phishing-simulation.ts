import { randomBytes } from 'node:crypto'
import { inArray } from 'drizzle-orm'
import { seededRandom } from '../lib/seeded-random.ts'
import { localDay, zonedTime } from '../lib/zoned-time.ts'
import {
	prepareSimulationEmail,
	roundSchedule,
	scheduledAt,
	SIMULATION_EMAIL_KIND,
	trackingLinks,
} from '../services/phishing-simulation-sending.ts'
import * as s from './schema.ts'
import type { GatewayTx } from './types.ts'

// The phishing simulation's demo history (spec 3 §2 "Phishing simulation"; services/phishing-simulation*.ts):
// campaigns in every state with rounds and deliveries as the sender would have made them
// (services/phishing-simulation-sending.ts roundSchedule, scheduledAt) and what their recipients did, drawn
// from a seeded PRNG (the same every seeding) out of a plausible funnel: every email sent, about 60 % opened,
// 25 % clicked, 10 % entering credentials, 20 % reported (minutes to days later); some people click round
// after round. Counters are summed from the deliveries. Delivery tokens are random (they are the only key of
// the public tracking pages); everything else is deterministic and dated from the seeding time.
//
// - Globex: 'Quarterly Credential Check' (quarterly, 4 rounds over the past year, IN_PROGRESS, everyone, 3
//   platform templates), 'Finance Invoice Lure' (once, Finance department, ARCHIVED), 'Holiday Gift Card'
//   (DRAFT), 'New Year Password Reset' (QUEUED for the coming 2 January).
// - Northwind (partner): 'Partner Baseline Phish' IN_PROGRESS, shared with Contoso (a clone with one round).
// - Acme: 'Acme Security Check', one round three days ago; its learners' emails are in the outbox too (the
//   mailbox shows them, with relative links: the seed does not know the console's address; none to admins,
//   whose mailboxes stay quiet), learner@acme.test's still untouched (the mailbox e2e clicks, submits and
//   reports it).

export const SIMULATION_SEED = {
	campaigns: {
		globexQuarterly: 'sim_globex_quarterly_credentials',
		globexFinance: 'sim_globex_finance_invoice',
		globexDraft: 'sim_globex_holiday_gift_card',
		globexQueued: 'sim_globex_new_year_password',
		northwindBaseline: 'sim_northwind_partner_baseline',
		contosoClone: 'sim_contoso_partner_baseline',
		acmeCheck: 'sim_acme_security_check',
	},
	names: {
		globexQuarterly: 'Quarterly Credential Check',
		globexFinance: 'Finance Invoice Lure',
		globexDraft: 'Holiday Gift Card',
		globexQueued: 'New Year Password Reset',
		northwindBaseline: 'Partner Baseline Phish',
		contosoClone: 'Partner Baseline Phish',
		acmeCheck: 'Acme Security Check',
	},
	/** The subject of Acme's email (tpl_it_password_expiry), as the mailbox lists it. */
	acmeSubject: 'Action required: your password expires today',
	/** Acme's learner whose email (in the outbox) nobody has opened, clicked or reported yet. */
	untouchedRecipient: 'usr_acme_learner',
} as const

type SeedUser = {
	id: string
	companyId: string
	email?: string
	role?: string | null
	status?: string | null
	departmentId?: string | null
}
type TemplateFacts = { id: string; subject: string; fromName: string | null; fromEmail: string | null; html: string }
type CampaignInsert = typeof s.simulationCampaigns.$inferInsert
type DeliveryInsert = typeof s.simulationDeliveries.$inferInsert
type RoundInsert = typeof s.simulationRounds.$inferInsert

const DAY = 24 * 60 * 60 * 1000
const MINUTE = 60 * 1000
const CHUNK = 1000

/** Builds and inserts the demo history (inside the seed's transaction, after the exercise's templates). */
export async function insertDemoSimulation(tx: GatewayTx, users: SeedUser[], now: Date): Promise<void> {
	// The templates Acme's emails are drawn from, as stored (db/seed-phishing-exercise.ts).
	const templates = await tx
		.select({
			id: s.exerciseTemplates.id,
			subject: s.exerciseTemplates.subject,
			fromName: s.exerciseTemplates.fromName,
			fromEmail: s.exerciseTemplates.fromEmail,
			html: s.exerciseTemplates.html,
		})
		.from(s.exerciseTemplates)
		.where(inArray(s.exerciseTemplates.id, MAILED_TEMPLATES))
	const rows = demoSimulationRows(users, now, templates)
	await tx.insert(s.simulationCampaigns).values(rows.campaigns.filter((c) => !c.parentCampaignId))
	await tx.insert(s.simulationCampaigns).values(rows.campaigns.filter((c) => c.parentCampaignId))
	await tx.insert(s.simulationCampaignTemplates).values(rows.campaignTemplates)
	await tx.insert(s.simulationRounds).values(rows.rounds)
	for (let i = 0; i < rows.deliveries.length; i += CHUNK)
		await tx.insert(s.simulationDeliveries).values(rows.deliveries.slice(i, i + CHUNK))
	if (rows.outbox.length) await tx.insert(s.outbox).values(rows.outbox)
}

/** The templates whose emails the seed puts in the outbox (Acme's campaign). */
const MAILED_TEMPLATES = ['tpl_it_password_expiry']

export function demoSimulationRows(users: SeedUser[], now: Date, templates: TemplateFacts[] = []) {
	const templateFacts = new Map(templates.map((t) => [t.id, t]))
	const C = SIMULATION_SEED.campaigns
	const N = SIMULATION_SEED.names
	const ago = (days: number) => new Date(now.getTime() - days * DAY)
	const audience = (companyId: string, departmentId?: string) =>
		users
			.filter(
				(u) =>
					u.companyId === companyId &&
					(u.status ?? 'ENABLED') === 'ENABLED' &&
					['user', 'admin'].includes(u.role ?? 'user') &&
					(!departmentId || u.departmentId === departmentId),
			)
			.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))

	const campaigns: CampaignInsert[] = []
	const campaignTemplates: (typeof s.simulationCampaignTemplates.$inferInsert)[] = []
	const rounds: RoundInsert[] = []
	const deliveries: DeliveryInsert[] = []
	const outbox: (typeof s.outbox.$inferInsert)[] = []

	/** Each person's leaning to click (the same in every round: some click round after round). */
	const leaning = new Map<string, number>()
	const leaningOf = (userId: string) => {
		let value = leaning.get(userId)
		if (value === undefined) {
			const r = seededRandom(hash(userId))()
			// Most people rarely click; a few often do.
			value = r < 0.15 ? 2.2 : r < 0.6 ? 0.9 : 0.55
			leaning.set(userId, value)
		}
		return value
	}

	type Plan = {
		row: Omit<CampaignInsert, 'createdAt' | 'updatedAt'> & { createdAt: Date }
		templateIds: string[]
		people: SeedUser[]
		/** The number of rounds begun (0: none). */
		rounds: number
		/** Events stop here (an archived campaign records nothing after its archiving). */
		until?: Date
		/** Users whose delivery stays untouched (sent, nothing done yet). */
		untouched?: string[]
		/** Put the sent emails in the outbox. */
		mail?: boolean
	}

	const add = (plan: Plan) => {
		const row: CampaignInsert = { ...plan.row, updatedAt: plan.row.createdAt }
		plan.templateIds.forEach((templateId, i) => campaignTemplates.push({ campaignId: row.id, templateId, orderNumber: i + 1 }))
		const random = seededRandom(hash(row.id))
		const counts = { sent: 0, opened: 0, clicked: 0, phished: 0, reported: 0, deliveries: 0 }
		const recipients = new Set<string>()
		let startsAt = row.nextRoundAt ?? null
		const prepared = plan.mail ? new Map<string, ReturnType<typeof prepareSimulationEmail>>() : null
		for (let n = 1; n <= plan.rounds && startsAt; n++) {
			const schedule = roundSchedule(
				{
					frequency: row.frequency ?? 'once',
					daysPerRound: row.daysPerRound ?? 1,
					sendHour: row.sendHour ?? 9,
					timezone: row.timezone ?? 'UTC',
					startDate: row.startDate ?? null,
				},
				n,
				startsAt,
			)
			const roundId = `${row.id}_r${n}`
			const round = {
				id: roundId,
				campaignId: row.id,
				roundNumber: n,
				startsAt: schedule.startsAt,
				sendUntil: schedule.sendUntil,
				endsAt: schedule.endsAt,
				recipientsCount: plan.people.length,
				sentCount: 0,
				openedCount: 0,
				clickedCount: 0,
				phishedCount: 0,
				reportedCount: 0,
			} satisfies RoundInsert
			rounds.push(round)
			const order = rotate(plan.templateIds, n)
			const stop = Math.min(now.getTime(), (plan.until ?? now).getTime())
			plan.people.forEach((person, i) => {
				recipients.add(person.id)
				const due = scheduledAt(schedule.startsAt, schedule.sendUntil, i, plan.people.length)
				const templateId = order[i % order.length]!
				const token = randomBytes(24).toString('base64url')
				const delivery: DeliveryInsert = {
					companyId: row.companyId,
					campaignId: row.id,
					roundId,
					userId: person.id,
					departmentId: person.departmentId ?? null,
					templateId,
					token,
					scheduledAt: due,
				}
				deliveries.push(delivery)
				counts.deliveries++
				// The background round sends within 15 minutes of the due time.
				const sentAt = new Date(due.getTime() + Math.floor(random() * 15) * MINUTE)
				if (sentAt.getTime() > stop) return
				delivery.sentAt = sentAt
				round.sentCount++
				counts.sent++
				if (plan.mail && prepared) {
					let email = prepared.get(templateId)
					const facts = templateFacts.get(templateId)
					if (!email && facts) {
						email = prepareSimulationEmail(facts)
						prepared.set(templateId, email)
					}
					// Not to admins: their mailboxes stay as quiet as the other demo data leaves them (tests rely on it).
					if (email && person.email && person.role !== 'admin')
						outbox.push({
							to: person.email.toLowerCase(),
							kind: SIMULATION_EMAIL_KIND,
							trackingToken: token,
							createdAt: sentAt,
							// History: never handed to an SMTP server.
							sentAt,
							...email.render(trackingLinks({ config: { pagesBaseUrl: '' } }, token)),
						})
				}
				if (plan.untouched?.includes(person.id)) return
				const lean = leaningOf(person.id)
				const at = (base: Date, minMinutes: number, maxMinutes: number) =>
					new Date(base.getTime() + Math.round(minMinutes + random() * (maxMinutes - minMinutes)) * MINUTE)
				const inTime = (date: Date) => date.getTime() <= stop
				const roll = random()
				// About 60 % open; of them, a leaning-weighted ~42 % click; of the clickers ~40 % enter credentials.
				if (roll >= 0.6) {
					// Unopened; a few report from the preview pane all the same (rare).
					return
				}
				const openedAt = at(sentAt, 2, 8 * 60)
				if (!inTime(openedAt)) return
				delivery.openedAt = openedAt
				round.openedCount++
				counts.opened++
				const clicks = random() < Math.min(0.95, 0.42 * lean)
				let phished = false
				if (clicks) {
					const clickedAt = at(openedAt, 0, 20)
					if (inTime(clickedAt)) {
						delivery.clickedAt = clickedAt
						round.clickedCount++
						counts.clicked++
						if (random() < 0.4) {
							const phishedAt = at(clickedAt, 1, 5)
							if (inTime(phishedAt)) {
								delivery.phishedAt = phishedAt
								round.phishedCount++
								counts.phished++
								phished = true
							}
						}
					}
				}
				// A third of the openers report (fewer after falling for it), minutes to days later.
				if (random() < (phished ? 0.2 : clicks ? 0.3 : 0.36)) {
					const delayMinutes = Math.exp(Math.log(3) + random() * (Math.log(3 * 24 * 60) - Math.log(3)))
					const reportedAt = new Date(openedAt.getTime() + Math.round(delayMinutes) * MINUTE)
					if (inTime(reportedAt)) {
						delivery.reportedAt = reportedAt
						round.reportedCount++
						counts.reported++
					}
				}
			})
			startsAt = schedule.nextRoundAt
		}
		campaigns.push({
			...row,
			currentRound: Math.min(plan.rounds, rounds.filter((r) => r.campaignId === row.id).length),
			recipientsCount: recipients.size,
			deliveriesCount: counts.deliveries,
			sentCount: counts.sent,
			openedCount: counts.opened,
			clickedCount: counts.clicked,
			phishedCount: counts.phished,
			reportedCount: counts.reported,
			nextRoundAt: plan.rounds > 0 ? startsAt : row.nextRoundAt,
		})
	}

	const base = (zone: string, daysAgo: number, sendHour = 9) => {
		const startDate = localDay(ago(daysAgo), zone)
		return { startDate, timezone: zone, sendHour, first: zonedTime(startDate, sendHour, zone) }
	}

	// Globex: a year of quarterly rounds; its Finance department's one-off lure; a draft; one queued.
	const quarterly = base('Europe/Berlin', 345)
	add({
		row: {
			id: C.globexQuarterly,
			companyId: 'cmp_globex',
			name: N.globexQuarterly,
			status: 'IN_PROGRESS',
			frequency: 'quarterly',
			daysPerRound: 3,
			sendHour: quarterly.sendHour,
			timezone: quarterly.timezone,
			startDate: quarterly.startDate,
			loginPageId: 'lp_microsoft',
			usersType: 'USERS_ALL',
			createdBy: 'usr_globex_admin',
			createdAt: ago(350),
			launchedAt: ago(350),
			startedAt: quarterly.first,
			nextRoundAt: quarterly.first,
		},
		templateIds: ['tpl_it_password_expiry', 'tpl_hr_payslip', 'tpl_bank_locked'],
		people: audience('cmp_globex'),
		rounds: 4,
	})
	const finance = base('Europe/Berlin', 120, 10)
	add({
		row: {
			id: C.globexFinance,
			companyId: 'cmp_globex',
			name: N.globexFinance,
			status: 'ARCHIVED',
			frequency: 'once',
			daysPerRound: 2,
			sendHour: finance.sendHour,
			timezone: finance.timezone,
			startDate: finance.startDate,
			loginPageId: 'lp_generic',
			usersType: 'USERS_FROM_DEPARTMENTS',
			selectedDepartmentIds: ['dep_globex_finance'],
			createdBy: 'usr_globex_admin',
			createdAt: ago(125),
			launchedAt: ago(125),
			startedAt: finance.first,
			archivedAt: ago(100),
			nextRoundAt: finance.first,
		},
		templateIds: ['tpl_exec_vendor_change'],
		people: audience('cmp_globex', 'dep_globex_finance'),
		rounds: 1,
		until: ago(100),
	})
	campaigns.push({
		id: C.globexDraft,
		companyId: 'cmp_globex',
		name: N.globexDraft,
		status: 'DRAFT',
		frequency: 'once',
		daysPerRound: 2,
		sendHour: 10,
		timezone: 'Europe/Berlin',
		loginPageId: 'lp_generic',
		usersType: 'USERS_ALL',
		createdBy: 'usr_globex_admin',
		createdAt: ago(2),
		updatedAt: ago(2),
	})
	campaignTemplates.push({ campaignId: C.globexDraft, templateId: 'tpl_holiday_gift_card', orderNumber: 1 })
	const newYear = nextSecondOfJanuary(now)
	campaigns.push({
		id: C.globexQueued,
		companyId: 'cmp_globex',
		name: N.globexQueued,
		status: 'QUEUED',
		frequency: 'once',
		daysPerRound: 1,
		sendHour: 9,
		timezone: 'Europe/Berlin',
		startDate: newYear,
		loginPageId: 'lp_microsoft',
		usersType: 'USERS_ALL',
		createdBy: 'usr_globex_admin',
		createdAt: ago(1),
		updatedAt: ago(1),
		launchedAt: ago(1),
		nextRoundAt: zonedTime(newYear, 9, 'Europe/Berlin'),
	})
	campaignTemplates.push({ campaignId: C.globexQueued, templateId: 'tpl_it_password_expiry', orderNumber: 1 })

	// Northwind's baseline for its customers, and Contoso's clone of it.
	const baseline = base('Europe/London', 40)
	add({
		row: {
			id: C.northwindBaseline,
			companyId: 'cmp_northwind',
			name: N.northwindBaseline,
			status: 'IN_PROGRESS',
			frequency: 'monthly',
			daysPerRound: 2,
			sendHour: baseline.sendHour,
			timezone: baseline.timezone,
			startDate: baseline.startDate,
			loginPageId: 'lp_microsoft',
			usersType: 'USERS_ALL',
			createdBy: 'usr_northwind_partner',
			createdAt: ago(42),
			launchedAt: ago(42),
			startedAt: baseline.first,
			nextRoundAt: baseline.first,
		},
		templateIds: ['tpl_delivery_missed', 'tpl_bank_locked'],
		people: audience('cmp_northwind'),
		rounds: 2,
	})
	const clone = base('America/New_York', 5)
	add({
		row: {
			id: C.contosoClone,
			companyId: 'cmp_contoso',
			parentCampaignId: C.northwindBaseline,
			name: N.contosoClone,
			status: 'IN_PROGRESS',
			frequency: 'monthly',
			daysPerRound: 2,
			sendHour: clone.sendHour,
			timezone: clone.timezone,
			startDate: clone.startDate,
			loginPageId: 'lp_microsoft',
			usersType: 'USERS_ALL',
			createdBy: 'usr_northwind_partner',
			createdAt: ago(6),
			launchedAt: ago(6),
			startedAt: clone.first,
			nextRoundAt: clone.first,
		},
		templateIds: ['tpl_delivery_missed', 'tpl_bank_locked'],
		people: audience('cmp_contoso'),
		rounds: 1,
	})

	// Acme: one small round, its emails in the mailbox.
	const acme = base('UTC', 3, 8)
	add({
		row: {
			id: C.acmeCheck,
			companyId: 'cmp_acme',
			name: N.acmeCheck,
			status: 'IN_PROGRESS',
			frequency: 'monthly',
			daysPerRound: 1,
			sendHour: acme.sendHour,
			timezone: acme.timezone,
			startDate: acme.startDate,
			loginPageId: 'lp_microsoft',
			usersType: 'USERS_ALL',
			createdBy: 'usr_acme_admin',
			createdAt: ago(4),
			launchedAt: ago(4),
			startedAt: acme.first,
			nextRoundAt: acme.first,
		},
		templateIds: ['tpl_it_password_expiry'],
		people: audience('cmp_acme'),
		rounds: 1,
		untouched: [SIMULATION_SEED.untouchedRecipient],
		mail: true,
	})

	return { campaigns, campaignTemplates, rounds, deliveries, outbox }
}

/** The template order of round `n`: the list rotated by the round (another template for each person each round). */
function rotate<T>(list: readonly T[], n: number): T[] {
	const k = (n - 1) % list.length
	return [...list.slice(k), ...list.slice(0, k)]
}

/** The next 2 January after `now` (YYYY-MM-DD). */
function nextSecondOfJanuary(now: Date): string {
	const year = now.getUTCMonth() === 0 && now.getUTCDate() < 2 ? now.getUTCFullYear() : now.getUTCFullYear() + 1
	return `${year}-01-02`
}

function hash(value: string): number {
	let h = 2166136261
	for (let i = 0; i < value.length; i++) h = Math.imul(h ^ value.charCodeAt(i), 16777619)
	return h >>> 0
}
