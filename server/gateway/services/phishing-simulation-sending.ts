import { randomBytes, randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import { JSDOM } from 'jsdom'
import {
	ENTIRE_ROUND,
	FREQUENCY_MONTHS,
	ONCE_ENTIRE_ROUND_DAYS,
	PHISHING_LINK_PLACEHOLDER,
	type Frequency,
} from '../../shared/phishing-simulation.ts'
import { sanitiseTemplateHtml, templateBodyText } from '../../shared/template-html.ts'
import {
	exerciseTemplates,
	simulationCampaigns,
	simulationCampaignTemplates,
	simulationDeliveries,
	simulationRounds,
	users,
} from '../db/schema.ts'
import { type Deps, type PagesBase, isUniqueViolation } from '../lib/context.ts'
import { hashString, seededRandom } from '../lib/seeded-random.ts'
import { addLocalDays, addMonthsToDay, localDay, usableZone, zonedTime } from '../lib/zoned-time.ts'
import { learnerOf, selectionCondition } from './phishing-exercise-campaigns.ts'
import type { UsersType } from '../../shared/phishing-exercise.ts'
import type { Queryable } from '../db/types.ts'
import type { OutgoingEmail } from '../lib/mailer.ts'

// Rounds and deliveries of the phishing simulation (phishing-simulation.ts lists every file). The background
// round (app.ts, every 15 minutes) and a launch or a clone starting now (phishing-simulation-campaigns.ts,
// -sharing.ts) call advanceSimulationCampaigns: (1) every due campaign begins its next round, choosing its
// recipients at that moment; (2) every due email goes into the outbox through the mailer, tracked by the
// delivery's token (phishing-simulation-tracking.ts records what the recipient does with it).

/** The outbox kind of a simulation email (the mailbox offers its report button). */
export const SIMULATION_EMAIL_KIND = 'phishing-simulation'
/** Deliveries sent per transaction. */
const SEND_BATCH = 500
/** Deliveries inserted per statement. */
const INSERT_CHUNK = 1000
/** Statuses whose rounds begin and whose emails go out (an archived campaign stops; a suspended one waits). */
const RUNNING = ['QUEUED', 'IN_PROGRESS']

type AdvanceDeps = Pick<Deps, 'db' | 'mailer' | 'now'> & PagesBase
type CampaignRow = typeof simulationCampaigns.$inferSelect

/**
 * Begins the due rounds and sends the due emails: of every QUEUED or IN_PROGRESS campaign (only `campaignId`'s
 * when given) whose next round's start has come. Safe to run in several processes at once: a round is claimed
 * by moving the campaign's currentRound inside the transaction that inserts it, an email by setting its sentAt
 * inside the transaction that puts it in the outbox.
 */
export async function advanceSimulationCampaigns(
	deps: AdvanceDeps,
	options: { campaignId?: string; now?: Date } = {},
): Promise<{ roundsBegun: number; emailsSent: number }> {
	const now = options.now ?? deps.now()
	const due = await deps.db
		.select()
		.from(simulationCampaigns)
		.where(
			and(
				inArray(simulationCampaigns.status, RUNNING),
				lte(simulationCampaigns.nextRoundAt, now),
				options.campaignId ? eq(simulationCampaigns.id, options.campaignId) : undefined,
			),
		)
		.orderBy(asc(simulationCampaigns.nextRoundAt), asc(simulationCampaigns.id))
	let roundsBegun = 0
	// One round per campaign and call: a gateway that was down for months does not send every missed round at
	// once; the next call (15 minutes later) begins the next one.
	for (const campaign of due) if (await beginRound(deps, campaign)) roundsBegun++
	const emailsSent = await sendDueDeliveries(deps, now, options.campaignId)
	if (emailsSent > 0) deps.mailer.flush()
	return { roundsBegun, emailsSent }
}

// ─── Rounds ──────────────────────────────────────────────────────────────────

export type RoundSchedule = { startsAt: Date; sendUntil: Date; endsAt: Date; nextRoundAt: Date | null }

/**
 * When round `roundNumber` (1-based) that begins at `startsAt` sends until and ends, and when the next one
 * begins: `FREQUENCY_MONTHS` after the campaign's start date (so a start on the 31st does not drift to the
 * 28th), at the send hour, in the campaign's time zone (a round stays at 9 AM local across a DST change).
 */
export function roundSchedule(
	campaign: Pick<CampaignRow, 'frequency' | 'daysPerRound' | 'sendHour' | 'timezone' | 'startDate'>,
	roundNumber: number,
	startsAt: Date,
): RoundSchedule {
	const zone = usableZone(campaign.timezone)
	const months = FREQUENCY_MONTHS[campaign.frequency as Frequency] ?? 0
	let nextRoundAt: Date | null = null
	if (months > 0) {
		const anchor = campaign.startDate && /^\d{4}-\d{2}-\d{2}$/.test(campaign.startDate) ? campaign.startDate : localDay(startsAt, zone)
		let step = roundNumber
		nextRoundAt = zonedTime(addMonthsToDay(anchor, months * step), campaign.sendHour, zone)
		// A first round begun late (the gateway was down, or started now after its date): the next one still after it.
		while (nextRoundAt.getTime() <= startsAt.getTime()) {
			step++
			nextRoundAt = zonedTime(addMonthsToDay(anchor, months * step), campaign.sendHour, zone)
		}
	}
	let sendUntil: Date
	if (campaign.daysPerRound === ENTIRE_ROUND) sendUntil = nextRoundAt ?? addLocalDays(startsAt, ONCE_ENTIRE_ROUND_DAYS, zone)
	else sendUntil = addLocalDays(startsAt, campaign.daysPerRound, zone)
	if (nextRoundAt && sendUntil.getTime() > nextRoundAt.getTime()) sendUntil = nextRoundAt
	return { startsAt, sendUntil, endsAt: nextRoundAt ?? sendUntil, nextRoundAt }
}

/** The company's learners a campaign's selection names now (as the phishing exercise chooses them), by id. */
export function selectRecipients(
	q: Queryable,
	campaign: Pick<CampaignRow, 'companyId' | 'usersType' | 'selectedDepartmentIds' | 'selectedGroupIds' | 'selectedUserIds'>,
) {
	const selection = selectionCondition(q, {
		usersType: campaign.usersType as UsersType,
		departmentIds: campaign.selectedDepartmentIds,
		groupIds: campaign.selectedGroupIds,
		userIds: campaign.selectedUserIds,
	})
	return q
		.select({ id: users.id, departmentId: users.departmentId })
		.from(users)
		.where(and(learnerOf(campaign.companyId), selection))
		.orderBy(asc(users.id))
}

/**
 * The template of each recipient of a round: the campaign's templates in an order shuffled by the campaign and
 * round (the same every time, another each round), dealt round-robin in recipient order.
 */
export function roundTemplates(campaignId: string, roundNumber: number, templateIds: readonly string[], recipients: number): string[] {
	const order = [...templateIds]
	const random = seededRandom(hashString(`${campaignId}:${roundNumber}`))
	for (let i = order.length - 1; i > 0; i--) {
		const j = Math.floor(random() * (i + 1))
		;[order[i], order[j]] = [order[j]!, order[i]!]
	}
	return Array.from({ length: recipients }, (_, i) => order[i % order.length]!)
}

/** Recipient `index` of `count` is due at an even share of the sending window (recipient 0 at its start). */
export function scheduledAt(startsAt: Date, sendUntil: Date, index: number, count: number): Date {
	const span = Math.max(0, sendUntil.getTime() - startsAt.getTime())
	return new Date(startsAt.getTime() + Math.floor((span * index) / Math.max(1, count)))
}

/** An unguessable delivery token (the tracked link, the pixel, the report button): 24 random bytes, base64url. */
export function deliveryToken(): string {
	return randomBytes(24).toString('base64url')
}

/** Begins the campaign's next round; false when another process did it first (or it is no longer due). */
async function beginRound(deps: AdvanceDeps, campaign: CampaignRow): Promise<boolean> {
	if (!campaign.nextRoundAt) return false
	const roundNumber = campaign.currentRound + 1
	const schedule = roundSchedule(campaign, roundNumber, campaign.nextRoundAt)
	try {
		return await deps.db.transaction(async (tx) => {
			// The claim: of two processes beginning the same round, the second finds currentRound moved (it waits
			// for the first's row lock, then its condition no longer holds) and does nothing.
			const [claimed] = await tx
				.update(simulationCampaigns)
				.set({
					status: 'IN_PROGRESS',
					currentRound: roundNumber,
					nextRoundAt: schedule.nextRoundAt,
					startedAt: campaign.startedAt ?? schedule.startsAt,
					updatedAt: deps.now(),
				})
				.where(
					and(
						eq(simulationCampaigns.id, campaign.id),
						eq(simulationCampaigns.currentRound, campaign.currentRound),
						inArray(simulationCampaigns.status, RUNNING),
					),
				)
				.returning({ id: simulationCampaigns.id })
			if (!claimed) return false
			const recipients = await selectRecipients(tx, campaign)
			const templates = await tx
				.select({ templateId: simulationCampaignTemplates.templateId })
				.from(simulationCampaignTemplates)
				.where(eq(simulationCampaignTemplates.campaignId, campaign.id))
				.orderBy(asc(simulationCampaignTemplates.orderNumber))
			// Without a template nothing can be sent: the round is kept (its history says so) with no recipient.
			const sendTo = templates.length ? recipients : []
			const roundId = `srd_${randomUUID()}`
			await tx.insert(simulationRounds).values({
				id: roundId,
				campaignId: campaign.id,
				roundNumber,
				startsAt: schedule.startsAt,
				sendUntil: schedule.sendUntil,
				endsAt: schedule.endsAt,
				recipientsCount: sendTo.length,
			})
			const dealt = roundTemplates(
				campaign.id,
				roundNumber,
				templates.map((t) => t.templateId),
				sendTo.length,
			)
			const rows = sendTo.map((user, i) => ({
				companyId: campaign.companyId,
				campaignId: campaign.id,
				roundId,
				userId: user.id,
				departmentId: user.departmentId,
				templateId: dealt[i]!,
				token: deliveryToken(),
				scheduledAt: scheduledAt(schedule.startsAt, schedule.sendUntil, i, sendTo.length),
			}))
			for (let i = 0; i < rows.length; i += INSERT_CHUNK) await tx.insert(simulationDeliveries).values(rows.slice(i, i + INSERT_CHUNK))
			const [distinct] = await tx
				.select({ n: sql<number>`count(DISTINCT ${simulationDeliveries.userId})::int` })
				.from(simulationDeliveries)
				.where(eq(simulationDeliveries.campaignId, campaign.id))
			await tx
				.update(simulationCampaigns)
				.set({
					recipientsCount: Number(distinct?.n ?? 0),
					deliveriesCount: sql`${simulationCampaigns.deliveriesCount} + ${rows.length}`,
				})
				.where(eq(simulationCampaigns.id, campaign.id))
			return true
		})
	} catch (error) {
		// The round's unique (campaign, number): another process inserted it first.
		if (isUniqueViolation(error)) return false
		throw error
	}
}

// ─── Sending ─────────────────────────────────────────────────────────────────

type ClaimedDelivery = { id: string; token: string; user_id: string; template_id: string; round_id: string; campaign_id: string }

/** Puts every due email in the outbox, SEND_BATCH per transaction; returns how many. */
async function sendDueDeliveries(deps: AdvanceDeps, now: Date, campaignId?: string): Promise<number> {
	let total = 0
	for (;;) {
		const sent = await deps.db.transaction(async (tx) => {
			// Claimed by setting sentAt: a concurrent process skips the rows this one locked, and never sees them
			// unsent once it commits.
			const claimed = await tx.execute(sql`
				UPDATE ${simulationDeliveries} AS d SET sent_at = ${now.toISOString()}
				WHERE d.id IN (
					SELECT sd.id FROM ${simulationDeliveries} AS sd
					JOIN ${simulationCampaigns} AS c ON c.id = sd.campaign_id
					WHERE sd.sent_at IS NULL AND sd.scheduled_at <= ${now.toISOString()}
						AND c.status IN ('QUEUED', 'IN_PROGRESS')
						${campaignId ? sql`AND sd.campaign_id = ${campaignId}` : sql``}
					ORDER BY sd.scheduled_at, sd.id
					LIMIT ${SEND_BATCH}
					FOR UPDATE OF sd SKIP LOCKED
				) AND d.sent_at IS NULL
				RETURNING d.id, d.token, d.user_id, d.template_id, d.round_id, d.campaign_id`)
			const rows = (claimed as unknown as { rows: ClaimedDelivery[] }).rows
			if (rows.length === 0) return 0
			const people = await tx
				.select({ id: users.id, email: users.email })
				.from(users)
				.where(inArray(users.id, [...new Set(rows.map((r) => r.user_id))]))
			const emailOf = new Map(people.map((p) => [p.id, p.email]))
			const templateRows = await tx
				.select({
					id: exerciseTemplates.id,
					subject: exerciseTemplates.subject,
					fromName: exerciseTemplates.fromName,
					fromEmail: exerciseTemplates.fromEmail,
					html: exerciseTemplates.html,
				})
				.from(exerciseTemplates)
				.where(inArray(exerciseTemplates.id, [...new Set(rows.map((r) => r.template_id))]))
			const prepared = new Map(templateRows.map((t) => [t.id, prepareSimulationEmail(t)]))
			const emails: OutgoingEmail[] = []
			for (const row of rows) {
				const to = emailOf.get(row.user_id)
				const template = prepared.get(row.template_id)
				if (!to || !template) continue
				emails.push({ to, kind: SIMULATION_EMAIL_KIND, trackingToken: row.token, ...template.render(trackingLinks(deps, row.token)) })
			}
			await deps.mailer.queueMany(tx, emails)
			await bumpSent(
				tx,
				simulationRounds,
				rows.map((r) => r.round_id),
			)
			await bumpSent(
				tx,
				simulationCampaigns,
				rows.map((r) => r.campaign_id),
			)
			return rows.length
		})
		total += sent
		if (sent < SEND_BATCH) return total
	}
}

/** Adds each id's number of occurrences to its row's sentCount (one statement per distinct id). */
async function bumpSent(q: Queryable, table: typeof simulationRounds | typeof simulationCampaigns, ids: string[]): Promise<void> {
	const counts = new Map<string, number>()
	for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1)
	for (const [id, n] of counts)
		await q
			.update(table)
			.set({ sentCount: sql`${table.sentCount} + ${n}` })
			.where(eq(table.id, id))
}

// ─── The email ───────────────────────────────────────────────────────────────

export type TrackingLinks = { link: string; pixel: string }

/** The recipient's tracked link and open pixel, on the pages' origin (embedded: the console's, which forwards /__gateway/). */
export function trackingLinks(deps: PagesBase, token: string): TrackingLinks {
	const base = deps.config.pagesBaseUrl.replace(/\/+$/, '')
	return { link: `${base}/__gateway/phish/${token}`, pixel: `${base}/__gateway/phish/${token}/open.gif` }
}

const LINK_MARK = 'https://simulation.invalid/__link__'
const PIXEL_MARK = 'https://simulation.invalid/__pixel__'

type EmailTemplate = { subject: string; fromName: string | null; fromEmail: string | null; html: string }

/**
 * A template made ready to send (done once per template and batch; jsdom is not cheap): its HTML sanitised
 * again, then given its links — the placeholder (spec 3 §9) where the text has it, every link, and, since the
 * sanitiser turns a template's links into spans, its button-like spans (inline-block) — else one link added at
 * the end; each link opens in a new tab; the open pixel last. `render` puts a recipient's addresses in.
 */
export function prepareSimulationEmail(template: EmailTemplate): { render: (links: TrackingLinks) => Omit<OutgoingEmail, 'to' | 'kind'> } {
	const clean = sanitiseTemplateHtml(template.html)
	const dom = new JSDOM(clean)
	const document = dom.window.document
	const body = document.body
	const link = (content?: Node) => {
		const a = document.createElement('a')
		a.setAttribute('href', LINK_MARK)
		if (content) a.appendChild(content)
		return a
	}
	// The placeholder in the text: the link, showing its address.
	const walker = document.createTreeWalker(body, dom.window.NodeFilter.SHOW_TEXT)
	const withPlaceholder: Text[] = []
	for (let node = walker.nextNode(); node; node = walker.nextNode()) {
		if ((node.nodeValue ?? '').includes(PHISHING_LINK_PLACEHOLDER)) withPlaceholder.push(node as Text)
	}
	for (const node of withPlaceholder) {
		const parts = (node.nodeValue ?? '').split(PHISHING_LINK_PLACEHOLDER)
		const fragment = document.createDocumentFragment()
		parts.forEach((part, i) => {
			if (i > 0) fragment.appendChild(link(document.createTextNode(LINK_MARK)))
			if (part) fragment.appendChild(document.createTextNode(part))
		})
		node.replaceWith(fragment)
	}
	for (const a of Array.from(body.querySelectorAll('a'))) a.setAttribute('href', LINK_MARK)
	for (const span of Array.from(body.querySelectorAll('span'))) {
		if (!/display\s*:\s*inline-block/i.test(span.getAttribute('style') ?? '') || span.closest('a')) continue
		const a = link()
		a.setAttribute('style', 'text-decoration:none;color:inherit')
		span.replaceWith(a)
		a.appendChild(span)
	}
	if (!body.querySelector('a')) {
		const p = document.createElement('p')
		p.appendChild(link(document.createTextNode('Open the document')))
		body.appendChild(p)
	}
	for (const a of Array.from(body.querySelectorAll('a'))) {
		a.setAttribute('target', '_blank')
		a.setAttribute('rel', 'noopener noreferrer')
	}
	const pixel = document.createElement('img')
	pixel.setAttribute('src', PIXEL_MARK)
	pixel.setAttribute('width', '1')
	pixel.setAttribute('height', '1')
	pixel.setAttribute('alt', '')
	body.appendChild(pixel)
	const htmlTemplate = `<!DOCTYPE html>${document.documentElement.outerHTML}`
	dom.window.close()
	const bodyText = templateBodyText(clean)
	const from = template.fromEmail ? `${template.fromName ?? ''} <${template.fromEmail}>`.trim() : (template.fromName ?? '')
	return {
		render({ link: url, pixel: pixelUrl }) {
			const attr = escapeAttribute(url)
			const text = [from ? `From: ${from}` : null, '', bodyText.replaceAll(PHISHING_LINK_PLACEHOLDER, url), '', url].filter(
				(line) => line !== null,
			)
			return {
				subject: template.subject,
				html: htmlTemplate.replaceAll(LINK_MARK, attr).replaceAll(PIXEL_MARK, escapeAttribute(pixelUrl)),
				text: (from ? text : text.slice(1)).join('\n'),
			}
		},
	}
}

function escapeAttribute(value: string): string {
	return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
}
